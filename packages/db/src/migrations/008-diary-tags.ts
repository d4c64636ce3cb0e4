import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * Diary entries carry tags (Letterboxd's `Tags`): a JSON array of strings in text, null when there are none,
 * so both engines store them alike and the entry reads them with its other columns.
 */
export function diaryTagsMigration(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('diary_entries').addColumn('tags', 'text').execute();
    },
  };
}
