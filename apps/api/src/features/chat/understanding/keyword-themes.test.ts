import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

const themes = (text: string) => parsePrompt(text).query.keywordThemes.map((theme) => theme.label);

describe('themes in every language', () => {
  it.each([
    ['une histoire de requins', 'sharks'],
    ['Filme über Drachen', 'dragons'],
    ['um filme de bruxas', 'witches'],
    ['un film di fantasmi', 'ghosts'],
    ['films de voyages dans le temps', 'time travel'],
    ['movies set in space', 'space'],
    ['quero filmes sobre boxe', 'boxing'],
    ['películas de boxeo', 'boxing'],
    ['un film sur la boxe', 'boxing'],
    ['Filme übers Boxen', 'boxing'],
    ['un film sul pugilato', 'boxing'],
    ['boxing movies', 'boxing'],
    ['filmes de futebol', 'sports'],
    ['un film sur le mariage', 'weddings'],
    ['Filme über den Zweiten Weltkrieg', 'World War II'],
    ['una película basada en hechos reales', 'true story'],
    ['un film tratto da un romanzo', 'based on a book'],
    ['films de tueurs en série', 'serial killers'],
    ['filmes de super-heróis', 'superheroes'],
    ['un film sulla sopravvivenza', 'survival'],
    ['ein Film über künstliche Intelligenz', 'artificial intelligence'],
    ['filmes de prisão', 'prison'],
  ])('%j asks for %s', (text, label) => {
    expect(themes(text)).toContain(label);
  });

  it('leaves out the films tagged with a creature turned down', () => {
    const { avoidKeywords, avoidLabels } = parsePrompt('an adventure, but no spiders please').query;
    expect(avoidLabels).toContain('spiders');
    expect(avoidKeywords).toEqual(expect.arrayContaining(['spider', 'giant spider', 'spider web']));
  });
});
