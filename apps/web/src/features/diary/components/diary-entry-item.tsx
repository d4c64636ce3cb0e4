import { Pencil, Repeat, Star, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { DiaryEntry } from '@marquee/contracts';
import { PosterImage } from '../../../components/ui/poster-image.tsx';
import { formatCalendarDate, formatWeekday } from '../../../lib/calendar-date.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { diaryMessages as m } from '../messages.ts';

const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-text disabled:opacity-50';

/** One watch in the diary: day, poster, title and year, rating, rewatch mark, review, tags, Edit and Delete. */
export function DiaryEntryItem({
  entry,
  onEdit,
  onDelete,
  deleting,
}: {
  entry: DiaryEntry;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const t = useT();
  const year = entry.release_date?.slice(0, 4);
  const day = formatCalendarDate(entry.watched_on) ?? entry.watched_on;
  const movieUrl = `/movie/${entry.tmdb_id}`;
  return (
    <article
      aria-label={t(m.watchedOn, { title: entry.title, day })}
      className="flex gap-3 rounded-[var(--radius-card)] border border-hairline bg-surface p-3 sm:gap-4 sm:p-4"
    >
      <time
        dateTime={entry.watched_on}
        className="flex w-10 shrink-0 flex-col items-center pt-1 text-center sm:w-12"
      >
        <span className="text-2xl font-semibold leading-none tabular-nums sm:text-3xl">
          {Number(entry.watched_on.slice(8, 10))}
        </span>
        <span className="mt-1 text-xs uppercase tracking-wide text-muted">
          {formatWeekday(entry.watched_on)}
        </span>
      </time>
      <Link
        to={movieUrl}
        tabIndex={-1}
        aria-hidden="true"
        className="w-14 shrink-0 self-start overflow-hidden rounded-md ring-1 ring-hairline sm:w-16"
      >
        <PosterImage path={entry.poster_path} title={entry.title} />
      </Link>
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold leading-snug [overflow-wrap:anywhere]">
          <Link to={movieUrl} className="hover:text-accent">
            {entry.title}
          </Link>
          {year && <span className="ml-2 text-sm font-normal tabular-nums text-muted">{year}</span>}
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {entry.rating !== null && (
            <span className="inline-flex items-center gap-1 tabular-nums text-text">
              <Star size={14} aria-hidden="true" className="fill-accent text-accent" />
              <span>
                <span className="sr-only">{t(m.rated)} </span>
                {entry.rating}/10
              </span>
            </span>
          )}
          {entry.is_rewatch && (
            <span className="inline-flex items-center gap-1">
              <Repeat size={14} aria-hidden="true" />
              {t(m.rewatch)}
            </span>
          )}
        </p>
        {entry.review && (
          <p className="mt-2 whitespace-pre-line text-sm leading-relaxed text-text/90 [overflow-wrap:anywhere]">
            {entry.review}
          </p>
        )}
        {entry.tags.length > 0 && (
          <ul aria-label={t(m.tags)} className="mt-2 flex flex-wrap gap-1.5">
            {entry.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full border border-hairline bg-surface-2 px-2.5 py-0.5 text-xs text-muted [overflow-wrap:anywhere]"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-start">
        <button
          type="button"
          onClick={onEdit}
          aria-label={t(m.editOn, { title: entry.title, day })}
          className={iconButton}
        >
          <Pencil size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={t(m.deleteOn, { title: entry.title, day })}
          className={`${iconButton} hover:text-danger`}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}
