import type { TermDictionary, TermRange } from './term-dictionary.ts';

/** Runs of dictionary terms that one query word matches, each with how well it matches. */
export interface WordMatch {
  /** Quality in tenths (10 for the word itself), so that per-document sums fit in a byte. */
  ranges: (TermRange & { quality: number })[];
  /** The word itself as a term, or -1. */
  exactTerm: number;
  /** The terms the word starts, when it may be a word still being typed. */
  prefixes: TermRange | undefined;
}

export const EXACT = 10;
const PREFIX = 9;
const FUZZY = [EXACT, 8, 6];

function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * The terms one query word matches: itself; the words it starts (any word from 3 letters, the last
 * word of the query at any length, as it may still be being typed); words within its typo budget
 * (1 typo from 4 letters, 2 from 8, a changed first letter counting as 2); and, for a last word of 5
 * letters or more, words starting with something one typo away from it. Two typos in a word being typed
 * were tried and left out: on the imported dataset "matri" went from 40 to 167 titles, "amelie" from 2
 * to 85, and "inter" still did not reach Inside Out (three edits from "insid").
 */
export function matchWord(dictionary: TermDictionary, word: string, isLast: boolean): WordMatch {
  const exactTerm = dictionary.idOf(word);
  const prefixes = isLast || word.length >= 3 ? dictionary.prefixRange(word) : undefined;
  const ranges: WordMatch['ranges'] = [];
  if (prefixes) ranges.push({ ...prefixes, quality: PREFIX });

  const typos = allowedTypos(word.length);
  const similar = new Map<number, number>();
  if (exactTerm >= 0) similar.set(exactTerm, EXACT);
  if (typos > 0) {
    dictionary.forEachSimilar(
      word,
      typos,
      (termId, distance) => similar.set(termId, FUZZY[distance]),
      isLast && word.length >= 5 ? (range) => ranges.push({ ...range, quality: FUZZY[2] }) : undefined,
    );
  }
  for (const [termId, quality] of similar) ranges.push({ first: termId, end: termId + 1, quality });
  return { ranges, exactTerm, prefixes };
}
