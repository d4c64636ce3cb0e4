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

  it.each([
    ['zombiefilme', 'zombie filme'],
    ['ein paar haifilme bitte', 'ein paar haie filme bitte'],
    ['weltraumfilmen', 'weltraum filmen'],
    ['gute vampirfilme', 'gute vampire filme'],
    ['piratenstreifen fur kinder', 'piraten streifen fur kinder'],
    ['actionfilmen', 'action filmen'],
  ])('reads a German theme or genre fused with a film noun as two words: %s', (typed, meant) => {
    expect(respell(typed)).toBe(meant);
  });

  it.each(['kriegsfilme', 'horrorfilm', 'spielfilme', 'kurzfilm', 'telefilm'])(
    'leaves a film word a lexicon knows whole, or whose head is no kind of film, alone: %s',
    (typed) => {
      expect(respell(typed)).toBe(typed);
    },
  );
});
