import { describe, expect, it } from 'vitest';
import { genreIdOf } from '../lexicon.ts';
import { parsePrompt } from '../parse-prompt.ts';

const [COMEDY, CRIME, THRILLER] = [genreIdOf('Comedy'), genreIdOf('Crime'), genreIdOf('Thriller')];

describe("a seed's number counts no films, and a kind 'with humor' is a comedy too", () => {
  it.each([
    'something like rocky 2 but funnier',
    'un film comme shrek 2 mais plus drôle',
    'pelis como shrek 2 pero más graciosas',
    'Filme wie Shrek 2 aber lustiger',
  ])('%s: the number is the title, not how many films', (message) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toMatch(/\d$/);
    expect(query.count).toBeUndefined();
  });

  it.each([
    ['crime films but with some humor', CRIME],
    ['ein Krimi mit etwas Humor', CRIME],
    ['un thriller con humor', THRILLER],
    ['um thriller com humor', THRILLER],
    ["un thriller con un po' di umorismo", THRILLER],
  ])('%s: the kind, and comedy', (message, kind) => {
    const { query } = parsePrompt(message);
    expect(query.genreIds).toEqual(expect.arrayContaining([kind, COMEDY]));
  });
});
