import { Bookmark, BookmarkCheck, Eye } from 'lucide-react';
import toast from 'react-hot-toast';
import type { WatchStatus } from '@marquee/contracts';
import { infoToast } from '../../../components/ui/info-toast.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { personalActionState } from '../../../lib/personal-action.ts';
import { ToggleButton } from '../../../components/ui/toggle-button.tsx';
import { useSetWatchStatus, useWatchStatuses, WATCH_STATUS_TOASTS } from '../api/use-watch-statuses.ts';
import { type Message, useT } from '../../../lib/i18n/i18n.ts';
import { watchStatusMessages as m } from '../messages.ts';

const BUTTONS: {
  status: WatchStatus;
  idle: Message;
  active: Message;
  Icon: typeof Eye;
  ActiveIcon: typeof Eye;
}[] = [
  { status: 'watched', idle: m.markAsWatched, active: m.watched, Icon: Eye, ActiveIcon: Eye },
  {
    status: 'want_to_watch',
    idle: m.addToWatchlist,
    active: m.inWatchlist,
    Icon: Bookmark,
    ActiveIcon: BookmarkCheck,
  },
];

/** 'Mark as Watched' / 'Add to Watchlist': asking for the current state only informs. */
export function WatchStatusButtons({ movie }: { movie: MovieRef }) {
  const t = useT();
  const statuses = useWatchStatuses();
  const setStatus = useSetWatchStatus();
  const current = statuses.data?.find((item) => item.tmdb_id === movie.id)?.status;
  const { signedOut, disabled } = personalActionState(statuses, setStatus);

  const choose = (status: WatchStatus) => {
    if (signedOut) {
      toast.error(t(m.loginToTrack));
      return;
    }
    if (current === status) {
      infoToast(t(WATCH_STATUS_TOASTS[status].already));
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
          <ToggleButton
            key={status}
            pressed={isActive}
            tone="accent"
            icon={<Shown size={20} aria-hidden="true" />}
            onClick={() => choose(status)}
            disabled={disabled}
          >
            {t(isActive ? active : idle)}
          </ToggleButton>
        );
      })}
    </>
  );
}
export type { MovieRef };
