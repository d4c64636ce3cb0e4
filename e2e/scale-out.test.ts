import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requireAllSuites,
  createSharedStore,
  startApiProcess,
  startRedis,
  startRoundRobin,
  type ApiProcess,
  type RedisProcess,
  type RoundRobin,
  type SharedStore,
  signUpOverHttp,
  type HttpUser,
  callApi,
} from '@marquee/harness';
import { fixtureMovies, startFakeTmdb, type FakeTmdbServer } from '@marquee/catalog/testing';

/**
 * Two API processes on one PostgreSQL and one (private) Redis behind a round-robin balancer, as in production:
 * a write through one is read through the other, sessions work on both, rate limits and cached catalog
 * answers are shared.
 */
const postgres = process.env.TEST_DATABASE_URL;
/** RATE_LIMIT_MAX for both instances: chat replies per user and minute. */
const CHAT_LIMIT = 6;
if (!postgres && requireAllSuites)
  throw new Error('TEST_DATABASE_URL is required for the scale-out suite in CI');

describe.skipIf(!postgres)('scale-out: two API instances, one PostgreSQL, one Redis', () => {
  let store: SharedStore;
  let redis: RedisProcess;
  let balancer: RoundRobin;
  let tmdb: FakeTmdbServer;
  const instances: ApiProcess[] = [];
  let user: HttpUser;

  beforeAll(async () => {
    store = await createSharedStore('postgres');
    const apiKey = 'scale-out-test-key';
    [redis, balancer, tmdb] = await Promise.all([
      startRedis(),
      startRoundRobin(),
      startFakeTmdb(fixtureMovies, { apiKey }),
    ]);
    const env = {
      REDIS_URL: redis.url,
      PUBLIC_URL: balancer.url,
      TRUST_PROXY: 'true',
      TMDB_API_KEY: apiKey,
      TMDB_BASE_URL: tmdb.url,
      RATE_LIMIT_MAX: String(CHAT_LIMIT),
    };
    // One after the other: the first runs the migrations, the second finds them done.
    instances.push(await startApiProcess({ store, env }));
    instances.push(await startApiProcess({ store, env }));
    balancer.targets.push(...instances.map((instance) => instance.baseUrl));
    user = await signUpOverHttp(balancer.url, store.dataDir, { index: 7, publicUrl: balancer.url });
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all([redis?.stop(), balancer?.stop(), tmdb?.stop()]);
    await store?.close();
  });

  it('the balancer spread the sign-up over both instances, and the session works on each', async () => {
    expect([...balancer.counts.values()].every((count) => count > 0)).toBe(true);
    for (const instance of instances) {
      const session = await callApi(instance.baseUrl, user, 'GET', '/api/likes');
      expect(session.kind === 'answer' && session.status, instance.baseUrl).toBe(200);
    }
  });

  it('a like written through one instance is read through the other', async () => {
    const [first, second] = instances as [ApiProcess, ApiProcess];
    const created = await callApi(first.baseUrl, user, 'POST', '/api/likes', { tmdb_id: 155 });
    expect(created.kind === 'answer' && created.status).toBe(201);
    const read = await callApi(second.baseUrl, user, 'GET', '/api/likes');
    expect(read.kind).toBe('answer');
    const likes = (read as { json: { data: { tmdb_id: number }[] } }).json.data;
    expect(likes.map((like) => like.tmdb_id)).toEqual([155]);
    const again = await callApi(second.baseUrl, user, 'POST', '/api/likes', { tmdb_id: 155 });
    expect(again.kind === 'answer' && again.status).toBe(409);
  });

  it('the chat rate limit is counted once across both instances', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < CHAT_LIMIT + 4; attempt += 1) {
      const reply = await callApi(balancer.url, user, 'POST', '/api/chat', {
        prompt: 'a funny movie please',
      });
      statuses.push(reply.kind === 'answer' ? reply.status : -1);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(CHAT_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('a catalog answer fetched by one instance is served from the shared cache by the other', async () => {
    const [first, second] = instances as [ApiProcess, ApiProcess];
    const health = await callApi(first.baseUrl, undefined, 'GET', '/api/health');
    expect((health as { json: { catalog: { source: string }; cacheKind: string } }).json).toMatchObject({
      catalog: { source: 'tmdb' },
      cacheKind: 'redis',
    });
    const viaFirst = await callApi(first.baseUrl, undefined, 'GET', '/api/tmdb/movie/27205');
    const viaSecond = await callApi(second.baseUrl, undefined, 'GET', '/api/tmdb/movie/27205');
    expect(viaFirst.kind === 'answer' && viaFirst.status).toBe(200);
    expect(viaSecond.kind === 'answer' && viaSecond.body).toBe(viaFirst.kind === 'answer' && viaFirst.body);
    expect(tmdb.hits('/3/movie/27205')).toBe(1);
  });
});
