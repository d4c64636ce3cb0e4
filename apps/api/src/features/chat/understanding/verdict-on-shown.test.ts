import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';
import { verdictOnShown } from './verdict-on-shown.ts';

describe('a verdict on the films just shown', () => {
  it.each([
    ['ugh, these are way too long. something under 95 minutes', 'something under 95 minutes', 'shorter'],
    ['no, esas son demasiado cortas, algo más épico', 'algo mas epico', 'longer'],
    ['puh, die sind alle zu lang', '', 'shorter'],
    ['uffa, quelli sono troppo lunghi - qualcosa di più breve', 'qualcosa di piu breve', 'shorter'],
  ])('%j is set aside, the rest read: %j', (text, rest, judged) => {
    expect(verdictOnShown(text)).toEqual({ rest, judged });
  });

  it.each([
    ["la troisième, c'est qui le réalisateur ?"],
    ['those with tom hanks please'],
    ['these ones but older'],
    ['no horror, please'],
  ])('%j judges nothing', (text) => {
    expect(verdictOnShown(text)).toBeUndefined();
  });
});

describe('a title left out with a please after it', () => {
  it.each([
    ['comedias que no sean shrek, por favor', 'shrek'],
    ['des comédies, sauf shrek stp', 'shrek'],
    ['komödien außer shrek bitte', 'shrek'],
  ])('%j leaves %j out', (text, title) => {
    expect(parsePrompt(text).query.avoidTitles).toEqual([title]);
  });

  it('leaves a kind of film out as a kind, not a title', () => {
    expect(parsePrompt('pelis coreanas que no sean de terror porfa').query.avoidTitles).toEqual([]);
  });
});
