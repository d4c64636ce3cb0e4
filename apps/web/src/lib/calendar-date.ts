import { currentLocale } from './i18n/i18n.ts';

/** Calendar dates (`YYYY-MM-DD`) as the site writes them, in the interface's language: "October 15, 1999". */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// UTC on both sides: a calendar date has no time zone, and the viewer's own must not shift it by a day.
const FORMATS = {
  day: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  month: { year: 'numeric', month: 'long', timeZone: 'UTC' },
  weekday: { weekday: 'short', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: keyof typeof FORMATS): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale} ${kind}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, FORMATS[kind]);
    formatters.set(key, made);
  }
  return made;
}

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** "October 15, 1999", "15 de octubre de 1999"; null for a missing or malformed date. */
export function formatCalendarDate(date: string | null | undefined): string | null {
  if (!date || !ISO_DATE.test(date)) return null;
  return formatter('day').format(asUtc(date));
}

/** "November 2026" for any date of that month. */
export function formatMonthYear(date: string): string {
  return formatter('month').format(asUtc(date));
}

/** "Tue". */
export function formatWeekday(date: string): string {
  return formatter('weekday').format(asUtc(date));
}
