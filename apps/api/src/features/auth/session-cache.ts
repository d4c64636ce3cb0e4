import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../platform/api-token-user.ts';
import type { Cache } from '../../platform/cache/cache.ts';
import type { AuthUser } from '../../platform/request-user.ts';

interface SessionEntry {
  user: AuthUser;
  expiresAt: number;
  /** When the session was verified against the database (ms since the epoch). */
  storedAt: number;
  /** The hash of the whole credential that was verified. */
  credential: string;
}

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];
/** How long a resolved session is trusted without asking better-auth again; sign-out clears it at once. */
export const SESSION_CACHE_SECONDS = 30;

/** The request's session credential (cookie or bearer token), or undefined for a visitor. */
export function sessionCredential(request: FastifyRequest): string | undefined {
  const bearer = bearerToken(request);
  if (bearer !== undefined) return bearer || undefined;
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

// The one-shot form: on every signed-in request, a Hash object each time costs twice as much.
const sha256 = (value: string) => crypto.hash('sha256', value, 'base64url');

/** better-auth's credential is `<session token>.<signature>`; the token alone names the session row. */
function sessionTokenOf(credential: string): string {
  const dot = credential.indexOf('.');
  return dot === -1 ? credential : credential.slice(0, dot);
}

/**
 * The entry's user while it is fresh, was stored for this very credential (`check` is its hash) and after the
 * cache's last stall (`trustedSince`): a revocation during a stall may have failed to delete it.
 */
function honouredUser(
  entry: SessionEntry | undefined,
  check: string,
  trustedSince: number,
): AuthUser | undefined {
  if (!entry || entry.credential !== check) return undefined;
  return entry.expiresAt > Date.now() && (entry.storedAt ?? 0) >= trustedSince ? entry.user : undefined;
}

/** How often revocations that could not reach the cache are tried again, until their entries expire anyway. */
const REVOCATION_RETRY_MS = 500;

/**
 * Resolved sessions in the shared cache (in-process, or Redis for every API instance), keyed by a hash of the
 * session token (never the token itself) and honoured only for the exact credential that was verified.
 * Resolving a session through better-auth costs a database round trip and its request pipeline on every
 * personal-data request; this keeps signed-in reads near anonymous ones.
 *
 * When a session row is deleted (sign-out, revoke-session, password reset...) `endSession` runs on the
 * instance that deleted it: it leaves a short-lived marker, then drops the entry. `set` stores first and then
 * looks for the marker, so an instance that read the session just before its deletion drops its own entry
 * again, or has it dropped: in any order of the two, no entry outlives the revocation (docs/decisions/003).
 * A revocation that cannot reach the cache (Redis stalled or gone) is tried again until it lands, and every
 * instance distrusts entries stored before the cache's last stall, so a deletion lost meanwhile cannot bring a
 * signed-out session back.
 */
export function createSessionCache(cache: Cache) {
  const entryKey = (token: string) => `session:${sha256(token)}`;
  const endedKey = (token: string) => `session-ended:${sha256(token)}`;
  const forget = (token: string) => cache.delete(entryKey(token));
  const trustedSince = () => cache.trustedSince?.() ?? 0;
  const revokeInCache = async (token: string): Promise<boolean> => {
    const marked = await cache.set(endedKey(token), true, SESSION_CACHE_SECONDS * 2, {
      evenWhilePaused: true,
    });
    const dropped = await cache.delete(entryKey(token), { evenWhilePaused: true });
    return marked && dropped;
  };
  const unrevoked = createRetryQueue(revokeInCache, SESSION_CACHE_SECONDS * 1000);
  // A browser sends the same credential on every request of a kept-alive connection: its two hashes are
  // remembered for the connection (and go with it), not recomputed each time. The entry is still read each
  // time, so an ended session stops at once.
  const hashesByConnection = new WeakMap<object, { credential: string; key: string; check: string }>();
  const hashesOf = (credential: string, connection: object | undefined) => {
    const known = connection && hashesByConnection.get(connection);
    if (known?.credential === credential) return known;
    const hashes = { credential, key: entryKey(sessionTokenOf(credential)), check: sha256(credential) };
    if (connection) hashesByConnection.set(connection, hashes);
    return hashes;
  };
  return {
    /**
     * The cached user for this credential: answered at once from an in-process cache (no promise on every
     * signed-in request), through a promise from Redis. `connection`: the socket the request came on, if any.
     */
    get(credential: string, connection?: object): AuthUser | undefined | Promise<AuthUser | undefined> {
      const { key, check } = hashesOf(credential, connection);
      if (cache.getNow) return honouredUser(cache.getNow<SessionEntry>(key), check, trustedSince());
      return cache.get<SessionEntry>(key).then((entry) => honouredUser(entry, check, trustedSince()));
    },
    /** Kept for SESSION_CACHE_SECONDS at most, and never past the session's own expiry. */
    async set(credential: string, user: AuthUser, sessionExpiresAt: Date): Promise<void> {
      const token = sessionTokenOf(credential);
      const expiresAt = Math.min(sessionExpiresAt.getTime(), Date.now() + SESSION_CACHE_SECONDS * 1000);
      const entry: SessionEntry = { user, expiresAt, storedAt: Date.now(), credential: sha256(credential) };
      await cache.set(entryKey(token), entry, SESSION_CACHE_SECONDS);
      if (await cache.get(endedKey(token))) await forget(token);
    },
    /** Drops what is cached for this credential, so the next request asks better-auth again. */
    async forget(credential: string): Promise<void> {
      await forget(sessionTokenOf(credential));
    },
    /** The session with this token no longer exists: no instance may honour it from now on. */
    async endSession(token: string): Promise<void> {
      if (!(await revokeInCache(token))) unrevoked.add(token);
    },
  };
}

/**
 * Keys whose `work` failed, tried again on a timer until it succeeds or `giveUpAfterMs` has passed (by then the
 * cached entry it was meant for has expired by itself).
 */
function createRetryQueue(work: (key: string) => Promise<boolean>, giveUpAfterMs: number) {
  const deadlines = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  const retryAll = async () => {
    for (const [key, deadline] of deadlines)
      if (Date.now() > deadline || (await work(key))) deadlines.delete(key);
    timer = deadlines.size ? setTimeout(() => void retryAll(), REVOCATION_RETRY_MS).unref() : undefined;
  };
  return {
    add(key: string) {
      deadlines.set(key, Date.now() + giveUpAfterMs);
      timer ??= setTimeout(() => void retryAll(), REVOCATION_RETRY_MS).unref();
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
