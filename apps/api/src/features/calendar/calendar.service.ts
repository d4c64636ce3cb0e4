import crypto from 'node:crypto';
import ical from 'ical-generator';
import type { CatalogAvailability } from '@marquee/catalog';
import { CALENDAR_PAST_DAYS, utcDate, type CalendarFeed } from '@marquee/contracts';
import { NotFoundError } from '../../platform/errors.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { CalendarRepository } from './calendar.repository.ts';
import { releaseEventsOf, withinWindow } from './release-events.ts';

const feedPath = (secret: string) => `/api/calendar/${secret}.ics`;

export function createCalendarService({
  feeds,
  availability,
  regionOf,
  publicUrl,
}: {
  feeds: CalendarRepository;
  /** Live TMDB: release dates by region; the local catalog knows one date per movie. */
  availability: CatalogAvailability | undefined;
  regionOf: (userId: string) => Promise<string>;
  publicUrl: string;
}) {
  return {
    async feed(userId: string): Promise<CalendarFeed> {
      const secret = await feeds.findSecret(userId);
      return { feed_path: secret ? feedPath(secret) : null };
    },

    /** A new secret address; the previous one (if any) stops working at once. */
    async rotate(userId: string): Promise<CalendarFeed> {
      const secret = crypto.randomBytes(24).toString('base64url');
      await feeds.saveSecret(userId, secret, uniqueTimestamp());
      return { feed_path: feedPath(secret) };
    },

    revoke: (userId: string): Promise<void> => feeds.delete(userId),

    /** The iCalendar text of the feed with this secret. */
    async calendar(secret: string, today = utcDate()): Promise<string> {
      const userId = await feeds.findUserId(secret);
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
      const calendar = ical({
        name: 'Marquee: watchlist releases',
        prodId: { company: 'Marquee', product: 'watchlist-releases', language: 'EN' },
        ttl: 6 * 60 * 60,
      });
      for (const event of events)
        calendar.createEvent({
          id: `${event.tmdbId}-${event.kind.replace(/\s+/g, '-')}@marquee`,
          start: new Date(`${event.date}T00:00:00Z`),
          allDay: true,
          summary: `${event.title} (${event.kind})`,
          url: `${publicUrl}/movie/${event.tmdbId}`,
          ...(region ? { description: `Release in ${region}` } : {}),
        });
      return calendar.toString();
    },
  };
}
