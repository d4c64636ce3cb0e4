import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const COMEDY = genreIdOf('Comedy');
const DRAMA = genreIdOf('Drama');

describe('being fed up with a kind turns it down, in every language', () => {
  it.each([
    "honestly i'm fed up with comedies, give me a drama",
    'estoy harta de las comedias, mejor un drama',
    "j'en ai marre des comédies, plutôt un drame",
    'ich hab die Nase voll von Komödien, lieber ein Drama',
    'estou farta de comédias, quero um drama',
    'sono stanca delle commedie, meglio un dramma',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(COMEDY);
    expect(query.genreIds).not.toContain(COMEDY);
    expect(query.genreIds).toContain(DRAMA);
  });
});
