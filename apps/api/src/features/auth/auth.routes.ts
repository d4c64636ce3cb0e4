import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authConfigSchema,
  authErrorResponseSchema,
  signInEmailBodySchema,
  signInEmailResponseSchema,
  signOutResponseSchema,
  signUpEmailBodySchema,
  signUpEmailResponseSchema,
  successEnvelope,
} from '@marquee/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestOrigin } from '../../platform/origins.ts';
import { failure, ok } from '../../platform/respond.ts';
import { redactEmail } from '../../platform/logging/redaction.ts';
import type { AuthUser } from '../../platform/request-user.ts';
import { bearerApiToken, resolveApiTokenUser } from '../../platform/api-token-user.ts';
import type { AttemptLimiter } from './auth-rate-limit.ts';
import { requestEmail } from './auth-request-email.ts';
import { sessionCredential, type SessionCache } from './session-cache.ts';
import { duringAuthCall } from './auth-async-context.ts';
import type { AuthDependencies } from './auth.dependencies.ts';
import { isGoogleConfigured, isOidcConfigured, MIN_PASSWORD_LENGTH, type Auth } from './auth.provider.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';
const AUTH_PREFIX = '/api/auth';

/** better-auth's email endpoints, routed like the rest but with their shapes in the OpenAPI document. */
const DOCUMENTED_ENDPOINTS: { path: string; summary: string; body?: z.ZodType; response: z.ZodType }[] = [
  {
    path: '/sign-up/email',
    summary: 'Create an account with email and password (a verification mail goes out)',
    body: signUpEmailBodySchema,
    response: signUpEmailResponseSchema,
  },
  {
    path: '/sign-in/email',
    summary: 'Sign in with email and password (sets the session cookie)',
    body: signInEmailBodySchema,
    response: signInEmailResponseSchema,
  },
  { path: '/sign-out', summary: 'End the current session', response: signOutResponseSchema },
];

const RESOLVED_USER = Symbol('resolved user');
type RequestResolvingUser = FastifyRequest & { [RESOLVED_USER]: Promise<AuthUser | null> | null };

type AuthRoutesOptions = { context: AppContext; auth: AuthDependencies };

