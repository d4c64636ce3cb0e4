import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a film liked very much ("tantissimo", "un montón", "tellement")', () => {
  it.each([
    ['mi è piaciuto tantissimo il padrino, altri così?', 'il padrino'],
    ['me encantó un montón el padrino, algo parecido', 'el padrino'],
    ["j'ai tellement aimé le parrain, d'autres idées ?", 'le parrain'],
    ['amei demais o poderoso chefão, algo parecido', 'o poderoso chefao'],
    ['ich habe der pate sehr geliebt, was ähnliches', 'der pate'],
    ['i absolutely loved heat, more please', 'heat'],
  ])('%s', (message, title) => {
    expect(parsePrompt(message).query.likeTitle).toBe(title);
  });
});

describe('a local title with a join in it, liked ("la bella y la bestia")', () => {
  it.each([
    ['me encantó la bella y la bestia, algo parecido', 'la bella y la bestia'],
    ["j'ai adoré la belle et la bête, d'autres idées ?", 'la belle et la bete'],
    ['mi è piaciuto la bella e la bestia, altri così', 'la bella e la bestia'],
  ])('%s', (message, title) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBe(title);
    expect(query.alsoLike).toBeUndefined();
  });

  it('still reads two titles joined when the words are no listed title', () => {
    const { query } = parsePrompt('me encantó heat y ronin, algo parecido');
    expect([query.likeTitle, query.alsoLike]).toEqual(['heat', ['ronin']]);
  });
});
