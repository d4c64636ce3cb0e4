import type { Redis } from 'ioredis';
import { redisFailed, redisReady } from './cache/redis-cache.ts';

/**
 * Counts attempts per key in windows (sign-in lockouts, the chat's per-minute limit): in Redis when configured
 * (shared by every API instance), else in memory. While Redis is unreachable the counts are kept in memory
 * (per instance) instead of failing the request, and go back to Redis once it answers again.
 */
export interface AttemptCounter {
  count(key: string): Promise<number>;
  /** Adds one; the key (and its count) lives `windowMs` from its first attempt. */
  add(key: string, windowMs: number): Promise<number>;
  /** How long until the key's window ends, in ms (0 when nothing is counted). */
  remainingMs(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export function createAttemptCounter(redis: Redis | undefined, prefix: string): AttemptCounter {
  return redis
    ? withLocalFallback(redisCounter(redis, prefix), memoryCounter(), {
        up: () => redisReady(redis),
        failed: () => redisFailed(redis),
      })
    : memoryCounter();
}

/** `now` is the clock; tests pass their own to step through a lockout without waiting for it. */
export function memoryCounter(now: () => number = () => Date.now()): AttemptCounter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async add(key, windowMs) {
      if (entries.size > 50_000) for (const [k, v] of entries) if (v.resetAt <= now()) entries.delete(k);
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    async remainingMs(key) {
      const entry = live(key);
      return entry ? entry.resetAt - now() : 0;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

function redisCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async add(key, windowMs) {
      const count = await redis.incr(prefix + key);
      if (count === 1) await redis.pexpire(prefix + key, windowMs);
      return count;
    },
    async remainingMs(key) {
      return Math.max(0, await redis.pttl(prefix + key));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

function withLocalFallback(
  shared: AttemptCounter,
  local: AttemptCounter,
  redis: { up(): boolean; failed(): void },
): AttemptCounter {
  const use = async <T>(work: (counter: AttemptCounter) => Promise<T>): Promise<T> => {
    if (redis.up()) {
      try {
        return await work(shared);
      } catch {
        // Redis went away or stopped answering: this attempt is counted locally.
        redis.failed();
      }
    }
    return work(local);
  };
  return {
    count: (key) => use((counter) => counter.count(key)),
    add: (key, windowMs) => use((counter) => counter.add(key, windowMs)),
    remainingMs: (key) => use((counter) => counter.remainingMs(key)),
    reset: (key) => use((counter) => counter.reset(key)),
  };
}
