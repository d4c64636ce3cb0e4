import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';
import { normalizeText } from '../text.ts';
import { relativeYears } from './relative-years.extractor.ts';

const YEAR = 2031;

describe('release years counted back from this one', () => {
  it.each([
    ['any good thrillers released this year?', YEAR, YEAR],
    ["what were last year's best comedies", YEAR - 1, YEAR - 1],
    ['a sci-fi film that came out 3 years ago', YEAR - 3, YEAR - 3],
    ['horror from the last ten years', YEAR - 10, YEAR],
    ['una comedia estrenada el año pasado', YEAR - 1, YEAR - 1],
    ['des films des 4 dernières années', YEAR - 4, YEAR],
    ["un drame sorti l'année dernière", YEAR - 1, YEAR - 1],
    ['Krimis aus den letzten zwei Jahren', YEAR - 2, YEAR],
    ['ein Film vom letzten Jahr', YEAR - 1, YEAR - 1],
    ['um suspense lançado este ano', YEAR, YEAR],
    ['commedie degli ultimi cinque anni', YEAR - 5, YEAR],
  ])('%j', (text, yearFrom, yearTo) => {
    expect(relativeYears(normalizeText(text), YEAR)).toMatchObject({ yearFrom, yearTo });
  });

  it('a year said of watching is not a release year', () => {
    expect(relativeYears('last year i saw a great heist movie, more like it', YEAR)).toBeUndefined();
  });

  it('in a request, the years are the query and their words no age or name', () => {
    const thisYear = new Date().getUTCFullYear();
    const { query } = parsePrompt('scary movies from the past 4 years');
    expect(query).toMatchObject({ yearFrom: thisYear - 4, yearTo: thisYear, genreIds: [27] });
    expect(query.audience).toBeUndefined();
    const french = parsePrompt("des comédies de l'année dernière").query;
    expect(french).toMatchObject({ yearFrom: thisYear - 1, yearTo: thisYear - 1 });
    expect(french.person).toBeUndefined();
  });
});
