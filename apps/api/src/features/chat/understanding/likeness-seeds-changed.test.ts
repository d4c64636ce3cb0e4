import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a film seen over and over is a film loved', () => {
  it.each([
    ['my son has seen ratatouille like 30 times, what else would he like', 'ratatouille'],
    ['minha filha já assistiu moana umas 50 vezes, tem algo parecido?', 'moana'],
    ['mi hijo ha visto moana como 30 veces, algo parecido?', 'moana'],
    ['ma fille a vu coco genre 30 fois, des idées ?', 'coco'],
    ['mein sohn hat coco bestimmt 20 mal gesehen, was gibt es ähnliches?', 'coco'],
    ['mio figlio ha visto ratatouille tipo 30 volte, qualcosa di simile?', 'ratatouille'],
  ])('%s', (message, title) => {
    expect(parsePrompt(message).query.likeTitle).toBe(title);
  });
});

describe('a film, changed: its language, its tone', () => {
  it.each([
    'parasite but in english please',
    'oldboy mas em inglês, meu pai não lê legenda',
    'parasite pero en inglés',
    'oldboy aber auf englisch',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(['parasite', 'oldboy']).toContain(query.likeTitle);
    expect(query.languages).toEqual(['en']);
  });

  it.each([
    ['heat but less depressing', 'heat'],
    ['heat mas menos deprimente', 'heat'],
    ['heat, aber weniger deprimierend', 'heat'],
    ['heat mais plus léger', 'heat'],
  ])('reads a lighter tone than the film: %s', (message, title) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBe(title);
    expect(query.likeChange?.lighter).toBe(true);
  });

  it.each(['horror but not too gory', 'something funny but less silly', 'the second one but shorter'])(
    'names no film changed when the words before are no title: %s',
    (message) => {
      expect(parsePrompt(message).query.likeTitle).toBeUndefined();
    },
  );
});

describe('a year and everything after or before it', () => {
  it.each([
    ['pixar stuff, 2010 or later', { yearFrom: 2010, yearTo: undefined }],
    ['comedies 2000 and up', { yearFrom: 2000, yearTo: undefined }],
    ['filmes de terror de 2015 ou depois', { yearFrom: 2015, yearTo: undefined }],
    ['thrillers 1990 or earlier', { yearFrom: undefined, yearTo: 1990 }],
    ['films from 1994', { yearFrom: 1994, yearTo: 1994 }],
  ])('%s', (message, years) => {
    const { query } = parsePrompt(message);
    expect({ yearFrom: query.yearFrom, yearTo: query.yearTo }).toEqual(years);
  });

  it("is no title after 'like': toy story vibes, like 2015 or later", () => {
    expect(parsePrompt('toy story vibes but newer, like 2015 or later').query.likeTitle).toBe('toy story');
  });
});

describe('a little cousin or brother is a child', () => {
  it.each(['something for my little cousin', 'algo pro meu priminho', 'qualcosa per il mio fratellino'])(
    '%s',
    (message) => {
      expect(parsePrompt(message).query.audience?.group).toBe('kids');
    },
  );
});
