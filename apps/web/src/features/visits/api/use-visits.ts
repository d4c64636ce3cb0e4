import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitsResponse } from '@marquee/contracts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';

export const visitsQueryOptions = queryOptions({
  queryKey: ['library', 'visits'],
  queryFn: async ({ signal, client }) =>
    (await signedInRequest<VisitsResponse>(client, 'api/visits', { signal })).data,
});

/** Recently visited movies, newest first, each once. A visitor's query fails with a 401. */
export function useVisits() {
  return useQuery(visitsQueryOptions);
}
