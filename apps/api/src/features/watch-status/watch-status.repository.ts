import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { insertDiaryEntry, upsertWatchStatus } from '../../platform/watch-log.ts';
import { withMovieId } from '../../platform/movie-snapshot.ts';
import type { MovieSnapshot, WatchStatus, WatchStatusItem } from '@marquee/contracts';

const itemColumns = ['tmdb_id', 'title', 'poster_path', 'vote_average', 'status', 'updated_at'] as const;

export function createWatchStatusRepository(db: Kysely<Database>) {
  return {
    listForUser(userId: string): Promise<WatchStatusItem[]> {
      return db
        .selectFrom('watch_status')
        .select(itemColumns)
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .execute()
        .then((rows) => rows.map(withMovieId));
    },

    async find(userId: string, tmdbId: number): Promise<WatchStatusItem | undefined> {
      return db
        .selectFrom('watch_status')
        .select(itemColumns)
        .where('user_id', '=', userId)
        .where('tmdb_id', '=', tmdbId)
        .executeTakeFirst()
        .then((row) => (row ? withMovieId(row) : undefined));
    },

    /** One row per user and movie: setting a status again replaces the previous one. */
    async set(
      userId: string,
      movie: MovieSnapshot,
      status: WatchStatus,
      updatedAt: string,
    ): Promise<WatchStatusItem> {
      const item = await upsertWatchStatus(db, userId, movie, status, updatedAt);
      if (!item) throw new Error('watch status upsert returned no row');
      return item;
    },

    /**
     * Marks the movie watched and logs today's watch in the diary, in one transaction. Undefined (and nothing
     * written) when the movie already was watched, even if a concurrent request just marked it.
     */
    async markWatched(
      userId: string,
      movie: MovieSnapshot,
      releaseDate: string | null,
      watchedOn: string,
      updatedAt: string,
    ): Promise<WatchStatusItem | undefined> {
      return db.transaction().execute(async (trx) => {
        const item = await upsertWatchStatus(trx, userId, movie, 'watched', updatedAt, {
          unlessAlready: true,
        });
        if (!item) return undefined;
        await insertDiaryEntry(trx, {
          userId,
          snapshot: movie,
          releaseDate,
          watchedOn,
          rating: null,
          review: null,
          createdAt: updatedAt,
        });
        return item;
      });
    },
  };
}
export type WatchStatusRepository = ReturnType<typeof createWatchStatusRepository>;
