import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

const THIS_YEAR = new Date().getUTCFullYear();

describe("a century said ('from this century', 'del siglo pasado') is its years, in every language", () => {
  it.each([
    ['thrillers made this century', 2000, THIS_YEAR],
    ['una comedia del siglo xxi', 2000, THIS_YEAR],
    ['des films de guerre de ce siècle', 2000, THIS_YEAR],
    ['ein Western aus diesem Jahrhundert', 2000, THIS_YEAR],
    ['um drama deste século', 2000, THIS_YEAR],
    ['un horror di questo secolo', 2000, THIS_YEAR],
    ['a musical from the last century', 1900, 1999],
    ['un western del siglo pasado', 1900, 1999],
    ['une comédie du siècle dernier', 1900, 1999],
    ['ein Krimi aus dem letzten Jahrhundert', 1900, 1999],
    ['um musical do século passado', 1900, 1999],
    ['un giallo del secolo scorso', 1900, 1999],
  ])('%s: %i to %i', (message, yearFrom, yearTo) => {
    const { query } = parsePrompt(message);
    expect([query.yearFrom, query.yearTo]).toEqual([yearFrom, yearTo]);
  });
});
