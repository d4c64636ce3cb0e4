import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { withMovieId } from '../../platform/movie-snapshot.ts';
import type { MovieSnapshot, Visit } from '@marquee/contracts';

const visitColumns = ['tmdb_id', 'title', 'poster_path', 'vote_average', 'visited_at'] as const;

export function createVisitsRepository(db: Kysely<Database>) {
  return {
    listRecent(userId: string, limit: number): Promise<Visit[]> {
      return db
        .selectFrom('visits')
        .select(visitColumns)
        .where('user_id', '=', userId)
        .orderBy('visited_at', 'desc')
        .limit(limit)
        .execute()
        .then((rows) => rows.map(withMovieId));
    },

    /** One row per user and movie: a repeat visit moves the movie to the front. */
    record(userId: string, movie: MovieSnapshot, visitedAt: string): Promise<Visit> {
      return db
        .insertInto('visits')
        .values({ user_id: userId, ...movie, visited_at: visitedAt })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'tmdb_id']).doUpdateSet({
            visited_at: visitedAt,
            title: movie.title,
            poster_path: movie.poster_path,
            vote_average: movie.vote_average,
          }),
        )
        .returning(visitColumns)
        .executeTakeFirstOrThrow()
        .then(withMovieId);
    },
  };
}
export type VisitsRepository = ReturnType<typeof createVisitsRepository>;
