import { describe, expect, it } from 'vitest';
import { opensWithKindOfFilms } from './parse-prompt.ts';

describe("a kind pointed at ('one of those that…', 'daquelas que…') asks for films of it, no one film's story", () => {
  it.each([
    'a really tense thriller, one of those that keep you up at night',
    'quiero un thriller bien tenso, de esos que no te dejan respirar',
    'un thriller bien tendu, de ceux qui te scotchent au fauteuil',
    'ein richtig spannender Thriller, so einer, der einen nicht loslässt',
    'queria uma comédia bem leve, daquelas que a gente ri sem parar',
    'un thriller bello teso, di quelli che non ti fanno dormire',
  ])('%s', (message) => {
    expect(opensWithKindOfFilms(message)).toBe(true);
  });

  it('a story told of one film is still no kind', () => {
    expect(opensWithKindOfFilms('the film where a man cannot make new memories')).toBe(false);
  });
});
