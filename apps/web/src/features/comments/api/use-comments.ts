import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { COMMENTS_PAGE_SIZE, type CommentsPageResponse } from '@marquee/contracts';
import { apiRequest, isUnauthorized } from '../../../lib/api-client.ts';

/** Comments stay fresh for 2 minutes. */
const COMMENTS_STALE_MS = 2 * 60 * 1000;
const commentsKey = (tmdbId: number) => ['library', 'comments', tmdbId] as const;

export const commentsQueryOptions = (tmdbId: number, page: number) =>
  queryOptions({
    queryKey: [...commentsKey(tmdbId), page],
    // Public reading: visitors see the comments too (writing needs a signed-in user).
    queryFn: async ({ signal }) =>
      (
        await apiRequest<CommentsPageResponse>(
          `api/comments/${tmdbId}?page=${page}&limit=${COMMENTS_PAGE_SIZE}`,
          { signal },
        )
      ).data,
    staleTime: COMMENTS_STALE_MS,
    placeholderData: keepPreviousData,
  });

/** One page of a movie's root comments with their replies. */
export function useComments(tmdbId: number, page: number) {
  return useQuery(commentsQueryOptions(tmdbId, page));
}

function useCommentMutation<TInput>(
  tmdbId: number,
  request: (input: TInput) => Promise<unknown>,
  messages: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      toast.success(messages.success);
    },
    onError: (error) => {
      // A 401: the session ended, and the page says so (auth's session expiry) instead.
      if (!isUnauthorized(error)) toast.error(messages.failure);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentsKey(tmdbId) }),
  });
}

export function useCreateComment(tmdbId: number) {
  return useCommentMutation(
    tmdbId,
    ({ text, parentId }: { text: string; parentId: number | null }) =>
      apiRequest('api/comments', {
        method: 'POST',
        body: { tmdb_id: tmdbId, comment_text: text, parent_comment_id: parentId },
      }),
    { success: 'Comment added successfully!', failure: 'Failed to add comment. Please try again.' },
  );
}

export function useUpdateComment(tmdbId: number) {
  return useCommentMutation(
    tmdbId,
    ({ commentId, text }: { commentId: number; text: string }) =>
      apiRequest(`api/comments/${commentId}`, { method: 'PUT', body: { comment_text: text } }),
    { success: 'Comment updated successfully!', failure: 'Failed to update comment. Please try again.' },
  );
}

export function useDeleteComment(tmdbId: number) {
  return useCommentMutation(
    tmdbId,
    (commentId: number) => apiRequest(`api/comments/${commentId}`, { method: 'DELETE' }),
    {
      success: 'Comment deleted successfully!',
      failure: 'Failed to delete comment. Please try again.',
    },
  );
}
