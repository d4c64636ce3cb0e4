import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DiaryPageResponse, MovieDiarySummaryResponse } from '@marquee/contracts';
import { DIARY_QUERY_KEY } from '../../../lib/watch-history-query-keys.ts';
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
