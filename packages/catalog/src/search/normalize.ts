/**
 * Search text normalisation: case, accents and punctuation do not matter, apostrophes join
 * ("Schindler's" -> "schindlers") and hyphenated words also index joined ("Spider-Man" -> "spiderman").
 */
export function tokenize(text: string): string[] {
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
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
