import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemReason, recommendationListSchema, recommendationsResponseSchema } from '@marquee/contracts';
import { createLocalCatalog } from '@marquee/catalog';
import { ensureSiteId, type Database } from '@marquee/db';
import { createTestDatabase, routeTestEngines, type TestDatabase } from '@marquee/db/testing';
import type { Kysely } from 'kysely';
import { startTestRecommender, type TestRecommender } from '@marquee/recommender/testing';
import {
  FakeTmdbServer,
  ADVENTURE,
  CITY_LIGHTS,
  INTERSTELLAR,
  MODERN_TIMES,
  SCIENCE_FICTION,
  TOY_STORY,
} from '@marquee/catalog/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  createRecommenderClient,
  MODEL_VERSION_RECHECK_MS,
  RecommenderUnavailableError,
} from '../../platform/recommender-client.ts';

/** A movie only the recommender's database has: the API's catalog cannot resolve it. */
const UNRESOLVABLE = 990_000_001;
/** Neither the model nor the catalog has it at first: it arrives in the shared catalog during the test. */
const MIRRORED_LATER = 990_000_005;

describe.each(routeTestEngines())('recommendations over real HTTP on %s', (engine) => {
  let recommender: TestRecommender;
  let api: TestApp;

  beforeAll(async () => {
    recommender = await startTestRecommender(engine, async ({ db }) => {
      // Interstellar's twin as far as content goes, so the service is sure to recommend it.
      const interstellar = await db
        .selectFrom('movies')
        .selectAll()
        .where('id', '=', INTERSTELLAR)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('movies')
        .values({ ...interstellar, id: UNRESOLVABLE, title: 'Not In The API Catalog', popularity: 1000 })
        .execute();
      const genres = await db
        .selectFrom('movie_genres')
        .select('genre_id')
        .where('movie_id', '=', INTERSTELLAR)
        .execute();
      await db
        .insertInto('movie_genres')
        .values(genres.map(({ genre_id }) => ({ movie_id: UNRESOLVABLE, genre_id })))
        .execute();
    });
    api = await createTestApp(engine, { RECOMMENDER_URL: recommender.url });
  });
  afterAll(async () => {
    await api?.close();
    await recommender?.close();
  });

  it("resolves the service's recommendations into movies, dropping ids the catalog cannot resolve", async () => {
    const direct = (await (
      await fetch(`${recommender.url}/recommend?tmdb_id=${INTERSTELLAR}&top_n=10`)
    ).json()) as { tmdbId: number }[];
    expect(direct.map((item) => item.tmdbId)).toContain(UNRESOLVABLE);

    const response = await api.app.inject({ method: 'GET', url: `/api/recommendations/${INTERSTELLAR}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      success: boolean;
      message: string;
      data: { id: number; title: string; genre_ids: number[]; poster_path: string | null }[];
    }>();
    expect(body.success).toBe(true);
    const ids = body.data.map((movie) => movie.id);
    expect(ids).toEqual(direct.map((item) => item.tmdbId).filter((id) => id !== UNRESOLVABLE));
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(ids.length).toBeLessThanOrEqual(12);
    expect(ids).not.toContain(INTERSTELLAR);
    for (const movie of body.data) expect(movie.title.length).toBeGreaterThan(0);
    expect(body.data.filter((movie) => movie.genre_ids.includes(878)).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every pick the reason the model found for it, in words', async () => {
    const direct = recommendationListSchema.parse(
      await (await fetch(`${recommender.url}/recommend?tmdb_id=${INTERSTELLAR}&top_n=10`)).json(),
    );
    const response = await api.app.inject({ method: 'GET', url: `/api/recommendations/${INTERSTELLAR}` });
    const { data } = recommendationsResponseSchema.parse(response.json());
    expect(data.length).toBeGreaterThanOrEqual(5);
    const evidence = new Map(direct.map((item) => [item.tmdbId, item.reason]));
    for (const movie of data) {
      expect(movie.reason.text.length, movie.title).toBeGreaterThan(0);
      expect(movie.reason).toEqual(
        itemReason(evidence.get(movie.id), { id: INTERSTELLAR, title: 'Interstellar' }),
      );
    }
    // No one has liked anything here: content placed every pick, and Nolan's other films say so.
    expect(data.map((movie) => movie.reason.kind)).not.toContain('co_liked');
    expect(data.map((movie) => movie.reason.text)).toContain('Also directed by Christopher Nolan');
    // Beside the words, what they are made of, for a client that says them in its own language.
    expect(data.map((movie) => movie.reason)).toContainEqual(
      expect.objectContaining({
        kind: 'director',
        text: 'Also directed by Christopher Nolan',
        short: 'Also directed by Christopher Nolan',
        names: ['Christopher Nolan'],
      }),
    );
  });

  it("does not use a recommender trained on another site's catalog, and health says so", async () => {
    // What a second site on this host once reached at the shared default port: its own database, its own site id.
    const another = await startTestRecommender(engine, async ({ db }) => void (await ensureSiteId(db)));
    const misdirected = await createTestApp(engine, { RECOMMENDER_URL: another.url });
    try {
      const health = async () => (await misdirected.app.inject({ method: 'GET', url: '/api/health' })).json();
      // A check has 500 ms; on a loaded machine the first one can run out and read 'down' instead.
      await expect
        .poll(health, { timeout: 10_000 })
        .toMatchObject({ status: 'degraded', recommender: 'wrong-catalog' });
      const direct = await fetch(`${another.url}/recommend?tmdb_id=${INTERSTELLAR}&top_n=10`);
      expect(((await direct.json()) as unknown[]).length).toBeGreaterThan(0);
      const answer = await misdirected.app.inject({
        method: 'GET',
        url: `/api/recommendations/${INTERSTELLAR}`,
      });
      expect(answer.json()).toEqual({ success: true, message: 'No recommendations found.', data: [] });
    } finally {
      await misdirected.close();
      await another.close();
    }
  });

  it('answers an unknown movie with an empty list, and a malformed id with 400 JSON', async () => {
    const unknown = await api.app.inject({ method: 'GET', url: '/api/recommendations/999999999' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, message: 'No recommendations found.', data: [] });
    const malformed = await api.app.inject({ method: 'GET', url: '/api/recommendations/abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('a movie that reaches the shared catalog after training (as mirrored from TMDB) gets recommendations on its next view', async () => {
    const before = await api.app.inject({ method: 'GET', url: `/api/recommendations/${MIRRORED_LATER}` });
    expect(before.json()).toEqual({ success: true, message: 'No recommendations found.', data: [] });

    const { db } = recommender.database;
    const interstellar = await db
      .selectFrom('movies')
      .selectAll()
      .where('id', '=', INTERSTELLAR)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('movies')
      .values({ ...interstellar, id: MIRRORED_LATER, title: 'Mirrored After Training' })
      .execute();
    const genres = await db
      .selectFrom('movie_genres')
      .select('genre_id')
      .where('movie_id', '=', INTERSTELLAR)
      .execute();
    await db
      .insertInto('movie_genres')
      .values(genres.map(({ genre_id }) => ({ movie_id: MIRRORED_LATER, genre_id })))
      .execute();

    const after = await api.app.inject({ method: 'GET', url: `/api/recommendations/${MIRRORED_LATER}` });
    const movies = after.json<{ data: { id: number; genre_ids: number[] }[] }>().data;
    expect(movies.length).toBeGreaterThanOrEqual(5);
    expect(movies.map((movie) => movie.id)).toContain(INTERSTELLAR);
    expect(movies.filter((movie) => movie.genre_ids.includes(878)).length).toBeGreaterThanOrEqual(5);
  });

  it('keeps an answer under the model version: a retrained model changes it', async () => {
    const first = await api.app.inject({ method: 'GET', url: `/api/recommendations/${TOY_STORY}` });
    const firstIds = first.json<{ data: { id: number }[] }>().data.map((movie) => movie.id);
    expect(firstIds.length).toBeGreaterThan(0);
    expect(firstIds).not.toContain(CITY_LIGHTS);

    // Many users loved Toy Story and City Lights together: the retrained model pairs them.
    const rows = Array.from({ length: 40 }, (_, user) => [
      { user_id: user + 1, tmdb_id: TOY_STORY, rating: 5, rated_at: 0 },
      { user_id: user + 1, tmdb_id: CITY_LIGHTS, rating: 5, rated_at: 0 },
    ]).flat();
    await recommender.database.db.insertInto('external_ratings').values(rows).execute();
    await recommender.keeper.refresh();
    await expect
      .poll(
        async () =>
          (await api.app.inject({ method: 'GET', url: `/api/recommendations/${TOY_STORY}` }))
            .json<{ data: { id: number }[] }>()
            .data.map((movie) => movie.id),
        { timeout: 3 * MODEL_VERSION_RECHECK_MS, interval: 500 },
      )
      .toContain(CITY_LIGHTS);
  });

  it('the service down: a page seen before keeps its answer, one never seen gets none, pages still render', async () => {
    const seen = await api.app.inject({ method: 'GET', url: `/api/recommendations/${INTERSTELLAR}` });
    expect(seen.json<{ data: unknown[] }>().data.length).toBeGreaterThan(0);
    await recommender.stop();
    // Whether or not the API has noticed yet (it rechecks the model version every few seconds).
    for (const wait of [0, MODEL_VERSION_RECHECK_MS + 500]) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      const again = await api.app.inject({ method: 'GET', url: `/api/recommendations/${INTERSTELLAR}` });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(seen.json());
    }
    const neverSeen = await api.app.inject({ method: 'GET', url: `/api/recommendations/${MODERN_TIMES}` });
    expect(neverSeen.statusCode).toBe(200);
    expect(neverSeen.json()).toEqual({ success: true, message: 'No recommendations found.', data: [] });
    const movie = await api.app.inject({ method: 'GET', url: `/api/tmdb/movie/${INTERSTELLAR}` });
    expect(movie.statusCode).toBe(200);
    expect(movie.json()).toMatchObject({ id: INTERSTELLAR, title: 'Interstellar' });
    recommender = await recommender.restart();
  });
});

/** Movies only the live TMDB source knows at first: none of them is in the starter catalog. */
const LIVE_ONLY = { placed: 990_000_011, unplaced: 990_000_012, neverAsked: 990_000_013 };

async function insertMovie(db: Kysely<Database>, id: number, title: string, genreIds: number[]) {
  await db
    .insertInto('movies')
    .values({
      id,
      title,
      original_language: 'en',
      overview: null,
      release_date: '2017-10-04',
      runtime: 120,
      vote_average: 7.5,
      vote_count: 1000,
      popularity: 50,
      poster_path: null,
      backdrop_path: null,
      keywords_json: '[]',
      certification: null,
      updated_at: new Date().toISOString(),
    })
    .execute();
  await db
    .insertInto('movie_genres')
    .values(genreIds.map((genre_id) => ({ movie_id: id, genre_id })))
    .execute();
}

// Live-TMDB mode: TMDB (a local server speaking v3) knows only a few movies that are absent from the starter
// catalog; the recommender answers with starter movies, which the API must resolve from its own catalog.
describe.each(routeTestEngines())('recommendations in live-TMDB mode on %s', (engine) => {
  const apiKey = 'recommendations-tmdb-key';
  let tmdbBacking: TestDatabase;
  let tmdb: FakeTmdbServer;
  let recommender: TestRecommender;
  let api: TestApp;
  const recommendedFor = async (id: number) =>
    (await api.app.inject({ method: 'GET', url: `/api/recommendations/${id}` })).json<{
      success: boolean;
      message: string;
      data: { id: number; title: string; genre_ids: number[]; reason: { kind: string } }[];
    }>();

  beforeAll(async () => {
    tmdbBacking = await createTestDatabase(engine);
    await insertMovie(tmdbBacking.db, LIVE_ONLY.placed, 'Live Only Placed', [SCIENCE_FICTION, ADVENTURE]);
    await insertMovie(tmdbBacking.db, LIVE_ONLY.unplaced, 'Live Only Unplaced', [SCIENCE_FICTION]);
    await insertMovie(tmdbBacking.db, LIVE_ONLY.neverAsked, 'Live Only Never Asked', [SCIENCE_FICTION]);
    tmdb = await new FakeTmdbServer(await createLocalCatalog(tmdbBacking.db), { apiKey }).start();
    // The recommender's database has the first one as the mirror would have written it (Interstellar's twin).
    recommender = await startTestRecommender(engine, async ({ db }) => {
      const interstellar = await db
        .selectFrom('movies')
        .selectAll()
        .where('id', '=', INTERSTELLAR)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('movies')
        .values({ ...interstellar, id: LIVE_ONLY.placed, title: 'Live Only Placed' })
        .execute();
      await db
        .insertInto('movie_genres')
        .values([SCIENCE_FICTION, ADVENTURE].map((genre_id) => ({ movie_id: LIVE_ONLY.placed, genre_id })))
        .execute();
    });
    api = await createTestApp(engine, {
      TMDB_API_KEY: apiKey,
      TMDB_BASE_URL: tmdb.url,
      RECOMMENDER_URL: recommender.url,
    });
  });
  afterAll(async () => {
    await api?.close();
    await recommender?.close();
    await tmdb?.stop();
    await tmdbBacking?.close();
  });

  it("a movie absent from the starter catalog gets the recommender's picks, resolved from the local catalog", async () => {
    const body = await recommendedFor(LIVE_ONLY.placed);
    expect(body.success).toBe(true);
    const ids = body.data.map((movie) => movie.id);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    expect(ids).toContain(INTERSTELLAR);
    expect(body.data.find((movie) => movie.id === INTERSTELLAR)?.title).toBe('Interstellar');
    expect(
      body.data.filter((movie) => movie.genre_ids.includes(SCIENCE_FICTION)).length,
    ).toBeGreaterThanOrEqual(5);
    // TMDB was never asked about the recommended movies: the local catalog answered them.
    const askedOfTmdb = tmdb.requests.map((request) => request.path);
    for (const id of ids) expect(askedOfTmdb).not.toContain(`/3/movie/${id}`);
  });

  it("a movie the recommender cannot place gets TMDB's own recommendations", async () => {
    const body = await recommendedFor(LIVE_ONLY.unplaced);
    expect(body.message).toBe('Recommendations retrieved');
    expect(body.data.map((movie) => movie.id).sort()).toEqual([LIVE_ONLY.placed, LIVE_ONLY.neverAsked]);
    for (const movie of body.data) expect(movie.reason.kind).toBe('source');
  });

  it("the recommender down: the answer kept before stays, else TMDB's own, else none", async () => {
    const kept = await recommendedFor(LIVE_ONLY.placed);
    await recommender.stop();
    try {
      expect(await recommendedFor(LIVE_ONLY.placed)).toEqual(kept);
      const fallback = await recommendedFor(LIVE_ONLY.neverAsked);
      expect(fallback.data.map((movie) => movie.id).sort()).toEqual([LIVE_ONLY.placed, LIVE_ONLY.unplaced]);
      tmdb.setDown(true);
      expect(await recommendedFor(LIVE_ONLY.neverAsked + 1)).toEqual({
        success: true,
        message: 'No recommendations found.',
        data: [],
      });
    } finally {
      tmdb.setDown(false);
      recommender = await recommender.restart();
    }
  });
});

describe('recommender client', () => {
  let server: http.Server;
  let baseUrl: string;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      if (request.url?.includes('tmdb_id=1&')) return; // never answers: a hung service
      if (request.url?.includes('tmdb_id=2&'))
        return void response.writeHead(200, { 'content-type': 'application/json' }).end('{"not":"a list"}');
      if (request.url?.includes('tmdb_id=3&')) return void response.writeHead(404).end('{}');
      response.writeHead(500).end('boom');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up on a service that does not answer in time, or answers nonsense', async () => {
    const client = createRecommenderClient({ baseUrl, timeoutMs: 300 });
    await expect(client.recommend(1, 10)).rejects.toBeInstanceOf(RecommenderUnavailableError);
    await expect(client.recommend(2, 10)).rejects.toThrow('unexpected shape');
    await expect(client.recommend(4, 10)).rejects.toThrow('answered 500');
    expect(await client.recommend(3, 10)).toEqual([]);
    expect(await client.health()).toBe('down');
  });
});
