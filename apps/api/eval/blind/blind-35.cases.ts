/**
 * Blind chat evaluation, set 35: a second tester sweep, weighted to where the assistant is weakest. Fourteen cases
 * each for lists with a shape (a franchise or a director in order, "top 5", sorted by runtime or year, "with year
 * and runtime", then "the last one" / "which is the longest"), "like X with a change" (minus a genre, newer, older,
 * shorter, in another language, like X and Y, "same vibe but for kids"), identifying a film from a half-remembered
 * plot, scene, ending or a character's job (with a wrong detail or two, as people remember them), the reply
 * language (short messages, English titles or genre words inside, a switch of language, facts) and group picks
 * (kids, "she hates horror and I hate musicals", tastes to cover, time limits). Three or four cases each for
 * mood/genre, a signed-in user's library, small talk, facts, two people, original language, time budgets, themes
 * and follow-ups. About a quarter are conversations of 2-3 turns that refer to the previous answer; 10 are asked
 * on a film's page. Prompts are typed as people type them (lowercase, dropped accents, "vc", "pls", typos, mixed
 * languages), a little under half in English, the rest in Portuguese, German, French, Italian and Spanish.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog,
 * and `--verify` passes for every case.
 *
 * As written: not scored (held-out).
 *
 * HELD-OUT: nobody reads this set's cases or failures; the lead scores it before and after a round of fixes
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six reply languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|i don.t understand|no (?:te |lo )?(?:he )?entend|no comprend|' +
  'pas compris|ne comprends pas|nicht verstanden|verstehe (?:ich )?nicht|n[ãa]o entendi|n[ãa]o percebi|' +
  'non ho capito|non capisco';

const NOT_CONFUSED = { notContains: CONFUSED } as const;

export const BLIND_35_CASES: BlindCase[] = [
  // --- markdown: lists with a shape, sorted, ranked, then "the last one" / "the longest" ---
  {
    id: 'b35-001',
    class: 'markdown',
    lang: 'en',
    turns: [
      'list all the mission impossible movies in order, with the year',
      'whats the runtime of the last one',
    ],
    checks: [{ saysRuntimeOf: 177677 }, NOT_CONFUSED],
  },
  {
    id: 'b35-002',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 pixar movies, ranked', 'which of those is the longest?'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { companyAll: 'Pixar' }, NOT_CONFUSED],
  },
  {
    id: 'b35-003',
    class: 'markdown',
    lang: 'en',
    turns: ['christopher nolan movies sorted by runtime, shortest first'],
    checks: [
      { directedBy: 'Christopher Nolan' },
      { atLeast: 5 },
      { firstMovieIs: 374720 },
      { rendersMarkdown: true },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b35-004',
    class: 'markdown',
    lang: 'pt',
    turns: ['me passa os filmes do poderoso chefao em ordem'],
    checks: [
      { firstMovieIs: 238 },
      { mentionsAll: [238, 240, 242] },
      { exactly: 3 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b35-005',
    class: 'markdown',
    lang: 'de',
    turns: ['alle Harry Potter Filme der Reihe nach, mit Jahr und Laufzeit bitte'],
    checks: [
      { firstMovieIs: 671 },
      { mentionsAll: [671, 673, 12445] },
      { saysRuntimeOf: 671 },
      { saysYearOf: 12445 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b35-006',
    class: 'markdown',
    lang: 'fr',
    turns: ['les films de miyazaki du plus ancien au plus recent stp', 'et le dernier il dure combien ?'],
    checks: [{ saysRuntimeOf: 4935 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b35-007',
    class: 'markdown',
    lang: 'es',
    turns: ['top 5 pelis de terror mejor valoradas, en lista numerada porfa'],
    checks: [{ exactly: 5 }, { genreAll: ['Horror'] }, { rendersMarkdown: true }, { replyLanguage: 'es' }],
  },
  {
    id: 'b35-008',
    class: 'markdown',
    lang: 'it',
    turns: ['mi fai una lista dei film di tarantino ordinati per anno?', 'e qual è il piu lungo?'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b35-009',
    class: 'markdown',
    lang: 'en',
    turns: ['final destination movies in order pls'],
    checks: [
      { firstMovieIs: 9532 },
      { mentionsAll: [9532, 9358, 9286, 19912, 55779] },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b35-010',
    class: 'markdown',
    lang: 'en',
    turns: [
      'give me 5 sci-fi movies from the 90s as a numbered list',
      'now sort those by year, oldest first',
    ],
    checks: [
      { subsetOf: 'previous' },
      { firstIsExtremeOfPrevious: 'oldest' },
      { atLeast: 5 },
      { genreAll: ['Science Fiction'] },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b35-011',
    class: 'markdown',
    lang: 'de',
    turns: ['Top 5 Kriegsfilme als nummerierte Liste'],
    checks: [{ exactly: 5 }, { genreAll: ['War'] }, { rendersMarkdown: true }, { replyLanguage: 'de' }],
  },
  {
    id: 'b35-012',
    class: 'markdown',
    lang: 'pt',
    turns: ['lista dos filmes da marvel por ordem de lançamento'],
    checks: [{ firstMovieIs: 24428 }, { atLeast: 5 }, { rendersMarkdown: true }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b35-013',
    class: 'markdown',
    lang: 'en',
    movieId: 438631,
    turns: ['list the dune movies in order with their runtimes'],
    checks: [
      { firstMovieIs: 438631 },
      { mentionsAll: [438631, 693134] },
      { saysRuntimeOf: 693134 },
      { saysRuntimeOf: 438631 },
    ],
  },
  {
    id: 'b35-014',
    class: 'markdown',
    lang: 'fr',
    turns: ['les 3 films les plus longs de spielberg, classés par durée'],
    checks: [
      { exactly: 3 },
      { directedBy: 'Steven Spielberg' },
      { firstMovieIs: 424 },
      { mentionsAll: [424, 857, 640] },
      { replyLanguage: 'fr' },
    ],
  },

  // --- likeness: like X with a change ---
  {
    id: 'b35-015',
    class: 'likeness',
    lang: 'en',
    turns: ['something like alien but not horror'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror'] },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { excludesMovies: [348, 679] },
    ],
  },
  {
    id: 'b35-016',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like inception but newer'],
    checks: [
      { atLeast: 3 },
      { newerThan: 27205 },
      { genreShare: ['Science Fiction', 'Thriller', 'Mystery'], share: 0.6 },
    ],
  },
  {
    id: 'b35-017',
    class: 'likeness',
    lang: 'en',
    turns: ['i loved the godfather but i cant do 3 hours again. something like it but shorter?'],
    checks: [{ atLeast: 3 }, { shorterThan: 238 }, { genreShare: ['Crime'], share: 0.6 }],
  },
  {
    id: 'b35-018',
    class: 'likeness',
    lang: 'en',
    turns: ['same vibe as jurassic park but for kids'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { genreShare: ['Adventure'], share: 0.6 },
    ],
  },
  {
    id: 'b35-019',
    class: 'likeness',
    lang: 'en',
    movieId: 76,
    turns: ['what else feels like this one?'],
    checks: [{ atLeast: 3 }, { genreShare: ['Romance'], share: 0.6 }, { excludesMovies: [76] }],
  },
  {
    id: 'b35-020',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo tipo parasita mas em ingles'],
    checks: [
      { atLeast: 3 },
      { originalLanguage: 'en' },
      { genreShare: ['Thriller', 'Crime', 'Mystery'], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b35-021',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com toy story e shrek pra ver com a familia'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [862, 808], share: 0.8 },
      { genreShare: ['Animation'], share: 0.8 },
      { excludesMovies: [862, 808] },
    ],
  },
  {
    id: 'b35-022',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie Die Hard, aber älter'],
    checks: [{ atLeast: 3 }, { olderThan: 562 }, { genreShare: ['Action', 'Thriller'], share: 0.8 }],
  },
  {
    id: 'b35-023',
    class: 'likeness',
    lang: 'en',
    turns: ['films like interstellar but under 2 hours'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 120 }, { genreShare: ['Science Fiction'], share: 0.8 }],
  },
  {
    id: 'b35-024',
    class: 'likeness',
    lang: 'fr',
    turns: ["un film comme le fabuleux destin d'amelie poulain mais en anglais"],
    checks: [
      { atLeast: 2 },
      { originalLanguage: 'en' },
      { genreShare: ['Comedy', 'Romance'], share: 0.8 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b35-025',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa come shining ma meno pauroso, un thriller senza horror'],
    checks: [{ atLeast: 2 }, { noGenre: ['Horror'] }, { genreShare: ['Thriller', 'Mystery'], share: 0.8 }],
  },
  {
    id: 'b35-026',
    class: 'likeness',
    lang: 'es',
    turns: ['pelis como mad max fury road pero mas viejas'],
    checks: [{ atLeast: 3 }, { olderThan: 76341 }, { genreShare: ['Action'], share: 0.8 }],
  },
  {
    id: 'b35-027',
    class: 'likeness',
    lang: 'en',
    movieId: 419430,
    turns: ['more like this but not horror please'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { genreShare: ['Thriller', 'Mystery'], share: 0.6 },
      { excludesMovies: [419430] },
    ],
  },
  {
    id: 'b35-028',
    class: 'likeness',
    lang: 'en',
    turns: ['recommend something like the grand budapest hotel', 'ok but not in english this time'],
    checks: [
      { atLeast: 2 },
      { notOriginalLanguage: 'en' },
      { genreShare: ['Comedy'], share: 0.6 },
      { replyLanguage: 'en' },
    ],
  },

  // --- identify: a film from a half-remembered plot, scene, ending or job ---
  {
    id: 'b35-029',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats that movie where a weatherman gets stuck reliving the same day in some small town, bill murray i think',
    ],
    checks: [{ firstMovieIs: 137 }, NOT_CONFUSED],
  },
  {
    id: 'b35-030',
    class: 'identify',
    lang: 'en',
    turns: [
      'film where a guy cant make new memories and tattoos clues on his body to find who killed his wife, its told backwards',
      'who directed it?',
    ],
    checks: [{ mentionsMovie: 77 }, { saysDirectorOf: 77 }],
  },
  {
    id: 'b35-031',
    class: 'identify',
    lang: 'en',
    turns: [
      'the one where an old man ties balloons to his house and flies to africa with a boy scout on the porch',
    ],
    checks: [{ firstMovieIs: 14160 }, NOT_CONFUSED],
  },
  {
    id: 'b35-032',
    class: 'identify',
    lang: 'en',
    turns: [
      'movie where the students stand on their desks for the english teacher at the end, "o captain my captain"',
    ],
    checks: [{ firstMovieIs: 207 }, NOT_CONFUSED],
  },
  {
    id: 'b35-033',
    class: 'identify',
    lang: 'en',
    turns: [
      'the animated one where a rat wants to be a chef in paris and controls a guy by pulling his hair',
    ],
    checks: [{ firstMovieIs: 2062 }, NOT_CONFUSED],
  },
  {
    id: 'b35-034',
    class: 'identify',
    lang: 'en',
    turns: [
      'guy sells insurance and finds out his whole life is a tv show and his wife is an actress. jim carrey?',
    ],
    checks: [{ firstMovieIs: 37165 }, NOT_CONFUSED],
  },
  {
    id: 'b35-035',
    class: 'identify',
    lang: 'pt',
    turns: [
      'aquele filme antigo do tubarao que ataca uma praia, o xerife tem medo de agua e eles saem num barco pra caçar',
    ],
    checks: [{ firstMovieIs: 578 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b35-036',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual o filme que o cara fica preso numa ilha depois de um acidente de aviao e fala com uma bola de futebol chamada wilson',
      'quem é o ator?',
    ],
    checks: [{ mentionsMovie: 8358 }, { saysCastOf: 8358, count: 1 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b35-037',
    class: 'identify',
    lang: 'de',
    turns: ['Film wo ein kleiner Junge tote Menschen sieht und Bruce Willis ist sein Psychiater'],
    checks: [{ firstMovieIs: 745 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b35-038',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie hieß nochmal der film mit dem auftragskiller in new york der ein 12jähriges mädchen aufnimmt, die hat immer so ne pflanze dabei',
      'und wer spielt den killer?',
    ],
    checks: [{ mentionsMovie: 101 }, { saysCastOf: 101, count: 1 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b35-039',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film coréen où une famille pauvre se fait embaucher un par un chez des riches"],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b35-040',
    class: 'identify',
    lang: 'it',
    turns: [
      'quel film dove un padre fa credere al figlio che il campo di concentramento è tutto un gioco per vincere un carro armato',
    ],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b35-041',
    class: 'identify',
    lang: 'es',
    turns: [
      'la peli donde un robotito se queda solo limpiando la tierra llena de basura y se enamora de otra robot blanca',
    ],
    checks: [{ firstMovieIs: 10681 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b35-042',
    class: 'identify',
    lang: 'en',
    turns: [
      'the movie where the guy with the limp being interrogated by the cops turns out to be the villain at the end, keyser something',
    ],
    checks: [{ firstMovieIs: 629 }, NOT_CONFUSED],
  },

  // --- reply-language: the reply comes in the language written ---
  {
    id: 'b35-043',
    class: 'reply-language',
    lang: 'es',
    turns: ['quien dirigio pulp fiction?'],
    checks: [{ saysDirectorOf: 680 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b35-044',
    class: 'reply-language',
    lang: 'es',
    turns: ['algo de sci-fi para hoy'],
    checks: [{ atLeast: 3 }, { genreAll: ['Science Fiction'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b35-045',
    class: 'reply-language',
    lang: 'fr',
    turns: ["t'as des comedies romantiques ?"],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b35-046',
    class: 'reply-language',
    lang: 'fr',
    turns: ['recommend me some crime thrillers', 'en français stp'],
    checks: [{ atLeast: 2 }, { genreShare: ['Crime', 'Thriller'], share: 0.8 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b35-047',
    class: 'reply-language',
    lang: 'de',
    movieId: 120,
    turns: ['wie lang geht der?'],
    checks: [{ saysRuntimeOf: 120 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b35-048',
    class: 'reply-language',
    lang: 'de',
    turns: ['gute horrorfilme?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b35-049',
    class: 'reply-language',
    lang: 'pt',
    turns: ['quem atua em titanic'],
    checks: [{ saysCastOf: 597, count: 2 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b35-050',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me indica uns feel good movies pra animar'],
    checks: [{ atLeast: 3 }, { genreShare: ['Comedy', 'Family'], share: 0.6 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b35-051',
    class: 'reply-language',
    lang: 'pt',
    turns: ['what year did the matrix come out', 'e quem dirigiu? responde em portugues pfv'],
    checks: [{ saysDirectorOf: 603 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b35-052',
    class: 'reply-language',
    lang: 'it',
    turns: ['film thriller anni 90?'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Thriller'] },
      { yearBetween: [1990, 1999] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b35-053',
    class: 'reply-language',
    lang: 'it',
    turns: ['in che anno è uscito il padrino'],
    checks: [{ saysYearOf: 238 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b35-054',
    class: 'reply-language',
    lang: 'de',
    turns: ['some good animated movies?', 'gibts auch welche die kürzer als 90 min sind?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Animation'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b35-055',
    class: 'reply-language',
    lang: 'es',
    movieId: 1417,
    turns: ['de que año es esta?'],
    checks: [{ saysYearOf: 1417 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b35-056',
    class: 'reply-language',
    lang: 'fr',
    turns: ['qui joue dans intouchables'],
    checks: [{ saysCastOf: 77338, count: 2 }, { replyLanguage: 'fr' }],
  },

  // --- group: several people with different tastes, ages and limits ---
  {
    id: 'b35-057',
    class: 'group',
    lang: 'en',
    turns: [
      'me and my kids (6 and 9) want to watch a movie tonight, ideas?',
      'which of those is the shortest?',
    ],
    checks: [
      { firstIsExtremeOfPrevious: 'shortest' },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b35-058',
    class: 'group',
    lang: 'en',
    turns: ['my gf hates horror and i hate musicals, what should we watch with her sister tonight'],
    checks: [{ atLeast: 3 }, { noGenre: ['Horror', 'Music'] }, NOT_CONFUSED],
  },
  {
    id: 'b35-059',
    class: 'group',
    lang: 'en',
    turns: [
      'there are 4 of us. one loves action, one only wants comedy, one is a sci-fi nerd. anything for everyone?',
      'which of those is the shortest',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, NOT_CONFUSED],
  },
  {
    id: 'b35-060',
    class: 'group',
    lang: 'en',
    turns: ['movie night with my parents (in their 70s) and my teenage brother, nothing scary and under 2h'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b35-061',
    class: 'group',
    lang: 'en',
    turns: ['5 friends, we have about an hour and a half before the pizza place closes lol, something funny'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 95 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b35-062',
    class: 'group',
    lang: 'en',
    turns: [
      'family movie night, kids are 4 and 7 and grandma is coming too',
      'the 4 year old gets scared really easily, which ones are safe?',
    ],
    checks: [{ atLeast: 1 }, { genreAll: ['Family', 'Animation'] }, { noGenre: ['Horror', 'Thriller'] }],
  },
  {
    id: 'b35-063',
    class: 'group',
    lang: 'pt',
    turns: ['vou ver filme com meus 3 sobrinhos de 8 a 12 anos, nada de terror pfv'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror'] },
      { genreShare: ['Family', 'Animation'], share: 0.8 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b35-064',
    class: 'group',
    lang: 'pt',
    turns: ['galera aqui em casa, uns curtem terror e outros comedia, tem algo q agrade todo mundo?'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Horror', 'Comedy'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b35-065',
    class: 'group',
    lang: 'de',
    turns: ['wir sind zu viert, zwei wollen nen Krimi, zwei wollen Fantasy, max 2 Stunden'],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['Crime', 'Fantasy'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b35-066',
    class: 'group',
    lang: 'de',
    turns: ['Filmabend mit meinen Kindern (5 und 8) und meinem Mann, der Zeichentrick hasst. Was geht da?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family'] }, { noGenre: ['Animation', 'Horror'] }],
  },
  {
    id: 'b35-067',
    class: 'group',
    lang: 'fr',
    turns: [
      "soirée film entre potes, un déteste les films de guerre, l'autre les westerns, et on veut de l'action",
    ],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Action'] },
      { noGenre: ['War', 'Western'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b35-068',
    class: 'group',
    lang: 'it',
    turns: [
      'siamo in 3: a me piacciono i film romantici, a mia sorella i gialli e mio padre vuole solo film storici',
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'History'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b35-069',
    class: 'group',
    lang: 'es',
    turns: ['somos 4 adultos y un niño de 10, una de aventuras que no dure mas de 2 horas'],
    checks: [{ atLeast: 2 }, { genreAll: ['Adventure'] }, { runtimeAtMost: 120 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b35-070',
    class: 'group',
    lang: 'en',
    movieId: 10191,
    turns: [
      'doing a movie night with my nephews (7 and 10), we loved this one. what else could we put on after?',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [10191] },
    ],
  },

  // --- mood-genre ---
  {
    id: 'b35-071',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want a good cry tonight', 'something under 2 hours though'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreShare: ['Drama'], share: 0.8 }],
  },
  {
    id: 'b35-072',
    class: 'mood-genre',
    lang: 'en',
    turns: ['something suspenseful tonight, a really good thriller', 'anything older, like before 1980?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Thriller'] }, { yearBetween: [1900, 1979] }],
  },
  {
    id: 'b35-073',
    class: 'mood-genre',
    lang: 'it',
    turns: ['stasera voglio ridere, una commedia'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b35-074',
    class: 'mood-genre',
    lang: 'en',
    turns: ['in the mood for a western'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }],
  },

  // --- history: the signed-in user's diary, ratings and watchlist ---
  {
    id: 'b35-075',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 603, on: '-30d', rating: 8 },
        { id: 680, on: '-3d', rating: 9 },
        { id: 13, on: '-12d', rating: 7 },
      ],
    },
    turns: ['what did i watch last?', 'who directed it?'],
    checks: [{ saysDirectorOf: 680 }, NOT_CONFUSED],
  },
  {
    id: 'b35-076',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 862, on: 'Y0-01-14' },
        { id: 550, on: 'Y0-03-02' },
        { id: 289, on: 'Y0-05-20' },
        { id: 1366, on: 'Y0-08-09' },
        { id: 27205, on: 'Y0-10-30' },
        { id: 603, on: '2024-06-01' },
      ],
    },
    turns: ['how many movies have i logged this year'],
    checks: [{ saysDiaryCountThisYear: true }, NOT_CONFUSED],
  },
  {
    id: 'b35-077',
    class: 'history',
    lang: 'en',
    library: { watchlist: [157336, 2062, 77, 1124, 862, 872585] },
    turns: ['which movies on my watchlist are under 2 hours?'],
    checks: [{ onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }, { atLeast: 3 }],
  },
  {
    id: 'b35-078',
    class: 'history',
    lang: 'de',
    library: {
      ratings: [
        [603, 8],
        [680, 10],
        [13, 7],
        [550, 9],
      ],
    },
    turns: ['welchen film hab ich am besten bewertet?'],
    checks: [{ firstMovieIs: 680 }, { replyLanguage: 'de' }],
  },

  // --- small-talk ---
  {
    id: 'b35-079',
    class: 'small-talk',
    lang: 'en',
    turns: ['recommend a western', 'thanks! 👍'],
    checks: [{ noMovies: true }, { maxChars: 500 }, NOT_CONFUSED],
  },
  {
    id: 'b35-080',
    class: 'small-talk',
    lang: 'fr',
    turns: ['salut ça va ?'],
    checks: [{ noMovies: true }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b35-081',
    class: 'small-talk',
    lang: 'de',
    turns: ['danke dir, tschüss'],
    checks: [{ noMovies: true }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },

  // --- facts ---
  {
    id: 'b35-082',
    class: 'facts',
    lang: 'en',
    turns: ['who directed the shining'],
    checks: [{ saysDirectorOf: 694 }],
  },
  {
    id: 'b35-083',
    class: 'facts',
    lang: 'en',
    movieId: 157336,
    turns: ['how long is this one?'],
    checks: [{ saysRuntimeOf: 157336 }],
  },
  {
    id: 'b35-084',
    class: 'facts',
    lang: 'es',
    turns: ['quienes actuan en la la land'],
    checks: [{ saysCastOf: 313369, count: 2 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b35-085',
    class: 'facts',
    lang: 'it',
    movieId: 11216,
    turns: ['chi è il regista?'],
    checks: [{ saysDirectorOf: 11216 }, { replyLanguage: 'it' }],
  },

  // --- two-people ---
  {
    id: 'b35-086',
    class: 'two-people',
    lang: 'en',
    turns: ['me and my brother, he only likes action and i like comedy', 'any of those from the 80s?'],
    checks: [{ atLeast: 1 }, { yearBetween: [1980, 1989] }, { genreShare: ['Action', 'Comedy'], share: 1 }],
  },
  {
    id: 'b35-087',
    class: 'two-people',
    lang: 'pt',
    turns: ['eu curto ficção cientifica e meu namorado prefere romance, o que a gente ve?'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Science Fiction', 'Romance'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b35-088',
    class: 'two-people',
    lang: 'fr',
    turns: ["moi j'aime les thrillers, ma femme les comédies. un film pour nous deux ?"],
    checks: [{ atLeast: 1 }, { genreCovers: ['Thriller', 'Comedy'] }, { replyLanguage: 'fr' }],
  },

  // --- original-language ---
  {
    id: 'b35-089',
    class: 'original-language',
    lang: 'en',
    turns: ['any good korean movies?', 'and something japanese?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }],
  },
  {
    id: 'b35-090',
    class: 'original-language',
    lang: 'en',
    turns: ['japanese movies that arent anime'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b35-091',
    class: 'original-language',
    lang: 'es',
    turns: ['alguna peli que sea en español?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { mentionsMovie: 1417 }, { replyLanguage: 'es' }],
  },

  // --- time-budget ---
  {
    id: 'b35-092',
    class: 'time-budget',
    lang: 'en',
    movieId: 122,
    turns: ['too long for tonight lol, anything similar under 2 hours?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreShare: ['Fantasy', 'Adventure'], share: 0.8 }],
  },
  {
    id: 'b35-093',
    class: 'time-budget',
    lang: 'en',
    turns: ['i only have like an hour and a half', 'make it a comedy'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b35-094',
    class: 'time-budget',
    lang: 'it',
    turns: ['ho tre ore libere stasera, voglio un filmone epico'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 180 }, { runtimeAtLeast: 120 }, { replyLanguage: 'it' }],
  },

  // --- themes ---
  {
    id: 'b35-095',
    class: 'themes',
    lang: 'en',
    turns: ['movies about time travel'],
    checks: [{ atLeast: 3 }, { themeShare: 'time|past|future', share: 0.6 }],
  },
  {
    id: 'b35-096',
    class: 'themes',
    lang: 'en',
    turns: ['good boxing movies?'],
    checks: [{ atLeast: 2 }, { themeShare: 'box(?:er|ing)|heavyweight|champion|fight|ring', share: 0.6 }],
  },
  {
    id: 'b35-097',
    class: 'themes',
    lang: 'fr',
    turns: ['des films qui se passent en prison'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'prison|jail|inmate|convict|death.row|camp', share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },

  // --- follow-ups ---
  {
    id: 'b35-098',
    class: 'follow-ups',
    lang: 'en',
    movieId: 155,
    turns: ['got more like this?', 'who directed the second one?'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b35-099',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me recomenda uns filmes de animação', 'quanto tempo dura o terceiro?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b35-100',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ein paar klassiker aus den 50ern bitte', 'welcher davon ist am kürzesten?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'de' }],
  },
];
