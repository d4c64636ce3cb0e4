import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_RECOMMENDATIONS_SHOWN, type RecommendationsResponse } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function getRecommendations(tmdbId: number, signal?: AbortSignal) {
  const response = await apiRequest<RecommendationsResponse>(`api/recommendations/${tmdbId}`, { signal });
  return response.data.slice(0, MAX_RECOMMENDATIONS_SHOWN);
}

export const recommendationsQueryOptions = (tmdbId: number) =>
  queryOptions({
    queryKey: ['recommendations', tmdbId],
    queryFn: ({ signal }) => getRecommendations(tmdbId, signal),
  });

/** Movies recommended for the one being viewed (at most 12); loads on its own so the page never waits for it. */
export function useRecommendations(tmdbId: number) {
  return useQuery(recommendationsQueryOptions(tmdbId));
}
