import { Bookmark, BookmarkCheck, Eye } from 'lucide-react';
import toast from 'react-hot-toast';
import type { WatchStatus } from '@marquee/contracts';
import { infoToast } from '../../../components/ui/info-toast.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { isUnauthorized } from '../../../lib/api-client.ts';
import { useSetWatchStatus, useWatchStatuses, WATCH_STATUS_TOASTS } from '../api/use-watch-statuses.ts';

const BUTTONS: {
  status: WatchStatus;
  idle: string;
  active: string;
  Icon: typeof Eye;
  ActiveIcon: typeof Eye;
}[] = [
  { status: 'watched', idle: 'Mark as Watched', active: 'Watched', Icon: Eye, ActiveIcon: Eye },
  {
    status: 'want_to_watch',
    idle: 'Add to Watchlist',
    active: 'In Watchlist',
    Icon: Bookmark,
    ActiveIcon: BookmarkCheck,
  },
];

/** 'Mark as Watched' / 'Add to Watchlist': asking for the current state only informs. */
export function WatchStatusButtons({ movie }: { movie: MovieRef }) {
  const statuses = useWatchStatuses();
  const setStatus = useSetWatchStatus();
  const current = statuses.data?.find((item) => item.tmdb_id === movie.id)?.status;
  const signedOut = isUnauthorized(statuses.error);

  const choose = (status: WatchStatus) => {
    if (signedOut) {
      toast.error('Please login to track movies');
      return;
    }
    if (current === status) {
      infoToast(WATCH_STATUS_TOASTS[status].already);
      return;
    }
    setStatus.mutate({ movie, status });
  };

  return (
    <>
      {BUTTONS.map(({ status, idle, active, Icon, ActiveIcon }) => {
        const isActive = current === status;
        const Shown = isActive ? ActiveIcon : Icon;
        return (
          <button
            key={status}
            type="button"
            onClick={() => choose(status)}
            disabled={setStatus.isPending || (statuses.isPending && !signedOut)}
            aria-pressed={isActive}
            className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 text-sm font-semibold transition-colors disabled:cursor-wait disabled:opacity-60 ${
              isActive
                ? 'border-accent/60 bg-accent/15 text-accent hover:bg-accent/25'
                : 'border-hairline bg-surface-2 text-text hover:bg-surface'
            }`}
          >
            <Shown size={20} aria-hidden="true" />
            {isActive ? active : idle}
          </button>
        );
      })}
    </>
  );
}
export type { MovieRef };
