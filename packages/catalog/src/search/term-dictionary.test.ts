import { describe, expect, it } from 'vitest';
import { TermDictionary } from './term-dictionary.ts';

/** Textbook edit distance with adjacent swaps (optimal string alignment), the trie walk's reference. */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
      }
    }
  }
  return d[a.length][b.length];
}

/** What the dictionary counts: a term not starting with the word's first letter costs one edit more. */
function typoCost(word: string, term: string): number {
  return editDistance(word, term) + (word[0] === term[0] ? 0 : 1);
}

// A small alphabet makes near neighbours plentiful, so every kind of edit is exercised.
function randomWords(count: number, seed: number): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 9) }, () => 'abcde'[Math.floor(next() * 5)]).join(''),
  );
}

const terms = [...new Set(randomWords(3000, 1))].sort();
const dictionary = new TermDictionary(terms);

describe('term dictionary', () => {
  it('finds terms and the runs of terms sharing a prefix', () => {
    for (const term of terms.slice(0, 200)) expect(terms[dictionary.idOf(term)]).toBe(term);
    expect(dictionary.idOf('abcdeabcdeabcde')).toBe(-1);
    for (const prefix of ['a', 'bc', 'dde', 'eeee', 'abcab']) {
      const range = dictionary.prefixRange(prefix);
      const expected = terms.filter((term) => term.startsWith(prefix));
      expect(range ? terms.slice(range.first, range.end) : []).toEqual(expected);
    }
    expect(dictionary.prefixRange('z')).toBeUndefined();
  });

  it('finds exactly the terms within the typo budget, with their distance, a first letter changed costing two', () => {
    for (const word of randomWords(60, 2)) {
      for (const typos of [1, 2]) {
        const found = new Map<string, number>();
        dictionary.forEachSimilar(word, typos, (termId, distance) => found.set(terms[termId], distance));
        const expected = new Map(
          terms
            .map((term) => [term, typoCost(word, term)] as const)
            .filter(([, distance]) => distance <= typos),
        );
        expect(found).toEqual(expected);
      }
    }
  });

  it('finds every term starting within one typo of a word being typed, each once', () => {
    for (const word of randomWords(60, 3)) {
      const found: string[] = [];
      dictionary.forEachSimilar(
        word,
        2,
        () => {},
        (range) => found.push(...terms.slice(range.first, range.end)),
      );
      const expected = terms.filter((term) =>
        Array.from({ length: term.length }, (_, end) => term.slice(0, end + 1)).some(
          (prefix) => typoCost(word, prefix) <= 1,
        ),
      );
      expect(found.sort()).toEqual(expected);
    }
  });

  it('counts a changed first letter as two typos: "inter" finds "intern" and "inner", not "winter"', () => {
    const words = new TermDictionary(['enter', 'inner', 'intern', 'interstellar', 'winter'].sort());
    const found = new Map<string, number>();
    words.forEachSimilar('inter', 1, (termId, distance) => found.set(words.terms[termId], distance));
    expect(found).toEqual(
      new Map([
        ['inner', 1],
        ['intern', 1],
      ]),
    );
    const longer = new Map<string, number>();
    words.forEachSimilar('nterstellar', 2, (termId, distance) => longer.set(words.terms[termId], distance));
    expect(longer).toEqual(new Map([['interstellar', 2]]));
  });

  it('works empty', () => {
    const empty = new TermDictionary([]);
    expect(empty.idOf('a')).toBe(-1);
    expect(empty.prefixRange('a')).toBeUndefined();
    empty.forEachSimilar('abc', 1, () => expect.fail('no terms to find'));
  });
});
