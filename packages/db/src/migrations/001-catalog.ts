import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

export function catalogMigration(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('movies')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('original_language', 'text')
        .addColumn('overview', 'text')
        .addColumn('release_date', 'text')
        .addColumn('runtime', 'integer')
        .addColumn('vote_average', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('vote_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('popularity', 'real', (c) => c.notNull().defaultTo(0))
        .addColumn('poster_path', 'text')
        .addColumn('backdrop_path', 'text')
        .addColumn('keywords_json', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('movies_popularity_idx').on('movies').column('popularity').execute();
      await db.schema.createIndex('movies_release_date_idx').on('movies').column('release_date').execute();
      await db.schema
        .createIndex('movies_vote_idx')
        .on('movies')
        .columns(['vote_count', 'vote_average'])
        .execute();

      await db.schema
        .createTable('genres')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('movie_genres')
        .addColumn('movie_id', 'integer', (c) => c.notNull())
        .addColumn('genre_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('movie_genres_pk', ['movie_id', 'genre_id'])
        .execute();
      await db.schema
        .createIndex('movie_genres_genre_idx')
        .on('movie_genres')
        .columns(['genre_id', 'movie_id'])
        .execute();

      await db.schema
        .createTable('companies')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('movie_companies')
        .addColumn('movie_id', 'integer', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('movie_companies_pk', ['movie_id', 'company_id'])
        .execute();

      await db.schema
        .createTable('people')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('profile_path', 'text')
        .execute();
      await db.schema
        .createTable('movie_cast')
        .addColumn('movie_id', 'integer', (c) => c.notNull())
        .addColumn('person_id', 'integer', (c) => c.notNull())
        .addColumn('character', 'text')
        .addColumn('cast_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('movie_cast_pk', ['movie_id', 'person_id'])
        .execute();
      await db.schema
        .createIndex('movie_cast_person_idx')
        .on('movie_cast')
        .columns(['person_id', 'movie_id'])
        .execute();
      await db.schema
        .createTable('movie_crew')
        .addColumn('movie_id', 'integer', (c) => c.notNull())
        .addColumn('person_id', 'integer', (c) => c.notNull())
        .addColumn('job', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('movie_crew_pk', ['movie_id', 'person_id', 'job'])
        .execute();
      await db.schema
        .createIndex('movie_crew_person_idx')
        .on('movie_crew')
        .columns(['person_id', 'movie_id'])
        .execute();

      await db.schema
        .createTable('external_ratings')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('tmdb_id', 'integer', (c) => c.notNull())
        .addColumn('rating', 'real', (c) => c.notNull())
        .addColumn('rated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('external_ratings_pk', ['user_id', 'tmdb_id'])
        .execute();
      await db.schema
        .createIndex('external_ratings_tmdb_idx')
        .on('external_ratings')
        .column('tmdb_id')
        .execute();

      await db.schema
        .createTable('catalog_import_state')
        .addColumn('source', 'text', (c) => c.primaryKey())
        .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
