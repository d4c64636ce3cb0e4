import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a fact of a film asked with chatter, a way it was made, a rating or an origin around it', () => {
  // A laugh or a need of one's own ends the title's clause.
  it.each([
    ['cuánto dura titanic jaja tengo que planear la noche', 'titanic'],
    ['how long is the irishman haha i have to be up early', 'the irishman'],
  ])('%j asks the length of %j', (text, title) => {
    expect(parsePrompt(text).question).toEqual({ kind: 'fact', aspect: 'runtime', title });
  });

  // How the film was made ('was originally made', 'a été tourné') is no part of its title.
  it.each([
    ['le voyage de chihiro a été tourné en quelle langue ?', 'le voyage de chihiro'],
    ['what language was amelie originally made in', 'amelie'],
    ['la città incantata è stata girata in che lingua?', 'la citta incantata'],
  ])('%j asks the original language of %j', (text, title) => {
    expect(parsePrompt(text).factCue).toEqual({ aspect: 'language', title });
  });

  // 'cómo está clasificada' asks its rating, as 'rated' does; the age after a comma is whom it is for.
  it('reads the year, then the rating asked for a child of an age', () => {
    expect(
      parsePrompt('de qué año es? y cómo está clasificada, se la puedo poner a mi hija de 9?').question,
    ).toEqual({ kind: 'fact', aspect: 'year', age: 9, alsoAspects: ['certification'] });
  });

  // 'is it a french film or an american one': where it comes from, which its original language answers.
  it.each([
    ['o labirinto do fauno é um filme espanhol ou mexicano?', 'o labirinto do fauno'],
    ['is amelie a french film', 'amelie'],
  ])('%j asks the original language of %j', (text, title) => {
    expect(parsePrompt(text).question).toEqual({ kind: 'fact', aspect: 'language', title });
  });
});
