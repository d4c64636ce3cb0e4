import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a film named first, then the year it came out asked', () => {
  it.each([
    ['Amélie, elle est sortie quand ?', 'amelie'],
    ['el laberinto del fauno, salió en qué año?', 'el laberinto del fauno'],
    ['cidade de deus, foi lançado em que ano?', 'cidade de deus'],
    ['la dolce vita, è uscito in che anno?', 'la dolce vita'],
    ['Lola rennt – wann kam der eigentlich raus?', 'lola rennt'],
  ])('asks the year of the film named first in %j', (text, title) => {
    expect(parsePrompt(text).question).toEqual({ kind: 'fact', aspect: 'year', title });
  });
});
