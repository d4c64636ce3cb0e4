import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * A random id per site, kept in its database: the API and the recommender each read it from the database they
 * use, so the API can tell its own recommender from one another site on the same host runs.
 */
export async function ensureSiteId(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('site_identity')
    .values({ singleton: 1, id: crypto.randomUUID() })
    .onConflict((conflict) => conflict.column('singleton').doNothing())
    .execute();
  return (await db.selectFrom('site_identity').select('id').executeTakeFirstOrThrow()).id;
}

/** The site's id, or undefined before the API has written it (or migrated the database). */
export async function readSiteId(db: Kysely<Database>): Promise<string | undefined> {
  try {
    return (await db.selectFrom('site_identity').select('id').executeTakeFirst())?.id;
  } catch {
    return undefined;
  }
}
