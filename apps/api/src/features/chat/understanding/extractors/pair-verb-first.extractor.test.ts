import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

const names = (text: string) => {
  const { person, alsoPeople = [] } = parsePrompt(text).query;
  return [person, ...alsoPeople].map((ask) => ask?.name);
};

describe('two people asked together, with the verb before the names or "both" after them', () => {
  it.each([
    ['películas donde actúen tom hanks y meg ryan juntos', ['tom hanks', 'meg ryan']],
    ['filmes onde atuam tom hanks e meg ryan juntos', ['tom hanks', 'meg ryan']],
    ['film dove recitano tom hanks e meg ryan insieme', ['tom hanks', 'meg ryan']],
    ['ein Film, wo tom hanks und meg ryan beide spielen', ['tom hanks', 'meg ryan']],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });
});

describe('a question after the names is no one', () => {
  it.each([
    ['tom hanks dirigido por zemeckis, cuales hay?'],
    ['tom hanks dirigido pelo zemeckis, quais?'],
    ['tom hanks diretto da zemeckis, quali?'],
    ['tom hanks réalisé par zemeckis, lesquels ?'],
  ])('%s', (text) => {
    expect(names(text).at(-1)).toBe('zemeckis');
  });
});
