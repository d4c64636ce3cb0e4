import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AttemptCounter } from './attempt-counter.ts';

/**
 * @fastify/rate-limit's store over an AttemptCounter, so route limits (the chat's RATE_LIMIT_MAX) live in Redis
 * when it is up and in memory while it is not, like the sign-in limits, instead of being skipped.
 */
export function rateLimitStore(counter: AttemptCounter): FastifyRateLimitStoreCtor {
  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const counted = `${prefix}${key}`;
      counter
        .add(counted, timeWindow)
        .then(async (current) => ({ current, ttl: await counter.remainingMs(counted) }))
        .then(
          (result) => callback(null, result),
          (error: Error) => callback(error),
        );
    },
    // The plugin passes the route's merged limit settings, the route itself under `routeInfo`.
    child(settings) {
      const { routeInfo } = settings as unknown as { routeInfo: { method?: unknown; url?: string } };
      return storeFor(`${prefix}${String(routeInfo.method ?? '')}${routeInfo.url ?? ''}-`);
    },
  });
  return class {
    constructor() {
      return storeFor('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
