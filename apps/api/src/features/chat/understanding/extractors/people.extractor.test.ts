import { describe, expect, it } from 'vitest';
import { parsePrompt } from '../parse-prompt.ts';

/** The people a message wants in one film, as the request model holds them. */
const peopleOf = (message: string) => {
  const { query } = parsePrompt(message);
  return [query.person, ...(query.alsoPeople ?? [])]
    .filter((person) => person !== undefined)
    .map(({ name, role }) => `${name}/${role}`);
};

describe('several people wanted in one film', () => {
  it.each([
    ['films starring kate winslet and leonardo dicaprio', ['kate winslet/cast', 'leonardo dicaprio/cast']],
    ['a western with lee van cleef & eli wallach', ['lee van cleef/cast', 'eli wallach/cast']],
    ['peliculas con penelope cruz y javier bardem', ['penelope cruz/cast', 'javier bardem/cast']],
    ['un film avec jean reno et gary oldman', ['jean reno/cast', 'gary oldman/cast']],
    ['filme mit daniel bruhl und diane kruger', ['daniel bruhl/cast', 'diane kruger/cast']],
    ['filmes com wagner moura e alice braga', ['wagner moura/cast', 'alice braga/cast']],
    ['film con marcello mastroianni e sophia loren', ['marcello mastroianni/cast', 'sophia loren/cast']],
  ])('joined names keep the role of the first: %s', (message, people) => {
    expect(peopleOf(message)).toEqual(people);
  });

  it.each([
    ['something with bill murray directed by wes anderson', ['bill murray/cast', 'wes anderson/director']],
    [
      'una peli con ricardo darin dirigida por juan jose campanella',
      ['ricardo darin/cast', 'juan jose campanella/director'],
    ],
    [
      'qualcosa con toni servillo diretto da paolo sorrentino',
      ['toni servillo/cast', 'paolo sorrentino/director'],
    ],
    ['eine komodie von billy wilder mit jack lemmon', ['billy wilder/any', 'jack lemmon/cast']],
  ])('each role word gives its own person, in the order typed: %s', (message, people) => {
    expect(peopleOf(message)).toEqual(people);
  });

  it('reads a name holding a role word of another language as one name', () => {
    expect(peopleOf('a film with max von sydow')).toEqual(['max von sydow/cast']);
  });

  it.each([
    ['anything with danny de vito and rhea perlman', ['danny de vito/cast', 'rhea perlman/cast']],
    ['pelis dirigidas por guillermo del toro de los 2000', ['guillermo del toro/director']],
    ['des films avec robert de niro', ['robert de niro/cast']],
    ['filme mit robert de niro und joe pesci', ['robert de niro/cast', 'joe pesci/cast']],
    ['filmes com brian de palma', ['brian de palma/cast']],
    ['film con robert de niro e al pacino', ['robert de niro/cast', 'al pacino/cast']],
  ])('a particle between first name and surname stays in the name: %s', (message, people) => {
    expect(peopleOf(message)).toEqual(people);
  });

  it('a particle after a whole name still ends it', () => {
    expect(peopleOf('peliculas con tom hanks de los 90')).toEqual(['tom hanks/cast']);
    expect(peopleOf('peliculas con tarantino de los 90')).toEqual(['tarantino/cast']);
  });

  it('leaves no role word behind for the rest of the message to read as a theme or a name', () => {
    const parsed = parsePrompt('peliculas con matt damon dirigidas por ridley scott');
    expect(parsed.leftover).toBe('');
    expect(parsed.query.theme).toBeUndefined();
  });

  it('wants no one the message turns down, and no common words after "with"', () => {
    expect(peopleOf('with tom hanks but nothing directed by ron howard')).toEqual(['tom hanks/cast']);
    expect(peopleOf('a comedy with great acting for a night with friends')).toEqual([]);
  });
});

describe('a please after a name', () => {
  it.each([
    ['filmes da sofia coppola por favor', ['sofia coppola/any']],
    ['pelis de almodovar porfa', ['almodovar/any']],
    ["les films de kubrick s'il te plait", ['kubrick/any']],
    ['filme von fatih akin bitte', ['fatih akin/any']],
    ['i film di fellini per piacere', ['fellini/any']],
    ['movies by spielberg pls', ['spielberg/any']],
  ])('ends the name, in every language: %s', (message, people) => {
    expect(peopleOf(message)).toEqual(people);
  });
});
