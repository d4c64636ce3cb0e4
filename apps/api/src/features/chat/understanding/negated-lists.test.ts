import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const HORROR = genreIdOf('Horror');
const ROMANCE = genreIdOf('Romance');
const COMEDY = genreIdOf('Comedy');
const DRAMA = genreIdOf('Drama');

describe('a thing turned down with a counting word', () => {
  it.each([
    'car chases and big fights, zero romance',
    'acción pura, cero romance',
    'de l’action, zéro romance',
    'azione, zero sentimentali',
    'ação sem parar, nenhum romance',
    'action, bloß keinerlei liebesfilm',
  ])('leaves the genre out: %s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(ROMANCE);
    expect(query.genreIds).not.toContain(ROMANCE);
  });

  it('reads German colloquial nix as a negation', () => {
    const { query } = parsePrompt('bitte nix horror heute');
    expect(query.excludeGenreIds).toContain(HORROR);
  });
});

describe('one negation over two things joined by or', () => {
  it.each([
    ['nothing with ghosts or horror, something light', 'en'],
    ['ohne blut oder horror bitte', 'de'],
    ['sans violence ni horreur', 'fr'],
    ['nada de sangre ni terror', 'es'],
    ['niente sangue o horror', 'it'],
    ['sem violência nem terror', 'pt'],
  ])('leaves out the second thing too: %s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.excludeGenreIds).toContain(HORROR);
    expect(query.genreIds).not.toContain(HORROR);
  });

  it('keeps a choice between two genres that nothing negates', () => {
    const { query } = parsePrompt('either a comedy or a drama tonight');
    expect(query.genreIds).toEqual(expect.arrayContaining([COMEDY, DRAMA]));
    expect(query.excludeGenreIds).toEqual([]);
  });

  it('keeps what comes after the list wanted', () => {
    const { query } = parsePrompt('no horror, but a comedy or a drama');
    expect(query.excludeGenreIds).toEqual([HORROR]);
    expect(query.genreIds).toEqual(expect.arrayContaining([COMEDY, DRAMA]));
  });
});

describe('an evening with a grandparent', () => {
  it.each([
    'filmabend mit meinem opa',
    'soirée avec ma grand-mère',
    'serata con mia nonna',
    'sessão com a minha avó',
  ])('names an audience, not a person: %s', (message) => {
    const { query } = parsePrompt(message);
    expect(query.person).toBeUndefined();
    expect(query.audience).toBeDefined();
  });

  it('turns down violence in German', () => {
    const { query } = parsePrompt('heute bitte keine gewalt');
    expect(query.avoidKeywords).toContain('violence');
    expect(query.excludeGenreIds).toContain(HORROR);
  });
});
