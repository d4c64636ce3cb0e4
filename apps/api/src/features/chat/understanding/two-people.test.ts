import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

/** The two people a message asks to see in one film, in the order typed. */
const peopleOf = (message: string) => {
  const { person, alsoPeople = [] } = parsePrompt(message).query;
  return [person, ...alsoPeople].filter(Boolean).map((asked) => asked!.name);
};

describe('two people in one film', () => {
  it.each([
    ['was there ever a film with tom hanks and meg ryan together?', ['tom hanks', 'meg ryan']],
    ['pelis con ricardo darin y soledad villamil juntos?', ['ricardo darin', 'soledad villamil']],
    ['des films avec jean reno et gerard depardieu ensemble ?', ['jean reno', 'gerard depardieu']],
    ['filme mit til schweiger und moritz bleibtreu zusammen?', ['til schweiger', 'moritz bleibtreu']],
    ['filmes com wagner moura e selton mello juntos?', ['wagner moura', 'selton mello']],
    ['film con toni servillo e elio germano insieme?', ['toni servillo', 'elio germano']],
  ])('a word saying "together" ends the second name before punctuation: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    ['in which film do brad pitt and edward norton play together', ['brad pitt', 'edward norton']],
    ['what movie did tom hanks and meg ryan star in', ['tom hanks', 'meg ryan']],
    ['des films où jouent jean reno et gerard depardieu ensemble', ['jean reno', 'gerard depardieu']],
    [
      'in welchem film spielen til schweiger und moritz bleibtreu zusammen',
      ['til schweiger', 'moritz bleibtreu'],
    ],
    ['pelis donde actuan ricardo darin y soledad villamil', ['ricardo darin', 'soledad villamil']],
    ['filmes em que atuam wagner moura e selton mello', ['wagner moura', 'selton mello']],
    ['film dove recitano toni servillo e elio germano insieme', ['toni servillo', 'elio germano']],
    ['der film, in dem brad pitt und morgan freeman zusammen spielen', ['brad pitt', 'morgan freeman']],
    ['filme, in denen brad pitt und morgan freeman mitspielen', ['brad pitt', 'morgan freeman']],
    ['la película donde actúan brad pitt y morgan freeman', ['brad pitt', 'morgan freeman']],
  ])('a question naming both before or after its verb: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    ['filmes do tarantino com o samuel l jackson', ['tarantino', 'samuel l jackson']],
    ['pelis de tarantino con el samuel l jackson', ['tarantino', 'samuel l jackson']],
    ['filme von tarantino mit dem samuel l jackson', ['tarantino', 'samuel l jackson']],
  ])('an article before a name is no part of it: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    ['have brad pitt and morgan freeman ever been in a movie together?', ['brad pitt', 'morgan freeman']],
    ['brad pitt e morgan freeman hanno mai recitato insieme?', ['brad pitt', 'morgan freeman']],
    ['brad pitt y morgan freeman han trabajado juntos?', ['brad pitt', 'morgan freeman']],
    ['brad pitt et morgan freeman ont déjà joué ensemble ?', ['brad pitt', 'morgan freeman']],
    ['haben brad pitt und morgan freeman mal zusammen gespielt?', ['brad pitt', 'morgan freeman']],
    ['brad pitt e morgan freeman já fizeram filme juntos?', ['brad pitt', 'morgan freeman']],
    ['did nolan and caine work together', ['nolan', 'caine']],
    ['brad pitt + morgan freeman same movie??', ['brad pitt', 'morgan freeman']],
    ['brad pitt y morgan freeman en la misma peli?', ['brad pitt', 'morgan freeman']],
    ['brad pitt e morgan freeman no mesmo filme?', ['brad pitt', 'morgan freeman']],
    ['what did christian bale and michael caine do together', ['christian bale', 'michael caine']],
    ['what movies have tom hanks and meg ryan made together', ['tom hanks', 'meg ryan']],
  ])('names opening a sentence that says they were together: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    [
      'gibt es streifen, worin til schweiger und moritz bleibtreu gemeinsam auftreten?',
      ['til schweiger', 'moritz bleibtreu'],
    ],
    ['any movies where jonah hill and michael cera are in the same film', ['jonah hill', 'michael cera']],
    ['pelis donde ricardo darin y soledad villamil salen juntos', ['ricardo darin', 'soledad villamil']],
    ['um filme onde wagner moura e selton mello estão juntos', ['wagner moura', 'selton mello']],
    ['des films où omar sy et françois cluzet jouent ensemble', ['omar sy', 'francois cluzet']],
  ])('names after a word opening a clause that says they were together: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    ['algum filme com o wagner moura e a alice braga juntos?', ['wagner moura', 'alice braga']],
    ['una peli con el ricardo darin y la soledad villamil', ['ricardo darin', 'soledad villamil']],
    ['filme mit dem til schweiger und der nora tschirner', ['til schweiger', 'nora tschirner']],
    ['un film con toni servillo e la sabrina ferilli', ['toni servillo', 'sabrina ferilli']],
  ])('an article after the join is no part of the second name: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    ['y tú qué me recomendarías de pedro almodóvar?', ['pedro almodovar']],
    ['che cosa mi suggerisci di paolo sorrentino?', ['paolo sorrentino']],
    ['e aí, o que você me indica do fernando meirelles?', ['fernando meirelles']],
    ["qu'est-ce que vous me recommandez de jacques audiard ?", ['jacques audiard']],
    ['which ones would you suggest of akira kurosawa', ['akira kurosawa']],
  ])('a person after "what do you recommend of" made the films asked for: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
    expect(parsePrompt(message).query.person?.role).toBe('any');
  });

  it.each(['cosa mi consigli di vedere stasera?', 'que me recomiendas de bueno para hoy?'])(
    'is no person when "what do you recommend" is followed by no name: %s',
    (message) => expect(parsePrompt(message).query.person).toBeUndefined(),
  );

  it.each([
    ['films w tom hanks and meg ryan together', ['tom hanks', 'meg ryan']],
    ['anything w/ brad pitt and morgan freeman?', ['brad pitt', 'morgan freeman']],
    ['movies w keanu reeves', ['keanu reeves']],
  ])("'w' and 'w/' are the shorthand for 'with': %s", (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    'something for me and my wife to watch together',
    'comedias para ver juntos mi novia y yo',
    'un film à voir ensemble entre amis et en famille',
  ])('is no pair of people when nobody is named before "together": %s', (message) => {
    expect(parsePrompt(message).query.person).toBeUndefined();
  });

  it.each([
    ['film di tarantino dove recita samuel l jackson', ['tarantino', 'samuel l jackson']],
    ['les films de tarantino où joue samuel l jackson', ['tarantino', 'samuel l jackson']],
    ['movies with samuel l. jackson and uma thurman', ['samuel l. jackson', 'uma thurman']],
  ])("'where' ends a name, an initial's period does not: %s", (message, names) => {
    expect(peopleOf(message)).toEqual(names);
  });

  it.each([
    ["tarantino's films with samuel l. jackson in them", ['tarantino', 'samuel l. jackson']],
    ["spielberg's films with tom hanks", ['spielberg', 'tom hanks']],
    ["show me christopher nolan's films", ['christopher nolan']],
    ["i love guillermo del toro's movies", ['guillermo del toro']],
  ])('a name before "\'s films" made them: %s', (message, names) => {
    expect(peopleOf(message)).toEqual(names);
    expect(parsePrompt(message).query.person?.role).toBe('any');
  });

  it.each([
    'which movies do you recommend',
    'what movies did you like',
    'ein film der in berlin spielt',
    'des films où jouent des enfants',
    'filmes em que atuam os mesmos atores',
  ])('is no person when the verb is followed by no name: %s', (message) => {
    expect(parsePrompt(message).query.person).toBeUndefined();
  });
});
