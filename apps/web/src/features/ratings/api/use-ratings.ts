import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MovieRatingSummaryResponse, UserRatingResponse } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';
import { invalidateForYou } from '../../../lib/for-you-query.ts';
import { invalidateLibraryStatuses } from '../../../lib/library-statuses-query-key.ts';
import { ratingMessages as m } from '../messages.ts';
import { useToastedMutation } from '../../../lib/use-toasted-mutation.ts';

/** Ratings stay fresh for 5 minutes. */
const RATING_STALE_MS = 5 * 60 * 1000;

export const userRatingQueryOptions = (tmdbId: number) =>
  queryOptions({
    queryKey: ['library', 'ratings', 'user', tmdbId],
    queryFn: async ({ signal, client }) =>
      (await signedInRequest<UserRatingResponse>(client, `api/ratings/user/${tmdbId}`, { signal })).data,
    staleTime: RATING_STALE_MS,
  });

export const movieRatingQueryOptions = (tmdbId: number) =>
  queryOptions({
    queryKey: ['library', 'ratings', 'movie', tmdbId],
    // Public: visitors read the community rating too.
    queryFn: async ({ signal }) =>
      (await apiRequest<MovieRatingSummaryResponse>(`api/ratings/movie/${tmdbId}`, { signal })).data,
    staleTime: RATING_STALE_MS,
  });

/** The user's own rating of a movie (null when none). A visitor's query fails with a 401. */
export function useUserRating(tmdbId: number) {
  return useQuery(userRatingQueryOptions(tmdbId));
}

/** The community's total and average rating of a movie. */
export function useMovieRating(tmdbId: number) {
  return useQuery(movieRatingQueryOptions(tmdbId));
}

export function useRateMovie(tmdbId: number) {
  return useToastedMutation({
    request: (rating: number) =>
      apiRequest('api/ratings', { method: 'POST', body: { tmdb_id: tmdbId, rating } }),
    success: m.saved,
    failure: m.failed,
    refresh: (queryClient) => {
      // Any new rating may cross the 7+ line either way; the button need not wait for those lists.
      void invalidateForYou(queryClient);
      void invalidateLibraryStatuses(queryClient);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userRatingQueryOptions(tmdbId).queryKey }),
        queryClient.invalidateQueries({ queryKey: movieRatingQueryOptions(tmdbId).queryKey }),
      ]);
    },
  });
}
