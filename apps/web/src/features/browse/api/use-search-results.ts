import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MovieListPage } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const searchResultsQueryOptions = (query: string, page: number) =>
  queryOptions({
    queryKey: ['catalog', 'search', query, page],
    queryFn: ({ signal }) =>
      apiRequest<MovieListPage>(`api/tmdb/search/movie?query=${encodeURIComponent(query)}&page=${page}`, {
        signal,
      }),
  });

export function useSearchResults(query: string, page: number) {
  return useQuery({ ...searchResultsQueryOptions(query, page), placeholderData: keepPreviousData });
}
