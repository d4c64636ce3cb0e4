import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

/** A part of a film liked ('the funny bits of shrek'): the film is the seed, the part's words what is wanted of it. */
describe('a part of a film liked', () => {
  it.each([
    ['i loved the funny bits of shrek, more like that', 'shrek', 35],
    ['gostei da parte de suspense de o poderoso chefão, algo parecido?', 'o poderoso chefao', 53],
    ['me gustó la parte de comedia de shrek, algo parecido', 'shrek', 35],
    ["j'ai adoré la partie mystère de vertigo, des films comme ça ?", 'vertigo', 9648],
    ['ich habe den comedy-teil von shrek geliebt, was ähnliches', 'shrek', 35],
  ])('%s', (message, title, genre) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBe(title);
    expect(query.genreIds).toEqual([genre]);
  });

  it('keeps a listed title with a join in it whole after the word for the part', () => {
    expect(parsePrompt('mi è piaciuta la parte di la vita è bella, altri così?').query.likeTitle).toBe(
      'la vita e bella',
    );
  });
});
