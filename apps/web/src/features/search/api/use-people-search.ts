import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonSearchPage, PersonSearchResult } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

async function fetchPeople(query: string, signal: AbortSignal): Promise<PersonSearchResult[]> {
  try {
    const page = await apiRequest<PersonSearchPage>(
      `api/tmdb/search/person?query=${encodeURIComponent(query)}&page=1`,
      { signal },
    );
    return page.results;
  } catch (error) {
    // People are an extra above the movies: a failure shows none rather than an error.
    console.error('People search failed', error);
    return [];
  }
}

export const peopleSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', 'people', query.toLowerCase()],
    queryFn: ({ signal }) => fetchPeople(query, signal),
    staleTime: 5 * 60 * 1000,
  });

/** People whose name matches the query (actors and directors), the best matches first. */
export function usePeopleSearch(query: string, enabled = true) {
  return useQuery({ ...peopleSearchQueryOptions(query), enabled: enabled && query.trim() !== '' });
}
