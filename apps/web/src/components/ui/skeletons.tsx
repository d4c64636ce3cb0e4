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

/** Cards a row shows before it is scrolled, on the widest screens (1920 px holds nine 192 px cards and their gaps). */
const cardsInFirstView = 10;

/**
 * A card's place in a horizontal row. A card past the row's first view is not drawn until the row is scrolled to
 * it (content-visibility): a home page holds some sixty cards, most of them off to the right, and drawing them
 * all was a third of a load's work in the browser. The cards in the first view are always drawn: with the same
 * containment they were once measured 3 px short while a loaded machine settled the page, a shift a reader could
 * see. The containment would clip what a card paints outside its box (its lift on hover, the focus ring), hence
 * the clip margin. A card not drawn yet counts as its poster's size (2:3 of its width), so nothing moves when it
 * is drawn.
 */
export function rowCardItemClass(index: number): string {
  const base = `${rowItemClass} shrink-0 snap-start`;
  return index < cardsInFirstView
    ? base
    : `${base} [content-visibility:auto] [contain-intrinsic-size:auto_216px] sm:[contain-intrinsic-size:auto_240px] lg:[contain-intrinsic-size:auto_288px] [overflow-clip-margin:8px]`;
}
