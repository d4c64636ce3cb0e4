import crypto from 'node:crypto';
import type { CatalogBrowse } from '@marquee/catalog';
import {
  SHARED_PLAYLIST_NOT_FOUND_MESSAGE,
  type Playlist,
  type PlaylistMovie,
  type SharedPlaylist,
} from '@marquee/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { takeMovieSnapshot } from '../../platform/movie-snapshot.ts';
import type { PublishableEvents } from '../../platform/publishable-events.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { PlaylistsRepository } from './playlists.repository.ts';

/** 144 random bits, URL-safe: a share link can't be guessed or enumerated. */
const newShareToken = () => crypto.randomBytes(18).toString('base64url');
const SHARE_TOKEN = /^[A-Za-z0-9_-]+$/;

/** Shown for an owner who never chose a display name (their email is never shown). */
const UNNAMED_OWNER = 'A Marquee member';

export function createPlaylistsService({
  playlists,
  catalog,
  events,
}: {
  playlists: PlaylistsRepository;
  catalog: CatalogBrowse;
  /** Told after each change, for federation to publish a public playlist (ADR 035). */
  events?: PublishableEvents;
}) {
  const changed = (userId: string, playlistId: number) =>
    events?.emit({ item: 'playlist', userId, itemId: playlistId });
  /** Every route on one playlist goes through this: 404 when it does not exist, 403 when it is someone else's. */
  async function assertOwnPlaylist(userId: string, playlistId: number): Promise<void> {
    const playlist = await playlists.findOwner(playlistId);
    if (!playlist) throw new NotFoundError('Playlist not found');
    if (playlist.user_id !== userId) throw new ForbiddenError('You don’t own this playlist');
  }

  return {
    listPlaylists: (userId: string): Promise<Playlist[]> => playlists.listForUser(userId),

    createPlaylist: (userId: string, name: string): Promise<Playlist> =>
      playlists.create(userId, name, uniqueTimestamp()),

    async deletePlaylist(userId: string, playlistId: number): Promise<void> {
      await assertOwnPlaylist(userId, playlistId);
      await playlists.delete(playlistId);
      changed(userId, playlistId);
    },

    async listMovies(userId: string, playlistId: number): Promise<PlaylistMovie[]> {
      await assertOwnPlaylist(userId, playlistId);
      return playlists.listMovies(playlistId);
    },

    async addMovie(userId: string, playlistId: number, tmdbId: number): Promise<PlaylistMovie> {
      await assertOwnPlaylist(userId, playlistId);
      if (await playlists.hasMovie(playlistId, tmdbId)) throw new ConflictError('Movie already in playlist');
      const snapshot = await takeMovieSnapshot(catalog, tmdbId);
      const entry = await playlists.addMovie(playlistId, snapshot, uniqueTimestamp());
      if (!entry) throw new ConflictError('Movie already in playlist');
      changed(userId, playlistId);
      return entry;
    },

    /** Only the owner may change it; anyone else learns nothing, not even that the playlist exists (404). */
    async setVisibility(userId: string, playlistId: number, isPublic: boolean): Promise<Playlist> {
      const owner = await playlists.findOwner(playlistId);
      if (owner?.user_id !== userId) throw new NotFoundError('Playlist not found');
      await playlists.setVisibility(playlistId, isPublic, newShareToken());
      changed(userId, playlistId);
      const playlist = await playlists.findById(playlistId);
      if (!playlist) throw new NotFoundError('Playlist not found');
      return playlist;
    },

    /** Anyone may read a public playlist through its link; an unknown link and a private playlist answer alike. */
    async readShared(token: string): Promise<SharedPlaylist> {
      // A string no token can be (a NUL byte, say) is looked up nowhere: PostgreSQL would refuse it.
      const shared = SHARE_TOKEN.test(token) ? await playlists.findPublicByToken(token) : undefined;
      if (!shared) throw new NotFoundError(SHARED_PLAYLIST_NOT_FOUND_MESSAGE);
      const movies = await playlists.listMovies(shared.playlist_id);
      const profileIsPublic = shared.owner_profile_public === 1;
      return {
        name: shared.name,
        movie_count: movies.length,
        owner: {
          display_name: shared.owner_name?.trim() || UNNAMED_OWNER,
          handle: profileIsPublic ? shared.owner_handle : null,
        },
        movies: movies.map(({ playlist_id: _playlistId, ...movie }) => movie),
      };
    },

    async removeMovie(userId: string, playlistId: number, tmdbId: number): Promise<void> {
      await assertOwnPlaylist(userId, playlistId);
      if (!(await playlists.removeMovie(playlistId, tmdbId)))
        throw new NotFoundError('Movie not in playlist');
      changed(userId, playlistId);
    },
  };
}
