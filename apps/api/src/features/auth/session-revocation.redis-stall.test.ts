import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisProcess } from '@marquee/harness';
import { engineTestEngines } from '@marquee/db/testing';
import { cookieHeader } from '../../testing/http-client.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { originHeaders, signInWithPassword, signUpVerifiedUser } from '../../testing/test-users.ts';

// Two instances sharing PostgreSQL and a private redis-server (never the shared one), frozen around a sign-out.
const onPostgres = engineTestEngines().includes('postgres');

describe.skipIf(!onPostgres)('a sign-out while Redis is frozen (two instances, PostgreSQL)', () => {
  let redis: RedisProcess;
  let first: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    redis = await startRedis();
    first = await createTestApp('postgres', { REDIS_URL: redis.url });
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    redis?.thaw();
    await second?.close();
    await first?.close();
    await redis?.stop();
  });

  const readStatuses = async (cookie: string) => [
    (await first.app.inject({ url: '/api/likes', headers: { cookie } })).statusCode,
    (await second.inject({ url: '/api/likes', headers: { cookie } })).statusCode,
  ];
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('stays signed out on both instances after Redis resumes', async () => {
    const user = await signUpVerifiedUser(first);
    const signedIn = await signInWithPassword(first, user);
    const cookie = cookieHeader(signedIn.headers['set-cookie']);
    // Both instances resolve the session and keep it in Redis.
    expect(await readStatuses(cookie)).toEqual([200, 200]);

    redis.freeze();
    try {
      expect(await readStatuses(cookie)).toEqual([200, 200]);
      const signOut = await first.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { ...originHeaders(first), cookie },
      });
      expect(signOut.statusCode).toBe(200);
      expect(await readStatuses(cookie)).toEqual([401, 401]);
    } finally {
      redis.thaw();
    }

    // Past the instances' pause after a failed Redis command (5 s) and well into the cached entry's 30 s.
    const until = Date.now() + 9_000;
    while (Date.now() < until) {
      expect(await readStatuses(cookie)).toEqual([401, 401]);
      await wait(250);
    }
  }, 30_000);

  it('an instance that saw nothing of the stall does not honour an entry cached before it', async () => {
    const user = await signUpVerifiedUser(first);
    const cookie = cookieHeader((await signInWithPassword(first, user)).headers['set-cookie']);
    expect(await readStatuses(cookie)).toEqual([200, 200]);

    redis.freeze();
    try {
      // Only the first instance makes requests during the stall (its first read fails, so it pauses its use of
      // Redis); the second stays idle.
      expect((await first.app.inject({ url: '/api/likes', headers: { cookie } })).statusCode).toBe(200);
      const signOut = await first.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { ...originHeaders(first), cookie },
      });
      expect(signOut.statusCode).toBe(200);
      await wait(2_500);
    } finally {
      redis.thaw();
    }
    const until = Date.now() + 8_000;
    while (Date.now() < until) {
      expect(await readStatuses(cookie)).toEqual([401, 401]);
      await wait(250);
    }
  }, 30_000);
});
