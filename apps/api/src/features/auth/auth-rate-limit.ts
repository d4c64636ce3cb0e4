import type { Redis } from 'ioredis';

/** Counts attempts per key in fixed windows: in Redis when configured (shared by every API instance), else in memory. */
export interface AttemptCounter {
  count(key: string): Promise<number>;
  add(key: string, windowMs: number): Promise<number>;
}

export function createAttemptCounter(redis: Redis | undefined): AttemptCounter {
  return redis ? redisCounter(redis) : memoryCounter();
}

function memoryCounter(): AttemptCounter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= Date.now()) {
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
      if (entries.size > 50_000) for (const [k, v] of entries) if (v.resetAt <= Date.now()) entries.delete(k);
      const entry = live(key) ?? { count: 0, resetAt: Date.now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
  };
}

function redisCounter(redis: Redis): AttemptCounter {
  const prefix = 'marquee:auth-limit:';
  return {
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async add(key, windowMs) {
      const count = await redis.incr(prefix + key);
      if (count === 1) await redis.pexpire(prefix + key, windowMs);
      return count;
    },
  };
}

export interface LimitRule {
  /** What is counted: every request, or only failed sign-ins (so a user who types well is never locked out). */
  counts: 'all' | 'failures';
  windowMs: number;
  perIp: number;
  perEmail: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** better-auth endpoints that guess passwords or send mail, limited per client IP and per email address. */
export const AUTH_LIMITS: Record<string, LimitRule> = {
  '/sign-in/email': { counts: 'failures', windowMs: FIFTEEN_MINUTES, perIp: 50, perEmail: 10 },
  '/sign-up/email': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 40, perEmail: 5 },
  '/request-password-reset': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 20, perEmail: 5 },
  '/send-verification-email': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 20, perEmail: 5 },
  '/reset-password': {
    counts: 'all',
    windowMs: FIFTEEN_MINUTES,
    perIp: 20,
    perEmail: Number.POSITIVE_INFINITY,
  },
};

export interface AttemptLimiter {
  /** True when this attempt must be refused. */
  isBlocked(path: string, ip: string, email: string | undefined): Promise<boolean>;
  record(path: string, ip: string, email: string | undefined, failed: boolean): Promise<void>;
}

export function createAttemptLimiter(counter: AttemptCounter): AttemptLimiter {
  const keys = (path: string, ip: string, email: string | undefined) => ({
    ip: `${path}:ip:${ip}`,
    email: email ? `${path}:email:${email.trim().toLowerCase()}` : undefined,
  });
  return {
    async isBlocked(path, ip, email) {
      const rule = AUTH_LIMITS[path];
      if (!rule) return false;
      const key = keys(path, ip, email);
      if ((await counter.count(key.ip)) >= rule.perIp) return true;
      return key.email !== undefined && (await counter.count(key.email)) >= rule.perEmail;
    },
    async record(path, ip, email, failed) {
      const rule = AUTH_LIMITS[path];
      if (!rule || (rule.counts === 'failures' && !failed)) return;
      const key = keys(path, ip, email);
      await counter.add(key.ip, rule.windowMs);
      if (key.email && Number.isFinite(rule.perEmail)) await counter.add(key.email, rule.windowMs);
    },
  };
}
