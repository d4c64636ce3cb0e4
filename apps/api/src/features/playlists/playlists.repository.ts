import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { withMovieId } from '../../platform/movie-snapshot.ts';
import type { MovieSnapshot, Playlist, PlaylistMovie } from '@marquee/contracts';

const movieColumns = ['playlist_id', 'tmdb_id', 'title', 'poster_path', 'vote_average', 'added_at'] as const;

export function createPlaylistsRepository(db: Kysely<Database>) {
  return {
    async listForUser(userId: string): Promise<Playlist[]> {
      const rows = await db
        .selectFrom('playlists as p')
        .leftJoin('playlist_movies as pm', 'pm.playlist_id', 'p.playlist_id')
        .select((eb) => [
          'p.playlist_id',
          'p.name',
          'p.created_at',
          eb.fn.count<number>('pm.tmdb_id').as('movie_count'),
        ])
        .where('p.user_id', '=', userId)
        .groupBy(['p.playlist_id', 'p.name', 'p.created_at'])
        .orderBy('p.created_at', 'desc')
        .orderBy('p.playlist_id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, movie_count: Number(row.movie_count) }));
    },

    findOwner(playlistId: number): Promise<{ user_id: string } | undefined> {
      return db
        .selectFrom('playlists')
        .select('user_id')
        .where('playlist_id', '=', playlistId)
        .executeTakeFirst();
    },

    async create(userId: string, name: string, createdAt: string): Promise<Playlist> {
      const row = await db
        .insertInto('playlists')
        .values({ user_id: userId, name, created_at: createdAt })
        .returning(['playlist_id', 'name', 'created_at'])
        .executeTakeFirstOrThrow();
      return { ...row, movie_count: 0 };
    },

    /** The playlist and its entries go together: no orphaned entries. */
    async delete(playlistId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('playlist_movies').where('playlist_id', '=', playlistId).execute();
        await trx.deleteFrom('playlists').where('playlist_id', '=', playlistId).execute();
      });
    },

    listMovies(playlistId: number): Promise<PlaylistMovie[]> {
      return db
        .selectFrom('playlist_movies')
        .select(movieColumns)
        .where('playlist_id', '=', playlistId)
        .orderBy('added_at', 'desc')
        .execute()
        .then((rows) => rows.map(withMovieId));
    },

    hasMovie(playlistId: number, tmdbId: number): Promise<boolean> {
      return db
        .selectFrom('playlist_movies')
        .select('tmdb_id')
        .where('playlist_id', '=', playlistId)
        .where('tmdb_id', '=', tmdbId)
        .executeTakeFirst()
        .then((row) => row !== undefined);
    },

    /** The stored entry, or null when the movie is already in the playlist (the primary key decides). */
    async addMovie(playlistId: number, movie: MovieSnapshot, addedAt: string): Promise<PlaylistMovie | null> {
      const row = await db
        .insertInto('playlist_movies')
        .values({ playlist_id: playlistId, ...movie, added_at: addedAt })
        .onConflict((conflict) => conflict.columns(['playlist_id', 'tmdb_id']).doNothing())
        .returning(movieColumns)
        .executeTakeFirst();
      return row ? withMovieId(row) : null;
    },

    async removeMovie(playlistId: number, tmdbId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('playlist_movies')
        .where('playlist_id', '=', playlistId)
        .where('tmdb_id', '=', tmdbId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type PlaylistsRepository = ReturnType<typeof createPlaylistsRepository>;
