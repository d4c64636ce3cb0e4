import { TooManyRequestsError } from '../../platform/errors.ts';

export const IMPORT_BUSY_MESSAGE =
  'An import of yours is still running. Wait for it to finish, then try again.';
export const IMPORTS_FULL_MESSAGE =
  'The server is busy with other imports right now. Please try again in a minute.';

/**
 * Imports running at once in this process: one per person, and a few in all (each reads its file on a
 * thread of its own and writes thousands of rows).
 */
export function createImportSlots(maxRunning: number) {
  const running = new Map<string, symbol>();
  return {
    /** Takes a slot or throws 429; the returned release may be called any number of times. */
    claim(userId: string): () => void {
      if (running.has(userId)) throw new TooManyRequestsError(IMPORT_BUSY_MESSAGE);
      if (running.size >= maxRunning) throw new TooManyRequestsError(IMPORTS_FULL_MESSAGE);
      const claim = Symbol(userId);
      running.set(userId, claim);
      return () => {
        if (running.get(userId) === claim) running.delete(userId);
      };
    },
  };
}
export type ImportSlots = ReturnType<typeof createImportSlots>;
