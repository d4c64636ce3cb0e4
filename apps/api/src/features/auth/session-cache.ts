import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Cache } from '../../platform/cache/cache.ts';
import type { AuthUser } from '../../platform/request-user.ts';

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];
/** How long a resolved session is trusted without asking better-auth again; sign-out clears it at once. */
export const SESSION_CACHE_SECONDS = 30;

/** The request's session credential (cookie or bearer token), or undefined for a visitor. */
export function sessionCredential(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice(7).trim() || undefined;
  const cookieHeader = request.headers.cookie;
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    const name = part.slice(0, separator).trim();
    if (SESSION_COOKIES.includes(name))
      return decodeURIComponent(part.slice(separator + 1).trim()) || undefined;
  }
  return undefined;
}

/**
 * Resolved sessions, keyed by a hash of the credential (never the credential itself), in the shared cache so
 * every API instance sees an invalidation. Resolving a session through better-auth costs a database round trip
 * and its request pipeline on every personal-data request; this keeps signed-in reads near anonymous ones.
 */
export function createSessionCache(cache: Cache) {
  const keyOf = (credential: string) =>
    `session:${crypto.createHash('sha256').update(credential).digest('base64url')}`;
  return {
    async get(credential: string): Promise<AuthUser | undefined> {
      const entry = await cache.get<{ user: AuthUser; expiresAt: number }>(keyOf(credential));
      return entry && entry.expiresAt > Date.now() ? entry.user : undefined;
    },
    /** Kept for SESSION_CACHE_SECONDS at most, and never past the session's own expiry. */
    async set(credential: string, user: AuthUser, sessionExpiresAt: Date): Promise<void> {
      const expiresAt = Math.min(sessionExpiresAt.getTime(), Date.now() + SESSION_CACHE_SECONDS * 1000);
      await cache.set(keyOf(credential), { user, expiresAt }, SESSION_CACHE_SECONDS);
    },
    async forget(credential: string): Promise<void> {
      await cache.delete(keyOf(credential));
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
