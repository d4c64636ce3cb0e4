import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@marquee/contracts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';
import { STATS_QUERY_KEY } from '../../../lib/watch-history-query-keys.ts';

/** `year` undefined: the API reviews the latest year with entries. */
export const statsQueryOptions = (year: number | undefined) =>
  queryOptions({
    queryKey: [...STATS_QUERY_KEY, year ?? 'latest'],
    queryFn: async ({ signal, client }) =>
      (
        await signedInRequest<StatsResponse>(client, year ? `api/stats?year=${year}` : 'api/stats', {
          signal,
        })
      ).data,
  });

/** The signed-in user's film stats with the review of `year`; the previous answer stays shown while a new year loads. */
export function useStats(year: number | undefined) {
  return useQuery({ ...statsQueryOptions(year), placeholderData: keepPreviousData });
}
