import crypto from 'node:crypto';

/**
 * All that is kept of a random secret someone holds (a personal API token, a calendar address): its SHA-256,
 * base64url. Such a secret is 24 or more random bytes, so a slow password hash would add nothing.
 */
export const hashSecret = (secret: string): string =>
  crypto.createHash('sha256').update(secret).digest('base64url');
