import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { CompressibleBody } from './compression.ts';

/**
 * Serialised answers kept per key (a user's list) together with a fingerprint of the data they were made
 * from. Asking costs a fingerprint query instead of the full read, validation and serialisation; any change
 * to the data changes the fingerprint, on whichever API instance it was written, so nothing stale is sent.
 * Bounded by bytes, least recently used dropped first.
 */
export function createFingerprintedAnswers(schema: z.ZodType, maxBytes: number) {
  const answers = new LRUCache<string, { fingerprint: string; body: CompressibleBody }>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.body.length + 100,
  });
  return {
    /** `fingerprint` must be read before `build` runs, so a write in between is never hidden. */
    async answer(key: string, fingerprint: string, build: () => Promise<unknown>): Promise<CompressibleBody> {
      const cached = answers.get(key);
      if (cached?.fingerprint === fingerprint) return cached.body;
      const body = CompressibleBody.json(schema, await build());
      answers.set(key, { fingerprint, body });
      return body;
    },
  };
}
