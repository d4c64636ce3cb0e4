import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * Personal API tokens (only a hash of each token is kept), the secret address of each user's release
 * calendar, and the streaming services and region a user picked for "where to watch".
 */
export function tokensCalendarProvidersMigration({ engine, idColumnType }: MigrationContext) {
  const autoId = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_tokens')
        .addColumn('token_id', idColumnType, autoId)
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('token_start', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema.createIndex('api_tokens_user_idx').on('api_tokens').column('user_id').execute();

      await db.schema
        .createTable('calendar_feeds')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('watch_services')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('provider_ids', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
