import type { QueryClient } from '@tanstack/react-query';

/**
 * The cache key of the marks on posters (watched, watchlist, liked, rating). In lib because the features that
 * change a mark (likes, ratings, watch status, the diary) refresh it, and features do not import each other.
 */
export const LIBRARY_STATUSES_QUERY_KEY = ['library', 'statuses'] as const;

/** A like, a rating or a status changed: the marks on screen ask again, those of other pages when next shown. */
export function invalidateLibraryStatuses(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: LIBRARY_STATUSES_QUERY_KEY });
}
