/**
 * Years said in a message: decades ('80s', 'los 90', 'années 2000'), ranges, 'before 1990', '2010 or later',
 * an age in decades ('30 years old'), and a person's age ('for my 8 year old').
 */
import { isLexiconWord } from '../candidate-words.ts';
import { AGE, DECADE_WORDS, withAgeDigits } from '../lexicon.ts';
import { firstMatch, phrase } from '../lexicons/phrase-patterns.ts';
import { relativeYears } from './relative-years.extractor.ts';
import { afterYear, beforeYear, decadeBound, refusedAt } from './year-bounds.extractor.ts';

export const EVERY_AGE = new RegExp(AGE.source, 'gu');

/** The age a film must suit: of several said ('a teen of 15 and a little one of 5'), the youngest's. */
export function ageIn(text: string): number | undefined {
  const ages = [...withAgeDigits(text).matchAll(EVERY_AGE)]
    .map((match) => Number(match[1] ?? match[2] ?? match[3]))
    .filter((age) => Number.isInteger(age) && age >= 1 && age <= 21);
  return ages.length ? Math.min(...ages) : undefined;
}

function decade(start: number, matched: string) {
  return { yearFrom: start, yearTo: start + 9, matched: [matched] };
}

const DECADE_LEAD = phrase((p) => p.decadeLeads);
const DECADE_SUFFIX = phrase((p) => p.decadeSuffixes);
const FULL_DECADE = [
  /\b(19|20)(\d)0'?s\b/,
  new RegExp(String.raw`\b${DECADE_LEAD} (19|20)(\d)0${DECADE_SUFFIX}?\b`),
  // 'aus den 2000ern', 'die 1990er': a suffix makes four digits a decade as it does two ('70ern').
  new RegExp(String.raw`\b(19|20)(\d)0${DECADE_SUFFIX}\b`),
];
const SHORT_DECADE = [
  /(?:^|[^\d])'?(\d)0'?s\b/,
  new RegExp(String.raw`\b${DECADE_LEAD} '?(\d)0${DECADE_SUFFIX}?\b`),
  new RegExp(String.raw`\b(\d)0${DECADE_SUFFIX}\b`),
];
const YEAR = String.raw`(19\d\d|20\d\d)`;
const YEARS_BETWEEN = new RegExp(
  String.raw`\b${phrase((p) => p.yearsFrom)} ${YEAR} ${phrase((p) => p.yearsTo)} ${YEAR}\b`,
);
const YEARS_BEFORE = new RegExp(String.raw`\b${phrase((p) => p.yearsBefore)} ?-?${YEAR}\b`);
const YEARS_AFTER = new RegExp(String.raw`\b${phrase((p) => p.yearsAfter)} ?-?${YEAR}\b`);

const OR_LATER = String.raw`(?:(?:or|and|ou|o|y|e|et|oder|und) (?:later|newer|after|up|above|beyond|more recent|depois|mais recentes?|despues|mas recientes?|apres|plus recents?|spater|neuer|dopo|piu recenti)|onwards?|en adelante|em diante|in poi)\b`;
const OR_EARLIER = String.raw`(?:or|ou|o|oder) (?:earlier|before|older|antes|avant|fruher|alter|prima)\b`;
/** '2015 or later', '2010 and up', '2000+', '2015 ou depois', '2015 en adelante': that year on. */
const YEAR_OR_LATER = new RegExp(String.raw`\b${YEAR}(?:\s*\+|\s+${OR_LATER})`);
/** '1990 or earlier', '1980 ou antes': that year at the latest. */
const YEAR_OR_EARLIER = new RegExp(String.raw`\b${YEAR}\s+${OR_EARLIER}`);
/** 'the 90s or before', 'les années 80 ou avant': the decade is a bound, its last or first year. */
const DECADE_OR_EARLIER = new RegExp(String.raw`^\s*${OR_EARLIER}`);
const DECADE_OR_LATER = new RegExp(String.raw`^\s*${OR_LATER}`);

