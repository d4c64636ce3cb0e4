import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

/**
 * 'sowas in der Art, aber kürzer' on a film's page: a likeness said with no film after it ('something along those
 * lines', 'algo do tipo', 'un truc dans le genre') is the film in view, and the change is made to it.
 */
describe('POST /api/chat: a likeness with no film named, changed, on a film page', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const factsOf = async (id: number) => {
    const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
    return {
      runtime: body.runtime as number,
      year: Number(String(body.release_date).slice(0, 4)),
      genres: (body.genres as { id: number }[]).map((genre) => genre.id),
    };
  };

  it.each([
    ['something along those lines but shorter', 680, 'shorter'],
    ['algo do tipo mas mais curto', 13, 'shorter'],
    ['un truc dans le genre mais plus récent', 603, 'newer'],
    ['qualcosa del genere ma più vecchio', 603, 'older'],
    ['algo de ese estilo pero más corto', 13, 'shorter'],
  ] as const)(
    '%s (film %s)',
    async (message, movieId, change) => {
      const reply = await ask(message, { movieId });
      const seed = await factsOf(movieId);
      const films = moviesShownIn(reply).filter((film) => film.id !== movieId);
      expect(films.length, reply).toBeGreaterThanOrEqual(3);
      for (const film of films) {
        const facts = await factsOf(film.id);
        expect(
          facts.genres.some((genre) => seed.genres.includes(genre)),
          reply,
        ).toBe(true);
        if (change === 'shorter') expect(facts.runtime, reply).toBeLessThan(seed.runtime);
        if (change === 'newer') expect(facts.year, reply).toBeGreaterThan(seed.year);
        if (change === 'older') expect(facts.year, reply).toBeLessThan(seed.year);
      }
    },
    90_000,
  );
});
