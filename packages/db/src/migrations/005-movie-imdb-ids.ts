import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/** Movies carry their IMDb id, so imported histories (IMDb, Letterboxd, Trakt) match by id rather than by title. */
export function movieImdbIdsMigration(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('movies').addColumn('imdb_id', 'text').execute();
      await db.schema.createIndex('movies_imdb_id_idx').on('movies').column('imdb_id').execute();
    },
  };
}
