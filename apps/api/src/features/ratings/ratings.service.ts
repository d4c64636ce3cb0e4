import type { CatalogBrowse } from '@marquee/catalog';
import type { MovieRatingSummary, UserRating } from '@marquee/contracts';
import { assertMovieExists } from '../../platform/movie-snapshot.ts';
import type { PublishableEvents } from '../../platform/publishable-events.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { RatingsRepository } from './ratings.repository.ts';

export function createRatingsService({
  ratings,
  catalog,
  events,
}: {
  ratings: RatingsRepository;
  catalog: CatalogBrowse;
  /** Told after each rating, for federation to publish it (ADR 035). */
  events?: PublishableEvents;
}) {
  return {
    async rateMovie(userId: string, tmdbId: number, rating: number): Promise<UserRating> {
      await assertMovieExists(catalog, tmdbId);
      await ratings.upsert(userId, tmdbId, rating, uniqueTimestamp());
      events?.emit({ item: 'rating', userId, itemId: tmdbId });
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
