import { z } from 'zod';
import { idField, idParam, successEnvelope } from './envelope.ts';
import { ratingValue } from './library.ts';

/**
 * Contract of media-server connections (decision 022): a secret webhook address per user and source that
 * Jellyfin, Emby, Plex or any script posts finished plays to, the connection's log and the plays waiting for a
 * movie to be picked.
 */

export const CONNECTION_SOURCES = ['jellyfin', 'emby', 'plex', 'generic'] as const;
export const connectionSourceSchema = z.enum(CONNECTION_SOURCES, {
  message: `must be one of ${CONNECTION_SOURCES.join(', ')}`,
});
export type ConnectionSource = z.infer<typeof connectionSourceSchema>;

export const CONNECTION_SOURCE_NAMES: Record<ConnectionSource, string> = {
  jellyfin: 'Jellyfin',
  emby: 'Emby',
  plex: 'Plex',
  generic: 'Generic webhook',
};

/** A webhook body (JSON, text or multipart) larger than this is refused with 413. */
export const WEBHOOK_BODY_MAX_BYTES = 64 * 1024;
/** Plex adds a poster thumbnail to some deliveries; it is read and thrown away, up to this size. */
export const WEBHOOK_THUMBNAIL_MAX_BYTES = 1024 * 1024;
/** Deliveries one webhook address may make a minute; more answer 429. */
export const WEBHOOK_RATE_LIMIT_PER_MINUTE = 60;
/** Events kept in each connection's log. */
export const CONNECTION_LOG_LIMIT = 50;
/** A play counts as finished from this share of the runtime on. */
export const FINISHED_SHARE = 0.9;

/** An IANA time zone this runtime knows (`Europe/Berlin`, `UTC`). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneField = z
  .string({ message: 'must be a time zone name' })
  .max(64, 'must be at most 64 characters')
  .refine(isTimeZone, 'must be a time zone name such as Europe/Berlin');

const serverUserField = z
  .string({ message: 'must be text' })
  .trim()
  .max(100, 'must be at most 100 characters')
  .transform((value) => (value === '' ? null : value));

export const connectionSourceParamsSchema = z.object({ source: connectionSourceSchema });

export const webhookParamsSchema = z.object({
  source: z.string().max(32).describe('jellyfin, emby, plex or generic'),
  secret: z.string().max(200).describe('the secret of the address shown in Settings → Connections'),
});

/**
 * The generic source's body: any script, Kodi add-on, Tautulli or Home Assistant automation can post it. At least
 * one of tmdb_id, imdb_id or title; `watched_at` is an ISO date or timestamp (default: now), `rating` 1-10.
 */
export const genericWebhookBodySchema = z
  .object({
    tmdb_id: idField.optional(),
    imdb_id: z
      .string({ message: 'must be text' })
      .regex(/^tt\d{1,10}$/, 'must be an IMDb id such as tt0137523')
      .optional(),
    title: z.string({ message: 'must be text' }).trim().min(1).max(500).optional(),
    year: z.number({ message: 'must be a number' }).int().min(1870).max(2200).optional(),
    watched_at: z
      .string({ message: 'must be a date or timestamp' })
      .refine(
        (value) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) && !Number.isNaN(Date.parse(value)),
        'must be an ISO date (2026-11-27) or timestamp (2026-11-27T20:15:00Z)',
      )
      .optional(),
    rating: ratingValue.optional(),
  })
  .refine(
    (body) => body.tmdb_id !== undefined || body.imdb_id !== undefined || body.title !== undefined,
    'give at least one of tmdb_id, imdb_id or title',
  );
export type GenericWebhookBody = z.input<typeof genericWebhookBodySchema>;

export const WEBHOOK_OUTCOMES = ['logged', 'duplicate', 'ignored', 'unmatched', 'malformed'] as const;
export const webhookOutcomeSchema = z.enum(WEBHOOK_OUTCOMES);
export type WebhookOutcome = z.infer<typeof webhookOutcomeSchema>;

