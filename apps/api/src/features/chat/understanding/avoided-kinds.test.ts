import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

describe('a kind of film turned down by the name of a film', () => {
  it.each([
    'space films, but nothing star wars-like',
    'a space movie, not a star wars kind of thing',
    'pelis del espacio, nada tipo Star Wars',
    "des films sur l'espace, rien du genre Star Wars",
    'Weltraumfilme, aber nichts wie Star Wars',
    'filmes sobre o espaço, nada estilo Star Wars',
    'film sullo spazio, niente tipo Star Wars',
  ])('%s: leaves the films named so out, and takes none as a seed', (message) => {
    const { query } = parsePrompt(message);
    expect(query.avoidWords).toContain('star wars');
    expect(query.likeTitle).toBeUndefined();
    expect(query.avoidPeople).toEqual([]);
    expect(query.keywordThemes.map((theme) => theme.label)).toEqual(['space']);
  });

  it('keeps a liked film a seed, and a disliked person a person', () => {
    expect(parsePrompt('something like alien').query.likeTitle).toBe('alien');
    const { query } = parsePrompt("i don't like tom hanks, something funny");
    expect(query.avoidPeople.map((person) => person.name)).toEqual(['tom hanks']);
    expect(query.avoidWords ?? []).toEqual([]);
  });

  it('leaves a theme turned down to the themes', () => {
    const { query } = parsePrompt('a horror film, but not the zombie kind');
    expect(query.avoidLabels).toContain('zombies');
    expect(query.avoidWords ?? []).not.toContain('zombie');
  });
});
