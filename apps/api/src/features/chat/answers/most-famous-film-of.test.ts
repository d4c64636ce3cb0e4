import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';
import { parsePrompt } from '../understanding/parse-prompt.ts';

describe('POST /api/chat: "the most famous film of <person>" lists that person\'s films, in every language', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['la peli más famosa de tarantino', /Quentin Tarantino/],
    ['la película más conocida de nolan', /Christopher Nolan/],
    ['le film le plus célèbre de kubrick', /Stanley Kubrick/],
    ['il film più famoso di tarantino', /Quentin Tarantino/],
    ['o filme mais famoso do nolan', /Christopher Nolan/],
  ])('%s', async (message, person) => {
    const reply = await ask(message);
    const [intro] = reply.split('\n');
    expect(intro).toMatch(person);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(3);
  });
});

describe('"the most famous film of all time" names no person', () => {
  it.each([
    'la peli más famosa de todos los tiempos',
    'le film le plus célèbre du monde',
    'il film più famoso di sempre',
    'o filme mais famoso de todos os tempos',
  ])('%s', (message) => {
    expect(parsePrompt(message).query.person).toBeUndefined();
  });
});
