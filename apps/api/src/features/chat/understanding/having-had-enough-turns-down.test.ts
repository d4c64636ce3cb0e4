import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const HORROR = genreIdOf('Horror');
const COMEDY = genreIdOf('Comedy');

describe('having had enough of a kind turns it down, in every language', () => {
  it.each([
    "honestly i'm done with horror, give me a comedy",
    'ya me cansé del terror, mejor una comedia',
    "j'en ai fini avec l'horreur, plutôt une comédie",
    'ich bin durch mit Horror, lieber eine Komödie',
    'cansei de terror, quero uma comédia',
    "ho chiuso con l'horror, meglio una commedia",
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(HORROR);
    expect(query.genreIds).not.toContain(HORROR);
    expect(query.genreIds).toContain(COMEDY);
  });
});
