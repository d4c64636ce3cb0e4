/**
 * When, where and in what order: years and runtime, old films turned down, original languages and countries,
 * black and white, and the order a list is asked in ('the best', 'newest first').
 */
import { asksEitherKind, countTypedIn, extractCount } from '../extractors/count.extractor.ts';
import {
  applyFilmLanguages,
  languageTurnedDownAt,
  speakAskedBefore,
} from '../extractors/film-language.extractor.ts';
import { NOT_OLD_FROM, oldFilmsRefused } from '../extractors/old-films.extractor.ts';
import { extractOrder, orderWordsOf } from '../extractors/order.extractor.ts';
import { extractRuntime } from '../extractors/time-budget.extractor.ts';
import { parseYears } from '../extractors/years.extractor.ts';
import { ORIGINS } from '../lexicon.ts';
import { wordPattern } from '../lexicons/phrase-patterns.ts';
import { LEXICONS } from '../lexicons/registry.ts';
import { negatedAt } from '../negation.ts';
import { escapeRegExp } from '../text.ts';
import { originWordsOfFilmNamesBlanked } from './avoided.reading.ts';
import {
  asksMore,
  CLASSIC,
  LONGER,
  LONGER_ALL,
  MORE,
  NEWER,
  OLDER,
  SHORTER,
  SHORTER_ALL,
  SURELY_NEWER,
} from './change-words.ts';
import { claim, type PromptReading } from './prompt-reading.ts';

/** Words naming a language itself: a message written in it asks for its films only when it says one of them. */
const OWN_LANGUAGE: Record<string, RegExp | undefined> = Object.fromEntries(
  LEXICONS.filter((lexicon) => lexicon.phrases.ownLanguage.length).map((lexicon) => [
    lexicon.code,
    new RegExp(String.raw`\b(?:${lexicon.phrases.ownLanguage.join('|')})\b`),
  ]),
);

/**
 * 'deutsche Filme, aber nicht so alte', 'nothing old or black and white': films from NOT_OLD_FROM on, unless years
 * were said. Its words are no name, thing or classics asked for ('niente di vecchio' is no one called Vecchio).
 */
function readOldFilmsRefused(reading: PromptReading): void {
  const { query } = reading;
  const words = oldFilmsRefused(reading.searchText, negatedAt);
  if (!words) return;
  if (query.yearFrom === undefined && query.yearTo === undefined) query.yearFrom = NOT_OLD_FROM;
  for (const said of words) {
    reading.searchText = reading.searchText.replace(said, ' '.repeat(said.length));
    claim(reading, said);
  }
}

export function readYearsAndRuntime(reading: PromptReading): ReturnType<typeof extractRuntime> {
  const { query, searchText } = reading;
  const years = parseYears(searchText);
  query.yearFrom = years.yearFrom;
  query.yearTo = years.yearTo;
  for (const matched of years.matched) claim(reading, matched);
  // 'the past 5 years', "l'année dernière": their words are no age ('5 years') and no name read after this; 'nada
  // más antiguo que 2005' asks no more films, 'nothing older than 2005' no older ones and no one called Older.
  if (years.countedBack) reading.searchText = reading.searchText.replace(years.matched[0]!, ' ');
  if (years.bound)
    for (const matched of years.matched) reading.searchText = reading.searchText.replace(matched, ' ');
  readOldFilmsRefused(reading);
  const said = extractRuntime(searchText, negatedAt);
  // 'plus courts', 'más cortas', 'kürzere': a comparative says no length of its own ('courts' alone would be short
  // films); it is read against the last answer or the seed (readOrderAndRelatives, readSeedChange).
  const comparatives = [SHORTER_ALL, LONGER_ALL].flatMap((pattern) => [...searchText.matchAll(pattern)]);
  for (const comparative of comparatives) claim(reading, comparative[0]);
  const runtime = comparatives.length && !said.matched.length ? { matched: [] } : said;
  query.runtimeMin = runtime.runtimeMin;
  query.runtimeMax = runtime.runtimeMax;
  for (const matched of runtime.matched) claim(reading, matched);
  return runtime;
}

/** The language most films of a country are made in, for the countries a request names. */
const COUNTRY_LANGUAGE: Record<string, string> = {
  US: 'en',
  GB: 'en',
  AU: 'en',
  CA: 'en',
  IE: 'en',
  MX: 'es',
};

