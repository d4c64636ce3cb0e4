import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/env.ts';

const HOST_HEADER = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin a request arrived at, as the browser that sent it sees it: protocol and Host header
 * (X-Forwarded-Proto and X-Forwarded-Host instead only when TRUST_PROXY is on). Undefined for a malformed Host.
 */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const host = request.host;
  if (!host || !HOST_HEADER.test(host)) return undefined;
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * Origins allowed to act with a user's credentials: the one the server was reached at (same-origin, whatever
 * address or name that is), PUBLIC_URL's and ALLOWED_ORIGINS.
 */
export function trustedOrigins(config: Config, ownOrigin: string | undefined): string[] {
  const origins = [new URL(config.publicUrl).origin, ...config.allowedOrigins];
  if (ownOrigin) origins.unshift(ownOrigin);
  // Vite's dev server proxies /api and forwards its own origin.
  if (config.NODE_ENV === 'development') origins.push('http://localhost:5173');
  return origins;
}
