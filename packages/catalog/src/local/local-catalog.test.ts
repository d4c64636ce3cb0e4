import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@marquee/db';
import { createTestDatabase, engineTestEngines, type TestDatabase } from '@marquee/db/testing';
import type { Catalog } from '../catalog.ts';
import { ensureCatalogSeeded } from '../seed.ts';
import { fixtureMovies } from '../testing/fixture-movies.ts';
import { countMovies } from './catalog.reader.ts';
import { createLocalCatalog } from './local-catalog.ts';

describe.each(engineTestEngines())('local catalog (%s)', (engine) => {
  let database: TestDatabase;
  let catalog: Catalog;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    expect(await ensureCatalogSeeded(database.db, { starterMovies: () => fixtureMovies })).toBe('seeded');
    catalog = await createLocalCatalog(database.db, { now: () => new Date('2020-01-01T00:00:00Z') });
  });
  afterAll(async () => {
    await database?.close();
  });

  it('seeds only an empty catalog, and re-writing changes no counts', async () => {
    expect(await ensureCatalogSeeded(database.db, { starterMovies: () => fixtureMovies })).toBe('kept');
    expect(await countMovies(database.db)).toBe(fixtureMovies.length);
  });

  it('writes a newer starter over the movies an older one seeded, once', async () => {
    const fresh = await createTestDatabase(engine);
    try {
      const older = fixtureMovies
        .filter((movie) => movie.id !== 157336)
        .map((movie) => (movie.id === 238 ? { ...movie, runtime: null, cast: [] } : movie));
      expect(await ensureCatalogSeeded(fresh.db, { starterMovies: () => older })).toBe('seeded');
      expect(await ensureCatalogSeeded(fresh.db, { starterMovies: () => fixtureMovies })).toBe('updated');
      const updated = await createLocalCatalog(fresh.db);
      expect((await updated.getMovie(238))?.runtime).toBe(175);
      expect((await updated.getCredits(238))?.cast).toHaveLength(2);
      expect(await updated.getMovie(157336)).not.toBeNull();
      expect(await ensureCatalogSeeded(fresh.db, { starterMovies: () => fixtureMovies })).toBe('kept');
    } finally {
      await fresh.close();
    }
  });

  it('answers details, credits and person credits from what was stored', async () => {
    const movie = await catalog.getMovie(240);
    expect(movie).toMatchObject({
      title: 'The Godfather: Part II',
      runtime: 200,
      release_date: '1974-12-20',
    });
    expect(movie?.genres.map((genre) => genre.name)).toEqual(expect.arrayContaining(['Drama', 'Crime']));
    const pacino = await catalog.getPersonMovieCredits(1158);
    expect(pacino?.cast.map((credit) => credit.id).sort()).toEqual([238, 240, 242]);
    const nolan = await catalog.getPersonMovieCredits(525);
    expect(nolan?.crew.map((credit) => credit.job)).toEqual(['Director', 'Director', 'Director']);
    expect(await catalog.getMovie(1)).toBeNull();
    expect(await catalog.getPersonMovieCredits(1)).toBeNull();
    expect((await catalog.getMovies([13, 1, 680])).map((m) => m.id)).toEqual([13, 680]);
  });

  it('finds movies by genre, year, person and keyword', async () => {
    const sciFiAfter2009 = await catalog.findMovies({ genreIds: [878], yearFrom: 2010 });
    expect(sciFiAfter2009.map((movie) => movie.id)).toEqual([157336, 27205]);
    expect((await catalog.findMovies({ personId: 1158, sort: 'release_date' })).map((m) => m.id)).toEqual([
      242, 240, 238,
    ]);
    expect((await catalog.findMovies({ keyword: 'Italy' })).map((m) => m.id).sort()).toEqual([238, 242]);
    expect(await catalog.findMovies({ yearTo: 1900 })).toEqual([]);
  });

  it('finds people by name despite a typo', async () => {
    const [first] = await catalog.searchPeople('cristopher nolan');
    expect(first).toMatchObject({ id: 525, name: 'Christopher Nolan', movie_count: 3 });
  });

  it('orders listings with TMDB semantics', async () => {
    const trending = await catalog.listMovies('trending', 1);
    expect(trending.results[0].id).toBe(157336);
    const nowPlaying = await catalog.listMovies('now_playing', 1);
    expect(nowPlaying.results[0].id).toBe(157336);
    expect(nowPlaying).toMatchObject({ page: 1, total_results: 10, total_pages: 1 });
  });

  // Scale-out runs several API instances on one PostgreSQL. (Two SQLite connections in one process would
  // block each other's synchronous busy-wait: a situation of this test, not of real separate processes.)
  it.skipIf(engine === 'sqlite')('lets two instances seed the same empty database at once', async () => {
    const fresh = await createTestDatabase(engine);
    const second = openDatabase({ url: fresh.url });
    try {
      const outcomes = await Promise.all([
        ensureCatalogSeeded(fresh.db, { starterMovies: () => fixtureMovies }),
        ensureCatalogSeeded(second.db, { starterMovies: () => fixtureMovies }),
      ]);
      expect(outcomes).toContain('seeded');
      expect(await countMovies(fresh.db)).toBe(fixtureMovies.length);
      expect((await (await createLocalCatalog(second.db)).getCredits(238))?.cast).toHaveLength(2);
    } finally {
      await second.close();
      await fresh.close();
    }
  });
});
