import crypto from 'node:crypto';
import ical from 'ical-generator';
import type { CatalogAvailability } from '@marquee/catalog';
import { hashSecret } from '@marquee/db';
import { CALENDAR_PAST_DAYS, utcDate, type CalendarFeed } from '@marquee/contracts';
import { NotFoundError } from '../../platform/errors.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import { serverWordingFor } from '../../platform/wording/server-wording.ts';
import type { CalendarRepository } from './calendar.repository.ts';
import { releaseEventsOf, withinWindow } from './release-events.ts';

const feedPath = (secret: string) => `/api/calendar/${secret}.ics`;

/** The answer for a user without an address. */
export const NO_CALENDAR_FEED: CalendarFeed = { active: false, created_at: null, feed_path: null };

export function createCalendarService({
  feeds,
  availability,
  regionOf,
  languageOf,
  publicUrl,
}: {
  feeds: CalendarRepository;
  /** Live TMDB: release dates by region; the local catalog knows one date per movie. */
  availability: CatalogAvailability | undefined;
  regionOf: (userId: string) => Promise<string>;
  /** The language the user chose in Settings (null: none, the feed reads English). */
  languageOf: (userId: string) => Promise<string | null>;
  publicUrl: string;
}) {
  return {
    /** Whether the user has an address; never the address itself, which only its hash is kept of. */
    async feed(userId: string): Promise<CalendarFeed> {
      const createdAt = await feeds.findCreatedAt(userId);
      return createdAt ? { active: true, created_at: createdAt, feed_path: null } : NO_CALENDAR_FEED;
    },

    /** A new secret address, shown in this answer only; the previous one (if any) stops working at once. */
    async rotate(userId: string): Promise<CalendarFeed> {
      const secret = crypto.randomBytes(24).toString('base64url');
      const createdAt = uniqueTimestamp();
      await feeds.saveSecretHash(userId, hashSecret(secret), createdAt);
      return { active: true, created_at: createdAt, feed_path: feedPath(secret) };
    },

    revoke: (userId: string): Promise<void> => feeds.delete(userId),

    /** The iCalendar text of the feed with this secret. */
    async calendar(secret: string, today = utcDate()): Promise<string> {
      const userId = await feeds.findUserId(hashSecret(secret));
      if (!userId) throw new NotFoundError('Calendar not found');
      const movies = await feeds.watchlist(userId);
      const region = availability ? await regionOf(userId) : undefined;
      const regional = await Promise.all(
        movies.map((movie) =>
          availability && region
            ? availability.getRegionalReleases(movie.tmdb_id, region).catch(() => null)
            : Promise.resolve(null),
        ),
      );
      const events = withinWindow(
        movies.flatMap((movie, index) => releaseEventsOf(movie, regional[index])),
        today,
        CALENDAR_PAST_DAYS,
      );
      const language = await languageOf(userId);
      const words = serverWordingFor(language).calendar;
      const calendar = ical({
        name: words.name,
        prodId: { company: 'Marquee', product: 'watchlist-releases', language: 'EN' },
        ttl: 6 * 60 * 60,
      });
      for (const event of events)
        calendar.createEvent({
          id: `${event.tmdbId}-${event.kind.replace(/\s+/g, '-')}@marquee`,
          start: new Date(`${event.date}T00:00:00Z`),
          allDay: true,
          summary: `${event.title} (${words.kinds[event.kind]})`,
          url: `${publicUrl}/movie/${event.tmdbId}`,
          ...(region ? { description: words.releaseIn(region) } : {}),
        });
      // RFC 5545 ends every content line with CRLF, the last one too; ical-generator leaves it off.
      const text = calendar.toString();
      return text.endsWith('\r\n') ? text : `${text}\r\n`;
    },
  };
}
