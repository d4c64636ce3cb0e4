import type { MovieRef } from '../../../lib/movie-ref.ts';

/** Home row 'Recently Visited' (only when any). Stub until its feature lands. */
export function RecentlyVisitedRow(_props: Record<string, never>) {
  return null;
}
export type { MovieRef };
