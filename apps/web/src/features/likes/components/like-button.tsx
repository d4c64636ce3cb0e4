import type { MovieRef } from '../../../lib/movie-ref.ts';

/** Like toggle (spec section 4). Stub until its feature lands. */
export function LikeButton(_props: { movie: MovieRef; variant?: 'full' | 'compact' }) {
  return null;
}
export type { MovieRef };
