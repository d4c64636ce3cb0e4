import { describe, expect, it } from 'vitest';
import { extractCount } from './extractors/count.extractor.ts';
import { parsePrompt } from './parse-prompt.ts';
import { normalizeText } from './text.ts';

const ANIMATION = 16;

describe('a headcount between "with" and who comes', () => {
  it.each([
    'watching something tonight with 5 friends',
    'heute abend schauen wir mit drei freunden einen film',
    'vamos ver um filme com três amigas hoje',
    'stasera guardo un film con 6 colleghi',
  ])('%s: a group watches', (prompt) => {
    expect(parsePrompt(prompt).query.forAGroup).toBe(true);
  });
});

describe('"and only" going on is no "and that is it"', () => {
  it.each([
    ['uns querem terror e outros romance, e só temos 100 minutos', undefined],
    ['un thriller e basta, ho sonno', 1],
    ['uma comédia e pronto', 1],
  ])('%s: count %s', (prompt, count) => {
    expect(extractCount(normalizeText(prompt))).toBe(count);
  });
});

describe('a kind said to be for babies is left out', () => {
  it.each([
    'my teens think animated movies are childish, something under 2 hours',
    'mis hijos dicen que los dibujos animados son de bebés',
    'les enfants trouvent que les dessins animés sont pour les bébés',
    'meine kinder finden zeichentrickfilme zu kindisch',
    'os meninos acham que desenho animado é coisa de criança',
    'i ragazzi pensano che i cartoni animati siano roba da bambini',
  ])('%s: no animation', (prompt) => {
    const { query } = parsePrompt(prompt);
    expect(query.excludeGenreIds).toContain(ANIMATION);
    expect(query.genreIds).not.toContain(ANIMATION);
  });
});
