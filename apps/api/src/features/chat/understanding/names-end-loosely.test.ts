import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

const peopleOf = (message: string) => {
  const { person, alsoPeople = [] } = parsePrompt(message).query;
  return [person, ...alsoPeople].filter(Boolean).map((asked) => asked!.name);
};

describe('names typed loosely among the words of a request', () => {
  it.each([
    ["anything with tom hanks that's under 2 hours", ['tom hanks']],
    ['films w bale n caine', ['bale', 'caine']],
    ['anything with pacino n de niro', ['pacino', 'de niro']],
  ])("ends a name at a relative run into its verb, and reads 'n' as 'and': %s", (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    ['tom hanks and spielberg did a few together right?', ['tom hanks', 'spielberg']],
    ['did bale and nolan make any films together', ['bale', 'nolan']],
  ])('ends the names before the verb saying what they did together: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    ["un film où l'on retrouve brad pitt et edward norton", ['brad pitt', 'edward norton']],
    ['les films où on voit tom hanks', ['tom hanks']],
  ])("reads the people after 'on voit', 'on retrouve' in French: %s", (message, names) => {
    expect(peopleOf(message)).toEqual(names);
    expect(parsePrompt(message).query.person?.role).toBe('cast');
  });

  it('reads the person a Spanish sentence says made the films', () => {
    const { person, alsoPeople } = parsePrompt('que peliculas hizo almodovar con penelope cruz').query;
    expect(person).toMatchObject({ name: 'almodovar', role: 'any' });
    expect(alsoPeople).toEqual([expect.objectContaining({ name: 'penelope cruz', role: 'cast' })]);
  });
});
