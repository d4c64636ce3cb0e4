import { APIError } from 'better-auth/api';
import type { Config } from '../../config/env.ts';
import { trustedOrigins } from '../../platform/origins.ts';

/** Fields where a request names the page a link (in mail, after a provider's sign-in) leads back to. */
const CALLBACK_FIELDS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;
/** A path on this site; `//host` and `/\host` are other sites to a browser. */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * better-auth trusts the origin a request arrived at (same-origin requests work at any address), so a forged
 * Host header would make an absolute callback on the forger's site look trusted and send it out in a mail
 * link. With PUBLIC_URL set, links lead to it (or to ALLOWED_ORIGINS) only: a callback is a path on the site,
 * or an absolute URL there, whatever Host the request came with.
 */
export function refuseForeignCallbacks(config: Config, body: unknown): void {
  if (!config.PUBLIC_URL || !body || typeof body !== 'object') return;
  const allowed = trustedOrigins(config, undefined);
  for (const field of CALLBACK_FIELDS) {
    const value: unknown = (body as Record<string, unknown>)[field];
    if (typeof value !== 'string' || value === '' || SITE_PATH.test(value)) continue;
    if (!allowed.includes(originOf(value) ?? '')) {
      throw new APIError('FORBIDDEN', { code: 'INVALID_CALLBACK_URL', message: `Invalid ${field}` });
    }
  }
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
