import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from './cache.ts';

/** `keyPrefix` goes before every key this client reads or writes (REDIS_KEY_PREFIX). */
export function createRedisClient(url: string, keyPrefix = ''): Redis {
  // Fail fast while Redis is down (commands error at once instead of queueing), reconnect in the background.
  return new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

/** Connects before first use (without an offline queue, early commands would fail); a Redis that is down only degrades. */
export async function connectRedis(url: string, logger: FastifyBaseLogger, keyPrefix = ''): Promise<Redis> {
  const redis = createRedisClient(url, keyPrefix);
  // Connection errors are reported by the cache's own throttled warning; without a listener ioredis prints each one.
  redis.on('error', () => undefined);
  try {
    await redis.connect();
  } catch (error) {
    logger.warn(
      { err: error },
      'redis unreachable at start; cache and rate limits run degraded until it returns',
    );
  }
  return redis;
}

export function createRedisCache(redis: Redis, logger: FastifyBaseLogger, prefix = 'cache:'): Cache {
  let lastWarning = 0;
  const warn = (error: unknown) => {
    if (Date.now() - lastWarning > 10_000) {
      lastWarning = Date.now();
      logger.warn({ err: error }, 'redis cache unavailable; serving without cache');
    }
  };
  redis.on('error', warn);
  return {
    kind: 'redis',
    async get<T>(key: string) {
      try {
        const raw = await redis.get(prefix + key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch (error) {
        warn(error);
        return undefined;
      }
    },
    async set<T>(key: string, value: T, ttlSeconds: number) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'EX', Math.max(1, Math.round(ttlSeconds)));
      } catch (error) {
        warn(error);
      }
    },
    async delete(key: string) {
      try {
        await redis.del(prefix + key);
      } catch (error) {
        warn(error);
      }
    },
    async status() {
      try {
        return (await redis.ping()) === 'PONG' ? 'ok' : 'down';
      } catch {
        return 'down';
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
