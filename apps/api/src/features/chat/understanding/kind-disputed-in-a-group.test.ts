import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

const WESTERN = 37;

describe('a kind some of a group want and others hate is left out, in every language', () => {
  it.each([
    'three of us, my brother wants a western but the other two hate them',
    'somos tres, mi hermano quiere un western pero mis primas lo odian',
    'on est trois, mon frère veut un western mais mes cousines détestent ça',
    'wir sind zu dritt, mein bruder will einen western aber meine cousinen hassen das',
    'somos três, meu irmão quer um faroeste mas minhas primas odeiam',
    'siamo in tre, mio fratello vuole un western ma le mie cugine lo odiano',
  ])('%s', (message) => {
    const { query } = parsePrompt(message, { lovedTitles: false });
    expect(query.genreIds).not.toContain(WESTERN);
    expect(query.excludeGenreIds).toContain(WESTERN);
    expect(query.avoidLabels).toEqual([]);
  });

  it.each(['dos aman los westerns y dos los odian', 'zwei lieben western und zwei hassen es'])(
    'the verb of those who love it is no thing turned down: %s',
    (message) => {
      const { query } = parsePrompt(message, { lovedTitles: false });
      expect(query.excludeGenreIds).toContain(WESTERN);
      expect(query.avoidLabels).toEqual([]);
    },
  );
});
