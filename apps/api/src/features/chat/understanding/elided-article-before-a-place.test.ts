import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { extractReference } from './extractors/reference.extractor.ts';
import { normalizeText } from './text.ts';

describe("an article joined to the place it points at ('l'ultimo')", () => {
  it.each([
    ["e l'ultimo di che parla?", -1],
    ["dell'ultima chi è la regista?", -1],
    ['l ultimo quanto dura', -1],
    ["nell'ultimo chi recita?", -1],
    ['la prima quanto dura?', 0],
  ])('%s points at place %i of the last answer', (message, index) => {
    expect(extractReference(normalizeText(message))).toEqual({ index });
  });
});

describe("'l'ultimo' after a list, asked in Italian", () => {
  const chat = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('is the last film the list showed', async () => {
    const history = [{ text: 'film di steven spielberg', isBot: false }];
    const list = await chat.ask(history[0]!.text);
    const shown = [...list.matchAll(/\/movie\/(\d+)/g)].map((match) => match[1]);
    expect(shown.length).toBeGreaterThan(2);
    const answer = await chat.ask("e l'ultimo, quanto dura?", {
      history: [...history, { text: list, isBot: true }],
    });
    expect(answer).toContain(`/movie/${shown.at(-1)}`);
    expect(answer).not.toContain(`/movie/${shown[0]})`);
  }, 90_000);
});
