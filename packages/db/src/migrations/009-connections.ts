import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * Media-server connections (decision 022): one secret webhook address per user and source, the secret stored
 * hashed; the last events each connection received; the watches it logged, one per user, movie, source and day,
 * so a retried or repeated delivery logs nothing twice; and the plays no movie matched, waiting for the user.
 */
export function connectionsMigration({ engine, idColumnType }: MigrationContext) {
  const autoId = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('media_connections')
        .addColumn('connection_id', idColumnType, autoId)
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
        .addColumn('secret_hint', 'text', (c) => c.notNull())
        .addColumn('server_user', 'text')
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('rotated_at', 'text', (c) => c.notNull())
        .addColumn('last_event_at', 'text')
        .addUniqueConstraint('media_connections_user_source_key', ['user_id', 'source'])
        .execute();

      await db.schema
        .createTable('media_connection_events')
        .addColumn('event_id', idColumnType, autoId)
        .addColumn('connection_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('event', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('year', 'integer')
        .addColumn('tmdb_id', 'integer')
        .execute();
      await db.schema
        .createIndex('media_connection_events_connection_idx')
        .on('media_connection_events')
        .columns(['connection_id', 'event_id'])
        .execute();

      await db.schema
        .createTable('media_connection_watches')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('tmdb_id', 'integer', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('watched_on', 'text', (c) => c.notNull())
        .addColumn('entry_id', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('media_connection_watches_pk', [
          'user_id',
          'tmdb_id',
          'source',
          'watched_on',
        ])
        .execute();

      await db.schema
        .createTable('media_connection_unmatched')
        .addColumn('item_id', idColumnType, autoId)
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        /** What the play said, folded (ids, title key, year), so a repeated delivery waits once. */
        .addColumn('match_key', 'text', (c) => c.notNull())
        .addColumn('title', 'text')
        .addColumn('year', 'integer')
        .addColumn('imdb_id', 'text')
        .addColumn('tmdb_id', 'integer')
        .addColumn('watched_on', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer')
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('media_connection_unmatched_play_key', [
          'user_id',
          'source',
          'match_key',
          'watched_on',
        ])
        .execute();
    },
  };
}
