import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

const ANIMATION = 16;

describe('anime, in any language and in the plural, is animation', () => {
  it.each([
    'koreanische filme, aber keine animes',
    'filmes japoneses sem animes por favor',
    "des films japonais mais pas d'animes",
    'pelis japonesas pero nada de animes',
    'japanese films, no animes',
  ])('turned down: %s', (message) => {
    expect(parsePrompt(message).query.excludeGenreIds).toContain(ANIMATION);
  });

  it('the Spanish "que me animes" (cheer me up) is no anime', () => {
    const { genreIds, excludeGenreIds } = parsePrompt('pon algo que me animes un poco').query;
    expect([...genreIds, ...excludeGenreIds]).not.toContain(ANIMATION);
  });
});
