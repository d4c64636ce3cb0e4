import { queryOptions, useQuery } from '@tanstack/react-query';
import { LISTINGS, type ListingKind, type MovieListPage } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function isListingKind(value: string | undefined): value is ListingKind {
  return (LISTINGS as readonly string[]).includes(value ?? '');
}

/** Trending is TMDB's weekly trending list; the others are /movie/{kind}. */
function listingPath(kind: ListingKind): string {
  return kind === 'trending' ? 'api/tmdb/trending/movie/week' : `api/tmdb/movie/${kind}`;
}

export const listingQueryOptions = (kind: ListingKind, page = 1) =>
  queryOptions({
    queryKey: ['catalog', 'listing', kind, page],
    queryFn: ({ signal }) => apiRequest<MovieListPage>(`${listingPath(kind)}?page=${page}`, { signal }),
  });

export function useListing(kind: ListingKind, page = 1, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listingQueryOptions(kind, page), enabled });
}
