import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/** Certification and production countries of each movie, and the stored sentence embeddings. */
export function catalogFactsMigration({ engine }: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('movies').addColumn('certification', 'text').execute();
      await db.schema.createIndex('movies_certification_idx').on('movies').column('certification').execute();
      await db.schema
        .createIndex('movies_original_language_idx')
        .on('movies')
        .column('original_language')
        .execute();
      await db.schema.createIndex('movies_runtime_idx').on('movies').column('runtime').execute();

      await db.schema
        .createTable('movie_countries')
        .addColumn('movie_id', 'integer', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('movie_countries_pk', ['movie_id', 'country'])
        .execute();
      await db.schema
        .createIndex('movie_countries_country_idx')
        .on('movie_countries')
        .columns(['country', 'movie_id'])
        .execute();

      await db.schema
        .createTable('movie_embeddings')
        .addColumn('movie_id', 'integer', (c) => c.primaryKey())
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('vector', engine === 'sqlite' ? 'blob' : 'bytea', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
