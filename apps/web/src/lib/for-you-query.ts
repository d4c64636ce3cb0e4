import type { QueryClient } from '@tanstack/react-query';

/**
 * The query key of the user's personal recommendations. It lives here because the features that change what
 * the recommender goes on (likes, ratings) mark that answer stale, and features do not import each other.
 */
export const forYouQueryKey = ['library', 'for-you'] as const;

/**
 * A like or a rating changed the user's taste: a "For you" row on screen asks again now, one not shown asks
 * on its next showing. Not awaited by callers: the like or rating itself is done and needs no new answer.
 */
export function invalidateForYou(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: forYouQueryKey });
}
