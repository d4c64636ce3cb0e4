import type { MovieRef } from '../../../lib/movie-ref.ts';

/** Home row 'Liked Movies' (only when the user has any). Stub until its feature lands. */
export function LikedMoviesRow(_props: Record<string, never>) {
  return null;
}
export type { MovieRef };
