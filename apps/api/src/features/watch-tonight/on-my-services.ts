import type { Kysely } from 'kysely';
import type { CatalogAvailability } from '@marquee/catalog';
import type { Database } from '@marquee/db';
import {
  createWatchServicesRepository,
  NO_WATCH_SERVICES,
  streamingOnServices,
} from '../../platform/watch-services.ts';

/** "On my services" for Watch tonight: the same reading of the user's where-to-watch settings. */
export function createOnMyServices(db: Kysely<Database>, availability: CatalogAvailability) {
  const services = createWatchServicesRepository(db);
  return async (userId: string, tmdbIds: number[]): Promise<number[]> =>
    streamingOnServices(availability, (await services.find(userId)) ?? NO_WATCH_SERVICES, tmdbIds);
}
