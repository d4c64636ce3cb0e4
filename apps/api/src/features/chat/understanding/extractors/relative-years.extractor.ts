/** 'a comedy from last year', 'il y a deux ans', 'die letzten 5 Jahre': release years counted back from this one. */
import { alternationOf, entriesOf } from '../lexicons/all-languages.ts';
import type { LanguagePhrases } from '../lexicons/language-lexicon.ts';

const NUMBER_WORDS = entriesOf((lexicon) => lexicon.numbers);
const NUMBER = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join('|')})`;

const said = (pick: (phrases: LanguagePhrases) => string[]) =>
  new RegExp(
    String.raw`\b(?:${alternationOf((lexicon) => pick(lexicon.phrases)).replaceAll('N', NUMBER)})\b`,
  );

/** Each shape, and the years it stands for `back` years before this one. */
const SHAPES: { pattern: RegExp; years: (thisYear: number, back: number) => [number, number] }[] = [
  { pattern: said((phrases) => phrases.pastYears), years: (year, back) => [year - back, year] },
  { pattern: said((phrases) => phrases.yearsAgo), years: (year, back) => [year - back, year - back] },
  { pattern: said((phrases) => phrases.lastYear), years: (year) => [year - 1, year - 1] },
  { pattern: said((phrases) => phrases.thisYear), years: (year) => [year, year] },
  {
    pattern: said((phrases) => phrases.thisCentury ?? []),
    years: (year) => [Math.floor(year / 100) * 100, year],
  },
  {
    pattern: said((phrases) => phrases.lastCentury ?? []),
    years: (year) => [Math.floor(year / 100) * 100 - 100, Math.floor(year / 100) * 100 - 1],
  },
];

export function relativeYears(
  text: string,
  thisYear = new Date().getUTCFullYear(),
): { yearFrom: number; yearTo: number; matched: string[] } | undefined {
  for (const { pattern, years } of SHAPES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const typed = match.slice(1).find((group) => group !== undefined);
    const back = typed === undefined ? 0 : Number(NUMBER_WORDS[typed] ?? typed);
    if (!Number.isInteger(back) || back > 60) continue;
    const [yearFrom, yearTo] = years(thisYear, back);
    return { yearFrom, yearTo, matched: [match[0]] };
  }
  return undefined;
}
