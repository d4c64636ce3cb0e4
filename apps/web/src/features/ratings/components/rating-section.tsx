import type { MovieRef } from '../../../lib/movie-ref.ts';

/** Rating section of the movie page. Stub until its feature lands. */
export function RatingSection(_props: { movie: MovieRef }) {
  return null;
}
export type { MovieRef };
