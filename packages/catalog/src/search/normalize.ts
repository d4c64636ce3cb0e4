// Letters that carry no combining accent to strip: written as their plain Latin spelling.
const LATIN_LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', þ: 'th' };

/**
 * Search text normalisation: case, accents and punctuation do not matter, apostrophes join
 * ("Schindler's" -> "schindlers") and hyphenated words also index joined ("Spider-Man" -> "spiderman").
 */
export function tokenize(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæøœłđþ]/g, (letter) => LATIN_LETTERS[letter])
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '');
  return folded.split(/[^\p{L}\p{N}]+/u).filter((token) => token.length > 0);
}

/** Each hyphen- or dot-joined compound of a title written as one word, so "spiderman" finds "Spider-Man". */
export function compoundTokens(text: string): string[] {
  return text
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}][-.:·][\p{L}\p{N}]/u.test(word))
    .map((word) => tokenize(word).join(''))
    .filter((word) => word.length > 0);
}

/** How a search index reads its entries and its queries (people's names as they are, titles normalised). */
export interface IndexedTextForms {
  /** An entry's words in order, then further terms it is also found by (compounds, spellings as written). */
  entry(text: string): { words: string[]; alternates: string[] };
  /** A query's words, and its words as typed when those differ (a word still being typed is searched as such too). */
  query(text: string): { words: string[]; asTyped?: string[] };
}

/** Words as written: case, accents and punctuation aside (people's names). */
export const plainWords: IndexedTextForms = {
  entry: (text) => ({ words: tokenize(text), alternates: compoundTokens(text) }),
  query: (text) => ({ words: tokenize(text) }),
};
