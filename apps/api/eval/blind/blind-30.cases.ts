/**
 * Blind chat evaluation, set 30: 100 fresh needs, as a week of real first-time visitors would type them, each a
 * different need and no two sharing a phrasing pattern. Weighted towards mood/genre requests (14: "need a good
 * laugh", "peli de miedo q asuste", "zeichentrick für erwachsene"), follow-ups over 2-3 turns (12: "the second one,
 * how long is it", "cual es la mas corta", "d'autres ?", "who's in it?"), "like X" with or without a change (10:
 * "like Arrival but less slow", two seed films, "more like this but not as violent" on a film's page), facts (10:
 * who directed, when, how long, who plays), the signed-in user's own library (10: last watched, a month of the
 * diary, count this year, best and worst rated, watchlist under two hours, more like what they loved), identifying a
 * film from a half-remembered plot (8), two people in one film (6), group and family picks with ages (6), original
 * language both ways (6), time budgets (6), themes in and out (6) and small talk, thanks, goodbye and off-topic (6).
 * About 45% English, the rest spread over Spanish, French, German, Portuguese and Italian, typed as natives type on
 * a phone (dropped accents, abbreviations, slang, typos); 4 are asked on a film's page.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * As written: 89 / 100 on the starter catalog (scored once, after --verify passed for all 100).
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand|figure)|could not (?:work out|tell|understand)|not sure what you|' +
  'didn.t (?:understand|catch|get that)|no (?:te )?(?:he )?entend|no comprend|pas (?:bien )?compris|' +
  'nicht (?:ganz )?verstanden|não (?:entendi|percebi|compreendi)|non ho (?:capito|compreso)';

/** Superhero films, for "science fiction but no superheroes". */
const SUPERHEROES = [
  24428, 299534, 299536, 118340, 100402, 315635, 634649, 324857, 569094, 1924, 263115, 293660, 155, 272,
  49026, 268, 414906, 177572, 9806, 260513, 475557,
];

/** Horror nobody would put on for small children or grandparents. */
const HARD_HORROR = [
  9552, 30497, 948, 694, 805, 539, 348, 679, 1091, 2667, 9532, 9358, 9286, 19912, 55779, 10331, 419430, 4232,
  765, 396535, 609, 1933, 578, 205321, 1112426,
];

