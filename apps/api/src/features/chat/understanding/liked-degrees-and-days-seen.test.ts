import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a film liked, however much ("imensamente", "inmensamente", "immensely")', () => {
  it.each([
    ['adorei imensamente o poderoso chefão, algo parecido', 'o poderoso chefao'],
    ['gostei tanto do rei leão, tem outros assim?', 'rei leao'],
    ['me gustó inmensamente el padrino, algo parecido', 'el padrino'],
    ["j'ai immensément aimé le parrain, d'autres idées ?", 'le parrain'],
    ['mi è piaciuto immensamente il padrino, altri così?', 'il padrino'],
    ['ich habe der pate wahnsinnig geliebt, was ähnliches', 'der pate'],
    ['i immensely enjoyed heat, more please', 'heat'],
  ])('%s', (message, title) => {
    expect(parsePrompt(message).query.likeTitle).toBe(title);
  });
});

describe('a film seen lately, said by when ("yesterday", "ontem", "gestern")', () => {
  it.each([
    ['last night i saw jaws, more like that?', 'jaws'],
    ['ayer vi el padrino, algo parecido', 'el padrino'],
    ["hier soir j'ai vu le parrain, des films comme ça ?", 'le parrain'],
    ['hab vorgestern heat gesehen, was ähnliches bitte', 'heat'],
    ['ontem à noite vi o poderoso chefão, algo parecido?', 'o poderoso chefao'],
    ['ieri sera ho visto il padrino, qualcosa di simile', 'il padrino'],
  ])('%s', (message, title) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBe(title);
    expect(query.moreLikeThis).toBe(false);
  });
});
