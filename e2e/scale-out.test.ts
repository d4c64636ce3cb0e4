import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requireAllSuites,
  createSharedStore,
  freePort,
  startNpmScript,
  startRedis,
  startRoundRobin,
  type NpmStarted,
  type RedisProcess,
  type RoundRobin,
  type SharedStore,
  signUpOverHttp,
  type HttpUser,
  callApi,
} from '@marquee/harness';
import { fixtureMovies, startFakeTmdb, type FakeTmdbServer } from '@marquee/catalog/testing';

/**
 * docs/self-hosting.md "Running several instances", step by step: two instances on one PostgreSQL and one (private) Redis
 * behind a round-robin balancer, sharing AUTH_SECRET; the first runs `npm start` (its API and the one
 * recommender), the second `npm run start:api` pointed at it. Each has a DATA_DIR of its own, as on two hosts.
 */
const postgres = process.env.TEST_DATABASE_URL;
/** RATE_LIMIT_MAX for both instances: chat replies per user and minute. */
const CHAT_LIMIT = 6;
if (!postgres && requireAllSuites)
  throw new Error('TEST_DATABASE_URL is required for the scale-out suite in CI');

describe.skipIf(!postgres)(
  'scale-out, as docs/self-hosting.md says: two API instances, one recommender, PostgreSQL, Redis',
  () => {
    let store: SharedStore;
    let redis: RedisProcess;
    let balancer: RoundRobin;
    let tmdb: FakeTmdbServer;
    const instances: NpmStarted[] = [];
    const dataDirs: string[] = [];
    let user: HttpUser;

    beforeAll(async () => {
      store = await createSharedStore('postgres');
      const apiKey = 'scale-out-test-key';
      [redis, balancer, tmdb] = await Promise.all([
        startRedis(),
        startRoundRobin(),
        startFakeTmdb(fixtureMovies, { apiKey }),
      ]);
      const shared = {
        DATABASE_URL: store.databaseUrl,
        REDIS_URL: redis.url,
        AUTH_SECRET: crypto.randomBytes(32).toString('base64'),
        PUBLIC_URL: balancer.url,
        TRUST_PROXY: 'true',
        TMDB_API_KEY: apiKey,
        TMDB_BASE_URL: tmdb.url,
        RATE_LIMIT_MAX: String(CHAT_LIMIT),
      };
      const dataDir = () => {
        dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-scale-')));
        return dataDirs.at(-1)!;
      };
      const recommenderPort = String(await freePort());
      // One after the other: the first runs the migrations, the second finds them done.
      instances.push(
        await startNpmScript('start', {
          ...shared,
          DATA_DIR: dataDir(),
          RECOMMENDER_HOST: '0.0.0.0',
          RECOMMENDER_PORT: recommenderPort,
        }),
      );
      instances.push(
        await startNpmScript('start:api', {
          ...shared,
          DATA_DIR: dataDir(),
          RECOMMENDER_URL: `http://127.0.0.1:${recommenderPort}`,
        }),
      );
      balancer.targets.push(...instances.map((instance) => instance.baseUrl));
      // Signed up (and verified, from its mail in DATA_DIR) on the first instance.
      user = await signUpOverHttp(instances[0]!.baseUrl, dataDirs[0]!, { index: 7, publicUrl: balancer.url });
    }, 400_000);
    afterAll(async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      await Promise.all([redis?.stop(), balancer?.stop(), tmdb?.stop()]);
      await store?.close();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('a user who signed up on one instance is signed in on the other, and no instance warns of AUTH_SECRET', async () => {
      for (const instance of instances) {
        const session = await callApi(instance.baseUrl, user, 'GET', '/api/likes');
        expect(session.kind === 'answer' && session.status, instance.baseUrl).toBe(200);
        expect(instance.logs()).not.toContain('AUTH_SECRET');
      }
    });

    it('recommendations work on both, from the one recommender', async () => {
      for (const instance of instances) {
        let health: { recommender?: string } = {};
        for (let attempt = 0; attempt < 300 && health.recommender !== 'ok'; attempt += 1) {
          const answer = await callApi(instance.baseUrl, undefined, 'GET', '/api/health');
          health = answer.kind === 'answer' ? (answer.json as typeof health) : {};
          if (health.recommender !== 'ok') await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(health.recommender, instance.baseUrl).toBe('ok');
        const answer = await callApi(instance.baseUrl, undefined, 'GET', '/api/recommendations/155');
        const movies = answer.kind === 'answer' ? (answer.json as { data: unknown[] }).data : [];
        expect(movies.length, instance.baseUrl).toBeGreaterThan(0);
      }
    });

    it('a like written through one instance is read through the other', async () => {
      const [first, second] = instances as [NpmStarted, NpmStarted];
      const created = await callApi(first.baseUrl, user, 'POST', '/api/likes', { tmdb_id: 155 });
      expect(created.kind === 'answer' && created.status).toBe(201);
      const read = await callApi(second.baseUrl, user, 'GET', '/api/likes');
      expect(read.kind).toBe('answer');
      const likes = (read as { json: { data: { tmdb_id: number }[] } }).json.data;
      expect(likes.map((like) => like.tmdb_id)).toEqual([155]);
      const again = await callApi(second.baseUrl, user, 'POST', '/api/likes', { tmdb_id: 155 });
      expect(again.kind === 'answer' && again.status).toBe(409);
    });

    /**
     * Each instance counts Redis as stalled, and uses its in-process stand-ins for a few seconds, when a command or
     * heartbeat answers late; on a loaded machine a first chat reply (the sentence encoder loading) can hold an
     * instance's event loop that long. So the instances answer one chat each first, as a visitor (limits are per
     * user), and the checks start once both say Redis is in use.
     */
    const untilRedisInUse = async () => {
      for (const instance of instances) {
        let cache: string | undefined;
        for (let attempt = 0; attempt < 60 && cache !== 'ok'; attempt += 1) {
          const answer = await callApi(instance.baseUrl, undefined, 'GET', '/api/health');
          cache = answer.kind === 'answer' ? (answer.json as { cache?: string }).cache : undefined;
          if (cache !== 'ok') await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(cache, instance.baseUrl).toBe('ok');
      }
    };

    it('the chat rate limit is counted once across both instances', async () => {
      for (const instance of instances) {
        await callApi(instance.baseUrl, undefined, 'POST', '/api/chat', {
          prompt: 'something light tonight',
        });
      }
      await untilRedisInUse();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < CHAT_LIMIT + 4; attempt += 1) {
        const reply = await callApi(balancer.url, user, 'POST', '/api/chat', {
          prompt: 'a funny movie please',
        });
        statuses.push(reply.kind === 'answer' ? reply.status : -1);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(CHAT_LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
      // The balancer spread them over both instances.
      expect([...balancer.counts.values()].every((count) => count > 0)).toBe(true);
    });

    it('a catalog answer fetched by one instance is served from the shared cache by the other', async () => {
      const [first, second] = instances as [NpmStarted, NpmStarted];
      const health = await callApi(first.baseUrl, undefined, 'GET', '/api/health');
      expect((health as { json: { catalog: { source: string }; cacheKind: string } }).json).toMatchObject({
        catalog: { source: 'tmdb' },
        cacheKind: 'redis',
      });
      // An instance distrusts entries stored before a stall it noticed (a slow heartbeat on a loaded machine is
      // one): each film is tried once, and one of three fetched from TMDB only once is the shared cache at work.
      const tmdbFetchesPerFilm: number[] = [];
      for (const tmdbId of [27205, 157336, 155]) {
        await untilRedisInUse();
        const viaFirst = await callApi(first.baseUrl, undefined, 'GET', `/api/tmdb/movie/${tmdbId}`);
        const viaSecond = await callApi(second.baseUrl, undefined, 'GET', `/api/tmdb/movie/${tmdbId}`);
        expect(viaFirst.kind === 'answer' && viaFirst.status).toBe(200);
        expect(viaSecond.kind === 'answer' && viaSecond.body).toBe(
          viaFirst.kind === 'answer' && viaFirst.body,
        );
        tmdbFetchesPerFilm.push(tmdb.hits(`/3/movie/${tmdbId}`));
      }
      expect(tmdbFetchesPerFilm).toContain(1);
    });
  },
);
