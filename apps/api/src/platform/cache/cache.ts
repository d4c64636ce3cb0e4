/** A shared key-value cache: in-process by default, Redis when REDIS_URL is set. A cache failure is a miss, never an error. */
export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<T | undefined>;
  /**
   * What `get` would answer, without waiting: only a cache held in this process has it (Redis does not). For
   * reads made on every request, where a promise costs more than the lookup.
   */
  getNow?<T>(key: string): T | undefined;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** 'ok' when reachable; used by /api/health. */
  status(): Promise<'ok' | 'down'>;
  close(): Promise<void>;
}
