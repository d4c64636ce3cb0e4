import type { CatalogCache } from '../catalog.ts';

/** An in-process CatalogCache for tests; values are copied in, as a shared cache would. */
export function memoryCache(): CatalogCache & { clear(): void } {
  const store = new Map<string, unknown>();
  return {
    async get<T>(key: string) {
      return store.get(key) as T | undefined;
    },
    async set<T>(key: string, value: T) {
      store.set(key, structuredClone(value));
    },
    clear: () => store.clear(),
  };
}
