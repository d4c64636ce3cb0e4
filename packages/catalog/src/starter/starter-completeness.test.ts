import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENRES, LISTING_PAGE_SIZE, type ListingKind } from '@marquee/contracts';
import { createTestDatabase, type TestDatabase } from '@marquee/db/testing';
import type { Catalog } from '../catalog.ts';
import { createLocalCatalog } from '../local/local-catalog.ts';
import { ensureCatalogSeeded } from '../seed.ts';
import { MIN_CAST } from './starter-completeness.ts';

const LISTINGS: ListingKind[] = ['popular', 'top_rated', 'now_playing', 'trending'];

describe('the starter catalog, as a visitor reaches it', () => {
  let database: TestDatabase;
  let catalog: Catalog;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await ensureCatalogSeeded(database.db, { encodeBeforeStart: 0, encodeInBackground: false });
    catalog = await createLocalCatalog(database.db);
  }, 60_000);
  afterAll(async () => {
    await catalog?.close();
    await database?.close();
  });

  /** Every movie on every page of the home rows' listings and of each genre page. */
  async function reachableMovieIds(): Promise<Set<number>> {
    const ids = new Set<number>();
    const walk = async (pageOf: (page: number) => ReturnType<Catalog['listMovies']>) => {
      for (let page = 1; ; page++) {
        const answer = await pageOf(page);
        for (const movie of answer.results) ids.add(movie.id);
        if (page >= answer.total_pages || answer.results.length < LISTING_PAGE_SIZE) break;
      }
    };
    for (const kind of LISTINGS) await walk((page) => catalog.listMovies(kind, page));
    for (const genre of GENRES) await walk((page) => catalog.discoverByGenre(genre.id, page));
    return ids;
  }

  it(`gives every reachable movie at least ${MIN_CAST} cast members, a director and a runtime`, async () => {
    const ids = await reachableMovieIds();
    expect(ids.size).toBeGreaterThanOrEqual(300);
    const incomplete: string[] = [];
    for (const id of ids) {
      const [movie, credits] = await Promise.all([catalog.getMovie(id), catalog.getCredits(id)]);
      const cast = credits?.cast.length ?? 0;
      const director = credits?.crew.some((member) => member.job === 'Director') ?? false;
      if (cast < MIN_CAST || !director || !movie?.runtime)
        incomplete.push(
          `${id} ${movie?.title}: cast ${cast}, director ${director}, runtime ${movie?.runtime}`,
        );
    }
    expect(incomplete).toEqual([]);
  });

  it('knows the recent movies the old starter lacked facts for, with real TMDB person ids', async () => {
    const oppenheimer = await catalog.getCredits(872585);
    expect(oppenheimer?.cast[0]).toMatchObject({ id: 2037, name: 'Cillian Murphy' });
    expect(oppenheimer?.crew).toContainEqual(
      expect.objectContaining({ id: 525, name: 'Christopher Nolan', job: 'Director' }),
    );
    for (const id of [496243, 666277, 438631])
      expect((await catalog.getMovie(id))?.runtime).toBeGreaterThan(0);
    const trailer = (await catalog.getMovie(872585))?.videos?.results[0];
    expect(trailer).toMatchObject({ site: 'YouTube', type: 'Trailer' });
    expect(trailer?.key).toMatch(/^[\w-]{6,20}$/);
  });
});
