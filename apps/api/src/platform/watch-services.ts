import type { Kysely } from 'kysely';
import type { CatalogAvailability } from '@marquee/catalog';
import { DEFAULT_WATCH_REGION } from '@marquee/contracts';
import type { Database } from '@marquee/db';

/** A user's streaming services and region (Settings), read by where-to-watch and Watch tonight. */

export interface StoredWatchServices {
  region: string;
  providerIds: number[];
}

export function createWatchServicesRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<StoredWatchServices | undefined> {
      const row = await db
        .selectFrom('watch_services')
        .select(['region', 'provider_ids'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ? { region: row.region, providerIds: JSON.parse(row.provider_ids) as number[] } : undefined;
    },

    async save(userId: string, services: StoredWatchServices, updatedAt: string): Promise<void> {
      const values = { region: services.region, provider_ids: JSON.stringify(services.providerIds) };
      await db
        .insertInto('watch_services')
        .values({ user_id: userId, ...values, updated_at: updatedAt })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ ...values, updated_at: updatedAt }),
        )
        .execute();
    },
  };
}
export type WatchServicesRepository = ReturnType<typeof createWatchServicesRepository>;

/** What a user without saved services has: the default region and no services. */
export const NO_WATCH_SERVICES: StoredWatchServices = { region: DEFAULT_WATCH_REGION, providerIds: [] };

/**
 * Of these movies, those streaming (flat rate) on one of the services in their region, in the given order; a
 * movie TMDB cannot tell about is left out.
 */
export async function streamingOnServices(
  availability: CatalogAvailability,
  { region, providerIds }: StoredWatchServices,
  tmdbIds: number[],
): Promise<number[]> {
  if (providerIds.length === 0) return [];
  const offers = await Promise.all(
    tmdbIds.map((id) => availability.getWatchProviders(id, region).catch(() => null)),
  );
  return tmdbIds.filter((_, index) =>
    offers[index]?.flatrate.some((offer) => providerIds.includes(offer.provider_id)),
  );
}
