import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import type { MovieSnapshot, WatchStatus, WatchStatusItem } from '@marquee/contracts';
import { withMovieId } from './movie-snapshot.ts';

/**
 * What a watch writes, shared by "Mark as Watched" (watch status) and the diary: a logged watch marks the movie
 * watched, and marking it watched logs today's watch.
 */

const statusColumns = ['tmdb_id', 'title', 'poster_path', 'vote_average', 'status', 'updated_at'] as const;

/** The row as set, or undefined when `unlessAlready` and the movie already had `status` (the row is left as it was). */
export function upsertWatchStatus(
  db: Kysely<Database>,
  userId: string,
  movie: MovieSnapshot,
  status: WatchStatus,
  updatedAt: string,
  { unlessAlready = false } = {},
): Promise<WatchStatusItem | undefined> {
  return db
    .insertInto('watch_status')
    .values({ user_id: userId, ...movie, status, updated_at: updatedAt })
    .onConflict((conflict) => {
      const update = conflict.columns(['user_id', 'tmdb_id']).doUpdateSet({
        status,
        updated_at: updatedAt,
        title: movie.title,
        poster_path: movie.poster_path,
        vote_average: movie.vote_average,
      });
      return unlessAlready ? update.where('watch_status.status', '<>', status) : update;
    })
    .returning(statusColumns)
    .executeTakeFirst()
    .then((row) => (row ? withMovieId(row) : undefined));
}

export interface NewDiaryEntry {
  userId: string;
  snapshot: MovieSnapshot;
  releaseDate: string | null;
  /** `YYYY-MM-DD`. */
  watchedOn: string;
  rating: number | null;
  review: string | null;
  createdAt: string;
}

/**
 * Logs one watch in the user's diary and returns its id; pass a transaction as `db` to write it together with
 * the status. The entry is a rewatch when an entry for the same movie on that day or earlier exists.
 */
export async function insertDiaryEntry(db: Kysely<Database>, entry: NewDiaryEntry): Promise<number> {
  const earlier = await db
    .selectFrom('diary_entries')
    .select('entry_id')
    .where('user_id', '=', entry.userId)
    .where('tmdb_id', '=', entry.snapshot.tmdb_id)
    .where('watched_on', '<=', entry.watchedOn)
    .limit(1)
    .executeTakeFirst();
  const inserted = await db
    .insertInto('diary_entries')
    .values({
      user_id: entry.userId,
      ...entry.snapshot,
      release_date: entry.releaseDate,
      watched_on: entry.watchedOn,
      rating: entry.rating,
      review: entry.review,
      is_rewatch: earlier ? 1 : 0,
      created_at: entry.createdAt,
      updated_at: entry.createdAt,
    })
    .returning('entry_id')
    .executeTakeFirstOrThrow();
  return inserted.entry_id;
}

/**
 * A watch as a manual diary entry writes it: the movie marked watched (from want-to-watch too) and the entry
 * logged. Pass a transaction as `db` so both land together; answers the entry's id.
 */
export async function logWatchWithStatus(db: Kysely<Database>, entry: NewDiaryEntry): Promise<number> {
  await upsertWatchStatus(db, entry.userId, entry.snapshot, 'watched', entry.createdAt, {
    unlessAlready: true,
  });
  return insertDiaryEntry(db, entry);
}
