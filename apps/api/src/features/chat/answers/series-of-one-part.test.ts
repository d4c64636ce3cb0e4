import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { filmsOfAnswer } from '../understanding/conversation.ts';

/**
 * A series whose titles share no words ('Raiders of the Lost Ark', 'Indiana Jones and the Last Crusade'): its films
 * are those in which the leads play the same part again, listed in release order when an order is asked ('in the
 * right order', 'nell'ordine giusto'), and nothing else.
 */
describe('POST /api/chat: a series whose titles share no words, in order', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['all the indiana jones movies in the right order', [85, 89]],
    ["i film di indiana jones nell'ordine giusto", [85, 89]],
    ['las películas de terminator en orden', [218, 280]],
  ])(
    '%s',
    async (prompt, films) => {
      const reply = await ask(prompt);
      expect(filmsOfAnswer(reply)).toEqual(films);
      expect(reply.split('\n')[0]).not.toMatch(/\bThe The\b|Last Crusade/);
    },
    60_000,
  );
});
