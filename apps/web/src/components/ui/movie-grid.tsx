import type { ReactNode } from 'react';
import { MovieCard, type MovieCardMovie } from './movie-card.tsx';

export const movieGridClass =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';

interface MovieGridProps<M extends MovieCardMovie> {
  movies: M[];
  /** Per-card action buttons (the app layer passes Like and Add to Playlist). */
  renderActions?: (movie: M) => ReactNode;
  /** Accessible name of the list, e.g. the page title. */
  label?: string;
}

/** A responsive poster grid: 2 columns on a phone up to 6 on a wide desktop. */
export function MovieGrid<M extends MovieCardMovie>({ movies, renderActions, label }: MovieGridProps<M>) {
  return (
    <ul className={movieGridClass} aria-label={label}>
      {movies.map((movie) => (
        <li key={movie.id}>
          <MovieCard movie={movie} actions={renderActions?.(movie)} />
        </li>
      ))}
    </ul>
  );
}
