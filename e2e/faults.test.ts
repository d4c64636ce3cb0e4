import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogUnavailableError } from '@marquee/catalog';
import {
  fixtureMovies,
  startFakeTmdb,
  type FakeTmdbFault,
  type FakeTmdbServer,
} from '@marquee/catalog/testing';
import {
  createSharedStore,
  freePort,
  startApiProcess,
  startRecommenderProcess,
  startRedis,
  type ApiProcess,
  type RecommenderProcess,
  type RedisProcess,
  type SharedStore,
  signUpManyOverHttp,
  signUpOverHttp,
  callApi,
  discoverCatalog,
  runMixedTraffic,
  summarize,
  verifyLedger,
  LOAD_API_ENV,
  type HttpUser,
} from '@marquee/harness';

/**
 * Faults of the services around the API: the recommender killed, TMDB answering 500s, 429s, 503s or never,
 * Redis killed in the middle of traffic (sign-in and sign-up go on). The site keeps serving what it can, with the spec's messages, never a 5xx
 * it could have avoided and never a hung request (the web client gives up after the spec's 20000 ms).
 */
const SPEC_REQUEST_TIMEOUT_MS = 20_000;
const TMDB_DOWN_MESSAGE = new CatalogUnavailableError().message;

type Answer = {
  status: number;
  json: { success?: boolean; message?: string; data?: unknown } & Record<string, unknown>;
  /** How long the answer took, start to last byte. */
  ms: number;
};
async function get(baseUrl: string, path: string): Promise<Answer> {
  const started = performance.now();
  const outcome = await callApi(baseUrl, undefined, 'GET', path, undefined, SPEC_REQUEST_TIMEOUT_MS);
  if (outcome.kind !== 'answer')
    throw new Error(`GET ${path}: ${outcome.kind} (no answer within ${SPEC_REQUEST_TIMEOUT_MS} ms)`);
  return { status: outcome.status, json: outcome.json as Answer['json'], ms: performance.now() - started };
}

/**
 * The fault suite's thresholds (issue 30), each measured on one request. What they tell apart is whether an
 * answer waited on the failing TMDB: the client gives up on a TMDB that sends nothing after 2 s (first byte), so a
 * cached page or health that asked it cannot come in under 1.5 s, while the rest is margin for a loaded machine
 * (a cached page took 514 ms once, at a load average of 14).
 */
const CACHED_PAGE_MS = 1500;
const UNCACHED_ERROR_MS = 5000;
const HEALTH_MS = 1500;

describe('recommender killed', () => {
  let store: SharedStore;
  let recommender: RecommenderProcess;
  let api: ApiProcess;
  beforeAll(async () => {
    store = await createSharedStore('sqlite');
    // The API first (it creates and seeds the database the recommender learns from), told where the recommender
    // will listen, as startServer does.
    const recommenderPort = await freePort();
    api = await startApiProcess({ store, recommenderUrl: `http://127.0.0.1:${recommenderPort}` });
    recommender = await startRecommenderProcess(store, recommenderPort);
  });
  afterAll(async () => {
    await api?.stop();
    await recommender?.stop();
    await store?.close();
  });

  it('once it is killed: a movie seen before keeps its recommendations, one never seen has none (decision 006)', async () => {
    const [movieId, neverSeenId] = (await discoverCatalog(api.baseUrl, 2)).movieIds;
    const before = await get(api.baseUrl, `/api/recommendations/${movieId}`);
    expect(before.status).toBe(200);
    expect((before.json.data as unknown[]).length).toBeGreaterThan(0);

    await recommender.killHard();
    const after = await get(api.baseUrl, `/api/recommendations/${movieId}`);
    expect(after.status).toBe(200);
    expect(after.json).toEqual(before.json);
    const neverSeen = await get(api.baseUrl, `/api/recommendations/${neverSeenId}`);
    expect(neverSeen.status).toBe(200);
    expect(neverSeen.json).toMatchObject({ success: true, message: 'No recommendations found.', data: [] });
    const health = await get(api.baseUrl, '/api/health');
    expect(health.status).toBe(200);
    expect(health.json).toMatchObject({ status: 'degraded', recommender: 'down' });
    // The rest of the movie page still loads.
    expect((await get(api.baseUrl, `/api/tmdb/movie/${movieId}`)).status).toBe(200);
    expect((await get(api.baseUrl, '/')).status).toBe(200);
  });
});

