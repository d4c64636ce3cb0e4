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

/** Index-side tokens: the words, plus each hyphen- or dot-joined compound written as one word. */
export function indexTokens(text: string): string[] {
  const tokens = tokenize(text);
  const compounds = text
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}][-.:·][\p{L}\p{N}]/u.test(word))
    .map((word) => tokenize(word).join(''))
    .filter((word) => word.length > 0);
  return [...new Set([...tokens, ...compounds])];
}

/**
 * Levenshtein distance with adjacent transpositions, giving up (returning max + 1) as soon as the
 * distance must exceed `max`: the bound keeps a scan over the whole vocabulary cheap.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let prevPrev = new Array<number>(width).fill(0);
  let prev = Array.from({ length: width }, (_, index) => index);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(prev[j] + 1, current[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, prevPrev[j - 2] + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return prev[b.length];
}
