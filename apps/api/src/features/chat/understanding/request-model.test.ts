import { describe, expect, it } from 'vitest';
import type { MovieQuery, MovieQuestion } from './chat-query.ts';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';
import { LEXICONS } from './lexicons/registry.ts';
import type { Genre } from '@marquee/contracts';

const COMEDY = genreIdOf('Comedy');
const HORROR = genreIdOf('Horror');
const FAMILY = genreIdOf('Family');
const SCIENCE_FICTION = genreIdOf('Science Fiction');

type Expected = Partial<MovieQuery> & { themes?: string[] };

/** Every slot read in both polarities: what is wanted is never what is avoided. */
const SLOTS: [string, Expected][] = [
  ['comedies please', { genreIds: [COMEDY], excludeGenreIds: [] }],
  ['anything but comedy', { genreIds: [], excludeGenreIds: [COMEDY] }],
  ['a heist movie', { themes: ['heist'], avoidKeywords: [] }],
  [
    'astronaut movies, no time travel',
    { themes: ['space'], avoidKeywords: ['time travel', 'time loop', 'time machine'] },
  ],
  ['horror but no zombies', { genreIds: [HORROR], avoidKeywords: ['zombie', 'zombie apocalypse'] }],
  [
    'sci-fi but nothing by Christopher Nolan',
    {
      genreIds: [SCIENCE_FICTION],
      avoidPeople: [{ name: 'christopher nolan', role: 'any' }],
      person: undefined,
    },
  ],
  ['a drama without tom hanks', { avoidPeople: [{ name: 'tom hanks', role: 'any' }], person: undefined }],
  [
    'nothing directed by steven spielberg',
    { avoidPeople: [{ name: 'steven spielberg', role: 'director' }], person: undefined },
  ],
  [
    "I've already seen Inception, something else with a twist",
    { avoidTitles: ['inception'], likeTitle: undefined },
  ],
  ['a thriller, not Se7en', { avoidTitles: ['se7en'] }],
  ['a korean thriller', { languages: ['ko'], excludeLanguages: [] }],
  ['action movies not in french', { languages: [], excludeLanguages: ['fr'] }],
  ['nothing american', { countries: [], excludeCountries: ['US'] }],
  ['something before 1990', { yearTo: 1989 }],
  ['comedies under 90 minutes', { runtimeMax: 90 }],
  ['not a kids movie, something with aliens', { excludeGenreIds: [FAMILY, genreIdOf('Animation')] }],
  ['funny rather than scary', { genreIds: [COMEDY], softExcludeGenreIds: [HORROR] }],
];

describe('the request model reads each slot in both polarities', () => {
  it.each(SLOTS)('%s', (prompt, { themes, person: _person, likeTitle: _like, ...expected }) => {
    const { query } = parsePrompt(prompt);
    expect(query).toMatchObject(expected);
    if ('person' in expected) expect(query.person).toBeUndefined();
    if ('likeTitle' in expected) expect(query.likeTitle).toBeUndefined();
    if (themes) expect(query.keywordThemes.map((theme) => theme.label)).toEqual(themes);
  });
});

const COUNTS: [string, number | undefined][] = [
  ['give me three comedies', 3],
  ['2 good war movies', 2],
  ['top 10 sci-fi films', 10],
  ['a couple of thrillers for the weekend', 2],
  // An article names a kind of film; only 'one', 'a single' and the like ask for exactly one (issue 39).
  ['recommend a horror movie', undefined],
  ['recommend a scary movie', undefined],
  ['quiero una pelicula de terror', undefined],
  ['recommend a single comedy', 1],
  ['give me one thriller', 1],
  ['quiero una sola pelicula', 1],
  ['just one movie for tonight', 1],
  ['dame tres comedias', 3],
  ['a french film', undefined],
  ['a movie for my 2 kids', undefined],
  ['horror movies under 2 hours', undefined],
  ['scary movies from the 80s', undefined],
];

describe('count', () => {
  it.each(COUNTS)('%s -> %s', (prompt, count) => {
    expect(parsePrompt(prompt).query.count).toBe(count);
  });
});

const ORDERS: [string, MovieQuery['sort']][] = [
  ['the highest rated crime movies', 'vote_average'],
  ['newest animated movies', 'release_date'],
  ['oldest horror films you have', 'oldest'],
  ['shortest comedies', 'shortest'],
  ['a comedy', undefined],
];

describe('order', () => {
  it.each(ORDERS)('%s -> %s', (prompt, sort) => {
    expect(parsePrompt(prompt).query.sort).toBe(sort);
  });
});

const SCOPES: [string, Partial<MovieQuery>][] = [
  ['something from my watchlist', { scope: 'watchlist' }],
  ['a comedy off my watch list', { scope: 'watchlist', genreIds: [COMEDY] }],
  ['something like the last film I loved', { likeLastLoved: true, likeTitle: undefined }],
  ['a comfort rewatch', { rewatch: true }],
  ['a comedy', { scope: 'catalog', rewatch: false, likeLastLoved: false }],
];

