import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import type { ApiToken, ApiTokenScope } from '@marquee/contracts';
import { deleteMatching } from '../../platform/delete-rows.ts';

const listedColumns = ['token_id', 'name', 'scope', 'token_start', 'created_at', 'last_used_at'] as const;

export interface NewApiToken {
  userId: string;
  name: string;
  scope: ApiTokenScope;
  tokenHash: string;
  tokenStart: string;
  createdAt: string;
}

const asApiToken = (row: Omit<ApiToken, 'scope'> & { scope: string }): ApiToken => ({
  ...row,
  scope: row.scope as ApiTokenScope,
});

export function createApiTokensRepository(db: Kysely<Database>) {
  return {
    async listForUser(userId: string): Promise<ApiToken[]> {
      const rows = await db
        .selectFrom('api_tokens')
        .select(listedColumns)
        .where('user_id', '=', userId)
        .orderBy('token_id', 'desc')
        .execute();
      return rows.map(asApiToken);
    },

    async countForUser(userId: string): Promise<number> {
      const row = await db
        .selectFrom('api_tokens')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(token: NewApiToken): Promise<ApiToken> {
      const row = await db
        .insertInto('api_tokens')
        .values({
          user_id: token.userId,
          name: token.name,
          scope: token.scope,
          token_hash: token.tokenHash,
          token_start: token.tokenStart,
          created_at: token.createdAt,
          last_used_at: null,
        })
        .returning(listedColumns)
        .executeTakeFirstOrThrow();
      return asApiToken(row);
    },

    /** Whether the user had this token (it is gone either way). */
    delete: (userId: string, tokenId: number): Promise<boolean> =>
      deleteMatching(db, 'api_tokens', { user_id: userId, token_id: tokenId }),
  };
}
export type ApiTokensRepository = ReturnType<typeof createApiTokensRepository>;