describe('TMDB live source failing', () => {
  let store: SharedStore;
  let tmdb: FakeTmdbServer;
  let api: ApiProcess;
  const apiKey = 'faults-test-key';
  beforeAll(async () => {
    store = await createSharedStore('sqlite');
    tmdb = await startFakeTmdb(fixtureMovies, { apiKey });
    api = await startApiProcess({
      store,
      // Cached copies are past their freshness a second after they were fetched: outages meet stale copies.
      // The trial request after a failure comes 2 s later instead of 10: the recovery below waits for it.
      env: {
        TMDB_API_KEY: apiKey,
        TMDB_BASE_URL: tmdb.url,
        TMDB_CACHE_FRESH_SECONDS: '1',
        TMDB_RETRY_AFTER_SECONDS: '2',
      },
    });
  });
  afterAll(async () => {
    await api?.stop();
    await tmdb?.stop();
    await store?.close();
  });

  it('runs on the TMDB source', async () => {
    expect((await get(api.baseUrl, '/api/health')).json).toMatchObject({ catalog: { source: 'tmdb' } });
    expect((await get(api.baseUrl, '/api/tmdb/movie/27205')).status).toBe(200);
  });

  // Pages a visitor opened before the outage: the first screens and the answers the web app asks for.
  const pages = [
    '/',
    '/movie/157336',
    '/api/tmdb/movie/157336',
    '/api/tmdb/movie/157336/credits',
    '/api/tmdb/movie/popular?page=1',
  ];
  const outages: [string, () => void, number][] = [
    ['hanging', () => tmdb.failAll({ hang: true }), 238],
    ['down, answering 503', () => tmdb.setDown(true), 240],
  ];
  for (const [outage, breakIt, uncachedId] of outages) {
    it(`TMDB ${outage}: cached pages at once, an uncached movie a clear 502 within seconds, health at once and truthful; then it recovers`, async () => {
      for (const path of pages) expect((await get(api.baseUrl, path)).status, path).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      breakIt();
      try {
        for (const path of pages) {
          const page = await get(api.baseUrl, path);
          expect(page.status, path).toBe(200);
          expect(page.ms, path).toBeLessThan(CACHED_PAGE_MS);
        }
        // A movie never fetched: its page arrives (undrawn) and its answer is a clear error, within seconds.
        const uncachedPage = await get(api.baseUrl, `/movie/${uncachedId}`);
        expect(uncachedPage.status).toBe(200);
        expect(uncachedPage.ms).toBeLessThan(UNCACHED_ERROR_MS);
        const uncached = await get(api.baseUrl, `/api/tmdb/movie/${uncachedId}`);
        expect(uncached.json).toEqual({ success: false, message: TMDB_DOWN_MESSAGE });
        expect(uncached.status).toBe(502);
        expect(uncached.ms).toBeLessThan(UNCACHED_ERROR_MS);

        const health = await get(api.baseUrl, '/api/health');
        expect(health.ms).toBeLessThan(HEALTH_MS);
        expect(health.status).toBe(200);
        expect(health.json).toMatchObject({
          status: 'degraded',
          catalog: { source: 'tmdb', status: 'down' },
        });
        expect(health.json.degraded).toContainEqual(
          expect.stringMatching(/^catalog: TMDB unreachable since/),
        );
      } finally {
        tmdb.failAll(undefined);
        tmdb.setDown(false);
      }
      // Health notices the way back on its own (a trial request once the breaker's cooldown is over).
      await expect
        .poll(
          async () => ((await get(api.baseUrl, '/api/health')).json.catalog as { status: string }).status,
          {
            timeout: 30_000,
            interval: 500,
          },
        )
        .toBe('ok');
      expect((await get(api.baseUrl, `/api/tmdb/movie/${uncachedId}`)).status).toBe(200);
    });
  }

  const faults: Record<string, FakeTmdbFault> = {
    '500': { status: 500 },
    '429': { status: 429, retryAfter: 1 },
  };
  for (const [answering, fault] of Object.entries(faults)) {
    it(`TMDB answering ${answering}: cached answers still served, the rest a clear 502, never a 500 or a hang`, async () => {
      const warm = await get(api.baseUrl, '/api/tmdb/movie/157336');
      expect(warm.status).toBe(200);
      tmdb.failAll(fault);
      try {
        const cached = await get(api.baseUrl, '/api/tmdb/movie/157336');
        expect(cached.status).toBe(200);
        expect(cached.json).toEqual(warm.json);

        const uncached = await get(
          api.baseUrl,
          `/api/tmdb/search/movie?query=${answering}-never-asked&page=1`,
        );
        expect(uncached.status).toBe(502);
        expect(uncached.json).toEqual({ success: false, message: TMDB_DOWN_MESSAGE });
        // The web app itself is still served.
        expect((await get(api.baseUrl, '/movie/157336')).status).toBe(200);
      } finally {
        tmdb.failAll(undefined);
      }
    });
  }
});

