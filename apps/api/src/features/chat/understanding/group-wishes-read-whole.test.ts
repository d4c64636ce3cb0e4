import { describe, expect, it } from 'vitest';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const queryOf = (message: string) => parsePrompt(message).query;

describe('several ages named: the youngest decides what suits them all', () => {
  it.each([
    ['something for my 13 year old and my 6 year old', 6],
    ['una peli para mi hijo de 14 años y su prima de 4 años', 4],
    ['ein Film für meinen Sohn, 15 Jahre alt, und meine Tochter, 7 Jahre alt', 7],
    ['um filme pra um menino de 12 anos e uma menina de 3 anos', 3],
  ])('%s', (message, age) => {
    expect(queryOf(message).audience?.age).toBe(age);
  });
});

describe('old classics asked for in every language are films from before the eighties', () => {
  it.each([
    'meine Eltern schauen gern Klassiker',
    'ce soir on regarde des classiques avec mes parents',
    'stasera un classico con i miei nonni',
    'quero ver uns clássicos com meu avô',
    'unos clásicos para ver con mi abuelo',
  ])('%s', (message) => {
    expect(queryOf(message).yearTo).toBe(1979);
  });

  it.each(['bitte keine alten Klassiker', 'pas de vieux films'])('not when turned down: %s', (message) => {
    expect(queryOf(message).yearTo).toBeUndefined();
  });
});

describe("'curto' after its subject is the verb 'to enjoy', no short film", () => {
  it.each(['eu curto terror e meu irmão comédia', 'não curto drama, algo de ação?'])('%s', (message) => {
    expect(queryOf(message).runtimeMax).toBeUndefined();
  });

  it('a short film is still short: um terror curto', () => {
    expect(queryOf('um terror curto').runtimeMax).toBeDefined();
  });
});

describe('nothing violent leaves crime films and thrillers out too, unless asked for by name', () => {
  it.each(['nothing violent for my aunt', 'rien de violent, on regarde avec ma tante'])('%s', (message) => {
    expect(queryOf(message).softExcludeGenreIds).toEqual(
      expect.arrayContaining([genreIdOf('Crime'), genreIdOf('Thriller')]),
    );
  });
});

describe("'not animated' turns down animation only, not the family shelf", () => {
  it.each(['family comedies, but not animated', 'kids films with no cartoons please'])('%s', (message) => {
    const { excludeGenreIds } = queryOf(message);
    expect(excludeGenreIds).toContain(genreIdOf('Animation'));
    expect(excludeGenreIds).not.toContain(genreIdOf('Family'));
  });
});
