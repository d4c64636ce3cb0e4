import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * Watch-together links: an invitation from one account to another (by handle, or by a one-time link whose
 * token only a hash of is kept), accepted or still pending. Declining or revoking deletes the row. `pair_key`
 * (the two ids in order) keeps one link per pair whoever asked; it is null while a link invite is unclaimed.
 */
export function watchTogetherMigration({ engine, idColumnType }: MigrationContext) {
  const autoId = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('watch_partners')
        .addColumn('invitation_id', idColumnType, autoId)
        .addColumn('inviter_id', 'text', (c) => c.notNull())
        .addColumn('invitee_id', 'text')
        .addColumn('pair_key', 'text', (c) => c.unique())
        .addColumn('token_hash', 'text', (c) => c.unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('accepted_at', 'text')
        .execute();
      await db.schema
        .createIndex('watch_partners_inviter_idx')
        .on('watch_partners')
        .column('inviter_id')
        .execute();
      await db.schema
        .createIndex('watch_partners_invitee_idx')
        .on('watch_partners')
        .column('invitee_id')
        .execute();
    },
  };
}
