import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';

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
