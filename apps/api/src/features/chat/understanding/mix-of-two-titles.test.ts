import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a film between two titles: both are seeds, wherever the words sit', () => {
  it.each([
    ['a mix of heat and collateral. slick night-time crime, a lone pro', 'heat', 'collateral'],
    [
      'honestly id love something like a cross between jaws and the thing, isolated, paranoid',
      'jaws',
      'the thing',
    ],
    ['somewhere between hot fuzz and shaun of the dead please', 'hot fuzz', 'shaun of the dead'],
    ['algo que sea una mezcla entre heat y collateral. noche, ciudad', 'heat', 'collateral'],
    ['un mélange de heat et collateral, mais plus court', 'heat', 'collateral'],
    ['eine Mischung aus heat und collateral, aber kürzer', 'heat', 'collateral'],
    ['quero um cruzamento entre heat e collateral', 'heat', 'collateral'],
    ['un incrocio tra heat e collateral per stasera', 'heat', 'collateral'],
  ])('%s', (message, first, second) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBe(first);
    expect(query.alsoLike).toEqual([second]);
  });

  it.each([
    'a mix of comedy and horror',
    'a cross between a comedy and a dark thriller',
    'somewhere between 90 and 120 minutes',
  ])('names no titles when the words are kinds or amounts: %s', (message) => {
    expect(parsePrompt(message).query.likeTitle).toBeUndefined();
  });
});
