import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of what a logged watch changes: the diary and the stats drawn from it. In lib so that
 * "Mark as Watched" (the watch-status feature) and the diary can refresh both without importing each other.
 */
export const DIARY_QUERY_KEY = ['library', 'diary'] as const;
export const STATS_QUERY_KEY = ['library', 'stats'] as const;

export function invalidateWatchHistory(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: DIARY_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY }),
  ]).then(() => undefined);
}
