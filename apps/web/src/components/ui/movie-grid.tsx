import type { ReactNode } from 'react';
import { MovieCard, MovieCaption, type CardReason, type MovieCardMovie } from './movie-card.tsx';
import { useAnnouncedMovies } from './movie-status-slot.tsx';

/**
 * 2, 4 or 5 cards a row, so a listing page of 20 fills every row. A shorter last row (a personal list, a
 * person's films) starts at the left like every other row and grid: centred, a lone card floats mid-page.
 */
export const movieGridClass = 'flex flex-wrap justify-start gap-3 sm:gap-4';
export const movieGridItemClass =
  'w-[calc((100%-12px)/2)] sm:w-[calc((100%-48px)/4)] lg:w-[calc((100%-64px)/5)]';

interface MovieGridProps<M extends MovieCardMovie & { reason?: CardReason }> {
  movies: M[];
  /** Per-card action buttons (the app layer passes Like and Add to Playlist). */
  renderActions?: (movie: M) => ReactNode;
  /** Accessible name of the list, e.g. the page title. */
  label?: string;
  /** Title, year and rating under each card, not only on hover (a person's films). */
  captions?: boolean;
  /** A line of detail under a captioned card (a person's part in the film). */
  captionDetail?: (movie: M) => string | undefined;
}

/** A responsive poster grid: 2 columns on a phone up to 5 on a desktop. */
export function MovieGrid<M extends MovieCardMovie & { reason?: CardReason }>({
  movies,
  renderActions,
  label,
  captions,
  captionDetail,
}: MovieGridProps<M>) {
  useAnnouncedMovies(movies.map((movie) => movie.id));
  return (
    <ul className={movieGridClass} aria-label={label}>
      {movies.map((movie) => (
        <li key={movie.id} className={movieGridItemClass}>
          <MovieCard movie={movie} reason={movie.reason} actions={renderActions?.(movie)} />
          {captions && <MovieCaption movie={movie} detail={captionDetail?.(movie)} />}
        </li>
      ))}
    </ul>
  );
}
