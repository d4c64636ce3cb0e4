import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitsResponse } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const visitsQueryOptions = queryOptions({
  queryKey: ['library', 'visits'],
  queryFn: async ({ signal }) => (await apiRequest<VisitsResponse>('api/visits', { signal })).data,
});

/** Recently visited movies, newest first, each once. A visitor's query fails with a 401. */
export function useVisits() {
  return useQuery(visitsQueryOptions);
}
