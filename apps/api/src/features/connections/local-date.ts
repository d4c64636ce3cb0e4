/**
 * One formatter per time zone: making an `Intl.DateTimeFormat` costs far more than formatting with it, and a
 * delivery asks for a date once or twice. Zones are IANA names checked on the way in; as Intl takes them in any
 * case, the map is also emptied past a bound.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date (`YYYY-MM-DD`) of `moment` in an IANA time zone: the day a person would say they watched. */
export function dateInTimeZone(moment: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(moment);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
