import { useState } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { RATING_MAX } from '@marquee/contracts';
import { TextSkeleton } from '../../../components/ui/skeletons.tsx';
import { isUnauthorized } from '../../../lib/api-client.ts';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { useMovieRating, useRateMovie, useUserRating } from '../api/use-ratings.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { ratingMessages as m } from '../messages.ts';
import { RatingVisibility } from './rating-visibility.tsx';
import { formatRating } from '../../../lib/i18n/format.ts';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** Rating section of the movie page: the average and, for a signed-in user, their own stars. */
export function RatingSection({ movie }: { movie: MovieRef }) {
  const t = useT();
  const userRating = useUserRating(movie.id);
  const summary = useMovieRating(movie.id);
  const rate = useRateMovie(movie.id);
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(0);
  const signedOut = isUnauthorized(userRating.error);

  // The community average when anyone rated, else the movie database's vote average; one decimal. Until the
  // members' summary answers, neither: showing TMDB's figure first would swap it under the reader's eyes.
  const loading = summary.isPending;
  const total = summary.data?.total_ratings ?? 0;
  const average = summary.data?.average_rating;
  const byMembers = total > 0 && average != null;
  const displayed = byMembers ? average : movie.vote_average;
  // Said aloud, so the figure can't be mistaken for the hero's TMDB rating (or the reverse).
  const source = loading ? t(m.loadingRating) : byMembers ? t(m.membersAverage) : t(m.tmdbNoMembers);
  const own = userRating.data?.rating ?? null;
  // The stars show the pending choice, else the user's saved rating.
  const shown = hovered || selected || (own ?? 0);

  const submit = () => {
    if (selected <= 0) return;
    rate.mutate(selected, { onSuccess: () => setSelected(0) });
  };

  return (
    <section
      aria-labelledby="rating-heading"
      className="rounded-[var(--radius-panel)] border border-hairline bg-surface p-5 md:p-6"
    >
      <h2 id="rating-heading" className="text-xl font-semibold tracking-tight md:text-2xl">
        {t(m.rating)}
      </h2>
      <div
        role="group"
        aria-label={source}
        aria-busy={loading}
        data-testid="rating-summary"
        className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1"
      >
        <span className="inline-flex items-center gap-1.5 text-3xl font-semibold tabular-nums">
          <Star size={24} aria-hidden="true" className="fill-accent text-accent" />
          {loading ? (
            <TextSkeleton className="h-9 w-14 self-center" />
          ) : (
            <span data-testid="displayed-rating">{formatRating(displayed)}</span>
          )}
          <span className="text-base font-normal text-muted">{t(m.outOfTen)}</span>
        </span>
        {summary.data && <span className="text-sm tabular-nums text-muted">{t(m.reviews, { total })}</span>}
      </div>

      {signedOut ? (
        <p className="mt-4 text-sm text-muted">
          <Link to="/login" className="font-semibold text-accent hover:text-accent-hover">
            {t(m.loginToRate)}
          </Link>
        </p>
      ) : (
        <div className="mt-5">
          {own !== null && (
            <div className="mb-2 flex flex-wrap items-center gap-x-3 gap-y-2">
              <p className="text-sm text-muted">
                {t(m.yourRating)} <span className="font-semibold tabular-nums text-text">{own}/10</span>
              </p>
              <RatingVisibility tmdbId={movie.id} />
            </div>
          )}
          <div
            role="group"
            aria-label={t(m.chooseRating)}
            // Ten equal cells: the stars keep one line on a phone.
            className="grid max-w-[400px] grid-cols-10 gap-0.5"
            onMouseLeave={() => setHovered(0)}
          >
            {STARS.map((value) => (
              <button
                key={value}
                type="button"
                aria-label={t(m.rateOutOf, { value })}
                aria-pressed={selected === value}
                onClick={() => setSelected(value)}
                onMouseEnter={() => setHovered(value)}
                className="inline-flex aspect-square min-h-7 w-full items-center justify-center rounded-md transition-transform hover:scale-110"
              >
                <Star
                  size={24}
                  aria-hidden="true"
                  className={value <= shown ? 'fill-accent text-accent' : 'text-hairline'}
                />
              </button>
            ))}
          </div>
          <div className="mt-4 flex items-center gap-3">
            <button
              type="button"
              onClick={submit}
              disabled={selected <= 0 || rate.isPending || userRating.isPending}
              className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 text-sm font-semibold text-on-accent transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-50"
            >
              {own !== null ? t(m.updateRating) : t(m.submitRating)}
            </button>
            {selected > 0 && (
              <span className="text-sm tabular-nums text-muted">{t(m.selected, { value: selected })}</span>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
export type { MovieRef };
