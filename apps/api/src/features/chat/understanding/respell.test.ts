import { describe, expect, it } from 'vitest';
import { respell } from './respell.ts';

describe('respell', () => {
  it.each([
    ['any good documentries?', 'any good documentaries?'],
    ['recomend a good animeted film', 'recommend a good animated film'],
    ['thrilers from the 90s', 'thrillers from the 90s'],
    ['a mistery movie', 'a mystery movie'],
    ['supehero movies', 'superhero movies'],
    ['dont want horrer', "don't want horror"],
  ])('reads %s as %s', (typed, meant) => {
    expect(respell(typed)).toBe(meant);
  });

  // Real words one or two letters from a kind of film stay as typed.
  it.each([
    'horrid weather',
    'something dramatic',
    'a familiar face',
    'crimson tide',
    'fantastic',
    'comedic',
    'heated',
  ])('leaves %s alone', (typed) => {
    expect(respell(typed)).toBe(typed);
  });
});
