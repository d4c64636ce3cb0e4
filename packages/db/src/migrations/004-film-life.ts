import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/** The watch diary (seeded from the movies already marked watched), public profiles and shareable playlists. */
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
      // Movies marked watched before the diary existed get one entry on the day they were marked.
      await sql`
        insert into diary_entries
          (user_id, tmdb_id, title, poster_path, vote_average, watched_on, is_rewatch, created_at, updated_at)
        select user_id, tmdb_id, title, poster_path, vote_average, substr(updated_at, 1, 10), 0, updated_at, updated_at
        from watch_status where status = 'watched'
      `.execute(db);

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
