/**
 * Plain rules of the watch diary, shared by the API (which enforces them) and the web app. Free of zod, so
 * the movie page can use them without loading the schema library.
 */

/** The first films were shot in the late 1870s: an earlier watch date is a typing mistake. */
export const DIARY_EARLIEST_DATE = '1870-01-01';
/** Entries per page of `GET /api/diary`. */
export const DIARY_PAGE_SIZE = 50;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (so not 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The UTC calendar date of `moment`, `YYYY-MM-DD`. */
export function utcDate(moment: Date = new Date()): string {
  return moment.toISOString().slice(0, 10);
}

/** The calendar date in the viewer's own time zone, `YYYY-MM-DD`: "today" for the person logging a watch. */
export function localDate(moment: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * The latest watch date accepted: tomorrow in UTC, because somewhere it is already tomorrow when the server's
 * clock says today, and a person logs a watch in their own time zone.
 */
export function latestWatchDate(now: Date = new Date()): string {
  return utcDate(new Date(now.getTime() + 24 * 60 * 60 * 1000));
}