describe('scope and the user library', () => {
  it.each(SCOPES)('%s', (prompt, { likeTitle: _like, ...expected }) => {
    const { query } = parsePrompt(prompt);
    expect(query).toMatchObject(expected);
    expect(query.likeTitle).toBeUndefined();
  });
});

const QUESTIONS: [string, MovieQuestion][] = [
  [
    "who's the actor playing Woody in Toy Story",
    { kind: 'character', character: 'woody', title: 'toy story' },
  ],
  ['films Tom Hanks starred in', { kind: 'filmography', name: 'tom hanks', role: 'cast' }],
  [
    'list the movies Steven Spielberg directed',
    { kind: 'filmography', name: 'steven spielberg', role: 'director' },
  ],
  ['has Morgan Freeman done any good films?', { kind: 'filmography', name: 'morgan freeman', role: 'any' }],
  ['how long does Interstellar run?', { kind: 'fact', aspect: 'runtime', title: 'interstellar' }],
  [
    'how long is avatar, can I fit it in an evening',
    { kind: 'fact', aspect: 'runtime', title: 'avatar', judge: true },
  ],
  ["which one's the longest", { kind: 'pick', order: 'longest' }],
  [
    'who plays the joker in the dark knight?',
    { kind: 'character', character: 'the joker', title: 'the dark knight' },
  ],
  ['who played Rose in Titanic', { kind: 'character', character: 'rose', title: 'titanic' }],
  ['what has Tom Hanks been in?', { kind: 'filmography', name: 'tom hanks', role: 'cast' }],
  ['what did nolan direct', { kind: 'filmography', name: 'nolan', role: 'director' }],
  [
    'is Interstellar too long for a weeknight?',
    { kind: 'fact', aspect: 'runtime', judge: true, title: 'interstellar' },
  ],
  ['who directed the first one?', { kind: 'fact', aspect: 'director', ref: { index: 0 } }],
  ['how long is the second of these?', { kind: 'fact', aspect: 'runtime', ref: { index: 1 } }],
  ['which of them is the shortest?', { kind: 'pick', order: 'shortest' }],
  [
    'can my 12 year old watch Deadpool?',
    { kind: 'fact', aspect: 'certification', title: 'deadpool', age: 12 },
  ],
];

describe('typed questions', () => {
  it.each(QUESTIONS)('%s', (prompt, question) => {
    expect(parsePrompt(prompt).question).toEqual(question);
  });

  it('marks questions it cannot type, so they are not answered with a list', () => {
    expect(parsePrompt('who is the greatest of them all').questionLike).toBe(true);
    expect(parsePrompt('is there a movie about toys that come alive?').questionLike).toBeUndefined();
  });

  it("'which is the best sci-fi movie?' is a request, not a pick of the last answer", () => {
    expect(parsePrompt('which is the best sci-fi movie of all time?').question).toBeUndefined();
  });
});

describe('languages it cannot read', () => {
  it.each([
    'Ik wil graag een leuke film kijken',
    'Хочу посмотреть комедию',
    '我想看一部喜剧',
    'polecisz jakis dobry film?',
  ])('%s is unreadable', (prompt) => expect(parsePrompt(prompt).unreadable).toBe(true));
  it.each([
    'une comédie',
    'eine Komödie bitte',
    'un film di fantascienza',
    'um filme de terror',
    'koi achhi comedy film batao',
  ])('%s is read', (prompt) => {
    const parsed = parsePrompt(prompt);
    expect(parsed.unreadable).toBeUndefined();
    expect(parsed.query.genreIds.length).toBeGreaterThan(0);
  });
});

describe('every registered language lexicon is read', () => {
  const rows = LEXICONS.flatMap((lexicon) =>
    Object.entries(lexicon.genres).map(([genre, words]) => [lexicon.code, genre, words![0]!] as const),
  );
  it.each(rows)('%s: %s from "%s"', (_code, genre, word) => {
    // A sample the words match: an optional part left out, a group's first alternative, a class's first letter.
    const sample = word
      .replace(/\(\?:[^)]*\)\?|\[[^\]]*\]\?|[^()\]]\?/g, '')
      .replace(
        /\(\?:([^|)]*)[^)]*\)|\[([^\]])[^\]]*\]/g,
        (_part, group?: string, letter?: string) => group ?? letter ?? '',
      );
    expect(parsePrompt(sample).query.genreIds).toContain(genreIdOf(genre as Genre['name']));
  });
  it.each(LEXICONS.map((lexicon) => [lexicon.code, lexicon] as const))(
    '%s: its negations avoid',
    (_code, lexicon) => {
      for (const negation of lexicon.negations) {
        // 'less', 'rather than' soften: the genre is left out of the first picks, not of the catalog.
        const { excludeGenreIds, softExcludeGenreIds } = parsePrompt(`comedy ${negation} horror`).query;
        expect([...excludeGenreIds, ...softExcludeGenreIds], negation).toContain(HORROR);
      }
    },
  );
  it.each(LEXICONS.map((lexicon) => [lexicon.code, lexicon] as const))(
    '%s: its numbers count',
    (_code, lexicon) => {
      const [word, value] = Object.entries(lexicon.numbers)[0]!;
      expect(parsePrompt(`${word} films`).query.count).toBe(value);
    },
  );
});
