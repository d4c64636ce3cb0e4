import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';

/** better-auth's user table, read here only for the name and email the export opens with. */
type AuthUserTable = {
  user: { id: string; name: string | null; email: string };
};

/** Reads everything one user owns, each list in the order it was made. */
export function createExportRepository(database: Kysely<Database>) {
  const db = database.withTables<AuthUserTable>();

  return {
    findUser(userId: string) {
      return db.selectFrom('user').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
    },

    diary(userId: string) {
      return db
        .selectFrom('diary_entries as d')
        .leftJoin('movies as m', 'm.id', 'd.tmdb_id')
        .select((eb) => [
          'd.tmdb_id',
          'd.title',
          'm.imdb_id',
          eb.fn.coalesce('d.release_date', 'm.release_date').as('release_date'),
          'd.watched_on',
          'd.rating',
          'd.review',
          'd.tags',
          'd.is_rewatch',
        ])
        .where('d.user_id', '=', userId)
        .orderBy('d.watched_on')
        .orderBy('d.entry_id')
        .execute();
    },

    /** Ratings store no snapshot: the title comes from the catalog, null when it no longer knows the movie. */
    ratings(userId: string) {
      return db
        .selectFrom('ratings as r')
        .leftJoin('movies as m', 'm.id', 'r.tmdb_id')
        .select(['r.tmdb_id', 'm.title', 'm.release_date', 'r.rating', 'r.updated_at'])
        .where('r.user_id', '=', userId)
        .orderBy('r.created_at')
        .orderBy('r.tmdb_id')
        .execute();
    },

    likes(userId: string) {
      return db
        .selectFrom('likes as t')
        .leftJoin('movies as m', 'm.id', 't.tmdb_id')
        .select(['t.tmdb_id', 't.title', 'm.release_date', 't.created_at'])
        .where('t.user_id', '=', userId)
        .orderBy('t.created_at')
        .orderBy('t.like_id')
        .execute();
    },

    watchStatus(userId: string, status: 'watched' | 'want_to_watch') {
      return db
        .selectFrom('watch_status as t')
        .leftJoin('movies as m', 'm.id', 't.tmdb_id')
        .select(['t.tmdb_id', 't.title', 'm.release_date', 't.updated_at'])
        .where('t.user_id', '=', userId)
        .where('t.status', '=', status)
        .orderBy('t.updated_at')
        .orderBy('t.tmdb_id')
        .execute();
    },

    visits(userId: string) {
      return db
        .selectFrom('visits as t')
        .leftJoin('movies as m', 'm.id', 't.tmdb_id')
        .select(['t.tmdb_id', 't.title', 'm.release_date', 't.visited_at'])
        .where('t.user_id', '=', userId)
        .orderBy('t.visited_at')
        .orderBy('t.tmdb_id')
        .execute();
    },

    playlists(userId: string) {
      return db
        .selectFrom('playlists')
        .select(['playlist_id', 'name', 'is_public', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('playlist_id')
        .execute();
    },

    playlistMovies(playlistIds: number[]) {
      if (playlistIds.length === 0) return Promise.resolve([]);
      return (
        db
          .selectFrom('playlist_movies as t')
          .leftJoin('movies as m', 'm.id', 't.tmdb_id')
          .select(['t.playlist_id', 't.tmdb_id', 't.title', 'm.release_date', 't.added_at'])
          .where('t.playlist_id', 'in', playlistIds)
          // As the playlist shows them: newest addition first.
          .orderBy('t.added_at', 'desc')
          .orderBy('t.tmdb_id')
          .execute()
      );
    },

    /** The user's comments with their text; a comment deleted while it had replies has none left to export. */
    comments(userId: string) {
      return db
        .selectFrom('comments')
        .select(['comment_id', 'tmdb_id', 'comment_text', 'parent_comment_id', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .where('is_deleted', '=', 0)
        .orderBy('created_at')
        .orderBy('comment_id')
        .execute();
    },
  };
}
export type ExportRepository = ReturnType<typeof createExportRepository>;
