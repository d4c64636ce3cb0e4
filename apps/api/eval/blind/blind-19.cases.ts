/**
 * Blind chat evaluation, set 19: 100 conversations written without reading the assistant's code, its other
 * evaluations or its docs, only the blind case format, the runner and the starter catalog's data. Users' own words:
 * lowercase, typos, slang, half sentences, follow-ups, in English (about half), Spanish, French, German,
 * Portuguese and Italian. Every check is judged against the catalog's data (or the reply's language and markdown).
 *
 * HELD OUT and FROZEN: nobody tunes the assistant to these cases; do not edit them to make a run pass.
 */
import { CONFUSED_PATTERN } from './blind-runner.ts';
import type { BlindCase } from './blind-types.ts';

export const BLIND_19_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------------------
  // mood-genre (9)
  {
    id: 'b19-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['ugh what a week. i need something that makes me laugh till i cry, nothing heavy pls'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { noGenre: ['Horror', 'War'] }],
  },
  {
    id: 'b19-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['wanna be properly scared tonight 👻 lights off, blanket, the works'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b19-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['got any westerns?? like proper cowboy stuff, dusty towns and shootouts at noon'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b19-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ['feeling kinda nostalgic n sleepy... something cozy and animated? not scary tho'],
    checks: [{ atLeast: 3 }, { genreAll: ['Animation'] }, { noGenre: ['Horror', 'War'] }],
  },
  {
    id: 'b19-005',
    class: 'mood-genre',
    lang: 'es',
    turns: [
      'tengo ganas de una peli de misterio q me haga pensar, de esas q no sabes quien fue hasta el final',
    ],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Mystery', 'Crime', 'Thriller'] },
      { genreShare: ['Mystery'], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b19-006',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["j'ai envie d'un truc romantique ce soir, genre comédie romantique toute légère"],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { noGenre: ['Horror', 'War'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b19-007',
    class: 'mood-genre',
    lang: 'de',
    turns: ['hab bock auf richtig krasse action, explosionen, verfolgungsjagden, hauptsache es kracht'],
    checks: [{ atLeast: 3 }, { genreAll: ['Action'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b19-008',
    class: 'mood-genre',
    lang: 'pt',
    turns: [
      'quero ver uma ficção científica daquelas bem viajadas, nave espacial, outros planetas, essas coisas',
    ],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Science Fiction'] },
      {
        themeShare:
          '\\bspace|spacecraft|spaceship|galax|planet|\\bmoon\\b|\\bmars\\b|jupiter|orbit|astronaut|wormhole',
        share: 0.5,
      },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b19-009',
    class: 'mood-genre',
    lang: 'it',
    turns: ["stasera voglio piangere un po', dammi un drammone che ti spezza il cuore"],
    checks: [{ atLeast: 3 }, { genreAll: ['Drama'] }, { noGenre: ['Comedy'] }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // history (8): signed-in users with a library
  {
    id: 'b19-010',
    class: 'history',
    lang: 'en',
    turns: ["what's on my watchlist that's under 2 hours? need something for tonight"],
    library: { watchlist: [27205, 807, 500, 862, 44214, 597] },
    checks: [{ atLeast: 2 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b19-011',
    class: 'history',
    lang: 'en',
    turns: ['how many films have i logged in my diary this year so far? be honest lol'],
    library: {
      diary: [
        { id: 680, on: '-2d', rating: 9 },
        { id: 13, on: '-6d' },
        { id: 155, on: '-12d', rating: 8 },
        { id: 603, on: '2023-05-14' },
        { id: 238, on: '2022-11-02', rating: 10 },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b19-012',
    class: 'history',
    lang: 'en',
    turns: [
      "based on the stuff i rated high, what should i watch next? dont give me anything i've already seen",
    ],
    library: {
      ratings: [
        [603, 10],
        [78, 9],
        [218, 9],
        [550, 4],
      ],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Science Fiction'], share: 0.6 }],
  },
  {
    id: 'b19-013',
    class: 'history',
    lang: 'en',
    turns: ['remind me what i watched this past week? my memory is garbage'],
    library: {
      diary: [
        { id: 680, on: '-2d' },
        { id: 129, on: '-5d', rating: 9 },
        { id: 13, on: '-30d' },
        { id: 155, on: '-60d' },
      ],
    },
    checks: [{ onlyFrom: 'diary' }, { mentionsAll: [680, 129] }, { excludesMovies: [13, 155] }],
  },
  {
    id: 'b19-014',
    class: 'history',
    lang: 'es',
    turns: [
      'de las que tengo guardadas para ver, ¿cuál me recomiendas para ver con mi novia? algo romántico porfa',
    ],
    library: { watchlist: [4348, 313369, 11036, 562, 694, 1091] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Romance'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b19-015',
    class: 'history',
    lang: 'de',
    turns: [
      'ich hab Alien und Aliens geliebt (siehe likes), was gibts in der richtung, das ich noch nicht kenne?',
    ],
    library: { likes: [348, 679], diary: [{ id: 1091, on: '-20d', rating: 8 }] },
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { excludesMovies: [348, 679, 1091] },
      { genreShare: ['Science Fiction', 'Horror'], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b19-016',
    class: 'history',
    lang: 'pt',
    turns: ['quais filmes eu dei nota 10 mesmo?'],
    library: {
      ratings: [
        [238, 10],
        [769, 10],
        [111, 6],
        [240, 9],
        [1422, 8],
      ],
    },
    checks: [
      { onlyFrom: 'library' },
      { mentionsAll: [238, 769] },
      { excludesMovies: [111, 240, 1422] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b19-017',
    class: 'history',
    lang: 'fr',
    turns: ["dans ma liste à voir, c'est lequel le plus court ? j'ai pas trop le temps ce soir"],
    library: { watchlist: [424, 8392, 155, 13] },
    checks: [{ firstMovieIs: 8392 }, { onlyFrom: 'watchlist' }, { replyLanguage: 'fr' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // small-talk (5)
  {
    id: 'b19-018',
    class: 'small-talk',
    lang: 'en',
    turns: ["hiii 👋 how's it going"],
    checks: [{ noMovies: true }, { notContains: CONFUSED_PATTERN }],
  },
  {
    id: 'b19-019',
    class: 'small-talk',
    lang: 'en',
    turns: ['something funny from the 90s?', 'perfect, thx!! gonna go grab popcorn now 🍿'],
    checks: [{ noMovies: true }, { notContains: CONFUSED_PATTERN }],
  },
  {
    id: 'b19-020',
    class: 'small-talk',
    lang: 'en',
    turns: ['r u a bot or an actual person 😅'],
    checks: [{ noMovies: true }, { notContains: CONFUSED_PATTERN }],
  },
  {
    id: 'b19-021',
    class: 'small-talk',
    lang: 'es',
    turns: ['recomiéndame una peli de terror', 'jajaja eres un crack, gracias!! me la apunto'],
    checks: [{ noMovies: true }, { replyLanguage: 'es' }],
  },
  {
    id: 'b19-022',
    class: 'small-talk',
    lang: 'it',
    turns: ['buonasera! come va?'],
    checks: [{ noMovies: true }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // identify (8)
  {
    id: 'b19-023',
    class: 'identify',
    lang: 'en',
    turns: ['whats the movie where the guy is stuck on an island and talks to a volleyball'],
    checks: [{ firstMovieIs: 8358 }, { atMost: 3 }],
  },
  {
    id: 'b19-024',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres this film where a dude keeps waking up on the same day over and over, bill murray i think?',
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b19-025',
    class: 'identify',
    lang: 'en',
    turns: ["trying to remember a movie... guy can't make new memories so he tattoos notes all over himself"],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b19-026',
    class: 'identify',
    lang: 'en',
    turns: ['animated one, grumpy old man ties a ton of balloons to his house and floats away. name??'],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b19-027',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film où un rat veut devenir chef cuisinier à paris ?"],
    checks: [{ firstMovieIs: 2062 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b19-028',
    class: 'identify',
    lang: 'es',
    turns: [
      'como se llamaba la peli de la niña que acaba en un mundo de espíritus y sus padres se convierten en cerdos',
    ],
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b19-029',
    class: 'identify',
    lang: 'pt',
    turns: ['qual é aquele filme do tubarão que fica atacando uma praia? bem antigo, anos 70'],
    checks: [{ firstMovieIs: 578 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b19-030',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie hieß nochmal der film wo die geschworenen über einen mord diskutieren und einer nach dem anderen umgestimmt wird',
    ],
    checks: [{ firstMovieIs: 389 }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // facts (8)
  {
    id: 'b19-031',
    class: 'facts',
    lang: 'en',
    turns: ['quick q - who made parasite? the korean one'],
    checks: [{ saysDirectorOf: 496243 }],
  },
  {
    id: 'b19-032',
    class: 'facts',
    lang: 'en',
    movieId: 157336,
    turns: ['how long is this one? tryna finish it before midnight'],
    checks: [{ saysRuntimeOf: 157336 }],
  },
  {
    id: 'b19-033',
    class: 'facts',
    lang: 'en',
    turns: ["when did the original blade runner come out, and who's in it?"],
    checks: [{ saysYearOf: 78 }, { saysCastOf: 78, count: 2 }],
  },
  {
    id: 'b19-034',
    class: 'facts',
    lang: 'en',
    turns: ['who are the actors in the lives of others? the german stasi one'],
    checks: [{ saysCastOf: 582, count: 2 }],
  },
  {
    id: 'b19-035',
    class: 'facts',
    lang: 'it',
    turns: ["chi c'è nel cast di pulp fiction?"],
    checks: [{ saysCastOf: 680, count: 3 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b19-036',
    class: 'facts',
    lang: 'it',
    movieId: 637,
    turns: ["di che anno è questo film? e chi l'ha diretto?"],
    checks: [{ saysYearOf: 637 }, { saysDirectorOf: 637 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b19-037',
    class: 'facts',
    lang: 'es',
    turns: ['cuánto dura el retorno del rey? la de el señor de los anillos, que se me hace eterna jaja'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b19-038',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus e de que ano ele é?'],
    checks: [{ saysDirectorOf: 598 }, { saysYearOf: 598 }, { replyLanguage: 'pt' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // two-people (8)
  {
    id: 'b19-039',
    class: 'two-people',
    lang: 'en',
    turns: ['anything with de niro AND pacino in it together?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b19-040',
    class: 'two-people',
    lang: 'en',
    turns: ['leo + scorsese movies, go'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Leonardo DiCaprio' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b19-041',
    class: 'two-people',
    lang: 'en',
    turns: ['films where simon pegg and nick frost team up?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b19-042',
    class: 'two-people',
    lang: 'en',
    turns: ['did tom hanks ever do a movie w spielberg directing?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b19-043',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de christian bale dirigidas por nolan'],
    checks: [
      { atLeast: 3 },
      { hasCastMember: 'Christian Bale' },
      { directedBy: 'Christopher Nolan' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b19-044',
    class: 'two-people',
    lang: 'fr',
    turns: ['y a un film avec humphrey bogart et peter lorre ?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Humphrey Bogart' },
      { hasCastMember: 'Peter Lorre' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b19-045',
    class: 'two-people',
    lang: 'pt',
    turns: ['tem algum filme com a uma thurman dirigido pelo tarantino?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Uma Thurman' },
      { directedBy: 'Quentin Tarantino' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b19-046',
    class: 'two-people',
    lang: 'it',
    turns: ['film con robert downey jr e scarlett johansson insieme'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Robert Downey Jr.' },
      { hasCastMember: 'Scarlett Johansson' },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // likeness (9)
  {
    id: 'b19-047',
    class: 'likeness',
    lang: 'en',
    turns: ['loved knives out!! got anything similar? whodunit vibes'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [546554] },
      { likeSeeds: [546554], share: 0.6 },
      { genreShare: ['Mystery'], share: 0.6 },
    ],
  },
  {
    id: 'b19-048',
    class: 'likeness',
    lang: 'en',
    movieId: 603,
    turns: ['more like this pls'],
    checks: [{ atLeast: 3 }, { excludesMovies: [603] }, { likeSeeds: [603], share: 0.6 }],
  },
  {
    id: 'b19-049',
    class: 'likeness',
    lang: 'en',
    turns: [
      'my daughter has watched how to train your dragon like 40 times',
      'what else would she like? shes 7',
    ],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [10191] },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { likeSeeds: [10191], share: 0.6 },
    ],
  },
  {
    id: 'b19-050',
    class: 'likeness',
    lang: 'en',
    turns: ['if i liked both heat and the departed what should i watch next'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [949, 1422] },
      { likeSeeds: [949, 1422], share: 0.6 },
      { genreShare: ['Crime'], share: 0.6 },
    ],
  },
  {
    id: 'b19-051',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a el laberinto del fauno?'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [1417] },
      { likeSeeds: [1417], share: 0.6 },
      { genreShare: ['Fantasy'], share: 0.5 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b19-052',
    class: 'likeness',
    lang: 'fr',
    turns: ['des films dans le même esprit que le fabuleux destin d’amélie poulain ?'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [194] },
      { likeSeeds: [194], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b19-053',
    class: 'likeness',
    lang: 'de',
    turns: ['kennst du was ähnliches wie mad max fury road? darf auch älter sein'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [76341] },
      { likeSeeds: [76341], share: 0.6 },
      { genreShare: ['Action'], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b19-054',
    class: 'likeness',
    lang: 'pt',
    turns: ['curti demais whiplash, quero mais filmes nessa pegada'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [244786] },
      { likeSeeds: [244786], share: 0.8 },
      { genreShare: ['Music'], share: 0.3 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b19-055',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo il padrino? però quei bravi ragazzi l’ho già visto, quindi non quello'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [238, 769] },
      { likeSeeds: [238], share: 0.6 },
      { genreShare: ['Crime'], share: 0.6 },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // original-language (6)
  {
    id: 'b19-056',
    class: 'original-language',
    lang: 'en',
    turns: ['any good korean films on here?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b19-057',
    class: 'original-language',
    lang: 'en',
    turns: [
      'want something with subtitles tonight',
      "ooh japanese ones specifically, i'm learning the language",
    ],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ja' }],
  },
  {
    id: 'b19-058',
    class: 'original-language',
    lang: 'en',
    turns: ['sick of hollywood stuff tbh. anything not originally in english?'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b19-059',
    class: 'original-language',
    lang: 'de',
    turns: ["gibt's hier auch deutsche filme? also im original auf deutsch, nicht synchronisiert"],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b19-060',
    class: 'original-language',
    lang: 'it',
    turns: ['avete film italiani? intendo girati proprio in italiano'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b19-061',
    class: 'original-language',
    lang: 'pt',
    turns: ['alguma sugestão de filme francês? falado em francês mesmo'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, { replyLanguage: 'pt' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // time-budget (7)
  {
    id: 'b19-062',
    class: 'time-budget',
    lang: 'en',
    turns: ["i've got like an hour and a half before bed, something funny?"],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 95 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b19-063',
    class: 'time-budget',
    lang: 'en',
    turns: ["long flight tomorrow so gimme an epic, 3 hours plus, i've got time to kill"],
    checks: [{ atLeast: 3 }, { runtimeAtLeast: 175 }],
  },
  {
    id: 'b19-064',
    class: 'time-budget',
    lang: 'en',
    turns: ['quick one, under 100 min, thriller'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 100 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b19-065',
    class: 'time-budget',
    lang: 'en',
    turns: ['only have 80 mins till my train lol anything that fits?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 80 }],
  },
  {
    id: 'b19-066',
    class: 'time-budget',
    lang: 'fr',
    turns: ['on a 1h45 max avant le dodo, un dessin animé pour les enfants ?'],
    checks: [
      { atLeast: 3 },
      { runtimeAtMost: 105 },
      { genreAll: ['Animation'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b19-067',
    class: 'time-budget',
    lang: 'de',
    turns: ['film für heute abend, aber bitte nicht länger als zwei stunden. gern ein krimi'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 120 }, { genreAll: ['Crime'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b19-068',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho umas duas horas e meia livres, bora um filme de guerra'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 150 }, { genreAll: ['War'] }, { replyLanguage: 'pt' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // themes (8)
  {
    id: 'b19-069',
    class: 'themes',
    lang: 'en',
    turns: ['any good time travel movies? like going back to the past and messing stuff up'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'back in time|into the past|time-travel|time travel|travel back|same day|same february|lands in 1955',
        share: 0.5,
      },
    ],
  },
  {
    id: 'b19-070',
    class: 'themes',
    lang: 'en',
    turns: ['something set in space? like actually out there in space most of the movie'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          '\\bspace|spacecraft|spaceship|galax|planet|\\bmoon\\b|\\bmars\\b|jupiter|orbit|astronaut|wormhole',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b19-071',
    class: 'themes',
    lang: 'en',
    turns: ['heist movies? love a good plan coming together (and then falling apart lol)'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'heist|\\brob|robber|thief|thieves|\\bsteal|stole|theft|burglar|\\bvault|\\bscore\\b|loot',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b19-072',
    class: 'themes',
    lang: 'en',
    turns: ['my dog died last week and weirdly i want to cry over a dog movie 🥲 any?'],
    checks: [{ mentionsMovie: 28178 }, { themeShare: '\\bdogs?\\b|pupp|dalmatian|akita', share: 0.5 }],
  },
  {
    id: 'b19-073',
    class: 'themes',
    lang: 'es',
    turns: ['pelis sobre la mafia, tipo familias de gánsteres y eso'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'mafia|\\bmob\\b|crime family|gangster|gangland|corleone|wiseguy|crime lord|underworld|organized crime',
        share: 0.6,
      },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b19-074',
    class: 'themes',
    lang: 'de',
    turns: ['filme über künstliche intelligenz oder roboter?'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'robot|artificial|android|machine|cyborg|replicant|computer|droid|operating system|synthetic',
        share: 0.6,
      },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b19-075',
    class: 'themes',
    lang: 'it',
    turns: ['mi servono film ambientati nella seconda guerra mondiale, per la scuola'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'world war ii|second world war|nazi|hitler|d-day|holocaust|okinawa|iwo jima|1940|1944|1945|third reich|enigma|concentration camp|prisoners of war|german camp|wartime',
        share: 0.6,
      },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b19-076',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur la boxe ? mon copain adore ça'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'boxer|boxing|\\bboxes\\b|heavyweight|bare-knuckle|prizefight', share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // follow-ups (9)
  {
    id: 'b19-077',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good sci-fi from the 80s?', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { subsetOf: 'previous' }],
  },
  {
    id: 'b19-078',
    class: 'follow-ups',
    lang: 'en',
    turns: ['crime movies from the 90s pls', 'seen all of those 🙄 gimme different ones'],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { genreAll: ['Crime'] }, { yearBetween: [1990, 1999] }],
  },
  {
    id: 'b19-079',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me a comedy', 'hmm something older, like pre-1970', 'who directed the first one?'],
    checks: [{ saysDirectorOfPrevious: 1 }],
  },
  {
    id: 'b19-080',
    class: 'follow-ups',
    lang: 'en',
    turns: ['what are some good horror movies', 'eh those are kinda long. anything under 95 mins?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { runtimeAtMost: 95 }],
  },
  {
    id: 'b19-081',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiéndame pelis de aventuras', 'la segunda, ¿cuánto dura?'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b19-082',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['un bon thriller des années 2000 ?', 'plutôt plus récent en fait, après 2010'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Thriller'] },
      { yearBetween: [2010, 2030] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b19-083',
    class: 'follow-ups',
    lang: 'de',
    turns: ['zeig mir mal ein paar animationsfilme', 'welcher davon ist der älteste?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { subsetOf: 'previous' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b19-084',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns filmes do spielberg', 'tem mais? sem repetir esses'],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'earlier' },
      { directedBy: 'Steven Spielberg' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b19-085',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami qualche film fantasy', 'ok ma adatto ai bambini, niente di troppo spaventoso'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { genreShare: ['Fantasy'], share: 0.6 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // reply-language (8)
  {
    id: 'b19-086',
    class: 'reply-language',
    lang: 'en',
    turns: ["can u answer in spanish? i'm practicing lol. recommend me a comedy"],
    checks: [{ replyLanguage: 'es' }, { atLeast: 1 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b19-087',
    class: 'reply-language',
    lang: 'es',
    turns: ['hola! busco algo de suspenso', 'y algo más cortito?'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 1 }, { genreShare: ['Thriller', 'Mystery'], share: 0.6 }],
  },
  {
    id: 'b19-088',
    class: 'reply-language',
    lang: 'fr',
    turns: ['salut, tu peux me conseiller un film pour ce soir ? je suis un peu crevé'],
    checks: [{ replyLanguage: 'fr' }, { atLeast: 1 }],
  },
  {
    id: 'b19-089',
    class: 'reply-language',
    lang: 'de',
    turns: ['Moin! Was Lustiges für nen Filmabend?'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 1 }, { genreShare: ['Comedy'], share: 0.6 }],
  },
  {
    id: 'b19-090',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oi, tudo bem? me recomenda algum clássico dos anos 50'],
    checks: [{ replyLanguage: 'pt' }, { atLeast: 2 }, { yearBetween: [1950, 1959] }],
  },
  {
    id: 'b19-091',
    class: 'reply-language',
    lang: 'it',
    turns: ["ciao! mi consigli un film d'avventura per stasera?"],
    checks: [{ replyLanguage: 'it' }, { atLeast: 1 }, { genreAll: ['Adventure'] }],
  },
  {
    id: 'b19-092',
    class: 'reply-language',
    lang: 'en',
    turns: ['recommend a western', 'now say that again in german please, my dad only reads german'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 1 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b19-093',
    class: 'reply-language',
    lang: 'fr',
    turns: ["réponds-moi en anglais stp, c'est pour mon coloc : des films de science-fiction des années 90"],
    checks: [
      { replyLanguage: 'en' },
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1990, 1999] },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // group (5)
  {
    id: 'b19-094',
    class: 'group',
    lang: 'en',
    turns: ['movie night w my roommates, one only watches horror and the other only comedies. help'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Horror', 'Comedy'] }],
  },
  {
    id: 'b19-095',
    class: 'group',
    lang: 'en',
    turns: ['family night: me, my wife and our two kids (6 and 9). something everybody can enjoy?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Family', 'Animation'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b19-096',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf can never agree. she wants romance, i want action. something for both of us?'],
    checks: [
      { atLeast: 1 },
      { genreCovers: ['Romance', 'Action'] },
      { genreShare: ['Romance', 'Action'], share: 1 },
    ],
  },
  {
    id: 'b19-097',
    class: 'group',
    lang: 'en',
    turns: ["4 of us tonight: one wants crime, one wants something funny, other two don't care"],
    checks: [{ atLeast: 1 }, { genreCovers: ['Crime', 'Comedy'] }],
  },
  {
    id: 'b19-098',
    class: 'group',
    lang: 'es',
    turns: [
      'somos 5 amigos, a dos les va la ciencia ficción y a los otros el drama. algo que nos guste a todos?',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Science Fiction', 'Drama'] }, { replyLanguage: 'es' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // markdown (2)
  {
    id: 'b19-099',
    class: 'markdown',
    lang: 'en',
    turns: ['give me a clean bulleted list of 5 nolan films with the year next to each, titles in bold'],
    checks: [{ rendersMarkdown: true }, { exactly: 5 }, { directedBy: 'Christopher Nolan' }],
  },
  {
    id: 'b19-100',
    class: 'markdown',
    lang: 'it',
    turns: ['fammi un elenco numerato di 4 film di miyazaki con la durata di ognuno'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 4 },
      { directedBy: 'Hayao Miyazaki' },
      { replyLanguage: 'it' },
    ],
  },
];
