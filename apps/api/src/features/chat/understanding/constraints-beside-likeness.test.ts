import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

describe("a kind turned down in its own word turns its subject down too ('like X but no music')", () => {
  it.each([
    'something like la la land, but no music this time',
    'quelque chose comme Whiplash, mais sans musique',
    'algo como La La Land pero nada de música',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(genreIdOf('Music'));
    expect(query.avoidKeywords).toEqual(expect.arrayContaining(['musician', 'musical']));
  });

  it('leaves a subject asked for in its own word alone', () => {
    const { query } = parsePrompt('a drama about musicians, no musicals');
    expect(query.keywordThemes.map((theme) => theme.label)).toContain('musicians');
    expect(query.avoidKeywords).not.toContain('musician');
  });
});

describe("the feel of the film in view ('with this kind of vibe') is likeness to it, its words no title or name", () => {
  it.each([
    'got anything with this sort of atmosphere?',
    'algo con este ambiente, porfa',
    'un film avec cette ambiance ?',
    'hast du was mit dieser Stimmung?',
    'algo com essa vibe?',
    "qualcosa con quest'atmosfera?",
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.moreLikeThis).toBe(true);
    expect(query.likeTitle).toBeUndefined();
    expect(query.person).toBeUndefined();
  });
});

describe("'older than' and 'newer than' a year are year bounds in every language", () => {
  it.each([
    ['nada más antiguo que 2005', 2005],
    ['pas plus vieux que 2005', 2005],
    ['nada mais antigo que 2005', 2005],
    ['niente più vecchio del 2005', 2005],
  ])('%s', (message, year) => {
    const { query } = parsePrompt(message);
    expect(query.yearFrom).toBe(year);
    expect(query.yearTo).toBeUndefined();
  });
});

describe("a kind turned down where or when films take place ('nothing set during a war') is left out with its subject", () => {
  it.each([
    'a comedy, but nothing set during a war',
    'una comedia pero nada ambientado en una guerra',
    'une comédie, mais rien qui se passe pendant une guerre',
    'uma comédia, mas nada passado durante uma guerra',
    'una commedia ma niente ambientato durante una guerra',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.genreIds).toEqual([genreIdOf('Comedy')]);
    expect(query.excludeGenreIds).toContain(genreIdOf('War'));
    expect(query.avoidKeywords).toContain('world war ii');
    expect(query.theme).toBeUndefined();
    expect(query.avoidWords).toBeUndefined();
  });
});
