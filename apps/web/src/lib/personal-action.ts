import { isUnauthorized } from './api-client.ts';

/**
 * The state of a button that writes to one of the visitor's lists (likes, watch statuses...), from the list
 * it reads and the write it makes. A signed-out visitor's button stays enabled: pressing it explains that
 * signing in is needed.
 */
export function personalActionState(
  list: { error: unknown; isPending: boolean },
  write: { isPending: boolean },
): { signedOut: boolean; disabled: boolean } {
  const signedOut = isUnauthorized(list.error);
  return { signedOut, disabled: write.isPending || (list.isPending && !signedOut) };
}
