import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForYouStarterResponse } from '@marquee/contracts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

export const forYouStarterQueryOptions = queryOptions({
  queryKey: ['library', 'for-you', 'starter'],
  queryFn: async ({ signal, client }) =>
    (await signedInRequest<ForYouStarterResponse>(client, 'api/for-you/starter', { signal })).data,
  // The grid stays put while someone likes from it: a film they like keeps its place (and its Like button).
  staleTime: Infinity,
  retry: false,
});

/** A varied grid of films for someone with little history to like a few from. */
export function useForYouStarter(enabled: boolean) {
  return useQuery({ ...forYouStarterQueryOptions, enabled });
}
