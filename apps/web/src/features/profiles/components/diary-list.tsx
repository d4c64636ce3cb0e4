import { Link } from 'react-router';
import { Repeat, Star } from 'lucide-react';
import type { PublicDiaryEntry } from '@marquee/contracts';
import { releaseYear } from '../../../components/ui/movie-card.tsx';
import { PosterImage } from '../../../components/ui/poster-image.tsx';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { profileMessages as m } from '../messages.ts';

/**
 * The latest watches on a public profile: poster, title and year, the day, the rating and the review. Two
 * columns on a desktop: the profile uses the page's width while a review's lines stay short enough to read.
 */
export function DiaryList({ entries }: { entries: PublicDiaryEntry[] }) {
  const t = useT();
  return (
    <ol aria-label={t(m.recentDiary)} className="grid grid-cols-1 gap-x-10 lg:grid-cols-2">
      {entries.map((entry, index) => {
        const year = releaseYear(entry.release_date);
        return (
          <li
            key={`${entry.id}-${entry.watched_on}-${index}`}
            className="flex gap-4 border-b border-hairline py-4"
          >
            <Link
              to={`/movie/${entry.id}`}
              tabIndex={-1}
              aria-hidden="true"
              className="w-14 shrink-0 md:w-16"
            >
              <PosterImage path={entry.poster_path} title={entry.title} className="rounded-md" compact />
            </Link>
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <Link
                  to={`/movie/${entry.id}`}
                  className="font-semibold hover:text-accent [overflow-wrap:anywhere]"
                >
                  {entry.title}
                </Link>
                {year && <span className="text-sm tabular-nums text-muted">{year}</span>}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                <time dateTime={entry.watched_on} className="tabular-nums">
                  {t(m.watchedOn, { date: formatCalendarDate(entry.watched_on) ?? entry.watched_on })}
                </time>
                {entry.rating !== null && (
                  <span className="inline-flex items-center gap-1 tabular-nums text-text">
                    <Star size={14} aria-hidden="true" className="fill-accent text-accent" />
                    <span className="sr-only">{t(m.rated)} </span>
                    {entry.rating}/10
                  </span>
                )}
                {entry.is_rewatch && (
                  <span className="inline-flex items-center gap-1">
                    <Repeat size={14} aria-hidden="true" /> {t(m.rewatch)}
                  </span>
                )}
              </p>
              {entry.review && (
                <p className="mt-2 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{entry.review}</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
