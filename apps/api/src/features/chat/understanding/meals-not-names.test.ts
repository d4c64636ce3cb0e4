import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('what is eaten while watching is no one in the cast', () => {
  it.each([
    ['tengo hora y media, algo de animación para ver con la cena'],
    ['une comédie à regarder avec le dîner'],
    ['algo para ver com a janta'],
    ['qualcosa da vedere con la cena'],
    ['something to watch with dinner'],
    ['ein Film mit Popcorn und Pizza'],
  ])('%s', (text) => {
    expect(parsePrompt(text).query.person).toBeUndefined();
  });

  it('keeps the rest of the request', () => {
    expect(parsePrompt('tengo hora y media, algo de animación para ver con la cena').query).toMatchObject({
      genreIds: [16],
      runtimeMax: 90,
    });
  });
});
