import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import type { MovieSnapshot } from '@marquee/contracts';

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
 * Logs one watch in the user's diary and returns its id. Shared by the diary itself and by "Mark as Watched",
 * which logs today's watch in the same transaction as the status (pass the transaction as `db`). The entry is
 * a rewatch when an entry for the same movie on that day or earlier exists.
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
