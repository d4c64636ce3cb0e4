import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import type { MovieQuery, MovieQuestion, ParsedPrompt } from './chat-query.ts';
import { readConversation } from './conversation.ts';
import { genreIdOf } from './lexicon.ts';
import { parsePrompt } from './parse-prompt.ts';

const ACTION = genreIdOf('Action');
const ANIMATION = genreIdOf('Animation');
const COMEDY = genreIdOf('Comedy');
const CRIME = genreIdOf('Crime');
const FAMILY = genreIdOf('Family');
const HORROR = genreIdOf('Horror');
const ROMANCE = genreIdOf('Romance');
const SCIENCE_FICTION = genreIdOf('Science Fiction');
const THRILLER = genreIdOf('Thriller');
const WAR = genreIdOf('War');

type Expectation = Partial<Omit<MovieQuery, 'mood' | 'audience'>> & {
  mood?: string;
  audience?: string;
  certifications?: string[];
  question?: MovieQuestion;
  language?: ParsedPrompt['language'];
  noPerson?: true;
};

/** Each row: what a person types, and what the assistant must have understood. */
const CASES: [string, Expectation][] = [
  ['something cozy for a rainy sunday', { mood: 'cozy', genreIds: [] }],
  ['a short comedy under 100 minutes', { genreIds: [COMEDY], runtimeMax: 100 }],
  ['a short film for the bus', { runtimeMax: 100 }],
  ['horror movies under 2 hours', { genreIds: [HORROR], runtimeMax: 120 }],
  ['something over 2 hours long', { runtimeMin: 120 }],
  ['a french film', { languages: ['fr'], noPerson: true }],
  ['korean thrillers', { genreIds: [THRILLER], languages: ['ko'] }],
  ['a british comedy', { genreIds: [COMEDY], countries: ['GB'] }],
  ['80s action', { genreIds: [ACTION], yearFrom: 1980, yearTo: 1989 }],
  ['horror from the 70s or 80s', { genreIds: [HORROR], yearFrom: 1970, yearTo: 1989 }],
  ['kriegsfilme aus den 70ern oder 80ern', { yearFrom: 1970, yearTo: 1989 }],
  ['filmes dos anos 80 e 90', { yearFrom: 1980, yearTo: 1999 }],
  ['from the 60s to the 80s', { yearFrom: 1960, yearTo: 1989 }],
  ['filmes dos anos oitenta', { yearFrom: 1980, yearTo: 1989 }],
  ['des films muets des années 20', { yearFrom: 1920, yearTo: 1929 }],
  ['Filme der 20er Jahre', { yearFrom: 1920, yearTo: 1929 }],
  ['una peli de los años 10', { yearFrom: 1910, yearTo: 1919 }],
  ['filmes dos anos 2000', { yearFrom: 2000, yearTo: 2009 }],
  ['comedies from the 10s', { genreIds: [COMEDY], yearFrom: 2010, yearTo: 2019 }],
  ['des comédies des années quatre-vingt', { genreIds: [COMEDY], yearFrom: 1980, yearTo: 1989 }],
  ['des films des années soixante-dix', { yearFrom: 1970, yearTo: 1979 }],
  ['Filme der Achtziger', { yearFrom: 1980, yearTo: 1989 }],
  ['commedie degli anni novanta', { genreIds: [COMEDY], yearFrom: 1990, yearTo: 1999 }],
  ['80s movies and 90 minutes max', { yearFrom: 1980, yearTo: 1989, runtimeMax: 90 }],
  ['romantic comedies from the nineties', { genreIds: [COMEDY, ROMANCE], yearFrom: 1990, yearTo: 1999 }],
  ['sci-fi made before 1980', { genreIds: [SCIENCE_FICTION], yearTo: 1979 }],
  ['classic westerns', { yearTo: 1979, sort: 'vote_average' }],
  ['something for kids aged 8', { audience: 'kids aged 8', certifications: ['G', 'PG'] }],
  ['a film for my 15 year old', { audience: 'teens aged 15', certifications: ['G', 'PG', 'PG-13'] }],
  ['sleepover w 4 ten year olds', { audience: 'kids aged 10', certifications: ['G', 'PG'] }],
  ['a film for a twelve-year-old', { audience: 'kids aged 12', certifications: ['G', 'PG', 'PG-13'] }],
  ['algo para mis hijos de ocho años', { language: 'es', audience: 'kids aged 8' }],
  [
    'a movie to watch with my parents',
    { audience: 'watching with family', certifications: ['G', 'PG', 'PG-13'] },
  ],
  [
    'films directed by Christopher Nolan',
    { person: { name: 'christopher nolan', role: 'director', explicit: true } },
  ],
  ['movies with Tom Hanks', { person: { name: 'tom hanks', role: 'cast', explicit: false } }],
  ['movies by Spielberg', { person: { name: 'spielberg', role: 'any', explicit: false } }],
  [
    'a 90s movie starring Keanu Reeves',
    { yearFrom: 1990, person: { name: 'keanu reeves', role: 'cast', explicit: true } },
  ],
  [
    'My girlfriend and I want a date night movie tonight with great acting and a good story, nothing too sad',
    { genreIds: [ROMANCE], noPerson: true },
  ],
  ['a thriller with lots of twists', { genreIds: [THRILLER], mood: 'mind-bending', noPerson: true }],
  ['movies like Inception', { likeTitle: 'inception' }],
  [
    'like Inception but less dark',
    {
      likeTitle: 'inception',
      softExcludeGenreIds: [HORROR, WAR],
      avoidKeywords: ['suicide', 'torture', 'rape'],
    },
  ],
  ['something like alien from the 80s', { likeTitle: 'alien', genreIds: [], yearFrom: 1980 }],
  ['film come il buono, il brutto, il cattivo', { likeTitle: 'il buono, il brutto, il cattivo' }],
  // An amount after a filler 'like' is no title; a title that starts with an amount still is.
  ['movies like 12 years a slave', { likeTitle: '12 years a slave' }],
  ['like alien, but funnier', { likeTitle: 'alien' }],
  ['short ones, like 90 minutes max', { runtimeMax: 90 }],
  ['a dozen comedies', { genreIds: [COMEDY], count: 10 }],
  ['pg-13 action movies', { genreIds: [ACTION], count: undefined, certifications: ['G', 'PG', 'PG-13'] }],
  ['rated r horror', { genreIds: [HORROR], certifications: ['R'] }],
  ['something like heat but less violent', { likeTitle: 'heat', milder: true }],
  ['like the dark knight but not as dark', { likeTitle: 'the dark knight', milder: true, avoidTitles: [] }],
  ['highly rated pg13 films', { sort: 'vote_average', certifications: ['G', 'PG', 'PG-13'] }],
  ['recomend a good animeted film', { genreIds: [ANIMATION] }],
  ['thrilers from the 90s', { genreIds: [THRILLER], yearFrom: 1990, yearTo: 1999 }],
  ['half a dozen thrillers', { genreIds: [THRILLER], count: 6 }],
  ['ein guter actionfilm aus den 80ern', { genreIds: [ACTION], yearFrom: 1980, yearTo: 1989 }],
  ["des films d'horreur pas trop longs", { genreIds: [HORROR], runtimeMax: 120, avoidPeople: [] }],
  ['ein nicht zu langer film', { runtimeMax: 120, runtimeMin: undefined }],
  ['filmes de terror não muito longos', { genreIds: [HORROR], runtimeMax: 120 }],
  ['un film non troppo lungo', { runtimeMax: 120 }],
  ['any genre but horror', { excludeGenreIds: [HORROR] }],
  ['nolan movies ranked by rating', { sort: 'vote_average', noPerson: true }],
  ['comedies sorted by year', { genreIds: [COMEDY], sort: 'oldest', noPerson: true }],
  ['westerns by popularity', { noPerson: true }],
  ['animated films that adults would enjoy', { genreIds: [ANIMATION], excludeGenreIds: [FAMILY] }],
  ['animated movies not for children', { genreIds: [ANIMATION], excludeGenreIds: [FAMILY] }],
  ['more like this', { moreLikeThis: true }],
  [
    'action movies, not too violent',
    { genreIds: [ACTION], excludeGenreIds: [], softExcludeGenreIds: [HORROR, WAR, CRIME, THRILLER] },
  ],
  ['nothing gory please', { excludeGenreIds: [HORROR] }],
  ['no horror, something funny', { genreIds: [COMEDY], excludeGenreIds: [HORROR] }],
  ['a war movie that is not violent', { genreIds: [], excludeGenreIds: [HORROR, WAR] }],
  ['a heist with a twist', { genreIds: [CRIME], mood: 'mind-bending' }],
  ['toys come alive', { theme: 'toys come alive' }],
  ['best sci-fi of all time', { genreIds: [SCIENCE_FICTION], sort: 'vote_average' }],
  ['who directed Alien?', { question: { kind: 'fact', aspect: 'director', title: 'alien' } }],
  ['when did Titanic come out?', { question: { kind: 'fact', aspect: 'year', title: 'titanic' } }],
  ['what is Interstellar about?', { question: { kind: 'fact', aspect: 'plot', title: 'interstellar' } }],
  ['how long is The Godfather?', { question: { kind: 'fact', aspect: 'runtime', title: 'the godfather' } }],
  ['Is Fight Club worth watching?', { question: { kind: 'fact', aspect: 'worth', title: 'fight club' } }],
  [
    'is this ok for my 6 year old?',
    { question: { kind: 'fact', aspect: 'certification', title: undefined, age: 6 } },
  ],
  [
    'which is better, The Matrix or Inception?',
    { question: { kind: 'compare', titles: ['the matrix', 'inception'] } },
  ],
  ['what should I watch tonight?', { genreIds: [] }],
  [
    'quiero una comedia romántica de los 90',
    { language: 'es', genreIds: [COMEDY, ROMANCE], yearFrom: 1990, yearTo: 1999 },
  ],
  ['recomiéndame una película de miedo', { language: 'es', genreIds: [HORROR] }],
  ['algo para ver con niños de 7 años', { language: 'es', audience: 'kids aged 7' }],
  ['una película francesa', { language: 'es', languages: ['fr'] }],
  ['una película española de suspense', { language: 'es', languages: ['es'], genreIds: [THRILLER] }],
  [
    '¿quién dirigió Titanic?',
    { language: 'es', question: { kind: 'fact', aspect: 'director', title: 'titanic' } },
  ],
  [
    '¿de qué trata Inception?',
    { language: 'es', question: { kind: 'fact', aspect: 'plot', title: 'inception' } },
  ],
  ['koi achhi comedy film batao', { language: 'en', genreIds: [COMEDY], noPerson: true }],
  ['darawni film dikhao', { genreIds: [HORROR] }],
  ['pyaar wali film', { genreIds: [ROMANCE] }],
  ['bachchon ke liye animated film', { genreIds: [ANIMATION], audience: 'kids' }],
  ['Qui a réalisé Titanic ?', { question: { kind: 'fact', aspect: 'director', title: 'titanic' } }],
  ['wie lange dauert Avatar?', { question: { kind: 'fact', aspect: 'runtime', title: 'avatar' } }],
  ['chi ha diretto Jaws?', { question: { kind: 'fact', aspect: 'director', title: 'jaws' } }],
  ['quanto tempo dura Titanic?', { question: { kind: 'fact', aspect: 'runtime', title: 'titanic' } }],
  // A title typed first, then a question about 'it'.
  ['the shining, how long is it?', { question: { kind: 'fact', aspect: 'runtime', title: 'the shining' } }],
  [
    'lotr fellowship, who directed it',
    { question: { kind: 'fact', aspect: 'director', title: 'lotr fellowship' } },
  ],
  // An article after 'just' before a good word is no count; the word for one is.
  ['solo un bel thriller, niente squali', { genreIds: [THRILLER], count: undefined }],
  ['nur einen guten thriller', { genreIds: [THRILLER], count: undefined }],
  ['solo uno', { count: 1 }],
  // Subtitles turned down: films in English or the speaker's own language (or the one named).
  ['a comedy with no subtitles', { genreIds: [COMEDY], languages: ['en'], excludeLanguages: [] }],
  ['un thriller sans sous-titres', { languages: ['fr', 'en'], language: 'fr' }],
  ['una de acción en inglés sin subtítulos', { languages: ['en'] }],
  // A day can be long without the film being long; silly is funny.
  ['something silly after a long week', { genreIds: [COMEDY], runtimeMin: undefined }],
  // Underscores between words join them.
  ['suggest_a_western', { genreIds: [genreIdOf('Western')] }],
  // A film the speaker loved, in every language, is the one the answer is like.
  ["j'ai adoré la la land, d'autres idées ?", { likeTitle: 'la la land' }],
  ['eu adorei up, tem algo parecido?', { likeTitle: 'up' }],
  ['ho adorato il gladiatore, hai qualcosa di simile?', { likeTitle: 'il gladiatore', keywordThemes: [] }],
  // Loving a kind of film, or asking about their own likes, names no title.
  ['on adore les comédies romantiques', { genreIds: [COMEDY, ROMANCE] }],
  // Group requests: who likes or hates what, not titles or counts.
  ['we both like superheroes', { keywordThemes: [expect.objectContaining({ label: 'superheroes' })] }],
  ['one wants comedy, one wants a thriller', { genreIds: [COMEDY, THRILLER], count: undefined }],
  ['kids night, my brother hates cartoons', { excludeGenreIds: [ANIMATION] }],
  ['sci-fi, but she hates anything set in space', { genreIds: [SCIENCE_FICTION], avoidLabels: ['space'] }],
  ["un film dans l'espace mais sans extraterrestres", { excludeGenreIds: [], language: 'fr' }],
  ['filme de zumbi', { language: 'pt' }],
  ['seulement 2', { question: { kind: 'pick', order: 'vote_average', count: 2 } }],
  ['e quais outros filmes ele fez?', { question: { kind: 'filmography', name: 'ele', role: 'any' } }],
  ['in quali film ha recitato lei?', { question: { kind: 'filmography', name: 'lei', role: 'cast' } }],
  ['was hat er sonst noch gedreht', { question: { kind: 'filmography', name: 'er', role: 'any' } }],
  ['y qué otras películas hizo?', { question: { kind: 'filmography', name: '', role: 'any' } }],
  ['only three', { question: { kind: 'pick', order: 'vote_average', count: 3 } }],
  ['hmm, what is it about?', { question: { kind: 'fact', aspect: 'plot' } }],
  ['honestly, is it worth watching', { question: { kind: 'fact', aspect: 'worth' } }],
];

