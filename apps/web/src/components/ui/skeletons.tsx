import { movieGridClass, movieGridItemClass } from './movie-grid.tsx';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';

const block = 'animate-pulse rounded-[var(--radius-card)] bg-surface-2';

/** A 2:3 card-shaped placeholder. */
export function PosterSkeleton() {
  return <div className={`${block} aspect-[2/3] w-full`} />;
}

export function MovieGridSkeleton({ count = 12 }: { count?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t(c.loadingMovies)}>
      <ul className={movieGridClass} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className={movieGridItemClass}>
            <PosterSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MovieRowSkeleton({ count = 8 }: { count?: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t(c.loadingMovies)} className="flex gap-3 overflow-hidden py-2 md:gap-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`${rowItemClass} shrink-0`} aria-hidden="true">
          <PosterSkeleton />
        </div>
      ))}
    </div>
  );
}

export function TextSkeleton({ className = '' }: { className?: string }) {
  return <div className={`animate-pulse rounded bg-surface-2 ${className}`} aria-hidden="true" />;
}

/** Width of one card in a horizontal row. */
export const rowItemClass = 'w-36 sm:w-40 lg:w-48';

/**
 * A card's place in a horizontal row. A card scrolled out of the row's view is not drawn (content-visibility): a
 * home page holds some sixty cards, most of them off to the right, and drawing them all was a third of a load's
 * work in the browser. The containment that comes with it would clip what a card paints outside its box (its
 * lift on hover, the focus ring), hence the clip margin. A card not drawn yet counts as its poster's size (2:3 of
 * its width), so a row below the fold keeps its height and nothing moves when it is drawn.
 */
export const rowCardItemClass = `${rowItemClass} shrink-0 snap-start [content-visibility:auto] [contain-intrinsic-size:auto_216px] sm:[contain-intrinsic-size:auto_240px] lg:[contain-intrinsic-size:auto_288px] [overflow-clip-margin:8px]`;
