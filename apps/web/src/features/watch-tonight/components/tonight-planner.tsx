import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Shuffle, Sparkles } from 'lucide-react';
import {
  GENRES,
  TONIGHT_LIMITED_NOTE,
  TONIGHT_MOODS,
  type TonightMood,
  type TonightPick,
  type TonightPicksBody,
  type WatchTogetherLink,
} from '@marquee/contracts';
import { PrimaryButton } from '../../../components/ui/form-controls.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useMyServices } from '../api/use-my-services.ts';
import { useTonightPicks } from '../api/use-tonight-picks.ts';
import { PickCard } from './pick-card.tsx';
import { regionName } from '../../../lib/i18n/format.ts';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { apiErrorText, apiText, genreLabel, translateKnown } from '../../../lib/i18n/known-text.ts';
import { tonightMessages as m } from '../messages.ts';

const RUNTIMES = [90, 120, 150] as const;
const selectClass =
  'h-12 w-full rounded-[var(--radius-card)] border border-hairline bg-surface-2 px-3 text-base text-text focus:border-accent focus:outline-none';

/** Partners whose name or handle is among `names` (case-insensitive), as the assistant's link names them. */
export function partnersNamed(partners: WatchTogetherLink[], names: string[]): Set<string> {
  const wanted = new Set(names.map((name) => name.trim().toLowerCase()));
  return new Set(
    partners
      .filter(
        (link) =>
          link.other &&
          (wanted.has(link.other.name.toLowerCase()) || wanted.has((link.other.handle ?? '').toLowerCase())),
      )
      .map((link) => link.other!.user_id),
  );
}

function limitsOf(
  runtime: string,
  moodOrGenre: string,
  watchlistsOnly: boolean,
  onMyServices: boolean,
): TonightPicksBody {
  const [kind, value] = moodOrGenre.split(':');
  return {
    ...(runtime ? { max_runtime: Number(runtime) } : {}),
    ...(kind === 'mood' ? { mood: value as TonightMood } : {}),
    ...(kind === 'genre' ? { genre_id: Number(value) } : {}),
    watchlists_only: watchlistsOnly,
    ...(onMyServices ? { on_my_services: true } : {}),
  };
}

/** Who is watching, the limits, then 5 picks nobody has seen and "Another" for one more. */
export function TonightPlanner({
  partners,
  preselected,
}: {
  partners: WatchTogetherLink[];
  preselected: Set<string>;
}) {
  const t = useT();
  const [members, setMembers] = useState<Set<string>>(preselected);
  const [runtime, setRuntime] = useState('');
  const [moodOrGenre, setMoodOrGenre] = useState('');
  const [watchlistsOnly, setWatchlistsOnly] = useState(false);
  const [onMyServices, setOnMyServices] = useState(false);
  // Live TMDB only: without it nobody's services are known, and the switch is not offered.
  const services = useMyServices().data;
  const [picks, setPicks] = useState<TonightPick[]>([]);
  const [limited, setLimited] = useState(false);
  const [asked, setAsked] = useState<TonightPicksBody>();
  const find = useTonightPicks();
  const another = useTonightPicks();
  const memberIds = [...members];

  const toggle = (userId: string, on: boolean) =>
    setMembers((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      member_ids: memberIds,
      ...limitsOf(runtime, moodOrGenre, watchlistsOnly, onMyServices && Boolean(services?.available)),
    };
    find.mutate(body, {
      onSuccess: (answer) => {
        setAsked(body);
        setPicks(answer.picks);
        setLimited(answer.limited);
      },
    });
  };

  const askAnother = () =>
    asked &&
    another.mutate(
      { ...asked, exclude: picks.map((pick) => pick.movie.id), count: 1 },
      {
        onSuccess: (answer) => {
          if (answer.picks.length === 0) toast(translate(m.noMorePicks));
          setPicks((current) => [...current, ...answer.picks]);
          setLimited(answer.limited);
        },
      },
    );

  return (
    <div className="flex flex-col gap-8">
      <form
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-5 rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 md:p-6"
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t(m.whoIsWatching)}</legend>
          <div className="flex flex-wrap gap-2">
            <span className="inline-flex min-h-10 items-center rounded-full border border-accent bg-accent/15 px-4 text-sm">
              {t(m.you)}
            </span>
            {partners.map((link) => (
              <label
                key={link.other!.user_id}
                className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border border-hairline px-4 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/15"
              >
                <input
                  type="checkbox"
                  className="accent-[var(--color-accent)]"
                  checked={members.has(link.other!.user_id)}
                  onChange={(event) => toggle(link.other!.user_id, event.target.checked)}
                />
                {link.other!.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t(m.longestRuntime)}
            <select
              className={selectClass}
              value={runtime}
              onChange={(event) => setRuntime(event.target.value)}
            >
              <option value="">{t(m.anyLength)}</option>
              {RUNTIMES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t(m.upToMinutes, { minutes })}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1.5 text-sm font-medium">
            {t(m.moodOrGenre)}
            <select
              className={selectClass}
              value={moodOrGenre}
              onChange={(event) => setMoodOrGenre(event.target.value)}
            >
              <option value="">{t(m.anything)}</option>
              <optgroup label={t(m.moods)}>
                {Object.entries(TONIGHT_MOODS).map(([key, mood]) => (
                  <option key={key} value={`mood:${key}`}>
                    {translateKnown(`tonightMoods.${key}`, mood.label)}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t(m.genres)}>
                {GENRES.map((genre) => (
                  <option key={genre.id} value={`genre:${genre.id}`}>
                    {genreLabel(genre)}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>
        </div>
        <Switch
          label={t(m.watchlistsOnly)}
          description={t(m.watchlistsOnlyDescription)}
          checked={watchlistsOnly}
          onChange={setWatchlistsOnly}
        />
        {services?.available && (
          <Switch
            label={t(m.onMyServices)}
            description={
              services.provider_ids.length > 0
                ? t(m.onMyServicesDescription, { region: regionName(services.region) })
                : t(m.chooseServicesFirst)
            }
            checked={onMyServices}
            onChange={setOnMyServices}
          />
        )}
        <PrimaryButton pending={find.isPending}>
          <Sparkles size={18} aria-hidden="true" /> {t(m.findPicks)}
        </PrimaryButton>
      </form>

      {find.isError && (
        <p role="alert" className="text-danger">
          {apiErrorText(find.error, find.error.message)}
        </p>
      )}
      {asked && (
        <section aria-labelledby="picks-heading" className="flex flex-col gap-4">
          <h2 id="picks-heading" className="text-xl font-semibold">
            {t(m.picksForTonight)}
          </h2>
          {limited && (
            <p
              role="status"
              className="rounded-[var(--radius-card)] border border-accent/40 bg-accent/10 px-4 py-3 text-sm"
            >
              {apiText(TONIGHT_LIMITED_NOTE)}
            </p>
          )}
          {picks.length === 0 ? (
            <p className="text-muted">{t(m.nothingFits)}</p>
          ) : (
            <ol className="grid gap-3 lg:grid-cols-2">
              {picks.map((pick) => (
                <PickCard
                  key={pick.movie.id}
                  pick={pick}
                  memberIds={asked.member_ids ?? []}
                  alone={!asked.member_ids?.length}
                />
              ))}
            </ol>
          )}
          {picks.length > 0 && (
            <button
              type="button"
              onClick={askAnother}
              disabled={another.isPending}
              className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg border border-hairline px-5 font-medium transition-colors hover:bg-surface-2 disabled:opacity-60"
            >
              <Shuffle size={18} aria-hidden="true" /> {t(m.another)}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
