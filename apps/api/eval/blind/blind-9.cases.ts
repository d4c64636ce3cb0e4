/**
 * Blind chat evaluation, set 9: 120 conversations typed the way people type to a movie assistant.
 *
 * Written without reading the assistant's code, the other chat evals or the earlier blind sets: only the case
 * format (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), the starter catalog and the raw data.
 * Every film named or described here is in the starter catalog, so each case holds on the imported one too.
 *
 * FROZEN: never reword a prompt to suit the assistant. A check that misjudges the catalog's data may be fixed,
 * with the reason in the commit message.
 */
import type { BlindCase } from './blind-types.ts';

/** What a confused reply says (the runner's own pattern, copied so this file loads nothing of the API). */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)';

/** Heist, robbery and con films, in the words an overview would use. */
const HEIST =
  'heist|robb|steal|stole|thie|vault|casino|loot|diamond|bank|jewel|swindl|con (?:man|men|artist)|crook|score|money';

export const BLIND_9_CASES: BlindCase[] = [
  // ----------------------------------------------------------------------------------------------------------
  // mood-genre
  {
    id: 'b9-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want a scary movie'],
    checks: [{ atLeast: 2 }, { genreShare: ['Horror', 'Thriller'], share: 0.8 }],
  },
  {
    id: 'b9-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['had a rough day, need somethin funny'],
    checks: [{ atLeast: 2 }, { genreShare: ['Comedy'], share: 0.8 }],
  },
  {
    id: 'b9-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['just one romcom for date night, dont give me a list'],
    checks: [{ exactly: 1 }, { genreAll: ['Romance'] }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b9-004',
    class: 'mood-genre',
    lang: 'es',
    turns: ['quiero llorar un rato, una peli triste'],
    checks: [{ atLeast: 2 }, { genreAll: ['Drama'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b9-005',
    class: 'mood-genre',
    lang: 'de',
    turns: ['was richtig spannendes bitte, so nen thriller'],
    checks: [{ atLeast: 2 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b9-006',
    class: 'mood-genre',
    lang: 'en',
    turns: ['feel good movie pls 🙏'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Romance', 'Music'], share: 0.7 },
    ],
  },
  {
    id: 'b9-007',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['to a fim de um filme de animação hoje'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b9-008',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['envie d un western ce soir'],
    checks: [{ atLeast: 2 }, { genreAll: ['Western'] }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // history
  {
    id: 'b9-009',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch last'],
    library: {
      diary: [
        { id: 603, on: '-20d', rating: 8 },
        { id: 680, on: '-9d' },
        { id: 1124, on: '-2d', rating: 9 },
      ],
    },
    checks: [{ firstMovieIs: 1124 }],
  },
  {
    id: 'b9-010',
    class: 'history',
    lang: 'en',
    turns: ['what did I watch in march?'],
    library: {
      diary: [
        { id: 13, on: 'Y0-02-11' },
        { id: 105, on: 'Y0-03-04', rating: 9 },
        { id: 862, on: 'Y0-03-18' },
        { id: 694, on: 'Y0-03-27', rating: 7 },
        { id: 77, on: 'Y0-04-02' },
      ],
    },
    checks: [{ mentionsAll: [105, 862, 694] }, { onlyFrom: 'diary' }, { excludesMovies: [13, 77] }],
  },
  {
    id: 'b9-011',
    class: 'history',
    lang: 'en',
    turns: ['whats my highest rated film'],
    library: {
      ratings: [
        [238, 9],
        [155, 10],
        [13, 7],
        [603, 8],
        [862, 6],
      ],
    },
    checks: [{ firstMovieIs: 155 }],
  },
  {
    id: 'b9-012',
    class: 'history',
    lang: 'en',
    turns: ['how many films have i logged this year?'],
    library: {
      diary: [
        { id: 240, on: '2025-06-14' },
        { id: 807, on: '2025-12-20' },
        { id: 278, on: 'Y0-01-09' },
        { id: 550, on: 'Y0-02-22' },
        { id: 424, on: 'Y0-05-30' },
        { id: 857, on: 'Y0-08-03' },
        { id: 1422, on: 'Y0-10-17' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b9-013',
    class: 'history',
    lang: 'de',
    turns: ['was hab ich zuletzt geguckt?'],
    library: {
      diary: [
        { id: 582, on: '-40d', rating: 9 },
        { id: 19, on: '-3d' },
        { id: 613, on: '-15d', rating: 8 },
      ],
    },
    checks: [{ firstMovieIs: 19 }],
  },
  {
    id: 'b9-014',
    class: 'history',
    lang: 'es',
    turns: ['recomiéndame algo parecido a las que más me gustaron, que no haya visto'],
    library: {
      likes: [348, 78, 603],
      ratings: [
        [348, 10],
        [78, 9],
        [603, 9],
        [114, 4],
      ],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { likeSeeds: [348, 78, 603], share: 0.6 }],
  },
  {
    id: 'b9-015',
    class: 'history',
    lang: 'en',
    turns: ['pick something off my watchlist for tonight'],
    library: {
      watchlist: [2108, 829, 963, 10515, 76],
      diary: [{ id: 155, on: '-6d', rating: 8 }],
    },
    checks: [{ onlyFrom: 'watchlist' }],
  },
  {
    id: 'b9-016',
    class: 'history',
    lang: 'pt',
    turns: ['me indica umas comédias que eu ainda não vi'],
    library: {
      diary: [
        { id: 771, on: '-30d', rating: 7 },
        { id: 115, on: '-12d', rating: 9 },
        { id: 4638, on: '-5d' },
      ],
      ratings: [
        [747, 8],
        [120467, 9],
        [583, 8],
      ],
      likes: [762],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { genreShare: ['Comedy'], share: 0.8 }],
  },
  {
    id: 'b9-017',
    class: 'history',
    lang: 'fr',
    turns: ["j'ai regardé quoi en octobre ?"],
    library: {
      diary: [
        { id: 1417, on: 'Y0-09-28' },
        { id: 194, on: 'Y0-10-03', rating: 8 },
        { id: 101, on: 'Y0-10-19' },
        { id: 11216, on: 'Y0-11-02' },
      ],
    },
    checks: [{ mentionsAll: [194, 101] }, { onlyFrom: 'diary' }, { excludesMovies: [1417, 11216] }],
  },
  {
    id: 'b9-018',
    class: 'history',
    lang: 'en',
    turns: ['anything on my watchlist thats under 2 hours?'],
    library: {
      watchlist: [240, 122, 77, 2108, 424, 429],
    },
    checks: [{ onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // small-talk
  {
    id: 'b9-019',
    class: 'small-talk',
    lang: 'en',
    turns: ['thx!! 🙌'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { maxChars: 600 }],
  },
  {
    id: 'b9-020',
    class: 'small-talk',
    lang: 'en',
    turns: ['hey 👋'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'en' }],
  },
  {
    id: 'b9-021',
    class: 'small-talk',
    lang: 'it',
    turns: ['sei un grande 😄'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'it' }],
  },
  {
    id: 'b9-022',
    class: 'small-talk',
    lang: 'en',
    turns: ['so what can you do'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'en' }],
  },
  {
    id: 'b9-023',
    class: 'small-talk',
    lang: 'es',
    turns: ['gracias crack'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'es' }],
  },
  {
    id: 'b9-024',
    class: 'small-talk',
    lang: 'fr',
    turns: ['salut ça va ?'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b9-025',
    class: 'small-talk',
    lang: 'de',
    turns: ['danke dir, war ne super empfehlung'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'de' }],
  },
  {
    id: 'b9-026',
    class: 'small-talk',
    lang: 'pt',
    turns: ['oi tudo bem? o q vc sabe fazer'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'pt' }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // identify
  {
    id: 'b9-027',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the movie where a weatherman keeps waking up to the same day again and again in some snowy town',
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b9-028',
    class: 'identify',
    lang: 'en',
    turns: ["guy can't make new memories so he tattoos clues on his body, and the story goes backwards"],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b9-029',
    class: 'identify',
    lang: 'en',
    turns: ['the one where a rat secretly cooks in a paris restaurant by pulling on a guys hair'],
    checks: [{ firstMovieIs: 2062 }],
  },
  {
    id: 'b9-030',
    class: 'identify',
    lang: 'en',
    turns: [
      'old tv movie i think, a man in a car gets chased by a huge truck on desert roads and you never see who drives it',
    ],
    checks: [{ firstMovieIs: 839 }],
  },
  {
    id: 'b9-031',
    class: 'identify',
    lang: 'es',
    turns: ['como se llamaba la peli del niño que ve gente muerta y al final hay un giro con bruce willis'],
    checks: [{ firstMovieIs: 745 }],
  },
  {
    id: 'b9-032',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme coreano da família pobre que vai arrumando emprego na casa de uns ricos um por um'],
    checks: [{ firstMovieIs: 496243 }],
  },
  {
    id: 'b9-033',
    class: 'identify',
    lang: 'de',
    turns: ['der film wo ein stasi typ ein paar abhört und irgendwann mitleid mit denen kriegt'],
    checks: [{ firstMovieIs: 582 }],
  },
  {
    id: 'b9-034',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film où un riche paralysé embauche un gars de banlieue pour s'occuper de lui"],
    checks: [{ firstMovieIs: 77338 }],
  },
  {
    id: 'b9-035',
    class: 'identify',
    lang: 'it',
    turns: [
      'quel film dove il papà fa credere al figlio che il campo di concentramento è tutto un gioco a punti',
    ],
    checks: [{ firstMovieIs: 637 }],
  },
  {
    id: 'b9-036',
    class: 'identify',
    lang: 'en',
    turns: [
      'black and white movie, 12 guys stuck in a hot room arguing if a kid is guilty, one guy holds out',
    ],
    checks: [{ firstMovieIs: 389 }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // facts
  {
    id: 'b9-037',
    class: 'facts',
    lang: 'en',
    turns: ['who directed jaws'],
    checks: [{ saysDirectorOf: 578 }],
  },
  {
    id: 'b9-038',
    class: 'facts',
    lang: 'en',
    turns: ['how long is godfather part 2? need to know if i can do it tonight'],
    checks: [{ saysRuntimeOf: 240 }],
  },
  {
    id: 'b9-039',
    class: 'facts',
    lang: 'it',
    turns: ['in che anno è uscito alien? il primo eh'],
    checks: [{ saysYearOf: 348 }],
  },
  {
    id: 'b9-040',
    class: 'facts',
    lang: 'en',
    movieId: 603,
    turns: ['whos in this'],
    checks: [{ saysCastOf: 603, count: 2 }],
  },
  {
    id: 'b9-041',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht oppenheimer eigentlich'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b9-042',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }],
  },
  {
    id: 'b9-043',
    class: 'facts',
    lang: 'it',
    movieId: 11216,
    turns: ['di che anno è questo film?'],
    checks: [{ saysYearOf: 11216 }],
  },
  {
    id: 'b9-044',
    class: 'facts',
    lang: 'en',
    movieId: 1124,
    turns: ['how long is it and who made it'],
    checks: [{ saysRuntimeOf: 1124 }, { saysDirectorOf: 1124 }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // two-people
  {
    id: 'b9-045',
    class: 'two-people',
    lang: 'en',
    turns: ['movies w de niro and pacino together'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b9-046',
    class: 'two-people',
    lang: 'en',
    turns: ['leo dicaprio scorsese movies'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Leonardo DiCaprio' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b9-047',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de hitchcock con james stewart'],
    checks: [{ atLeast: 2 }, { directedBy: 'Alfred Hitchcock' }, { hasCastMember: 'James Stewart' }],
  },
  {
    id: 'b9-048',
    class: 'two-people',
    lang: 'de',
    turns: ['filme mit simon pegg und nick frost zusammen'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b9-049',
    class: 'two-people',
    lang: 'en',
    turns: ['clint eastwood in a sergio leone film, which ones'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Clint Eastwood' }, { directedBy: 'Sergio Leone' }],
  },
  {
    id: 'b9-050',
    class: 'two-people',
    lang: 'pt',
    turns: ['filmes com tom hanks e tim allen'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Hanks' }, { hasCastMember: 'Tim Allen' }],
  },
  {
    id: 'b9-051',
    class: 'two-people',
    lang: 'fr',
    turns: ['un film avec bogart et peter lorre ?'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Humphrey Bogart' }, { hasCastMember: 'Peter Lorre' }],
  },
  {
    id: 'b9-052',
    class: 'two-people',
    lang: 'en',
    turns: ['harrison ford + spielberg'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Harrison Ford' }, { directedBy: 'Steven Spielberg' }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // likeness
  {
    id: 'b9-053',
    class: 'likeness',
    lang: 'en',
    turns: ['smth like inception'],
    checks: [{ atLeast: 2 }, { excludesMovies: [27205] }, { likeSeeds: [27205], share: 0.6 }],
  },
  {
    id: 'b9-054',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like the shining but not actual horror, i cant sleep after those'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [694] },
      { noGenre: ['Horror'] },
      { likeSeeds: [694], share: 0.6 },
    ],
  },
  {
    id: 'b9-055',
    class: 'likeness',
    lang: 'es',
    turns: ['algo como toy story pero más nuevo'],
    checks: [{ atLeast: 2 }, { excludesMovies: [862] }, { newerThan: 862 }, { likeSeeds: [862], share: 0.6 }],
  },
  {
    id: 'b9-056',
    class: 'likeness',
    lang: 'en',
    turns: ['i love alien and the thing, what else'],
    checks: [{ atLeast: 2 }, { excludesMovies: [348, 1091] }, { likeSeeds: [348, 1091], share: 0.6 }],
  },
  {
    id: 'b9-057',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie der pate, aber kürzer'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [238] },
      { shorterThan: 238 },
      { likeSeeds: [238], share: 0.6 },
    ],
  },
  {
    id: 'b9-058',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com amélie poulain'],
    checks: [{ atLeast: 2 }, { excludesMovies: [194] }, { likeSeeds: [194], share: 0.6 }],
  },
  {
    id: 'b9-059',
    class: 'likeness',
    lang: 'en',
    turns: ["just watched knives out and loved it. what's similar?"],
    checks: [{ atLeast: 2 }, { excludesMovies: [546554] }, { likeSeeds: [546554], share: 0.6 }],
  },
  {
    id: 'b9-060',
    class: 'likeness',
    lang: 'en',
    turns: ['like mad max fury road but no sci fi stuff'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [76341] },
      { noGenre: ['Science Fiction'] },
      { likeSeeds: [76341], share: 0.6 },
    ],
  },
  {
    id: 'b9-061',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo la la land e whiplash'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [313369, 244786] },
      { likeSeeds: [313369, 244786], share: 0.6 },
    ],
  },
  {
    id: 'b9-062',
    class: 'likeness',
    lang: 'en',
    turns: ['like get out but newer'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [419430] },
      { newerThan: 419430 },
      { likeSeeds: [419430], share: 0.6 },
    ],
  },

  // ----------------------------------------------------------------------------------------------------------
  // original-language
  {
    id: 'b9-063',
    class: 'original-language',
    lang: 'en',
    turns: ['any japanese films? anime or not doesnt matter'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }],
  },
  {
    id: 'b9-064',
    class: 'original-language',
    lang: 'en',
    turns: ['good foreign films, nothing in english'],
    checks: [{ atLeast: 2 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b9-065',
    class: 'original-language',
    lang: 'de',
    turns: ['deutsche filme, also wirklich im original auf deutsch gedreht'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }],
  },
  {
    id: 'b9-066',
    class: 'original-language',
    lang: 'en',
    turns: ['a thriller with no subtitles pls, too tired to read'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'en' }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b9-067',
    class: 'original-language',
    lang: 'fr',
    turns: ['des films en français ?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }],
  },
  {
    id: 'b9-068',
    class: 'original-language',
    lang: 'pt',
    turns: ['tem algum filme falado em português?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'pt' }],
  },
  {
    id: 'b9-069',
    class: 'original-language',
    lang: 'it',
    turns: ['film italiani, in lingua originale'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }],
  },
  {
    id: 'b9-070',
    class: 'original-language',
    lang: 'es',
    turns: ['una de terror que no sea en inglés'],
    checks: [{ atLeast: 1 }, { notOriginalLanguage: 'en' }, { genreAll: ['Horror'] }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // time-budget
  {
    id: 'b9-071',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have 90 mins whats good'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b9-072',
    class: 'time-budget',
    lang: 'fr',
    turns: ['un truc court et drôle'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 100 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b9-073',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo hora y media nomás, una comedia'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b9-074',
    class: 'time-budget',
    lang: 'de',
    turns: ['science fiction unter zwei stunden'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b9-075',
    class: 'time-budget',
    lang: 'en',
    turns: ['need a drama under 2 hrs, early start tmrw'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreAll: ['Drama'] }],
  },
  {
    id: 'b9-076',
    class: 'time-budget',
    lang: 'pt',
    turns: ['só tenho uma hora e meia'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b9-077',
    class: 'time-budget',
    lang: 'en',
    turns: ["got the whole sunday afternoon, give me a long epic, 3 hours isn't a problem"],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 150 }],
  },
  {
    id: 'b9-078',
    class: 'time-budget',
    lang: 'it',
    turns: ["ho solo un'ora e un quarto"],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 75 }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // themes
  {
    id: 'b9-079',
    class: 'themes',
    lang: 'en',
    turns: ['scary movie but no clowns please i hate clowns'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { themeNone: 'clown' }],
  },
  {
    id: 'b9-080',
    class: 'themes',
    lang: 'en',
    turns: ['superhero stuff but nothing with spiders, im an arachnophobe lol'],
    checks: [
      { atLeast: 2 },
      { themeNone: 'spider' },
      { genreShare: ['Action', 'Science Fiction', 'Fantasy', 'Adventure'], share: 0.8 },
    ],
  },
  {
    id: 'b9-081',
    class: 'themes',
    lang: 'en',
    turns: ['heist movies'],
    checks: [{ atLeast: 2 }, { themeShare: HEIST, share: 0.5 }],
  },
  {
    id: 'b9-082',
    class: 'themes',
    lang: 'es',
    turns: ['pelis de tiburones 🦈'],
    checks: [{ atLeast: 1 }, { themeShare: 'shark|tibur', share: 0.5 }],
  },
  {
    id: 'b9-083',
    class: 'themes',
    lang: 'de',
    turns: ['zombiefilme'],
    checks: [{ atLeast: 2 }, { themeShare: 'zombie|undead|living dead|of the dead|untote', share: 0.5 }],
  },
  {
    id: 'b9-084',
    class: 'themes',
    lang: 'en',
    turns: ['a movie with robots in it'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'robot|android|cyborg|machine|artificial|\\bai\\b|terminator|droid', share: 0.5 },
    ],
  },
  {
    id: 'b9-085',
    class: 'themes',
    lang: 'it',
    turns: ['film di guerra ma niente nazisti per favore'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { themeNone: 'nazi|hitler|third reich|reich|gestapo' }],
  },
  {
    id: 'b9-086',
    class: 'themes',
    lang: 'en',
    turns: ['any dinosaur movies 🦖'],
    checks: [{ atLeast: 1 }, { themeShare: 'dinosaur|jurassic|t-rex|velociraptor', share: 0.5 }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // follow-ups
  {
    id: 'b9-087',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some sci-fi', 'the second one? tell me more'],
    checks: [{ firstIsNthOfPrevious: 2 }],
  },
  {
    id: 'b9-088',
    class: 'follow-ups',
    lang: 'en',
    turns: ['good crime movies?', 'shorter ones'],
    checks: [{ atLeast: 2 }, { genreAll: ['Crime', 'Thriller'] }, { runtimeAtMost: 115 }],
  },
  {
    id: 'b9-089',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some animated movies for tonite', 'which of those is the oldest'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }],
  },
  {
    id: 'b9-090',
    class: 'follow-ups',
    lang: 'en',
    turns: ['westerns?', 'who directed the first one'],
    checks: [{ saysDirectorOfPrevious: 1 }],
  },
  {
    id: 'b9-091',
    class: 'follow-ups',
    lang: 'de',
    turns: ['zeig mir ein paar horrorfilme', 'wie lang ist der dritte?'],
    checks: [{ saysRuntimeOfPrevious: 3 }],
  },
  {
    id: 'b9-092',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de guerra', 'más'],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { genreShare: ['War'], share: 0.7 }],
  },
  {
    id: 'b9-093',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me one comedy. just one', 'nah not that one'],
    checks: [{ atLeast: 1 }, { noneFrom: 'earlier' }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b9-094',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de ficção científica dos anos 80', 'qual deles é o mais curto?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b9-095',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films de miyazaki ?', 'lequel est le plus récent'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }],
  },
  {
    id: 'b9-096',
    class: 'follow-ups',
    lang: 'en',
    turns: ['any good war movies', 'ok which of these are under 2 hours'],
    checks: [{ subsetOf: 'previous' }, { runtimeAtMost: 120 }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // reply-language
  {
    id: 'b9-097',
    class: 'reply-language',
    lang: 'es',
    turns: ['recomiéndame una película de ciencia ficción para esta noche'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 1 }, { genreShare: ['Science Fiction'], share: 0.8 }],
  },
  {
    id: 'b9-098',
    class: 'reply-language',
    lang: 'fr',
    turns: ["t'as un bon film d'horreur à me conseiller ?"],
    checks: [{ replyLanguage: 'fr' }, { atLeast: 1 }, { genreShare: ['Horror'], share: 0.8 }],
  },
  {
    id: 'b9-099',
    class: 'reply-language',
    lang: 'de',
    turns: ['kannst du mir eine komödie empfehlen?'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 1 }, { genreShare: ['Comedy'], share: 0.8 }],
  },
  {
    id: 'b9-100',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me indica um filme de romance'],
    checks: [{ replyLanguage: 'pt' }, { atLeast: 1 }, { genreShare: ['Romance'], share: 0.8 }],
  },
  {
    id: 'b9-101',
    class: 'reply-language',
    lang: 'it',
    turns: ['mi consigli un film di fantascienza?'],
    checks: [{ replyLanguage: 'it' }, { atLeast: 1 }, { genreShare: ['Science Fiction'], share: 0.8 }],
  },
  {
    id: 'b9-102',
    class: 'reply-language',
    lang: 'de',
    turns: ['wer hat eigentlich metropolis gedreht?'],
    checks: [{ replyLanguage: 'de' }, { saysDirectorOf: 19 }],
  },
  {
    id: 'b9-103',
    class: 'reply-language',
    lang: 'pt',
    turns: ['quanto tempo dura interstellar?'],
    checks: [{ replyLanguage: 'pt' }, { saysRuntimeOf: 157336 }],
  },
  {
    id: 'b9-104',
    class: 'reply-language',
    lang: 'es',
    turns: ['qué tal coco? vale la pena verla con mis sobrinos?'],
    checks: [{ replyLanguage: 'es' }, { mentionsMovie: 354912 }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // group
  {
    id: 'b9-105',
    class: 'group',
    lang: 'en',
    turns: ['movie night w my gf, she likes romance i like action. something for both of us'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b9-106',
    class: 'group',
    lang: 'en',
    turns: ['kids are 6 and 8, need something all of us can watch'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family', 'Animation'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b9-107',
    class: 'group',
    lang: 'es',
    turns: ['somos 4 amigos, dos quieren comedia y los otros terror, ayuda'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Comedy', 'Horror'] }],
  },
  {
    id: 'b9-108',
    class: 'group',
    lang: 'de',
    turns: ['familienabend mit oma und den enkeln (5 und 9), was passt da'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family', 'Animation'] }, { noGenre: ['Horror', 'War'] }],
  },
  {
    id: 'b9-109',
    class: 'group',
    lang: 'en',
    turns: ['me and my dad tonight. he only watches westerns and i like sci fi'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Western', 'Science Fiction'] }],
  },
  {
    id: 'b9-110',
    class: 'group',
    lang: 'pt',
    turns: ['filme pra ver com meus pais, nada pesado e sem terror'],
    checks: [{ atLeast: 2 }, { noGenre: ['Horror', 'War'] }],
  },
  {
    id: 'b9-111',
    class: 'group',
    lang: 'it',
    turns: ['io e mia sorella: lei ama i film romantici, io gli horror. cosa guardiamo'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'Horror'] }],
  },
  {
    id: 'b9-112',
    class: 'group',
    lang: 'en',
    turns: ['first date at my place, she hates long movies and anything violent'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { noGenre: ['Horror', 'War'] }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // markdown
  {
    id: 'b9-113',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 sci-fi movies, bullet points with a one line reason each'],
    checks: [{ exactly: 5 }, { genreAll: ['Science Fiction'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b9-114',
    class: 'markdown',
    lang: 'en',
    turns: ['can u list some old classics from before 1960'],
    checks: [{ atLeast: 3 }, { yearBetween: [1900, 1959] }, { rendersMarkdown: true }],
  },
  {
    id: 'b9-115',
    class: 'markdown',
    lang: 'es',
    turns: ['dame una lista de 3 comedias con el año de cada una'],
    checks: [{ exactly: 3 }, { genreAll: ['Comedy'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b9-116',
    class: 'markdown',
    lang: 'de',
    turns: ['liste mir 4 animationsfilme auf, mit laufzeit'],
    checks: [{ exactly: 4 }, { genreAll: ['Animation'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b9-117',
    class: 'markdown',
    lang: 'en',
    turns: ['recomend 3 thrillers and put the best one in bold'],
    checks: [{ exactly: 3 }, { genreAll: ['Thriller'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b9-118',
    class: 'markdown',
    lang: 'pt',
    turns: ['lista dos filmes do tarantino por favor'],
    checks: [{ atLeast: 3 }, { directedBy: 'Quentin Tarantino' }, { rendersMarkdown: true }],
  },
  {
    id: 'b9-119',
    class: 'markdown',
    lang: 'it',
    turns: ['elenco numerato di 5 film di kubrick'],
    checks: [{ exactly: 5 }, { directedBy: 'Stanley Kubrick' }, { rendersMarkdown: true }],
  },
  {
    id: 'b9-120',
    class: 'markdown',
    lang: 'fr',
    turns: ['donne-moi 3 films de nolan avec une phrase pour chacun'],
    checks: [{ exactly: 3 }, { directedBy: 'Christopher Nolan' }, { rendersMarkdown: true }],
  },
];
