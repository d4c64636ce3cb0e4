import { describe, expect, it } from 'vitest';
import { NOT_OLD_FROM } from './extractors/old-films.extractor.ts';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const ACTION = genreIdOf('Action');
const ANIMATION = genreIdOf('Animation');
const HORROR = genreIdOf('Horror');
const WAR = genreIdOf('War');

describe('a laugh after a title left out', () => {
  it.each([
    ['anything except jaws haha', 'jaws'],
    ['todo menos titanic jajaja', 'titanic'],
    ['tout sauf titanic mdr', 'titanic'],
    ['alles außer titanic lol', 'titanic'],
    ['tutto tranne titanic ahahah', 'titanic'],
    ['qualquer coisa menos titanic kkkk', 'titanic'],
    ['anything but jaws again lol, something fun', 'jaws'],
  ])('is no part of the title, nor a name: %s', (message, title) => {
    const { query } = parsePrompt(message);
    expect(query.avoidTitles).toEqual([title]);
    expect(query.avoidPeople).toEqual([]);
  });
});

describe('a tone turned down', () => {
  it.each([
    'a thriller, just not depressing',
    'una de suspense, nada deprimente',
    'un thriller, pas glauque',
  ])('is no title nor name left out: %s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.avoidTitles).toEqual([]);
    expect(query.avoidPeople).toEqual([]);
    expect(query.excludeGenreIds).toContain(HORROR);
  });
});

describe('battles turned down', () => {
  it.each([
    'war films without the fighting scenes',
    'películas bélicas sin batallas',
    'des films de guerre, mais pas de scènes de combat',
    'Kriegsfilme ohne Schlachtszenen',
    'film di guerra senza battaglie',
    'filmes de guerra sem cenas de batalha',
  ])('leave war action out, not war: %s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(ACTION);
    expect(query.genreIds).toContain(WAR);
    expect(query.avoidKeywords).toContain('battle');
    expect(query.avoidPeople).toEqual([]);
  });
});

describe('a kind turned down after "pas des" or "pas un"', () => {
  it.each(['une comédie, mais pas un dessin animé', 'des films de famille, mais pas des films d’animation'])(
    'is left out, not asked for: %s',
    (message) => {
      const { query } = parsePrompt(message);
      expect(query.excludeGenreIds).toContain(ANIMATION);
      expect(query.genreIds).not.toContain(ANIMATION);
    },
  );
});

describe('old films turned down', () => {
  it.each([
    'spanish films, nothing too old',
    'comedias pero nada muy viejo',
    'des comédies, mais rien de trop vieux',
    'Komödien, aber keine alten',
    'commedie ma niente di troppo vecchio',
    'comédias, mas nada antigo',
    'a thriller, nothing in black and white',
  ])('ask for films from the same year in every language: %s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.yearFrom).toBe(NOT_OLD_FROM);
    expect(query.yearTo).toBeUndefined();
    expect(query.avoidPeople).toEqual([]);
    expect(query.avoidWords).toBeUndefined();
  });

  it('keeps years said outright', () => {
    expect(parsePrompt('nothing old, only from 2010 on').query.yearFrom).toBe(2010);
  });

  it.each(['old movies please', 'black and white classics'])('still asks for old ones: %s', (message) => {
    expect(parsePrompt(message).query.yearTo).toBeLessThanOrEqual(1979);
  });

  it('reads no old film in an age', () => {
    expect(parsePrompt('for my 10 year old, nothing scary').query.yearFrom).toBeUndefined();
  });
});
