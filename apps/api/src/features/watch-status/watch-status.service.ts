import type { CatalogBrowse } from '@marquee/catalog';
import { utcDate, type WatchStatus, type WatchStatusItem } from '@marquee/contracts';
import { takeDatedMovieSnapshot } from '../../platform/movie-snapshot.ts';
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
  catalog: CatalogBrowse;
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
      const already = (item: WatchStatusItem) => ({ item, message: WATCH_STATUS_MESSAGES[status].already });
      if (current?.status === status) return already(current);
      const { snapshot, release_date } = await takeDatedMovieSnapshot(catalog, tmdbId);
      if (status === 'want_to_watch') {
        const item = await watchStatus.set(userId, snapshot, status, uniqueTimestamp());
        return { item, message: WATCH_STATUS_MESSAGES[status].set };
      }
      // Becoming watched logs today's watch in the diary; a concurrent mark that got there first logs nothing.
      const item = await watchStatus.markWatched(
        userId,
        snapshot,
        release_date,
        utcDate(),
        uniqueTimestamp(),
      );
      if (!item) return already((await watchStatus.find(userId, tmdbId))!);
      return { item, message: WATCH_STATUS_MESSAGES[status].set };
    },
  };
}
