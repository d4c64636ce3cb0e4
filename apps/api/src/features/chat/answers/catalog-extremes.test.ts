import { describe, expect, it } from 'vitest';
import { loadStarterCatalog } from '@marquee/catalog/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

/** The starter catalog's film at one end of an order (the test app serves the starter catalog). */
function catalogEnd(by: (movie: { runtime: number | null; release_date: string | null }) => number | null) {
  const known = loadStarterCatalog().filter((movie) => by(movie) !== null);
  return known.sort((a, b) => by(a)! - by(b)!);
}
const year = (movie: { release_date: string | null }) =>
  movie.release_date ? Number(movie.release_date.slice(0, 4)) : null;

describe('POST /api/chat: the longest, shortest or oldest film of the whole catalog, asked in any language', () => {
  const { ask, askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const firstShown = async (message: string) => moviesShownIn(await ask(message))[0]?.id;

  it.each([
    ['qual è il film più corto che avete?', () => catalogEnd((movie) => movie.runtime)[0]!.id],
    ['quelle est la plus courte de vos films ?', () => catalogEnd((movie) => movie.runtime)[0]!.id],
    ['welcher ist der längste film bei euch', () => catalogEnd((movie) => movie.runtime).at(-1)!.id],
    ['cuál es la peli más larga del catálogo', () => catalogEnd((movie) => movie.runtime).at(-1)!.id],
    ['which is the very oldest movie on this site?', () => catalogEnd(year)[0]!.id],
    ['o filme mais velho que vocês têm', () => catalogEnd(year)[0]!.id],
  ])('%s', async (message, expected) => {
    expect(await firstShown(message)).toBe(expected());
  });

  it('a superlative then "than" names no film to compare with (le plus long que vous ayez)', async () => {
    const reply = await ask('le film le plus long que vous ayez ?');
    expect(moviesShownIn(reply)[0]?.id).toBe(catalogEnd((movie) => movie.runtime).at(-1)!.id);
  });

  it('"any shorter?" after a list still asks for shorter films of the same kind, not the shortest of all', async () => {
    const { reply, answer } = await askAfter('películas de acción', '¿alguna más corta?');
    const runtimeOf = (id: number) => loadStarterCatalog().find((movie) => movie.id === id)!;
    const longestBefore = Math.max(...moviesShownIn(reply).map(({ id }) => runtimeOf(id).runtime ?? 0));
    const shown = moviesShownIn(answer).map(({ id }) => runtimeOf(id));
    expect(shown.length).toBeGreaterThanOrEqual(1);
    for (const movie of shown) {
      expect(movie.genre_ids).toContain(28);
      expect(movie.runtime!).toBeLessThan(longestBefore);
    }
  });
});