describe('parsePrompt understands what people ask', () => {
  it.each(CASES)('%s', (prompt, expected) => {
    const parsed = parsePrompt(prompt);
    const { mood, audience, certifications, question, language, noPerson, ...fields } = expected;
    expect(parsed.query).toMatchObject(fields);
    if (mood) expect(parsed.query.mood?.label).toBe(mood);
    if (audience) expect(parsed.query.audience?.label).toBe(audience);
    if (certifications) expect(parsed.query.audience?.certifications).toEqual(certifications);
    if (question) expect(parsed.question).toEqual(question);
    else expect(parsed.question).toBeUndefined();
    if (language) expect(parsed.language).toBe(language);
    if (noPerson) expect(parsed.query.person).toBeUndefined();
  });

  it.each([
    [
      "ma copine ne supporte pas les dessins animés pour enfants mais moi j'adore l'animation japonaise",
      { genreIds: [ANIMATION], excludeGenreIds: [FAMILY], languages: ['ja'] },
    ],
    [
      'no cartoons for kids please, something funny',
      { genreIds: [COMEDY], excludeGenreIds: [FAMILY, ANIMATION] },
    ],
  ])(
    'a kind turned down for kids refuses the family shelf, not a kind wanted beside it: %s',
    (prompt, expected) => {
      expect(parsePrompt(prompt).query).toMatchObject(expected);
    },
  );

  it.each([
    'qual o melhor filme de terror dos anos 80',
    'filmes dos anos oitenta',
    'a film from two years ago',
  ])('reads no age from years that are a decade or a time: %s', (prompt) => {
    expect(parsePrompt(prompt).query.audience).toBeUndefined();
  });

  it.each([
    "un film dans l'espace mais sans extraterrestres",
    'niente squali, niente zombie, solo un bel thriller',
    "on est trois, mon mec veut de l'action et ma pote une comédie, une idée ?",
  ])('reads no theme from the words that only join or turn down in %s', (prompt) => {
    expect(parsePrompt(prompt).query.theme).toBeUndefined();
  });

  it.each([
    'hello!',
    'hola',
    'thanks, that was great',
    'gracias',
    'bonjour',
    'merci beaucoup',
    'danke!',
    'ciao',
  ])('takes %s as small talk', (prompt) => {
    expect(parsePrompt(prompt).smallTalk).toBeDefined();
  });

  it('keeps family and animation out of a mood that excludes them, and horror out of kids requests', () => {
    const kids = parsePrompt('something for my kids');
    expect(kids.query.audience?.anyGenreIds).toEqual(expect.arrayContaining([FAMILY, ANIMATION]));
    expect(kids.query.audience?.excludeGenreIds).toContain(HORROR);
  });
});

