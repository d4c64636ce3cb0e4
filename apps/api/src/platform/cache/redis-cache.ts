import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache, WriteOptions } from './cache.ts';

/** `keyPrefix` goes before every key this client reads or writes (REDIS_KEY_PREFIX). */
export function createRedisClient(url: string, keyPrefix = ''): Redis {
  // Fail fast while Redis is down (commands error at once instead of queueing), reconnect in the background.
  return new Redis(url, {
    keyPrefix,
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    // A Redis that accepts the connection and then stops answering must not hold a sign-in: the command fails
    // and the caller uses its in-process stand-in.
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

const pausedUntil = new WeakMap<Redis, number>();
const lastTroubleAt = new WeakMap<Redis, number>();
/** After a failed command Redis is left alone this long, so a Redis that hangs costs one timeout, not one per call. */
const PAUSE_AFTER_FAILURE_MS = 5000;
/** A heartbeat answered slower than this means Redis stalled: writes sent meanwhile may have been lost or late. */
const SLOW_HEARTBEAT_MS = 250;
const HEARTBEAT_INTERVAL_MS = 500;
/** Entries another instance stored are judged by its clock: this much skew between hosts is tolerated. */
const CLOCK_SKEW_MARGIN_MS = 1000;

/** Whether Redis takes commands now; while it doesn't, callers use their in-process stand-ins. */
export function redisReady(redis: Redis): boolean {
  return redis.status === 'ready' && (pausedUntil.get(redis) ?? 0) <= Date.now();
}

/** A command failed (Redis gone or not answering): the next few seconds go to the stand-ins without asking it. */
export function redisFailed(redis: Redis): void {
  pausedUntil.set(redis, Date.now() + PAUSE_AFTER_FAILURE_MS);
  redisTroubled(redis);
}

/** Redis failed or stalled just now: what it held may miss writes that were skipped or lost meanwhile. */
function redisTroubled(redis: Redis): void {
  lastTroubleAt.set(redis, Date.now());
}

/**
 * Pings Redis on a timer, so that an instance with no traffic of its own still learns of a stall: a sign-out
 * on another instance during the stall may have failed to delete what this one would read afterwards.
 */
function watchForStalls(redis: Redis): () => void {
  let inFlight = false;
  const timer = setInterval(() => {
    if (inFlight || redis.status !== 'ready') {
      if (redis.status !== 'ready') redisTroubled(redis);
      return;
    }
    inFlight = true;
    const sent = Date.now();
    redis
      .ping()
      .then(() => {
        if (Date.now() - sent > SLOW_HEARTBEAT_MS) redisTroubled(redis);
      })
      .catch(() => redisFailed(redis))
      .finally(() => {
        inFlight = false;
      });
  }, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
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
      'redis unreachable at start; serving without the shared cache, with in-process rate limits, until it returns',
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
  const stopWatching = watchForStalls(redis);
  const attempt = async <T>(work: () => Promise<T>, otherwise: T, options?: WriteOptions): Promise<T> => {
    if (!(options?.evenWhilePaused ? redis.status === 'ready' : redisReady(redis))) return otherwise;
    try {
      return await work();
    } catch (error) {
      redisFailed(redis);
      warn(error);
      return otherwise;
    }
  };
  return {
    kind: 'redis',
    get: <T>(key: string) =>
      attempt(async () => {
        const raw = await redis.get(prefix + key);
        return raw === null ? undefined : (JSON.parse(raw) as T);
      }, undefined),
    set: <T>(key: string, value: T, ttlSeconds: number, options?: WriteOptions) =>
      attempt(
        async () => {
          await redis.set(prefix + key, JSON.stringify(value), 'EX', Math.max(1, Math.round(ttlSeconds)));
          return true;
        },
        false,
        options,
      ),
    delete: (key: string, options?: WriteOptions) =>
      attempt(
        async () => {
          await redis.del(prefix + key);
          return true;
        },
        false,
        options,
      ),
    trustedSince() {
      const trouble = lastTroubleAt.get(redis);
      return trouble === undefined ? 0 : trouble + CLOCK_SKEW_MARGIN_MS;
    },
    async status() {
      // While paused after a failure the limits are counted in memory: health says so until they go back.
      if (!redisReady(redis)) return 'down';
      try {
        return (await redis.ping()) === 'PONG' ? 'ok' : 'down';
      } catch {
        return 'down';
      }
    },
    async close() {
      stopWatching();
      redis.disconnect();
    },
  };
}
