import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';
import { titleStartedBy } from './title-aliases.ts';

describe('a local title typed without its last words, after a film noun', () => {
  // 'no filme', 'nel film', 'im film': the preposition holds the article, the film noun stands bare.
  it.each([
    ['quem atua no filme cidade de deus?', 'cidade de deus'],
    ['chi recita nel film la vita è bella?', 'la vita e bella'],
    ['quién sale en película el laberinto del fauno?', 'el laberinto del fauno'],
  ])('%j asks the cast of %j', (text, title) => {
    // A question, or a fact's cue the catalog confirms ('chi recita nel film …').
    const { question, factCue } = parsePrompt(text);
    expect(question ?? factCue).toMatchObject({ aspect: 'cast', title });
  });

  // 'Le Fabuleux Destin d’Amélie Poulain', 'Il Signore degli Anelli la Compagnia dell’Anello': listed titles.
  it.each([
    ["le fabuleux destin d'amélie", 'Amélie'],
    ['il signore degli anelli la compagnia', 'The Lord of the Rings: The Fellowship of the Ring'],
  ])('%j is the start of one listed title of %j', (typed, title) => {
    expect(titleStartedBy(typed)).toBe(title);
  });

  it.each(['harry potter', 'o senhor dos anéis', 'mission impossible'])('%j starts none alone', (typed) => {
    expect(titleStartedBy(typed)).toBeUndefined();
  });
});
