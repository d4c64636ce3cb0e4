import type { Stats } from '@marquee/contracts';
import type { StatsRepository } from './stats.repository.ts';
import {
  filmRatings,
  groupByYear,
  ratingHistogram,
  reviewOfYear,
  totalsOf,
  yearOf,
} from './watch-figures.ts';

/**
 * Figures over the catalog's facts (genres, people) are aggregated by the database; figures over the watches
 * themselves come from one fetch of the diary, aggregated in memory: a 5,000-entry diary is a few thousand
 * small rows, and months, first/last, rewatches and the longest film read far more simply in code than as
 * portable SQL. Measured in stats.test.ts.
 */
export function createStatsService({ stats }: { stats: StatsRepository }) {
  return {
    async statsFor(userId: string, requestedYear: number | undefined): Promise<Stats> {
      const [watches, movieRatings, topGenres, topDirectors, topActors, watchedList] = await Promise.all([
        stats.listWatches(userId),
        stats.listMovieRatings(userId),
        stats.topGenres(userId),
        stats.topDirectors(userId),
        stats.topActors(userId),
        stats.watchedList(userId),
      ]);
      const years = groupByYear(watches);
      const ratings = filmRatings(watches, movieRatings);
      const year = requestedYear ?? watches.at(-1)?.watched_on.slice(0, 4);

      let review: Stats['review'] = null;
      if (year !== undefined) {
        const reviewYear = Number(year);
        const earlierFilms = new Set(
          watches.filter((watch) => yearOf(watch) < reviewYear).map((watch) => watch.tmdb_id),
        );
        review = {
          ...reviewOfYear(reviewYear, years.get(reviewYear) ?? [], earlierFilms, ratings),
          top_genre: await stats.topGenreOfYear(userId, reviewYear),
        };
      }

      return {
        totals: totalsOf(watches),
        years: [...years].map(([year, list]) => ({ year, ...totalsOf(list) })),
        ratings: ratingHistogram(ratings),
        top_genres: topGenres,
        top_directors: topDirectors,
        top_actors: topActors,
        review,
        watched_list: watchedList,
      };
    },
  };
}
