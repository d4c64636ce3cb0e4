import type { MovieRef } from '../../../lib/movie-ref.ts';

/** Comments section of the movie page. Stub until its feature lands. */
export function CommentsSection(_props: { movie: MovieRef }) {
  return null;
}
export type { MovieRef };
