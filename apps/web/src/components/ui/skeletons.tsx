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
