import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MovieRef } from '../../lib/movie-ref.ts';
import { PosterImage } from './poster-image.tsx';
import { MovieStatusMark } from './movie-status-slot.tsx';
import { RatingBadge } from './rating-badge.tsx';

/** What a card needs; `release_date` adds the year to the overlay when known. */
export type MovieCardMovie = MovieRef & { release_date?: string | null };

/** Why a movie is recommended: a short line on the card, the full sentence on hover or focus. */
export interface CardReason {
  short: string;
  text: string;
}

interface MovieCardProps {
  movie: MovieCardMovie;
  reason?: CardReason;
  /** Buttons shown with the overlay on hover or keyboard focus, always on touch and phone widths (Like, Add to Playlist). */
  actions?: ReactNode;
  className?: string;
}

export function releaseYear(date: string | null | undefined): string | null {
  return date && /^\d{4}/.test(date) ? date.slice(0, 4) : null;
}

/**
 * A poster card linking to /movie/{id}; on hover or focus it lifts and shows name, year, rating and the actions.
 * The link is named by its own text ("Title (year) Rating 8.4"), not an aria-label: a label would have to repeat
 * every word the card shows (the placeholder's "No Poster" too). The title is no heading: a card sits under an
 * h1 on a listing page and under an h2 in a row, and twenty headings a page would drown the page's own.
 */
export function MovieCard({ movie, reason, actions, className = '' }: MovieCardProps) {
  const year = releaseYear(movie.release_date);
  const reasonId = useId();
  return (
    // The link clips the poster to the card's corners, not the card: the link's focus ring then sits around the
    // poster, outside it, where neither the poster nor a clipping card can hide it.
    <article
      className={`group relative rounded-[var(--radius-card)] bg-surface shadow-md shadow-black/40 transition-transform duration-200 ease-out hover:-translate-y-1 focus-within:-translate-y-1 ${className}`}
    >
      <Link
        to={`/movie/${movie.id}`}
        className="relative block overflow-hidden rounded-[var(--radius-card)]"
        aria-describedby={reason ? reasonId : undefined}
      >
        <PosterImage path={movie.poster_path} title={movie.title} decorative />
        <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black via-black/85 to-transparent px-3 pb-3 pt-10 opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-within:opacity-100">
          {/* Until the poster shows, its placeholder already sets the title: no second copy on hover. */}
          <p
            data-card-title
            className="sr-only line-clamp-2 text-sm font-semibold leading-snug text-text group-has-[[data-image=loaded]]:not-sr-only"
          >
            {movie.title}
            {year && <span className="sr-only"> ({year})</span>}
          </p>
          <p className="mt-1 flex items-center gap-2 text-xs text-text/90">
            <RatingBadge value={movie.vote_average} />
            {year && (
              <span className="tabular-nums" aria-hidden="true">
                {year}
              </span>
            )}
          </p>
          {reason && (
            <p data-reason-full className="mt-1.5 text-xs leading-snug text-text" aria-hidden="true">
              {reason.text}
            </p>
          )}
        </div>
        {/* After the title and rating, so the link reads 'Title (year) Rating 8.4 Watched, rated 8'. */}
        <MovieStatusMark movieId={movie.id} />
      </Link>
      {/* The short line always shows; the full sentence joins the overlay on hover or focus, and a screen
          reader hears it as the link's description. */}
      {reason && (
        <p data-reason className="truncate px-2 py-1.5 text-xs text-muted" title={reason.text}>
          <span aria-hidden="true">{reason.short}</span>
          <span id={reasonId} className="sr-only">
            {reason.text}
          </span>
        </p>
      )}
      {/* Where a hover may never come (a finger, a phone-wide window) the actions always show: side by side
          on a phone, clear of the placeholder's centred title. */}
      {actions && (
        <div className="absolute right-2 top-2 flex flex-col gap-2 max-sm:flex-row opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-within:opacity-100 max-sm:opacity-100 [@media(hover:none)]:opacity-100 [@media(any-pointer:coarse)]:opacity-100">
          {actions}
        </div>
      )}
    </article>
  );
}

/**
 * Title, year and rating under a card, for pages where they matter at a glance (a person's films), and a line
 * of detail (their part in it). Title, year and rating are hidden from screen readers: the card's link already
 * says all three; the detail is read.
 */
export function MovieCaption({ movie, detail }: { movie: MovieCardMovie; detail?: string }) {
  const year = releaseYear(movie.release_date);
  return (
    <div className="mt-2 px-0.5">
      <p aria-hidden="true" className="truncate text-sm font-medium">
        {movie.title}
      </p>
      <p aria-hidden="true" className="mt-0.5 flex items-center gap-2 text-xs text-muted">
        {year && <span className="tabular-nums">{year}</span>}
        <RatingBadge value={movie.vote_average} className="text-text/90" />
      </p>
      {detail && (
        <p className="mt-0.5 line-clamp-2 text-xs leading-snug text-muted" title={detail}>
          {detail}
        </p>
      )}
    </div>
  );
}
