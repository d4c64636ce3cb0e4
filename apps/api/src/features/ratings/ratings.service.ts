import type { Catalog } from '@marquee/catalog';
import type { MovieRatingSummary, UserRating } from '@marquee/contracts';
import { assertMovieExists } from '../../platform/movie-snapshot.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { RatingsRepository } from './ratings.repository.ts';

export function createRatingsService({ ratings, catalog }: { ratings: RatingsRepository; catalog: Catalog }) {
  return {
    async rateMovie(userId: string, tmdbId: number, rating: number): Promise<UserRating> {
      await assertMovieExists(catalog, tmdbId);
      await ratings.upsert(userId, tmdbId, rating, uniqueTimestamp());
      return { tmdb_id: tmdbId, rating };
    },

    async userRating(userId: string, tmdbId: number): Promise<UserRating> {
      return { tmdb_id: tmdbId, rating: await ratings.findUserRating(userId, tmdbId) };
    },

    async movieSummary(tmdbId: number): Promise<MovieRatingSummary> {
      const { total, average } = await ratings.summarize(tmdbId);
      // One decimal, as the product displays it.
      return {
        tmdb_id: tmdbId,
        total_ratings: total,
        average_rating: average === null ? null : Math.round(average * 10) / 10,
      };
    },
  };
}