/** Countries and languages of the films, wanted or avoided. */
export function readOrigins(reading: PromptReading): void {
  const { query, language } = reading;
  const searchText = originWordsOfFilmNamesBlanked(reading.searchText);
  for (const origin of ORIGINS) {
    const match = origin.pattern.exec(searchText);
    if (!match) continue;
    const speakAsked = speakAskedBefore(searchText, match.index);
    if (speakAsked) {
      claim(reading, speakAsked + match[0]);
      continue;
    }
    // 'que não seja falado em inglês': how the film was made may stand between the negation and the language.
    const avoided =
      negatedAt(searchText, match.index) || languageTurnedDownAt(searchText, match.index, match[0]);
    const languages = avoided ? query.excludeLanguages : query.languages;
    const countries = avoided ? query.excludeCountries : query.countries;
    if (origin.language && !languages.includes(origin.language)) languages.push(origin.language);
    if (origin.country && !countries.includes(origin.country)) countries.push(origin.country);
    claim(reading, origin.pattern);
  }
  // 'a spanish comedy' names a language; a Spanish sentence does not ask for Spanish films unless it says so.
  if (
    query.languages.includes(language) &&
    OWN_LANGUAGE[language] &&
    !OWN_LANGUAGE[language].test(searchText)
  )
    query.languages = query.languages.filter((code) => code !== language);
  // 'pelis japonesas que no sean anime': the anime turned down is the animation, not the Japanese asked for.
  query.excludeLanguages = query.excludeLanguages.filter((code) => !query.languages.includes(code));
  for (const matched of applyFilmLanguages(query, searchText, language, negatedAt)) claim(reading, matched);
  // 'the actual italian ones, not the hollywood knockoffs': the language asked for already leaves the others out,
  // and the avoided country would drop its co-productions in that language too.
  if (query.languages.length) query.excludeCountries = [];
  // 'keine amerikanischen/englischsprachigen', 'nothing british or in english': the language left out leaves the
  // country's films out; the country would also drop its co-productions in other languages (Italian westerns).
  query.excludeCountries = query.excludeCountries.filter(
    (country) => !query.excludeLanguages.includes(COUNTRY_LANGUAGE[country] ?? ''),
  );
}

/** Films in black and white end with the turn to colour of the mid-1960s. */
export const BLACK_AND_WHITE_UNTIL = 1965;
/** Hollywood's golden age ends with the studio system, in the late 1960s. */
const GOLDEN_AGE_UNTIL = 1969;
/** Eras films are named by, with the year each ends. */
const ERAS = [
  { words: wordPattern((p) => p.blackAndWhite ?? []), until: BLACK_AND_WHITE_UNTIL },
  { words: wordPattern((p) => p.goldenAge ?? []), until: GOLDEN_AGE_UNTIL },
];

/**
 * 'black and white if possible', 'en noir et blanc', 'old hollywood classics': the best films of that era, unless
 * turned down.
 */
function readEras(reading: PromptReading): void {
  const { query, searchText } = reading;
  for (const { words, until } of ERAS) {
    const match = words.exec(searchText);
    if (!match || negatedAt(searchText, match.index)) continue;
    query.yearTo = Math.min(query.yearTo ?? until, until);
    query.sort ??= 'vote_average';
    // Word by word: another reading may have claimed one of them already ('hollywood' says American films too).
    for (const word of match[0].split(/\s+/))
      claim(reading, new RegExp(String.raw`(?<![\p{L}'])${escapeRegExp(word)}(?![\p{L}'])`, 'u'));
  }
}

/** The order asked for, classics, the count, and what a follow-up asks relative to the last answer. */
export function readOrderAndRelatives(reading: PromptReading, runtimeWords: string[]) {
  const { query, searchText } = reading;
  // 'niente di più lungo di 100 minuti': a comparative in the length said is that length, no change of the last one;
  // 'la última hora' of a flight is no order of the newest.
  const unsaid = runtimeWords.reduce((text, words) => text.replace(words, ' '), searchText);
  const order = extractOrder(unsaid);
  query.sort = order === 'release_date' && MORE.test(searchText) ? undefined : order;
  if (order) claim(reading, orderWordsOf(order));
  const older = OLDER.test(searchText) && order !== 'oldest';
  const newer = NEWER.test(searchText) && SURELY_NEWER.test(searchText);
  readEras(reading);
  if (CLASSIC.test(searchText) && query.yearTo === undefined) {
    query.yearTo = 1979;
    query.sort ??= 'vote_average';
    claim(reading, CLASSIC);
  }
  const more = (asksMore(searchText) && !query.moreLikeThis) || reading.moreOfShown;
  // 'le plus long', 'la más corta': a superlative is the order, no change of the last answer's length.
  const shorter = SHORTER.test(unsaid) && query.runtimeMax === undefined && order !== 'shortest';
  const longer = LONGER.test(unsaid) && query.runtimeMin === undefined && order !== 'longest';
  if (shorter) query.runtimeMax = undefined;
  if (longer) query.runtimeMin = undefined;
  // 'wie der pate 2 …': a number in a seed's title counts no films.
  const counted = [query.likeTitle, ...(query.alsoLike ?? [])].reduce<string>(
    (text, title) => (title ? text.replace(title, ' ') : text),
    reading.text,
  );
  query.count = extractCount(counted);
  const countTyped = query.count === undefined ? undefined : countTypedIn(counted);
  if (countTyped) claim(reading, new RegExp(String.raw`\b${countTyped}\b`));
  // 'heist or crime movies', 'fantasy, like dragons': films of the kind alone will do beside the theme's.
  const either = query.count !== undefined && asksEitherKind(searchText);
  query.eitherKind =
    either || query.eitherKind || (reading.themeAsExample && query.genreIds.length) ? true : undefined;
  return { more, older, newer, shorter, longer };
}