/** Mounts the auth endpoints and gives every request `resolveUser()`. Not encapsulated: the decorator is app-wide. */
export const authRoutes = fp(async (app: FastifyInstance, { context, auth: built }: AuthRoutesOptions) => {
  const { auth, sessions, limiter } = built;
  // Kept on the request itself (a decoration, so every request has the same shape) rather than in a WeakMap keyed
  // by the request: no weak entry per request for the garbage collector to clear.
  app.decorateRequest(RESOLVED_USER, null);
  app.decorateRequest('resolveUser', function (this: FastifyRequest) {
    const request = this as RequestResolvingUser;
    let user = request[RESOLVED_USER];
    if (!user) {
      const apiToken = bearerApiToken(request);
      try {
        user = apiToken
          ? resolveApiTokenUser(context.database.db, apiToken)
          : resolveSessionUser(auth, sessions, request);
      } catch (error) {
        // A malformed cookie: callers learn it as they did from the async resolution.
        user = Promise.reject(error);
      }
      request[RESOLVED_USER] = user;
    }
    return user;
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/auth-config',
      { schema: { tags: ['auth'], response: { 200: successEnvelope(authConfigSchema) } } },
      async () =>
        ok({
          googleEnabled: isGoogleConfigured(context.config),
          oidcName: isOidcConfigured(context.config) ? context.config.OIDC_NAME : null,
          passwordSignUpEnabled: context.config.PASSWORD_SIGNUP,
          minPasswordLength: MIN_PASSWORD_LENGTH,
          publicUrl: context.config.PUBLIC_URL ? context.config.publicUrl : null,
        }),
    );

  // better-auth reads the raw request itself, so its routes get the body unparsed (JSON, or a form post from an OAuth provider).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    // Here schemas only document: better-auth checks the raw body, and its answers pass through as they are.
    scope.setValidatorCompiler(() => () => true);
    scope.setSerializerCompiler(() => (data) => JSON.stringify(data));
    for (const endpoint of DOCUMENTED_ENDPOINTS)
      scope.route({
        method: 'POST',
        url: `${AUTH_PREFIX}${endpoint.path}`,
        schema: {
          tags: ['auth'],
          summary: endpoint.summary,
          ...(endpoint.body ? { body: endpoint.body } : {}),
          response: { 200: endpoint.response, '4xx': authErrorResponseSchema },
        },
        handler: (request, reply) => forwardToAuth(auth, limiter, sessions, context, request, reply),
      });
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_PREFIX}/*`,
      schema: { hide: true },
      handler: (request, reply) => forwardToAuth(auth, limiter, sessions, context, request, reply),
    });
  });
});

const NO_USER: Promise<AuthUser | null> = Promise.resolve(null);

/**
 * The session's user. A signed-in read makes this call on every request, and a hit in an in-process session
 * cache answers with one settled promise instead of a chain of them: with better-auth's AsyncLocalStorage on,
 * Node 20 runs a hook for every promise of the process.
 */
function resolveSessionUser(
  auth: Auth,
  sessions: SessionCache,
  request: FastifyRequest,
): Promise<AuthUser | null> {
  const credential = sessionCredential(request);
  if (!credential) return NO_USER;
  const cached = sessions.get(credential, request.raw.socket);
  if (cached instanceof Promise)
    return cached.then((user) => user ?? resolveThroughAuth(auth, sessions, request, credential));
  return cached ? Promise.resolve(cached) : resolveThroughAuth(auth, sessions, request, credential);
}

async function resolveThroughAuth(
  auth: Auth,
  sessions: SessionCache,
  request: FastifyRequest,
  credential: string,
): Promise<AuthUser | null> {
  const session = await duringAuthCall(() => auth.api.getSession({ headers: toHeaders(request) }));
  // Email and password users need a verified email to be signed in.
  if (!session || !session.user.emailVerified) return null;
  const { id, email, name, emailVerified } = session.user;
  const user = { id, email, name: name?.trim() || null, emailVerified };
  await sessions.set(credential, user, new Date(session.session.expiresAt));
  return user;
}

function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set('x-marquee-client-ip', request.ip);
  return headers;
}

async function forwardToAuth(
  auth: Auth,
  limiter: AttemptLimiter,
  sessions: SessionCache,
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Same-origin requests are trusted at whatever address the server was reached (an IP, a LAN name, PUBLIC_URL).
  const url = new URL(request.url, requestOrigin(request) ?? context.config.publicUrl);
  const endpoint = url.pathname.slice(AUTH_PREFIX.length);
  const body = typeof request.body === 'string' && request.body !== '' ? request.body : undefined;
  const email =
    request.method === 'POST' ? await requestEmail(request.headers['content-type'], body) : undefined;
  if (request.method === 'POST' && (await limiter.isBlocked(endpoint, request.ip, email))) {
    return reply.status(429).send(failure(TOO_MANY_ATTEMPTS, { code: 'TOO_MANY_REQUESTS' }));
  }
  // Sign-out, a profile change or a revocation: the next request must see the session as better-auth has it.
  const credential = request.method === 'POST' ? sessionCredential(request) : undefined;
  if (credential) await sessions.forget(credential);

  const response = await duringAuthCall(() =>
    auth.handler(
      new Request(url, {
        method: request.method,
        headers: toHeaders(request),
        body: request.method === 'POST' ? body : undefined,
      }),
    ),
  );
  if (request.method === 'POST') await limiter.record(endpoint, request.ip, email, response.status === 401);
  // In place of better-auth's bare warnings: with the request id, the client and the address (redacted).
  if (response.status === 401 && endpoint === '/sign-in/email')
    request.log.warn(
      { client: request.ip, email: redactEmail(email) },
      'sign-in refused: wrong email or password',
    );

  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (!response.ok && response.headers.get('content-type')?.includes('application/json')) {
    // The product's error envelope, keeping better-auth's code for the web client's messages.
    try {
      const payload = JSON.parse(text) as { message?: string; code?: string };
      return reply.send(failure(payload.message || payload.code || 'Request failed', payload));
    } catch {
      return reply.send(text);
    }
  }
  return reply.send(text === '' ? undefined : text);
}
