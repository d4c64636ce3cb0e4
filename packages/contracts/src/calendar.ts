import { z } from 'zod';
import { successEnvelope } from './envelope.ts';

/** Contract of the release calendar: a secret iCal address per user, with their watchlist's release dates. */

export const calendarFeedSchema = z.object({
  /** Root-relative address of the feed (`/api/calendar/{secret}.ics`); null while the user has none. */
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
