import { LikeButton } from '../features/likes/components/like-button.tsx';
import { AddToPlaylistButton } from '../features/playlists/components/add-to-playlist-button.tsx';
import type { MovieRef } from '../lib/movie-ref.ts';

export function toMovieRef(movie: MovieRef): MovieRef {
  return {
    id: movie.id,
    title: movie.title,
    poster_path: movie.poster_path,
    vote_average: movie.vote_average,
  };
}

/** The Like and Add to Playlist buttons every movie card shows on hover or focus (they ask a visitor to log in). */
export function renderMovieCardActions(movie: MovieRef) {
  const ref = toMovieRef(movie);
  return (
    <>
      <LikeButton movie={ref} variant="compact" />
      <AddToPlaylistButton movie={ref} variant="compact" />
    </>
  );
}
