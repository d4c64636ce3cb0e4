import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe("a film of a person after an elided 'de' / 'di'", () => {
  it.each([
    ["je voudrais voir un film d'Hitchcock, lequel ?", 'hitchcock'],
    ["tu me conseilles quel film d'Orson Welles ?", 'orson welles'],
    ["dimmi un bel film d'Almodovar", 'almodovar'],
  ])('%s', (message, name) => {
    expect(parsePrompt(message).query.person).toMatchObject({ name, role: 'any' });
  });

  it.each([
    "un film d'horreur pour ce soir",
    "un film d'animation japonais",
    "un film d'amour",
    "un film d'auteur pas trop long",
    "un film d'amore",
    "un film d'autore",
    "un film d'azione",
  ])('is no person when the word after it is a kind of film: %s', (message) => {
    expect(parsePrompt(message).query.person).toBeUndefined();
  });
});
