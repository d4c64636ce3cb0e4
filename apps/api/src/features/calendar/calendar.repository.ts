import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';

export interface WatchlistMovie {
  tmdb_id: number;
  title: string;
  /** From the catalog (the starter, an import or TMDB's mirror); null when it does not know the movie. */
  release_date: string | null;
}

export function createCalendarRepository(db: Kysely<Database>) {
  return {
    /** When the user's current address was made; undefined without one. */
    async findCreatedAt(userId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select('created_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.created_at;
    },

    async findUserId(secretHash: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select('user_id')
        .where('secret_hash', '=', secretHash)
        .executeTakeFirst();
      return row?.user_id;
    },

    /** Sets the hash of the user's secret, replacing the one before (its address stops working). */
    async saveSecretHash(userId: string, secretHash: string, createdAt: string): Promise<void> {
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: userId, secret_hash: secretHash, created_at: createdAt })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ secret_hash: secretHash, created_at: createdAt }),
        )
        .execute();
    },

    async delete(userId: string): Promise<void> {
      await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    },

    watchlist(userId: string): Promise<WatchlistMovie[]> {
      return db
        .selectFrom('watch_status')
        .leftJoin('movies', 'movies.id', 'watch_status.tmdb_id')
        .select(['watch_status.tmdb_id', 'watch_status.title', 'movies.release_date'])
        .where('watch_status.user_id', '=', userId)
        .where('watch_status.status', '=', 'want_to_watch')
        .orderBy('watch_status.tmdb_id')
        .execute();
    },
  };
}
export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
