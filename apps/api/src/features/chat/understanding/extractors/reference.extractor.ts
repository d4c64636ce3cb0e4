/**
 * References to the previous answer's films: 'the first one', 'the second of these', 'the last one', 'number 3',
 * 'them' / 'these' / 'those'. Pure: the conversation turns an index into a film.
 */
import type { AnswerReference } from '../chat-query.ts';
import { alternationOf, anyOf, entriesOf } from '../lexicons/all-languages.ts';
import { normalizeText } from '../text.ts';

const ORDINALS = entriesOf((lexicon) => lexicon.ordinals);
const ORDINAL = Object.keys(ORDINALS).join('|');
/** An article, or a preposition holding one ('do primeiro', 'beim ersten', 'del secondo'). */
const ARTICLE = anyOf((lexicon) => [
  ...lexicon.phrases.articles,
  ...Object.keys(lexicon.phrases.contractedArticles),
]);
/** An article before the ordinal, apart ('the ', 'la ') or joined to it ("l'ultimo", 'l ultimo'). */
const ARTICLE_BEFORE = `(?:${ARTICLE} |${anyOf((lexicon) => lexicon.phrases.elidedArticles ?? [])})`;
const REFERENCE = new RegExp(
  String.raw`\b${ARTICLE_BEFORE}?(${ORDINAL})(?: ${anyOf((lexicon) => lexicon.phrases.referenceNouns)})?\b`,
);
/** A reference said whole before more words: with its noun ('the second one'), or closing its clause ('the second,'). */
const REFERENCE_OPENING = new RegExp(
  String.raw`^${ARTICLE_BEFORE}?(?:${ORDINAL})(?: ${anyOf((lexicon) => lexicon.phrases.referenceNouns)}\b|(?=\s*[,.;:!?]))`,
);
const STARTS_WITH_ARTICLE = new RegExp(String.raw`^${ARTICLE_BEFORE}`);
/** 'number 2', '#2', 'nº 3': no letter or digit right before the word ('#' has no word boundary). */
const NUMBERED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${anyOf((lexicon) => lexicon.phrases.numbered)} ?([1-9])\b`,
  'u',
);
/** Words that are only a place in the list ('#2', 'primeiro', 'the second one'), whatever article they lack. */
const PLACE_ONLY = new RegExp(
  String.raw`^(?:${NUMBERED.source}|${ARTICLE_BEFORE}?(?:${ORDINAL})(?: ${anyOf((lexicon) => lexicon.phrases.referenceNouns)})?)$`,
  'u',
);
const REFERENCE_FILLER = new RegExp(
  String.raw`\b${anyOf((lexicon) => lexicon.phrases.referenceFillers)}\b`,
  'g',
);
/** The words without those saying where the film is ('de ta liste', 'on your list'): the last answer, said outright. */
export const withoutListNamed = (words: string): string =>
  words.replace(REFERENCE_FILLER, ' ').replace(/\s+/g, ' ').trim();
/** 'them', 'these', 'those' (with or without 'ones', 'films') point at the whole previous answer. */
export const ALL_OF_THEM = new RegExp(`\\b(?:${alternationOf((lexicon) => lexicon.references)})\\b`);

/** The film of the previous answer the text points at, when it points at one. */
export function extractReference(text: string): AnswerReference | undefined {
  const numbered = NUMBERED.exec(text);
  if (numbered) return { index: Number(numbered[1]) - 1 };
  const match = REFERENCE.exec(text);
  if (!match) return undefined;
  // 'first' alone in 'my first date movie' is not a reference: it needs 'the', 'one' or 'of these' beside it.
  if (!STARTS_WITH_ARTICLE.test(match[0]) && !/ /.test(match[0].trim())) return undefined;
  return { index: ORDINALS[match[1]!]! };
}

const COURTESY = anyOf((lexicon) => [
  ...lexicon.phrases.thanks,
  ...lexicon.phrases.acknowledgements,
  ...lexicon.phrases.interjections,
]);
const COURTESY_OPENING = new RegExp(String.raw`^(?:${COURTESY}(?:[\s,!.;:]+|$))+`);

/**
 * 'thanks! the first one, how long is it', 'genial, y la segunda de qué trata': the words after thanks or a nod
 * that open a message pointing at a film of the previous answer; undefined when the message does neither.
 */
export function pointingAfterCourtesy(text: string): string | undefined {
  const normalized = normalizeText(text);
  const rest = normalized.replace(COURTESY_OPENING, '');
  return rest && rest !== normalized && extractReference(rest) ? rest : undefined;
}

/**
 * Whether the words open with a film pointed at by its place ('the second one sounds cool', 'la segunda suena
 * bien'): what follows is said of that film, no title.
 */
export function opensWithReference(text: string): boolean {
  const at = NUMBERED.exec(text) ?? REFERENCE_OPENING.exec(text);
  return at?.index === 0 && extractReference(at[0]) !== undefined;
}

/** Whether words a question's shape took for a title are a place in the last answer ('#2', 'primeiro'). */
export const namesAPlace = (words: string): boolean => PLACE_ONLY.test(words.trim());

/** Whether the text is only a reference ('the first one', 'number 2'), so a question's subject is that film. */
export function isReferenceOnly(text: string): boolean {
  const rest = text.replace(REFERENCE, ' ').replace(NUMBERED, ' ').replace(REFERENCE_FILLER, ' ').trim();
  return rest === '' && Boolean(extractReference(text));
}
