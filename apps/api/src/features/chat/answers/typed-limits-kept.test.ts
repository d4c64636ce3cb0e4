import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

/** A limit the user typed holds when a couple of films fit it, and one turned down is not taken for another. */
describe.each(routeTestEngines())('limits typed in a request, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const details = (reply: string) =>
    Promise.all(moviesShownIn(reply).map(({ id }) => filmFacts(testApp(), id)));

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
