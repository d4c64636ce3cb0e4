import type { CatalogBrowse } from '@marquee/catalog';
import { RECENT_VISITS_LIMIT, type Visit } from '@marquee/contracts';
import { takeMovieSnapshot } from '../../platform/movie-snapshot.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { VisitsRepository } from './visits.repository.ts';

export function createVisitsService({
  visits,
  catalog,
}: {
  visits: VisitsRepository;
  catalog: CatalogBrowse;
}) {
  return {
    recentVisits: (userId: string): Promise<Visit[]> => visits.listRecent(userId, RECENT_VISITS_LIMIT),

    async logVisit(userId: string, tmdbId: number): Promise<Visit> {
      const snapshot = await takeMovieSnapshot(catalog, tmdbId);
      return visits.record(userId, snapshot, uniqueTimestamp());
    },
  };
}
