import { useAnnouncedMovies } from '../../../components/ui/movie-status-slot.tsx';
import { useLibraryStatus } from './library-statuses-context.ts';
import { StatusMarkIcon } from './status-mark-icons.tsx';
import { statusMarkLabel } from './status-mark-label.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { posterOverlaySurface } from '../../../components/ui/poster-overlay.ts';

/**
 * The signed-in user's mark on a poster's top-left corner: an eye (watched) or a bookmark (watchlist), a star
 * with their rating, a heart (liked). One image to assistive technology, named in words ('Watched, rated 8,
 * liked'); inside the card's link, it is read with the card. A column on a phone, where the card's buttons
 * take the top right; a row from the small breakpoint up.
 */
export function LibraryStatusMark({ movieId }: { movieId: number }) {
  useAnnouncedMovies([movieId]);
  const status = useLibraryStatus(movieId);
  const label = status ? statusMarkLabel(status) : '';
  if (!status || !label) return null;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-status-mark
      className={`absolute left-2 top-2 inline-flex flex-col items-center gap-1 ${posterOverlaySurface} px-1 py-1.5 text-[11px] font-semibold leading-none text-text sm:flex-row sm:px-1.5 sm:py-1`}
    >
      {status.watched && <StatusMarkIcon kind="watched" size={14} />}
      {status.want_to_watch && <StatusMarkIcon kind="want_to_watch" size={14} />}
      {status.rating !== null && (
        <span className="inline-flex flex-col items-center gap-0.5 tabular-nums sm:flex-row">
          <StatusMarkIcon kind="rating" size={12} />
          {status.rating}
        </span>
      )}
      {status.liked && <StatusMarkIcon kind="liked" size={14} />}
      {status.friends_rating !== null && (
        <span className="inline-flex flex-col items-center gap-0.5 tabular-nums sm:flex-row">
          <StatusMarkIcon kind="friends" size={12} />
          {formatNumber(status.friends_rating)}
        </span>
      )}
    </span>
  );
}
