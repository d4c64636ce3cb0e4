import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponseSchema, recommendationItemSchema, recommendationListSchema } from '@marquee/contracts';
import { engineTestEngines, routeTestEngines } from '@marquee/db/testing';
import { readModelFile } from './model/model-file.ts';
import { startTestRecommender, type TestRecommender } from './testing/start-test-recommender.ts';
import { CITY_LIGHTS, INTERSTELLAR, MODERN_TIMES, TOY_STORY } from '@marquee/catalog/testing';

const ADDED_LATER = 990_000_002;
const MEANING_ONLY = 990_000_003;

async function getJson(base: string, path: string) {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** How many movies the catalog has (the starter catalog's size, unless a test added some). */
async function catalogSize(service: TestRecommender) {
  const row = await service.database.db
    .selectFrom('movies')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function genresOf(service: TestRecommender, ids: number[]) {
  const rows = await service.database.db
    .selectFrom('movie_genres')
    .select(['movie_id', 'genre_id'])
    .where('movie_id', 'in', ids)
    .execute();
  return (id: number) => rows.filter((row) => row.movie_id === id).map((row) => row.genre_id);
}

describe.each(engineTestEngines())('recommendation service on %s', (engine) => {
  /** Parameter checks, answer shapes and a corrupt model file involve no SQL: the engine changes nothing there. */
  const onRouteEngines = routeTestEngines().includes(engine);
  let service: TestRecommender;
  beforeAll(async () => {
    service = await startTestRecommender(engine);
  });
  afterAll(async () => {
    await service?.close();
  });

  it('recommends, from content alone, movies that share the genres of the one being viewed', async () => {
    const { status, body } = await getJson(service.url, `/recommend?tmdb_id=${INTERSTELLAR}&top_n=10`);
    expect(status).toBe(200);
    const items = body as { tmdbId: number; rating: number }[];
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.tmdbId)).not.toContain(INTERSTELLAR);
    const ratings = items.map((item) => item.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    const genres = await genresOf(
      service,
      items.map((item) => item.tmdbId),
    );
    const sharingScienceFiction = items.filter((item) => genres(item.tmdbId).includes(878));
    expect(sharingScienceFiction.length).toBeGreaterThanOrEqual(6);

    const family = (await getJson(service.url, `/recommend?tmdb_id=${TOY_STORY}&top_n=5`)).body as {
      tmdbId: number;
    }[];
    const familyGenres = await genresOf(
      service,
      family.map((item) => item.tmdbId),
    );
    expect(
      family.every((item) => familyGenres(item.tmdbId).some((genre) => [16, 10751].includes(genre))),
    ).toBe(true);
  });

  if (onRouteEngines)
    it('defaults top_n to 10 and rejects bad parameters with 400 JSON', async () => {
      expect(
        ((await getJson(service.url, `/recommend?tmdb_id=${INTERSTELLAR}`)).body as unknown[]).length,
      ).toBe(10);
      expect(
        ((await getJson(service.url, `/recommend?tmdb_id=${INTERSTELLAR}&top_n=50`)).body as unknown[])
          .length,
      ).toBe(50);
      for (const query of ['top_n=0', 'top_n=51', 'top_n=abc', 'top_n=2.5']) {
        const { status, body } = await getJson(service.url, `/recommend?tmdb_id=${INTERSTELLAR}&${query}`);
        expect(status, query).toBe(400);
        expect(body).toMatchObject({ success: false, message: expect.stringContaining('top_n') });
      }
      for (const query of ['', 'tmdb_id=', 'tmdb_id=abc', 'tmdb_id=-3']) {
        const { status, body } = await getJson(service.url, `/recommend?${query}`);
        expect(status, query).toBe(400);
        expect(body).toMatchObject({ success: false, message: expect.stringContaining('tmdb_id') });
      }
    });

  if (onRouteEngines)
    it("answers bad input with the API's 400 JSON: the field and what is wrong with it", async () => {
      const cases: [string, string][] = [
        ['/recommend', "Invalid querystring field 'tmdb_id': must be a number"],
        ['/recommend?tmdb_id=abc', "Invalid querystring field 'tmdb_id': must be a number"],
        ['/recommend?tmdb_id=2.5', "Invalid querystring field 'tmdb_id': must be a whole number"],
        ['/recommend?tmdb_id=0', "Invalid querystring field 'tmdb_id': must be positive"],
        // Beyond a 32-bit id nothing can match: refused before the catalog (PostgreSQL would fail on it) is asked.
        ['/recommend?tmdb_id=99999999999', "Invalid querystring field 'tmdb_id': must be at most 2147483647"],
        ['/recommend?tmdb_id=550&top_n=51', "Invalid querystring field 'top_n': must be between 1 and 50"],
        ['/recommend?tmdb_id=550&top_n=x', "Invalid querystring field 'top_n': must be a number"],
        [
          '/recommend/history',
          "Invalid querystring field 'tmdb_ids': must be a comma-separated list of movie ids",
        ],
        [
          '/recommend/history?tmdb_ids=1,,2',
          "Invalid querystring field 'tmdb_ids': must be a comma-separated list of movie ids",
        ],
        [
          '/recommend/history?tmdb_ids=550,99999999999',
          "Invalid querystring field 'tmdb_ids.1': must be at most 2147483647",
        ],
        [
          `/recommend/history?tmdb_ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
          "Invalid querystring field 'tmdb_ids': may name at most 100 movies",
        ],
      ];
      for (const [path, message] of cases)
        expect(await getJson(service.url, path), path).toEqual({
          status: 400,
          body: { success: false, message },
        });
    });

  if (onRouteEngines)
    it('answers in the shapes the contracts define: a list of recommendations, or { success: false, message }', async () => {
      const list = await getJson(service.url, `/recommend?tmdb_id=${INTERSTELLAR}&top_n=3`);
      expect(recommendationListSchema.safeParse(list.body).success).toBe(true);
      const items = list.body as unknown[];
      expect(items).toHaveLength(3);
      expect(items.every((item) => recommendationItemSchema.strict().safeParse(item).success)).toBe(true);
      const history = await getJson(
        service.url,
        `/recommend/history?tmdb_ids=${INTERSTELLAR},${TOY_STORY}&top_n=3`,
      );
      expect(recommendationListSchema.safeParse(history.body).success).toBe(true);
      expect((history.body as unknown[]).length).toBe(3);
      for (const path of ['/recommend?tmdb_id=abc', '/recommend?tmdb_id=999999999', '/no-such-route']) {
        const { status, body } = await getJson(service.url, path);
        expect(status, path).toBeGreaterThanOrEqual(400);
        expect(errorResponseSchema.strict().parse(body).message, path).not.toBe('');
      }
    });

  it('answers 404 JSON for a movie it does not know, and reports health', async () => {
    expect(await getJson(service.url, '/recommend?tmdb_id=999999999')).toEqual({
      status: 404,
      body: { success: false, message: 'Movie 999999999 is not in the model' },
    });
    expect(await getJson(service.url, '/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', movies: await catalogSize(service) },
    });
  });

  it('places a catalog movie it was not trained on by its content at once, without retraining', async () => {
    const trainedAt = readModelFile(service.modelPath)?.trainedAt;
    // A movie added to the shared catalog after training (as live-TMDB mirroring does): Interstellar's facts.
    const interstellar = await service.database.db
      .selectFrom('movies')
      .selectAll()
      .where('id', '=', INTERSTELLAR)
      .executeTakeFirstOrThrow();
    await service.database.db
      .insertInto('movies')
      .values({ ...interstellar, id: ADDED_LATER, title: 'Added After Training' })
      .execute();
    const genres = await genresOf(service, [INTERSTELLAR]);
    await service.database.db
      .insertInto('movie_genres')
      .values(genres(INTERSTELLAR).map((genre_id) => ({ movie_id: ADDED_LATER, genre_id })))
      .execute();

    const { status, body } = await getJson(service.url, `/recommend?tmdb_id=${ADDED_LATER}&top_n=10`);
    expect(status).toBe(200);
    const items = body as { tmdbId: number; rating: number }[];
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.tmdbId)).toContain(INTERSTELLAR);
    expect(items.map((item) => item.tmdbId)).not.toContain(ADDED_LATER);
    const placedGenres = await genresOf(
      service,
      items.map((item) => item.tmdbId),
    );
    expect(items.filter((item) => placedGenres(item.tmdbId).includes(878)).length).toBeGreaterThanOrEqual(6);
    expect(readModelFile(service.modelPath)?.trainedAt).toBe(trainedAt);
    expect((await getJson(service.url, '/health')).body).toMatchObject({
      movies: (await catalogSize(service)) - 1,
    });
    await service.database.db.deleteFrom('movie_genres').where('movie_id', '=', ADDED_LATER).execute();
    await service.database.db.deleteFrom('movies').where('id', '=', ADDED_LATER).execute();
  });

  it('places a new movie known only by its meaning-index vector next to the movies that vector is near', async () => {
    const interstellar = await service.database.db
      .selectFrom('movies')
      .selectAll()
      .where('id', '=', INTERSTELLAR)
      .executeTakeFirstOrThrow();
    const embedding = await service.database.db
      .selectFrom('movie_embeddings')
      .selectAll()
      .where('movie_id', '=', INTERSTELLAR)
      .executeTakeFirstOrThrow();
    // No overview, keywords, genres or people: nothing for TF-IDF, only the meaning vector.
    await service.database.db
      .insertInto('movies')
      .values({ ...interstellar, id: MEANING_ONLY, title: 'Meaning Only', overview: '', keywords_json: '[]' })
      .execute();
    await service.database.db
      .insertInto('movie_embeddings')
      .values({ ...embedding, movie_id: MEANING_ONLY })
      .execute();
    const { status, body } = await getJson(service.url, `/recommend?tmdb_id=${MEANING_ONLY}&top_n=10`);
    expect(status).toBe(200);
    const ids = (body as { tmdbId: number }[]).map((item) => item.tmdbId);
    expect(ids.slice(0, 3)).toContain(INTERSTELLAR);
    await service.database.db.deleteFrom('movie_embeddings').where('movie_id', '=', MEANING_ONLY).execute();
    await service.database.db.deleteFrom('movies').where('id', '=', MEANING_ONLY).execute();
  });

  it("recommends from a user's history, leaving the history out, and names its model version", async () => {
    const response = await fetch(
      `${service.url}/recommend/history?tmdb_ids=${INTERSTELLAR},${TOY_STORY}&top_n=20`,
    );
    expect(response.status).toBe(200);
    const version = response.headers.get('x-model-version');
    expect(version).toEqual(expect.any(String));
    expect((await getJson(service.url, '/health')).body).toMatchObject({ version });
    const items = (await response.json()) as { tmdbId: number }[];
    expect(items).toHaveLength(20);
    const ids = items.map((item) => item.tmdbId);
    expect(ids).not.toContain(INTERSTELLAR);
    expect(ids).not.toContain(TOY_STORY);
    const single = (id: number) =>
      getJson(service.url, `/recommend?tmdb_id=${id}&top_n=3`).then(({ body }) =>
        (body as { tmdbId: number }[]).map((item) => item.tmdbId),
      );
    // Both halves of the history are represented: each movie's best neighbour ranks high.
    for (const best of [(await single(INTERSTELLAR))[0], (await single(TOY_STORY))[0]])
      expect(ids.slice(0, 6)).toContain(best);

    for (const query of ['', 'tmdb_ids=', 'tmdb_ids=1,abc', 'tmdb_ids=-1', 'tmdb_ids=1&top_n=51']) {
      const bad = await getJson(service.url, `/recommend/history?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await getJson(service.url, `/recommend/history?tmdb_ids=${tooMany}`)).status).toBe(400);
  });

  it('writes its model file, serves it after a restart, and retrains when the catalog changes', async () => {
    const written = readModelFile(service.modelPath);
    expect(written?.movieCount).toBe(await catalogSize(service));
    const before = (await getJson(service.url, `/recommend?tmdb_id=${INTERSTELLAR}&top_n=10`)).body;
    await service.stop();
    service = await service.restart();
    expect(readModelFile(service.modelPath)?.trainedAt).toBe(written?.trainedAt); // loaded, not retrained
    expect((await getJson(service.url, `/recommend?tmdb_id=${INTERSTELLAR}&top_n=10`)).body).toEqual(before);

    // MovieLens-style ratings arrive: 40 users who loved Interstellar also loved a silent comedy.
    const rows = Array.from({ length: 40 }, (_, user) => [
      { user_id: user + 1, tmdb_id: INTERSTELLAR, rating: 5, rated_at: 0 },
      { user_id: user + 1, tmdb_id: CITY_LIGHTS, rating: 4.5, rated_at: 0 },
    ]).flat();
    await service.database.db.insertInto('external_ratings').values(rows).execute();
    await service.keeper.refresh();
    expect(readModelFile(service.modelPath)?.fingerprint).toContain('external_ratings=80');
    const after = (await getJson(service.url, `/recommend?tmdb_id=${INTERSTELLAR}&top_n=3`)).body as {
      tmdbId: number;
    }[];
    expect(after[0].tmdbId).toBe(CITY_LIGHTS);

    // Our own users' likes and 7+ ratings count too (a like and a 9 by the same user are one signal).
    const now = new Date().toISOString();
    const snapshot = { title: 'x', poster_path: null, vote_average: 0, created_at: now };
    await service.database.db
      .insertInto('likes')
      .values(
        Array.from({ length: 60 }, (_, user) =>
          [INTERSTELLAR, MODERN_TIMES].map((tmdb_id) => ({ ...snapshot, user_id: `user-${user}`, tmdb_id })),
        ).flat(),
      )
      .execute();
    await service.database.db
      .insertInto('ratings')
      .values(
        Array.from({ length: 60 }, (_, user) => ({
          user_id: `user-${user}`,
          tmdb_id: MODERN_TIMES,
          rating: 9,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await service.keeper.refresh();
    expect(readModelFile(service.modelPath)?.fingerprint).toContain('likes=120');
    const withLikes = (await getJson(service.url, `/recommend?tmdb_id=${INTERSTELLAR}&top_n=3`)).body as {
      tmdbId: number;
    }[];
    expect(withLikes[0].tmdbId).toBe(MODERN_TIMES);
  });

  if (onRouteEngines)
    it('ignores a corrupt model file and trains a new one', async () => {
      await service.stop();
      fs.writeFileSync(service.modelPath, '{"version": 1, "neigh');
      service = await service.restart();
      expect((await getJson(service.url, `/recommend?tmdb_id=${INTERSTELLAR}&top_n=2`)).status).toBe(200);
      expect(readModelFile(service.modelPath)?.movieCount).toBe(await catalogSize(service));
    });
});
