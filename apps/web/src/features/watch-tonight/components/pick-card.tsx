import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BookmarkCheck, BookmarkPlus } from 'lucide-react';
import type { TonightPick } from '@marquee/contracts';
import { PosterImage } from '../../../components/ui/poster-image.tsx';
import { releaseYear } from '../../../components/ui/movie-card.tsx';
import { useAddToWatchlists } from '../api/use-tonight-picks.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { tonightMessages as m } from '../messages.ts';
import { memberReasonText } from '../member-reason-text.ts';

const actionClass = 'mt-auto inline-flex min-h-10 items-center gap-1.5 self-start text-sm font-medium';

interface PickCardProps {
  pick: TonightPick;
  /** Everyone watching tonight, whose watchlists the pick is added to. */
  memberIds: string[];
  /** Only the user is watching: the wording says "my watchlist". */
  alone: boolean;
}

/**
 * "Add to everyone's watchlist", offered only while someone watching lacks the pick: once every member has it,
 * the card says so instead.
 */
function WatchlistAction({ pick, memberIds, alone }: PickCardProps) {
  const t = useT();
  const add = useAddToWatchlists();
  const [onEveryList, setOnEveryList] = useState(() => pick.reasons.every((reason) => reason.on_watchlist));
  // The button goes once it has done its work: focus moves to what replaced it, not to the page's start.
  const [justAdded, setJustAdded] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (justAdded) statusRef.current?.focus();
  }, [justAdded]);
  if (onEveryList)
    return (
      <p ref={statusRef} tabIndex={-1} className={`${actionClass} text-muted`}>
        <BookmarkCheck size={16} aria-hidden="true" className="text-accent" />
        {alone ? t(m.onYourWatchlist) : t(m.onEveryonesWatchlist)}
      </p>
    );
  return (
    <button
      type="button"
      disabled={add.isPending}
      onClick={() =>
        add.mutate(
          { tmdb_id: pick.movie.id, member_ids: memberIds },
          {
            onSuccess: () => {
              setOnEveryList(true);
              setJustAdded(true);
            },
          },
        )
      }
      className={`${actionClass} rounded-lg border border-hairline px-3 transition-colors hover:bg-surface-2 disabled:opacity-60`}
    >
      <BookmarkPlus size={16} aria-hidden="true" />
      {alone ? t(m.addToMyWatchlist) : t(m.addToEveryonesWatchlist)}
    </button>
  );
}

/** One pick: poster, title and year, each member's reason, and the watchlist action. */
export function PickCard({ pick, memberIds, alone }: PickCardProps) {
  const t = useT();
  const year = releaseYear(pick.movie.release_date);
  return (
    <li className="flex gap-4 rounded-[var(--radius-panel)] border border-hairline bg-surface p-3 sm:p-4">
      {/* The title's link names the movie; the poster repeats it for the pointer only. */}
      <Link
        to={`/movie/${pick.movie.id}`}
        aria-hidden="true"
        tabIndex={-1}
        className="w-20 shrink-0 overflow-hidden rounded-[var(--radius-card)] sm:w-24"
      >
        <PosterImage path={pick.movie.poster_path} title={pick.movie.title} compact decorative />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-semibold leading-snug [overflow-wrap:anywhere]">
          <Link to={`/movie/${pick.movie.id}`} className="hover:text-accent">
            {pick.movie.title}
          </Link>
          {year && <span className="ml-2 text-sm font-normal tabular-nums text-muted">{year}</span>}
        </h3>
        <ul className="flex flex-col gap-1 text-sm text-muted" aria-label={t(m.whyItFits)}>
          {pick.reasons.map((reason) => (
            <li key={reason.user_id} className="[overflow-wrap:anywhere]">
              <span className="font-medium text-text">
                {reason.parts?.subject === 'you' ? t(m.you) : reason.name}:
              </span>{' '}
              {memberReasonText(reason)}
            </li>
          ))}
        </ul>
        <WatchlistAction pick={pick} memberIds={memberIds} alone={alone} />
      </div>
    </li>
  );
}
