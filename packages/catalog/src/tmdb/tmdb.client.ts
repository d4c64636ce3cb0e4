import { createCircuitBreaker, type CircuitBreaker } from '@marquee/contracts';
import { CatalogUnavailableError, type CatalogCache, type CatalogHealth } from '../catalog.ts';

export interface TmdbClientOptions {
  /** TMDB v3 base, e.g. https://api.themoviedb.org/3 (tests: a local TMDB-shaped server). */
  baseUrl: string;
  apiKey?: string;
  readAccessToken?: string;
  cache: CatalogCache;
  /** One attempt gives up when TMDB has not started answering (status and headers) within this. */
  firstByteTimeoutMs?: number;
  timeoutMs?: number;
  /**
   * Upper bound for one answer across all attempts. Only a request with nothing cached waits for it (cached
   * copies are served at once), so it is kept short: an uncached page fails with a clear error in seconds.
   */
  deadlineMs?: number;
  /** Retries after the first attempt, on 429, 5xx, timeouts and network errors. */
  maxRetries?: number;
  /** Kept under TMDB's own limit (about 50 per second) so that we rarely meet a 429. */
  requestsPerSecond?: number;
  /** Answers younger than this are served without asking TMDB. */
  freshSeconds?: number;
  /** Older answers are kept this long: served at once while a fresh copy is fetched in the background. */
  staleSeconds?: number;
  /** After a failed answer TMDB is not asked again for this long (circuit open), then once as a trial. */
  breakerCooldownMs?: number;
  /** A Retry-After longer than this is not waited for: the stale answer (or a 502) comes at once. */
  maxRetryAfterMs?: number;
  log?: { warn(message: string): void };
}

interface CacheEntry<T> {
  value: T;
  fetchedAt: number;
}

