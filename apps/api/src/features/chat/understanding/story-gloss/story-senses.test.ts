import { describe, expect, it } from 'vitest';
import { glossStory } from './story-gloss.ts';
import { catalogSenses } from './story-senses.ts';

describe("a story's everyday words, told in the catalog's words too", () => {
  it('gives a word, or a phrase by its last word, the words overviews and keywords use for it', () => {
    const senses = catalogSenses('her whole town secretly films her for a tv show');
    expect(senses.get('secretly')).toBe('hidden');
    expect(senses.get('show')).toContain('reality show');
    expect(senses.has('tv')).toBe(false);
    expect(catalogSenses('an old sailor forgets his name').get('forgets')).toContain('amnesia');
    expect(catalogSenses('a dog waits at the station').size).toBe(0);
  });

  it.each([
    ['es', 'todos a su alrededor son actores y todo es falso'],
    ['fr', 'tous autour de lui sont des acteurs et tout est faux'],
    ['de', 'alle um ihn herum sind schauspieler und alles ist unecht'],
    ['pt', 'todos ao redor dele são atores e tudo é falso'],
    ['it', 'tutti intorno a lui sono attori ed è tutto finto'],
  ])('%s: actors and fakes glossed, then told as pretending', (language, story) => {
    const senses = [...catalogSenses(glossStory(story, language)).values()];
    expect(senses).toEqual(['pretend', 'pretend']);
  });

  it('reads a German compound it does not know by the known word it ends with, else begins with', () => {
    expect(glossStory('ein feuerwehrmann mit langzeitgedächtnis', 'de')).toBe('man memory');
    expect(glossStory('ein gedächtnisproblem', 'de')).toBe('memory');
    // Both parts when both are known.
    expect(glossStory('ein robotermann', 'de')).toBe('robot man');
    // A prefix is no part: 'verstand' is no 'strand'.
    expect(glossStory('verstand', 'de', false)).toBe('');
  });
});
