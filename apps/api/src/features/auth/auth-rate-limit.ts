import type { AttemptCounter } from '../../platform/attempt-counter.ts';

export interface LimitRule {
  /** What is counted: every request, or only failed sign-ins (so a user who types well is never locked out). */
  counts: 'all' | 'failures';
  windowMs: number;
  perIp: number;
  /**
   * Per email address AND client address, a plain count: one requester asking again and again for one address
   * is refused, while the owner asking from anywhere else is not. (A count per address alone would let anyone
   * lock an owner out; their mailbox is spared by {@link MAIL_THROTTLES} instead.)
   */
  perRequester?: number;
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
  // Counted per requester only: a per-email limit would let anyone lock an owner out of signing up, out of
  // their own recovery or out of their verification mail. The mailbox is spared by the mail throttles instead.
  '/sign-up/email': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 40, perRequester: 5 },
  '/request-password-reset': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 20 },
  '/send-verification-email': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 20, perRequester: 5 },
  '/reset-password': { counts: 'all', windowMs: FIFTEEN_MINUTES, perIp: 20 },
};

/**
 * How many mails of a kind may go to one address in a window, whoever asks for them: a reset mail once a
 * minute; verification (and email-change) mails five in 15 minutes, so a new account can ask again at once.
 */
export const MAIL_THROTTLES = {
  reset: { max: 1, windowMs: 60 * 1000 },
  verification: { max: 5, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, { max: number; windowMs: number }>;

/**
 * True when a mail of this kind may go to this address now (see {@link MAIL_THROTTLES}). A request beyond it
 * is answered as usual but sends nothing; the owner still has the mail sent a moment ago (its link still
 * works), so nobody can flood their mailbox nor keep them from recovering or verifying their account.
 */
export function createMailThrottle(
  counter: AttemptCounter,
  kind: keyof typeof MAIL_THROTTLES,
): (email: string) => Promise<boolean> {
  const { max, windowMs } = MAIL_THROTTLES[kind];
  return async (email) => (await counter.add(`${kind}-mail:${email.trim().toLowerCase()}`, windowMs)) <= max;
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
      requester: address ? `${path}:requester:${address}:${ip}` : undefined,
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
      if (
        key.requester &&
        rule.perRequester !== undefined &&
        (await counter.count(key.requester)) >= rule.perRequester
      )
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
      if (key.requester && rule.perRequester !== undefined) await counter.add(key.requester, rule.windowMs);
      if (!key.pair || !key.lock || !key.lockouts || rule.perPair === undefined) return;
      if ((await counter.add(key.pair, rule.windowMs)) < rule.perPair) return;
      // The pair is locked for the window, doubled for each earlier lockout of the day.
      const lockouts = await counter.add(key.lockouts, LOCKOUT_MEMORY_MS);
      await counter.add(key.lock, Math.min(rule.windowMs * 2 ** (lockouts - 1), LOCKOUT_MEMORY_MS));
      await counter.reset(key.pair);
    },
  };
}
