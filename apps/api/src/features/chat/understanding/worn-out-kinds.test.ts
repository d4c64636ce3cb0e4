import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

/** 'not the usual westerns': a kind turned down as worn out is turned down all the same. */
describe('a kind turned down as the usual one', () => {
  it.each<[string, Parameters<typeof genreIdOf>[0]]>([
    ['a thriller, but not the usual horror stuff', 'Horror'],
    ['film italiani, ma non i soliti horror', 'Horror'],
    ['Komödien, aber nicht die üblichen Liebesfilme', 'Romance'],
    ['algo de acción pero no las típicas de terror', 'Horror'],
  ])('%s', (text, genre) => {
    expect(parsePrompt(text).query.excludeGenreIds).toContain(genreIdOf(genre));
  });
});
