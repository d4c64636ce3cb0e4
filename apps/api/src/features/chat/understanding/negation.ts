/**
 * Whether a thing in a message is turned down: a negation of any registered language up to a few words before it
 * ('no horror', 'sans romance', 'odia las pelis de terror'), or one that follows it in the same clause ('zombie
 * movies are not my thing'); and the words that soften or prefer rather than refuse.
 */
import { alternationOf, anyOf, wordsOf } from './lexicons/all-languages.ts';
import { phrase } from './lexicons/phrase-patterns.ts';
import { LEXICONS } from './lexicons/registry.ts';

/**
 * A genre, mood, theme or avoidable word is negated when a negation of any registered language comes up to three
 * words before it ('no horror', 'sans romance'), or a negation that follows a thing comes right after it in the
 * same clause ('zombie movies are not my thing').
 */
// 'odia las pelis de terror', 'déteste les films d'horreur': articles and film nouns between.
const NEGATION_GAPS = String.raw`(?:(?:${phrase((p) => [...p.negationGaps, ...p.aboutVerbs])}|${phrase((p) => p.filmNouns)})\s+){0,3}`;
/**
 * 'no action or ', 'nix mit gewalt oder ': one thing turned down, then a join that carries the negation on; a slash
 * joins as 'or' does in every language ('keine amerikanischen/', 'no horror/gore/'), the same gaps after it as after
 * the negation ('não seja americano/em inglês').
 */
const NEGATED_LIST = String.raw`(?:(?:[a-z'-]+\s+){1,2}${phrase((p) => p.negatedListJoins)}\s+${NEGATION_GAPS}|(?:[a-z'-]+\s*/\s*${NEGATION_GAPS}){1,3})`;
/** Verbs of dislike ('hates', 'odia', 'déteste'): negations that carry on over 'and' too. */
const DISLIKES = wordsOf((lexicon) => lexicon.dislikes?.verbs);
/**
 * 'hates long movies and ', 'odia el gore, los sustos y ': things disliked, then a join, 'and' included; or another
 * person watching whose dislike leaves the verb out ('hates war films and another ', 'deteste la guerre, un autre ').
 */
const DISLIKED_LIST = String.raw`(?:[a-z'-]+,?\s+){1,3}(?:${anyOf((lexicon) => [
  ...lexicon.phrases.negatedListJoins,
  ...(lexicon.dislikes?.joins ?? []),
])}\s+(?:${anyOf((lexicon) => lexicon.dislikes?.others)}\s+)?|${anyOf((lexicon) => lexicon.dislikes?.others)}\s+)${NEGATION_GAPS}`;
const wordStarts = (words: string[]) => words.map((word) => String.raw`\b${word}`).join('|');
/** 'no quiero', 'don't want': wanting right after a negation is no part of what is turned down. */
const NEGATED_WANT = String.raw`(?:${phrase((p) => p.negatedWants ?? [])}\s+)?`;
const negationBefore = (negations: string[]) =>
  new RegExp(
    String.raw`(?:(?:${wordStarts(negations)})\s+${NEGATED_WANT}${NEGATION_GAPS}(?:${NEGATED_LIST})?|(?:${wordStarts(DISLIKES)})\s+${NEGATION_GAPS}(?:${DISLIKED_LIST})?)${phrase((p) => p.elisions)}?$`,
  );
const NEGATIONS = wordsOf((lexicon) => lexicon.negations);
export const NEGATION_BEFORE = negationBefore(NEGATIONS);
/**
 * A message's own language may spell a negation word of another as something else: Portuguese 'no' is 'em o' ('no
 * final o detetive descobre', 'no espaço'), a contracted article, no 'no'.
 */
const NEGATION_BEFORE_IN: Record<string, RegExp> = Object.fromEntries(
  LEXICONS.flatMap((lexicon) => {
    const contracted = Object.keys(lexicon.phrases.contractedArticles);
    const own = NEGATIONS.filter((word) => !contracted.includes(word));
    return own.length < NEGATIONS.length ? [[lexicon.code, negationBefore(own)]] : [];
  }),
);
export const FILM_NOUN = phrase((p) => p.filmNouns);
/** 'pelis', 'filmes': a word that names films is no part of a person's name. */
export const FILM_NOUN_WORD = new RegExp(String.raw`^${FILM_NOUN}$`);
/** 'zombie movies are not my thing', 'los dibujos animados son de bebés': a kind of one or two words, then the refusal. */
export const NEGATION_AFTER = new RegExp(
  String.raw`^[\p{L}-]*(?:\s+[\p{L}-]+)?(?:\s+${FILM_NOUN})?\s*,?\s*(?:${alternationOf((lexicon) => lexicon.negationsAfter)})\b`,
  'u',
);
export const AFTER_NEGATION_PHRASE = new RegExp(
  String.raw`\b(?:${alternationOf((lexicon) => lexicon.negationsAfter)})\b`,
  'g',
);
export const SOFTENING_BEFORE = new RegExp(
  String.raw`\b${phrase((p) => p.softeners)}\s+(?:${phrase((p) => p.intensifiers)}\s+){0,1}$`,
);
/** 'not too', 'less', 'nicht zu': a word that softens what it is said of rather than turning it down. */
export const SOFTENER = new RegExp(String.raw`\b${phrase((p) => p.softeners)}\b`);
/** 'funny rather than scary' only prefers no horror. */
export const PREFERENCE_BEFORE = new RegExp(String.raw`\b${phrase((p) => p.preferences)}\s+\S*\s*$`);

/** How far before a thing its negation is looked for: a disliked list ('déteste les films longs et tout ce qui est '). */
export const NEGATION_REACH = 60;

export function negatedAt(text: string, index: number, language?: string): boolean {
  const before = (language && NEGATION_BEFORE_IN[language]) || NEGATION_BEFORE;
  return (
    before.test(text.slice(Math.max(0, index - NEGATION_REACH), index)) ||
    NEGATION_AFTER.test(text.slice(index, index + 60))
  );
}

/** One word of those between a negation and what it negates ('actual', 'real', 'vraie'). */
export const NEGATION_GAP_WORD = new RegExp(
  String.raw`^${phrase((p) => [...p.negationGaps, ...p.aboutVerbs, ...(p.negatedWants ?? [])])}$`,
);
/**
 * Words that turn something down ('hates', 'sans', 'niente') and the wishes a negation denies ('in the mood for',
 * 'lust auf'): what they turn down is read elsewhere.
 */
export const NEGATION_WORDS = new RegExp(
  String.raw`\b(?:${wordsOf((lexicon) => [
    ...lexicon.negations,
    ...(lexicon.dislikes?.verbs ?? []),
    ...(lexicon.phrases.negatedWants ?? []),
  ]).join('|')})\b`,
  'g',
);
