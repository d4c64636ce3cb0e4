import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from './errors.ts';
import {
  API_TOKEN_NOT_ALLOWED_MESSAGE,
  API_TOKEN_READ_ONLY_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  type ApiTokenScope,
} from '@marquee/contracts';

export interface AuthUser {
  /** Stable user id (the spec's uid). */
  id: string;
  email: string;
  /** Display name; null when the user has not chosen one (Google sign-in without a name). */
  name: string | null;
  emailVerified: boolean;
  /** Set when the request came with a personal API token instead of a session. */
  apiToken?: { scope: ApiTokenScope };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route visitors may read, in a plugin whose other routes need a signed-in user. */
    visitorsMayRead?: boolean;
    /** A route personal API tokens may never use (managing tokens, deleting the account): sessions only. */
    refusesApiTokens?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user from the session cookie or `Authorization: Bearer`, or null. Set up by the auth feature. */
    resolveUser(): Promise<AuthUser | null>;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every personal-data route starts with this: the signed-in user, or a 401 JSON answer. An API token gets a
 * 403 where its scope stops it: a read token on any write, every token on the routes that refuse tokens.
 */
export function requireUser(request: FastifyRequest): Promise<AuthUser> {
  // Not an async function: one promise fewer on every personal request (see resolveSessionUser).
  return request.resolveUser().then((user) => {
    const refusal = refusalOf(request, user);
    if (refusal || !user) throw refusal;
    return user;
  });
}

/** Why this request may not go on (no user, or a token its scope stops), or undefined when it may. */
function refusalOf(request: FastifyRequest, user: AuthUser | null): Error | undefined {
  if (!user) return new UnauthorizedError(SIGN_IN_REQUIRED_MESSAGE);
  if (user.apiToken) {
    if (request.routeOptions.config.refusesApiTokens)
      return new ForbiddenError(API_TOKEN_NOT_ALLOWED_MESSAGE);
    if (user.apiToken.scope === 'read' && !READS.has(request.method))
      return new ForbiddenError(API_TOKEN_READ_ONLY_MESSAGE);
  }
  return undefined;
}

/**
 * For plugins whose every route is personal (but those marked `config: { visitorsMayRead: true }`): a visitor
 * gets the 401 before validation looks at the body, so a signed-out client always learns it must log in.
 */
export function requireUserOnEveryRoute(app: FastifyInstance): void {
  // A callback hook: an async one would add its own promise to every personal request.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.visitorsMayRead) return done();
    request.resolveUser().then((user) => done(refusalOf(request, user)), done);
  });
}
