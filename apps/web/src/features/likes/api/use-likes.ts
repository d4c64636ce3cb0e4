import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { LikesResponse } from '@marquee/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { infoToast } from '../../../components/ui/info-toast.tsx';
import { invalidateForYou } from '../../../lib/for-you-query.ts';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { notifySessionExpired } from '../../../lib/session-expiry.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

export const likesQueryOptions = queryOptions({
  queryKey: ['library', 'likes'],
  queryFn: async ({ signal, client }) =>
    (await signedInRequest<LikesResponse>(client, 'api/likes', { signal })).data,
});

/** The signed-in user's liked movies, newest first. A visitor's query fails with a 401. */
export function useLikes() {
  return useQuery(likesQueryOptions);
}

/** Like or unlike a movie with the spec's toasts; the liked state changes only once the server agrees. */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ movie, liked }: { movie: MovieRef; liked: boolean }) => {
      if (liked) await apiRequest(`api/likes/${movie.id}`, { method: 'DELETE' });
      else await apiRequest('api/likes', { method: 'POST', body: { tmdb_id: movie.id } });
    },
    onSuccess: (_data, { liked }) => {
      toast.success(liked ? 'Movie unliked!' : 'Movie liked!');
      void invalidateForYou(queryClient);
    },
    onError: (error, { liked }) => {
      if (!(error instanceof ApiError))
        return toast.error(liked ? 'Failed to unlike movie.' : 'Failed to like movie.');
      if (error.status === 401) return notifySessionExpired();
      if (!liked && error.status === 409) return infoToast('Movie already liked');
      if (liked && error.status === 404) return infoToast('Movie not in your likes');
      toast.error(liked ? 'Failed to unlike movie.' : error.message || 'Failed to like movie.');
    },
    // Returning the refetch keeps the mutation pending until the list agrees, so the button flips exactly once.
    onSettled: () => queryClient.invalidateQueries({ queryKey: likesQueryOptions.queryKey }),
  });
}
