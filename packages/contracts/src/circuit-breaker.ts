/**
 * Stops calling a service (an LLM provider, TMDB) that keeps failing: after `failureThreshold` failures in a row it stays open for
 * `cooldownMs`, then lets one trial call through (half-open); a success closes it again.
 */
export interface CircuitBreaker {
  /** Whether a call may be made now. */
  allows(): boolean;
  succeeded(): void;
  failed(): void;
  readonly state: 'closed' | 'open' | 'half-open';
}

export function createCircuitBreaker({
  failureThreshold = 2,
  cooldownMs = 60_000,
  now = Date.now,
}: { failureThreshold?: number; cooldownMs?: number; now?: () => number } = {}): CircuitBreaker {
  let failures = 0;
  let openedAt: number | undefined;
  let trialInFlight = false;
  const state = () =>
    openedAt === undefined ? 'closed' : now() - openedAt >= cooldownMs ? 'half-open' : 'open';
  return {
    get state() {
      return state();
    },
    allows() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    succeeded() {
      failures = 0;
      openedAt = undefined;
      trialInFlight = false;
    },
    failed() {
      failures += 1;
      trialInFlight = false;
      if (failures >= failureThreshold || openedAt !== undefined) openedAt = now();
    },
  };
}
