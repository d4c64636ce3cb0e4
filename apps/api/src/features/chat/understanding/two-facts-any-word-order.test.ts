import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('two facts of one film, each asked in the word order people speak', () => {
  // 'X il est sorti quand et il dure combien': the title taken up again by a pronoun, the question word last.
  it.each([
    ['le roi lion il est de quelle année et il dure combien ?', 'le roi lion'],
    ['le parrain il est sorti quand et il dure combien', 'le parrain'],
    ['der könig der löwen, wann kam der raus und wie lang ist er', 'der konig der lowen'],
    ['el rey león de qué año es y dura cuánto', 'el rey leon'],
  ])('%j asks the year and the length of %j', (text, title) => {
    const { question } = parsePrompt(text);
    expect(question).toMatchObject({ kind: 'fact', aspect: 'year', title, alsoAspects: ['runtime'] });
  });

  // 'le roi lion il est de quelle année': the pronoun is no part of the title.
  it('a pronoun after the title is no part of it', () => {
    expect(parsePrompt('le roi lion il est de quelle année').factCue?.title).toBe('le roi lion');
  });
});
