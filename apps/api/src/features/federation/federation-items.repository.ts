import type { Kysely } from 'kysely';
import type { Database, Visibility } from '@marquee/db';

/** A published item's state, as `federation_entries` keeps a diary entry's. */
export interface PublishedState {
  visibility: Visibility | null;
  sent_as: Visibility | null;
}

/**
 * How each rating, comment and public playlist is published (`federation_items`, keyed by user and
 * `rating-603`, `comment-12`, `playlist-7`), and the reads of those features' rows their Notes need.
 */
export function createFederationItemsRepository(db: Kysely<Database>) {
  return {
    find(userId: string, key: string): Promise<PublishedState | undefined> {
      return db
        .selectFrom('federation_items')
        .select(['visibility', 'sent_as'])
        .where('user_id', '=', userId)
        .where('item_key', '=', key)
        .executeTakeFirst();
    },
    /** The visibility the user chose for each of these keys that has one. */
    async visibilities(userId: string, keys: string[]): Promise<Map<string, Visibility>> {
      if (keys.length === 0) return new Map();
      const rows = await db
        .selectFrom('federation_items')
        .select(['item_key', 'visibility'])
        .where('user_id', '=', userId)
        .where('item_key', 'in', keys)
        .where('visibility', 'is not', null)
        .execute();
      return new Map(rows.map((row) => [row.item_key, row.visibility!]));
    },
    async save(userId: string, key: string, changes: Partial<PublishedState>): Promise<void> {
      const values = { ...changes, updated_at: new Date().toISOString() };
      await db
        .insertInto('federation_items')
        .values({ user_id: userId, item_key: key, visibility: null, sent_as: null, ...values })
        .onConflict((conflict) => conflict.columns(['user_id', 'item_key']).doUpdateSet(values))
        .execute();
    },
    async remove(userId: string, key: string): Promise<void> {
      await db
        .deleteFrom('federation_items')
        .where('user_id', '=', userId)
        .where('item_key', '=', key)
        .execute();
    },

    /** The keys of the user's items last sent publicly, most recently sent first: the outbox's. */
    async publicKeys(userId: string, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('federation_items')
        .select('item_key')
        .where('user_id', '=', userId)
        .where('sent_as', '=', 'public')
        .orderBy('updated_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => row.item_key);
    },

    rating(userId: string, tmdbId: number) {
      return db
        .selectFrom('ratings')
        .select(['tmdb_id', 'rating', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .where('tmdb_id', '=', tmdbId)
        .executeTakeFirst();
    },
    /** The user's comment, unless it is deleted. */
    comment(userId: string, commentId: number) {
      return db
        .selectFrom('comments')
        .select(['tmdb_id', 'comment_text', 'created_at', 'updated_at'])
        .where('comment_id', '=', commentId)
        .where('user_id', '=', userId)
        .where('is_deleted', '=', 0)
        .executeTakeFirst();
    },
    /** The user's playlist while it is public, with its films in the order they were added. */
    async publicPlaylist(userId: string, playlistId: number) {
      const playlist = await db
        .selectFrom('playlists')
        .select(['name', 'share_token', 'created_at'])
        .where('playlist_id', '=', playlistId)
        .where('user_id', '=', userId)
        .where('is_public', '=', 1)
        .executeTakeFirst();
      if (!playlist) return undefined;
      const films = await db
        .selectFrom('playlist_movies')
        .select(['tmdb_id', 'title', 'added_at'])
        .where('playlist_id', '=', playlistId)
        .orderBy('added_at')
        .execute();
      return { ...playlist, films };
    },
  };
}
export type FederationItemsRepository = ReturnType<typeof createFederationItemsRepository>;
