import crypto from 'node:crypto';

/** Characters of the secret the page shows to tell one address from another. */
const HINT_LENGTH = 4;

/** A new unguessable secret (192 bits, URL-safe), with the hash that is all the database keeps. */
export function newWebhookSecret(): { secret: string; hash: string; hint: string } {
  const secret = crypto.randomBytes(24).toString('base64url');
  return { secret, hash: hashWebhookSecret(secret), hint: secret.slice(-HINT_LENGTH) };
}

/** SHA-256 in hex, one-shot (no hash object): every delivery hashes its address for the rate limit and the lookup. */
export function hashWebhookSecret(secret: string): string {
  return crypto.hash('sha256', secret, 'hex');
}

export const webhookPath = (source: string, secret: string) => `/api/webhooks/${source}/${secret}`;
