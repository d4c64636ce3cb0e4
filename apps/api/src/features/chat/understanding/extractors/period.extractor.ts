/**
 * The stretch of time a question about the user's diary names: 'in march', 'last month', 'this year', 'in 2025',
 * 'en marzo', 'im märz'. Months without a year are the most recent such month up to today.
 */
import { alternationOf, entriesOf } from '../lexicons/all-languages.ts';
import { LEXICONS } from '../lexicons/registry.ts';
import { amountIn, NUMBER } from './count.extractor.ts';

export interface Period {
  /** First day, inclusive (YYYY-MM-DD). */
  from: string;
  /** Last day, inclusive (YYYY-MM-DD). */
  to: string;
  /** 'week' is any number of days back from today ('the last few days', 'the last two weeks', 'since summer'). */
  kind: 'month' | 'year' | 'week';
}

/** Each month's names in every language, January first, from the lexicons. */
const MONTHS: readonly (readonly string[])[] = Array.from({ length: 12 }, (_, month) => [
  ...new Set(LEXICONS.flatMap((lexicon) => lexicon.period?.months?.[month]?.split('|') ?? [])),
]);
/** 'may' is also a verb: only after 'in' / 'en' / 'im' / 'de' or before a year. */
const AMBIGUOUS = new Set(['may', 'mar', 'jun', 'jul', 'sep', 'mai']);

