import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

export function userLibraryMigration({ engine, idColumnType }: MigrationContext) {
  const autoId = (c: ColumnDefinitionBuilder) =>
    engine === 'sqlite' ? c.primaryKey().autoIncrement() : c.primaryKey();
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('likes')
        .addColumn('like_id', idColumnType, autoId)
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('tmdb_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('poster_path', 'text')
        .addColumn('vote_average', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('likes_user_movie_unique', ['user_id', 'tmdb_id'])
        .execute();
      await db.schema
        .createIndex('likes_user_created_idx')
        .on('likes')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('watch_status')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('tmdb_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('poster_path', 'text')
        .addColumn('vote_average', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('watch_status_pk', ['user_id', 'tmdb_id'])
        .execute();

      await db.schema
        .createTable('visits')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('tmdb_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('poster_path', 'text')
        .addColumn('vote_average', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('visited_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('visits_pk', ['user_id', 'tmdb_id'])
        .execute();
      await db.schema
        .createIndex('visits_user_time_idx')
        .on('visits')
        .columns(['user_id', 'visited_at'])
        .execute();

      await db.schema
        .createTable('ratings')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('tmdb_id', 'integer', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'tmdb_id'])
        .execute();
      await db.schema.createIndex('ratings_movie_idx').on('ratings').column('tmdb_id').execute();

      await db.schema
        .createTable('comments')
        .addColumn('comment_id', idColumnType, autoId)
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('tmdb_id', 'integer', (c) => c.notNull())
        .addColumn('parent_comment_id', 'integer')
        .addColumn('depth', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('comment_text', 'text', (c) => c.notNull())
        .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('comments_movie_root_idx')
        .on('comments')
        .columns(['tmdb_id', 'parent_comment_id', 'created_at'])
        .execute();
      await db.schema.createIndex('comments_parent_idx').on('comments').column('parent_comment_id').execute();

      await db.schema
        .createTable('playlists')
        .addColumn('playlist_id', idColumnType, autoId)
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('playlists_user_idx')
        .on('playlists')
        .columns(['user_id', 'created_at'])
        .execute();

      await db.schema
        .createTable('playlist_movies')
        .addColumn('playlist_id', 'integer', (c) => c.notNull())
        .addColumn('tmdb_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('poster_path', 'text')
        .addColumn('vote_average', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('added_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('playlist_movies_pk', ['playlist_id', 'tmdb_id'])
        .execute();
    },
  };
}
