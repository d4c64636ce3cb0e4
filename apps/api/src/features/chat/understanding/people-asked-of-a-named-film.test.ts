import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('who made or plays in a film, asked beside its title or after another question of it', () => {
  // 'or was that someone else': a doubt whether another person did it closes the yes-or-no question.
  it.each([
    ['did cameron direct titanic or was it somebody else', 'cameron', 'titanic'],
    ['hat spielberg den weißen hai gedreht oder war das jemand anders', 'spielberg', 'den weissen hai'],
  ])('%j asks whether %j directed %j', (text, name, title) => {
    expect(parsePrompt(text).question).toEqual({ kind: 'castCheck', name, title, role: 'director' });
  });

  // 'spielberg l'a réalisé, non ?': a pronoun stands for the film, a tag closes the question.
  it.each([
    ["spielberg l'a réalisé, non ?", 'spielberg'],
    ['foi o spielberg que dirigiu, né?', 'spielberg'],
    ['did nolan direct it, right?', 'nolan'],
  ])('%j asks whether %j directed the film named before or in view', (text, name) => {
    expect(parsePrompt(text).question).toEqual({ kind: 'castCheck', name, title: '', role: 'director' });
  });

  // A fact, then a question of a person in the same film: both asked of the film the first one names.
  it.each([
    [
      'lo squalo di che anno è? e chi interpreta brody?',
      'lo squalo',
      { kind: 'character', character: 'brody' },
    ],
    [
      'titanic came out when? was it directed by cameron?',
      'titanic',
      { kind: 'castCheck', name: 'cameron', title: '', role: 'director' },
    ],
  ])('%j asks the year of %j, then %j', (text, title, asked) => {
    expect(parsePrompt(text).question).toEqual({ kind: 'fact', aspect: 'year', title, alsoAsked: [asked] });
  });

  // 'wer spielt bei titanic mit': who is in the film named after 'bei', no part called 'bei titanic mit'.
  it('reads who plays in a film named after bei as its cast', () => {
    const parsed = parsePrompt('wer spielt bei titanic mit');
    expect(parsed.question).toBeUndefined();
    expect(parsed.factCue).toEqual({ aspect: 'cast', title: 'titanic' });
  });

  // 'lo squalo, chi interpreta brody?': a title typed first, then who plays a part in it.
  it.each([
    ['lo squalo, chi interpreta brody?', 'brody', 'lo squalo'],
    ['der pate – wer spielt da den michael?', 'michael', 'der pate'],
  ])('%j asks who plays %j in %j', (text, character, title) => {
    expect(parsePrompt(text).question).toEqual({ kind: 'character', character, title });
  });
});
