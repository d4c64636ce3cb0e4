import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

/**
 * What each member of a group wants, said as what they do rather than a genre's name ('dar umas risadas', 'they love
 * singing'), what one hates ('one hates war films'), what all of them like, and a grown-up's genre beside a child's.
 */
describe.each(routeTestEngines())('wishes of a group said loosely, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const genresOf = async (message: string) => {
    const shown = moviesShownIn(await ask(message));
    return Promise.all(shown.map(async ({ id }) => (await filmFacts(testApp(), id)).genres));
  };

  it.each([
    ['somos quatro: dois curtem terror e os outros dois só querem dar umas risadas', ['Horror', 'Comedy']],
    ['somos cinco, tres quieren miedo y dos solo quieren reírnos un rato', ['Horror', 'Comedy']],
    [
      'mi abuelo solo ve películas del oeste y mi sobrino de 7 años quiere dibujos animados',
      ['Western', 'Animation'],
    ],
  ])('%j lists films for each wish', async (message, wished) => {
    const genres = await genresOf(message);
    expect(genres.length).toBeGreaterThanOrEqual(3);
    for (const genre of wished)
      expect(
        genres.some((names) => names.includes(genre)),
        genre,
      ).toBe(true);
  });

  it('reads "voglio farmi due risate" as comedies, not as two films', async () => {
    const genres = await genresOf('stasera voglio farmi due risate');
    expect(genres.length).toBeGreaterThanOrEqual(3);
    for (const names of genres) expect(names).toContain('Comedy');
  });

  it('reads what one of them hates as a member speaking and what all of them like as a kind, not a title', async () => {
    const genres = await genresOf(
      'the 3 of us: one hates war films, one hates musicals, and all of us like thrillers',
    );
    expect(genres.length).toBeGreaterThanOrEqual(3);
    for (const names of genres) {
      expect(names).toContain('Thriller');
      expect(names).not.toContain('War');
      expect(names).not.toContain('Music');
    }
  });

  it('reads singing loved by children as films with music', async () => {
    const genres = await genresOf('a slumber party for my 9 year old and her friends, they all love singing');
    expect(genres.length).toBeGreaterThanOrEqual(2);
    expect(genres.filter((names) => names.includes('Music')).length).toBeGreaterThanOrEqual(
      genres.length / 2,
    );
  });
});
