import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MovieListPage, MovieSummary } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePeopleSearch } from './use-people-search.ts';

/** Suggestions: 300 ms debounce, from 2 characters, at most 6, stale after 5 minutes and kept 10. */
export const SUGGESTION_DEBOUNCE_MS = 300;
export const MIN_QUERY_LENGTH = 2;
export const MAX_SUGGESTIONS = 6;
export const MAX_PEOPLE_SUGGESTIONS = 3;

export type Suggestion = Pick<MovieSummary, 'title' | 'poster_path' | 'release_date' | 'vote_average'> & {
  id?: number;
};

async function fetchSuggestions(query: string, signal: AbortSignal): Promise<Suggestion[]> {
  try {
    const page = await apiRequest<MovieListPage>(
      `api/tmdb/search/movie?query=${encodeURIComponent(query)}&page=1`,
      { signal },
    );
    return page.results.slice(0, MAX_SUGGESTIONS);
  } catch (error) {
    // A failed suggestion fetch is logged and shows an empty list: typing must never show an error.
    console.error('Search suggestions failed', error);
    return [];
  }
}

export const suggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', 'suggestions', query.toLowerCase()],
    queryFn: ({ signal }) => fetchSuggestions(query, signal),
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
  });

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Movie suggestions and matching people for what the user is typing; `isSearching` covers both the debounce
 * wait and the requests.
 */
export function useSearchSuggestions(input: string) {
  const query = input.trim();
  const debounced = useDebouncedValue(query, SUGGESTION_DEBOUNCE_MS);
  const active = query.length >= MIN_QUERY_LENGTH;
  const settled = active && debounced === query;
  const result = useQuery({ ...suggestionsQueryOptions(debounced), enabled: settled });
  const people = usePeopleSearch(debounced, settled);
  return {
    active,
    suggestions: settled ? (result.data ?? []) : [],
    people: settled ? (people.data ?? []).slice(0, MAX_PEOPLE_SUGGESTIONS) : [],
    isSearching: active && (debounced !== query || result.isPending || people.isPending),
  };
}
