import { useId } from 'react';
import { Link } from 'react-router';
import { Star } from 'lucide-react';
import type { StatsFilm, YearReview as Review } from '@marquee/contracts';
import { BarChart } from './bar-chart.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { genreLabel } from '../../../lib/i18n/known-text.ts';
import { statsMessages as m } from '../messages.ts';
import {
  formatCount,
  formatDay,
  formatHours,
  hoursOf,
  runtimeNote,
  shortMonthNames,
  watches,
} from './format.ts';
import { StatTile, StatTiles } from './stat-tile.tsx';
import { StatsPanel } from './stats-panel.tsx';

interface YearReviewProps {
  review: Review;
  /** Years with entries, newest first: the choices of the year selector. */
  years: number[];
  onYearChange: (year: number) => void;
  /** A newly chosen year is loading (the previous review stays shown meanwhile). */
  isChanging: boolean;
}

const moviePath = (film: StatsFilm) => `/movie/${film.tmdb_id}`;

export function YearReview({ review, years, onYearChange, isChanging }: YearReviewProps) {
  const t = useT();
  const headingId = useId();
  const selectId = useId();
  const choices = years.includes(review.year) ? years : [review.year, ...years];
  return (
    <section aria-labelledby={headingId} aria-busy={isChanging} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight md:text-2xl">
          {t(m.yearInReview, { year: review.year })}
        </h2>
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-muted">
            {t(m.year)}
          </label>
          <select
            id={selectId}
            value={review.year}
            onChange={(event) => onYearChange(Number(event.target.value))}
            className="h-11 rounded-[var(--radius-card)] border border-hairline bg-surface-2 px-3 text-base tabular-nums text-text focus:border-accent"
          >
            {choices.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>

      {review.watches === 0 ? (
        <p className="rounded-[var(--radius-panel)] border border-dashed border-hairline px-6 py-10 text-center text-muted">
          {t(m.noFilmsInYear, { year: review.year })}
        </p>
      ) : (
        <div className={`flex flex-col gap-4 transition-opacity ${isChanging ? 'opacity-60' : ''}`}>
          <StatTiles label={t(m.yearInNumbers, { year: review.year })}>
            <StatTile
              label={t(m.watchesLogged)}
              value={formatCount(review.watches)}
              note={t(m.differentFilms, { count: review.films })}
            />
            <StatTile
              label={t(m.hoursLabel)}
              value={formatHours(hoursOf(review.minutes))}
              note={review.films_without_runtime > 0 ? runtimeNote(review.films_without_runtime) : undefined}
            />
            <StatTile label={t(m.rewatches)} value={formatCount(review.rewatches)} />
            <StatTile
              label={t(m.mostWatchedGenre)}
              value={
                <span className="text-xl md:text-2xl">
                  {review.top_genre ? genreLabel(review.top_genre) : '—'}
                </span>
              }
              note={review.top_genre ? watches(review.top_genre.watches) : undefined}
            />
          </StatTiles>

          <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
            <StatsPanel title={t(m.filmsPerMonth, { year: review.year })}>
              <BarChart
                title={t(m.filmsPerMonth, { year: review.year })}
                labels={shortMonthNames()}
                values={review.months}
                columns={[t(m.month), t(m.filmsColumn)]}
              />
            </StatsPanel>
            <StatsPanel title={t(m.topRated)}>
              {review.top_rated.length === 0 ? (
                <p className="text-sm text-muted">{t(m.noRatingsThisYear)}</p>
              ) : (
                <ol aria-label={t(m.topRatedOf, { year: review.year })} className="flex flex-col gap-2">
                  {review.top_rated.map((film, index) => (
                    <li key={film.tmdb_id} className="flex items-center gap-3">
                      <span className="w-5 text-right text-sm tabular-nums text-muted">{index + 1}</span>
                      <Link
                        to={moviePath(film)}
                        className="min-w-0 flex-1 truncate rounded font-medium hover:text-accent"
                      >
                        {film.title}
                      </Link>
                      <span className="flex items-center gap-1 text-sm tabular-nums">
                        <Star size={14} aria-hidden="true" className="fill-accent text-accent" />
                        <span>
                          {film.rating}
                          <span className="sr-only"> {t(m.outOfTen)}</span>
                        </span>
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </StatsPanel>
          </div>

          <dl
            aria-label={t(m.highlights, { year: review.year })}
            className="grid gap-3 sm:grid-cols-3 md:gap-4"
          >
            <Highlight
              label={t(m.firstFilm)}
              film={review.first_film}
              detail={review.first_film && formatDay(review.first_film.watched_on)}
            />
            <Highlight
              label={t(m.lastFilm)}
              film={review.last_film}
              detail={review.last_film && formatDay(review.last_film.watched_on)}
            />
            <Highlight
              label={t(m.longestFilm)}
              film={review.longest_film}
              detail={review.longest_film && t(m.minutes, { minutes: review.longest_film.runtime })}
            />
          </dl>
        </div>
      )}
    </section>
  );
}

function Highlight({
  label,
  film,
  detail,
}: {
  label: string;
  film: StatsFilm | null;
  detail: string | null;
}) {
  return (
    <div className="min-w-0 rounded-[var(--radius-card)] border border-hairline bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 truncate font-semibold">
        {film ? (
          <Link to={moviePath(film)} className="rounded hover:text-accent">
            {film.title}
          </Link>
        ) : (
          '—'
        )}
      </dd>
      {detail && <dd className="text-sm tabular-nums text-muted">{detail}</dd>}
    </div>
  );
}
