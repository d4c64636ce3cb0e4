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

// Reused rows: the distance runs thousands of times per query and must not allocate.
const MAX_LENGTH = 64;
let rowA = new Int32Array(MAX_LENGTH + 1);
let rowB = new Int32Array(MAX_LENGTH + 1);
let rowC = new Int32Array(MAX_LENGTH + 1);

/**
 * Levenshtein distance with adjacent transpositions between `a` and the first `bLength` characters
 * of `b` (all of it by default), giving up (returning max + 1) as soon as the distance must exceed
 * `max`: the bound keeps a scan over the whole vocabulary cheap.
 */
export function boundedEditDistance(a: string, b: string, max: number, bLength = b.length): number {
  const m = Math.min(bLength, b.length);
  if (Math.abs(a.length - m) > max) return max + 1;
  if (a.length > MAX_LENGTH || m > MAX_LENGTH) return a === b.slice(0, m) ? 0 : max + 1;
  let prevPrev = rowA;
  let prev = rowB;
  let current = rowC;
  for (let j = 0; j <= m; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= m; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = prev[j - 1] + (ai === bj ? 0 : 1);
      if (prev[j] + 1 < value) value = prev[j] + 1;
      if (current[j - 1] + 1 < value) value = current[j - 1] + 1;
      if (
        i > 1 &&
        j > 1 &&
        ai === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === bj &&
        prevPrev[j - 2] + 1 < value
      ) {
        value = prevPrev[j - 2] + 1;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const recycled = prevPrev;
    prevPrev = prev;
    prev = current;
    current = recycled;
  }
  [rowA, rowB, rowC] = [prevPrev, prev, current];
  return prev[m];
}

/** One bit per letter or digit present: two words within k edits differ by at most k such letters each way. */
export function letterMask(word: string): number {
  let mask = 0;
  for (let index = 0; index < word.length; index++) {
    const code = word.charCodeAt(index);
    if (code >= 97 && code <= 122) mask |= 1 << (code - 97);
    else if (code >= 48 && code <= 57) mask |= 1 << 26;
    else mask |= (1 << 27) << (code % 4);
  }
  return mask;
}

export function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
