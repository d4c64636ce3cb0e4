import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/** The watch diary, public profiles and shareable playlists. */
export function filmLifeMigration({ engine, idColumnType }: MigrationContext) {
  const autoId = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('diary_entries')
        .addColumn('entry_id', idColumnType, autoId)
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('tmdb_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('poster_path', 'text')
        .addColumn('vote_average', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('release_date', 'text')
        .addColumn('watched_on', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer')
        .addColumn('review', 'text')
        .addColumn('is_rewatch', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('diary_entries_user_date_idx')
        .on('diary_entries')
        .columns(['user_id', 'watched_on'])
        .execute();
      await db.schema
        .createIndex('diary_entries_user_movie_idx')
        .on('diary_entries')
        .columns(['user_id', 'tmdb_id'])
        .execute();

      await db.schema
        .createTable('user_profiles')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('handle', 'text', (c) => c.notNull().unique())
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .alterTable('playlists')
        .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('playlists').addColumn('share_token', 'text').execute();
      await db.schema
        .createIndex('playlists_share_token_idx')
        .unique()
        .on('playlists')
        .column('share_token')
        .execute();
    },
  };
}
