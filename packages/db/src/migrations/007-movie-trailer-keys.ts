import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/** Movies carry the YouTube key of their trailer, so the movie page can offer it. */
export function movieTrailerKeysMigration(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('movies').addColumn('trailer_key', 'text').execute();
    },
  };
}
