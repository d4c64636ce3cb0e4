import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

const FAMILY = 10751;
const WAR = 10752;
const MUSIC = 10402;
const HORROR = 27;
const WESTERN = 37;

describe('a niece, a nephew or a grandchild of an age watching: a young audience', () => {
  it.each([
    ['filmabend mit meinem neffen, er ist 9', 9],
    ['com a minha neta de 8 anos', 8],
    ['con mi nieta de 7 anos', 7],
    ['stasera con mio nipote di 9 anni', 9],
    ['avec mon petit-fils de 9 ans', 9],
    ["movie with my grandson, he's 8", 8],
  ])('%j watches with a child of %i', (text, age) => {
    const { audience } = parsePrompt(text).query;
    expect(audience?.group).toBe('kids');
    expect(audience?.age).toBe(age);
    expect(audience?.anyGenreIds).toContain(FAMILY);
  });
});

describe('the speaker turning a kind down in the first person, beside someone else', () => {
  it.each([
    ['serata in due, lui odia i western e io non sopporto i film horror', [WESTERN, HORROR]],
    ['filmabend zu zweit, sie hasst kriegsfilme und ich ertrage keine musicals', [WAR, MUSIC]],
    ['noche de pareja, el odia las de guerra y yo no aguanto los musicales', [WAR, MUSIC]],
    ['ele detesta faroeste e eu nao suporto filmes de terror', [WESTERN, HORROR]],
  ])('%j turns down both', (text, kinds) => {
    const { query } = parsePrompt(text);
    expect(query.excludeGenreIds).toEqual(expect.arrayContaining(kinds));
    expect(query.genreIds.filter((id) => kinds.includes(id))).toEqual([]);
  });
});
