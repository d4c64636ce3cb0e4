import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('words of a told story that are no request', () => {
  it.each([
    'the guests vanish one by one from the old house',
    'los amigos desaparecen uno por uno en la isla',
    'les invités disparaissent un par un',
    'os amigos somem um por um na ilha',
  ])('"one by one" is no count and no name: %s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.count).toBeUndefined();
    expect(query.person).toBeUndefined();
  });

  it('"cómo se llama" asks for a name, not for films like a title', () => {
    const { query } = parsePrompt('como se llamaba esa peli donde un niño ve fantasmas');
    expect(query.likeTitle).toBeUndefined();
  });
});

describe('two people in one film', () => {
  it.each([
    'films with hanks and ryan together',
    'películas con hanks y ryan juntos',
    'des films avec hanks et ryan ensemble',
    'filme mit hanks und ryan zusammen',
    'filmes com hanks e ryan juntos',
    'film con hanks e ryan insieme',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.person?.name).toBe('hanks');
    expect(query.alsoPeople?.map(({ name }) => name)).toEqual(['ryan']);
  });
});