describe('readConversation applies follow-ups to the request they follow', () => {
  const link = (id: number, year: number) => `1. **[Movie ${id}](/movie/${id})** (${year}) — Horror`;
  const history = (prompt: string, ...shown: [number, number][]): ChatMessage[] => [
    { text: prompt, isBot: false },
    { text: ['Here are some:', ...shown.map(([id, year]) => link(id, year))].join('\n'), isBot: true },
  ];

  it("'more' keeps the query and leaves out what was shown", () => {
    const turn = readConversation(history('scary movies', [1, 2001], [2, 2005]), 'more');
    expect(turn).toMatchObject({ kind: 'request', followUp: true, excludeIds: [1, 2] });
    if (turn.kind === 'request') expect(turn.query.genreIds).toEqual([HORROR]);
  });

  it("'older ones' goes before the median year shown", () => {
    const turn = readConversation(history('sci-fi', [1, 1999], [2, 2010], [3, 2014]), 'older ones');
    if (turn.kind !== 'request') throw new Error('expected a request');
    expect(turn.query).toMatchObject({ genreIds: [SCIENCE_FICTION], yearTo: 2009 });
  });

  it("'less gory' keeps horror and avoids gore", () => {
    const turn = readConversation(history('horror movies', [1, 2001]), 'something less gory');
    if (turn.kind !== 'request') throw new Error('expected a request');
    expect(turn.query.genreIds).toEqual([HORROR]);
    expect(turn.query.avoidKeywords).toContain('gore');
    expect(turn.excludeIds).toEqual([1]);
  });

  it('"what else did he make", in any language, is about the person the last reply named', () => {
    const afterDirector: ChatMessage[] = [
      { text: 'quem dirigiu jaws?', isBot: false },
      { text: '**[Jaws](/movie/578)** (1975) é um filme dirigido por **Steven Spielberg**.', isBot: true },
    ];
    for (const prompt of [
      'e quais outros filmes ele fez?',
      'che altri film ha fatto?',
      'was hat er sonst noch gemacht',
      'and what else did she direct?',
      'que mas dirigio',
      "qu'a-t-il realise d'autre",
      'o que mais ele dirigiu',
    ]) {
      const turn = readConversation(afterDirector, prompt);
      expect(turn, prompt).toMatchObject({
        kind: 'question',
        question: { kind: 'filmography', name: 'Steven Spielberg', afterPrevious: true },
      });
    }
  });

  it("'any from the 90s?' narrows the same request: the films shown that fit it may come back", () => {
    for (const narrowing of ['any from the 90s?', 'only the ones before 2000', 'only those under 2 hours']) {
      const turn = readConversation(history('movies with tom hanks', [1, 1994], [2, 2010]), narrowing);
      expect(turn, narrowing).toMatchObject({ kind: 'request', followUp: true, excludeIds: [] });
    }
    const more = readConversation(history('movies with tom hanks', [1, 1994]), 'more from the 90s');
    expect(more).toMatchObject({ kind: 'request', excludeIds: [1] });
  });

  it("'what about the 80s?' replaces the years and keeps the genre", () => {
    const turn = readConversation(history('comedies from the 90s', [1, 1994]), 'what about the 80s?');
    if (turn.kind !== 'request') throw new Error('expected a request');
    expect(turn.query).toMatchObject({ genreIds: [COMEDY], yearFrom: 1980, yearTo: 1989 });
  });

  it('a new topic starts over', () => {
    const turn = readConversation(history('horror movies', [1, 2001]), 'movies with Tom Hanks');
    if (turn.kind !== 'request') throw new Error('expected a request');
    expect(turn).toMatchObject({ followUp: false, excludeIds: [] });
    expect(turn.query.genreIds).toEqual([]);
  });

  it("a Spanish conversation stays Spanish on 'más'", () => {
    const turn = readConversation(history('quiero películas de terror', [1, 2001]), 'más');
    expect(turn).toMatchObject({ kind: 'request', language: 'es', excludeIds: [1] });
  });
});
