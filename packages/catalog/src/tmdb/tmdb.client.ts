import { CatalogUnavailableError, type CatalogCache } from '../catalog.ts';

export interface TmdbClientOptions {
  /** TMDB v3 base, e.g. https://api.themoviedb.org/3 (tests: a local TMDB-shaped server). */
  baseUrl: string;
  apiKey?: string;
  readAccessToken?: string;
  cache: CatalogCache;
  timeoutMs?: number;
  /** Upper bound for one answer across all attempts; under the web client's 20 s so a visitor never waits it out. */
  deadlineMs?: number;
  /** Retries after the first attempt, on 429, 5xx, timeouts and network errors. */
  maxRetries?: number;
  /** Kept under TMDB's own limit (about 50 per second) so that we rarely meet a 429. */
  requestsPerSecond?: number;
  /** Answers younger than this are served without asking TMDB. */
  freshSeconds?: number;
  /** Older answers are kept this long to serve when TMDB is down (stale-on-error). */
  staleSeconds?: number;
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
 * The only code that talks to TMDB. Every GET goes through: cache (fresh) -> coalescing of identical
 * in-flight requests -> client-side rate limit -> request with timeout -> retries with backoff on
 * 429/5xx honouring Retry-After -> cache. When TMDB cannot answer, a stale cached answer is served;
 * with nothing cached the caller gets CatalogUnavailableError (the API's 502).
 */
export class TmdbClient {
  private readonly inFlight = new Map<string, Promise<unknown>>();
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
    this.timeoutMs = options.timeoutMs ?? 6000;
    this.deadlineMs = options.deadlineMs ?? 15_000;
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
    if (cached && Date.now() - cached.fetchedAt < this.freshMs) return cached.value as T | null;

    const running = this.inFlight.get(key);
    if (running) return running as Promise<T | null>;
    const request = this.fetchAndCache<T>(key, path, query, cached).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  }

  private async fetchAndCache<T>(
    key: string,
    path: string,
    query: string,
    stale: CacheEntry<unknown> | undefined,
  ): Promise<T | null> {
    try {
      const value = await this.fetchWithRetries<T>(path, query);
      await this.options.cache.set<CacheEntry<T | null>>(
        key,
        { value, fetchedAt: Date.now() },
        this.staleSeconds,
      );
      return value;
    } catch (error) {
      if (stale) {
        this.options.log?.warn(
          `TMDB unavailable (${(error as Error).message}); serving a stale answer for ${path}`,
        );
        return stale.value as T | null;
      }
      if (error instanceof CatalogUnavailableError) throw error;
      throw new CatalogUnavailableError();
    }
  }

  private async fetchWithRetries<T>(path: string, query: string): Promise<T | null> {
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
    this.options.log?.warn(`TMDB ${path} failed after retries: ${lastError.message}`);
    throw new CatalogUnavailableError();
  }

  private async fetchOnce<T>(path: string, query: string, timeoutMs: number): Promise<T | null> {
    await this.takeRateLimitSlot();
    const params = this.options.readAccessToken
      ? query
      : [query, `api_key=${encodeURIComponent(this.options.apiKey as string)}`].filter(Boolean).join('&');
    const url = `${this.options.baseUrl.replace(/\/$/, '')}${path}${params ? `?${params}` : ''}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(this.options.readAccessToken
            ? { authorization: `Bearer ${this.options.readAccessToken}` }
            : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `timed out after ${timeoutMs} ms`
          : 'network error';
      throw new RetryableError(reason);
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
      this.options.log?.warn(`TMDB ${path} answered HTTP ${response.status}`);
      throw new CatalogUnavailableError();
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
