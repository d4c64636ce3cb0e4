import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/** Holds the site's random id (one row, written by the API: see ensureSiteId). */
export function siteIdentityMigration(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('site_identity')
        .addColumn('singleton', 'integer', (c) => c.primaryKey())
        .addColumn('id', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
