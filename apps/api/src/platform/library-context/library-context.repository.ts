import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';

/** A rating from this score up (of 10) says the user loved the film. */
export const LOVED_RATING = 8;

/**
 * The rows the library context is built from: read-only, one query per table. `tmdbIds` narrows each query to
 * those movies (the posters of one page); every table is keyed (user_id, tmdb_id), so that read stays indexed.
 */
export function createLibraryContextRepository(db: Kysely<Database>) {
  const statuses = (userId: string, tmdbIds?: readonly number[]) =>
    db
      .selectFrom('watch_status')
      .select(['tmdb_id', 'title', 'status', 'updated_at as at'])
      .where('user_id', '=', userId)
      .$if(tmdbIds !== undefined, (query) => query.where('tmdb_id', 'in', tmdbIds!))
      .execute();
  const ratings = (userId: string, tmdbIds?: readonly number[]) =>
    db
      .selectFrom('ratings')
      .select(['tmdb_id', 'rating', 'updated_at as at'])
      .where('user_id', '=', userId)
      .$if(tmdbIds !== undefined, (query) => query.where('tmdb_id', 'in', tmdbIds!))
      .execute();
  const likes = (userId: string, tmdbIds?: readonly number[]) =>
    db
      .selectFrom('likes')
      .select(['tmdb_id', 'title', 'created_at as at'])
      .where('user_id', '=', userId)
      .$if(tmdbIds !== undefined, (query) => query.where('tmdb_id', 'in', tmdbIds!))
      .execute();
  return {
    async rows(userId: string) {
      const [statusRows, ratingRows, likeRows, diary] = await Promise.all([
        statuses(userId),
        ratings(userId),
        likes(userId),
        db
          .selectFrom('diary_entries')
          .select(['tmdb_id', 'title', 'rating', 'watched_on', 'created_at as at'])
          .where('user_id', '=', userId)
          .execute(),
      ]);
      return { statuses: statusRows, ratings: ratingRows, likes: likeRows, diary };
    },

    /** The watch status, rating and like of some movies (at least one id): what their posters mark. */
    async rowsForMovies(userId: string, tmdbIds: readonly number[]) {
      const [statusRows, ratingRows, likeRows] = await Promise.all([
        statuses(userId, tmdbIds),
        ratings(userId, tmdbIds),
        likes(userId, tmdbIds),
      ]);
      return { statuses: statusRows, ratings: ratingRows, likes: likeRows };
    },
  };
}
export type LibraryContextRepository = ReturnType<typeof createLibraryContextRepository>;
