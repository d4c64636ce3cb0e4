import { compoundTokens, tokenize, type IndexedTextForms } from './normalize.ts';

/**
 * The one title normaliser: how two spellings of a title meet. Catalog search, the importers' title matcher,
 * the TMDB lookup and the chat's title resolver all read titles through it.
 *
 * On top of {@link tokenize} (case, accents, punctuation, "&" as "and", apostrophes joined): numbers spelled
 * out become digits ("Twelve" -> 12, "Twenty-One" -> 21, "One Hundred and One" -> 101), Roman numerals
 * become digits ("Part II" -> 2, "Episode IV" -> 4, "Rocky V" -> 5) and "part" before a number is dropped
 * ("The Godfather: Part II" and "godfather 2" meet).
 */

const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const NUMBER_WORDS = new Map<string, number>([
  ...UNITS.map((word, value) => [word, value] as const),
  ...TENS.flatMap((word, tens) => (word ? [[word, tens * 10] as const] : [])),
]);

/** Words after which even a one-letter Roman numeral is a number ("Episode I", "Vol. V"). */
const NUMBERING_WORDS = new Set(['part', 'pt', 'episode', 'chapter', 'vol', 'volume', 'book']);
/** Words left out before a number: "Part II", "pt 2" and "2" are the same sequel. */
const DROPPED_BEFORE_NUMBER = new Set(['part', 'pt']);
// Only numerals made of I, V and X (2 to 39): "mix", "civil" or "dc" are words, not numbers.
const ROMAN_NUMERAL = /^x{0,3}(?:ix|iv|v?i{0,3})$/;
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10 };
const LEADING_ARTICLES = new Set(['the', 'a', 'an', 'el', 'la', 'los', 'las']);
const MOVED_ARTICLE = /^(.*),\s*(the|a|an)\s*$/i;

function romanValue(numeral: string): number {
  let total = 0;
  for (let index = 0; index < numeral.length; index++) {
    const value = ROMAN_VALUES[numeral[index]];
    const next = ROMAN_VALUES[numeral[index + 1]] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/**
 * The Roman numeral a word stands for, or undefined. A lone "i", "v" or "x" is a letter as often as a number:
 * it counts after a numbering word ("Episode I"), and "v" and "x" also as a title's last word ("Rocky V").
 */
function romanNumeralAt(tokens: string[], index: number): number | undefined {
  const word = tokens[index];
  if (word === '' || !ROMAN_NUMERAL.test(word)) return undefined;
  if (word.length > 1) return romanValue(word);
  const afterNumberingWord = index > 0 && NUMBERING_WORDS.has(tokens[index - 1]);
  const lastOfTitle = index > 0 && index === tokens.length - 1 && word !== 'i';
  return afterNumberingWord || lastOfTitle ? romanValue(word) : undefined;
}

/** A number spelled out from `index` ("twenty one", "one hundred and one"): its value and how many words it took. */
function spelledNumberAt(tokens: string[], index: number): { value: number; words: number } | undefined {
  const below100 = (at: number) => {
    const value = NUMBER_WORDS.get(tokens[at] ?? '');
    if (value === undefined) return undefined;
    const unit = NUMBER_WORDS.get(tokens[at + 1] ?? '');
    return value >= 20 && unit !== undefined && unit > 0 && unit < 10
      ? { value: value + unit, words: 2 }
      : { value, words: 1 };
  };
  const first = below100(index);
  if (!first || tokens[index + first.words] !== 'hundred') return first;
  const afterHundred = index + first.words + 1;
  const joined = tokens[afterHundred] === 'and' ? 1 : 0;
  const rest = below100(afterHundred + joined);
  return rest
    ? { value: first.value * 100 + rest.value, words: first.words + 1 + joined + rest.words }
    : { value: first.value * 100, words: first.words + 1 };
}

/** Numbers spelled out and Roman numerals as digits. */
function numbersAsDigits(tokens: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < tokens.length;) {
    const spelled = spelledNumberAt(tokens, index);
    const roman = spelled ? undefined : romanNumeralAt(tokens, index);
    out.push(spelled ? String(spelled.value) : roman !== undefined ? String(roman) : tokens[index]);
    index += spelled ? spelled.words : 1;
  }
  return out;
}

const isNumber = (word: string | undefined) => word !== undefined && /^\d+$/.test(word);

/**
 * A title's words, normalised: the form search indexes and matches. Articles stay (a search for "the" finds
 * "The ..."); {@link titleKey} drops a leading one.
 */
export function titleWords(text: string): string[] {
  const words = numbersAsDigits(tokenize(text));
  return words.filter(
    (word, index) => !(index > 0 && DROPPED_BEFORE_NUMBER.has(word) && isNumber(words[index + 1])),
  );
}

/**
 * The key two spellings of one title share: {@link titleWords} without a leading article, wherever it was
 * written ("The Godfather", "Godfather, The", "El Topo"), joined by single spaces.
 */
export function titleKey(title: string): string {
  const moved = MOVED_ARTICLE.exec(title.trim());
  const words = titleWords(moved ? moved[1] : title);
  if (words.length > 1 && LEADING_ARTICLES.has(words[0])) words.shift();
  return words.join(' ');
}

/**
 * Titles for a search index: found by their normalised words, and by the words as written too, so that a word
 * still being typed ("twe", "episode i") reaches the title before it is a whole number.
 */
export const titleSearchForms: IndexedTextForms = {
  entry(text) {
    const words = titleWords(text);
    const written = [...compoundTokens(text), ...tokenize(text)];
    return { words, alternates: [...new Set(written)].filter((word) => !words.includes(word)) };
  },
  query(text) {
    const words = titleWords(text);
    const typed = tokenize(text);
    const same = typed.length === words.length && typed.every((word, index) => word === words[index]);
    return same ? { words } : { words, asTyped: typed };
  },
};
