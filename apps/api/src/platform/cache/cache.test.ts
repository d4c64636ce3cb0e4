import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createMemoryCache } from './memory-cache.ts';
import { connectRedis, createRedisCache } from './redis-cache.ts';
import type { Cache } from './cache.ts';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.MARQUEE_REQUIRE_ALL_SUITES === '1') {
  throw new Error(
    'TEST_REDIS_URL is required when MARQUEE_REQUIRE_ALL_SUITES=1 (CI): Redis suites may not skip',
  );
}
const silent = pino({ level: 'silent' });
const caches: Array<[string, () => Promise<Cache>]> = [['memory', async () => createMemoryCache()]];
if (redisUrl) {
  caches.push([
    'redis',
    async () =>
      createRedisCache(await connectRedis(redisUrl, silent), silent, `marquee:test:${process.pid}:`),
  ]);
} else console.warn('[tests] TEST_REDIS_URL not set: Redis cache suite skipped on this machine');

describe.each(caches)('%s cache', (_kind, create) => {
  let cache: Cache;
  beforeAll(async () => {
    cache = await create();
  });
  afterAll(() => cache.close());

  it('returns what was stored until it expires', async () => {
    await cache.set('answer', { value: 42 }, 60);
    expect(await cache.get('answer')).toEqual({ value: 42 });
    await cache.delete('answer');
    expect(await cache.get('answer')).toBeUndefined();
    expect(await cache.status()).toBe('ok');
  });
});

describe('redis cache while Redis is unreachable', () => {
  it('behaves as a miss instead of failing the request', async () => {
    const cache = createRedisCache(await connectRedis('redis://127.0.0.1:9', silent), silent);
    await cache.set('key', 'value', 60);
    expect(await cache.get('key')).toBeUndefined();
    expect(await cache.status()).toBe('down');
    await cache.close();
  });
});
