import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';

/** A rating from this score up (of 10) says the user loved the film. */
export const LOVED_RATING = 8;

/** The rows the library context is built from: read-only, one query per table. */
export function createLibraryContextRepository(db: Kysely<Database>) {
  return {
    async rows(userId: string) {
      const [statuses, ratings, likes, diary] = await Promise.all([
        db
          .selectFrom('watch_status')
          .select(['tmdb_id', 'title', 'status', 'updated_at as at'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('ratings')
          .select(['tmdb_id', 'rating', 'updated_at as at'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('likes')
          .select(['tmdb_id', 'title', 'created_at as at'])
          .where('user_id', '=', userId)
          .execute(),
        db
          .selectFrom('diary_entries')
          .select(['tmdb_id', 'title', 'rating', 'watched_on', 'created_at as at'])
          .where('user_id', '=', userId)
          .execute(),
      ]);
      return { statuses, ratings, likes, diary };
    },
  };
}
export type LibraryContextRepository = ReturnType<typeof createLibraryContextRepository>;
