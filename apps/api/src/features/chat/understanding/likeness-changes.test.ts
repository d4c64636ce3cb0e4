import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('two films loved, more like them', () => {
  it.each([
    'curti muito whiplash e la la land, tem mais nessa pegada?',
    'gostei muito de whiplash e la la land, tem algo parecido?',
    'me gustaron mucho whiplash y la la land, algo parecido?',
    "j'ai trop aimé whiplash et la la land, tu as d'autres films du genre ?",
    'mi sono piaciuti whiplash e la la land, hai altro del genere?',
    'loved whiplash and la la land, more like that?',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBe('whiplash');
    expect(query.alsoLike).toEqual(['la la land']);
  });

  it.each([
    'quantos filmes eu curti até agora?',
    'cuantas pelis me gustaron este año',
    'quali film mi sono piaciuti di più',
  ])('is no title when the films are what the verb is about: %s', (message) => {
    expect(parsePrompt(message).query.likeTitle).toBeUndefined();
  });

  it('reads the films thought well of in German, before the verdict', () => {
    expect(parsePrompt('ich fand whiplash super, was gibt es noch in der art?').query.likeTitle).toBe(
      'whiplash',
    );
  });
});
