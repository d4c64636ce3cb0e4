const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en');

export const formatCount = (value: number): string => whole.format(value);

/** Minutes as hours, to one decimal: 1,064 minutes read "17.7". */
export const hoursOf = (minutes: number): number => Math.round((minutes / 60) * 10) / 10;
export const formatHours = (hours: number): string => `${oneDecimal.format(hours)} h`;

export const plural = (count: number, one: string, many = `${one}s`): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2024-06-01` as "June 1" (the date is a calendar day: read it without a time zone). */
export function formatDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${date}`;
}

export const runtimeNote = (films: number): string =>
  `${plural(films, 'film')} without a known runtime not counted`;
