import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

describe("each member's dislike in a group, the verb said once ('one hates horror and another musicals')", () => {
  it.each([
    ['my brother hates horror and my sister musicals, we want a comedy', 'Horror', 'Music', 'Comedy'],
    [
      'mi hermano odia el terror, mi hermana los musicales; queremos una comedia',
      'Horror',
      'Music',
      'Comedy',
    ],
    [
      'einer von uns hasst Horror und ein anderer Musicals, wir wollen eine Komödie',
      'Horror',
      'Music',
      'Comedy',
    ],
    ['um odeia filmes de terror e outro os musicais, queremos uma comédia', 'Horror', 'Music', 'Comedy'],
    [
      "mio fratello odia l'horror e mia sorella i western, vogliamo un giallo",
      'Horror',
      'Western',
      'Mystery',
    ],
    [
      "l'un déteste la science-fiction, l'autre les westerns ; on cherche un drame",
      'Science Fiction',
      'Western',
      'Drama',
    ],
  ] as const)('turns down both kinds of %j and keeps the wish', (text, first, second, wanted) => {
    const { query } = parsePrompt(text);
    expect(query.excludeGenreIds).toEqual(expect.arrayContaining([genreIdOf(first), genreIdOf(second)]));
    expect(query.genreIds).toContain(genreIdOf(wanted));
    expect(query.genreIds).not.toContain(genreIdOf(second));
  });
});
