import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

/** A limit the user typed holds when a couple of films fit it, and one turned down is not taken for another. */
describe.each(routeTestEngines())('limits typed in a request, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const details = async (reply: string) =>
    Promise.all(
      moviesShownIn(reply).map(async ({ id }) => {
        const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
        return {
          title: body.title as string,
          year: Number((body.release_date as string).slice(0, 4)),
          language: body.original_language as string,
          genres: (body.genres as { name: string }[]).map((genre) => genre.name),
        };
      }),
    );

  it('keeps the years typed when two films fit them, rather than widening to fill the list', async () => {
    const films = await details(await ask('german language films made before 1950 please'));
    expect(films.length).toBeGreaterThanOrEqual(2);
    for (const film of films) {
      expect(film.language, film.title).toBe('de');
      expect(film.year, film.title).toBeLessThan(1950);
    }
  });

  it.each(['japanese movies but no anime', 'filmes japoneses que não sejam anime'])(
    '%j turns down the animation, not the Japanese asked for',
    async (message) => {
      const films = await details(await ask(message));
      expect(films.length).toBeGreaterThanOrEqual(1);
      for (const film of films) {
        expect(film.language, film.title).toBe('ja');
        expect(film.genres, film.title).not.toContain('Animation');
      }
    },
  );
});
