import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForYouResponse } from '@marquee/contracts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';
import { forYouQueryKey } from '../../../lib/for-you-query.ts';

/** Asked again every minute while shown: a like or rating in another tab or device shows up within that. */
const REFRESH_MS = 60_000;

export const forYouQueryOptions = queryOptions({
  // Likes and ratings made here invalidate it (lib/for-you-query.ts), so the row follows them at once.
  queryKey: forYouQueryKey,
  queryFn: async ({ signal, client }) =>
    (await signedInRequest<ForYouResponse>(client, 'api/for-you', { signal })).data,
  // The API keeps each answer until the user's history changes, so asking on every visit is cheap.
  staleTime: 0,
  refetchInterval: REFRESH_MS,
  retry: false,
});

/** The signed-in user's personal recommendations. A visitor's query fails with a 401 without asking the API. */
export function useForYou() {
  return useQuery(forYouQueryOptions);
}
