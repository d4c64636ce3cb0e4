import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from './errors.ts';
import { SIGN_IN_REQUIRED_MESSAGE } from '@marquee/contracts';

export interface AuthUser {
  /** Stable user id (the spec's uid). */
  id: string;
  email: string;
  /** Display name; null when the user has not chosen one (Google sign-in without a name). */
  name: string | null;
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route visitors may read, in a plugin whose other routes need a signed-in user. */
    visitorsMayRead?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user from the session cookie or `Authorization: Bearer`, or null. Set up by the auth feature. */
    resolveUser(): Promise<AuthUser | null>;
  }
}

/** Every personal-data route starts with this: the signed-in user, or a 401 JSON answer. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.resolveUser();
  if (!user) throw new UnauthorizedError(SIGN_IN_REQUIRED_MESSAGE);
  return user;
}

/**
 * For plugins whose every route is personal (but those marked `config: { visitorsMayRead: true }`): a visitor
 * gets the 401 before validation looks at the body, so a signed-out client always learns it must log in.
 */
export function requireUserOnEveryRoute(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.visitorsMayRead) return;
    await requireUser(request);
  });
}
