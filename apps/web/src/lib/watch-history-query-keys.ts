import type { QueryClient } from '@tanstack/react-query';
import { invalidateLibraryStatuses } from './library-statuses-query-key.ts';

/**
 * Query keys of what a logged watch changes: the watch statuses (a logged watch marks the movie watched), the
 * diary and the stats drawn from it, and the marks on posters. In lib so that "Mark as Watched" (the watch-status
 * feature) and the diary can refresh each other without importing each other.
 */
export const WATCH_STATUS_QUERY_KEY = ['library', 'watch-status'] as const;
export const DIARY_QUERY_KEY = ['library', 'diary'] as const;
export const STATS_QUERY_KEY = ['library', 'stats'] as const;

export function invalidateWatchHistory(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: WATCH_STATUS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: DIARY_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: STATS_QUERY_KEY }),
    invalidateLibraryStatuses(queryClient),
  ]).then(() => undefined);
}