describe('Redis killed mid-run', () => {
  let store: SharedStore;
  let redis: RedisProcess;
  let api: ApiProcess;
  beforeAll(async () => {
    store = await createSharedStore('sqlite');
    redis = await startRedis();
    api = await startApiProcess({ store, env: { ...LOAD_API_ENV, REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await api?.stop();
    await redis?.stop();
    await store?.close();
  });

  it('traffic goes on without a 5xx or a hang while Redis is gone, every acknowledged write is kept, and it recovers', async () => {
    const catalog = await discoverCatalog(api.baseUrl);
    const users = await signUpManyOverHttp(api.baseUrl, store.dataDir, 4);
    // Redis is up before the fault; on a busy machine one slow answer may pause it for a few seconds first.
    await expect
      .poll(async () => (await get(api.baseUrl, '/api/health')).json, { timeout: 10_000 })
      .toMatchObject({ cacheKind: 'redis', cache: 'ok' });

    let reachMidRun = () => {};
    const midRun = new Promise<void>((resolve) => (reachMidRun = resolve));
    const traffic = runMixedTraffic({
      baseUrl: api.baseUrl,
      users,
      durationMs: 6000,
      maxRequestsPerUser: 150,
      seed: 5,
      ...catalog,
      onResponse: (progress) => {
        if (progress.acknowledgedWrites >= 20) reachMidRun();
      },
    });
    // Redis goes away mid-run: once writes have been acknowledged with it up, while traffic still flows.
    await Promise.race([midRun, traffic]);
    await redis.kill();
    const report = await traffic;
    console.info(`[faults redis] ${summarize(report)}`);
    expect(report.serverErrors).toEqual([]);
    expect(report.hung).toEqual([]);
    expect(report.transportErrors).toEqual([]);
    expect(report.unexpected).toEqual([]);
    expect(await verifyLedger(api.baseUrl, users, report.ledgers, catalog.movieIds.slice(0, 4))).toEqual([]);

    const degraded = await get(api.baseUrl, '/api/health');
    expect(degraded.status).toBe(200);
    expect(degraded.json).toMatchObject({ status: 'degraded', cache: 'down' });
    expect(degraded.json.degraded).toContain(
      'cache: redis unreachable, using in-process limits and no shared cache',
    );
    // Signing in and up go on (the limits are counted in this process meanwhile).
    expect(await signIn(users[0])).toBe(200);
    expect(await signIn(users[1], 'not-the-password')).toBe(401);
    await signUpOverHttp(api.baseUrl, store.dataDir, { index: 40 });
    const chat = await callApi(
      api.baseUrl,
      users[0],
      'POST',
      '/api/chat',
      { prompt: 'something funny' },
      SPEC_REQUEST_TIMEOUT_MS,
    );
    expect(chat.kind === 'answer' && chat.status).toBe(200);

    await redis.restart();
    await expect
      .poll(async () => ((await get(api.baseUrl, '/api/health')).json as Record<string, unknown>).cache, {
        timeout: 10_000,
      })
      .toBe('ok');
    expect(await signIn(users[0])).toBe(200);
  });

  const signIn = async (user: HttpUser, password = user.password) =>
    (
      await fetch(`${api.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: api.baseUrl,
          'x-forwarded-for': user.clientIp,
        },
        body: JSON.stringify({ email: user.email, password }),
        signal: AbortSignal.timeout(SPEC_REQUEST_TIMEOUT_MS),
      })
    ).status;
});
