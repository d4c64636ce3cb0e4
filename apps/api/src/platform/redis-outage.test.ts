import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startRedis, type RedisProcess } from '@marquee/harness';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signUpVerifiedUser, type TestUser, signInWithPassword } from '../testing/test-users.ts';

// A private redis-server (never the shared one), stopped while the API runs and started again.
describe('Redis unreachable, then back', () => {
  let redis: RedisProcess;
  let testApp: TestApp;
  let user: TestUser;
  const CHAT_LIMIT = 3;

  beforeAll(async () => {
    redis = await startRedis();
    testApp = await createTestApp('sqlite', { REDIS_URL: redis.url, RATE_LIMIT_MAX: String(CHAT_LIMIT) });
    user = await signUpVerifiedUser(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
    await redis?.stop();
  });

  const signIn = (email: string, password: string, ip = '203.0.113.20') =>
    signInWithPassword(testApp, { email, password }, ip);
  const health = async () => (await testApp.app.inject({ url: '/api/health' })).json();

  it('signs in and up while Redis is down, with in-process lockouts and chat limits, and says so in health', async () => {
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    await redis.kill();

    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, 'wrong-password-1')).statusCode).toBe(401);
    const newcomer = await signUpVerifiedUser(testApp);
    expect(newcomer.token).toBeTruthy();

    // Lockouts still hold: ten wrong passwords from one address lock that address out.
    const attacker = '203.0.113.66';
    for (let attempt = 0; attempt < 10; attempt += 1)
      expect((await signIn(newcomer.email, `guess-${attempt}`, attacker)).statusCode).toBe(401);
    expect((await signIn(newcomer.email, newcomer.password, attacker)).statusCode).toBe(429);
    expect((await signIn(newcomer.email, newcomer.password)).statusCode).toBe(200);

    // So does the chat's per-minute limit.
    const ask = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: user.headers,
        payload: { prompt: 'hello', history: [] },
      });
    for (let question = 0; question < CHAT_LIMIT; question += 1) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);

    const degraded = await health();
    expect(degraded).toMatchObject({ success: true, status: 'degraded', cache: 'down', cacheKind: 'redis' });
    expect(degraded.degraded).toContain(
      'cache: redis unreachable, using in-process limits and no shared cache',
    );
  });

  it('goes back to Redis once it returns', async () => {
    await redis.restart();
    await expect.poll(async () => (await health()).cache, { timeout: 10_000 }).toBe('ok');
    expect((await health()).degraded).not.toContain(
      'cache: redis unreachable, using in-process limits and no shared cache',
    );
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, 'wrong-password-2')).statusCode).toBe(401);
    // The restarted Redis is empty: the failure just counted is there, shared with every instance again.
    const client = new Redis(redis.url);
    try {
      expect(await client.keys('marquee:auth-limit:*')).not.toEqual([]);
    } finally {
      client.disconnect();
    }
  });

  it('does not hold a sign-in on a Redis that accepts connections and stops answering', async () => {
    redis.freeze();
    try {
      expect((await signIn(user.email, user.password)).statusCode).toBe(200);
      expect((await signIn(user.email, 'wrong-password-3')).statusCode).toBe(401);
      expect(await health()).toMatchObject({ status: 'degraded', cache: 'down' });
    } finally {
      redis.thaw();
    }
  });
});
