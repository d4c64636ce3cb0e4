import { startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import { HorizontalScroller } from './horizontal-scroller.tsx';
import { MovieCard, type CardReason, type MovieCardMovie } from './movie-card.tsx';
import { useAnnouncedMovies } from './movie-status-slot.tsx';
import { SectionHeading } from './section-heading.tsx';
import { MovieRowSkeleton, rowCardItemClass } from './skeletons.tsx';

interface MovieRowProps<M extends MovieCardMovie & { reason?: CardReason }> {
  title: string;
  movies: M[] | undefined;
  /** 'View All' link target. */
  viewAllTo?: string;
  /** Makes the row's title a link. */
  titleTo?: string;
  isLoading?: boolean;
  /** Shown instead of the row when it fails (e.g. an ErrorMessage). */
  error?: ReactNode;
  /** Shown when there are no movies (e.g. an EmptyState); without it an empty row renders nothing. */
  empty?: ReactNode;
  renderActions?: (movie: M) => ReactNode;
  /** Extra heading content on the right (e.g. a menu). */
  aside?: ReactNode;
  /** A line under the title (e.g. why the row is what it is). */
  subtitle?: ReactNode;
}

/**
 * Cards a row renders at first: enough to fill a wide laptop's window (a card is 144 to 192 px plus a 12 px gap).
 * The same number on the server and in the browser, whose first render must match the page the server drew.
 */
const INITIAL_CARDS = 8;
/** Cards a row adds each time the browser is idle: a slice small enough never to hold up a tap. */
const CARDS_PER_IDLE_SLICE = 3;

/** Calls `work` once the browser has nothing more urgent to do (at the latest after two seconds); returns a cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}

/** A titled horizontal row of movie cards (home rows, playlists...). */
export function MovieRow<M extends MovieCardMovie & { reason?: CardReason }>({
  title,
  movies,
  viewAllTo,
  titleTo,
  isLoading,
  error,
  empty,
  renderActions,
  aside,
  subtitle,
}: MovieRowProps<M>) {
  const headingId = useId();
  // Every movie of the row, not only the cards drawn so far: the marks of the rest come with the same request.
  useAnnouncedMovies(movies?.map((movie) => movie.id) ?? []);
  // A first visit renders only the first few cards; the rest of the row follows a few at a time while the
  // browser is idle (as transitions, so each slice gives way to whatever the visitor does), or at once when
  // someone reaches for the row (scroll, hover, focus). Twenty cards a row on a home page of several rows was
  // most of its start-up work; screen readers still get every card a moment later.
  const [addedCards, setAddedCards] = useState(0);
  const shownCards = INITIAL_CARDS + addedCards;
  const allShown = shownCards >= (movies?.length ?? 0);
  useEffect(
    () =>
      allShown
        ? undefined
        : whenIdle(() => startTransition(() => setAddedCards((added) => added + CARDS_PER_IDLE_SLICE))),
    [allShown, addedCards],
  );
  if (!isLoading && !error && !movies?.length && !empty) return null;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <SectionHeading
        id={headingId}
        title={title}
        titleTo={titleTo}
        subtitle={subtitle}
        viewAllTo={viewAllTo}
        aside={aside}
      />
      {isLoading ? (
        <MovieRowSkeleton />
      ) : error ? (
        error
      ) : !movies?.length ? (
        empty
      ) : (
        <HorizontalScroller
          label={title}
          onEngage={allShown ? undefined : () => setAddedCards(movies.length)}
        >
          {movies.slice(0, shownCards).map((movie, index) => (
            <li key={movie.id} className={rowCardItemClass(index)}>
              <MovieCard movie={movie} reason={movie.reason} actions={renderActions?.(movie)} />
            </li>
          ))}
        </HorizontalScroller>
      )}
    </section>
  );
}
