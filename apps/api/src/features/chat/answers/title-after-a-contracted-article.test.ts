import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const THE_GODFATHER = 238;

/**
 * 'la durée du parrain', 'la durata del padrino': a local title after a preposition that holds its article
 * ('du' = 'de le', 'del' = 'di il') is that title with its article, as the question asks it.
 */
describe('POST /api/chat: a local title after a preposition holding its article', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['fr', 'la durée du parrain ?', THE_GODFATHER, /175/],
    ['fr', "qu'est-ce que tu penses du parrain", THE_GODFATHER, /votants/],
    ['it', 'la durata del padrino', THE_GODFATHER, /175/],
  ] as const)('%s: "%s" is asked of that film', async (_language, prompt, film, fact) => {
    const reply = await ask(prompt);
    expect(moviesShownIn(reply).map((movie) => movie.id)).toEqual([film]);
    expect(reply).toMatch(fact);
  });
});
