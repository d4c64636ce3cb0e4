import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from './errors.ts';

export interface AuthUser {
  /** Stable user id (the spec's uid). */
  id: string;
  email: string;
  /** Display name; null when the user has not chosen one (Google sign-in without a name). */
  name: string | null;
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from the session cookie or `Authorization: Bearer`, or null. Set up by the auth feature. */
    resolveUser(): Promise<AuthUser | null>;
  }
}

/** Every personal-data route starts with this: the signed-in user, or a 401 JSON answer. */
export async function requireUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await request.resolveUser();
  if (!user) throw new UnauthorizedError('Authentication required. Please log in.');
  return user;
}