const THIS_YEAR =
  /\b(?:this year|so far this year|este año|este ano|cette annee|cette année|dieses jahr|quest'?anno|este ano)\b/;
const LAST_YEAR =
  /\b(?:last year|el año pasado|l'?annee derniere|l'année dernière|letztes jahr|ano passado|l'?anno scorso)\b/;
const THIS_MONTH = /\b(?:this month|este mes|ce mois(?:-ci)?|diesen monat|este mes|questo mese)\b/;
const LAST_MONTH =
  /\b(?:last month|(?:this )?past month|el mes pasado|le mois dernier|letzten monat|mes passado|il mese scorso)\b/;
const LAST_WEEK =
  /\b(?:last week|(?:this )?past week|this week|la semana pasada|esta semana|la semaine derniere|letzte woche|semana passada|la settimana scorsa)\b/;

/** 'this weekend', 'el finde', 'ce week-end', 'am Wochenende', 'no fim de semana', 'nel fine settimana'. */
const WEEKEND = /\b(?:week-?ends?|fin(?:de| de semana)|wochenende|fim de semana|fine ?settimana)\b/;

/** The latest Saturday and Sunday up to today: this weekend's days so far on one, the one before otherwise. */
function lastWeekend(today: Date): Period {
  const sinceSaturday = (today.getUTCDay() + 1) % 7;
  const saturday = new Date(today.getTime() - sinceSaturday * 86_400_000);
  const sunday = new Date(Math.min(today.getTime(), saturday.getTime() + 86_400_000));
  return { from: iso(saturday), to: iso(sunday), kind: 'week' };
}

/** 'the last few days', 'die letzten tage', 'ces derniers jours', 'os ultimos 10 dias': a number of days is that many. */
const RECENT_DAYS = new RegExp(
  String.raw`\b(?:(?:last|past) (?:(?:few|couple(?: of)?|several) |(${NUMBER}) )?days|ultimos (?:(${NUMBER}) )?dias|derniers jours|(${NUMBER}) derniers jours|letzten (?:(${NUMBER}) )?tagen?|ultimi (?:(${NUMBER}) )?giorni)\b`,
);
/** Days meant by 'the last few days' when no number is said. */
const FEW_DAYS = 7;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const monthPeriod = (year: number, month: number): Period => ({
  from: iso(new Date(Date.UTC(year, month, 1))),
  to: iso(new Date(Date.UTC(year, month + 1, 0))),
  kind: 'month',
});
const yearPeriod = (year: number): Period => ({ from: `${year}-01-01`, to: `${year}-12-31`, kind: 'year' });

function namedMonth(text: string, today: Date): Period | undefined {
  for (const [month, names] of MONTHS.entries())
    for (const name of names) {
      const pattern = AMBIGUOUS.has(name)
        ? new RegExp(`\\b(?:in|en|im|de|a|di|em|of) ${name}\\b|\\b${name} (?:19|20)\\d\\d\\b`, 'u')
        : new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'u');
      if (!pattern.test(text)) continue;
      const typedYear = /\b((?:19|20)\d\d)\b/.exec(text)?.[1];
      const year = typedYear
        ? Number(typedYear)
        : month <= today.getUTCMonth()
          ? today.getUTCFullYear()
          : today.getUTCFullYear() - 1;
      return monthPeriod(year, month);
    }
  return undefined;
}

const daysBack = (today: Date, days: number): Period => ({
  from: iso(new Date(today.getTime() - days * 86_400_000)),
  to: iso(today),
  kind: 'week',
});

const UNITS = entriesOf((lexicon) => lexicon.period?.units);
const unitWords = Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const recentWords = alternationOf((lexicon) => lexicon.period?.recent);
/**
 * 'the last two weeks', 'no último mês', 'les trois derniers mois', 'die letzten 2 Wochen', 'le ultime due settimane':
 * that many units back from today (one when no number is said).
 */
const RECENT_SPAN = new RegExp(
  String.raw`\b(?:(?:${recentWords}) (?:(${NUMBER}) )?|(${NUMBER}) (?:${recentWords}) )(${unitWords})\b`,
);
const SEASONS = entriesOf((lexicon) => lexicon.period?.seasons);
const SINCE = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.period?.since)}) (?:(?:the|el|la|le|o|a|il|l'|den|dem|der) )?(${Object.keys(SEASONS).join('|')}|${MONTHS.flat().join('|')})\b`,
);

function recentSpan(text: string, today: Date): Period | undefined {
  const match = RECENT_SPAN.exec(text);
  if (!match) return undefined;
  const number = match[1] ?? match[2];
  const units = (number && amountIn(number)) || 1;
  const days = UNITS[match[3]!] ?? 1;
  return daysBack(today, units * days);
}

/** The season or month named after 'since': its most recent start up to today. */
function sincePeriod(text: string, today: Date): Period | undefined {
  const named = SINCE.exec(text)?.[1];
  if (!named) return undefined;
  const seasonKey = Object.keys(SEASONS).find((key) => new RegExp(`^(?:${key})$`).test(named));
  const month = seasonKey ? SEASONS[seasonKey]! : MONTHS.findIndex((names) => names.includes(named));
  const year = month <= today.getUTCMonth() ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return { from: iso(new Date(Date.UTC(year, month, 1))), to: iso(today), kind: 'week' };
}

export function extractPeriod(text: string, today = new Date()): Period | undefined {
  const since = sincePeriod(text, today);
  if (since) return since;
  const year = today.getUTCFullYear();
  const month = namedMonth(text, today);
  if (month) return month;
  if (THIS_MONTH.test(text)) return monthPeriod(year, today.getUTCMonth());
  if (LAST_MONTH.test(text)) return monthPeriod(year, today.getUTCMonth() - 1);
  if (WEEKEND.test(text)) return lastWeekend(today);
  if (LAST_WEEK.test(text)) return daysBack(today, 7);
  const recent = RECENT_DAYS.exec(text);
  // 'the last ten days', 'los ultimos diez dias': a number word counts as its digits.
  const days = recent?.slice(1).find(Boolean);
  if (recent) return daysBack(today, (days && amountIn(days)) || FEW_DAYS);
  const span = recentSpan(text, today);
  if (span) return span;
  if (THIS_YEAR.test(text)) return yearPeriod(year);
  if (LAST_YEAR.test(text)) return yearPeriod(year - 1);
  const typedYear = /\b(?:in|en|em|im|nel|del|of|for|durant|during) ((?:19|20)\d\d)\b/.exec(text)?.[1];
  return typedYear ? yearPeriod(Number(typedYear)) : undefined;
}
