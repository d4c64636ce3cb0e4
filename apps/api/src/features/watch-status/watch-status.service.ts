import type { Catalog } from '@marquee/catalog';
import type { WatchStatus, WatchStatusItem } from '@marquee/contracts';
import { takeMovieSnapshot } from '../../platform/movie-snapshot.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { WatchStatusRepository } from './watch-status.repository.ts';

export const WATCH_STATUS_MESSAGES: Record<WatchStatus, { set: string; already: string }> = {
  watched: { set: 'Movie marked as watched!', already: 'Already marked as watched.' },
  want_to_watch: { set: 'Added to your watchlist!', already: 'Already in your watchlist.' },
};

export function createWatchStatusService({
  watchStatus,
  catalog,
}: {
  watchStatus: WatchStatusRepository;
  catalog: Catalog;
}) {
  return {
    listStatuses: (userId: string): Promise<WatchStatusItem[]> => watchStatus.listForUser(userId),

    /** Idempotent: asking for the state the movie is already in changes nothing and says so. */
    async setStatus(
      userId: string,
      tmdbId: number,
      status: WatchStatus,
    ): Promise<{ item: WatchStatusItem; message: string }> {
      const current = await watchStatus.find(userId, tmdbId);
      if (current?.status === status)
        return { item: current, message: WATCH_STATUS_MESSAGES[status].already };
      const snapshot = await takeMovieSnapshot(catalog, tmdbId);
      const item = await watchStatus.set(userId, snapshot, status, uniqueTimestamp());
      return { item, message: WATCH_STATUS_MESSAGES[status].set };
    },
  };
}
