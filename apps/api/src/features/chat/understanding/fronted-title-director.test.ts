import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a film named first, then who made it asked of no film', () => {
  it.each([
    ["Inception c'est de qui ?", 'inception'],
    ['Titanic, wer hat den gedreht?', 'titanic'],
    ["amélie, chi l'ha diretto?", 'amelie'],
    ['parasite, quem dirigiu?', 'parasite'],
    ['coco, quién la dirigió?', 'coco'],
    ["Jaws qui l'a réalisé ?", 'jaws'],
  ])('asks the director of the film named first in %j', (text, title) => {
    expect(parsePrompt(text).question).toEqual({ kind: 'fact', aspect: 'director', title });
  });
});
