import type { Kysely } from 'kysely';
import {
  sharedPlaylistPath,
  type MovieSnapshot,
  type Playlist,
  type PlaylistMovie,
} from '@marquee/contracts';
import { preparedQuery, type Database } from '@marquee/db';
import type { AuthUserNames } from '../../platform/auth-user-names.ts';
import { withMovieId } from '../../platform/movie-snapshot.ts';
import { deleteMatching } from '../../platform/delete-rows.ts';

const movieColumns = ['playlist_id', 'tmdb_id', 'title', 'poster_path', 'vote_average', 'added_at'] as const;

interface PlaylistRow {
  playlist_id: number;
  name: string;
  created_at: string;
  movie_count: number | string | bigint;
  is_public: number;
  share_token: string | null;
}

/** The share link goes out only while the playlist is public: a private playlist's kept token opens nothing. */
function toPlaylist({ share_token, is_public, movie_count, ...row }: PlaylistRow): Playlist {
  const isPublic = is_public === 1;
  return {
    ...row,
    movie_count: Number(movie_count),
    is_public: isPublic,
    share_url: isPublic && share_token ? sharedPlaylistPath(share_token) : null,
  };
}

export interface SharedPlaylistRow {
  playlist_id: number;
  name: string;
  owner_name: string | null;
  owner_handle: string | null;
  owner_profile_public: number | null;
}

/** The playlists themselves, with their movie counts, owners and share links. */
function playlistRows(database: Kysely<Database>) {
  const db = database.withTables<AuthUserNames>();
  const withCounts = () =>
    db
      .selectFrom('playlists as p')
      .leftJoin('playlist_movies as pm', 'pm.playlist_id', 'p.playlist_id')
      .select((eb) => [
        'p.playlist_id',
        'p.name',
        'p.created_at',
        'p.is_public',
        'p.share_token',
        eb.fn.count<number>('pm.tmdb_id').as('movie_count'),
      ])
      .groupBy(['p.playlist_id', 'p.name', 'p.created_at', 'p.is_public', 'p.share_token']);

  // GET /api/playlists reads this on every request: built and compiled once.
  const playlistsOfUser = preparedQuery(db, 1, (userId: string) =>
    withCounts()
      .where('p.user_id', '=', userId)
      .orderBy('p.created_at', 'desc')
      .orderBy('p.playlist_id', 'desc'),
  );
  return {
    listForUser(userId: string): Promise<Playlist[]> {
      return playlistsOfUser(userId).then((rows) => rows.map(toPlaylist));
    },

    async findById(playlistId: number): Promise<Playlist | undefined> {
      const row = await withCounts().where('p.playlist_id', '=', playlistId).executeTakeFirst();
      return row && toPlaylist(row);
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
        .returning(['playlist_id', 'name', 'created_at', 'is_public', 'share_token'])
        .executeTakeFirstOrThrow();
      return toPlaylist({ ...row, movie_count: 0 });
    },

    /**
     * Publishing a private playlist gives it `newToken`, so a link handed out before it was made private never
     * works again; a playlist already public keeps its link. Unpublishing drops the token.
     */
    async setVisibility(playlistId: number, isPublic: boolean, newToken: string): Promise<void> {
      await db
        .updateTable('playlists')
        .set((eb) => ({
          is_public: isPublic ? 1 : 0,
          share_token: isPublic
            ? eb
                .case()
                .when(eb.and([eb('is_public', '=', 1), eb('share_token', 'is not', null)]))
                .then(eb.ref('share_token'))
                .else(eb.val(newToken))
                .end()
            : null,
        }))
        .where('playlist_id', '=', playlistId)
        .execute();
    },

    /** The public playlist behind a share link, with its owner's name and profile; undefined for a private one. */
    findPublicByToken(token: string): Promise<SharedPlaylistRow | undefined> {
      return db
        .selectFrom('playlists as p')
        .leftJoin('user as u', 'u.id', 'p.user_id')
        .leftJoin('user_profiles as up', 'up.user_id', 'p.user_id')
        .select([
          'p.playlist_id',
          'p.name',
          'u.name as owner_name',
          'up.handle as owner_handle',
          'up.is_public as owner_profile_public',
        ])
        .where('p.share_token', '=', token)
        .where('p.is_public', '=', 1)
        .executeTakeFirst();
    },

    /** The playlist and its entries go together: no orphaned entries. */
    async delete(playlistId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('playlist_movies').where('playlist_id', '=', playlistId).execute();
        await trx.deleteFrom('playlists').where('playlist_id', '=', playlistId).execute();
      });
    },
  };
}

/** A playlist's entries: the movies in it, newest first. */
function playlistEntries(db: Kysely<Database>) {
  return {
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

    removeMovie: (playlistId: number, tmdbId: number): Promise<boolean> =>
      deleteMatching(db, 'playlist_movies', { playlist_id: playlistId, tmdb_id: tmdbId }),
  };
}

export function createPlaylistsRepository(database: Kysely<Database>) {
  return { ...playlistRows(database), ...playlistEntries(database) };
}
export type PlaylistsRepository = ReturnType<typeof createPlaylistsRepository>;
