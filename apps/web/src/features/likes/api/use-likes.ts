import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { LikesResponse } from '@marquee/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { infoToast } from '../../../components/ui/info-toast.tsx';
import { invalidateForYou } from '../../../lib/for-you-query.ts';
import { invalidateLibraryStatuses } from '../../../lib/library-statuses-query-key.ts';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { notifySessionExpired } from '../../../lib/session-expiry.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';
import { likeMessages as m } from '../messages.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { apiErrorText } from '../../../lib/i18n/known-text.ts';

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
      toast.success(translate(liked ? m.movieUnliked : m.movieLiked));
      void invalidateForYou(queryClient);
    },
    onError: (error, { liked }) => {
      if (!(error instanceof ApiError))
        return toast.error(translate(liked ? m.failedToUnlike : m.failedToLike));
      if (error.status === 401) return notifySessionExpired();
      if (!liked && error.status === 409) return infoToast(translate(m.alreadyLiked));
      if (liked && error.status === 404) return infoToast(translate(m.notInLikes));
      toast.error(liked ? translate(m.failedToUnlike) : apiErrorText(error, translate(m.failedToLike)));
    },
    // Returning the refetch keeps the mutation pending until the list agrees, so the button flips exactly once;
    // the marks on posters follow without holding it.
    onSettled: () => {
      void invalidateLibraryStatuses(queryClient);
      return queryClient.invalidateQueries({ queryKey: likesQueryOptions.queryKey });
    },
  });
}
