/** Calendar dates (`YYYY-MM-DD`) as the site writes them: "October 15, 1999", "November 2026". */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// UTC on both sides: a calendar date has no time zone, and the viewer's own must not shift it by a day.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "October 15, 1999"; null for a missing or malformed date. */
export function formatCalendarDate(date: string | null | undefined): string | null {
  if (!date || !ISO_DATE.test(date)) return null;
  return dayFormat.format(asUtc(date));
}

/** "November 2026" for any date of that month. */
export function formatMonthYear(date: string): string {
  return monthFormat.format(asUtc(date));
}

const weekdayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** "Tue". */
export function formatWeekday(date: string): string {
  return weekdayFormat.format(asUtc(date));
}
