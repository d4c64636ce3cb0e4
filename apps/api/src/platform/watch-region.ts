import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { DEFAULT_WATCH_REGION } from '@marquee/contracts';

/** The region a user picked for where to watch and release dates (Settings), else the default. */
export async function readWatchRegion(db: Kysely<Database>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('watch_services')
    .select('region')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.region ?? DEFAULT_WATCH_REGION;
}
