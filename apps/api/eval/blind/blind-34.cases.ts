/**
 * Blind chat evaluation, set 34: a second tester sweep, weighted to where the assistant is weakest. 14 cases each
 * for list requests with a shape (markdown: a franchise or series in order, "top 5", "sorted by runtime", "with
 * year and runtime", then "the last one" / "now sort them"), "like X with a change" (likeness: minus a genre,
 * newer, older, shorter, in English, like X and Y, "same vibe but for kids"), identifying a film from a
 * half-remembered plot, scene or ending (with a wrong detail or two), the reply language (short messages, English
 * titles and genre words inside, follow-ups that switch language, facts) and group picks (kids, a couple with
 * dislikes, friends with a time limit); 3-4 each for mood/genre, a signed-in user's history, small talk, facts, two
 * people at once, original language, time budgets, themes and follow-ups. About a quarter are conversations of 2-3
 * turns that refer to the previous answer; 10 are asked on a film's page. 45 in English, the rest in Portuguese,
 * German, French, Italian and Spanish, typed the way people type into a chat box.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * As written: 81 / 100 on the starter catalog (scored once, 2026-12-01).
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|no (?:te )?(?:he )?entend|no entiendo|pas compris|je ne comprends pas|' +
  'nicht verstanden|verstehe (?:ich )?nicht|n[ãa]o entendi|n[ãa]o compreendi|non ho capito|non capisco';

const NOT_CONFUSED = { notContains: CONFUSED } as const;

export const BLIND_34_CASES: BlindCase[] = [
  // --- markdown: lists with a shape, orders, rankings, re-sorts, "the last one" ---
  {
    id: 'b34-001',
    class: 'markdown',
    lang: 'en',
    turns: ['list the lord of the rings movies in order pls'],
    checks: [
      { firstMovieIs: 120 },
      { mentionsAll: [120, 121, 122] },
      { rendersMarkdown: true },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b34-002',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 christopher nolan movies', 'now sort them by runtime, shortest first'],
    checks: [
      { subsetOf: 'previous' },
      { firstIsExtremeOfPrevious: 'shortest' },
      { directedBy: 'Christopher Nolan' },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b34-003',
    class: 'markdown',
    lang: 'de',
    turns: ['die star wars filme in der richtigen reihenfolge mit erscheinungsjahr bitte'],
    checks: [
      { firstMovieIs: 11 },
      { mentionsAll: [11, 1891, 1892] },
      { saysYearOf: 1891 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b34-004',
    class: 'markdown',
    lang: 'pt',
    turns: ['lista os filmes do harry potter em ordem de lançamento'],
    checks: [{ firstMovieIs: 671 }, { mentionsAll: [671, 673, 12445] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b34-005',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 pixar movies as a numbered list, with year and runtime for each'],
    checks: [{ exactly: 5 }, { companyAll: 'Pixar' }, { rendersMarkdown: true }],
  },
  {
    id: 'b34-006',
    class: 'markdown',
    lang: 'fr',
    movieId: 238,
    turns: ["tous les films de la saga dans l'ordre stp", 'et le dernier il dure combien de temps ?'],
    checks: [{ saysRuntimeOf: 242 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b34-007',
    class: 'markdown',
    lang: 'it',
    turns: ['mi fai una lista dei film di tarantino ordinati per anno?'],
    checks: [
      { directedBy: 'Quentin Tarantino' },
      { firstMovieIs: 500 },
      { atLeast: 4 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b34-008',
    class: 'markdown',
    lang: 'en',
    turns: ['give me 5 westerns sorted by year, oldest first', 'which of those is the longest?'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { subsetOf: 'previous' }],
  },
  {
    id: 'b34-009',
    class: 'markdown',
    lang: 'es',
    turns: ['ranking de las 3 mejores pelis de miyazaki'],
    checks: [{ directedBy: 'Hayao Miyazaki' }, { exactly: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b34-010',
    class: 'markdown',
    lang: 'en',
    turns: ['mission impossible movies in order, just a numbered list no descriptions'],
    checks: [
      { firstMovieIs: 954 },
      { mentionsAll: [954, 955, 956, 56292, 177677] },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b34-011',
    class: 'markdown',
    lang: 'de',
    turns: [
      '5 animationsfilme nach laufzeit sortiert, der kürzeste zuerst',
      'und welcher davon ist der neueste?',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { subsetOf: 'previous' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b34-012',
    class: 'markdown',
    lang: 'en',
    turns: ["nolan's batman trilogy in order with runtimes"],
    checks: [{ firstMovieIs: 272 }, { mentionsAll: [272, 155, 49026] }, { saysRuntimeOf: 49026 }],
  },
  {
    id: 'b34-013',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 horror movies from the 80s', 'put them in order oldest to newest'],
    checks: [
      { firstIsExtremeOfPrevious: 'oldest' },
      { subsetOf: 'previous' },
      { genreAll: ['Horror'] },
      { yearBetween: [1980, 1989] },
    ],
  },
  {
    id: 'b34-014',
    class: 'markdown',
    lang: 'en',
    turns: ['the alien movies in order?', 'how long is the second one'],
    checks: [{ saysRuntimeOf: 679 }, NOT_CONFUSED],
  },

  // --- likeness: like X with a change ---
  {
    id: 'b34-015',
    class: 'likeness',
    lang: 'en',
    turns: ['something like shaun of the dead but not a horror movie'],
    checks: [
      { noGenre: ['Horror'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { excludesMovies: [747] },
      { atLeast: 1 },
    ],
  },
  {
    id: 'b34-016',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like inception', 'any newer ones?'],
    checks: [
      { newerThan: 27205 },
      { likeSeeds: [27205], share: 0.6 },
      { excludesMovies: [27205] },
      { atLeast: 1 },
    ],
  },
  {
    id: 'b34-017',
    class: 'likeness',
    lang: 'pt',
    turns: ['quero algo tipo interstellar mas mais curto, nao tenho 3 horas'],
    checks: [
      { shorterThan: 157336 },
      { genreShare: ['Science Fiction'], share: 0.5 },
      { atLeast: 1 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b34-018',
    class: 'likeness',
    lang: 'en',
    turns: ['anything similar to alien?', 'got anything older?'],
    checks: [{ olderThan: 348 }, { likeSeeds: [348], share: 0.6 }, { atLeast: 1 }],
  },
  {
    id: 'b34-019',
    class: 'likeness',
    lang: 'en',
    turns: ['same vibe as jaws but for kids'],
    checks: [
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { likeSeeds: [578], share: 0.5 },
      { atLeast: 1 },
    ],
  },
  {
    id: 'b34-020',
    class: 'likeness',
    lang: 'fr',
    turns: ['un film comme amélie mais en anglais'],
    checks: [
      { originalLanguage: 'en' },
      { likeSeeds: [194], share: 0.6 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b34-021',
    class: 'likeness',
    lang: 'en',
    turns: ['anything like the matrix and blade runner together?'],
    checks: [{ likeSeeds: [603, 78], share: 0.6 }, { excludesMovies: [603, 78] }, { atLeast: 1 }],
  },
  {
    id: 'b34-022',
    class: 'likeness',
    lang: 'en',
    turns: ['something like the godfather but more recent'],
    checks: [{ newerThan: 238 }, { likeSeeds: [238], share: 0.6 }, { excludesMovies: [238] }, { atLeast: 1 }],
  },
  {
    id: 'b34-023',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a toy story', 'y algo asi pero que no sea animada?'],
    checks: [
      { noGenre: ['Animation'] },
      { genreShare: ['Family', 'Comedy', 'Adventure'], share: 0.6 },
      { atLeast: 1 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b34-024',
    class: 'likeness',
    lang: 'en',
    movieId: 419430,
    turns: ["anything like this that isn't actually horror? my gf can't do scary stuff"],
    checks: [
      { noGenre: ['Horror'] },
      { likeSeeds: [419430], share: 0.6 },
      { excludesMovies: [419430] },
      { atLeast: 1 },
    ],
  },
  {
    id: 'b34-025',
    class: 'likeness',
    lang: 'de',
    movieId: 313369,
    turns: ['sowas in der art aber kürzer bitte'],
    checks: [
      { shorterThan: 313369 },
      { likeSeeds: [313369], share: 0.6 },
      { atLeast: 1 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b34-026',
    class: 'likeness',
    lang: 'en',
    movieId: 76,
    turns: ['something that feels like this one?'],
    checks: [
      { likeSeeds: [76], share: 0.6 },
      { genreShare: ['Romance'], share: 0.5 },
      { excludesMovies: [76] },
      { atLeast: 1 },
    ],
  },
  {
    id: 'b34-027',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com cidade de deus mas em ingles'],
    checks: [
      { originalLanguage: 'en' },
      { genreShare: ['Crime'], share: 0.6 },
      { excludesMovies: [598] },
      { atLeast: 2 },
    ],
  },
  {
    id: 'b34-028',
    class: 'likeness',
    lang: 'it',
    movieId: 546554,
    turns: ['altri film come questo? mi piacciono i gialli dove devi indovinare il colpevole'],
    checks: [
      { genreShare: ['Mystery'], share: 0.6 },
      { excludesMovies: [546554] },
      { atLeast: 1 },
      { replyLanguage: 'it' },
    ],
  },

  // --- identify: a film from a half-remembered plot, scene or ending ---
  {
    id: 'b34-029',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the movie where a weatherman keeps waking up on the same day over and over',
      'who directed it?',
    ],
    checks: [{ saysDirectorOf: 137 }, NOT_CONFUSED],
  },
  {
    id: 'b34-030',
    class: 'identify',
    lang: 'en',
    turns: ['the one where the kid sees dead people and it turns out bruce willis was dead all along'],
    checks: [{ firstMovieIs: 745 }],
  },
  {
    id: 'b34-031',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é aquele filme q o cara nao tem memoria e tatua as pistas no corpo pra achar quem matou a esposa',
    ],
    checks: [{ firstMovieIs: 77 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b34-032',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heißt der film wo ein kleiner roboter allein auf der erde müll sammelt und sich in einen anderen roboter verliebt',
    ],
    checks: [{ firstMovieIs: 10681 }],
  },
  {
    id: 'b34-033',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film où un rat veut devenir chef cuisinier à paris"],
    checks: [{ firstMovieIs: 2062 }],
  },
  {
    id: 'b34-034',
    class: 'identify',
    lang: 'en',
    turns: [
      'old black and white movie, a jury stuck in one room and one guy slowly convinces the others the kid might be innocent',
    ],
    checks: [{ firstMovieIs: 389 }],
  },
  {
    id: 'b34-035',
    class: 'identify',
    lang: 'it',
    turns: ['come si chiama quel film dove un tizio scopre che tutta la sua vita è un reality show in tv'],
    checks: [{ firstMovieIs: 37165 }],
  },
  {
    id: 'b34-036',
    class: 'identify',
    lang: 'es',
    turns: ['la peli coreana donde una familia pobre se va colando a trabajar en la casa de unos ricos'],
    checks: [{ firstMovieIs: 496243 }],
  },
  {
    id: 'b34-037',
    class: 'identify',
    lang: 'en',
    turns: ['movie from the 70s i think, four kids walk along the railroad tracks to go find a dead body'],
    checks: [{ firstMovieIs: 235 }],
  },
  {
    id: 'b34-038',
    class: 'identify',
    lang: 'de',
    turns: [
      "der film mit dem weißen hai und dem polizeichef auf der insel, 'wir brauchen ein größeres boot'",
    ],
    checks: [{ firstMovieIs: 578 }],
  },
  {
    id: 'b34-039',
    class: 'identify',
    lang: 'en',
    turns: [
      'the pixar one where the old man ties balloons to his house and flies to africa with a boy scout',
    ],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b34-040',
    class: 'identify',
    lang: 'pt',
    turns: [
      'aquele filme q o tom hanks fica preso numa ilha sozinho e fica amigo de uma bola de basquete',
      'quanto tempo dura?',
    ],
    checks: [{ saysRuntimeOf: 8358 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b34-041',
    class: 'identify',
    lang: 'fr',
    turns: [
      "le film avec l'hôtel chic en europe et le concierge moustachu accusé d'avoir tué une vieille dame riche",
      'il est sorti en quelle année ?',
    ],
    checks: [{ saysYearOf: 120467 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b34-042',
    class: 'identify',
    lang: 'en',
    turns: [
      "what's the movie that ends with the guy on the beach finding the statue of liberty half buried in the sand",
    ],
    checks: [{ firstMovieIs: 871 }],
  },

  // --- reply-language: the reply comes in the language written ---
  {
    id: 'b34-043',
    class: 'reply-language',
    lang: 'de',
    turns: ['gibts gute horrorfilme?'],
    checks: [{ genreAll: ['Horror'] }, { atLeast: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b34-044',
    class: 'reply-language',
    lang: 'fr',
    turns: ['des films de science-fiction pas trop longs ?'],
    checks: [
      { genreAll: ['Science Fiction'] },
      { runtimeAtMost: 120 },
      { atLeast: 3 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b34-045',
    class: 'reply-language',
    lang: 'it',
    turns: ['chi ha diretto the dark knight?'],
    checks: [{ saysDirectorOf: 155 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b34-046',
    class: 'reply-language',
    lang: 'es',
    turns: ['cuanto dura titanic'],
    checks: [{ saysRuntimeOf: 597 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b34-047',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me recomenda uma comedia romantica boa'],
    checks: [
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { atLeast: 3 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b34-048',
    class: 'reply-language',
    lang: 'de',
    turns: ['recommend some thrillers', 'und welcher davon ist am kürzesten?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b34-049',
    class: 'reply-language',
    lang: 'pt',
    turns: ['best war movies?', 'quem dirigiu o primeiro?'],
    checks: [{ saysDirectorOfPrevious: 1 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b34-050',
    class: 'reply-language',
    lang: 'it',
    turns: ['qualcosa di leggero per stasera, tipo una commedia'],
    checks: [{ genreAll: ['Comedy'] }, { atLeast: 3 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b34-051',
    class: 'reply-language',
    lang: 'de',
    movieId: 438631,
    turns: ['wer spielt da mit?'],
    checks: [{ saysCastOf: 438631, count: 2 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b34-052',
    class: 'reply-language',
    lang: 'es',
    turns: ['algunos thrillers psicologicos buenos?'],
    checks: [{ genreAll: ['Thriller'] }, { atLeast: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b34-053',
    class: 'reply-language',
    lang: 'fr',
    movieId: 194,
    turns: ['il est sorti quand ce film ?'],
    checks: [{ saysYearOf: 194 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b34-054',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oi! qual o filme mais longo do senhor dos aneis?'],
    checks: [{ mentionsMovie: 122 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b34-055',
    class: 'reply-language',
    lang: 'it',
    turns: ['any good music documentaries?', 'grazie! quanto dura il primo?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b34-056',
    class: 'reply-language',
    lang: 'es',
    turns: ['hola, tenes algo de wes anderson?'],
    checks: [{ directedBy: 'Wes Anderson' }, { atLeast: 1 }, { replyLanguage: 'es' }],
  },

  // --- group: picks for several people with different tastes, ages and limits ---
  {
    id: 'b34-057',
    class: 'group',
    lang: 'en',
    turns: ['me and my kids (6 and 9) want to watch something tonight, nothing scary pls'],
    checks: [{ genreAll: ['Family', 'Animation'] }, { noGenre: ['Horror'] }, { atLeast: 1 }],
  },
  {
    id: 'b34-058',
    class: 'group',
    lang: 'en',
    turns: ['my gf hates horror and i hate musicals, what should we watch'],
    checks: [{ noGenre: ['Horror', 'Music'] }, { atLeast: 1 }, NOT_CONFUSED],
  },
  {
    id: 'b34-059',
    class: 'group',
    lang: 'pt',
    turns: ['vou ver filme com 4 amigos, uns curtem acao e outros comedia, e so temos 2 horas'],
    checks: [
      { runtimeAtMost: 120 },
      { genreCovers: ['Action', 'Comedy'] },
      { atLeast: 2 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b34-060',
    class: 'group',
    lang: 'en',
    turns: ['movie night with my parents (both over 60) and my two teenagers, what works for everyone?'],
    checks: [{ noGenre: ['Horror'] }, { atLeast: 1 }, NOT_CONFUSED],
  },
  {
    id: 'b34-061',
    class: 'group',
    lang: 'fr',
    turns: ["soirée entre potes, la moitié veut de la SF, l'autre moitié du thriller, des idées ?"],
    checks: [{ genreCovers: ['Science Fiction', 'Thriller'] }, { atLeast: 2 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b34-062',
    class: 'group',
    lang: 'it',
    turns: [
      'siamo in 3: io adoro i western, mia sorella i film romantici, mio padre quelli di guerra. idee?',
      'e quale di questi è il più corto?',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b34-063',
    class: 'group',
    lang: 'es',
    turns: ['peli para ver con mis sobrinos de 5 años y mis suegros, que dure menos de hora y media'],
    checks: [
      { runtimeAtMost: 90 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b34-064',
    class: 'group',
    lang: 'en',
    turns: [
      'movie night with 6 people, half want comedy half want action, we have about 2 hours',
      'which of those is the shortest? a couple people have to leave early',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, NOT_CONFUSED],
  },
  {
    id: 'b34-065',
    class: 'group',
    lang: 'en',
    turns: ["date night, she's into romance and i'm into sci-fi. ideas?"],
    checks: [{ genreCovers: ['Romance', 'Science Fiction'] }, { atLeast: 1 }],
  },
  {
    id: 'b34-066',
    class: 'group',
    lang: 'de',
    turns: ['wir sind zu fünft, keiner will was über 100 minuten und bitte kein horror'],
    checks: [{ runtimeAtMost: 100 }, { noGenre: ['Horror'] }, { atLeast: 1 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b34-067',
    class: 'group',
    lang: 'pt',
    turns: [
      'sugere uns filmes pra ver com a familia toda, tem criança de 7 anos',
      'e dos anos 90, tem algum?',
    ],
    checks: [
      { yearBetween: [1990, 1999] },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b34-068',
    class: 'group',
    lang: 'en',
    turns: ['family movie night, kids are 10 and 13 and think cartoons are babyish, needs to be under 2h'],
    checks: [{ noGenre: ['Animation', 'Horror'] }, { runtimeAtMost: 120 }, { atLeast: 1 }],
  },
  {
    id: 'b34-069',
    class: 'group',
    lang: 'en',
    turns: ['group of friends, one of them refuses to read subtitles, the rest of us want a good mystery'],
    checks: [{ originalLanguage: 'en' }, { genreAll: ['Mystery'] }, { atLeast: 3 }],
  },
  {
    id: 'b34-070',
    class: 'group',
    lang: 'en',
    movieId: 354912,
    turns: ["we're 4 adults and 2 little kids, anything else like this that works for all of us?"],
    checks: [
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [354912] },
      { atLeast: 1 },
    ],
  },

  // --- mood-genre ---
  {
    id: 'b34-071',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want a good cry tonight. sad movie recs?'],
    checks: [{ genreAll: ['Drama'] }, { atLeast: 3 }],
  },
  {
    id: 'b34-072',
    class: 'mood-genre',
    lang: 'es',
    turns: ['ponme unas pelis de terror clasicas, de antes de 1980'],
    checks: [
      { genreAll: ['Horror'] },
      { yearBetween: [1900, 1979] },
      { atLeast: 3 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b34-073',
    class: 'mood-genre',
    lang: 'de',
    turns: ['bock auf einen lustigen film, was empfiehlst du?', 'lieber was älteres aus den 80ern'],
    checks: [
      { genreAll: ['Comedy'] },
      { yearBetween: [1980, 1989] },
      { atLeast: 3 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b34-074',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["envie d'un film romantique ce soir"],
    checks: [{ genreAll: ['Romance'] }, { atLeast: 3 }, { replyLanguage: 'fr' }],
  },

  // --- history: a signed-in user's own diary, ratings and watchlist ---
  {
    id: 'b34-075',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 949, on: '-20d', rating: 7 },
        { id: 329865, on: '-50d', rating: 9 },
        { id: 621, on: '-80d', rating: 5 },
        { id: 475557, on: '-120d', rating: 6 },
      ],
    },
    turns: ['whats the best movie i watched this year', "ok find me something like that i haven't seen"],
    checks: [{ likeSeeds: [329865], share: 0.6 }, { noneFrom: 'seen' }, { atLeast: 1 }],
  },
  {
    id: 'b34-076',
    class: 'history',
    lang: 'pt',
    library: {
      diary: [
        { id: 13, on: '-10d', rating: 8 },
        { id: 862, on: '-40d' },
        { id: 98, on: '-100d', rating: 7 },
        { id: 12405, on: '-200d' },
        { id: 155, on: '-300d', rating: 9 },
        { id: 11, on: '2025-11-03', rating: 8 },
        { id: 603, on: '2025-06-10' },
      ],
    },
    turns: ['quantos filmes eu vi esse ano?'],
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b34-077',
    class: 'history',
    lang: 'de',
    library: { watchlist: [157336, 77, 807, 2108, 1700, 346] },
    turns: ['was von meiner watchlist dauert unter 2 stunden?'],
    checks: [{ onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b34-078',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [949, 10],
        [1422, 9],
        [769, 8],
        [238, 9],
      ],
    },
    turns: ["i loved heat and the departed, recommend me something i haven't seen"],
    checks: [{ noneFrom: 'seen' }, { genreShare: ['Crime'], share: 0.6 }, { atLeast: 1 }],
  },

  // --- small-talk ---
  {
    id: 'b34-079',
    class: 'small-talk',
    lang: 'en',
    turns: ['hey! hope ur having a good day :) can you recommend me a feel good movie?'],
    checks: [
      { genreShare: ['Comedy', 'Family', 'Romance', 'Animation'], share: 0.6 },
      { atLeast: 3 },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b34-080',
    class: 'small-talk',
    lang: 'fr',
    turns: ["salut ! tu connais des bons films d'animation ?", 'merci beaucoup, bonne soirée !'],
    checks: [{ replyLanguage: 'fr' }, { maxChars: 500 }, NOT_CONFUSED],
  },
  {
    id: 'b34-081',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao! chi sei? mi consigli qualcosa di kubrick?'],
    checks: [{ directedBy: 'Stanley Kubrick' }, { atLeast: 1 }, { replyLanguage: 'it' }],
  },

  // --- facts ---
  {
    id: 'b34-082',
    class: 'facts',
    lang: 'en',
    movieId: 872585,
    turns: ['who directed this and how long is it?'],
    checks: [{ saysDirectorOf: 872585 }, { saysRuntimeOf: 872585 }],
  },
  {
    id: 'b34-083',
    class: 'facts',
    lang: 'en',
    turns: ['how long is the matrix'],
    checks: [{ saysRuntimeOf: 603 }],
  },
  {
    id: 'b34-084',
    class: 'facts',
    lang: 'es',
    turns: ['quien actua en forrest gump?'],
    checks: [{ saysCastOf: 13, count: 2 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b34-085',
    class: 'facts',
    lang: 'pt',
    turns: ['em que ano saiu o poderoso chefão?'],
    checks: [{ saysYearOf: 238 }, { replyLanguage: 'pt' }],
  },

  // --- two-people ---
  {
    id: 'b34-086',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with both de niro and al pacino'],
    checks: [
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Al Pacino' },
      { mentionsMovie: 949 },
      { atLeast: 1 },
    ],
  },
  {
    id: 'b34-087',
    class: 'two-people',
    lang: 'de',
    turns: ['filme mit tom hanks bei denen spielberg regie geführt hat'],
    checks: [{ hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }, { atLeast: 2 }],
  },
  {
    id: 'b34-088',
    class: 'two-people',
    lang: 'en',
    turns: ['a movie with dicaprio directed by scorsese?'],
    checks: [{ hasCastMember: 'Leonardo DiCaprio' }, { directedBy: 'Martin Scorsese' }, { atLeast: 1 }],
  },

  // --- original-language ---
  {
    id: 'b34-089',
    class: 'original-language',
    lang: 'en',
    turns: ['recommend some japanese movies'],
    checks: [{ originalLanguage: 'ja' }, { atLeast: 3 }],
  },
  {
    id: 'b34-090',
    class: 'original-language',
    lang: 'it',
    turns: ['film italiani da vedere assolutamente?'],
    checks: [{ originalLanguage: 'it' }, { atLeast: 2 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b34-091',
    class: 'original-language',
    lang: 'pt',
    turns: ['filmes coreanos bons?'],
    checks: [{ originalLanguage: 'ko' }, { atLeast: 2 }, { replyLanguage: 'pt' }],
  },

  // --- time-budget ---
  {
    id: 'b34-092',
    class: 'time-budget',
    lang: 'en',
    movieId: 947,
    turns: ['this is way too long for tonight, anything similar under 2 hours?'],
    checks: [
      { runtimeAtMost: 120 },
      { likeSeeds: [947], share: 0.6 },
      { excludesMovies: [947] },
      { atLeast: 1 },
    ],
  },
  {
    id: 'b34-093',
    class: 'time-budget',
    lang: 'es',
    turns: ['quiero ver algo de accion', 'pero solo tengo hora y cuarenta'],
    checks: [{ runtimeAtMost: 100 }, { genreAll: ['Action'] }, { atLeast: 1 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b34-094',
    class: 'time-budget',
    lang: 'en',
    turns: ['need something short, under 85 min'],
    checks: [{ runtimeAtMost: 85 }, { atLeast: 1 }],
  },

  // --- themes ---
  {
    id: 'b34-095',
    class: 'themes',
    lang: 'en',
    turns: ['movies about time travel'],
    checks: [{ themeShare: 'time|past|future|same day|reliv', share: 0.6 }, { atLeast: 3 }],
  },
  {
    id: 'b34-096',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur la boxe ?', 'lequel est le plus récent ?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b34-097',
    class: 'themes',
    lang: 'en',
    turns: ['movies about world war 2'],
    checks: [
      {
        themeShare:
          'world war ii|second world war|nazi|wwii|hitler|194[0-5]|dunkirk|holocaust|d-day|iwo jima|normandy',
        share: 0.6,
      },
      { atLeast: 3 },
    ],
  },

  // --- follow-ups ---
  {
    id: 'b34-098',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some 90s crime movies', 'who directed the second one?'],
    checks: [{ saysDirectorOfPrevious: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b34-099',
    class: 'follow-ups',
    lang: 'en',
    turns: ['80s sci fi movies', 'more, but newer ones'],
    checks: [
      { noneFrom: 'earlier' },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1990, 2026] },
      { atLeast: 2 },
    ],
  },
  {
    id: 'b34-100',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ein paar gute komödien bitte', 'nur die unter 100 minuten davon'],
    checks: [{ subsetOf: 'previous' }, { runtimeAtMost: 99 }, { replyLanguage: 'de' }],
  },
];
