import { describe, expect, it } from 'vitest';
import { glossStory } from './story-gloss.ts';

describe('plot words a story told to be named holds, glossed in every language', () => {
  it.each([
    ['uma senhora num asilo lendo cartas', 'pt', ['old woman', 'nursing home', 'reads']],
    ['una señora en una residencia leyendo cartas', 'es', ['old woman', 'nursing home', 'reads']],
    ['eine alte frau im pflegeheim liest briefe', 'de', ['nursing home', 'reads']],
    [
      'une vieille dame en maison de retraite lisant des lettres',
      'fr',
      ['old woman', 'nursing home', 'reads'],
    ],
    ["un'anziana in una casa di riposo leggendo lettere", 'it', ['old woman', 'nursing home', 'reads']],
  ])('%s', (story, language, words) => {
    const english = glossStory(story, language);
    for (const word of words) expect(english).toContain(word);
  });

  it('reads a decade and a number as told, in any language', () => {
    expect(glossStory('um casal dos anos 40', 'pt')).toContain('1940s');
    expect(glossStory('une histoire des années 50', 'fr')).toContain('1950s');
    expect(glossStory('eine geschichte aus den 70er jahren', 'de')).toContain('1970s');
    expect(glossStory('preso 15 anos num quarto e solto do nada', 'pt')).toBe(
      'prisoner 15 years room released freed suddenly abruptly',
    );
  });
});
