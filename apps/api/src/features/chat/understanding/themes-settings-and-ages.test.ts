import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const ACTION = genreIdOf('Action');
const ANIMATION = genreIdOf('Animation');
const COMEDY = genreIdOf('Comedy');

const themesOf = (message: string) => parsePrompt(message).query.keywordThemes.map((theme) => theme.label);

describe('films about musicians', () => {
  it.each([
    'a film about a jazz band',
    'películas sobre cantantes',
    'des films sur des chanteuses',
    'Filme über Sänger',
    'un film su dei musicisti',
    'filmes sobre cantores',
  ])('%s', (message) => {
    expect(themesOf(message)).toEqual(['musicians']);
  });
});

describe('where the films are set', () => {
  it.each([
    ['a comedy set in france', 'france'],
    ['películas ambientadas en España', 'spain'],
    ['des films qui se passent au Japon', 'japan'],
    ['Filme, die in Deutschland spielen', 'germany'],
    ['film ambientati in Messico', 'mexico'],
    ['filmes passados na Itália', 'italy'],
  ])('is a place, not the language of the films: %s', (message, place) => {
    const { query } = parsePrompt(message);
    expect(query.keywordThemes.map((theme) => theme.label)).toEqual([place]);
    expect(query.languages).toEqual([]);
    expect(query.countries).toEqual([]);
  });

  it.each(['italian comedies', 'films from italy', 'des films italiens'])(
    'leaves the films of a country its own: %s',
    (message) => {
      const { query } = parsePrompt(message);
      expect(query.languages).toEqual(['it']);
      expect(query.keywordThemes).toEqual([]);
    },
  );
});

describe('a hopeful story', () => {
  it.each([
    'something hopeful about astronauts',
    'algo esperanzador',
    "un film plein d'espoir",
    'etwas Hoffnungsvolles',
    'un film che dia speranza',
    'um filme esperançoso',
  ])('is an uplifting one: %s', (message) => {
    expect(parsePrompt(message).query.mood?.label).toBe('uplifting');
  });
});

describe('an age said of the people watching', () => {
  it.each([
    ['my nephew and his mates, they’re 15, want a thriller', 15, 'teens'],
    ['a movie for my son, he is 9', 9, 'kids'],
    ['soirée pour ma fille et ses copines, elles ont 13 ans', 13, 'teens'],
    ['meine Tochter, sie ist 12', 12, 'kids'],
    ['mein Sohn ist 8 Jahre alt', 8, 'kids'],
    ['mio figlio e i suoi amici, hanno 14 anni', 14, 'teens'],
    ['minha filha e as amigas, elas têm 15 anos', 15, 'teens'],
  ])('%s', (message, age, group) => {
    expect(parsePrompt(message).query.audience).toMatchObject({ age, group });
  });

  it.each(['my kids want a comedy, they’re 2 hours from bedtime', 'un film que j’ai vu il y a 10 ans'])(
    'is no time said: %s',
    (message) => {
      expect(parsePrompt(message).query.audience?.age).toBeUndefined();
    },
  );
});

describe('live action', () => {
  it.each([
    'a live-action fairy tale',
    'un cuento de hadas en imagen real',
    'un conte avec de vrais acteurs',
    'ein Märchen als Realfilm',
    'una fiaba con attori veri',
    'um conto de fadas com atores reais',
  ])('leaves animation out and asks for no action: %s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(ANIMATION);
    expect(query.genreIds).not.toContain(ACTION);
  });
});

describe('a title someone watching loves, praised or changed', () => {
  it.each([
    ['my daughter is crazy about frozen, anything similar?', 'frozen'],
    ['mi hija está obsesionada con frozen, algo parecido', 'frozen'],
    ['ma fille est accro à frozen, des films du genre ?', 'frozen'],
    ['meine Tochter ist verrückt nach frozen, was Ähnliches?', 'frozen'],
    ['mia figlia è pazza per frozen, qualcosa di simile?', 'frozen'],
    ['minha filha é viciada em frozen, algo parecido?', 'frozen'],
  ])('obsessed with it: %s', (message, title) => {
    expect(parsePrompt(message).query.likeTitle).toBe(title);
  });

  it.each([
    'whiplash was incredible. more like that please',
    'whiplash estuvo genial. algo parecido',
    'whiplash était incroyable. des films comme ça ?',
    'whiplash war großartig. mehr davon',
    'whiplash era bellissimo. altri così?',
    'whiplash foi sensacional. mais assim?',
  ])('praised as a sentence of its own: %s', (message) => {
    expect(parsePrompt(message).query.likeTitle).toBe('whiplash');
  });

  it.each(['that was amazing, thanks', 'it was brilliant!'])(
    'names no title when it points: %s',
    (message) => {
      expect(parsePrompt(message).query.likeTitle).toBeUndefined();
    },
  );

  it.each([
    'jaws but make it a comedy',
    'tiburón pero en plan comedia',
    'les dents de la mer mais en version comédie',
    'der weiße hai, aber lustig',
    'lo squalo ma in versione commedia',
    'tubarão mas engraçado',
  ])('changed into another kind: %s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.likeTitle).toBeTruthy();
    expect(query.lovedTitles).toBe(true);
    expect(query.genreIds).toEqual([COMEDY]);
  });
});
