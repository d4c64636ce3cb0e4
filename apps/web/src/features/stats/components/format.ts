import { formatDateTime, formatNumber } from '../../../lib/i18n/format.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { statsMessages as m } from '../messages.ts';

export const formatCount = (value: number): string => formatNumber(value);

/** Minutes as hours, to one decimal: 1,064 minutes read "17.7". */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 10) / 10;
export const formatHours = (hours: number): string =>
  translate(m.hoursShort, { hours: formatNumber(hours, { maximumFractionDigits: 1 }) });

/** "3 films", "1 watch": a count and its noun, in the interface's language. */
export const films = (count: number): string => translate(m.films, { count });
export const watches = (count: number): string => translate(m.watches, { count });

/** The twelve months' short names ("Jan", "ene"), for a chart's axis. */
export const shortMonthNames = (): string[] =>
  Array.from({ length: 12 }, (_, month) =>
    formatDateTime(Date.UTC(2000, month, 1), { month: 'short', timeZone: 'UTC' }),
  );

/** `2024-06-01` as "June 1", "1 de junio" (the date is a calendar day: read it without a time zone). */
export function formatDay(day: string): string {
  return formatDateTime(`${day}T00:00:00Z`, { month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export const runtimeNote = (count: number): string => translate(m.runtimeNote, { count });
