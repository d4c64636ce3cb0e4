/**
 * Films a request is like, and how the answer should differ from them: 'like toy story and shrek', 'i loved inception
 * and interstellar', 'hot fuzz meets shaun of the dead', 'like die hard but shorter'. Titles are candidates only: the
 * catalog confirms them (answers/seeds.ts reads a typed 'a and b' as one title first, as 'Fast and Furious' is).
 */
import { anyOf, listOf } from '../lexicons/all-languages.ts';
import { stripQuotes } from '../text.ts';

const JOIN = anyOf((lexicon) => [...lexicon.phrases.titleJoins, ...lexicon.phrases.peopleJoins]);
const TITLE_END = anyOf((lexicon) => lexicon.phrases.titleEnds);
/** Where the titles listed after the first one end: the end of the clause, or a word that goes on. */
const LIST_END = new RegExp(String.raw`\s*[;!?.]|\s+${TITLE_END}\b`);
const HAS_JOIN = new RegExp(String.raw`(?:^|\s)${JOIN}\s`, 'g');
const SPLIT = new RegExp(String.raw`\s*,\s*(?:${JOIN}\s+)?|\s+${JOIN}\s+`);
const MASHUPS = listOf((lexicon) => lexicon.phrases.mashups);

/**
 * The titles joined after the first seed in the message ('… inception and interstellar, what next'): `after` is
 * the text that follows the first title; `looksLikeTitle` turns down words that are no title ('and something').
 */
export function extractMoreSeeds(after: string, looksLikeTitle: (candidate: string) => boolean): string[] {
  const end = LIST_END.exec(after);
  const clause = end ? after.slice(0, end.index) : after;
  // 'and interstellar', ', collateral and thief': the list ends with the title after its last join; a comma
  // there goes on with the sentence ('… and contact, got anything else?').
  const joins = [...clause.matchAll(HAS_JOIN)];
  const last = joins.at(-1);
  if (!last || !/^\s*,|^\s/.test(clause)) return [];
  const comma = clause.indexOf(',', last.index + last[0].length);
  const list = comma === -1 ? clause : clause.slice(0, comma);
  const titles = list
    .split(SPLIT)
    .map((part) => stripQuotes(part))
    .filter(Boolean)
    .slice(0, 3);
  return titles.every(looksLikeTitle) ? titles : [];
}

/** 'hot fuzz meets shaun of the dead': the two titles of a film like both at once. */
export function extractMashup(text: string): [string, string] | undefined {
  for (const pattern of MASHUPS) {
    const match = pattern.exec(text.replace(/[?!.]+$/, '').trim());
    if (match?.[1] && match[2]) return [stripQuotes(match[1]), stripQuotes(match[2])];
  }
  return undefined;
}

/**
 * The ways a typed seed may be read, the likeliest first: one title as typed, then the titles its joins separate
 * ('toy story and shrek' -> 'toy story', 'shrek').
 */
export function seedReadings(typed: string): string[][] {
  const parts = typed
    .split(SPLIT)
    .map((part) => stripQuotes(part))
    .filter(Boolean);
  return parts.length > 1 ? [[typed], parts] : [[typed]];
}
