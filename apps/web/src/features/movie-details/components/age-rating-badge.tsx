import { useMovieCertification } from '../api/use-movie-certification.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { movieMessages as m } from '../messages.ts';

/**
 * The US age rating as a small outlined badge in the movie's facts ('PG-13'), read as 'Age rating PG-13'.
 * Nothing while it loads or when the movie has none.
 */
export function AgeRatingBadge({ movieId }: { movieId: number }) {
  const t = useT();
  const certification = useMovieCertification(movieId).data;
  if (!certification) return null;
  return (
    <li>
      <span
        title={t(m.usAgeRating)}
        className="inline-flex items-center rounded border border-text/50 px-1.5 text-xs font-semibold leading-5 tracking-wide text-text"
      >
        <span className="sr-only">{t(m.ageRating)} </span>
        {certification}
      </span>
    </li>
  );
}
