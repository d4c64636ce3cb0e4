import type { MovieRef } from '../../../lib/movie-ref.ts';

/** 'Mark as Watched' and 'Add to Watchlist' buttons. Stub until its feature lands. */
export function WatchStatusButtons(_props: { movie: MovieRef }) {
  return null;
}
export type { MovieRef };
