import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/** A user's own settings, one row each: for now the interface language they chose (ADR 036). */
export function accountLanguageMigration(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', 'text', (c) => c.primaryKey())
        .addColumn('language', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
