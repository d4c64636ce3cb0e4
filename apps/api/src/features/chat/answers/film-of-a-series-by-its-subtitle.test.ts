import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { seriesFilmBySubtitle } from '../understanding/title-aliases.ts';

/**
 * A series' name, then a film's subtitle in other words than any listed ('el regreso del rey' for 'el retorno del
 * rey'): the film of the series whose titles share the subtitle's telling words, not the series' first film.
 */
describe("a series' name and a subtitle said in other words", () => {
  it.each([
    ['el señor de los anillos el regreso del rey', 'The Lord of the Rings: The Return of the King'],
    ['le seigneur des anneaux le roi revient', 'The Lord of the Rings: The Return of the King'],
    ['der herr der ringe zwei tuerme', 'The Lord of the Rings: The Two Towers'],
    ['star wars el imperio contraataca', 'The Empire Strikes Back'],
  ])('%s', (typed, title) => {
    expect(seriesFilmBySubtitle(typed)).toBe(title);
  });

  it.each([['o senhor dos aneis versao estendida'], ['der herr der ringe 2'], ['heat the director cut']])(
    'names no film when the words after the name tell none apart: %s',
    (typed) => {
      expect(seriesFilmBySubtitle(typed)).toBeUndefined();
    },
  );
});

describe("POST /api/chat: a fact about a series' film named by a subtitle in other words", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    [
      '¿cuánto dura el señor de los anillos el regreso del rey?',
      /\[The Lord of the Rings: The Return of the King\]\(\/movie\/122\).*201/,
    ],
    [
      'combien de temps dure le seigneur des anneaux le roi revient ?',
      /\[The Lord of the Rings: The Return of the King\]\(\/movie\/122\).*201/,
    ],
    [
      'quanto dura il signore degli anelli il ritorno del sovrano?',
      /\[The Lord of the Rings: The Return of the King\]\(\/movie\/122\).*201/,
    ],
  ])('%j', async (question, answer) => {
    expect(await ask(question)).toMatch(answer);
  });
});
