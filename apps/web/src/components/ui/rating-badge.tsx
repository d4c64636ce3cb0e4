import { Star } from 'lucide-react';
import { useT } from '../../lib/i18n/i18n.ts';
import { commonMessages as c } from '../../lib/i18n/messages.ts';
import { formatRating } from '../../lib/i18n/format.ts';

/** A vote average with the accent star, one decimal, tabular digits. */
export function RatingBadge({
  value,
  className = '',
}: {
  value: number | null | undefined;
  className?: string;
}) {
  const t = useT();
  const rating =
    typeof value === 'number' && Number.isFinite(value) ? formatRating(value) : t(c.notAvailable);
  return (
    <span className={`inline-flex items-center gap-1 tabular-nums ${className}`}>
      <Star size={14} aria-hidden="true" className="fill-accent text-accent" />
      <span>
        <span className="sr-only">{t(c.rating)} </span>
        {rating}
      </span>
    </span>
  );
}
