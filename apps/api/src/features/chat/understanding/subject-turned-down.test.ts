import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

const WAR = 10752;
const COMEDY = 35;
const DRAMA = 18;

describe('what the films are about, turned down with the verbs of being about', () => {
  // 'que no vaya de guerra': a verb saying what the films are about sits between the negation and the thing.
  it.each([
    ['una comedia que no trate de la guerra, por favor', COMEDY],
    ['uma comédia, mas que não fale de guerra', COMEDY],
    ['une comédie qui ne traite pas de la guerre', COMEDY],
    ['una commedia che non parli della guerra', COMEDY],
    ['eine komödie, aber bitte nichts über den krieg', COMEDY],
    ["a comedy that doesn't deal with war", COMEDY],
    ['un drama que no tenga que ver con la guerra', DRAMA],
  ])('%j leaves war films out', (text, genre) => {
    const { query } = parsePrompt(text);
    expect(query.genreIds).toEqual([genre]);
    expect(query.excludeGenreIds).toContain(WAR);
    // The verb is no topic of its own.
    expect(query.theme ?? '').toBe('');
  });
});
