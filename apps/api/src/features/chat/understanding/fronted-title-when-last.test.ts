import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe("a film named first, then 'came out when' asked with the question word last", () => {
  it.each([
    ['the matrix was released when?', 'the matrix'],
    ['jaws came out in what year', 'jaws'],
    ['finding nemo premiered when exactly?', 'finding nemo'],
    ['coco salió cuándo?', 'coco'],
    ['Inception kam wann raus?', 'inception'],
    ['titanic est sorti en quelle année ?', 'titanic'],
    ['o rei leão saiu quando?', 'o rei leao'],
    ['gladiatore è uscito quando?', 'gladiatore'],
  ])('asks the year of the film named first in %j', (text, title) => {
    expect(parsePrompt(text).question).toEqual({ kind: 'fact', aspect: 'year', title });
  });
});
