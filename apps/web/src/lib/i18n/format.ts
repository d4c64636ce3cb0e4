import { currentLocale } from './i18n.ts';

/**
 * Numbers, ratings and runtimes in the interface's language, through `Intl` (ADR 036). Formatters are made
 * once per language and options: making one costs far more than using it.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = currentLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 12,345 in English, 12.345 in Spanish. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return numberFormat(options).format(value);
}

/** A 0-10 rating with one decimal: 7.3, 7,3. */
export function formatRating(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** "2h 49m" in English, "2h 49min" in Spanish; null when unknown. */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: 'hour' | 'minute') =>
    formatNumber(value, { style: 'unit', unit: name, unitDisplay: 'narrow' });
  return hours ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(rest, 'minute');
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (an ISO timestamp, epoch milliseconds or a Date) in the interface's language and the viewer's time
 * zone: "Nov 28, 2026" in English, "28 nov 2026" in Spanish with the default `{ dateStyle: 'medium' }`.
 */
export function formatDateTime(
  value: string | number | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const locale = currentLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : locale, options);
    dateFormatters.set(key, formatter);
  }
  return formatter.format(typeof value === 'string' ? new Date(value) : value);
}

/** "Ana and Luis", "Ana y Luis": names joined as the interface's language joins them. */
export function formatList(items: string[]): string {
  const locale = currentLocale();
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** A region's name from its ISO code in the interface's language: "Spain", "España"; the code when unknown. */
export function regionName(code: string): string {
  try {
    return new Intl.DisplayNames(currentLocale(), { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
