import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a language turned down with how the film was made said beside it', () => {
  // 'not spoken in english', 'que no sea hablada en inglés', 'nicht auf englisch gedreht': English left out, and
  // the words beside it name no title or person left out.
  it.each([
    ['something like heat but not spoken in english', 'heat'],
    ['algo como heat pero que no sea hablada en inglés', 'heat'],
    ['qualcosa come heat ma che non sia parlato in inglese', 'heat'],
    ['algo como matrix, mas que não seja filmado em inglês', 'matrix'],
    ['etwas wie heat, aber nicht auf englisch gedreht', 'heat'],
  ])('%j leaves English films out, like %j', (text, seed) => {
    const { query } = parsePrompt(text);
    expect(query.likeTitle).toBe(seed);
    expect(query.excludeLanguages).toEqual(['en']);
    expect(query.languages).toEqual([]);
    expect(query.avoidTitles).toEqual([]);
    expect(query.avoidPeople).toEqual([]);
  });

  it('a language wanted that way is still wanted', () => {
    expect(parsePrompt('a thriller spoken in french').query.languages).toEqual(['fr']);
  });
});

describe("a film's style or manner after any preposition is likeness", () => {
  it.each([
    ['algo ao estilo de cidade de deus', 'cidade de deus'],
    ['un film à la manière de heat', 'heat'],
    ['qualcosa alla maniera di heat', 'heat'],
    ['etwas im stile von heat', 'heat'],
    ['something in the manner of heat', 'heat'],
    ['algo a la manera de heat', 'heat'],
  ])('%j is like %j', (text, seed) => {
    expect(parsePrompt(text).query.likeTitle).toBe(seed);
  });
});
