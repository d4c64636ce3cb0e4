import { describe, expect, it } from 'vitest';
import { storyStem, storyWords } from './story-words.ts';

const meet = (a: string, b: string) => storyStem(a) === storyStem(b);

describe('storyStem', () => {
  it.each([
    ['dies', 'die'],
    ['died', 'dying'],
    ['dies', 'dying'],
    ['running', 'runs'],
    ['swimming', 'swim'],
    ['kings', 'king'],
    ['rings', 'ring'],
    ['sleds', 'sledding'],
    ['beds', 'bed'],
    ['things', 'thing'],
    ['singing', 'sings'],
    ['studies', 'studying'],
    ['studied', 'study'],
    ['movies', 'movie'],
    ['zombies', 'zombie'],
    ['spies', 'spy'],
    ['flying', 'flies'],
    ['lying', 'lies'],
    ['played', 'playing'],
    ['escaped', 'escape'],
    ['sees', 'see'],
    ['buses', 'bus'],
    ['glasses', 'glass'],
    ['dogs', 'dog'],
    ['killed', 'killing'],
    ['stopping', 'stops'],
    ['neighbours', 'neighbor'],
  ])('meets %s and %s', (a, b) => {
    expect(storyStem(a)).toBe(storyStem(b));
  });

  it.each([
    ['king', 'kin'],
    ['ring', 'red'],
    ['sled', 'sling'],
    ['bed', 'being'],
    ['thing', 'the'],
    ['wing', 'wed'],
    ['seed', 'see'],
    ['sky', 'ski'],
    ['dogged', 'dog'],
    ['sing', 'sea'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(meet(a, b)).toBe(false);
  });

  it('keeps a short word whole when its ending would leave no vowel', () => {
    expect(storyWords('a king on a sled with a ring by the bed').filter((word) => word.length > 2)).toEqual([
      'king',
      'sled',
      'with',
      'ring',
      'bed',
    ]);
  });
});
