import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * Federation beyond the diary (ADR 035): how each rating, comment and public playlist a user publishes is
 * seen, one row per item by its key (`rating-603`, `comment-12`, `playlist-7`), as `federation_entries` keeps
 * it for diary entries.
 */
export function federationItemsMigration(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('federation_items')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('item_key', 'text', (c) => c.notNull())
        .addColumn('visibility', 'text')
        .addColumn('sent_as', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('federation_items_pk', ['user_id', 'item_key'])
        .execute();
    },
  };
}
