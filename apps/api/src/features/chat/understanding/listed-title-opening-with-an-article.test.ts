import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a listed local title opening with a word that opens no title in another language', () => {
  // Portuguese 'a' is the article of 'A Chegada', 'A Viagem de Chihiro', though English 'like a' opens no title.
  it.each([
    ['algo parecido com a chegada', 'a chegada'],
    ['filmes parecidos com a viagem de chihiro, mas mais curtos', 'a viagem de chihiro'],
  ])('%j is like %j', (text, title) => {
    const { query } = parsePrompt(text);
    expect(query.likeTitle).toBe(title);
    expect(query.moreLikeThis).toBe(false);
    expect(query.person).toBeUndefined();
  });

  it('words opening no title still name none', () => {
    expect(parsePrompt('something like a heist movie').query.likeTitle).toBeUndefined();
  });
});
