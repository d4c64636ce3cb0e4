import { describe, expect, it } from 'vitest';
import { parsePrompt } from './parse-prompt.ts';

const peopleOf = (message: string) => {
  const { person, alsoPeople = [] } = parsePrompt(message).query;
  return [person, ...alsoPeople].filter(Boolean).map((asked) => asked!.name);
};

describe('a name typed before the rest of the request', () => {
  it.each([
    ['filme mit meryl streep aus den 80ern', 'meryl streep'],
    ['filme mit meryl streep vor 2000', 'meryl streep'],
    ['filme mit meryl streep unter zwei stunden', 'meryl streep'],
    ['filme mit meryl streep von 1985 bis 1995', 'meryl streep'],
    ['films avec meryl streep des années 80', 'meryl streep'],
    ['filmes com meryl streep dos anos 80', 'meryl streep'],
    ['film con meryl streep degli anni 80', 'meryl streep'],
    ['pelis con meryl streep antes del 2000', 'meryl streep'],
    ['movies with meryl streep 1980s', 'meryl streep'],
  ])('ends where words of time or length begin: %s', (message, name) => {
    expect(peopleOf(message)).toEqual([name]);
    expect(parsePrompt(message).query.person?.role).toBe('cast');
  });

  it.each([
    ['quais filmes do nolan tem o michael caine', 'nolan'],
    ['que pelis de nolan tienen a michael caine', 'nolan'],
    ['welche filme von nolan hat michael caine gemacht', 'nolan'],
  ])("ends at the verb 'have', which says who else is in the films: %s", (message, name) => {
    expect(parsePrompt(message).query.person?.name).toBe(name);
    expect(parsePrompt(message).leftover).toContain('michael caine');
  });

  it.each([
    ['films with robert de niro from the 70s', 'robert de niro'],
    ['film con vittorio de sica degli anni 50', 'vittorio de sica'],
  ])('keeps a particle inside a name, not one after it: %s', (message, name) => {
    expect(peopleOf(message)).toEqual([name]);
  });
});

describe('whether a person ever made a kind of film', () => {
  it.each([
    'has nolan ever directed a western?',
    'did leone ever direct a horror film',
    'has leone made any comedies',
    '¿nolan ha rodado alguna vez un western?',
    '¿leone hizo alguna comedia?',
    'leone a-t-il déjà tourné une comédie ?',
    'hat leone jemals eine komödie gedreht?',
    'o leone já fez alguma comédia?',
    'leone ha mai girato una commedia?',
  ])('asks whether such films exist, and leaves the name alone: %s', (message) => {
    const parsed = parsePrompt(message);
    expect(parsed.query.everMade).toBe(true);
    expect(parsed.query.genreIds.length).toBe(1);
    expect(parsed.question).toBeUndefined();
    expect(parsed.leftover.split(' ').filter((word) => /\p{L}/u.test(word))).toHaveLength(1);
  });

  it.each([
    'the best western ever made',
    'westerns by leone',
    'what is the funniest comedy you have ever seen',
  ])('is no such question: %s', (message) => {
    expect(parsePrompt(message).query.everMade).toBeUndefined();
  });

  it.each(['what has leone made?', 'how many films has leone made?'])(
    'leaves a filmography question naming no kind a question: %s',
    (message) => {
      expect(parsePrompt(message).question?.kind).toBe('filmography');
    },
  );
});
