import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a likeness to the films the user liked or rated best seeds from their own films, in every language', () => {
  it.each([
    'anything along the lines of the movies i rated best?',
    'recomiendame algo parecido a las que mejor he puntuado',
    'je voudrais un truc comme les films que j ai bien notés',
    'was ähnliches wie die filme, die ich am besten bewertet habe',
    'suggeriscimi qualcosa di simile a quelli che ho votato meglio',
    'algo no estilo dos filmes que eu avaliei melhor',
    // An article elided into the lead: 'a' + 'i film'.
    'dammi un film simile ai film che ho adorato',
  ])('%s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.likeLastLoved, message).toBe(true);
    expect(query.likeTitle, message).toBeUndefined();
  });
});
