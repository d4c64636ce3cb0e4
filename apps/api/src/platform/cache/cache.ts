/** A shared key-value cache: in-process by default, Redis when REDIS_URL is set. A cache failure is a miss, never an error. */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  /**
   * What `get` would answer, without waiting: only a cache held in this process has it (Redis does not). For
   * reads made on every request, where a promise costs more than the lookup.
   */
  getNow?<T>(key: string): T | undefined;
  /** Whether the value was stored: false when the cache could not be reached. */
  set<T>(key: string, value: T, ttlSeconds: number, options?: WriteOptions): Promise<boolean>;
  /** Whether the cache took the deletion: false when it could not be reached. */
  delete(key: string, options?: WriteOptions): Promise<boolean>;
  /**
   * Entries stored before this time (ms since the epoch) may be stale: the cache stalled or failed since, so a
   * deletion meant for them may never have arrived. Absent for a cache that cannot miss a write.
   */
  trustedSince?(): number;
  /** 'ok' when reachable; used by /api/health. */
  status(): Promise<'ok' | 'down'>;
  close(): Promise<void>;
}

export interface WriteOptions {
  /** Try even during the pause after a failure (a revocation must not be skipped just because Redis hiccuped). */
  evenWhilePaused?: boolean;
}
