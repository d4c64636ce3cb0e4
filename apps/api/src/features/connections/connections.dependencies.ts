import type { Kysely } from 'kysely';
import type { CatalogBrowse, CatalogFacts } from '@marquee/catalog';
import type { Database } from '@marquee/db';
import { createConnectionsRepository, type ConnectionsRepository } from './connections.repository.ts';
import { createDeliveriesRepository, type DeliveriesRepository } from './deliveries.repository.ts';
import { createMovieFinder, type MatcherTiming, type MovieFinder } from './movie-finder.ts';
import { createRefusalThrottle, type RefusalThrottle } from './refusals.ts';
import { createUnmatchedPlaysRepository, type UnmatchedPlaysRepository } from './unmatched.repository.ts';

/** What the connections' use cases are built from; each one takes the part of it that it uses. */
export interface ConnectionsDependencies {
  connections: ConnectionsRepository;
  deliveries: DeliveriesRepository;
  unmatched: UnmatchedPlaysRepository;
  catalog: CatalogBrowse;
  /** The title matcher held between deliveries. */
  findMovie: MovieFinder;
  /** Which refused deliveries reach the log. */
  refusals: RefusalThrottle;
}

export function createConnectionsDependencies({
  db,
  catalog,
  matcherTiming,
  deliveries = createDeliveriesRepository(db),
}: {
  db: Kysely<Database>;
  catalog: CatalogBrowse & CatalogFacts;
  /** When the title matcher is rebuilt; the defaults outside tests. */
  matcherTiming?: MatcherTiming;
  /** The delivery writes; a test may wrap them. */
  deliveries?: DeliveriesRepository;
}): ConnectionsDependencies {
  return {
    connections: createConnectionsRepository(db),
    deliveries,
    unmatched: createUnmatchedPlaysRepository(db),
    catalog,
    findMovie: createMovieFinder(deliveries.loadMatcher, catalog, matcherTiming),
    refusals: createRefusalThrottle(),
  };
}
