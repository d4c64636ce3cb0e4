import type { Kysely } from 'kysely';
import { hashSecret } from '../secret-hash.ts';
import type { MigrationContext } from './migration-context.ts';

/**
 * Calendar addresses keep only a hash of their secret, as API tokens do. The secrets already stored are hashed
 * in place, so every address already handed out keeps working; the column is renamed to say what it holds.
 */
export function calendarSecretHashesMigration(_context: MigrationContext) {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<{ calendar_feeds: { user_id: string; secret_hash: string } }>;
      await db.schema.alterTable('calendar_feeds').renameColumn('secret', 'secret_hash').execute();
      const rows = await db.selectFrom('calendar_feeds').select(['user_id', 'secret_hash']).execute();
      for (const { user_id, secret_hash: secret } of rows)
        await db
          .updateTable('calendar_feeds')
          .set({ secret_hash: hashSecret(secret) })
          .where('user_id', '=', user_id)
          .execute();
    },
  };
}
