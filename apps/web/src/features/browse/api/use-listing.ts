import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogApiPaths, LISTINGS, type ListingKind, type MovieListPage } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function isListingKind(value: string | undefined): value is ListingKind {
  return (LISTINGS as readonly string[]).includes(value ?? '');
}

export const listingQueryOptions = (kind: ListingKind, page = 1) =>
  queryOptions({
    queryKey: ['catalog', 'listing', kind, page],
    queryFn: ({ signal }) => apiRequest<MovieListPage>(catalogApiPaths.listing(kind, page), { signal }),
  });

export function useListing(kind: ListingKind, page = 1, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listingQueryOptions(kind, page), enabled });
}
