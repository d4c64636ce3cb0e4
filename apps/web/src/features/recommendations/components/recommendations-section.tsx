import type { MovieRef } from '../../../lib/movie-ref.ts';

/** 'Recommended Movies' section of the movie page. Stub until its feature lands. */
export function RecommendationsSection(_props: { movie: MovieRef }) {
  return null;
}
export type { MovieRef };
