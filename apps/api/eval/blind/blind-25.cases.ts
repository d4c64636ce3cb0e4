/**
 * Blind chat evaluation, set 25: an everyday mix, as a week of real traffic would bring it. Weighted towards
 * mood/genre requests (16), follow-ups (14: narrowing, "the 2nd one", "which of those", "anything older", switching
 * language mid-conversation), a signed-in user's own library (12: last watched, diary for a month, best and worst
 * rated, count this year, more like the ones they loved, watchlist under 2 hours), group picks (10), "like this"
 * (10), facts (10), time budgets (8), original language both ways (8), themes (8), identifying a film from its story
 * (8), two people at once (6), small talk (6) and markdown (4). Prompts are typed the way people type into a chat box
 * (lowercase, typos, slang, half sentences), in English, Spanish, French, German, Portuguese and Italian, and a few
 * are asked on a movie page ("this one", "films like this").
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts) and the catalog data (packages/catalog/starter and
 * ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request (English, as the runner's, plus the five others). */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|no (?:he )?entend|pas compris|nicht verstanden|não entendi|non ho capito';

/** Hard horror a parent would not show a room of 12-year-olds. */
const HARD_HORROR = [
  9552, 30497, 948, 694, 805, 539, 348, 679, 1091, 2667, 9532, 9358, 9286, 19912, 55779, 10331, 4232, 419430,
  396535,
];

