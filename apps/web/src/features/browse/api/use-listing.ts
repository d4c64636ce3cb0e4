import { useQuery } from '@tanstack/react-query';
import { catalogApiPaths, LISTINGS, type ListingKind, type MovieListPage } from '@marquee/contracts';
import { catalogQueryOptions } from '../../../lib/catalog-query.ts';

export function isListingKind(value: string | undefined): value is ListingKind {
  return (LISTINGS as readonly string[]).includes(value ?? '');
}

export const listingQueryOptions = (kind: ListingKind, page = 1) =>
  catalogQueryOptions<MovieListPage>(['catalog', 'listing', kind, page], catalogApiPaths.listing(kind, page));

export function useListing(kind: ListingKind, page = 1, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listingQueryOptions(kind, page), enabled });
}
