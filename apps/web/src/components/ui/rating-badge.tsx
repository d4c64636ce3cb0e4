import { Star } from 'lucide-react';

/** A vote average with the accent star, one decimal, tabular digits. */
export function RatingBadge({
  value,
  className = '',
}: {
  value: number | null | undefined;
  className?: string;
}) {
  const rating = typeof value === 'number' && Number.isFinite(value) ? value.toFixed(1) : 'N/A';
  return (
    <span className={`inline-flex items-center gap-1 tabular-nums ${className}`}>
      <Star size={14} aria-hidden="true" className="fill-accent text-accent" />
      <span>
        <span className="sr-only">Rating </span>
        {rating}
      </span>
    </span>
  );
}
