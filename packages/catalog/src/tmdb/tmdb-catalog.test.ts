import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@marquee/db/testing';
import { CatalogUnavailableError, type Catalog, type MovieFilter } from '../catalog.ts';
import { createLocalCatalog } from '../local/local-catalog.ts';
import { ensureCatalogSeeded } from '../seed.ts';
import { FakeTmdbServer } from '../testing/fake-tmdb-server.ts';
import { memoryCache } from '../testing/memory-cache.ts';
import { fixtureMovies } from '../testing/fixture-movies.ts';
import { createTmdbCatalog } from './tmdb-catalog.ts';

describe('TMDB live source against a local TMDB-shaped server', () => {
  let database: TestDatabase;
  let local: Catalog;
  let server: FakeTmdbServer;
  const apiKey = 'test-key-123';

  const tmdb = (
    options: {
      freshSeconds?: number;
      timeoutMs?: number;
      readAccessToken?: string;
      firstByteTimeoutMs?: number;
      breakerCooldownMs?: number;
    } = {},
  ) =>
    createTmdbCatalog({
      baseUrl: server.url,
      apiKey: options.readAccessToken ? undefined : apiKey,
      readAccessToken: options.readAccessToken,
      cache: memoryCache(),
      timeoutMs: options.timeoutMs ?? 2000,
      firstByteTimeoutMs: options.firstByteTimeoutMs,
      breakerCooldownMs: options.breakerCooldownMs,
      freshSeconds: options.freshSeconds,
      maxRetries: 3,
      maxRetryAfterMs: 2000,
    });

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await ensureCatalogSeeded(database.db, { starterMovies: () => fixtureMovies });
    local = await createLocalCatalog(database.db);
    server = await new FakeTmdbServer(local, { apiKey, readAccessToken: 'bearer-token' }).start();
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });
  afterEach(() => {
    server.setDown(false);
    server.failAll(undefined);
    server.requests.length = 0;
  });

  it('answers every call in the same shapes as the local source', async () => {
    const catalog = tmdb();
    expect(await catalog.getMovie(157336)).toEqual(await local.getMovie(157336));
    expect(await catalog.getCredits(238)).toEqual(await local.getCredits(238));
    expect(await catalog.getPersonMovieCredits(1158)).toEqual(await local.getPersonMovieCredits(1158));
    expect(await catalog.listMovies('popular', 1)).toEqual(await local.listMovies('popular', 1));
    expect(await catalog.searchMovies('intersteller', 1)).toEqual(
      await local.searchMovies('intersteller', 1),
    );
    expect(await catalog.discoverByGenre(18, 1)).toEqual(await local.discoverByGenre(18, 1));
    expect((await catalog.getMovies([238, 1, 13])).map((movie) => movie.id)).toEqual([238, 13]);
    expect(await catalog.getMovie(1)).toBeNull();
    expect(await catalog.getPersonMovieCredits(1)).toBeNull();
    expect(server.requests.every((request) => request.search.get('api_key') === apiKey)).toBe(true);
  });

  it('passes every filter to /discover/movie and answers facts from the details call', async () => {
    const catalog = tmdb();
    const filters = [
      { genreIds: [18], excludeGenreIds: [80] },
      { anyGenreIds: [35, 878], runtimeMax: 150, yearFrom: 1990 },
      { personId: 1158, personRole: 'cast' as const, sort: 'release_date' as const },
      { personId: 525, personRole: 'director' as const, originalLanguages: ['en'] },
      { minVoteCount: 9000, excludeIds: [155] },
    ];
    for (const filter of filters) {
      const expected = (await local.findMovies(filter)).map((m) => m.id);
      expect(expected.length).toBeGreaterThan(0);
      expect((await catalog.findMovies(filter)).map((m) => m.id)).toEqual(expected);
    }
    expect(await catalog.getMovieFacts(157336)).toEqual(await local.getMovieFacts(157336));
    expect(await catalog.getMovieFacts(1)).toBeNull();
  });

  it('sends a read access token as a bearer header instead of a query parameter', async () => {
    const catalog = tmdb({ readAccessToken: 'bearer-token' });
    expect((await catalog.getMovie(13))?.title).toBe('Forrest Gump');
    expect(server.requests[0].authorization).toBe('Bearer bearer-token');
    expect(server.requests[0].search.has('api_key')).toBe(false);
  });

  it('rides out a burst of 429s, waiting as Retry-After asks', async () => {
    const catalog = tmdb();
    server.failNext(2, { status: 429, retryAfter: 1 });
    expect((await catalog.getMovie(680))?.title).toBe('Pulp Fiction');
    expect(server.requests).toHaveLength(3);
  });

  it('retries 5xx answers and slow answers that time out', async () => {
    const catalog = tmdb({ timeoutMs: 300 });
    server.failNext(1, { status: 502 });
    server.failNext(1, { delayMs: 1000 });
    expect((await catalog.getMovie(155))?.title).toBe('The Dark Knight');
    expect(server.requests).toHaveLength(3);
  });

  it('sends one request for many identical calls in flight', async () => {
    const catalog = tmdb();
    server.failNext(1, { delayMs: 100 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => catalog.getMovie(424)));
    expect(new Set(answers.map((movie) => movie?.title))).toEqual(new Set(["Schindler's List"]));
    expect(server.requests).toHaveLength(1);
  });

  it('serves a stale answer during an outage, and is unavailable when nothing is cached', async () => {
    const catalog = tmdb({ freshSeconds: 0 });
    expect((await catalog.getMovie(240))?.title).toBe('The Godfather: Part II');
    server.setDown(true);
    expect((await catalog.getMovie(240))?.title).toBe('The Godfather: Part II');
    await expect(catalog.getMovie(242)).rejects.toBeInstanceOf(CatalogUnavailableError);
    expect(catalog.health()).toEqual({
      status: 'down',
      detail: expect.stringMatching(/^TMDB unreachable since .* \(HTTP 503\); serving cached copies/),
    });
  });

  it('serves a stale answer at once while TMDB hangs, and refreshes it in the background', async () => {
    const catalog = tmdb({ freshSeconds: 0, firstByteTimeoutMs: 300 });
    expect((await catalog.getMovie(238))?.title).toBe('The Godfather');
    server.failAll({ hang: true });
    const served = catalog.getMovie(238);
    // Answered before TMDB could have been asked, let alone answered: from the cache.
    const first = await Promise.race([
      served,
      new Promise((resolve) => setImmediate(() => resolve('waited'))),
    ]);
    expect(first).toMatchObject({ title: 'The Godfather' });
    // The refresh went to TMDB meanwhile.
    await expect.poll(() => server.hits('/3/movie/238')).toBe(2);
  });

  it('stops asking a hanging TMDB after one failed request, and asks again after the cooldown', async () => {
    const catalog = tmdb({ firstByteTimeoutMs: 200, breakerCooldownMs: 1000 });
    server.failAll({ hang: true });
    await expect(catalog.getMovie(680)).rejects.toBeInstanceOf(CatalogUnavailableError);
    const asked = server.requests.length;
    expect(asked).toBeGreaterThan(0);
    // The circuit is open: the next pages fail at once, without a request to TMDB.
    await expect(catalog.getMovie(155)).rejects.toBeInstanceOf(CatalogUnavailableError);
    await expect(catalog.listMovies('popular', 3)).rejects.toBeInstanceOf(CatalogUnavailableError);
    expect(server.requests).toHaveLength(asked);
    expect(catalog.health()).toMatchObject({
      status: 'down',
      detail: expect.stringContaining('no answer within 200 ms'),
    });

    server.failAll(undefined);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await catalog.getMovie(155))?.title).toBe('The Dark Knight');
    expect(catalog.health()).toEqual({ status: 'ok' });
  });

  it('answers credits from the details request, without a request of their own', async () => {
    const catalog = tmdb();
    expect((await catalog.getMovie(238))?.id).toBe(238);
    expect(await catalog.getCredits(238)).toEqual(await local.getCredits(238));
    expect(server.hits('/3/movie/238')).toBe(1);
    expect(server.hits('/3/movie/238/credits')).toBe(0);
  });

  it('leaves out of a batch only the movies TMDB cannot give now', async () => {
    const catalog = tmdb();
    await catalog.getMovie(13);
    server.setDown(true);
    expect((await catalog.getMovies([13, 424])).map((movie) => movie.id)).toEqual([13]);
  });

  it('does not wait for a Retry-After longer than it allows', async () => {
    const catalog = tmdb();
    server.failNext(1, { status: 429, retryAfter: 3600 });
    await expect(catalog.getMovie(557)).rejects.toBeInstanceOf(CatalogUnavailableError);
    expect(server.requests).toHaveLength(1);
  });

  it('treats a rejected key as unavailable without retrying', async () => {
    const catalog = createTmdbCatalog({ baseUrl: server.url, apiKey: 'wrong', cache: memoryCache() });
    await expect(catalog.getMovie(13)).rejects.toBeInstanceOf(CatalogUnavailableError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('TMDB live source finding given movies beyond the first discover page', () => {
  let database: TestDatabase;
  let local: Catalog;
  let server: FakeTmdbServer;
  const apiKey = 'test-key-456';
  const tmdb = () =>
    createTmdbCatalog({ baseUrl: server.url, apiKey, cache: memoryCache(), timeoutMs: 2000 });

  beforeAll(async () => {
    // The starter catalog: far more movies than one discover page (20) holds.
    database = await createTestDatabase('sqlite');
    await ensureCatalogSeeded(database.db);
    local = await createLocalCatalog(database.db);
    server = await new FakeTmdbServer(local, { apiKey }).start();
  });
  afterAll(async () => {
    await server?.stop();
    await database?.close();
  });

  it('finds every given movie that passes the filter, reading each one once', async () => {
    const popular = (await local.findMovies({ limit: 100 })).map((movie) => movie.id);
    expect(popular.length).toBeGreaterThan(60);
    // One movie of discover's first page and seven far down the popularity order.
    const wanted = [popular[0]!, ...popular.slice(50, 57)];
    const catalog = tmdb();
    const ids = async (filter: MovieFilter) => (await catalog.findMovies(filter)).map((movie) => movie.id);
    const expected = async (filter: MovieFilter) => (await local.findMovies(filter)).map((movie) => movie.id);

    const all = { includeIds: wanted, limit: 100 };
    expect(await ids(all)).toEqual(await expected(all));
    expect((await ids(all)).sort()).toEqual([...wanted].sort());
    // The filter holds for the movies read one by one too: a genre some have, a movie left out, a limit.
    const genre = (await local.getMovie(wanted[3]!))!.genres[0]!.id;
    const narrowed = { includeIds: wanted, anyGenreIds: [genre], excludeIds: [wanted[5]!], limit: 100 };
    const narrowedIds = await ids(narrowed);
    expect(narrowedIds).toEqual(await expected(narrowed));
    expect(narrowedIds).toContain(wanted[3]);
    expect(narrowedIds).not.toContain(wanted[5]);
    expect(await ids({ ...all, limit: 3 })).toEqual(await expected({ ...all, limit: 3 }));
    // Each movie's details were asked for once, then served from the cache (a movie page too).
    for (const id of wanted.slice(1)) expect(server.hits(`/3/movie/${id}`), String(id)).toBe(1);
    await catalog.getMovie(wanted[1]!);
    expect(server.hits(`/3/movie/${wanted[1]}`)).toBe(1);
  });
});