/**
 * 'the 70s or 80s', 'aus den 70ern oder 80ern', 'anos 70 e 80', 'from the 60s to the 80s': a second decade right
 * after the first, written as decades are, widens the years to it (not '80s and 90 minutes').
 */
const NEXT_DECADE = new RegExp(
  String.raw`^\s*(?:or|and|to|through|till|until|oder|und|bis|ou|et|a|au|aux|y|o|e|hasta|ate|al|ai|agli|-|/)\s*(?:(?:the|den|die|los|las|les|os|gli|i|anni|anos|annees|jahre)\s+)?'?((?:19|20)?\d0)('?s|${DECADE_SUFFIX})?\b(?!\s*(?:min|mins|minutes?|minutos|minuten|minuti|h|hours?|horas?|heures?|stunden?|ore)\b)`,
);

/** A decade at `end` of its words in the text, widened to a second decade said right after it. */
function decadeFrom(text: string, match: RegExpExecArray, start: number) {
  const end = match.index + match[0].length;
  const next = NEXT_DECADE.exec(text.slice(end));
  // A suffix on the first decade ('70s', '70ern') is on the second too: '80s and 90 minutes' names one decade.
  const suffixed = /\d0(?:'?s|er|ern)\b/.test(match[0]);
  if (!next || (suffixed && !next[2])) return decade(start, match[0]);
  const typed = next[1]!;
  const second = typed.length === 4 ? Number(typed) : (Number(typed[0]) <= 2 ? 2000 : 1900) + Number(typed);
  if (second <= start || second - start > 50) return decade(start, match[0]);
  return { yearFrom: start, yearTo: second + 9, matched: [match[0], next[0]] };
}

/** 'nobody wants films before 2000': the years at `index` are turned down. */
const yearsRefusedAt = (text: string, index: number) => refusedAt(text, index, isLexiconWord);

/** A decade as said, or the bound it is after 'before' ('antes de los 60'). */
function saidDecade(text: string, match: RegExpExecArray, start: number) {
  const said = decadeFrom(text, match, start);
  const at = match.index + Math.max(0, match[0].search(/\p{L}|\d|'/u));
  const last = said.matched.at(-1)!;
  const bounded = decadeOrBeyond(text.slice(text.indexOf(last, match.index) + last.length));
  if (bounded) {
    // 'nothing from the 90s or before': turned down, the years after it are asked for.
    const refused = yearsRefusedAt(text, at);
    const range = bounded.earlier
      ? beforeYear(said.yearTo + 1, refused)
      : afterYear(said.yearFrom - 1, refused);
    return { ...range, matched: [...said.matched, bounded.words] };
  }
  return { ...decadeBound(text, at, said, (index) => yearsRefusedAt(text, index)), matched: said.matched };
}

/** 'or before', 'or later' right after a decade's words: which way the years go on, and those words. */
function decadeOrBeyond(after: string) {
  const earlier = DECADE_OR_EARLIER.exec(after);
  const later = earlier ? null : DECADE_OR_LATER.exec(after);
  const words = (earlier ?? later)?.[0].trim();
  return words ? { earlier: Boolean(earlier), words } : undefined;
}

/** 'we are in our seventies', 'my dad is in his 60s': an age, no decade of films. */
const AGE_IN_DECADES =
  /\b(?:in|into) (?:my|our|his|her|their) (?:early |late |mid-?)?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties|[1-9]0 ?'?s)\b/g;

export function parseYears(said: string): {
  yearFrom?: number;
  yearTo?: number;
  matched: string[];
  /** 'from the past 5 years': the years are counted back from this one. */
  countedBack?: boolean;
  /** 'older than 2005', 'nothing before 1990': a bound's words say no change, order or name of their own. */
  bound?: boolean;
} {
  const text = said.replace(AGE_IN_DECADES, (age) => ' '.repeat(age.length));
  const fullDecade = firstMatch(FULL_DECADE, text);
  if (fullDecade) return saidDecade(text, fullDecade, Number(`${fullDecade[1]}${fullDecade[2]}0`));
  const shortDecade = firstMatch(SHORT_DECADE, text);
  if (shortDecade) {
    const digit = Number(shortDecade[1]);
    // 'the 20s' may be this century's in English; 'les années 20', 'die 20er' are the last one's (the 2020s are
    // 'les années 2020').
    const thisCentury = /s$/.test(shortDecade[0]) ? digit <= 2 : digit === 0;
    return saidDecade(text, shortDecade, (thisCentury ? 2000 : 1900) + digit * 10);
  }
  for (const [words, start] of Object.entries(DECADE_WORDS)) {
    const match = new RegExp(`\\b(?:${words})\\b`).exec(text);
    if (match) return decade(start, match[0]);
  }
  const between = YEARS_BETWEEN.exec(text);
  if (between) {
    const [a, b] = [Number(between[1]), Number(between[2])].sort((x, y) => x - y);
    return { yearFrom: a, yearTo: b, matched: [between[0]] };
  }
  const onOrAfter = YEAR_OR_LATER.exec(text);
  if (onOrAfter) return { yearFrom: Number(onOrAfter[1]), matched: [onOrAfter[0]] };
  const onOrBefore = YEAR_OR_EARLIER.exec(text);
  if (onOrBefore) return { yearTo: Number(onOrBefore[1]), matched: [onOrBefore[0]] };
  const before = YEARS_BEFORE.exec(text);
  const after = YEARS_AFTER.exec(text);
  if (before || after) {
    return {
      ...(before ? beforeYear(Number(before[1]), yearsRefusedAt(text, before.index)) : {}),
      ...(after ? afterYear(Number(after[1]), yearsRefusedAt(text, after.index)) : {}),
      matched: [before?.[0], after?.[0]].filter((value): value is string => Boolean(value)),
      bound: true,
    };
  }
  const counted = relativeYears(text);
  if (counted) return { ...counted, countedBack: true };
  const year = /\b(19[0-9]\d|20[0-4]\d)\b/.exec(text);
  if (year) return { yearFrom: Number(year[1]), yearTo: Number(year[1]), matched: [year[0]] };
  return { matched: [] };
}

/**
 * The films the request is like: a mashup ('X meets Y'), 'more like this', or a title typed after 'like' (taken out
 * first, so 'like Alien' does not also ask for science fiction). A reference in that place ('like the first one') is
 * returned instead.
 */
/** 'before 1990', 'from the 80s', 'antes de 2000': a time, not a title, in every language. */
const YEAR_PREPOSITION =
  '(?:before|after|from|since|in|around|until|till|pre|post|antes de|despues de|depois de|desde|avant|apres|depuis|vor|nach|seit|prima del|dopo il|dal|del|de|des|dos|der|den)';
const DECADE = String.raw`(?:'?\d0s|(?:19|20)\d0s|anos \d0|annees \d0|\d0er(?: jahre)?|anni \d0)`;
/** '2015 or later', '2010 and up', '2000 ou depois': a year bound, not a film called '2012'. */
const YEAR_BOUND = String.raw`(?:19|20)\d\d(?:\s+(?:or|and|e|y|ou|o|oder|und) (?:later|newer|after|up|above|beyond|more recent|earlier|before|older|depois|mais recentes?|despues|posteriores?|plus tard|apres|spater|neuer|dopo|successivi))`;
export const YEAR_PHRASE = new RegExp(
  String.raw`^(?:${YEAR_PREPOSITION}\s+(?:(?:the|los|las|les|os|die|gli|i)\s+)?(?:(?:19|20)\d\d|${DECADE})|(?:(?:the|los|las|les|os|die|gli|i)\s+)?${DECADE}|${YEAR_BOUND})\b`,
);
