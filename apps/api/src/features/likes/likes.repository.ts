import type { Kysely } from 'kysely';
import { preparedQuery, type Database } from '@marquee/db';
import type { LikedMovie, MovieSnapshot } from '@marquee/contracts';
import { withMovieId } from '../../platform/movie-snapshot.ts';
import { deleteMatching } from '../../platform/delete-rows.ts';

export function createLikesRepository(db: Kysely<Database>) {
  // Asked on every GET /api/likes, before the kept answer is sent: built and compiled once.
  const fingerprintQuery = preparedQuery(db, 1, (userId: string) =>
    db
      .selectFrom('likes')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('like_id').as('newest')])
      .where('user_id', '=', userId),
  );
  return {
    async listForUser(userId: string): Promise<LikedMovie[]> {
      const rows = await db
        .selectFrom('likes')
        .select(['like_id', 'tmdb_id', 'title', 'poster_path', 'vote_average', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('like_id', 'desc')
        .execute();
      return rows.map((row) => ({ ...withMovieId(row), movie_id: row.tmdb_id }));
    },

    /**
     * Changes whenever the user's likes do: ids only grow and are never reused (on both engines) and a like
     * is never edited, so an added like raises the highest id and a removal alone lowers the count.
     */
    async fingerprint(userId: string): Promise<string> {
      const [row] = await fingerprintQuery(userId);
      return `${row?.count ?? 0}:${row?.newest ?? 0}`;
    },

    /** The new like's id, or null when the user already likes the movie (the unique constraint decides). */
    async add(userId: string, movie: MovieSnapshot, createdAt: string): Promise<number | null> {
      const inserted = await db
        .insertInto('likes')
        .values({ user_id: userId, ...movie, created_at: createdAt })
        .onConflict((conflict) => conflict.columns(['user_id', 'tmdb_id']).doNothing())
        .returning('like_id')
        .executeTakeFirst();
      return inserted?.like_id ?? null;
    },

    async isLiked(userId: string, tmdbId: number): Promise<boolean> {
      const row = await db
        .selectFrom('likes')
        .select('like_id')
        .where('user_id', '=', userId)
        .where('tmdb_id', '=', tmdbId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** True when a like was removed. */
    remove: (userId: string, tmdbId: number): Promise<boolean> =>
      deleteMatching(db, 'likes', { user_id: userId, tmdb_id: tmdbId }),
  };
}
export type LikesRepository = ReturnType<typeof createLikesRepository>;