export const BLIND_25_CASES: BlindCase[] = [
  // -------------------------------------------------------------------------------------------------------------
  // mood-genre (16)
  {
    id: 'b25-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need something actually scary tonight, not a comedy pretending to be horror'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Horror'] },
      { noGenre: ['Comedy', 'Family'] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b25-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i wanna cry my eyes out. give me a proper tearjerker'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Drama', 'Romance'] },
      { noGenre: ['Horror', 'Action'] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b25-003',
    class: 'mood-genre',
    lang: 'es',
    turns: ['quiero reirme un rato, una comedia pero q no sea de dibujos porfa'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { noGenre: ['Animation'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b25-004',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un bon thriller bien tendu pour ce soir ? jveux pas dormir'],
    checks: [{ atLeast: 3 }, { genreAll: ['Thriller'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b25-005',
    class: 'mood-genre',
    lang: 'de',
    turns: ['hab bock auf action aber bitte kein superhelden zeug, davon hab ich genug'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Action'] },
      {
        themeNone:
          'super ?hero|spider|avengers|batman|superman|captain america|deadpool|wolverine|mutant|gotham|guardians of the galaxy|incredibles',
      },
      { companyNone: 'marvel|dc comics|dc entertainment|dc films' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b25-006',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['to meio pra baixo hj... queria algo leve e engraçado pra levantar o astral'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Comedy'] },
      { noGenre: ['Horror', 'War'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b25-007',
    class: 'mood-genre',
    lang: 'it',
    turns: ['voglio un film romantico ma non strappalacrime, qualcosa che faccia sorridere'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { noGenre: ['War', 'Horror'] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b25-008',
    class: 'mood-genre',
    lang: 'en',
    turns: ['any sci fi thats actually smart?? not just explosions and capes'],
    checks: [{ atLeast: 3 }, { genreAll: ['Science Fiction'] }, { notContains: CONFUSED }],
  },
  {
    id: 'b25-009',
    class: 'mood-genre',
    lang: 'en',
    turns: ['halloween weekend and my gf wants spooky but she HATES gore. ideas?'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Horror', 'Mystery', 'Fantasy', 'Thriller'] },
      { excludesMovies: [30497, 765, 10331, 948] },
    ],
  },
  {
    id: 'b25-010',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["j'ai envie d'un western. un vrai, avec des cowboys et de la poussière"],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b25-011',
    class: 'mood-genre',
    lang: 'de',
    turns: ['was lustiges für nen verkaterten sonntag, nix schweres bitte'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Comedy'] },
      { noGenre: ['War', 'Horror'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b25-012',
    class: 'mood-genre',
    lang: 'es',
    turns: ['me apetece una de guerra pero que no dure una eternidad'],
    checks: [{ atLeast: 3 }, { genreAll: ['War'] }, { runtimeAtMost: 130 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b25-013',
    class: 'mood-genre',
    lang: 'it',
    turns: ['qualcosa di animazione ma per adulti, non la solita roba per bambini'],
    checks: [{ atLeast: 3 }, { genreAll: ['Animation'] }, { noGenre: ['Family'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b25-014',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['me indica um musical? daqueles q vc sai cantando'],
    checks: [{ atLeast: 3 }, { genreAll: ['Music'] }, { noGenre: ['Documentary'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b25-015',
    class: 'mood-genre',
    lang: 'en',
    turns: ['documentary recs? something thatll make me mad at the world lol'],
    checks: [{ atLeast: 2 }, { genreAll: ['Documentary'] }, { notContains: CONFUSED }],
  },
  {
    id: 'b25-016',
    class: 'mood-genre',
    lang: 'en',
    turns: ['rainy sunday, want a good whodunnit kinda mystery'],
    checks: [{ atLeast: 3 }, { genreAll: ['Mystery'] }, { notContains: CONFUSED }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // follow-ups (14)
  {
    id: 'b25-017',
    class: 'follow-ups',
    lang: 'en',
    turns: ['80s horror movies?', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { notContains: CONFUSED }],
  },
  {
    id: 'b25-018',
    class: 'follow-ups',
    lang: 'en',
    turns: ['gangster movies, the classic stuff', 'who directed the 2nd one'],
    checks: [{ saysDirectorOfPrevious: 2 }, { notContains: CONFUSED }],
  },
  {
    id: 'b25-019',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiéndame pelis de ciencia ficción', 'algo más antiguo? de antes de los 80'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1900, 1979] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b25-020',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['vous avez des films de Miyazaki ?', "et c'est lequel le plus court"],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b25-021',
    class: 'follow-ups',
    lang: 'de',
    turns: ['komödien aus den 90ern bitte', 'nur die die kürzer als 2 stunden sind'],
    checks: [{ atLeast: 1 }, { subsetOf: 'previous' }, { runtimeAtMost: 119 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b25-022',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes com o tom hanks', 'qual deles é o mais antigo?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b25-023',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami qualche film di fantascienza', 'il terzo quanto dura?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b25-024',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recommend me a few crime movies', 'ahora en español porfa, y solo las de antes del 2000'],
    checks: [{ atLeast: 2 }, { genreAll: ['Crime'] }, { yearBetween: [1900, 1999] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b25-025',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'some feel good family movies?',
      'anything thats not animated? my 10yo says cartoons are for babies now 🙄',
    ],
    checks: [{ atLeast: 2 }, { genreAll: ['Family'] }, { noGenre: ['Animation'] }, { notContains: CONFUSED }],
  },
  {
    id: 'b25-026',
    class: 'follow-ups',
    lang: 'en',
    turns: ['how long is dune', 'no the new one. part two'],
    checks: [{ saysRuntimeOf: 693134 }, { notContains: CONFUSED }],
  },
  {
    id: 'b25-027',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des comédies romantiques ?', 'plus récentes, genre après 2010'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Romance', 'Comedy'] },
      { genreShare: ['Romance'], share: 0.5 },
      { yearBetween: [2011, 2030] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b25-028',
    class: 'follow-ups',
    lang: 'de',
    turns: ['welche filme von christopher nolan habt ihr', 'welcher davon ist der längste?'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b25-029',
    class: 'follow-ups',
    lang: 'es',
    turns: [
      'pelis de animación para ver con mi sobrino',
      'más cortitas, que no pasen de hora y media',
      'y de esas cuál es la más nueva?',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b25-030',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film di guerra?', 'ne hai altri? diversi da questi, li ho già visti tutti'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { noneFrom: 'earlier' }, { replyLanguage: 'it' }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // history (12)
  {
    id: 'b25-031',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch last? cant remember the name lol'],
    library: {
      diary: [
        { id: 27205, on: '-40d', rating: 8 },
        { id: 603, on: '-20d' },
        { id: 862, on: '-9d', rating: 7 },
        { id: 496243, on: '-2d', rating: 9 },
      ],
    },
    checks: [{ firstMovieIs: 496243 }, { notContains: CONFUSED }],
  },
  {
    id: 'b25-032',
    class: 'history',
    lang: 'es',
    turns: ['q pelis vi en marzo? no me acuerdo de ninguna jaja'],
    library: {
      diary: [
        { id: 1366, on: 'Y0-02-22' },
        { id: 194, on: 'Y0-03-04', rating: 8 },
        { id: 578, on: 'Y0-03-15' },
        { id: 354912, on: 'Y0-03-29', rating: 9 },
        { id: 949, on: 'Y0-04-06' },
      ],
    },
    checks: [
      { mentionsAll: [194, 578, 354912] },
      { excludesMovies: [1366, 949] },
      { onlyFrom: 'diary' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b25-033',
    class: 'history',
    lang: 'en',
    turns: ['whats the best thing ive rated so far'],
    library: {
      ratings: [
        [680, 7],
        [238, 10],
        [603, 8],
        [11, 6],
        [550, 9],
      ],
    },
    checks: [{ firstMovieIs: 238 }, { notContains: CONFUSED }],
  },
  {
    id: 'b25-034',
    class: 'history',
    lang: 'fr',
    turns: ["j'ai vu combien de films cette année ?"],
    library: {
      diary: [
        { id: 949, on: '2024-12-28' },
        { id: 578, on: '2025-06-14' },
        { id: 77338, on: 'Y0-01-12' },
        { id: 194, on: 'Y0-02-03' },
        { id: 101, on: 'Y0-05-20' },
        { id: 14160, on: 'Y0-08-11' },
        { id: 152601, on: 'Y0-10-02' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b25-035',
    class: 'history',
    lang: 'en',
    turns: ['show me more stuff like the ones i loved'],
    library: {
      ratings: [
        [348, 10],
        [1091, 9],
        [11036, 3],
        [621, 4],
      ],
      likes: [348, 1091],
    },
    checks: [{ atLeast: 3 }, { likeSeeds: [348, 1091], share: 0.7 }, { noneFrom: 'seen' }],
  },
  {
    id: 'b25-036',
    class: 'history',
    lang: 'de',
    turns: ['was von meiner merkliste schaff ich heut abend noch, also unter 2 std?'],
    library: { watchlist: [346, 947, 975, 194, 244786, 419430, 949] },
    checks: [{ atLeast: 2 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 119 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b25-037',
    class: 'history',
    lang: 'pt',
    turns: ['qual foi o filme q eu dei a pior nota?'],
    library: {
      ratings: [
        [13, 9],
        [114, 2],
        [597, 7],
        [1366, 5],
      ],
    },
    checks: [{ firstMovieIs: 114 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b25-038',
    class: 'history',
    lang: 'it',
    turns: ['che film ho visto negli ultimi 7 giorni?'],
    library: {
      diary: [
        { id: 128, on: '-45d' },
        { id: 4935, on: '-13d', rating: 8 },
        { id: 8392, on: '-5d' },
        { id: 129, on: '-2d', rating: 10 },
      ],
    },
    checks: [{ mentionsAll: [129, 8392] }, { excludesMovies: [4935, 128] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b25-039',
    class: 'history',
    lang: 'en',
    turns: ['pick me something off my watchlist, im in a horror mood tonight 🎃'],
    library: { watchlist: [694, 13, 120467, 539, 313369, 948, 289] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b25-040',
    class: 'history',
    lang: 'es',
    turns: ['recomiéndame algo q no haya visto, parecido a las que le puse un 10'],
    library: {
      ratings: [
        [862, 10],
        [14160, 10],
        [238, 4],
        [680, 5],
      ],
    },
    checks: [
      { atLeast: 3 },
      { likeSeeds: [862, 14160], share: 0.7 },
      { noneFrom: 'seen' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b25-041',
    class: 'history',
    lang: 'fr',
    turns: ["rappelle moi ce que j'ai mis dans ma liste à voir stp"],
    library: { watchlist: [11216, 637, 598, 77338], diary: [{ id: 194, on: '-15d', rating: 9 }] },
    checks: [{ mentionsAll: [11216, 637, 598, 77338] }, { onlyFrom: 'watchlist' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b25-042',
    class: 'history',
    lang: 'de',
    turns: ['hab ich inception eigentlich schon gesehen?'],
    library: {
      diary: [
        { id: 157336, on: '-20d' },
        { id: 27205, on: '-60d', rating: 9 },
      ],
    },
    checks: [
      { contains: '\\bja\\b|bereits|schon' },
      { notContains: 'noch nicht|nicht gesehen|kein eintrag' },
      { replyLanguage: 'de' },
    ],
  },

  // -------------------------------------------------------------------------------------------------------------
  // group (10)
  {
    id: 'b25-043',
    class: 'group',
    lang: 'en',
    turns: ['family movie night, kids are 6 and 9. nothing too scary pls'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror', 'Thriller', 'War', 'Crime'] },
    ],
  },
  {
    id: 'b25-044',
    class: 'group',
    lang: 'en',
    turns: [
      'me and my bf can never agree 🙄 he only wants action, im a romcom girl. is there anything that works for both of us',
    ],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Action', 'Adventure'], share: 0.6 },
      { genreShare: ['Comedy', 'Romance'], share: 0.6 },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b25-045',
    class: 'group',
    lang: 'es',
    turns: ['vamos a ver una peli con mis hijos de 4 y 7 años y los abuelos, algo q nos guste a todos'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Family'] },
      { noGenre: ['Horror', 'Thriller', 'Crime', 'War'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b25-046',
    class: 'group',
    lang: 'fr',
    turns: [
      "soirée entre potes: julien ne jure que par l'horreur et sarah veut juste rigoler. un film qui met tout le monde d'accord ?",
    ],
    checks: [
      { atLeast: 1 },
      { genreShare: ['Horror'], share: 0.6 },
      { genreShare: ['Comedy'], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b25-047',
    class: 'group',
    lang: 'de',
    turns: [
      'filmabend mit meiner oma (82). sie mag nix brutales und nix modernes, eher so die alten klassiker',
    ],
    checks: [
      { atLeast: 3 },
      { yearBetween: [1920, 1979] },
      { noGenre: ['Horror', 'War', 'Crime', 'Thriller'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b25-048',
    class: 'group',
    lang: 'pt',
    turns: ['eu curto ficção científica e minha namorada só assiste romance, o q a gente vê juntos?'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { genreShare: ['Romance'], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b25-049',
    class: 'group',
    lang: 'it',
    turns: ['serata con 5 amici, uno odia i film lunghi e gli altri vogliono solo ridere'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { runtimeAtMost: 120 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b25-050',
    class: 'group',
    lang: 'en',
    turns: [
      'hosting a sleepover for a bunch of 12 yr olds, they want something scary but their parents will kill me if its too much',
    ],
    checks: [
      { atLeast: 2 },
      { excludesMovies: HARD_HORROR },
      { genreShare: ['Horror', 'Fantasy', 'Mystery', 'Thriller'], share: 0.6 },
      { noGenre: ['War', 'Crime'] },
    ],
  },
  {
    id: 'b25-051',
    class: 'group',
    lang: 'es',
    turns: ['somos 3 amigos: uno quiere accion, otro algo de risa y yo suspense. danos 3 opciones'],
    checks: [{ atLeast: 3 }, { genreCovers: ['Action', 'Comedy', 'Thriller'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b25-052',
    class: 'group',
    lang: 'fr',
    turns: ['un film à voir en famille avec un ado de 15 ans et une petite de 5 ans ?'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror', 'Crime'] },
      { replyLanguage: 'fr' },
    ],
  },

  // -------------------------------------------------------------------------------------------------------------
  // likeness (10)
  {
    id: 'b25-053',
    class: 'likeness',
    lang: 'en',
    turns: ['films like this one?'],
    movieId: 603,
    checks: [{ atLeast: 3 }, { likeSeeds: [603], share: 0.8 }, { excludesMovies: [603] }],
  },
  {
    id: 'b25-054',
    class: 'likeness',
    lang: 'en',
    turns: ['something like parasite, that dark rich vs poor vibe, but not korean this time'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [496243], share: 1 },
      { genreShare: ['Thriller', 'Crime', 'Mystery'], share: 0.5 },
      { notOriginalLanguage: 'ko' },
      { excludesMovies: [496243] },
    ],
  },
  {
    id: 'b25-055',
    class: 'likeness',
    lang: 'es',
    turns: ['hay algo parecido a esta?'],
    movieId: 129,
    checks: [
      { atLeast: 3 },
      { likeSeeds: [129], share: 0.8 },
      { excludesMovies: [129] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b25-056',
    class: 'likeness',
    lang: 'fr',
    turns: ['je cherche un truc dans le genre de Heat, avec des braqueurs et des flics'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [949], share: 0.8 },
      { genreShare: ['Crime'], share: 0.6 },
      { excludesMovies: [949] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b25-057',
    class: 'likeness',
    lang: 'de',
    turns: ['ähnliche filme wie shaun of the dead?'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [747], share: 0.7 },
      { genreShare: ['Comedy'], share: 0.6 },
      { excludesMovies: [747] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b25-058',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com esse'],
    movieId: 155,
    checks: [
      { atLeast: 3 },
      { likeSeeds: [155], share: 0.8 },
      { genreShare: ['Crime', 'Action'], share: 0.7 },
      { excludesMovies: [155] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b25-059',
    class: 'likeness',
    lang: 'it',
    turns: ['film simili a la la land? mi è piaciuto un sacco'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [313369], share: 0.8 },
      { genreShare: ['Music', 'Romance'], share: 0.6 },
      { excludesMovies: [313369] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b25-060',
    class: 'likeness',
    lang: 'en',
    turns: ['just watched knives out and loved it, whats next'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [546554], share: 0.8 },
      { genreShare: ['Mystery', 'Crime'], share: 0.7 },
      { excludesMovies: [546554] },
    ],
  },
  {
    id: 'b25-061',
    class: 'likeness',
    lang: 'en',
    turns: ['if i liked both alien and the thing what else would i like'],
    checks: [{ atLeast: 3 }, { likeSeeds: [348, 1091], share: 0.8 }, { excludesMovies: [348, 1091] }],
  },
  {
    id: 'b25-062',
    class: 'likeness',
    lang: 'en',
    turns: ['more like this but newer pls'],
    movieId: 862,
    checks: [{ atLeast: 3 }, { likeSeeds: [862], share: 0.8 }, { newerThan: 862 }, { excludesMovies: [862] }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // facts (10)
  {
    id: 'b25-063',
    class: 'facts',
    lang: 'en',
    turns: ['who directed 12 angry men'],
    checks: [{ saysDirectorOf: 389 }],
  },
  {
    id: 'b25-064',
    class: 'facts',
    lang: 'es',
    turns: ['cuanto dura lawrence de arabia? me dijeron q es eterna'],
    checks: [{ saysRuntimeOf: 947 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b25-065',
    class: 'facts',
    lang: 'fr',
    turns: ['le parrain est sorti en quelle année déjà ?'],
    checks: [{ saysYearOf: 238 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b25-066',
    class: 'facts',
    lang: 'de',
    turns: ['wer spielt eigentlich alles in pulp fiction mit?'],
    checks: [{ saysCastOf: 680, count: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b25-067',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b25-068',
    class: 'facts',
    lang: 'it',
    turns: ['quanto dura nuovo cinema paradiso?'],
    checks: [{ saysRuntimeOf: 11216 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b25-069',
    class: 'facts',
    lang: 'en',
    turns: ['how long is this one? trying to figure out if i can finish it before midnight'],
    movieId: 62,
    checks: [{ saysRuntimeOf: 62 }, { notContains: CONFUSED }],
  },
  {
    id: 'b25-070',
    class: 'facts',
    lang: 'en',
    turns: ['what year did back to the future come out and whos in it'],
    checks: [{ saysYearOf: 105 }, { saysCastOf: 105, count: 2 }],
  },
  {
    id: 'b25-071',
    class: 'facts',
    lang: 'en',
    turns: ['that movie where keanu is stuck on a bus that cant go under 50... who directed that'],
    checks: [{ mentionsMovie: 1637 }, { saysDirectorOf: 1637 }],
  },
  {
    id: 'b25-072',
    class: 'facts',
    lang: 'es',
    turns: ['quién sale en esta?'],
    movieId: 1417,
    checks: [{ saysCastOf: 1417, count: 2 }, { replyLanguage: 'es' }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // time-budget (8)
  {
    id: 'b25-073',
    class: 'time-budget',
    lang: 'en',
    turns: ['got like 90 min before bed, something funny'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b25-074',
    class: 'time-budget',
    lang: 'en',
    turns: ['its 5:15am, kids wake up at 7 and i want one movie to myself before that lol. a thriller?'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 105 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b25-075',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo como una hora cuarenta libre, alguna de acción que entre?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 100 }, { genreAll: ['Action'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b25-076',
    class: 'time-budget',
    lang: 'fr',
    turns: ["un film court pour ce soir, moins d'1h30 si possible"],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b25-077',
    class: 'time-budget',
    lang: 'de',
    turns: ['wir haben nur 2 stunden bis die babysitterin geht, ein drama bitte'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreAll: ['Drama'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b25-078',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho a tarde toda livre, quero um épico bem longo, de mais de 3 horas'],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 180 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b25-079',
    class: 'time-budget',
    lang: 'it',
    turns: ['inizio alle 21:15 e devo finire entro le 23, qualcosa di fantascienza?'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 105 },
      { genreAll: ['Science Fiction'] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b25-080',
    class: 'time-budget',
    lang: 'en',
    turns: ['need something for my lunch break, 30 min tops'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 30 }, { notContains: CONFUSED }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // original-language (8)
  {
    id: 'b25-081',
    class: 'original-language',
    lang: 'en',
    turns: ['any good japanese movies that arent anime?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b25-082',
    class: 'original-language',
    lang: 'es',
    turns: ['algo de cine hablado en español o en portugués?'],
    checks: [{ atLeast: 2 }, { originalLanguage: ['es', 'pt'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b25-083',
    class: 'original-language',
    lang: 'fr',
    turns: ['vous avez des films français ? en vo française je veux dire'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b25-084',
    class: 'original-language',
    lang: 'de',
    turns: ['deutsche filme, egal welches genre'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b25-085',
    class: 'original-language',
    lang: 'en',
    turns: ['no subtitles tonight pls, english only. something thrilling'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'en' }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b25-086',
    class: 'original-language',
    lang: 'it',
    turns: ['un horror che non sia in inglese? sono stufo dei soliti americani'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Horror'] },
      { notOriginalLanguage: 'en' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b25-087',
    class: 'original-language',
    lang: 'pt',
    turns: ['me recomenda uns filmes coreanos'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b25-088',
    class: 'original-language',
    lang: 'en',
    turns: ['foreign language dramas, i dont mind subtitles at all. nothing in english though'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }, { genreAll: ['Drama'] }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // themes (8)
  {
    id: 'b25-089',
    class: 'themes',
    lang: 'en',
    turns: ['time travel movies!! the more paradoxes the better'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'time-travel|time travel|back in time|into the past|reliving|same (?:day|february)|future',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b25-090',
    class: 'themes',
    lang: 'es',
    turns: ['pelis sobre la segunda guerra mundial'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'world war ii|second world war|nazi|hitler|third reich|d-day|holocaust|194\\d|wartime|german|occupied|allied|okinawa|iwo jima|enigma|burma|prisoners of war|concentration camp',
        share: 0.7,
      },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b25-091',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur la boxe ?'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'box|heavyweight|middleweight', share: 0.7 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b25-092',
    class: 'themes',
    lang: 'de',
    turns: ['filme über künstliche intelligenz oder roboter'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'robot|artificial|artificially|computer|machine|cyborg|android|replicant|operating system|synthetic|hal 9000',
        share: 0.7,
      },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b25-093',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes de prisão, tipo fuga da cadeia essas coisas'],
    checks: [
      { atLeast: 2 },
      {
        themeShare: 'prison|jail|inmate|convict|prisoner|death-row|death row|camp built to hold',
        share: 0.7,
      },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b25-094',
    class: 'themes',
    lang: 'it',
    turns: ['film ambientati nello spazio'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'space|planet|galax|moon\\b|mars\\b|astronaut|spacecraft|jupiter|wormhole|death star|nasa|krypton|universe',
        share: 0.7,
      },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b25-095',
    class: 'themes',
    lang: 'en',
    turns: ['movies that take place in new york, i miss the city'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'new york|manhattan|brooklyn|broadway|bronx|harlem|bedford-stuyvesant|long island|wall street',
        share: 0.7,
      },
    ],
  },
  {
    id: 'b25-096',
    class: 'themes',
    lang: 'en',
    turns: ['films about journalists or reporters chasing a story'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'journalist|reporter|newspaper|news\\b|news anchor|scoop|press\\b', share: 0.7 },
    ],
  },

  // -------------------------------------------------------------------------------------------------------------
  // identify (8)
  {
    id: 'b25-097',
    class: 'identify',
    lang: 'en',
    turns: ['whats the one where the weatherman keeps waking up on the same day over and over'],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b25-098',
    class: 'identify',
    lang: 'en',
    turns: [
      'old movie, a photographer stuck at home with a broken leg spies on his neighbours and thinks one of them killed his wife',
    ],
    checks: [{ firstMovieIs: 567 }],
  },
  {
    id: 'b25-099',
    class: 'identify',
    lang: 'es',
    turns: [
      'como se llamaba la peli donde una familia pobre se va colando uno por uno a trabajar en la casa de unos ricos',
    ],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b25-100',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film d'animation où un rat veut devenir chef dans un resto à paris"],
    checks: [{ firstMovieIs: 2062 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b25-101',
    class: 'identify',
    lang: 'de',
    turns: [
      'der film wo der typ keine neuen erinnerungen mehr bilden kann und sich alles auf den körper tätowiert',
    ],
    checks: [{ firstMovieIs: 77 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b25-102',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme do garoto q volta no tempo num carro e quase apaga a propria existencia'],
    checks: [{ firstMovieIs: 105 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b25-103',
    class: 'identify',
    lang: 'it',
    turns: ['quel film dove un vecchietto lega un sacco di palloncini alla casa e vola via'],
    checks: [{ firstMovieIs: 14160 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b25-104',
    class: 'identify',
    lang: 'en',
    turns: [
      'there was this movie, a lady who runs a laundromat gets audited and then jumps into other versions of herself?? multiverse stuff',
    ],
    checks: [{ firstMovieIs: 545611 }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // two-people (6)
  {
    id: 'b25-105',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with both de niro and pacino in them'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b25-106',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de scorsese con dicaprio'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Martin Scorsese' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b25-107',
    class: 'two-people',
    lang: 'fr',
    turns: ['des films de spielberg avec tom hanks ?'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Steven Spielberg' },
      { hasCastMember: 'Tom Hanks' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b25-108',
    class: 'two-people',
    lang: 'de',
    turns: ['filme wo harrison ford und carrie fisher zusammen spielen'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Harrison Ford' },
      { hasCastMember: 'Carrie Fisher' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b25-109',
    class: 'two-people',
    lang: 'pt',
    turns: ['filmes do tarantino com o samuel l jackson'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Quentin Tarantino' },
      { hasCastMember: 'Samuel L. Jackson' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b25-110',
    class: 'two-people',
    lang: 'it',
    turns: ['i film di nolan con christian bale'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Christopher Nolan' },
      { hasCastMember: 'Christian Bale' },
      { replyLanguage: 'it' },
    ],
  },

  // -------------------------------------------------------------------------------------------------------------
  // small-talk (6)
  {
    id: 'b25-111',
    class: 'small-talk',
    lang: 'en',
    turns: ['ok thats all for tonight, thx!! 👋'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { notContains: CONFUSED }],
  },
  {
    id: 'b25-112',
    class: 'small-talk',
    lang: 'es',
    turns: ['hola! q puedes hacer exactamente?'],
    checks: [{ contains: 'recomend|pel[ií]cula|peli' }, { notContains: CONFUSED }, { replyLanguage: 'es' }],
  },
  {
    id: 'b25-113',
    class: 'small-talk',
    lang: 'fr',
    turns: ["merci beaucoup, c'était parfait 🙏"],
    checks: [{ noMovies: true }, { maxChars: 400 }, { notContains: CONFUSED }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b25-114',
    class: 'small-talk',
    lang: 'de',
    turns: ['wie wird eigentlich das wetter morgen in berlin?'],
    checks: [
      { noMovies: true },
      { notContains: '\\d+\\s*°|grad celsius|sonnig|regnerisch' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b25-115',
    class: 'small-talk',
    lang: 'pt',
    turns: ['valeu, boa noite!'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { notContains: CONFUSED }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b25-116',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao! ma tu chi sei?'],
    checks: [{ contains: 'film' }, { notContains: CONFUSED }, { replyLanguage: 'it' }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // markdown (4)
  {
    id: 'b25-117',
    class: 'markdown',
    lang: 'en',
    turns: ['list 5 sci-fi classics with the year and a one line why for each'],
    checks: [{ atLeast: 5 }, { genreAll: ['Science Fiction'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b25-118',
    class: 'markdown',
    lang: 'en',
    turns: ['give me a numbered top 10 of crime films'],
    checks: [{ atLeast: 10 }, { genreAll: ['Crime'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b25-119',
    class: 'markdown',
    lang: 'de',
    turns: ['keine tabelle, einfach ne liste: 4 animationsfilme und wer jeweils regie geführt hat'],
    checks: [{ atLeast: 4 }, { genreAll: ['Animation'] }, { rendersMarkdown: true }, { replyLanguage: 'de' }],
  },
  {
    id: 'b25-120',
    class: 'markdown',
    lang: 'fr',
    turns: ["fais-moi une liste des films de kubrick avec *l'année* à chaque fois"],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Stanley Kubrick' },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
];
