import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

const languages = (text: string) => {
  const { languages: wanted, excludeLanguages: avoided } = parsePrompt(text).query;
  return { wanted, avoided };
};

describe('the language a film was made in', () => {
  it.each([
    'a foreign thriller for tonight',
    'subtitled comedies',
    'non-english horror',
    'anything that is not in english',
    "une comédie qui n'est pas en anglais",
    'una película extranjera',
    'ein Film mit Untertiteln',
    'um filme legendado',
    'un film straniero',
  ])('%j leaves English originals out', (text) => {
    expect(languages(text).avoided).toContain('en');
    expect(languages(text).wanted).not.toContain('en');
  });

  it('turns down a language named after a negation', () => {
    expect(languages('a drama, just not french').avoided).toEqual(['fr']);
    expect(languages('something not in korean').avoided).toEqual(['ko']);
  });

  it('reads a region as its languages, less the ones turned down', () => {
    const { wanted, avoided } = languages('asian films but not japanese');
    expect(wanted).toEqual(expect.arrayContaining(['ko', 'zh', 'hi']));
    expect(wanted).not.toContain('ja');
    expect(avoided).toEqual(['ja']);
    expect(languages('nordic crime').wanted).toEqual(expect.arrayContaining(['sv', 'da']));
  });

  it('still reads a plain language as wanted', () => {
    expect(languages('a korean thriller')).toEqual({ wanted: ['ko'], avoided: [] });
  });
});