/**
 * What the connection's log shows: a delivery's outcome, or `rejected` for one refused before it was read (a body
 * over the cap: 413; over the address's deliveries a minute: 429), which the webhook never answers with a 200.
 */
export const CONNECTION_EVENT_OUTCOMES = [...WEBHOOK_OUTCOMES, 'rejected'] as const;
export const connectionEventOutcomeSchema = z.enum(CONNECTION_EVENT_OUTCOMES);
export type ConnectionEventOutcome = z.infer<typeof connectionEventOutcomeSchema>;

export const webhookResultSchema = z.object({
  outcome: webhookOutcomeSchema,
  reason: z.string(),
  tmdb_id: z.number().int().nullable(),
  watched_on: z.string().nullable(),
});
export type WebhookResult = z.infer<typeof webhookResultSchema>;
export const webhookResponseSchema = successEnvelope(webhookResultSchema);

export const connectionSchema = z.object({
  source: connectionSourceSchema,
  connected: z.boolean(),
  /** The secret's last characters, null when not connected. */
  secret_hint: z.string().nullable(),
  server_user: z.string().nullable(),
  time_zone: z.string().nullable(),
  created_at: z.string().nullable(),
  rotated_at: z.string().nullable(),
  last_event_at: z.string().nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;
export const connectionListResponseSchema = successEnvelope(z.array(connectionSchema));

/** Answer to connecting or rotating: the new address's path, shown this once (only its hash is kept). */
export const connectionSecretSchema = connectionSchema.extend({ webhook_path: z.string() });
export type ConnectionWithSecret = z.infer<typeof connectionSecretSchema>;
export const connectionSecretResponseSchema = successEnvelope(connectionSecretSchema);

export const connectBodySchema = z.object({
  /** The browser's own time zone, so a watch lands on the user's calendar day. Default UTC. */
  time_zone: timeZoneField.optional(),
  server_user: serverUserField.nullable().optional(),
});
export type ConnectBody = z.input<typeof connectBodySchema>;

export const updateConnectionBodySchema = z
  .object({ time_zone: timeZoneField.optional(), server_user: serverUserField.nullable().optional() })
  .refine(
    (body) => body.time_zone !== undefined || body.server_user !== undefined,
    'give time_zone or server_user',
  );
export type UpdateConnectionBody = z.input<typeof updateConnectionBodySchema>;
export const connectionResponseSchema = successEnvelope(connectionSchema);
export const connectionRevokedResponseSchema = successEnvelope(z.object({ source: connectionSourceSchema }));

export const connectionEventSchema = z.object({
  event_id: z.number().int(),
  received_at: z.string(),
  event: z.string(),
  outcome: connectionEventOutcomeSchema,
  reason: z.string(),
  title: z.string().nullable(),
  year: z.number().int().nullable(),
  tmdb_id: z.number().int().nullable(),
});
export type ConnectionEvent = z.infer<typeof connectionEventSchema>;
export const connectionEventsResponseSchema = successEnvelope(z.array(connectionEventSchema));

export const unmatchedPlaySchema = z.object({
  item_id: z.number().int(),
  source: connectionSourceSchema,
  title: z.string().nullable(),
  year: z.number().int().nullable(),
  imdb_id: z.string().nullable(),
  tmdb_id: z.number().int().nullable(),
  watched_on: z.string(),
  received_at: z.string(),
});
export type UnmatchedPlay = z.infer<typeof unmatchedPlaySchema>;
export const unmatchedPlaysResponseSchema = successEnvelope(z.array(unmatchedPlaySchema));
export const unmatchedPlayParamsSchema = z.object({ item_id: idParam });
export const resolveUnmatchedBodySchema = z.object({ tmdb_id: idField });
export const dismissedPlayResponseSchema = successEnvelope(z.object({ item_id: z.number().int() }));
