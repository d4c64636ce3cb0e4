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
  ])('%j asks for %s', (text, label) => {
    expect(themes(text)).toContain(label);
  });

  it('leaves out the films tagged with a creature turned down', () => {
    const { avoidKeywords, avoidLabels } = parsePrompt('an adventure, but no spiders please').query;
    expect(avoidLabels).toContain('spiders');
    expect(avoidKeywords).toEqual(expect.arrayContaining(['spider', 'giant spider', 'spider web']));
  });
});
