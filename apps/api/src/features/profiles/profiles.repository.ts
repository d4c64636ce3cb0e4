import type { Kysely } from 'kysely';
import {
  PLAYLIST_PREVIEW_POSTERS,
  PUBLIC_PROFILE_DIARY_ENTRIES,
  PUBLIC_PROFILE_FAVOURITES,
  PUBLIC_PROFILE_PLAYLISTS,
  type MovieSnapshot,
  type PublicDiaryEntry,
} from '@marquee/contracts';
import type { Database } from '@marquee/db';
import type { AuthUserNames } from '../../platform/auth-user-names.ts';
import { withMovieId } from '../../platform/movie-snapshot.ts';

export interface ProfileRow {
  user_id: string;
  handle: string;
  is_public: number;
}

export interface PublicPlaylistRow {
  playlist_id: number;
  name: string;
  share_token: string;
  movie_count: number;
}

type ListedMovie = MovieSnapshot & { id: number };

const snapshotColumns = ['tmdb_id', 'title', 'poster_path', 'vote_average'] as const;

export function createProfilesRepository(database: Kysely<Database>) {
  const db = database.withTables<AuthUserNames>();
  return {
    findByUser(userId: string): Promise<ProfileRow | undefined> {
      return db
        .selectFrom('user_profiles')
        .select(['user_id', 'handle', 'is_public'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    findByHandle(handle: string): Promise<(ProfileRow & { name: string | null }) | undefined> {
      return db
        .selectFrom('user_profiles as up')
        .leftJoin('user as u', 'u.id', 'up.user_id')
        .select(['up.user_id', 'up.handle', 'up.is_public', 'u.name'])
        .where('up.handle', '=', handle)
        .executeTakeFirst();
    },

    /** Creates or replaces the user's profile; the handle's unique constraint refuses one already taken. */
    async save(userId: string, handle: string, isPublic: boolean, now: string): Promise<void> {
      await db
        .insertInto('user_profiles')
        .values({ user_id: userId, handle, is_public: isPublic ? 1 : 0, created_at: now, updated_at: now })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ handle, is_public: isPublic ? 1 : 0, updated_at: now }),
        )
        .execute();
    },

    async recentDiary(userId: string): Promise<PublicDiaryEntry[]> {
      const rows = await db
        .selectFrom('diary_entries')
        .select([...snapshotColumns, 'release_date', 'watched_on', 'rating', 'review', 'is_rewatch'])
        .where('user_id', '=', userId)
        .orderBy('watched_on', 'desc')
        .orderBy('entry_id', 'desc')
        .limit(PUBLIC_PROFILE_DIARY_ENTRIES)
        .execute();
      return rows.map((row) => withMovieId({ ...row, is_rewatch: row.is_rewatch === 1 }));
    },

    async favourites(userId: string): Promise<ListedMovie[]> {
      const rows = await db
        .selectFrom('likes')
        .select(snapshotColumns)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('like_id', 'desc')
        .limit(PUBLIC_PROFILE_FAVOURITES)
        .execute();
      return rows.map(withMovieId);
    },

    async publicPlaylists(userId: string): Promise<PublicPlaylistRow[]> {
      const rows = await db
        .selectFrom('playlists as p')
        .leftJoin('playlist_movies as pm', 'pm.playlist_id', 'p.playlist_id')
        .select((eb) => [
          'p.playlist_id',
          'p.name',
          'p.share_token',
          eb.fn.count<number>('pm.tmdb_id').as('movie_count'),
        ])
        .where('p.user_id', '=', userId)
        .where('p.is_public', '=', 1)
        .where('p.share_token', 'is not', null)
        .groupBy(['p.playlist_id', 'p.name', 'p.share_token', 'p.created_at'])
        .orderBy('p.created_at', 'desc')
        .orderBy('p.playlist_id', 'desc')
        .limit(PUBLIC_PROFILE_PLAYLISTS)
        .execute();
      return rows.map((row) => ({
        ...row,
        share_token: row.share_token!,
        movie_count: Number(row.movie_count),
      }));
    },

    /** The newest few movies of each playlist, by playlist id. */
    async previews(playlistIds: number[]) {
      const byPlaylist = new Map<number, ListedMovie[]>();
      if (playlistIds.length === 0) return byPlaylist;
      const rows = await db
        .selectFrom('playlist_movies')
        .select(['playlist_id', ...snapshotColumns])
        .where('playlist_id', 'in', playlistIds)
        .orderBy('added_at', 'desc')
        .execute();
      for (const { playlist_id, ...movie } of rows) {
        const list = byPlaylist.get(playlist_id) ?? [];
        if (list.length < PLAYLIST_PREVIEW_POSTERS) list.push(withMovieId(movie));
        byPlaylist.set(playlist_id, list);
      }
      return byPlaylist;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
