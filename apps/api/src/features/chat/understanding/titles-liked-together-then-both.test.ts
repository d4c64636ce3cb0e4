import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('titles liked together, then a word for all of them', () => {
  // 'beide', 'both', 'os dois', 'tous les deux': said of every title before it, no part of the last one.
  it.each([
    ['fand heat und ronin beide echt klasse, was gibts noch?', 'heat', 'ronin'],
    ['i loved heat and collateral both, anything similar?', 'heat', 'collateral'],
    ['adorei matrix e inception os dois, algo parecido?', 'matrix', 'inception'],
    ['me encantaron seven y zodiac las dos, algo parecido?', 'seven', 'zodiac'],
    ["j'ai adoré heat et ronin tous les deux, quoi d'autre ?", 'heat', 'ronin'],
    ['ho amato heat e ronin entrambi, qualcosa di simile?', 'heat', 'ronin'],
  ])('%j seeds %j and %j', (text, first, second) => {
    const { query } = parsePrompt(text);
    expect(query.likeTitle).toBe(first);
    expect(query.alsoLike).toEqual([second]);
  });

  it('a title holding the same words goes on', () => {
    expect(parsePrompt('me encantó las dos torres, algo parecido?').query.likeTitle).toBe('las dos torres');
  });
});
