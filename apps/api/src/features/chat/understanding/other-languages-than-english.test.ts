import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const CRIME = genreIdOf('Crime');

describe('films in other languages are films not in English', () => {
  it.each([
    'crime films in other languages please',
    'películas policiacas en otros idiomas',
    "des polars dans d'autres langues",
    'Krimis, gern in einer anderen Sprache',
    'filmes policiais em outras línguas',
    'film polizieschi in altre lingue',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.genreIds).toContain(CRIME);
    expect(query.excludeLanguages).toContain('en');
    expect(query.languages).toEqual([]);
    expect(query.theme).toBeUndefined();
  });
});

describe("a country left out with its language: the language says it, the country's co-productions stay", () => {
  it.each([
    'a thriller, nothing british or in english',
    'un thriller, nada británico ni en inglés',
    'ein Thriller, nichts Britisches oder Englischsprachiges',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeLanguages).toContain('en');
    expect(query.excludeCountries).toEqual([]);
  });

  it('a country left out alone stays left out', () => {
    expect(parsePrompt('a thriller, nothing british').query.excludeCountries).toEqual(['GB']);
  });
});
