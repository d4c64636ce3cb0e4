import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  sharedPlaylistApiPath,
  type Playlist,
  type PlaylistMoviesResponse,
  type PlaylistResponse,
  type PlaylistsResponse,
  type SharedPlaylistResponse,
} from '@marquee/contracts';
import { ApiError, apiRequest, isUnauthorized } from '../../../lib/api-client.ts';
import { infoToast } from '../../../components/ui/info-toast.tsx';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';
import { playlistMessages as m } from '../messages.ts';
import { translate } from '../../../lib/i18n/i18n.ts';

const playlistsKey = ['library', 'playlists'] as const;
const sharedPlaylistsKey = ['shared-playlists'] as const;

export const playlistsQueryOptions = queryOptions({
  queryKey: playlistsKey,
  queryFn: async ({ signal, client }) => {
    try {
      return (await signedInRequest<PlaylistsResponse>(client, 'api/playlists', { signal })).data;
    } catch (error) {
      throw listFailure(error, 'Failed to fetch playlists');
    }
  },
});

export const playlistMoviesQueryOptions = (playlistId: number) =>
  queryOptions({
    queryKey: [...playlistsKey, playlistId, 'movies'],
    queryFn: async ({ signal, client }) => {
      try {
        const path = `api/playlists/${playlistId}/movies`;
        return (await signedInRequest<PlaylistMoviesResponse>(client, path, { signal })).data;
      } catch (error) {
        throw listFailure(error, 'Failed to fetch playlist movies');
      }
    },
  });

/** A 401 or 403 keeps the server's words (the pages tell visitors and non-owners why); anything else gets the spec's. */
function listFailure(error: unknown, message: string): unknown {
  if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return error;
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new ApiError(error instanceof ApiError ? error.status : 0, message);
}

/** The user's playlists, newest first. A visitor's query fails with a 401. */
export function usePlaylists() {
  return useQuery(playlistsQueryOptions);
}

/** Movies of one playlist; runs only with a playlist id. */
export function usePlaylistMovies(playlistId: number | undefined) {
  return useQuery({
    ...playlistMoviesQueryOptions(playlistId ?? 0),
    enabled: playlistId !== undefined && playlistId > 0,
  });
}

export function useCreatePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      (await apiRequest<PlaylistResponse>('api/playlists', { method: 'POST', body: { name } })).data,
    onSuccess: () => {
      toast.success(translate(m.created));
    },
    onError: (error) => {
      toast.error(translate(isUnauthorized(error) ? m.loginToCreate : m.failedToCreate));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistsKey }),
  });
}

export function useDeletePlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playlistId: number) => apiRequest(`api/playlists/${playlistId}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(translate(m.deleted));
    },
    onError: (error) => {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 401) toast.error(translate(m.loginToDelete));
      else if (status === 403) toast.error(translate(m.notYours));
      else if (status === 404) toast.error(translate(m.notFound));
      else toast.error(translate(m.failedToDelete));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistsKey }),
  });
}

/** Adds a movie to one playlist and says how it went; resolves true when the movie is now in it. */
export function useAddMovieToPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ playlistId, movie }: { playlistId: number; movie: MovieRef }): Promise<boolean> => {
      try {
        await apiRequest(`api/playlists/${playlistId}/movies`, {
          method: 'POST',
          body: { tmdb_id: movie.id },
        });
        toast.success(translate(m.movieAdded));
        return true;
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 409) {
          infoToast('Movie already in playlist');
          return true;
        }
        if (status === 401) toast.error(translate(m.loginToAdd));
        else if (status === 403) toast.error(translate(m.notYours));
        else toast.error(translate(m.failedToAdd));
        return false;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistsKey }),
  });
}

export function useRemoveMovieFromPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ playlistId, movieId }: { playlistId: number; movieId: number }) =>
      apiRequest(`api/playlists/${playlistId}/movies/${movieId}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(translate(m.movieRemoved));
    },
    onError: (error) => {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 404) infoToast('Movie not in playlist');
      else if (status === 401) toast.error(translate(m.loginToRemove));
      else if (status === 403) toast.error(translate(m.notYours));
      else toast.error(translate(m.failedToRemove));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistsKey }),
  });
}

/** Makes a playlist public (its share link starts working) or private again; the list shows the change at once. */
export function useSetPlaylistVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ playlistId, isPublic }: { playlistId: number; isPublic: boolean }) =>
      (
        await apiRequest<PlaylistResponse>(`api/playlists/${playlistId}/visibility`, {
          method: 'PATCH',
          body: { is_public: isPublic },
        })
      ).data,
    onSuccess: (playlist) => {
      queryClient.setQueryData<Playlist[]>(playlistsKey, (list) =>
        list?.map((item) => (item.playlist_id === playlist.playlist_id ? playlist : item)),
      );
      toast.success(translate(playlist.is_public ? m.nowPublic : m.nowPrivate));
      // The public pages this tab may have kept (the link's page, the owner's profile) show the change too.
      void queryClient.invalidateQueries({ queryKey: sharedPlaylistsKey });
      void queryClient.invalidateQueries({ queryKey: ['profiles'] });
    },
    onError: (error) => {
      toast.error(translate(isUnauthorized(error) ? m.loginToShare : m.failedToShare));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: playlistsKey }),
  });
}

/** A public playlist read through its share link: anyone may, signed in or not. */
export const sharedPlaylistQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...sharedPlaylistsKey, token],
    queryFn: async ({ signal }) =>
      (await apiRequest<SharedPlaylistResponse>(sharedPlaylistApiPath(token), { signal })).data,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

export function useSharedPlaylist(token: string) {
  return useQuery(sharedPlaylistQueryOptions(token));
}
