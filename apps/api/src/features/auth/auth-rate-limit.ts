import type { AttemptCounter } from '../../platform/attempt-counter.ts';

export interface LimitRule {
  /** What is counted: every request, or only failed sign-ins (so a user who types well is never locked out). */
  counts: 'all' | 'failures';
  windowMs: number;
  perIp: number;
  /** Per email address from any client: for endpoints that send mail, so nobody's mailbox is flooded. */
  perEmail?: number;
  /**
   * Per email address AND client address: wrong passwords lock only the address they came from, so an
   * attacker's guesses never lock the owner out from theirs. Each lockout of the pair lasts twice the previous.
   */
  perPair?: number;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_DAY = 24 * 60 * 60 * 1000;
/** How long a pair's lockouts are remembered for the backoff, and the longest a lockout lasts. */
const LOCKOUT_MEMORY_MS = ONE_DAY;

/** better-auth endpoints that guess passwords or send mail. */
export const AUTH_LIMITS: Record<string, LimitRule> = {
  '/sign-in/email': { counts: 'failures', windowMs: FIFTEEN_MINUTES, perIp: 50, perPair: 10 },
  '/sign-up/email': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 40, perEmail: 5 },
  // Counted per requester only: a per-email limit would let anyone lock an owner out of their own recovery.
  // The mailbox is spared by the reset mail throttle instead (at most one mail a minute).
  '/request-password-reset': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 20 },
  '/send-verification-email': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 20, perEmail: 5 },
  '/reset-password': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 20 },
};

/** How often a reset mail may go to one address, whoever asks for it. */
export const RESET_MAIL_INTERVAL_MS = 60 * 1000;

/**
 * True when a reset mail may go to this address now: at most one per {@link RESET_MAIL_INTERVAL_MS}. A request
 * beyond it is answered as usual but sends nothing; the owner still has the mail sent a moment ago, so
 * nobody can flood their mailbox nor keep them from recovering their account.
 */
export function createResetMailThrottle(counter: AttemptCounter): (email: string) => Promise<boolean> {
  return async (email) =>
    (await counter.add(`reset-mail:${email.trim().toLowerCase()}`, RESET_MAIL_INTERVAL_MS)) === 1;
}

export interface AttemptLimiter {
  /** True when this attempt must be refused. */
  isBlocked(path: string, ip: string, email: string | undefined): Promise<boolean>;
  record(path: string, ip: string, email: string | undefined, failed: boolean): Promise<void>;
}

export function createAttemptLimiter(counter: AttemptCounter): AttemptLimiter {
  const keys = (path: string, ip: string, email: string | undefined) => {
    const address = email?.trim().toLowerCase();
    return {
      ip: `${path}:ip:${ip}`,
      email: address ? `${path}:email:${address}` : undefined,
      pair: address ? `${path}:pair:${address}:${ip}` : undefined,
      lock: address ? `${path}:lock:${address}:${ip}` : undefined,
      lockouts: address ? `${path}:lockouts:${address}:${ip}` : undefined,
    };
  };
  return {
    async isBlocked(path, ip, email) {
      const rule = AUTH_LIMITS[path];
      if (!rule) return false;
      const key = keys(path, ip, email);
      if ((await counter.count(key.ip)) >= rule.perIp) return true;
      if (key.email && rule.perEmail !== undefined && (await counter.count(key.email)) >= rule.perEmail)
        return true;
      return key.lock !== undefined && rule.perPair !== undefined && (await counter.count(key.lock)) > 0;
    },
    async record(path, ip, email, failed) {
      const rule = AUTH_LIMITS[path];
      if (!rule) return;
      const key = keys(path, ip, email);
      if (rule.counts === 'failures' && !failed) {
        // The right password from this address: its earlier typos no longer count towards a lockout.
        if (key.pair) await counter.reset(key.pair);
        return;
      }
      await counter.add(key.ip, rule.windowMs);
      if (key.email && rule.perEmail !== undefined) await counter.add(key.email, rule.windowMs);
      if (!key.pair || !key.lock || !key.lockouts || rule.perPair === undefined) return;
      if ((await counter.add(key.pair, rule.windowMs)) < rule.perPair) return;
      // The pair is locked for the window, doubled for each earlier lockout of the day.
      const lockouts = await counter.add(key.lockouts, LOCKOUT_MEMORY_MS);
      await counter.add(key.lock, Math.min(rule.windowMs * 2 ** (lockouts - 1), LOCKOUT_MEMORY_MS));
      await counter.reset(key.pair);
    },
  };
}
