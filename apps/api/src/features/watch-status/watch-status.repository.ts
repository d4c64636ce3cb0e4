import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
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
      return db
        .insertInto('watch_status')
        .values({ user_id: userId, ...movie, status, updated_at: updatedAt })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'tmdb_id']).doUpdateSet({
            status,
            updated_at: updatedAt,
            title: movie.title,
            poster_path: movie.poster_path,
            vote_average: movie.vote_average,
          }),
        )
        .returning(itemColumns)
        .executeTakeFirstOrThrow()
        .then(withMovieId);
    },
  };
}
export type WatchStatusRepository = ReturnType<typeof createWatchStatusRepository>;
