/**
 * Year bounds said around a refusal or a decade: 'nobody wants films before 2000' asks for 2000 on, 'he won't touch
 * anything made after 1980' for 1980 at the latest, 'antes de los 60' for 1959 at the latest. Text is normalized.
 */
import { anyOf, wordsOf } from '../lexicons/all-languages.ts';

export interface YearRange {
  yearFrom?: number;
  yearTo?: number;
}

/** Comparisons, not refusals: 'less than 2 hours made before 1990' turns no year down. */
const COMPARISONS = new Set(['than', 'less', 'fewer', 'rather than', 'instead of']);
const REFUSALS = wordsOf((lexicon) => [...lexicon.negations, ...(lexicon.dislikes?.verbs ?? [])]).filter(
  (word) => !COMPARISONS.has(word),
);
/** A refusal, then at most three words of the same clause ('nessuno vuole film', 'won't touch anything made'). */
const REFUSAL_BEFORE = new RegExp(String.raw`\b(?:${REFUSALS.join('|')})((?:\s+[\p{L}']+){0,3})\s*$`, 'u');
const BEFORE_LEAD = new RegExp(
  String.raw`\b${anyOf((lexicon) => lexicon.phrases.yearsBefore)}(?:\s+[\p{L}']+)?[\s-]*$`,
  'u',
);

/**
 * Whether the years said at `index` are turned down: a refusal a few words before, none of the words between a
 * kind of film ('no horror before 1990' turns down the horror, not the years).
 */
export function refusedAt(text: string, index: number, isKindWord: (word: string) => boolean): boolean {
  const gap = REFUSAL_BEFORE.exec(text.slice(Math.max(0, index - 60), index))?.[1];
  if (gap === undefined) return false;
  return !gap.split(/\s+/).filter(Boolean).some(isKindWord);
}

/** 'before 2000' (to 1999), or refused (from 2000 on). */
export const beforeYear = (year: number, refused: boolean): YearRange =>
  refused ? { yearFrom: year } : { yearTo: year - 1 };

/** 'after 1980' (from 1981), or refused (to 1980). */
export const afterYear = (year: number, refused: boolean): YearRange =>
  refused ? { yearTo: year } : { yearFrom: year + 1 };

/**
 * A decade with 'before' just ahead of it ('antes de los 60', 'before the 80s', 'pre-90s', 'vor den 90ern') is a bound, not the
 * decade itself; a refusal ahead of that turns it round ('nothing before the 90s'). 'After' is left alone: 'desde los
 * 90' and 'since the 90s' take the decade in.
 */
export function decadeBound(
  text: string,
  at: number,
  decade: { yearFrom: number; yearTo: number },
  refused: (index: number) => boolean,
): YearRange {
  const lead = text.slice(0, at);
  const before = BEFORE_LEAD.exec(lead);
  return before ? beforeYear(decade.yearFrom, refused(before.index)) : decade;
}
