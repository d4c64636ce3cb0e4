import { describe, expect, it } from 'vitest';
import { boundedEditDistance, indexTokens, tokenize } from './normalize.ts';
import { SearchIndex } from './search-index.ts';

const titles: [number, string, number][] = [
  [157336, 'Interstellar', 724],
  [10, 'Interstate 60', 3],
  [238, 'The Godfather', 143],
  [240, 'The Godfather: Part II', 105],
  [242, 'The Godfather: Part III', 59],
  [1, 'The Father', 200],
  [557, 'Spider-Man', 82],
  [424, "Schindler's List", 104],
  [129, 'Spirited Away', 90],
  [11, 'Amélie', 70],
];
const index = new SearchIndex(titles.map(([id, text, rank]) => ({ id, text, rank })));
const ids = (query: string) => index.search(query).map((hit) => hit.id);

describe('search index', () => {
  it('tolerates typos and unfinished words', () => {
    expect(ids('intersteller')[0]).toBe(157336);
    expect(ids('interst')[0]).toBe(157336);
    expect(ids('interst')).toContain(10);
    expect(ids('godfahter')[0]).toBe(238);
  });

  it('puts every Godfather film before other matches', () => {
    expect(ids('the godfather').slice(0, 3)).toEqual([238, 240, 242]);
    expect(ids('the godfather')).not.toContain(1);
  });

  it('ignores case, accents, apostrophes and hyphens', () => {
    expect(ids('amelie')).toEqual([11]);
    expect(ids('schindlers list')[0]).toBe(424);
    expect(ids('spiderman')[0]).toBe(557);
    expect(ids('SPIDER MAN')[0]).toBe(557);
  });

  it('answers nothing, without failing, for queries with no words', () => {
    expect(ids('')).toEqual([]);
    expect(ids('🎬 !!')).toEqual([]);
    expect(ids('x'.repeat(500))).toEqual([]);
  });

  it('bounds edit distance', () => {
    expect(boundedEditDistance('kitten', 'sitting', 3)).toBe(3);
    expect(boundedEditDistance('kitten', 'sitting', 1)).toBe(2);
    expect(boundedEditDistance('ab', 'ba', 1)).toBe(1);
    expect(tokenize("L'Âge d'Or")).toEqual(['lage', 'dor']);
    expect(indexTokens('Spider-Man 2')).toEqual(['spider', 'man', '2', 'spiderman']);
  });
});
