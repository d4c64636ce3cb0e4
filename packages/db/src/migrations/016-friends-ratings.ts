import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * Whether "For you" may use the ratings of the people a user follows (issue #44): off for everyone until they
 * turn it on (ADR 035).
 */
export function friendsRatingsMigration(_context: MigrationContext) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('federation_accounts')
        .addColumn('friends_ratings', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
