import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('a one-liner for each film is a line per film, no theme', () => {
  it.each(['westerns with one-liners', 'Western mit einem Einzeiler pro Film'])('%s', (message) => {
    const parsed = parsePrompt(message);
    expect(parsed.layout?.brief).toBe(true);
    expect(parsed.query.theme).toBeUndefined();
  });
});

describe("POST /api/chat: a person's filmography asked by that word, in every language", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['hitchcock filmography w/ a one-liner for each', 'Alfred Hitchcock'],
    ["kubrick's filmography", 'Stanley Kubrick'],
    ['quiero ver la filmografía de Kubrick', 'Stanley Kubrick'],
    ['la filmographie de Hitchcock', 'Alfred Hitchcock'],
    ['die Filmografie von Kubrick', 'Stanley Kubrick'],
    ['a filmografia do Hitchcock', 'Alfred Hitchcock'],
    ['la filmografia di Kubrick', 'Stanley Kubrick'],
  ])('%s', async (message, name) => {
    const reply = await ask(message);
    expect(reply.split('\n')[0]).toContain(name);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });
});
