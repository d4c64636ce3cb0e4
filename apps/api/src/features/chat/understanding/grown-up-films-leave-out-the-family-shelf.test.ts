import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const FAMILY = genreIdOf('Family');
const ANIMATION = genreIdOf('Animation');

describe("films for grown-ups, no kids' stuff, leave the family shelf out, in every language", () => {
  it.each([
    'una película de animación solo para adultos',
    'un dessin animé pour adultes, rien pour les gosses',
    'ein Animationsfilm, aber kein Kinderzeug',
    'uma animação para adultos, nada de coisa de criança',
    'un film di animazione per adulti, niente roba da bambini',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.genreIds).toContain(ANIMATION);
    expect(query.excludeGenreIds).toContain(FAMILY);
    expect(query.audience).toBeUndefined();
    expect(query.theme).toBeUndefined();
  });
});
