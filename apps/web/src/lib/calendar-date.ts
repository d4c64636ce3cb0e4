/** A calendar date (`YYYY-MM-DD`, no time zone) as people read it: 'Mar 2, 2026'. */
const calendarDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

export function formatCalendarDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? calendarDateFormat.format(new Date(`${date}T00:00:00Z`)) : date;
}
