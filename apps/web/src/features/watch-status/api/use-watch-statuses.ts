import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WatchStatus, WatchStatusListResponse } from '@marquee/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useToastedMutation } from '../../../lib/use-toasted-mutation.ts';
import { invalidateWatchHistory, WATCH_STATUS_QUERY_KEY } from '../../../lib/watch-history-query-keys.ts';
import type { MovieRef } from '../../../lib/movie-ref.ts';
import { signedInRequest } from '../../../lib/signed-in-request.ts';
import { watchStatusMessages as m } from '../messages.ts';
import type { Message } from '../../../lib/i18n/i18n.ts';

export const watchStatusesQueryOptions = queryOptions({
  queryKey: WATCH_STATUS_QUERY_KEY,
  queryFn: async ({ signal, client }) =>
    (await signedInRequest<WatchStatusListResponse>(client, 'api/watch/status', { signal })).data,
});

/** Every movie the user marked watched or want_to_watch, newest first. A visitor's query fails with a 401. */
export function useWatchStatuses() {
  return useQuery(watchStatusesQueryOptions);
}

/** The movies of one status, for the Watched and Watchlist pages. */
export function useWatchStatusList(status: WatchStatus) {
  return useQuery({
    ...watchStatusesQueryOptions,
    select: (items) => items.filter((item) => item.status === status),
  });
}

export const WATCH_STATUS_TOASTS: Record<WatchStatus, { success: Message; already: Message }> = {
  watched: { success: m.markedWatched, already: m.alreadyWatched },
  want_to_watch: { success: m.addedToWatchlist, already: m.alreadyInWatchlist },
};

export function useSetWatchStatus() {
  return useToastedMutation({
    request: ({ movie, status }: { movie: MovieRef; status: WatchStatus }) =>
      apiRequest('api/watch/status', { method: 'POST', body: { tmdb_id: movie.id, status } }),
    success: ({ status }) => WATCH_STATUS_TOASTS[status].success,
    failure: m.failedToUpdate,
    // Becoming watched logs a watch in the diary too, which the stats count.
    refresh: invalidateWatchHistory,
  });
}
