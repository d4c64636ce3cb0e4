import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * Federation (ADR 035): who opted in and their keys, followers and followees on other servers, blocks, the
 * visibility each diary entry is published with, the film posts received from followees, and Fedify's own
 * key-value store and delivery queue (kept in this database so every instance shares them).
 */
export function federationMigration({ engine, idColumnType }: MigrationContext) {
  const autoId = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('federation_accounts')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('enabled', 'integer', (c) => c.notNull())
        .addColumn('auto_accept', 'integer', (c) => c.notNull())
        .addColumn('default_visibility', 'text', (c) => c.notNull())
        .addColumn('key_pairs', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      for (const table of ['federation_followers', 'federation_following'] as const) {
        await db.schema
          .createTable(table)
          .addColumn('relation_id', idColumnType, autoId)
          .addColumn('user_id', 'text', (c) => c.notNull())
          .addColumn('actor_iri', 'text', (c) => c.notNull())
          .addColumn('handle', 'text', (c) => c.notNull())
          .addColumn('name', 'text')
          .addColumn('inbox_iri', 'text', (c) => c.notNull())
          .addColumn('shared_inbox_iri', 'text')
          .addColumn('follow_iri', 'text')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addUniqueConstraint(`${table}_user_actor_key`, ['user_id', 'actor_iri'])
          .execute();
        await db.schema.createIndex(`${table}_actor_idx`).on(table).column('actor_iri').execute();
      }
      await db.schema
        .createTable('federation_blocks')
        .addColumn('block_id', idColumnType, autoId)
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('federation_blocks_user_target_key', ['user_id', 'kind', 'target'])
        .execute();
      await db.schema
        .createTable('federation_entries')
        .addColumn('entry_id', 'integer', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('visibility', 'text')
        .addColumn('sent_as', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('federation_remote_notes')
        .addColumn('note_id', idColumnType, autoId)
        .addColumn('note_iri', 'text', (c) => c.notNull().unique())
        .addColumn('actor_iri', 'text', (c) => c.notNull())
        .addColumn('actor_handle', 'text', (c) => c.notNull())
        .addColumn('actor_name', 'text')
        .addColumn('tmdb_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('poster_path', 'text')
        .addColumn('release_date', 'text')
        .addColumn('rating', 'real')
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('url', 'text')
        .addColumn('published_at', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('federation_remote_notes_actor_idx')
        .on('federation_remote_notes')
        .columns(['actor_iri', 'published_at'])
        .execute();
      await db.schema
        .createTable('federation_kv')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .execute();
      await db.schema
        .createTable('federation_queue')
        .addColumn('message_id', idColumnType, autoId)
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('lease_until', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('federation_queue_run_at_idx')
        .on('federation_queue')
        .column('run_at')
        .execute();
    },
  };
}
