import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

/** Contract of the release calendar: a secret iCal address per user, with their watchlist's release dates. */

export const calendarFeedSchema = z.object({
  /** Whether the user has an address (its calendar answers). */
  active: z.boolean(),
  /** When the current address was made; null while the user has none. */
  created_at: z.string().nullable(),
  /**
   * Root-relative address of the feed (`/api/calendar/{secret}.ics`), in the answer that made it only: the
   * server keeps a hash of the secret, as for API tokens. Null otherwise.
   */
  feed_path: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
export const calendarFeedResponseSchema = successEnvelope(calendarFeedSchema);

export const calendarFileParamsSchema = z.object({
  file: z
    .string()
    .max(200, 'is too long')
    .regex(/^[A-Za-z0-9_-]+\.ics$/, 'must be {secret}.ics'),
});
