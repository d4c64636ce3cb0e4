import {
  connectionSourceSchema,
  WEBHOOK_BODY_MAX_BYTES,
  WEBHOOK_RATE_LIMIT_PER_MINUTE,
  WEBHOOK_THUMBNAIL_MAX_BYTES,
} from '@marquee/contracts';
import type { ConnectionsDependencies } from './connections.dependencies.ts';
import type { ConnectionRow } from './connections.repository.ts';
import type { NewEvent } from './deliveries.repository.ts';
import { hashWebhookSecret } from './webhook-secret.ts';

/**
 * A rate-limited address logs one refusal a minute, however many deliveries are refused: a sender that knows the
 * address (a misconfigured server in a loop, or an attacker) must not be able to push the connection's real
 * events out of its 50-row log, nor make every refused request a database lookup and write. Kept in memory per
 * API instance (so at most one row a minute per instance); an address is remembered for a minute at most.
 */
const RATE_LIMITED_LOG_EVERY_MS = 60_000;
/** Addresses remembered at once; past it, refusals go unlogged until older ones expire (no unbounded growth). */
const RATE_LIMITED_REMEMBERED = 10_000;

/** Whether this rate-limited refusal (by its address's secret hash) is the one of the minute to log. */
export type RefusalThrottle = (secretHash: string) => boolean;

/** Remembers when each rate-limited address last had a refusal logged; false for the rest of its minute. */
export function createRefusalThrottle(): RefusalThrottle {
  const loggedAt = new Map<string, number>();
  return (secretHash) => {
    const now = Date.now();
    const last = loggedAt.get(secretHash);
    if (last !== undefined && now - last < RATE_LIMITED_LOG_EVERY_MS) return false;
    if (loggedAt.size >= RATE_LIMITED_REMEMBERED)
      for (const [hash, at] of loggedAt) if (now - at >= RATE_LIMITED_LOG_EVERY_MS) loggedAt.delete(hash);
    if (loggedAt.size >= RATE_LIMITED_REMEMBERED) return false;
    loggedAt.set(secretHash, now);
    return true;
  };
}

const refusal = (event: string, reason: string): NewEvent => ({
  receivedAt: new Date().toISOString(),
  event,
  outcome: 'rejected',
  reason,
  title: null,
  year: null,
  tmdbId: null,
});

/**
 * Logs a delivery refused for its size (413), so whoever sets the server up sees why nothing arrived. Each one
 * passed the address's rate limit first, so they are as bounded as any other delivery.
 */
export async function logRefusedTooLarge(
  { deliveries }: Pick<ConnectionsDependencies, 'deliveries'>,
  connection: ConnectionRow,
): Promise<void> {
  await deliveries.recordEvent(
    connection,
    refusal(
      'body too large',
      `Rejected (413): the body is over ${WEBHOOK_BODY_MAX_BYTES / 1024} KB (a thumbnail over ${WEBHOOK_THUMBNAIL_MAX_BYTES / 1024 / 1024} MB); nothing in it was read`,
    ),
  );
}

/** Logs a rate-limited delivery (429) to a valid address: the first refusal of each minute only (see above). */
export async function logRefusedRateLimited(
  {
    connections,
    deliveries,
    refusals,
  }: Pick<ConnectionsDependencies, 'connections' | 'deliveries' | 'refusals'>,
  source: string,
  secret: string,
): Promise<void> {
  const secretHash = hashWebhookSecret(secret);
  if (!connectionSourceSchema.safeParse(source).success || !refusals(secretHash)) return;
  const connection = await connections.findBySecret(source, secretHash);
  if (!connection) return;
  await deliveries.recordEvent(
    connection,
    refusal(
      'rate-limited',
      `Rate-limited (429): over ${WEBHOOK_RATE_LIMIT_PER_MINUTE} deliveries a minute to this address; further refusals this minute are not logged`,
    ),
  );
}
