import { sql, type Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import { DELETED_USER_ID, type Locale } from '@marquee/contracts';
import { readUserLanguage } from '../../platform/wording/user-language.ts';

/** better-auth's tables, as far as deleting an account needs them. */
type AuthTables = {
  user: { id: string; email: string };
  session: { userId: string; token: string };
  account: { userId: string };
  verification: { identifier: string; value: string };
};

/** `value` as a LIKE pattern matching itself only (emails may hold `_` and `%`). */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export function createAccountRepository(database: Kysely<Database>) {
  const db = database.withTables<AuthTables>();
  return {
    /** The interface language the user chose, or null when they follow the browser (no row, or cleared). */
    findLanguage: (userId: string): Promise<Locale | null> => readUserLanguage(database, userId),

    async saveLanguage(userId: string, language: Locale | null): Promise<void> {
      const updated_at = new Date().toISOString();
      await database
        .insertInto('user_settings')
        .values({ user_id: userId, language, updated_at })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ language, updated_at }))
        .execute();
    },

    async findEmail(userId: string): Promise<string | undefined> {
      const row = await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
      return row?.email;
    },

    /**
     * Removes, in one transaction, every row the user owns, on our tables and better-auth's. Their comments
     * stay (threads would lose their replies) under the DELETED_USER_ID. Answers the tokens of the sessions it
     * deleted, so no cache keeps honouring them.
     */
    async deleteEverythingOf(userId: string, email: string): Promise<string[]> {
      return db.transaction().execute(async (trx) => {
        const sessions = await trx
          .selectFrom('session')
          .select('token')
          .where('userId', '=', userId)
          .execute();
        await trx
          .deleteFrom('playlist_movies')
          .where(
            'playlist_id',
            'in',
            trx.selectFrom('playlists').select('playlist_id').where('user_id', '=', userId),
          )
          .execute();
        for (const table of [
          'playlists',
          'likes',
          'watch_status',
          'visits',
          'ratings',
          'diary_entries',
          'user_profiles',
          'media_connections',
          'media_connection_events',
          'media_connection_watches',
          'media_connection_unmatched',
          'api_tokens',
          'calendar_feeds',
          'watch_services',
          'user_settings',
          'federation_accounts',
          'federation_followers',
          'federation_following',
          'federation_blocks',
          'federation_entries',
          'federation_items',
        ] as const)
          await trx.deleteFrom(table).where('user_id', '=', userId).execute();
        await trx
          .deleteFrom('watch_partners')
          .where((eb) => eb.or([eb('inviter_id', '=', userId), eb('invitee_id', '=', userId)]))
          .execute();
        await trx
          .updateTable('comments')
          .set({ user_id: DELETED_USER_ID })
          .where('user_id', '=', userId)
          .execute();

        await trx.deleteFrom('session').where('userId', '=', userId).execute();
        await trx.deleteFrom('account').where('userId', '=', userId).execute();
        // Password-reset and deletion tokens hold the user id as their value; others may name the email.
        await trx
          .deleteFrom('verification')
          .where((eb) =>
            eb.or([
              sql<boolean>`${eb.ref('value')} like ${`%${likeLiteral(userId)}%`} escape '\\'`,
              sql<boolean>`lower(${eb.ref('identifier')}) like ${`%${likeLiteral(email.toLowerCase())}%`} escape '\\'`,
              sql<boolean>`lower(${eb.ref('value')}) like ${`%${likeLiteral(email.toLowerCase())}%`} escape '\\'`,
            ]),
          )
          .execute();
        await trx.deleteFrom('user').where('id', '=', userId).execute();
        return sessions.map((session) => session.token);
      });
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
