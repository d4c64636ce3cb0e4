import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { CONNECTION_SOURCE_NAMES, type UnmatchedPlay } from '@marquee/contracts';
import { ErrorMessage, errorText } from '../../../components/ui/error-message.tsx';
import { TextField } from '../../../components/ui/form-controls.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDate } from '../../../lib/calendar-date.ts';
import {
  useDismissPlay,
  useMovieChoices,
  useResolvePlay,
  useUnmatchedPlays,
} from '../api/connections-api.ts';
import { PANEL, SECONDARY_BUTTON } from './panel-styles.ts';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { connectionMessages as m } from '../messages.ts';

const playName = (play: UnmatchedPlay) =>
  `${play.title ?? play.imdb_id ?? `TMDB ${play.tmdb_id ?? '?'}`}${play.year ? ` (${play.year})` : ''}`;

/** Search the catalog and log the play as the movie picked. */
function MoviePicker({ play, onDone }: { play: UnmatchedPlay; onDone: () => void }) {
  const t = useT();
  const [query, setQuery] = useState(play.title ?? '');
  const choices = useMovieChoices(query);
  const resolve = useResolvePlay();
  const pick = (tmdbId: number, title: string) =>
    resolve.mutate(
      { itemId: play.item_id, tmdbId },
      {
        onSuccess: (result) => {
          toast.success(
            translate(result.outcome === 'logged' ? m.loggedTitle : m.alreadyLoggedThatDay, { title }),
          );
          onDone();
        },
        onError: (error) => toast.error(errorText(error)),
      },
    );
  return (
    <div className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-hairline p-3">
      <TextField
        label={t(m.searchFor, { play: playName(play) })}
        value={query}
        autoFocus
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim().length < 2 ? (
        <p className="text-sm text-muted">{t(m.typeTwoLetters)}</p>
      ) : choices.isPending ? (
        <Spinner size={20} label={t(m.searching)} />
      ) : choices.isError ? (
        <ErrorMessage message={errorText(choices.error)} />
      ) : choices.data.length === 0 ? (
        <p className="text-sm text-muted">{t(m.noMovieFound)}</p>
      ) : (
        <ul aria-label={t(m.moviesToPick)} className="flex flex-col gap-1">
          {choices.data.map((movie) => {
            const year = movie.release_date?.slice(0, 4);
            const label = `${movie.title}${year ? ` (${year})` : ''}`;
            return (
              <li key={movie.id}>
                <button
                  type="button"
                  disabled={resolve.isPending}
                  onClick={() => pick(movie.id, label)}
                  className="w-full rounded-[var(--radius-card)] px-3 py-2 text-left text-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {t(m.logAs, { title: label })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          {t(m.cancel)}
        </button>
      </div>
    </div>
  );
}

function UnmatchedRow({ play }: { play: UnmatchedPlay }) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const dismiss = useDismissPlay();
  return (
    <li className="flex flex-col gap-3 border-t border-hairline py-4 first:border-t-0">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">
          <span className="font-medium">{playName(play)}</span>
          <span className="block text-muted">
            {t(m.fromSource, {
              source: CONNECTION_SOURCE_NAMES[play.source],
              date: formatCalendarDate(play.watched_on),
            })}
          </span>
        </p>
        {!picking && (
          <div className="flex gap-2">
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setPicking(true)}>
              {t(m.pickMovie)}
            </button>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              disabled={dismiss.isPending}
              aria-label={t(m.dismissPlay, { play: playName(play) })}
              onClick={() =>
                dismiss.mutate(play.item_id, {
                  onSuccess: () => toast.success(translate(m.dismissed, { play: playName(play) })),
                  onError: (error) => toast.error(errorText(error)),
                })
              }
            >
              {t(m.dismiss)}
            </button>
          </div>
        )}
      </div>
      {picking && <MoviePicker play={play} onDone={() => setPicking(false)} />}
    </li>
  );
}

/** Finished plays no movie matched, waiting for the user. */
export function UnmatchedQueue() {
  const t = useT();
  const titleId = useId();
  const plays = useUnmatchedPlays();
  return (
    <section aria-labelledby={titleId} className={`${PANEL} flex flex-col gap-3`}>
      <div>
        <h2 id={titleId} className="text-xl font-semibold">
          {t(m.waitingTitle)}
        </h2>
        <p className="mt-1 text-sm text-muted">{t(m.waitingIntro)}</p>
      </div>
      {plays.isPending ? (
        <Spinner size={24} label={t(m.loadingUnmatched)} />
      ) : plays.isError ? (
        <ErrorMessage message={errorText(plays.error)} />
      ) : plays.data.length === 0 ? (
        <p className="text-sm text-muted">{t(m.nothingWaiting)}</p>
      ) : (
        <ul aria-label={t(m.unmatchedPlays)} className="flex flex-col">
          {plays.data.map((play) => (
            <UnmatchedRow key={play.item_id} play={play} />
          ))}
        </ul>
      )}
    </section>
  );
}
