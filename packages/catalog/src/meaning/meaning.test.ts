import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engineTestEngines, type TestDatabase } from '@marquee/db/testing';
import type { Catalog } from '../catalog.ts';
import { writeMovies } from '../local/catalog.writer.ts';
import { createLocalCatalog } from '../local/local-catalog.ts';
import { ensureCatalogSeeded } from '../seed.ts';
import { fixtureMovies } from '../testing/fixture-movies.ts';
import { readMovieEmbeddings } from './embeddings.repository.ts';
import { ensureMovieEmbeddings } from './ensure-embeddings.ts';
import { HORROR, SCIENCE_FICTION } from '../testing/movie-ids.ts';

describe.each(engineTestEngines())('meaning index and facts on the starter catalog (%s)', (engine) => {
  let database: TestDatabase;
  let catalog: Catalog;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await ensureCatalogSeeded(database.db);
    catalog = await createLocalCatalog(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('stores one unit-length 512-float vector per movie', async () => {
    const embeddings = await readMovieEmbeddings(database.db);
    const movies = await database.db.selectFrom('movies').select('id').execute();
    expect(embeddings.ids.sort((a, b) => a - b)).toEqual(movies.map((m) => m.id).sort((a, b) => a - b));
    expect(embeddings.dimensions).toBe(512);
    const first = embeddings.vectors.subarray(0, 512);
    expect(Math.hypot(...first)).toBeCloseTo(1, 4);
  });

  it('finds movies by what they are about', async () => {
    const toys = await catalog.findByMeaning('toys come alive');
    expect(toys.slice(0, 3).map((match) => match.movie.id)).toContain(862);
    expect(toys[0].score).toBeGreaterThan(toys[toys.length - 1].score);

    const cozy = await catalog.findByMeaning('something cozy and heartwarming', { limit: 5 });
    expect(cozy).toHaveLength(5);
    expect(cozy[0].movie.genre_ids).not.toContain(HORROR);
  });

  it('applies the filter to meaning queries', async () => {
    const space = await catalog.findByMeaning('astronauts lost in space', {
      excludeGenreIds: [SCIENCE_FICTION],
      limit: 10,
    });
    expect(space).toHaveLength(10);
    expect(space.every((match) => !match.movie.genre_ids.includes(SCIENCE_FICTION))).toBe(true);

    const short = await catalog.findByMeaning('a family adventure', { runtimeMax: 95, limit: 10 });
    const details = await catalog.getMovies(short.map((match) => match.movie.id));
    expect(details.every((movie) => movie.runtime !== null && movie.runtime <= 95)).toBe(true);
    expect(await catalog.findByMeaning('   ')).toEqual([]);
  });

  it('finds movies similar to a movie, never the movie itself', async () => {
    const similar = await catalog.similarByMeaning(862, { limit: 5 });
    expect(similar.map((match) => match.movie.id)).not.toContain(862);
    expect(similar.map((match) => match.movie.id)).toContain(10193);
    expect(await catalog.similarByMeaning(1)).toEqual([]);
  });

  it('answers facts: directors, certification, countries, language', async () => {
    const alien = await catalog.getMovieFacts(348);
    expect(alien?.directors.map((d) => d.name)).toEqual(['Ridley Scott']);
    expect(alien?.certification).toBe('R');
    const amelie = await catalog.getMovieFacts(194);
    expect(amelie?.movie.original_language).toBe('fr');
    expect(amelie?.countries).toContain('FR');
    expect(await catalog.getMovieFacts(1)).toBeNull();
    expect((await catalog.searchMovies('Stree 2', 1)).results[0]?.id).toBe(1112426);
  });

  it('filters on certification, language, country, runtime, genres and person role', async () => {
    const family = await catalog.findMovies({ certifications: ['G'], limit: 100 });
    expect(family.length).toBeGreaterThan(5);
    for (const movie of family) expect((await catalog.getMovieFacts(movie.id))?.certification).toBe('G');

    const french = await catalog.findMovies({ originalLanguages: ['fr'], countries: ['FR'] });
    expect(french.map((movie) => movie.id)).toContain(194);
    expect(french.every((movie) => movie.original_language === 'fr')).toBe(true);

    const notHorror = await catalog.findMovies({ anyGenreIds: [HORROR, 35], excludeGenreIds: [HORROR] });
    expect(notHorror.every((m) => m.genre_ids.includes(35) && !m.genre_ids.includes(HORROR))).toBe(true);

    // Steven Spielberg directed many starter movies and appears in the cast of one.
    const directed = await catalog.findMovies({ personId: 488, personRole: 'director', limit: 100 });
    const acted = await catalog.findMovies({ personId: 488, personRole: 'cast', limit: 100 });
    const either = await catalog.findMovies({ personId: 488, limit: 100 });
    expect(directed.length).toBeGreaterThan(acted.length);
    expect(directed.map((m) => m.id)).toContain(329);
    expect(either.length).toBe(new Set([...directed, ...acted].map((m) => m.id)).size);
    const [spielberg] = await catalog.searchPeople('Steven Spielberg', 1);
    expect(spielberg).toMatchObject({ id: 488, director_count: directed.length, cast_count: acted.length });

    const excluded = await catalog.findMovies({ personId: 488, personRole: 'director', excludeIds: [329] });
    expect(excluded.map((m) => m.id)).not.toContain(329);
    expect((await catalog.findMovies({ minVoteCount: 10_000 })).every((m) => m.vote_count >= 10_000)).toBe(
      true,
    );
  });
});

describe.each(engineTestEngines())('stored embeddings (%s)', (engine) => {
  let database: TestDatabase;
  afterAll(async () => {
    await database?.close();
  });

  it('are computed once, reused on the next start and recomputed only for changed text', async () => {
    database = await createTestDatabase(engine);
    await writeMovies(database.db, fixtureMovies);
    expect(await ensureMovieEmbeddings(database.db)).toMatchObject({ computed: fixtureMovies.length });
    expect(await ensureMovieEmbeddings(database.db)).toEqual({
      computed: 0,
      copied: 0,
      kept: fixtureMovies.length,
    });
    const [changed, ...unchanged] = fixtureMovies;
    await writeMovies(database.db, [{ ...changed, overview: 'An entirely different story about farming.' }]);
    await writeMovies(database.db, unchanged);
    expect(await ensureMovieEmbeddings(database.db)).toMatchObject({
      computed: 1,
      kept: fixtureMovies.length - 1,
    });
  }, 60_000);

  it('encode a large backlog after start, and the running catalog picks the vectors up', async () => {
    const fresh = await createTestDatabase(engine);
    try {
      const log: string[] = [];
      await ensureCatalogSeeded(fresh.db, {
        starterMovies: () => fixtureMovies,
        encodeBeforeStart: 0,
        log: { info: (message) => log.push(message), warn: (message) => log.push(message) },
      });
      expect(log).toContain(`meaning index: encoding ${fixtureMovies.length} movies in the background`);
      const catalog = await createLocalCatalog(fresh.db, { embeddingsReloadMs: 0 });
      await expect
        .poll(
          async () => (await catalog.findByMeaning('The Godfather', { limit: 3 })).map((m) => m.movie.id),
          // Generous: loading the encoder and encoding on a worker thread share 2 cores with another test file.
          { timeout: 60_000, interval: 200 },
        )
        .toContain(238);
      const total = fixtureMovies.length.toLocaleString('en-US');
      await expect.poll(() => log, { timeout: 60_000 }).toContain(`meaning index: ${total} / ${total}`);
      await catalog.close();
    } finally {
      await fresh.close();
    }
  }, 150_000);

  it('leaves a large backlog unencoded when told not to encode in the background, or when stopped', async () => {
    const fresh = await createTestDatabase(engine);
    try {
      const log: string[] = [];
      await ensureCatalogSeeded(fresh.db, {
        starterMovies: () => fixtureMovies,
        encodeBeforeStart: 0,
        encodeInBackground: false,
        log: { info: (message) => log.push(message), warn: (message) => log.push(message) },
      });
      expect(log.join('\n')).toContain(
        `${fixtureMovies.length} movies have no vector and are not encoded now`,
      );
      expect((await readMovieEmbeddings(fresh.db)).ids).toEqual([]);

      // Stopped (as the API does when it closes): the backlog is left for later, nothing more is encoded.
      const stopping = new AbortController();
      stopping.abort();
      const messages: string[] = [];
      await ensureCatalogSeeded(fresh.db, {
        starterMovies: () => fixtureMovies,
        encodeBeforeStart: 0,
        signal: stopping.signal,
        log: { info: (message) => messages.push(message), warn: (message) => messages.push(message) },
      });
      await expect
        .poll(() => messages.join('\n'), { timeout: 30_000 })
        .toContain(`0 movies encoded (stopped before the other ${fixtureMovies.length})`);
      expect((await readMovieEmbeddings(fresh.db)).ids).toEqual([]);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