export const BLIND_30_CASES: BlindCase[] = [
  // --- mood / genre / kind (14) ---
  {
    id: 'b30-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need a good laugh tonight, something actually funny not just "quirky"'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { notContains: CONFUSED }],
  },
  {
    id: 'b30-002',
    class: 'mood-genre',
    lang: 'es',
    turns: ['una peli de miedo q asuste d verdad porfa'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b30-003',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["j'ai envie de pleurer un bon coup, un vrai drame bien triste"],
    checks: [{ atLeast: 3 }, { genreAll: ['Drama'] }, { noGenre: ['Horror'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b30-004',
    class: 'mood-genre',
    lang: 'de',
    turns: ['was romantisches für heut abend mit meiner freundin?'],
    checks: [{ atLeast: 3 }, { genreShare: ['Romance'], share: 0.7 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b30-005',
    class: 'mood-genre',
    lang: 'en',
    turns: ['any good westerns?? cowboys, shootouts, dusty towns, that stuff'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b30-006',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['qria um filme de guerra bem pesado, daqueles q deixam a gnt mal'],
    checks: [{ atLeast: 3 }, { genreAll: ['War'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b30-007',
    class: 'mood-genre',
    lang: 'it',
    turns: ['consigliami un thriller di quelli che ti tengono incollata al divano'],
    checks: [{ atLeast: 3 }, { genreAll: ['Thriller'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b30-008',
    class: 'mood-genre',
    lang: 'en',
    turns: ['rough week. feel good movie pls 🙏'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Comedy', 'Family', 'Romance', 'Music', 'Animation'], share: 0.6 },
    ],
  },
  {
    id: 'b30-009',
    class: 'mood-genre',
    lang: 'en',
    turns: ['documentaries worth my time?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Documentary'] }],
  },
  {
    id: 'b30-010',
    class: 'mood-genre',
    lang: 'en',
    turns: ['sci fi but NO superheroes, so done with marvel'],
    checks: [{ atLeast: 3 }, { genreAll: ['Science Fiction'] }, { excludesMovies: SUPERHEROES }],
  },
  {
    id: 'b30-011',
    class: 'mood-genre',
    lang: 'en',
    turns: ['recommend me some proper film noir, the 40s/50s kind with fedoras and femme fatales'],
    checks: [{ atLeast: 2 }, { genreAll: ['Crime', 'Thriller', 'Mystery'] }, { yearBetween: [1940, 1959] }],
  },
  {
    id: 'b30-012',
    class: 'mood-genre',
    lang: 'de',
    turns: ['zeichentrickfilme für erwachsene? also kein kinderkram bitte'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { noGenre: ['Family'] }],
  },
  {
    id: 'b30-013',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["une comédie musicale stp, j'adore quand ça chante et ça danse"],
    checks: [{ atLeast: 3 }, { genreAll: ['Music'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b30-014',
    class: 'mood-genre',
    lang: 'en',
    turns: ['big dumb fun adventure to turn my brain off'],
    checks: [{ atLeast: 3 }, { genreAll: ['Adventure', 'Action'] }, { noGenre: ['Documentary'] }],
  },

  // --- like X, with or without a change (10) ---
  {
    id: 'b30-015',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like Arrival but a bit less slow?'],
    checks: [{ atLeast: 3 }, { likeSeeds: [329865], share: 0.6 }, { excludesMovies: [329865] }],
  },
  {
    id: 'b30-016',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a Amelie pero mas nuevo'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [194], share: 0.6 },
      { newerThan: 194 },
      { excludesMovies: [194] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b30-017',
    class: 'likeness',
    lang: 'en',
    turns: ['i loved knives out AND se7en, what else would i like'],
    checks: [{ atLeast: 3 }, { likeSeeds: [546554, 807], share: 0.6 }, { excludesMovies: [546554, 807] }],
  },
  {
    id: 'b30-018',
    class: 'likeness',
    lang: 'fr',
    turns: ['des films dans le même esprit que Whiplash ?'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [244786], share: 0.8 },
      { excludesMovies: [244786] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b30-019',
    class: 'likeness',
    lang: 'de',
    turns: ['sowas wie shaun of the dead, aber ohne zombies'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [747], share: 0.6 },
      { themeNone: 'zombie|undead|of the (?:living )?dead' },
      { excludesMovies: [747] },
    ],
  },
  {
    id: 'b30-020',
    class: 'likeness',
    lang: 'en',
    movieId: 76341,
    turns: ['more like this but not as brutal, my gf wants to watch too'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [76341], share: 0.6 },
      { noGenre: ['Horror', 'War'] },
      { excludesMovies: [76341] },
    ],
  },
  {
    id: 'b30-021',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes tipo interestelar so q mais curtos'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [157336], share: 0.6 },
      { shorterThan: 157336 },
      { excludesMovies: [157336] },
    ],
  },
  {
    id: 'b30-022',
    class: 'likeness',
    lang: 'it',
    turns: ['mi è piaciuto tantissimo La vita è bella, altri film così?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [637], share: 0.6 },
      { excludesMovies: [637] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b30-023',
    class: 'likeness',
    lang: 'en',
    turns: ['kids loved ratatouille and coco, what should we try next'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [2062, 354912], share: 0.8 },
      { excludesMovies: [2062, 354912] },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b30-024',
    class: 'likeness',
    lang: 'en',
    turns: ['something w the vibe of the shining but less gory lol'],
    checks: [{ atLeast: 2 }, { likeSeeds: [694], share: 0.6 }, { excludesMovies: [694, 30497, 765] }],
  },

  // --- facts about a film or a person (10) ---
  {
    id: 'b30-025',
    class: 'facts',
    lang: 'en',
    turns: ['who directed parasite'],
    checks: [{ saysDirectorOf: 496243 }, { notContains: CONFUSED }],
  },
  {
    id: 'b30-026',
    class: 'facts',
    lang: 'es',
    turns: ['cuanto dura el retorno del rey? la version de cine'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b30-027',
    class: 'facts',
    lang: 'fr',
    turns: ["Le Voyage de Chihiro c'est sorti en quelle année ?"],
    checks: [{ saysYearOf: 129 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b30-028',
    class: 'facts',
    lang: 'de',
    turns: ['wer spielt in das leben der anderen mit'],
    checks: [{ saysCastOf: 582, count: 2 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b30-029',
    class: 'facts',
    lang: 'en',
    movieId: 840430,
    turns: ['how long is this one'],
    checks: [{ saysRuntimeOf: 840430 }],
  },
  {
    id: 'b30-030',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b30-031',
    class: 'facts',
    lang: 'it',
    turns: ["in che anno e' uscito nuovo cinema paradiso"],
    checks: [{ saysYearOf: 11216 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b30-032',
    class: 'facts',
    lang: 'en',
    turns: ["whos the lead actor in sound of metal? can't remember his name"],
    checks: [{ saysCastOf: 502033, count: 1 }],
  },
  {
    id: 'b30-033',
    class: 'facts',
    lang: 'en',
    turns: ['when did the first terminator come out and who made it'],
    checks: [{ saysYearOf: 218 }, { saysDirectorOf: 218 }],
  },
  {
    id: 'b30-034',
    class: 'facts',
    lang: 'es',
    movieId: 396535,
    turns: ['quien sale en esta?'],
    checks: [{ saysCastOf: 396535, count: 2 }, { replyLanguage: 'es' }],
  },

  // --- the signed-in user's own library (10) ---
  {
    id: 'b30-035',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 275, on: '-10d', rating: 8 },
        { id: 792307, on: '-3d', rating: 7 },
        { id: 8392, on: '-20d', rating: 9 },
      ],
    },
    turns: ['what was the last thing i watched'],
    checks: [{ firstMovieIs: 792307 }, { notContains: CONFUSED }],
  },
  {
    id: 'b30-036',
    class: 'history',
    lang: 'es',
    library: {
      diary: [
        { id: 578, on: 'Y0-09-12' },
        { id: 949, on: 'Y0-10-04', rating: 9 },
        { id: 354912, on: 'Y0-10-19', rating: 8 },
        { id: 438631, on: 'Y0-11-02', rating: 7 },
      ],
    },
    turns: ['q peliculas vi en octubre?'],
    checks: [{ mentionsAll: [949, 354912] }, { excludesMovies: [578, 438631] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b30-037',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 1422, on: '-5d' },
        { id: 583, on: '-40d' },
        { id: 10315, on: '-100d' },
        { id: 627, on: '-200d' },
        { id: 115, on: '2024-05-10' },
        { id: 2108, on: '2025-11-20' },
      ],
    },
    turns: ['how many movies have i watched so far this year?'],
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b30-038',
    class: 'history',
    lang: 'fr',
    library: {
      ratings: [
        [1366, 6],
        [279, 10],
        [807, 7],
        [14160, 8],
      ],
    },
    turns: ["c'est quoi le film que j'ai le mieux noté ?"],
    checks: [{ firstMovieIs: 279 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b30-039',
    class: 'history',
    lang: 'de',
    library: {
      ratings: [
        [348, 10],
        [679, 9],
        [1091, 9],
        [11036, 3],
      ],
      likes: [348, 1091],
    },
    turns: ['empfiehl mir was, das zu den filmen passt, die ich am besten bewertet hab'],
    checks: [
      { atLeast: 3 },
      { noneFrom: 'seen' },
      { genreShare: ['Science Fiction', 'Horror'], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b30-040',
    class: 'history',
    lang: 'en',
    library: { watchlist: [872585, 666277, 120467, 947, 152601] },
    turns: ['anything on my watchlist under 2 hours?'],
    checks: [{ atLeast: 2 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b30-041',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 205321, on: '-30d', rating: 2 },
        { id: 244786, on: '-60d', rating: 10 },
        { id: 44826, on: '-90d', rating: 6 },
        { id: 4011, on: '-120d', rating: 5 },
      ],
    },
    turns: ['whats the worst thing i watched recently'],
    checks: [{ firstMovieIs: 205321 }],
  },
  {
    id: 'b30-042',
    class: 'history',
    lang: 'it',
    library: {
      diary: [
        { id: 508943, on: '-1d', rating: 8 },
        { id: 508965, on: '-3d', rating: 9 },
        { id: 949, on: '-80d', rating: 7 },
      ],
    },
    turns: ['che film ho visto negli ultimi giorni? non mi ricordo'],
    checks: [{ mentionsAll: [508943, 508965] }, { excludesMovies: [949] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b30-043',
    class: 'history',
    lang: 'pt',
    library: {
      ratings: [
        [275, 7],
        [115, 9],
        [807, 8],
      ],
    },
    turns: ['q nota eu dei pra fargo msm?'],
    // 7 on the 1-10 scale, or 3.5 if the site shows it as stars ("7/10" is read as a fraction by saysNumber).
    checks: [{ contains: '(?<![\\d.,])(?:7(?![.,]\\d|\\d)|3[.,]5(?!\\d))' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b30-044',
    class: 'history',
    lang: 'es',
    library: {
      diary: [
        { id: 244786, on: '-2d', rating: 9 },
        { id: 313369, on: '-15d', rating: 8 },
        { id: 369557, on: '-25d', rating: 8 },
      ],
    },
    turns: ['recomiendame algo q no haya visto, en la linea de lo ultimo q vi'],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { likeSeeds: [244786], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },

  // --- follow-ups over 2-3 turns (12) ---
  {
    id: 'b30-045',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some sci-fi', 'only older stuff, before 2000', 'the second one, how long is it?'],
    checks: [{ saysRuntimeOfPrevious: 2 }],
  },
  {
    id: 'b30-046',
    class: 'follow-ups',
    lang: 'en',
    turns: ['good animated movies?', 'which one of those is shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b30-047',
    class: 'follow-ups',
    lang: 'en',
    turns: ['good crime movies?', 'who directed the first one'],
    checks: [{ saysDirectorOfPrevious: 1 }],
  },
  {
    id: 'b30-048',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["des films d'horreur", "je les ai déjà tous vus, t'en as d'autres ?"],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { genreAll: ['Horror'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b30-049',
    class: 'follow-ups',
    lang: 'de',
    turns: ['actionfilme bitte', 'welcher davon ist der neueste?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b30-050',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'is the wolf of wall street worth watching?',
      'hmm 3 hours is a lot. anything similar but shorter',
    ],
    checks: [
      { atLeast: 2 },
      { shorterThan: 106646 },
      { likeSeeds: [106646], share: 0.6 },
      { excludesMovies: [106646] },
    ],
  },
  {
    id: 'b30-051',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica umas comedias romanticas', 'e o terceiro, quem dirigiu?'],
    checks: [{ saysDirectorOfPrevious: 3 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b30-052',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami dei film di fantascienza', 'qualcosa di più vecchio? tipo anni 70 o 80'],
    checks: [{ atLeast: 2 }, { genreAll: ['Science Fiction'] }, { yearBetween: [1970, 1989] }],
  },
  {
    id: 'b30-053',
    class: 'follow-ups',
    lang: 'en',
    turns: ['family movies for saturday afternoon', 'which of those is the longest one'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }],
  },
  {
    id: 'b30-054',
    class: 'follow-ups',
    lang: 'en',
    turns: ['tell me about donnie darko', 'ok anything like it?'],
    checks: [{ atLeast: 2 }, { likeSeeds: [141], share: 0.6 }, { excludesMovies: [141] }],
  },
  {
    id: 'b30-055',
    class: 'follow-ups',
    lang: 'en',
    turns: ['what miyazaki films do you have', 'and the oldest of them?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }],
  },
  {
    id: 'b30-056',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed get out', "who's in it?"],
    checks: [{ saysCastOf: 419430, count: 2 }],
  },

  // --- identify a film from a half-remembered plot (8) ---
  {
    id: 'b30-057',
    class: 'identify',
    lang: 'en',
    turns: ['that movie where a weatherman lives the same day over and over, what was it called'],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b30-058',
    class: 'identify',
    lang: 'es',
    turns: ['una peli donde un niño le dice al psicologo q ve gente muerta'],
    checks: [{ firstMovieIs: 745 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b30-059',
    class: 'identify',
    lang: 'fr',
    turns: ["le film où un petit robot nettoie la terre tout seul et tombe amoureux d'une autre robot"],
    checks: [{ firstMovieIs: 10681 }],
  },
  {
    id: 'b30-060',
    class: 'identify',
    lang: 'en',
    turns: ['whats the one with a bus that blows up if it goes under 50 mph'],
    checks: [{ firstMovieIs: 1637 }],
  },
  {
    id: 'b30-061',
    class: 'identify',
    lang: 'de',
    turns: ['wie hieß der film wo einer kein kurzzeitgedächtnis hat und sich alles auf den körper tätowiert'],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b30-062',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme do velhinho q amarra um monte de balao na casa e sai voando'],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b30-063',
    class: 'identify',
    lang: 'it',
    turns: ['come si chiama quel film coreano con gli zombie sul treno?'],
    checks: [{ firstMovieIs: 396535 }],
  },
  {
    id: 'b30-064',
    class: 'identify',
    lang: 'en',
    turns: [
      'old movie, kid around 8 gets forgotten when his family flies to paris for the holidays and he sets traps for 2 robbers',
    ],
    checks: [{ firstMovieIs: 771 }],
  },

  // --- two people in one film (6) ---
  {
    id: 'b30-065',
    class: 'two-people',
    lang: 'en',
    turns: ['tom hanks movies directed by spielberg'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b30-066',
    class: 'two-people',
    lang: 'en',
    turns: ['deniro and pacino in the same movie??'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b30-067',
    class: 'two-people',
    lang: 'fr',
    turns: ['les films de scorsese avec dicaprio'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Martin Scorsese' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b30-068',
    class: 'two-people',
    lang: 'de',
    turns: ['filme mit simon pegg UND nick frost'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b30-069',
    class: 'two-people',
    lang: 'en',
    turns: ['which nolan films have michael caine in them'],
    checks: [{ atLeast: 3 }, { directedBy: 'Christopher Nolan' }, { hasCastMember: 'Michael Caine' }],
  },
  {
    id: 'b30-070',
    class: 'two-people',
    lang: 'it',
    turns: ['film di sergio leone con clint eastwood'],
    checks: [{ atLeast: 2 }, { directedBy: 'Sergio Leone' }, { hasCastMember: 'Clint Eastwood' }],
  },

  // --- group and family picks with ages (6) ---
  {
    id: 'b30-071',
    class: 'group',
    lang: 'en',
    turns: ['movie night with my kids (6 and 9), nothing scary please they get nightmares'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { neverMentions: HARD_HORROR },
    ],
  },
  {
    id: 'b30-072',
    class: 'group',
    lang: 'es',
    turns: ['somos 4 amigos, 2 quieren accion y los otros 2 comedia, q vemos?'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Action', 'Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b30-073',
    class: 'group',
    lang: 'fr',
    turns: ['soirée film avec mes grands-parents (80 ans) et mon fils de 12 ans, une idée ?'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { genreShare: ['Family', 'Comedy', 'Adventure', 'Animation'], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b30-074',
    class: 'group',
    lang: 'de',
    turns: ['date night: sie steht auf romantik, ich eher auf thriller. was passt für beide?'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'Thriller'] }],
  },
  {
    id: 'b30-075',
    class: 'group',
    lang: 'en',
    turns: ["sleepover w 5 girls (13-14), they want smth funny. what's good"],
    checks: [{ atLeast: 3 }, { genreShare: ['Comedy'], share: 0.8 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b30-076',
    class: 'group',
    lang: 'pt',
    turns: ['filme pra ver em familia com criancas de 4 e 7 anos, de preferencia curtinho'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { runtimeAtMost: 100 },
      { replyLanguage: 'pt' },
    ],
  },

  // --- original language, both ways (6) ---
  {
    id: 'b30-077',
    class: 'original-language',
    lang: 'en',
    turns: ['something NOT in english please, subtitles are fine'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b30-078',
    class: 'original-language',
    lang: 'es',
    turns: ['alguna peli coreana buena?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b30-079',
    class: 'original-language',
    lang: 'fr',
    turns: ['un bon film français, en vo'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }],
  },
  {
    id: 'b30-080',
    class: 'original-language',
    lang: 'de',
    turns: ['habt ihr auch deutsche filme?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b30-081',
    class: 'original-language',
    lang: 'en',
    turns: ["japanese movies that aren't anime"],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b30-082',
    class: 'original-language',
    lang: 'it',
    turns: ['qualche film girato in italiano? niente doppiaggi'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { replyLanguage: 'it' }],
  },

  // --- time budgets (6) ---
  {
    id: 'b30-083',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have 90 min before bed, whats good'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b30-084',
    class: 'time-budget',
    lang: 'es',
    turns: ['algo cortito, menos de hora y media'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b30-085',
    class: 'time-budget',
    lang: 'fr',
    turns: ["j'ai tout mon dimanche, donne moi un film bien long et épique"],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 150 }],
  },
  {
    id: 'b30-086',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur ne stunde vierzig, was lustiges?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 100 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b30-087',
    class: 'time-budget',
    lang: 'en',
    turns: ['short horror under 95 minutes'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 95 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b30-088',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho no maximo 2h, qria um de acao'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreAll: ['Action'] }, { replyLanguage: 'pt' }],
  },

  // --- themes in and out (6) ---
  {
    id: 'b30-089',
    class: 'themes',
    lang: 'en',
    turns: ['zombie movies!!'],
    checks: [{ atLeast: 1 }, { themeShare: 'zombie|undead|of the (?:living )?dead', share: 0.5 }],
  },
  {
    id: 'b30-090',
    class: 'themes',
    lang: 'en',
    turns: ['movies set in space, astronauts etc'],
    checks: [
      { atLeast: 2 },
      {
        themeShare: '\\bspace|planet|astronaut|galax|\\bmoon\\b|\\bmars\\b|orbit|wormhole|nasa|spaceship',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b30-091',
    class: 'themes',
    lang: 'en',
    turns: ['films about robots or AI'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'robot|android|artificial|\\bA\\.?I\\b|machine|cyborg|terminator', share: 0.6 },
    ],
  },
  {
    id: 'b30-092',
    class: 'themes',
    lang: 'de',
    turns: ['horrorfilm, aber bitte keine zombies und keine geister'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Horror'] },
      { themeNone: 'zombie|undead|of the (?:living )?dead|ghost|haunt|poltergeist' },
    ],
  },
  {
    id: 'b30-093',
    class: 'themes',
    lang: 'pt',
    turns: ['algum filme sobre boxe?'],
    checks: [{ atLeast: 1 }, { themeShare: 'box', share: 0.6 }],
  },
  {
    id: 'b30-094',
    class: 'themes',
    lang: 'it',
    turns: ["film di natale da vedere sotto l'albero 🎄"],
    checks: [{ atLeast: 2 }, { themeShare: 'christmas', share: 0.6 }, { replyLanguage: 'it' }],
  },

  // --- small talk, thanks, goodbye, off-topic (6) ---
  {
    id: 'b30-095',
    class: 'small-talk',
    lang: 'en',
    turns: ['ok thanks, that was actually helpful!'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'en' }],
  },
  {
    id: 'b30-096',
    class: 'small-talk',
    lang: 'es',
    turns: ['holaa q tal'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'es' }],
  },
  {
    id: 'b30-097',
    class: 'small-talk',
    lang: 'fr',
    turns: ['merci beaucoup, bonne soirée !'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b30-098',
    class: 'small-talk',
    lang: 'en',
    turns: ["what's the capital of australia"],
    checks: [{ noMovies: true }, { replyLanguage: 'en' }],
  },
  {
    id: 'b30-099',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao grazie mille, alla prossima!'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'it' }],
  },
  {
    id: 'b30-100',
    class: 'small-talk',
    lang: 'pt',
    turns: ['vc é um robô ou uma pessoa?'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'pt' }],
  },
];
