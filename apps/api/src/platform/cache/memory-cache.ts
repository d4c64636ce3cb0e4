import { LRUCache } from 'lru-cache';
import type { Cache } from './cache.ts';

export function createMemoryCache(maxEntries = 5000): Cache {
  const store = new LRUCache<string, { value: unknown }>({ max: maxEntries, ttlAutopurge: false });
  return {
    kind: 'memory',
    async get<T>(key: string) {
      return store.get(key)?.value as T | undefined;
    },
    getNow<T>(key: string) {
      return store.get(key)?.value as T | undefined;
    },
    async set<T>(key: string, value: T, ttlSeconds: number) {
      store.set(key, { value }, { ttl: ttlSeconds * 1000 });
      return true;
    },
    async delete(key: string) {
      store.delete(key);
      return true;
    },
    async status() {
      return 'ok';
    },
    async close() {
      store.clear();
    },
  };
}
