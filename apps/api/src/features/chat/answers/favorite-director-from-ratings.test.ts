import { describe, expect, it } from 'vitest';
import { FORREST_GUMP, JAWS, SCHINDLERS_LIST, TITANIC } from '@marquee/catalog/testing';
import { memberWith } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

const JURASSIC_PARK = 329;

describe('POST /api/chat: their favorite director is read from their ratings, in every language', () => {
  const ask = memberWith(
    [
      [JAWS, 9],
      [JURASSIC_PARK, 8],
      [SCHINDLERS_LIST, 9],
      [FORREST_GUMP, 10],
      [TITANIC, 3],
    ].map(([id, rating]) => ['/api/ratings', { tmdb_id: id, rating }]),
  );

  it.each([
    'wer ist eigentlich mein lieblingsregisseur?',
    "c'est qui mon réalisateur préféré ?",
    'chi è il mio regista preferito secondo i miei voti?',
    'qual é o meu diretor favorito?',
    'cuál es mi director favorito según mis notas?',
    'who would you say is my fave director',
  ])('%s', async (prompt) => {
    const reply = await ask(prompt);
    expect(reply).toContain('Steven Spielberg');
    const listed = moviesListedIn(reply).map((movie) => movie.id);
    // Jaws and Schindler's List were both given a 9: Jurassic Park, given an 8, comes last.
    expect(listed.at(-1)).toBe(JURASSIC_PARK);
    expect(listed.sort()).toEqual([JAWS, SCHINDLERS_LIST, JURASSIC_PARK].sort());
  });
});
