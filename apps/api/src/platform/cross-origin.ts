import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/env.ts';
import { isApiPath } from './api-path.ts';
import { requestOrigin, trustedOrigins } from './origins.ts';
import { failure } from './respond.ts';
import { addVary } from './vary.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** An OAuth provider's callback may be a form post from its own origin; better-auth checks those by their state. */
const OAUTH_CALLBACK = /^\/api\/auth\/(?:oauth2\/)?callback\//;
const PREFLIGHT_MAX_AGE_SECONDS = 600;
export const FOREIGN_ORIGIN_MESSAGE = 'Requests from this origin are not allowed';

/** The Origin header, or the origin of the Referer when a browser sent no Origin; undefined when neither. */
function senderOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function refuse(reply: FastifyReply): FastifyReply {
  return reply.status(403).send(failure(FOREIGN_ORIGIN_MESSAGE, { code: 'FORBIDDEN_ORIGIN' }));
}

/**
 * Which other sites may use the API. Same-origin requests (at any address the server is reached by) pass as
 * they are. PUBLIC_URL and ALLOWED_ORIGINS get CORS answers with credentials, preflight included. A write that
 * carries a cookie from any other origin is refused before it reaches a route: cookies go along with a
 * cross-origin request from a page of the same site (another port of the same address), so without this any
 * such page could act as the signed-in user. Bearer-token requests carry no ambient credential and pass.
 */
export function registerCrossOriginPolicy(app: FastifyInstance, config: Config): void {
  // A callback hook, not an async one: it runs on every request and never waits, and a promise per request
  // costs more than the checks themselves. It calls done() unless it answered the request itself.
  app.addHook('onRequest', (request, reply, done) => {
    if (!answeredByPolicy(config, request, reply)) done();
  });
}

/** Applies the policy to one request: CORS headers, a preflight answered, a foreign write refused (true then). */
function answeredByPolicy(config: Config, request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isApiPath(request.url)) return false;
  const origin = senderOrigin(request);
  if (!origin) return false;
  const own = requestOrigin(request);
  if (origin === own) return false;
  const allowed = trustedOrigins(config, own).includes(origin);
  if (request.headers.origin) addVary(reply, 'Origin');
  if (allowed && request.headers.origin) {
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    reply.header('access-control-expose-headers', 'set-auth-token');
  }
  if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
    if (!allowed) {
      refuse(reply);
      return true;
    }
    reply
      .header('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE')
      .header(
        'access-control-allow-headers',
        request.headers['access-control-request-headers'] ?? 'authorization, content-type',
      )
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS))
      .status(204)
      .send();
    return true;
  }
  const pathname = request.url.split('?')[0]!;
  if (!allowed && WRITES.has(request.method) && request.headers.cookie && !OAUTH_CALLBACK.test(pathname)) {
    refuse(reply);
    return true;
  }
  return false;
}
