import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';
import { titleMatches } from './text.ts';

const WAR = genreIdOf('War');
const HORROR = genreIdOf('Horror');

describe('one negation covers both sides of a slash', () => {
  it.each([
    'a drama tonight, no war/horror',
    'un drama, nada de guerra/terror',
    'un drame, pas de guerre/horreur',
    'ein Drama, kein Krieg/Horror',
    'um drama, nada de guerra/terror',
    'un dramma, niente guerra/horror',
  ])('leaves both kinds out: %s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toEqual(expect.arrayContaining([WAR, HORROR]));
    expect(query.genreIds).not.toContain(HORROR);
  });

  it.each([
    ['no french/italian films', ['fr', 'it']],
    ['pas de films japonais/coréens', ['ja', 'ko']],
    ['keine französischen/italienischen Filme', ['fr', 'it']],
    ['niente film giapponesi/coreani', ['ja', 'ko']],
  ])('leaves both languages out: %s', (message, languages) => {
    const { query } = parsePrompt(message);
    expect(query.excludeLanguages).toEqual(expect.arrayContaining(languages));
    expect(query.languages).toEqual([]);
  });

  it('a slash with no negation still asks for both', () => {
    const { query } = parsePrompt('a war/horror film');
    expect(query.genreIds).toEqual(expect.arrayContaining([WAR, HORROR]));
  });
});

describe('a number typed in a title is the title’s own', () => {
  it.each([
    ['jaws 2', 'Saw 2'],
    ['toy story 3', 'Toy Story 2'],
    ['cars 3', 'Carol 3'],
  ])('%s is not %s', (typed, title) => {
    expect(titleMatches(typed, title)).toBe(false);
  });

  it.each([
    ['toy stroy 3', 'Toy Story 3'],
    ['the godfather part 2', 'The Godfather Part II'],
    ['rocky 4', 'Rocky IV'],
  ])('%s is %s, a typo forgiven', (typed, title) => {
    expect(titleMatches(typed, title)).toBe(true);
  });
});
