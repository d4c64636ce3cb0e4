import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: "not just <kind>" goes beyond the kind, neither asking for it alone nor leaving it out', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const detailsOf = (reply: string) => shownFilmFacts(testApp(), reply);

  it.each([
    ['french movies please, not only the comedies', 'fr', 'Comedy'],
    ['deutsche Filme, aber nicht nur Krimis', 'de', 'Crime'],
    ['filmes italianos, não só os faroestes', 'it', 'Western'],
  ])('%s', async (message, language, kind) => {
    const films = await detailsOf(await ask(message));
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const film of films) expect(film.language).toBe(language);
    expect(films.some(({ genres }) => !genres.includes(kind))).toBe(true);
  });
});
