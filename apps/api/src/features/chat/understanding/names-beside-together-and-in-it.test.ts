import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

/** The people a message asks to see in one film, in the order typed. */
const peopleOf = (message: string) => {
  const { person, alsoPeople = [] } = parsePrompt(message).query;
  return [person, ...alsoPeople].filter(Boolean).map((asked) => asked!.name);
};

describe('words around two names that are no part of them', () => {
  it.each([
    ['films où jouent ensemble jean reno et gerard depardieu', ['jean reno', 'gerard depardieu']],
    ['film dove recitano insieme brad pitt e morgan freeman', ['brad pitt', 'morgan freeman']],
    ['pelis donde actuan juntos brad pitt y morgan freeman', ['brad pitt', 'morgan freeman']],
    ['movies with together tom hanks and meg ryan', ['tom hanks', 'meg ryan']],
  ])('a word saying "together" before the names: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    ['una peli de nolan con michael caine dentro', ['nolan', 'michael caine']],
    ['um filme do tarantino com o samuel l jackson nele', ['tarantino', 'samuel l jackson']],
    ['un film di spielberg con tom hanks dentro, quale mi consigli', ['spielberg', 'tom hanks']],
    ['un film de nolan avec michael caine dedans', ['nolan', 'michael caine']],
    ['filme von tarantino mit samuel l jackson drin', ['tarantino', 'samuel l jackson']],
  ])('a word saying the person is in the film ends the name: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });
});
