import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  COMMENTS_PAGE_SIZE,
  type Comment,
  type CommentsPageResponse,
  type CreateCommentBody,
  type Visibility,
} from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useToastedMutation } from '../../../lib/use-toasted-mutation.ts';
import { commentMessages as m } from '../messages.ts';
import type { Message } from '../../../lib/i18n/i18n.ts';

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

function useCommentMutation<Variables, Answer>(
  tmdbId: number,
  request: (variables: Variables) => Promise<Answer>,
  messages: { success: Message; failure: Message },
) {
  return useToastedMutation({
    request,
    ...messages,
    refresh: (queryClient) => queryClient.invalidateQueries({ queryKey: commentsKey(tmdbId) }),
  });
}

/** What creating or editing a comment answers, as far as the form needs it. */
type SavedComment = { data: Pick<Comment, 'comment_id'> };

export function useCreateComment(tmdbId: number) {
  return useCommentMutation(
    tmdbId,
    ({ text, parentId, visibility }: { text: string; parentId: number | null; visibility?: Visibility }) =>
      apiRequest<SavedComment>('api/comments', {
        method: 'POST',
        body: {
          tmdb_id: tmdbId,
          comment_text: text,
          parent_comment_id: parentId,
          ...(visibility && { visibility }),
        } satisfies CreateCommentBody,
      }),
    { success: m.added, failure: m.addFailed },
  );
}

export function useUpdateComment(tmdbId: number) {
  return useCommentMutation(
    tmdbId,
    ({ commentId, text }: { commentId: number; text: string }) =>
      apiRequest<SavedComment>(`api/comments/${commentId}`, {
        method: 'PUT',
        body: { comment_text: text },
      }),
    { success: m.updated, failure: m.updateFailed },
  );
}

export function useDeleteComment(tmdbId: number) {
  return useCommentMutation(
    tmdbId,
    (commentId: number) => apiRequest(`api/comments/${commentId}`, { method: 'DELETE' }),
    {
      success: m.deleted,
      failure: m.deleteFailed,
    },
  );
}
