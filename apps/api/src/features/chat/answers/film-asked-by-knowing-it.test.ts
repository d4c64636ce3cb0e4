import { describe, expect, it } from 'vitest';
import { asksFilmName } from './identify.answer.ts';

describe('a film asked after by asking whether someone knows it', () => {
  // 'do you know the film with…', 'kennst du den film wo…': one film pointed at and told, to be named.
  it.each([
    'do you guys know the movie where a boy finds an alien in the garden shed',
    'kennst du den film, wo ein junge einen außerirdischen im schuppen findet',
    'conocéis la peli donde un niño encuentra un extraterrestre en el cobertizo',
    'vous connaissez le film où un garçon trouve un extraterrestre dans la cabane',
    'vcs conhecem aquele filme onde um menino acha um alienígena no quintal',
    'conoscete il film dove un bambino trova un alieno nel capanno',
  ])('%j asks for a film by name', (text) => {
    expect(asksFilmName(text)).toBe(true);
  });

  // 'kennst du einen film mit tom hanks': any film of theirs, a request.
  it.each(['kennst du einen film mit tom hanks', 'do you know a movie with tom hanks'])(
    '%j asks for none by name',
    (text) => {
      expect(asksFilmName(text)).toBe(false);
    },
  );
});
