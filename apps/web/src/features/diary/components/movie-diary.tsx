import { useCallback, useState } from 'react';
import { NotebookPen } from 'lucide-react';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useMovieDiary } from '../api/use-diary.ts';
import { LazyDiaryEntryDialog } from './lazy-diary-entry-dialog.tsx';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { movieDiaryMessages as m } from '../movie-diary.messages.ts';

/** "Watched once", "Watched 2 times". */
export function watchedTimes(count: number): string {
  return translate(m.watchedTimes, { count });
}

/**
 * The movie page's diary: a "Log a watch" button and, once the user has logged watches, how many and the
 * latest. Visitors see neither. A new entry starts with the user's rating of the movie (`ownRating`), if any.
 */
export function MovieDiary({ movie, ownRating = null }: { movie: MovieRef; ownRating?: number | null }) {
  const t = useT();
  const diary = useMovieDiary(movie.id);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  if (!diary.data) return null;
  const { count, last_watched_on } = diary.data;
  const last = formatCalendarDate(last_watched_on);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-hairline bg-surface-2 px-4 text-sm font-semibold text-text transition-colors hover:bg-surface"
      >
        <NotebookPen size={20} aria-hidden="true" />
        {t(m.logAWatch)}
      </button>
      {count > 0 && (
        <p className="basis-full text-sm text-muted" data-testid="movie-diary-line">
          {watchedTimes(count)}
          {last && (
            <>
              {t(m.lastOn)} <span className="text-text">{last}</span>
            </>
          )}
        </p>
      )}
      {open && <LazyDiaryEntryDialog movie={movie} initialRating={ownRating} onClose={close} />}
    </>
  );
}
