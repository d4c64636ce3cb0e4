import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { hashSecret, type Database } from '@marquee/db';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@marquee/contracts';
import type { AuthUser } from './request-user.ts';

/** How often a token's "last used" is written: at most once a minute, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Only this is stored: a token is 32 random bytes, so a plain SHA-256 is as good as a slow hash. */
export const hashApiToken: (token: string) => string = hashSecret;

const BEARER = /^bearer /i;

/**
 * The token of `Authorization: Bearer <token>` (a session's or a personal API token): '' when the header says
 * Bearer with no token, undefined without such a header.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  // Tested in place: lower-casing the header copied it on every signed-in request.
  return authorization && BEARER.test(authorization) ? authorization.slice(7).trim() : undefined;
}

/** The personal API token of `Authorization: Bearer mqt_...`; undefined for a session token or none. */
export function bearerApiToken(request: FastifyRequest): string | undefined {
  const token = bearerToken(request);
  return token?.startsWith(API_TOKEN_PREFIX) ? token : undefined;
}

/**
 * The user a personal API token (`Authorization: Bearer mqt_...`) speaks for, with the token's scope, or null
 * for an unknown or revoked token. Records when the token was last used.
 */
export async function resolveApiTokenUser(db: Kysely<Database>, token: string): Promise<AuthUser | null> {
  const authDb = db.withTables<{
    user: { id: string; email: string; name: string; emailVerified: unknown };
  }>();
  const row = await authDb
    .selectFrom('api_tokens')
    .innerJoin('user', 'user.id', 'api_tokens.user_id')
    .select([
      'api_tokens.token_id',
      'api_tokens.scope',
      'api_tokens.last_used_at',
      'user.id',
      'user.email',
      'user.name',
      'user.emailVerified',
    ])
    .where('api_tokens.token_hash', '=', hashApiToken(token))
    .executeTakeFirst();
  if (!row || !row.emailVerified) return null;
  const now = Date.now();
  if (!row.last_used_at || now - Date.parse(row.last_used_at) >= LAST_USED_RESOLUTION_MS)
    await db
      .updateTable('api_tokens')
      .set({ last_used_at: new Date(now).toISOString() })
      .where('token_id', '=', row.token_id)
      .execute();
  return {
    id: row.id,
    email: row.email,
    name: row.name?.trim() || null,
    emailVerified: true,
    apiToken: { scope: row.scope as ApiTokenScope },
  };
}
