import { startTransition, useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { HorizontalScroller } from './horizontal-scroller.tsx';
import { MovieCard, type MovieCardMovie } from './movie-card.tsx';
import { SectionHeading } from './section-heading.tsx';
import { MovieRowSkeleton, rowItemClass } from './skeletons.tsx';

interface MovieRowProps<M extends MovieCardMovie> {
  title: string;
  movies: M[] | undefined;
  /** 'View All' link target. */
  viewAllTo?: string;
  isLoading?: boolean;
  /** Shown instead of the row when it fails (e.g. an ErrorMessage). */
  error?: ReactNode;
  /** Shown when there are no movies (e.g. an EmptyState); without it an empty row renders nothing. */
  empty?: ReactNode;
  renderActions?: (movie: M) => ReactNode;
  /** Extra heading content on the right (e.g. a menu). */
  aside?: ReactNode;
}

/** Cards that can show across the window at once (the narrowest card is 144 px plus a 12 px gap), plus one. */
function cardsAcrossWindow(): number {
  return Math.ceil(window.innerWidth / 156) + 1;
}
/** The server cannot know the window: its markup (and so the render that hydrates it) has a laptop's worth. */
const CARDS_ACROSS_SERVER_RENDER = 9;
const notSubscribed = () => () => {};

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
export function MovieRow<M extends MovieCardMovie>({
  title,
  movies,
  viewAllTo,
  isLoading,
  error,
  empty,
  renderActions,
  aside,
}: MovieRowProps<M>) {
  const headingId = useId();
  // A first visit renders only the cards in view; the rest of the row follows once the browser is idle, or at
  // once when someone reaches for the row (scroll, hover, focus). Twenty cards a row on a home page of several
  // rows was most of its start-up work; screen readers still get every card a moment later.
  const initialCards = useSyncExternalStore(
    notSubscribed,
    cardsAcrossWindow,
    () => CARDS_ACROSS_SERVER_RENDER,
  );
  const [engaged, setEngaged] = useState(false);
  // As a transition, so the extra cards render in slices between whatever the visitor does meanwhile.
  useEffect(() => (engaged ? undefined : whenIdle(() => startTransition(() => setEngaged(true)))), [engaged]);
  if (!isLoading && !error && !movies?.length && !empty) return null;
  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <SectionHeading id={headingId} title={title} viewAllTo={viewAllTo} aside={aside} />
      {isLoading ? (
        <MovieRowSkeleton />
      ) : error ? (
        error
      ) : !movies?.length ? (
        empty
      ) : (
        <HorizontalScroller label={title} onEngage={engaged ? undefined : () => setEngaged(true)}>
          {(engaged ? movies : movies.slice(0, initialCards)).map((movie) => (
            <li key={movie.id} className={`${rowItemClass} shrink-0 snap-start`}>
              <MovieCard movie={movie} actions={renderActions?.(movie)} />
            </li>
          ))}
        </HorizontalScroller>
      )}
    </section>
  );
}
