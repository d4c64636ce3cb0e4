import type { MovieRef } from '../../../lib/movie-ref.ts';

/** 'Add to Playlist' button and its modal. Stub until its feature lands. */
export function AddToPlaylistButton(_props: { movie: MovieRef; variant?: 'full' | 'compact' }) {
  return null;
}
export type { MovieRef };
