/**
 * 'how many horror films do you have?', 'quanti film di nolan ci sono?', 'wie viele Filme von Spielberg habt ihr':
 * a count of the catalog's films of a kind or by a person. The count words and the words for where they are ('do
 * you have', 'on the site') or softening the question ('actually') tell nothing of which films: they are taken out, and the rest is read as any request.
 */
import { anyOf } from '../lexicons/all-languages.ts';
import { phrase } from '../lexicons/phrase-patterns.ts';

/** A count word ends a word, or with its own space or elision ('combien d'). */
const WORD_END = String.raw`(?:(?<=[\s'])|(?![\p{L}]))`;
/** A count word with a word for films at most three words after it ('how many nolan films', 'combien de films'). */
const COUNT_OF_FILMS = new RegExp(
  String.raw`(?:^|\s)${phrase((p) => p.countAsks ?? [])}${WORD_END}\s*(?:\S+\s+){0,3}?${phrase((p) => [...p.filmNouns, ...(p.kindNouns ?? [])])}(?![\p{L}'])`,
  'u',
);
const COUNT_WORDS = new RegExp(String.raw`(?:^|\s)${phrase((p) => p.countAsks ?? [])}${WORD_END}`, 'gu');
const CATALOG_HOLDS = new RegExp(
  String.raw`(?<![\p{L}'])${phrase((p) => p.catalogHolds ?? [])}(?![\p{L}'])`,
  'gu',
);
/** 'wie viele Filme von Kubrick habt ihr eigentlich?': a word softening the question is no part of a name. */
const HEDGES = new RegExp(
  String.raw`(?<![\p{L}'])${anyOf((lexicon) => lexicon.smallTalk?.hedges ?? [])}(?![\p{L}'])`,
  'gu',
);

/** The message without its count and place words when it asks how many films there are; undefined otherwise. */
export function countAskedIn(text: string): string | undefined {
  if (!COUNT_OF_FILMS.test(text)) return undefined;
  return text
    .replace(COUNT_WORDS, ' ')
    .replace(CATALOG_HOLDS, ' ')
    .replace(HEDGES, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
