import { describe, expect, it } from 'vitest';
import { LIST_OPENINGS, useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: a quality wished of a film asks for films that have it, no film told by its story', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['en', 'got anything with an unforgettable soundtrack?'],
    ['en', 'a film with a killer ending'],
    ['de', 'Filme mit überraschendem Ende'],
    ['it', 'consigliami un film con un gran finale'],
    ['pt', 'um filme com um final chocante'],
    ['es', 'algo con una banda sonora increíble'],
    ['fr', 'des films avec une fin inattendue'],
  ] as const)('%s: %s', async (language, message) => {
    const reply = await ask(message);
    expect(reply).toMatch(LIST_OPENINGS[language]);
  });
});
