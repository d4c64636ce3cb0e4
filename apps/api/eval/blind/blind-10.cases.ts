/**
 * Blind chat evaluation, set 10: 100 conversations typed the way people type to a movie chat assistant.
 *
 * Written without reading the assistant's code, the other chat evaluations or the earlier blind sets: only the case
 * format (blind-types.ts), the runner that judges the checks, the starter catalog and the raw data were read.
 *
 * FROZEN: never reword a prompt to suit the assistant. A check that misjudges the catalog's data may be fixed, with
 * the reason in the commit message.
 *
 * HELD OUT: nobody tunes the assistant to these cases; the set is run once, at the end of a round, as the honest
 * estimate of how well the assistant understands people.
 */
import type { BlindCase } from './blind-types.ts';

/** What a reply that did not understand the message says (English wording). */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)';

export const BLIND_10_CASES: BlindCase[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // mood-genre
  {
    id: 'b10-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want a scary movie for tonight'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b10-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['had the worst day at work, need something funny 😩'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b10-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i need a good cry tbh'],
    checks: [{ atLeast: 2 }, { genreShare: ['Drama', 'Romance'], share: 0.8 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b10-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ['mind bending sci fi'],
    checks: [{ atLeast: 2 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b10-005',
    class: 'mood-genre',
    lang: 'en',
    turns: ['just one western. your single best pick, dont give me a list'],
    checks: [{ exactly: 1 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b10-006',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un truc qui fait un peu peur mais pas trop gore svp'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Horror', 'Thriller', 'Mystery'], share: 0.8 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b10-007',
    class: 'mood-genre',
    lang: 'de',
    turns: ['bin heute in stimmung für was romantisches'],
    checks: [{ atLeast: 2 }, { genreAll: ['Romance'] }, { replyLanguage: 'de' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // history (the signed-in user's own library)
  {
    id: 'b10-008',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch last?'],
    library: {
      diary: [
        { id: 603, on: '-40d' },
        { id: 680, on: '-12d', rating: 9 },
        { id: 13, on: '-3d', rating: 8 },
      ],
    },
    checks: [{ firstMovieIs: 13 }],
  },
  {
    id: 'b10-009',
    class: 'history',
    lang: 'en',
    turns: ['wat did i watch in march'],
    library: {
      diary: [
        { id: 238, on: 'Y0-02-11' },
        { id: 27205, on: 'Y0-03-04', rating: 9 },
        { id: 550, on: 'Y0-03-19' },
        { id: 4951, on: 'Y0-03-27', rating: 6 },
        { id: 78, on: 'Y0-04-02' },
      ],
    },
    checks: [{ mentionsAll: [27205, 550, 4951] }, { excludesMovies: [238, 78] }, { onlyFrom: 'diary' }],
  },
  {
    id: 'b10-010',
    class: 'history',
    lang: 'es',
    turns: ['cuál es la peli que mejor he puntuado?'],
    library: {
      ratings: [
        [603, 7],
        [129, 10],
        [862, 8],
        [680, 6],
      ],
    },
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b10-011',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i logged this year so far'],
    library: {
      diary: [
        { id: 105, on: '-5d' },
        { id: 862, on: '-20d' },
        { id: 329, on: '-33d' },
        { id: 85, on: '-61d' },
        { id: 11, on: '2025-12-20' },
        { id: 1891, on: '2025-11-02' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b10-012',
    class: 'history',
    lang: 'en',
    turns: ['give me more like the ones i loved'],
    library: {
      ratings: [
        [155, 10],
        [27205, 10],
        [77, 9],
        [771, 3],
      ],
      likes: [155, 27205],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { likeSeeds: [155, 27205, 77], share: 0.6 }],
  },
  {
    id: 'b10-013',
    class: 'history',
    lang: 'de',
    turns: ['was von meiner merkliste soll ich heute abend schauen?'],
    library: {
      diary: [{ id: 11, on: '-30d', rating: 8 }],
      watchlist: [329, 1891, 8587, 597],
    },
    checks: [{ onlyFrom: 'watchlist' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b10-014',
    class: 'history',
    lang: 'pt',
    turns: ['me indica um terror que eu ainda não vi'],
    library: {
      ratings: [
        [694, 9],
        [348, 8],
        [539, 10],
      ],
      diary: [{ id: 948, on: '-15d' }],
    },
    checks: [{ noneFrom: 'seen' }, { genreAll: ['Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b10-015',
    class: 'history',
    lang: 'fr',
    turns: ["qu'est ce que j'ai regardé en octobre ?"],
    library: {
      diary: [
        { id: 155, on: 'Y0-09-28' },
        { id: 1417, on: 'Y0-10-03', rating: 9 },
        { id: 194, on: 'Y0-10-15' },
        { id: 9552, on: 'Y0-10-30', rating: 7 },
        { id: 157336, on: 'Y0-11-05' },
      ],
    },
    checks: [{ mentionsAll: [1417, 194, 9552] }, { excludesMovies: [155, 157336] }, { replyLanguage: 'fr' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // small-talk
  {
    id: 'b10-016',
    class: 'small-talk',
    lang: 'en',
    turns: ['thanks!!'],
    checks: [{ noMovies: true }, { maxChars: 600 }],
  },
  {
    id: 'b10-017',
    class: 'small-talk',
    lang: 'en',
    turns: ['hiii'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }],
  },
  {
    id: 'b10-018',
    class: 'small-talk',
    lang: 'en',
    turns: ['ur actually really good at this lol'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { maxChars: 600 }],
  },
  {
    id: 'b10-019',
    class: 'small-talk',
    lang: 'en',
    turns: ['what can you even do'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'en' }, { maxChars: 1500 }],
  },
  {
    id: 'b10-020',
    class: 'small-talk',
    lang: 'es',
    turns: ['muchas gracias, eres un crack'],
    checks: [{ noMovies: true }, { replyLanguage: 'es' }],
  },
  {
    id: 'b10-021',
    class: 'small-talk',
    lang: 'de',
    turns: ['danke dir, schönen abend noch!'],
    checks: [{ noMovies: true }, { replyLanguage: 'de' }],
  },
  {
    id: 'b10-022',
    class: 'small-talk',
    lang: 'pt',
    turns: ['oi, tudo bem? 🙂'],
    checks: [{ noMovies: true }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // identify
  {
    id: 'b10-023',
    class: 'identify',
    lang: 'en',
    turns: [
      "90s comedy where the guy wakes up to 'i got you babe' on the radio every single morning and at some point he just steals the groundhog and drives off a cliff",
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b10-024',
    class: 'identify',
    lang: 'en',
    turns: [
      'the pixar one with the really sad first 10 minutes, grumpy old guy + chubby scout kid + a talking dog collar',
    ],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b10-025',
    class: 'identify',
    lang: 'en',
    turns: ['which movie has the line "you\'re gonna need a bigger boat"'],
    checks: [{ firstMovieIs: 578 }],
  },
  {
    id: 'b10-026',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film où le mec en fauteuil roulant prend un aide à domicile qui sort de prison, et ils font la fête sur du earth wind and fire",
    ],
    checks: [{ firstMovieIs: 77338 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b10-027',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heißt der film mit dem stasi-typen, der mit kopfhörern auf dem dachboden sitzt und ein paar belauscht? am ende widmet ihm jemand ein buch',
    ],
    checks: [{ firstMovieIs: 582 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b10-028',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme brasileiro que começa com uma galinha fugindo na favela e tem o zé pequeno'],
    checks: [{ firstMovieIs: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b10-029',
    class: 'identify',
    lang: 'it',
    turns: [
      'quel film dove il papà fa credere al figlio che il lager sia un gioco a punti e il premio finale è un carro armato vero',
    ],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // facts
  {
    id: 'b10-030',
    class: 'facts',
    lang: 'en',
    turns: ['who directed parasite'],
    checks: [{ saysDirectorOf: 496243 }],
  },
  {
    id: 'b10-031',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer? need to know if i can fit it in before bed'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b10-032',
    class: 'facts',
    lang: 'en',
    turns: ['when did casablanca come out'],
    checks: [{ saysYearOf: 289 }],
  },
  {
    id: 'b10-033',
    class: 'facts',
    lang: 'en',
    turns: ["who's in the grand budapest hotel"],
    checks: [{ saysCastOf: 120467, count: 2 }],
  },
  {
    id: 'b10-034',
    class: 'facts',
    lang: 'en',
    movieId: 157336,
    turns: ['how long is it'],
    checks: [{ saysRuntimeOf: 157336 }],
  },
  {
    id: 'b10-035',
    class: 'facts',
    lang: 'es',
    movieId: 1417,
    turns: ['quién la dirigió?'],
    checks: [{ saysDirectorOf: 1417 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b10-036',
    class: 'facts',
    lang: 'fr',
    turns: ["qui joue dans le fabuleux destin d'amélie poulain ?"],
    checks: [{ saysCastOf: 194, count: 1 }, { replyLanguage: 'fr' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // two-people
  {
    id: 'b10-037',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with de niro AND pacino in them'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b10-038',
    class: 'two-people',
    lang: 'en',
    turns: ['tom hanks in a spielberg movie?'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b10-039',
    class: 'two-people',
    lang: 'en',
    turns: ['anything w harrison ford and carrie fisher together'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Harrison Ford' }, { hasCastMember: 'Carrie Fisher' }],
  },
  {
    id: 'b10-040',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de dicaprio dirigidas por scorsese'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Leonardo DiCaprio' },
      { directedBy: 'Martin Scorsese' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b10-041',
    class: 'two-people',
    lang: 'de',
    turns: ['filme mit simon pegg und nick frost zusammen'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Simon Pegg' },
      { hasCastMember: 'Nick Frost' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b10-042',
    class: 'two-people',
    lang: 'pt',
    turns: ['filmes do tarantino que tem o samuel l jackson'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Quentin Tarantino' },
      { hasCastMember: 'Samuel L. Jackson' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b10-043',
    class: 'two-people',
    lang: 'it',
    turns: ['film con clint eastwood diretti da sergio leone'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Clint Eastwood' },
      { directedBy: 'Sergio Leone' },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // likeness
  {
    id: 'b10-044',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like alien but not horror, i cant do horror'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [348], share: 0.8 },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b10-045',
    class: 'likeness',
    lang: 'en',
    turns: ['something like toy story and shrek for the kids'],
    checks: [{ atLeast: 2 }, { likeSeeds: [862, 808], share: 0.7 }, { excludesMovies: [862, 808] }],
  },
  {
    id: 'b10-046',
    class: 'likeness',
    lang: 'en',
    turns: ['like interstellar but shorter pls, 3 hours is a lot'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 157336 },
      { likeSeeds: [157336], share: 0.7 },
      { excludesMovies: [157336] },
    ],
  },
  {
    id: 'b10-047',
    class: 'likeness',
    lang: 'es',
    turns: ['algo como el padrino pero más nuevo'],
    checks: [
      { atLeast: 2 },
      { newerThan: 238 },
      { likeSeeds: [238], share: 0.7 },
      { excludesMovies: [238] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b10-048',
    class: 'likeness',
    lang: 'fr',
    turns: ['des films dans le style de amélie'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [194], share: 0.7 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b10-049',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie stirb langsam, aber nicht so alt'],
    checks: [
      { atLeast: 2 },
      { newerThan: 562 },
      { likeSeeds: [562], share: 0.7 },
      { excludesMovies: [562] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b10-050',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo la la land ma che non sia un musical'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Music'] },
      { likeSeeds: [313369], share: 0.7 },
      { excludesMovies: [313369] },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // original-language
  {
    id: 'b10-051',
    class: 'original-language',
    lang: 'en',
    turns: ['japanese movies pls'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ja' }],
  },
  {
    id: 'b10-052',
    class: 'original-language',
    lang: 'en',
    turns: ['recommend me stuff thats not in english, want to branch out'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b10-053',
    class: 'original-language',
    lang: 'en',
    turns: ['a thriller but no subtitles, im too tired to read'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'en' }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b10-054',
    class: 'original-language',
    lang: 'en',
    turns: ['a horror movie thats not in english?'],
    checks: [{ atLeast: 1 }, { notOriginalLanguage: 'en' }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b10-055',
    class: 'original-language',
    lang: 'es',
    turns: ['quiero ver películas coreanas'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b10-056',
    class: 'original-language',
    lang: 'de',
    turns: ['deutsche filme, also wirklich original auf deutsch gedreht'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b10-057',
    class: 'original-language',
    lang: 'it',
    turns: ['film italiani da vedere'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // time-budget
  {
    id: 'b10-058',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have like 90 mins what should i watch'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b10-059',
    class: 'time-budget',
    lang: 'en',
    turns: ['something short tonight, a comedy'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 100 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b10-060',
    class: 'time-budget',
    lang: 'en',
    turns: ['need a movie under two hours thats not animated'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b10-061',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo hora y media, algo de terror'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Horror'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b10-062',
    class: 'time-budget',
    lang: 'de',
    turns: ['was unter zwei stunden, gern science fiction'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 120 },
      { genreAll: ['Science Fiction'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b10-063',
    class: 'time-budget',
    lang: 'pt',
    turns: ['quero um filme bem longo pra maratonar no domingo, tipo mais de 3 horas'],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 180 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b10-064',
    class: 'time-budget',
    lang: 'it',
    turns: ["ho solo un'ora e un quarto prima di uscire"],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 75 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // themes
  {
    id: 'b10-065',
    class: 'themes',
    lang: 'en',
    turns: ['scary movie but NOTHING with clowns i mean it'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { themeNone: 'clown' }],
  },
  {
    id: 'b10-066',
    class: 'themes',
    lang: 'en',
    turns: ['fantasy movie without spiders, im super arachnophobic'],
    checks: [{ atLeast: 2 }, { genreAll: ['Fantasy'] }, { themeNone: 'spider|arachn|tarantula' }],
  },
  {
    id: 'b10-067',
    class: 'themes',
    lang: 'en',
    turns: ['heist movies!!'],
    checks: [
      { atLeast: 2 },
      {
        themeShare: 'heist|robber|\\brob\\b|\\brobs\\b|steal|stole|thie|\\bloot|vault|casino|bank',
        share: 0.5,
      },
    ],
  },
  {
    id: 'b10-068',
    class: 'themes',
    lang: 'en',
    turns: ['christmas movies but not kids stuff'],
    checks: [{ atLeast: 2 }, { themeShare: 'christmas|xmas|santa', share: 0.5 }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b10-069',
    class: 'themes',
    lang: 'en',
    turns: ['something set in space but with no aliens'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'space|astronaut|planet|galaxy|orbit|moon|mars|nasa', share: 0.5 },
      { themeNone: 'alien|extraterrestrial|xenomorph' },
    ],
  },
  {
    id: 'b10-070',
    class: 'themes',
    lang: 'de',
    turns: ['ein familienfilm, aber bitte keiner mit hund, die sterben immer am ende 😢'],
    checks: [
      { atLeast: 2 },
      { themeNone: '\\bdogs?\\b|pupp|dalmatian|\\bhachi' },
      { genreShare: ['Family', 'Animation'], share: 0.8 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b10-071',
    class: 'themes',
    lang: 'it',
    turns: ['film sulla boxe'],
    checks: [{ atLeast: 1 }, { themeShare: 'box|prizefight', share: 0.5 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // follow-ups
  {
    id: 'b10-072',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some sci-fi movies', 'which of those is the oldest'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }],
  },
  {
    id: 'b10-073',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me a few crime movies', 'who directed the second one?'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b10-074',
    class: 'follow-ups',
    lang: 'en',
    turns: ['good war movies?', 'any shorter ones? like under 2 hrs'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b10-075',
    class: 'follow-ups',
    lang: 'en',
    turns: ['animated movies for tonight', 'more'],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b10-076',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed the dark knight', 'what else did he make'],
    checks: [{ atLeast: 2 }, { directedBy: 'Christopher Nolan' }, { excludesMovies: [155] }],
  },
  {
    id: 'b10-077',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film di fantascienza', 'quanto dura il primo?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b10-078',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["des films d'horreur", 'lequel est le plus récent ?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b10-079',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis con tom hanks', 'y de esas cuál es la más corta?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'es' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // reply-language
  {
    id: 'b10-080',
    class: 'reply-language',
    lang: 'es',
    turns: ['recomiéndame anime japonés, de animación digo'],
    checks: [
      { atLeast: 2 },
      { originalLanguage: 'ja' },
      { genreAll: ['Animation'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b10-081',
    class: 'reply-language',
    lang: 'fr',
    turns: ['je cherche un bon film de guerre pour ce soir'],
    checks: [{ atLeast: 1 }, { genreAll: ['War'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b10-082',
    class: 'reply-language',
    lang: 'de',
    turns: ['kannst du mir einen thriller empfehlen?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Thriller'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b10-083',
    class: 'reply-language',
    lang: 'pt',
    turns: ['quais filmes de ficção científica dos anos 80 vocês têm?'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1980, 1989] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b10-084',
    class: 'reply-language',
    lang: 'it',
    turns: ['consigliami un film d animazione per i bambini'],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { noGenre: ['Horror'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b10-085',
    class: 'reply-language',
    lang: 'fr',
    turns: ["t'as des comédies romantiques ?"],
    checks: [{ atLeast: 2 }, { genreAll: ['Romance'] }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b10-086',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me fala uns dramas bons'],
    checks: [{ atLeast: 2 }, { genreAll: ['Drama'] }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // group
  {
    id: 'b10-087',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf cant agree, she wants romance and i want action. help'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b10-088',
    class: 'group',
    lang: 'en',
    turns: ['family movie night, the kids are 5 and 8'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror', 'Crime', 'War', 'Thriller'] },
      { genreShare: ['Family', 'Animation'], share: 0.8 },
    ],
  },
  {
    id: 'b10-089',
    class: 'group',
    lang: 'de',
    turns: ['filmabend mit freunden: einer will horror, die andere nur komödien. was geht für beide?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Horror', 'Comedy'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b10-090',
    class: 'group',
    lang: 'es',
    turns: ['somos 4, a unos les gusta la ciencia ficción y a otros los dramas. algo que guste a todos'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Science Fiction', 'Drama'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b10-091',
    class: 'group',
    lang: 'pt',
    turns: ['vou ver com meu sobrinho de 10 anos e ele odeia desenho animado'],
    checks: [{ atLeast: 2 }, { noGenre: ['Animation', 'Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b10-092',
    class: 'group',
    lang: 'it',
    turns: ['serata tra amici, due amano i western e uno solo le commedie'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Western', 'Comedy'] }, { replyLanguage: 'it' }],
  },

  {
    id: 'b10-093',
    class: 'group',
    lang: 'fr',
    turns: [
      'soirée ciné avec mes grands-parents, rien de violent ni de flippant, plutôt des vieux classiques',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror', 'War', 'Crime', 'Thriller'] },
      { yearBetween: [1900, 1999] },
      { replyLanguage: 'fr' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // markdown
  {
    id: 'b10-094',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 sci fi movies, with the year and director for each'],
    checks: [{ exactly: 5 }, { genreAll: ['Science Fiction'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b10-095',
    class: 'markdown',
    lang: 'en',
    turns: ['can u rank christopher nolan movies for me, best first'],
    checks: [{ atLeast: 3 }, { directedBy: 'Christopher Nolan' }, { rendersMarkdown: true }],
  },
  {
    id: 'b10-096',
    class: 'markdown',
    lang: 'en',
    turns: ['compare the godfather and goodfellas for me, pros and cons of each'],
    checks: [{ mentionsAll: [238, 769] }, { rendersMarkdown: true }],
  },
  {
    id: 'b10-097',
    class: 'markdown',
    lang: 'en',
    turns: ['watch order for the original star wars trilogy? one line about each'],
    checks: [{ firstMovieIs: 11 }, { mentionsAll: [11, 1891, 1892] }, { rendersMarkdown: true }],
  },
  {
    id: 'b10-098',
    class: 'markdown',
    lang: 'fr',
    turns: ["fais moi un tableau des films de kubrick avec l'année de sortie"],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Stanley Kubrick' },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b10-099',
    class: 'markdown',
    lang: 'pt',
    turns: ['faz uma lista dos filmes do spielberg em ordem de lançamento'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Steven Spielberg' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b10-100',
    class: 'markdown',
    lang: 'it',
    turns: ['elenco puntato di horror anni 80, col titolo in **grassetto** per favore'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Horror'] },
      { yearBetween: [1980, 1989] },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
];
