import type { Catalog } from '@marquee/catalog';
import type { Playlist, PlaylistMovie } from '@marquee/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { takeMovieSnapshot } from '../../platform/movie-snapshot.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { PlaylistsRepository } from './playlists.repository.ts';

export function createPlaylistsService({
  playlists,
  catalog,
}: {
  playlists: PlaylistsRepository;
  catalog: Catalog;
}) {
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
      return entry;
    },

    async removeMovie(userId: string, playlistId: number, tmdbId: number): Promise<void> {
      await assertOwnPlaylist(userId, playlistId);
      if (!(await playlists.removeMovie(playlistId, tmdbId)))
        throw new NotFoundError('Movie not in playlist');
    },
  };
}
