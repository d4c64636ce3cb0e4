import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a list put in order, said right after a name', () => {
  it.each([
    ['les films de spielberg triés du plus ancien au plus récent', 'spielberg', 'oldest'],
    ['les films de nolan rangés du plus récent au plus vieux', 'nolan', 'release_date'],
    ['las películas de scorsese ordenadas de la más reciente a la más antigua', 'scorsese', 'release_date'],
    ['os filmes do spielberg ordenados do mais recente ao mais antigo', 'spielberg', 'release_date'],
    ['i film di nolan ordinati dal più recente al più vecchio', 'nolan', 'release_date'],
    ['die Filme von Spielberg sortiert vom neuesten zum ältesten', 'spielberg', 'release_date'],
    ['movies by scorsese sorted by release date', 'scorsese', 'oldest'],
  ])('ends the name and is read as the order: %s', (message, name, sort) => {
    const { query } = parsePrompt(message);
    expect(query.person?.name).toBe(name);
    expect(query.sort).toBe(sort);
  });
});

describe('a local title with commas in it, then more words', () => {
  it.each([
    ['des films comme Le Bon, la Brute et le Truand mais pas italiens', 'le bon, la brute et le truand'],
    ['algo parecido a El bueno, el feo y el malo pero más corto', 'el bueno, el feo y el malo'],
  ])('is the film liked, whole: %s', (message, title) => {
    expect(parsePrompt(message).query.likeTitle).toBe(title);
  });
});
