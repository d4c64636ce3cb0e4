import {
  RATING_MAX,
  RATING_MIN,
  REVIEW_TOP_RATED,
  type RatingBucket,
  type YearReview,
  type YearStats,
} from '@marquee/contracts';
import type { WatchRow } from './stats.repository.ts';

/** Pure figures over a user's watches (oldest first), computed in memory: see stats.service.ts for why. */

type WatchTotals = Pick<YearStats, 'watches' | 'films' | 'minutes' | 'films_without_runtime'>;

export const yearOf = (watch: WatchRow): number => Number(watch.watched_on.slice(0, 4));

export function totalsOf(watches: WatchRow[]): WatchTotals {
  const films = new Set<number>();
  const withoutRuntime = new Set<number>();
  let minutes = 0;
  for (const watch of watches) {
    films.add(watch.tmdb_id);
    if (watch.runtime) minutes += watch.runtime;
    else withoutRuntime.add(watch.tmdb_id);
  }
  return { watches: watches.length, films: films.size, minutes, films_without_runtime: withoutRuntime.size };
}

/** Watches grouped by year, oldest year first. */
export function groupByYear(watches: WatchRow[]): Map<number, WatchRow[]> {
  const years = new Map<number, WatchRow[]>();
  for (const watch of watches) {
    const year = yearOf(watch);
    const list = years.get(year);
    if (list) list.push(watch);
    else years.set(year, [watch]);
  }
  return years;
}

/**
 * One rating per film: its most recent rated watch, else the rating the user gave the movie elsewhere
 * (`movieRatings`, which may name movies never logged: they count too).
 */
export function filmRatings(
  watches: WatchRow[],
  movieRatings: { tmdb_id: number; rating: number }[],
): Map<number, number> {
  const ratings = new Map<number, number>();
  for (const { tmdb_id, rating } of movieRatings) ratings.set(tmdb_id, rating);
  // Oldest first, so the latest rated watch is written last.
  for (const watch of watches) if (watch.rating !== null) ratings.set(watch.tmdb_id, watch.rating);
  return ratings;
}

export function ratingHistogram(ratings: Map<number, number>): RatingBucket[] {
  const buckets = new Map<number, number>();
  for (let rating = RATING_MIN; rating <= RATING_MAX; rating++) buckets.set(rating, 0);
  for (const rating of ratings.values())
    if (buckets.has(rating)) buckets.set(rating, (buckets.get(rating) ?? 0) + 1);
  return [...buckets].map(([rating, films]) => ({ rating, films }));
}

const film = (watch: WatchRow) => ({
  tmdb_id: watch.tmdb_id,
  title: watch.title,
  poster_path: watch.poster_path,
});

/** The year in review but for its most-watched genre, which the database counts. */
export function reviewOfYear(
  year: number,
  watches: WatchRow[],
  earlierFilms: Set<number>,
  ratings: Map<number, number>,
): Omit<YearReview, 'top_genre'> {
  const months = Array.from({ length: 12 }, () => 0);
  const seen = new Set(earlierFilms);
  const firstWatch = new Map<number, WatchRow>();
  let rewatches = 0;
  let longest: WatchRow | null = null;
  for (const watch of watches) {
    months[Number(watch.watched_on.slice(5, 7)) - 1]++;
    if (watch.is_rewatch === 1 || seen.has(watch.tmdb_id)) rewatches++;
    seen.add(watch.tmdb_id);
    if (!firstWatch.has(watch.tmdb_id)) firstWatch.set(watch.tmdb_id, watch);
    if (watch.runtime && (longest === null || watch.runtime > (longest.runtime ?? 0))) longest = watch;
  }
  // Map order is first-watch order, and sort is stable: ties stay in the order the films were first watched.
  const topRated = [...firstWatch.values()]
    .filter((watch) => ratings.has(watch.tmdb_id))
    .map((watch) => ({ ...film(watch), rating: ratings.get(watch.tmdb_id) ?? 0 }))
    .sort((a, b) => b.rating - a.rating)
    .slice(0, REVIEW_TOP_RATED);
  const first = watches[0];
  const last = watches.at(-1);
  return {
    year,
    ...totalsOf(watches),
    months,
    top_rated: topRated,
    first_film: first ? { ...film(first), watched_on: first.watched_on } : null,
    last_film: last ? { ...film(last), watched_on: last.watched_on } : null,
    rewatches,
    longest_film: longest ? { ...film(longest), runtime: longest.runtime ?? 0 } : null,
  };
}
