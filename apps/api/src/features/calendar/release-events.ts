import type { RegionalRelease } from '@marquee/catalog';
import type { ReleaseKind } from '../../platform/wording/server-wording.ts';
import type { WatchlistMovie } from './calendar.repository.ts';

/** One day in the calendar: a watchlist movie coming out one way. */
export interface ReleaseEvent {
  tmdbId: number;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** How it comes out, e.g. `in theaters`: the event's id holds it, its name says it in the owner's language. */
  kind: ReleaseKind;
}

/** TMDB's release types as the calendar words them; premieres are left out (not a date one can watch it). */
const KINDS: Record<number, ReleaseKind> = {
  2: 'in theaters',
  3: 'in theaters',
  4: 'digital release',
  5: 'on disc',
  6: 'on TV',
};

/**
 * The events of one movie: its regional releases, the first of each kind, or its one release date when the
 * region has none (and in the local catalog, which knows only that date).
 */
export function releaseEventsOf(movie: WatchlistMovie, regional: RegionalRelease[] | null): ReleaseEvent[] {
  const firstOfKind = new Map<ReleaseKind, string>();
  for (const release of regional ?? []) {
    const kind = KINDS[release.type];
    if (kind && !firstOfKind.has(kind)) firstOfKind.set(kind, release.date);
  }
  if (firstOfKind.size === 0 && movie.release_date)
    firstOfKind.set('release', movie.release_date.slice(0, 10));
  return [...firstOfKind].map(([kind, date]) => ({ tmdbId: movie.tmdb_id, title: movie.title, date, kind }));
}

/** Upcoming releases and those of the last `pastDays` days, in date order. */
export function withinWindow(events: ReleaseEvent[], today: string, pastDays: number): ReleaseEvent[] {
  const earliest = new Date(Date.parse(`${today}T00:00:00Z`) - pastDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return events
    .filter((event) => event.date >= earliest)
    .sort((a, b) => a.date.localeCompare(b.date) || a.title.localeCompare(b.title));
}
