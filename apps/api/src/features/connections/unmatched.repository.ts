import type { Kysely } from 'kysely';
import type { ConnectionSource, UnmatchedPlay } from '@marquee/contracts';
import type { Database } from '@marquee/db';
import { deleteMatching } from '../../platform/delete-rows.ts';

const unmatchedColumns = [
  'item_id',
  'source',
  'title',
  'year',
  'imdb_id',
  'tmdb_id',
  'watched_on',
  'received_at',
] as const;

/** The finished plays no movie matched, queued for the user to pick the movie (the delivery queues them). */
export function createUnmatchedPlaysRepository(db: Kysely<Database>) {
  return {
    async list(userId: string): Promise<UnmatchedPlay[]> {
      const rows = await db
        .selectFrom('media_connection_unmatched')
        .select(unmatchedColumns)
        .where('user_id', '=', userId)
        .orderBy('received_at', 'desc')
        .orderBy('item_id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, source: row.source as ConnectionSource }));
    },

    find: (userId: string, itemId: number) =>
      db
        .selectFrom('media_connection_unmatched')
        .selectAll()
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .executeTakeFirst(),

    /** True when the user's queued play existed and was removed. */
    remove: (userId: string, itemId: number): Promise<boolean> =>
      deleteMatching(db, 'media_connection_unmatched', { user_id: userId, item_id: itemId }),
  };
}
export type UnmatchedPlaysRepository = ReturnType<typeof createUnmatchedPlaysRepository>;
