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

describe('a verb of dislike over a length and a list joined by and', () => {
  const WAR = genreIdOf('War');
  it.each([
    "my girlfriend can't stand long films and anything gory",
    'mi pareja odia las películas largas y todo lo violento',
    'ma copine déteste les films longs et tout ce qui est violent',
    'meine freundin hasst lange filme und alles brutale',
    'minha namorada odeia filmes longos e qualquer coisa violenta',
    'la mia ragazza odia i film lunghi e tutto ciò che è violento',
  ])('wants short films and leaves out the second thing: %s', (message) => {
    const { query, leftover } = parsePrompt(message);
    expect(query.runtimeMax).toBeLessThanOrEqual(120);
    expect(query.runtimeMin).toBeUndefined();
    expect(query.excludeGenreIds).toContain(HORROR);
    expect(leftover, 'who dislikes it and "anything" are no topic').toBe('');
  });

  it('reads a long film turned down alone as a short one', () => {
    expect(parsePrompt('he hates long movies').query).toMatchObject({ runtimeMax: 120 });
    expect(parsePrompt('odia las pelis largas').query).toMatchObject({ runtimeMax: 120 });
    expect(parsePrompt('a long movie for a rainy day').query.runtimeMin).toBeGreaterThanOrEqual(140);
  });

  it('keeps what a plain "and" adds after a dislike wanted', () => {
    const { query } = parsePrompt('he hates horror and wants a comedy');
    expect(query.excludeGenreIds).toEqual([HORROR]);
    expect(query.genreIds).toContain(COMEDY);
    expect(query.excludeGenreIds).not.toContain(WAR);
  });
});
