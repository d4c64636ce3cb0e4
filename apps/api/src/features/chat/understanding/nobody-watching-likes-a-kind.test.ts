import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const HORROR = genreIdOf('Horror');
const MUSIC = genreIdOf('Music');
const WESTERN = genreIdOf('Western');
const COMEDY = genreIdOf('Comedy');
const ANIMATION = genreIdOf('Animation');

describe('a kind that nobody watching likes, or that one of them does not, is turned down', () => {
  it.each([
    ['noite de jogos com a família, ninguém gosta de terror, uma comédia?', HORROR, COMEDY],
    ["soirée entre potes, personne n'aime les westerns, plutôt une comédie", WESTERN, COMEDY],
    ['niemand von uns mag Musicals, lieber eine Komödie', MUSIC, COMEDY],
    ['a mio fratello non piace il horror, magari una commedia', HORROR, COMEDY],
    ['a nadie le gustan los westerns, algo de comedia', WESTERN, COMEDY],
    ['none of them likes horror, a comedy maybe', HORROR, COMEDY],
  ])('%j turns down one kind and asks for another', (text, avoided, wanted) => {
    const { query } = parsePrompt(text);
    expect(query.excludeGenreIds).toContain(avoided);
    expect(query.genreIds).toEqual([wanted]);
  });

  it("reads a sleeper's kind after the contracted preposition too", () => {
    const { query } = parsePrompt('mia nonna si addormenta coi cartoni animati, una commedia?');
    expect(query.excludeGenreIds).toContain(ANIMATION);
    expect(query.genreIds).toEqual([COMEDY]);
  });
});