class RetryableError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The only code that talks to TMDB. Every GET goes through: cache (fresh: served; stale: served at once and
 * refreshed in the background) -> coalescing of identical in-flight requests -> circuit breaker -> client-side
 * rate limit -> request with a first-byte timeout -> retries with backoff on 429/5xx honouring Retry-After ->
 * cache. With nothing cached the caller gets CatalogUnavailableError (the API's 502): after the deadline while
 * TMDB is being tried, at once while the circuit is open, so an outage costs one slow request, not one per page.
 */
export class TmdbClient {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly breaker: CircuitBreaker;
  /** What the last answer of TMDB (or the lack of one) said; /api/health reads it without asking TMDB. */
  private lastFailure: { reason: string; since: number } | undefined;
  private lastHeardAt = 0;
  private probing = false;
  private readonly firstByteTimeoutMs: number;
  private readonly cooldownMs: number;
  private readonly timeoutMs: number;
  private readonly deadlineMs: number;
  private readonly maxRetries: number;
  private readonly minIntervalMs: number;
  private readonly freshMs: number;
  private readonly staleSeconds: number;
  private readonly maxRetryAfterMs: number;
  private nextSlot = 0;

  constructor(private readonly options: TmdbClientOptions) {
    if (!options.apiKey && !options.readAccessToken)
      throw new Error('TMDB needs TMDB_API_KEY or TMDB_READ_ACCESS_TOKEN');
    this.firstByteTimeoutMs = options.firstByteTimeoutMs ?? 2000;
    this.timeoutMs = options.timeoutMs ?? 6000;
    this.deadlineMs = options.deadlineMs ?? 4000;
    this.cooldownMs = options.breakerCooldownMs ?? 10_000;
    this.breaker = createCircuitBreaker({ failureThreshold: 1, cooldownMs: this.cooldownMs });
    this.maxRetries = options.maxRetries ?? 3;
    this.minIntervalMs = 1000 / (options.requestsPerSecond ?? 40);
    this.freshMs = (options.freshSeconds ?? 600) * 1000;
    this.staleSeconds = options.staleSeconds ?? 7 * 86_400;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
  }

  /** GET a TMDB path; `null` when TMDB answers 404. */
  async get<T>(path: string, params: Record<string, string | number | undefined> = {}): Promise<T | null> {
    const query = Object.entries(params)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
      .join('&');
    // The key is never part of the cache key: cache entries may be shared through Redis.
    const key = `tmdb:${path}?${query}`;
    const cached = await this.options.cache.get<CacheEntry<T | null>>(key);
    if (cached) {
      if (Date.now() - cached.fetchedAt >= this.freshMs)
        this.fetchAndCache<T>(key, path, query).catch(() => undefined);
      return cached.value as T | null;
    }
    return this.fetchAndCache<T>(key, path, query);
  }

  /** What is known about TMDB right now, without asking it; a check runs in the background when that is old. */
  health(): CatalogHealth {
    const quietFor = Date.now() - this.lastHeardAt;
    if (!this.probing && (this.breaker.state === 'half-open' || quietFor > 60_000)) {
      this.probing = true;
      this.fetchWithRetries('/configuration', '')
        .catch(() => undefined)
        .finally(() => (this.probing = false));
    }
    if (!this.lastFailure) return { status: 'ok' };
    const since = new Date(this.lastFailure.since).toISOString();
    return {
      status: 'down',
      detail: `TMDB unreachable since ${since} (${this.lastFailure.reason}); serving cached copies, retrying every ${Math.round(this.cooldownMs / 1000)} s`,
    };
  }

  /** Coalesced: one request per key at a time, whoever asks (a visitor, or a background refresh). */
  private fetchAndCache<T>(key: string, path: string, query: string): Promise<T | null> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T | null>;
    const request = (async () => {
      const value = await this.fetchWithRetries<T>(path, query);
      await this.options.cache.set<CacheEntry<T | null>>(
        key,
        { value, fetchedAt: Date.now() },
        this.staleSeconds,
      );
      return value;
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  }

  private async fetchWithRetries<T>(path: string, query: string): Promise<T | null> {
    // Open: TMDB failed moments ago; the caller gets its stale copy or a 502 now rather than after the deadline.
    if (!this.breaker.allows()) throw new CatalogUnavailableError();
    try {
      const value = await this.attempts<T>(path, query);
      this.breaker.succeeded();
      this.lastFailure = undefined;
      this.lastHeardAt = Date.now();
      return value;
    } catch (error) {
      this.breaker.failed();
      const reason = error instanceof Error ? error.message : String(error);
      this.lastFailure = { reason, since: this.lastFailure?.since ?? Date.now() };
      this.lastHeardAt = Date.now();
      this.options.log?.warn(`TMDB ${path} failed: ${reason}`);
      throw new CatalogUnavailableError();
    }
  }

  private async attempts<T>(path: string, query: string): Promise<T | null> {
    let lastError: Error = new Error('no attempt');
    const deadline = Date.now() + this.deadlineMs;
    for (let attempt = 0; attempt <= this.maxRetries; attempt++) {
      if (attempt > 0) {
        const backoff = 200 * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
        const retryAfter = lastError instanceof RetryableError ? lastError.retryAfterMs : undefined;
        if (retryAfter !== undefined && retryAfter > this.maxRetryAfterMs) break;
        const wait = Math.max(backoff, retryAfter ?? 0);
        // Not worth a retry that could not finish before the deadline.
        if (Date.now() + wait + 500 > deadline) break;
        await sleep(wait);
      }
      const remaining = deadline - Date.now();
      if (remaining < 500) break;
      try {
        return await this.fetchOnce<T>(path, query, Math.min(this.timeoutMs, remaining));
      } catch (error) {
        if (!(error instanceof RetryableError)) throw error;
        lastError = error;
      }
    }
    throw lastError;
  }

  private async fetchOnce<T>(path: string, query: string, timeoutMs: number): Promise<T | null> {
    await this.takeRateLimitSlot();
    const params = this.options.readAccessToken
      ? query
      : [query, `api_key=${encodeURIComponent(this.options.apiKey as string)}`].filter(Boolean).join('&');
    const url = `${this.options.baseUrl.replace(/\/$/, '')}${path}${params ? `?${params}` : ''}`;
    // A TMDB that accepts the connection and then says nothing is given up on quickly; a slow body less so.
    const firstByte = new AbortController();
    const firstByteTimer = setTimeout(() => firstByte.abort(), Math.min(this.firstByteTimeoutMs, timeoutMs));
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(this.options.readAccessToken
            ? { authorization: `Bearer ${this.options.readAccessToken}` }
            : {}),
        },
        signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), firstByte.signal]),
      });
    } catch (error) {
      const reason = firstByte.signal.aborted
        ? `no answer within ${Math.min(this.firstByteTimeoutMs, timeoutMs)} ms`
        : error instanceof Error && error.name === 'TimeoutError'
          ? `timed out after ${timeoutMs} ms`
          : 'network error';
      throw new RetryableError(reason);
    } finally {
      clearTimeout(firstByteTimer);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel();
      throw new RetryableError(
        `HTTP ${response.status}`,
        parseRetryAfter(response.headers.get('retry-after')),
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      // 401 (bad key) and other client errors will not get better by retrying.
      throw new Error(`HTTP ${response.status}`);
    }
    try {
      return (await response.json()) as T;
    } catch {
      throw new RetryableError('malformed JSON');
    }
  }

  /** Spaces requests evenly at the configured rate; callers wait their turn instead of bursting. */
  private async takeRateLimitSlot(): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + this.minIntervalMs;
    if (slot > now) await sleep(slot - now);
  }
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}
