import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type {
  CreateDiaryEntryBody,
  DiaryEntryResponse,
  DiaryPageResponse,
  MovieDiarySummaryResponse,
  UpdateDiaryEntryBody,
} from '@marquee/contracts';
import { apiRequest, isUnauthorized } from '../../../lib/api-client.ts';
import { DIARY_QUERY_KEY, invalidateWatchHistory } from '../../../lib/watch-history-query-keys.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

export const diaryPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...DIARY_QUERY_KEY, 'page', page],
    queryFn: async ({ signal, client }) =>
      (await signedInRequest<DiaryPageResponse>(client, `api/diary?page=${page}`, { signal })).data,
  });

export const movieDiaryQueryOptions = (tmdbId: number) =>
  queryOptions({
    queryKey: [...DIARY_QUERY_KEY, 'movie', tmdbId],
    queryFn: async ({ signal, client }) =>
      (await signedInRequest<MovieDiarySummaryResponse>(client, `api/diary/movies/${tmdbId}`, { signal }))
        .data,
  });

/** One page of the user's diary, newest watch first; the previous page stays shown while the next loads. */
export function useDiaryPage(page: number) {
  return useQuery({ ...diaryPageQueryOptions(page), placeholderData: keepPreviousData });
}

/** How often and when last the user watched a movie. A visitor's query fails with a 401. */
export function useMovieDiary(tmdbId: number) {
  return useQuery(movieDiaryQueryOptions(tmdbId));
}

/** Every diary change refreshes every diary query: a watch moves between pages and movie summaries. */
function useDiaryMutation<Variables>(
  request: (variables: Variables) => Promise<unknown>,
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
      if (!isUnauthorized(error))
        toast.error(error instanceof Error && error.message ? error.message : messages.failure);
    },
    onSettled: () => invalidateWatchHistory(queryClient),
  });
}

export function useLogWatch() {
  return useDiaryMutation(
    (body: CreateDiaryEntryBody) => apiRequest<DiaryEntryResponse>('api/diary', { method: 'POST', body }),
    { success: 'Watch logged!', failure: 'Failed to log the watch.' },
  );
}

export function useUpdateDiaryEntry() {
  return useDiaryMutation(
    ({ entryId, changes }: { entryId: number; changes: UpdateDiaryEntryBody }) =>
      apiRequest<DiaryEntryResponse>(`api/diary/${entryId}`, { method: 'PATCH', body: changes }),
    { success: 'Diary entry updated!', failure: 'Failed to update the entry.' },
  );
}

export function useDeleteDiaryEntry() {
  return useDiaryMutation((entryId: number) => apiRequest(`api/diary/${entryId}`, { method: 'DELETE' }), {
    success: 'Diary entry deleted.',
    failure: 'Failed to delete the entry.',
  });
}
