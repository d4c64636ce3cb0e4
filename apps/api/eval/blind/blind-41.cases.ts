/**
 * Blind chat evaluation, set 41: weighted towards the classes where the assistant is weakest on sets it has never
 * seen. Facts (20: director, runtime, year, cast, "is X in Y", which came first / which is longer of two films, how
 * many films of a person the site has, what a film is about, who wrote the score or the script, the age rating),
 * formatted lists (15: numbered, bullets, ranked, a year or director next to each, "just titles, one per line", a
 * small table), identifying a half-remembered film (15: a plot retold the way a fan tells it, a famous scene, the
 * ending, "the one with <actor> where...", a detail slightly wrong), "like this" with a change (15: shorter, older,
 * newer, not in English, animated, less scary, for a kid; on a film's page and off it), group picks (13: tastes
 * that differ, kids of given ages, a time limit, a hated genre, a date night, grandparents), a signed-in user's own
 * library (12: last watched, best and worst rated, count this year and over the last 30 days, a named month, the
 * watchlist within a time budget, more like what they loved, "have I seen X"), time budgets (5) and follow-ups over
 * two turns (5: "the second one", "the shortest of those", "who directed the third", "more, older").
 * Languages: 30 English, 20 Portuguese (Brazilian and European), 18 German, 17 Spanish, 8 French, 7 Italian; every
 * non-English case also checks the reply language. Prompts are typed the way people type into a chat box
 * (lowercase, dropped accents and umlauts, abbreviations, typos, run-on and half sentences, emoji).
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id and every fact checked was read from the
 * starter catalog.
 *
 * HELD-OUT: nobody reads this set's cases or failures; only its score and per-class/per-language pass rates are reported
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand|figure out)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|no (?:he |te )?entend[ií]|no estoy segur[oa] de qu|pas compris|' +
  'je ne suis pas s[uû]r de comprendre|nicht verstanden|nicht sicher, was du|n[ãa]o entendi|n[ãa]o percebi|' +
  'non ho capito|non sono sicur[oa] di cosa';

export const BLIND_41_CASES: BlindCase[] = [
  // --- facts ---
  {
    id: 'b41-001',
    class: 'facts',
    lang: 'en',
    turns: ['who directed the thing? the 80s one with kurt russell stuck in the antarctic'],
    checks: [{ saysDirectorOf: 1091 }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-002',
    class: 'facts',
    lang: 'en',
    turns: ['what age rating does the dark knight have, my son is 12 and wants to watch it'],
    checks: [{ contains: 'PG-?13' }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-003',
    class: 'facts',
    lang: 'en',
    turns: ['which came first, blade runner or the terminator?'],
    checks: [{ saysYearOf: 78 }, { mentionsMovie: 78 }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-004',
    class: 'facts',
    lang: 'en',
    turns: ['is gene hackman in unforgiven or am i thinking of something else'],
    checks: [{ mentionsMovie: 33 }, { hasCastMember: 'Gene Hackman' }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-005',
    class: 'facts',
    lang: 'en',
    turns: ['how many tarantino films do u guys have on here'],
    checks: [{ saysNumber: 7 }, { directedBy: 'Quentin Tarantino' }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-006',
    class: 'facts',
    lang: 'en',
    turns: ['who did the score for jurassic park? that theme is stuck in my head 🦖'],
    checks: [{ contains: 'John Williams' }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-007',
    class: 'facts',
    lang: 'pt',
    turns: ['qnd saiu cidade de deus? e quem dirigiu'],
    checks: [{ saysYearOf: 598 }, { saysDirectorOf: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-008',
    class: 'facts',
    lang: 'pt',
    turns: ['quanto tempo dura o titanic? é mt comprido pra ver hoje a noite?'],
    checks: [{ saysRuntimeOf: 597 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-009',
    class: 'facts',
    lang: 'pt',
    turns: ['qual é mais longo, interstellar ou a origem (inception)?'],
    checks: [{ saysRuntimeOf: 157336 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-010',
    class: 'facts',
    lang: 'pt',
    turns: ['quem ta no elenco de pulp fiction? so lembro do travolta'],
    checks: [{ saysCastOf: 680, count: 3 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-011',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat die musik bei herr der ringe die gefahrten gemacht'],
    checks: [{ contains: 'Howard Shore' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b41-012',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht oppenheimer eigentlich? 3 std??'],
    checks: [{ saysRuntimeOf: 872585 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b41-013',
    class: 'facts',
    lang: 'de',
    movieId: 582,
    turns: ['wer spielt da eigentlich mit'],
    checks: [{ saysCastOf: 582, count: 2 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b41-014',
    class: 'facts',
    lang: 'de',
    turns: ['worum gehts in metropolis von fritz lang? kurz bitte'],
    checks: [{ mentionsMovie: 19 }, { notContains: CONFUSED }, { replyLanguage: 'de' }],
  },
  {
    id: 'b41-015',
    class: 'facts',
    lang: 'es',
    turns: ['cuantas peliculas de miyazaki tienen?'],
    checks: [{ saysNumber: 6 }, { directedBy: 'Hayao Miyazaki' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b41-016',
    class: 'facts',
    lang: 'es',
    turns: ['quien escribio el guion de forrest gump'],
    checks: [{ contains: 'Eric Roth' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b41-017',
    class: 'facts',
    lang: 'es',
    turns: ['q salio antes el padrino o tiburon'],
    checks: [{ saysYearOf: 238 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b41-018',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui le realisateur d'amelie poulain ?"],
    checks: [{ saysDirectorOf: 194 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b41-019',
    class: 'facts',
    lang: 'fr',
    turns: ['il dure combien de temps le seigneur des anneaux le retour du roi'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b41-020',
    class: 'facts',
    lang: 'it',
    turns: ["in che anno e uscito nuovo cinema paradiso? e chi c'e come attori"],
    checks: [{ saysYearOf: 11216 }, { saysCastOf: 11216, count: 1 }, { replyLanguage: 'it' }],
  },

  // --- formatted lists (markdown) ---
  {
    id: 'b41-021',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 spielberg movies ranked, numbered list pls'],
    checks: [{ exactly: 5 }, { directedBy: 'Steven Spielberg' }, { rendersMarkdown: true }],
  },
  {
    id: 'b41-022',
    class: 'markdown',
    lang: 'en',
    turns: ['give me 6 westerns as bullet points with the year next to each'],
    checks: [{ exactly: 6 }, { genreAll: ['Western'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b41-023',
    class: 'markdown',
    lang: 'en',
    turns: ['just titles one per line, no descriptions: 8 animated films under 90 min'],
    checks: [
      { exactly: 8 },
      { genreAll: ['Animation'] },
      { runtimeAtMost: 90 },
      { maxChars: 900 },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b41-024',
    class: 'markdown',
    lang: 'en',
    turns: ['can u make a little table of 4 kubrick films with year and runtime'],
    checks: [{ exactly: 4 }, { directedBy: 'Stanley Kubrick' }, { rendersMarkdown: true }],
  },
  {
    id: 'b41-025',
    class: 'markdown',
    lang: 'pt',
    turns: ['me da uma lista numerada de 5 filmes de terror dos anos 80'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Horror'] },
      { yearBetween: [1980, 1989] },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b41-026',
    class: 'markdown',
    lang: 'pt',
    turns: ['lista com marcadores de 4 filmes do tom hanks, com o ano ao lado de cada um se faz favor'],
    checks: [
      { exactly: 4 },
      { hasCastMember: 'Tom Hanks' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b41-027',
    class: 'markdown',
    lang: 'pt',
    turns: ['ranking dos 3 filmes mais longos do nolan q vcs tem, do maior pro menor'],
    checks: [
      { exactly: 3 },
      { directedBy: 'Christopher Nolan' },
      { mentionsAll: [872585, 157336, 49026] },
      { firstMovieIs: 872585 },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b41-028',
    class: 'markdown',
    lang: 'de',
    turns: ['liste mit 5 filmen von hitchcock, mit jahr dahinter bitte'],
    checks: [
      { exactly: 5 },
      { directedBy: 'Alfred Hitchcock' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b41-029',
    class: 'markdown',
    lang: 'de',
    turns: ['nur titel, einer pro zeile: 6 musikfilme bzw musicals'],
    checks: [{ exactly: 6 }, { genreAll: ['Music'] }, { rendersMarkdown: true }, { replyLanguage: 'de' }],
  },
  {
    id: 'b41-030',
    class: 'markdown',
    lang: 'de',
    turns: ['top 5 science fiction filme ab 2010, nummeriert und mit regisseur'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [2010, 2026] },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b41-031',
    class: 'markdown',
    lang: 'es',
    turns: ['dame en una lista numerada 5 comedias romanticas con el año de cada una'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Romance'] },
      { genreAll: ['Comedy'] },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b41-032',
    class: 'markdown',
    lang: 'es',
    turns: ['ponme en viñetas 4 pelis de pixar porfa'],
    checks: [{ exactly: 4 }, { companyAll: 'pixar' }, { rendersMarkdown: true }, { replyLanguage: 'es' }],
  },
  {
    id: 'b41-033',
    class: 'markdown',
    lang: 'es',
    turns: ['haz una tablita con 3 pelis de los coen: titulo, año y duracion'],
    checks: [{ exactly: 3 }, { directedBy: 'Joel Coen' }, { rendersMarkdown: true }, { replyLanguage: 'es' }],
  },
  {
    id: 'b41-034',
    class: 'markdown',
    lang: 'fr',
    turns: ["fais moi une liste a puces de 5 films d'animation japonais stp"],
    checks: [
      { exactly: 5 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b41-035',
    class: 'markdown',
    lang: 'it',
    turns: ["classifica dei 5 migliori film di guerra, numerata, con l'anno accanto"],
    checks: [{ exactly: 5 }, { genreAll: ['War'] }, { rendersMarkdown: true }, { replyLanguage: 'it' }],
  },

  // --- identify a half-remembered film ---
  {
    id: 'b41-036',
    class: 'identify',
    lang: 'en',
    turns: [
      'movie where a weatherman keeps reliving the same day over and over in some small town in canada',
    ],
    checks: [{ firstMovieIs: 137 }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-037',
    class: 'identify',
    lang: 'en',
    turns: ['the one with tom hanks stuck on an island talking to a volleyball'],
    checks: [{ firstMovieIs: 8358 }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-038',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres a film where a little kid sees dead people and at the end u find out the psychologist guy was dead the whole time',
    ],
    checks: [{ firstMovieIs: 745 }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-039',
    class: 'identify',
    lang: 'en',
    turns: [
      'old hitchcock one, guy in a wheelchair with a broken leg spies on his neighbours with binoculars and thinks one of them killed his wife',
    ],
    checks: [{ firstMovieIs: 567 }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-040',
    class: 'identify',
    lang: 'en',
    turns: [
      'animated movie, old man ties a ton of balloons to his house and flies off, a boy scout kid is on the porch',
    ],
    checks: [{ firstMovieIs: 14160 }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-041',
    class: 'identify',
    lang: 'pt',
    turns: [
      'aquele filme que o cara perdeu a memoria e faz tatuagem pra lembrar das coisas, e a historia vai de tras pra frente',
    ],
    checks: [{ firstMovieIs: 77 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-042',
    class: 'identify',
    lang: 'pt',
    turns: [
      'o filme em que uma familia pobre se infiltra na casa de uma familia rica, é coreano e ganhou o oscar',
    ],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-043',
    class: 'identify',
    lang: 'pt',
    turns: [
      'desenho japones q uma menina vai trabalhar numa casa de banho de espiritos e os pais dela viram porcos',
    ],
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-044',
    class: 'identify',
    lang: 'de',
    turns: [
      'der film wo ein weisser hai am strand leute frisst und am ende jagen die drei typen ihn mit nem kleinen boot',
    ],
    checks: [{ firstMovieIs: 578 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b41-045',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heisst der film wo der kleine junge mit dem dreirad durch die hotelgänge fährt und der vater im winter durchdreht',
    ],
    checks: [{ firstMovieIs: 694 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b41-046',
    class: 'identify',
    lang: 'de',
    turns: [
      'film mit nem ausserirdischen der nach hause telefonieren will, kinder verstecken ihn, das fahrrad fliegt vorm mond',
    ],
    checks: [{ firstMovieIs: 601 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b41-047',
    class: 'identify',
    lang: 'es',
    turns: ['la peli de un pianista judio que se esconde en varsovia durante la segunda guerra mundial'],
    checks: [{ firstMovieIs: 423 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b41-048',
    class: 'identify',
    lang: 'es',
    turns: ['una de jim carrey donde vive en un programa de tele sin saberlo y todo el pueblo son actores'],
    checks: [{ firstMovieIs: 37165 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b41-049',
    class: 'identify',
    lang: 'fr',
    turns: [
      'le film ou des mecs volent des idees dans les reves des gens, avec la toupie qui tourne a la fin',
    ],
    checks: [{ firstMovieIs: 27205 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b41-050',
    class: 'identify',
    lang: 'it',
    turns: ['quel film dove un padre fa credere al figlio che il campo di concentramento è tutto un gioco'],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }],
  },

  // --- likeness ---
  {
    id: 'b41-051',
    class: 'likeness',
    lang: 'en',
    turns: ['something like alien but shorter'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [348], share: 0.6 },
      { shorterThan: 348 },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b41-052',
    class: 'likeness',
    lang: 'en',
    movieId: 13,
    turns: ['more like this but older, like pre 1970 stuff'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [13], share: 0.6 },
      { yearBetween: [1900, 1969] },
      { excludesMovies: [13] },
    ],
  },
  {
    id: 'b41-053',
    class: 'likeness',
    lang: 'en',
    turns: ['loved parasite and oldboy, anything else in that vein thats not in english?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [496243, 670], share: 0.6 },
      { notOriginalLanguage: 'en' },
      { excludesMovies: [496243, 670] },
    ],
  },
  {
    id: 'b41-054',
    class: 'likeness',
    lang: 'en',
    turns: ['my 7yo loved how to train your dragon, whats similar that wont scare him'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [10191], share: 0.6 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror', 'Thriller'] },
      { excludesMovies: [10191] },
    ],
  },
  {
    id: 'b41-055',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo tipo o senhor dos aneis mas animado'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [120], share: 0.6 },
      { genreAll: ['Animation'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b41-056',
    class: 'likeness',
    lang: 'pt',
    movieId: 603,
    turns: ['há mais filmes parecidos com este mas mais recentes?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [603], share: 0.6 },
      { newerThan: 603 },
      { excludesMovies: [603] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b41-057',
    class: 'likeness',
    lang: 'pt',
    turns: ['curti mt cidade de deus, tem algum parecido mas mais curto?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [598], share: 0.6 },
      { shorterThan: 598 },
      { excludesMovies: [598] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b41-058',
    class: 'likeness',
    lang: 'de',
    turns: ['was ähnliches wie shaun of the dead aber neuer'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [747], share: 0.6 },
      { newerThan: 747 },
      { excludesMovies: [747] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b41-059',
    class: 'likeness',
    lang: 'de',
    movieId: 8392,
    turns: ['gibts noch mehr in der art? fur meine tochter, 4 jahre alt'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [8392], share: 0.6 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [8392] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b41-060',
    class: 'likeness',
    lang: 'de',
    turns: ['filme wie heat, aber älter bitte, so aus den 70ern'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [949], share: 0.6 },
      { yearBetween: [1970, 1979] },
      { excludesMovies: [949] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b41-061',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a toy story pero mas antiguo'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [862], share: 0.6 },
      { olderThan: 862 },
      { excludesMovies: [862] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b41-062',
    class: 'likeness',
    lang: 'es',
    turns: ['me encanto el laberinto del fauno, algo parecido q no sea de terror y de menos de 2 horas'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [1417], share: 0.6 },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 120 },
      { excludesMovies: [1417] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b41-063',
    class: 'likeness',
    lang: 'es',
    movieId: 11,
    turns: ['algo como esta pero mas nueva y mas cortita'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [11], share: 0.6 },
      { newerThan: 11 },
      { shorterThan: 11 },
      { excludesMovies: [11] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b41-064',
    class: 'likeness',
    lang: 'fr',
    turns: ["un film dans le genre d'amelie poulain mais en anglais"],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [194], share: 0.6 },
      { originalLanguage: 'en' },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b41-065',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo il gladiatore ma piu corto'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [98], share: 0.6 },
      { shorterThan: 98 },
      { excludesMovies: [98] },
      { replyLanguage: 'it' },
    ],
  },

  // --- group picks ---
  {
    id: 'b41-066',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf tonight, she wants romance, i want something funny, nothing over 2 hours'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Romance', 'Comedy'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b41-067',
    class: 'group',
    lang: 'en',
    turns: ['family night w the kids (6 and 9) and grandma, something everyone can watch, no scary stuff'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family', 'Animation'] }, { noGenre: ['Horror', 'Thriller'] }],
  },
  {
    id: 'b41-068',
    class: 'group',
    lang: 'en',
    turns: [
      '4 of us. two love action, one is into sci-fi, one hates horror with a passion. what do we watch',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Action', 'Science Fiction'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b41-069',
    class: 'group',
    lang: 'en',
    turns: [
      'date night w my husband, he only likes war movies and im more into dramas, we have 2.5 hours max',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['War', 'Drama'] }, { runtimeAtMost: 150 }],
  },
  {
    id: 'b41-070',
    class: 'group',
    lang: 'pt',
    turns: ['vou ver filme com meus pais q tem 70 anos, eles gostam de classico antigo e eu de suspense'],
    checks: [
      { atLeast: 1 },
      { genreShare: ['Thriller', 'Mystery'], share: 0.5 },
      { yearBetween: [1920, 1979] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b41-071',
    class: 'group',
    lang: 'pt',
    turns: ['somos 5 amigos, metade quer comédia e a outra metade quer terror, algo q agrade a todos?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Comedy', 'Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-072',
    class: 'group',
    lang: 'pt',
    turns: ['filme pra ver com meu sobrinho de 5 anos e minha sobrinha de 12, nada de terror, no max 1h40'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 100 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b41-073',
    class: 'group',
    lang: 'de',
    turns: [
      'wir sind zu dritt, einer hasst animationsfilme, die anderen 2 wollen abenteuer, sollte unter 2 std sein',
    ],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Adventure'] },
      { noGenre: ['Animation'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b41-074',
    class: 'group',
    lang: 'de',
    turns: ['filmabend mit oma und opa (beide uber 80) und den enkeln 8 und 10, was lustiges ohne gewalt'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { noGenre: ['Horror', 'War', 'Crime', 'Thriller'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b41-075',
    class: 'group',
    lang: 'es',
    turns: ['mi novia odia las pelis de terror y yo quiero algo de suspenso, q podemos ver'],
    checks: [
      { atLeast: 1 },
      { noGenre: ['Horror'] },
      { genreShare: ['Thriller', 'Mystery'], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b41-076',
    class: 'group',
    lang: 'es',
    turns: ['con mis hijos de 8 y 11, les encantan los superheroes, algo de menos de 2 horas'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Family', 'Animation'] },
      { genreShare: ['Action'], share: 0.5 },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b41-077',
    class: 'group',
    lang: 'fr',
    turns: ['soiree entre copines, on veut une comedie romantique ou une comedie musicale, pas plus de 2h'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Romance', 'Music'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b41-078',
    class: 'group',
    lang: 'it',
    turns: ['stasera film con mio padre che ama i western e mia madre che vuole qualcosa di romantico'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Western', 'Romance'] }, { replyLanguage: 'it' }],
  },

  // --- the signed-in user's library ---
  {
    id: 'b41-079',
    class: 'history',
    lang: 'en',
    turns: ['what was the last movie i watched'],
    library: {
      diary: [
        { id: 603, on: '-40d', rating: 8 },
        { id: 155, on: '-12d', rating: 9 },
        { id: 4348, on: '-3d', rating: 6 },
      ],
    },
    checks: [{ firstMovieIs: 4348 }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-080',
    class: 'history',
    lang: 'en',
    turns: ['whats the worst rated film in my diary lol'],
    library: {
      diary: [
        { id: 1637, on: '-80d', rating: 8 },
        { id: 602, on: '-60d', rating: 3 },
        { id: 2108, on: '-33d', rating: 7 },
        { id: 105, on: '-9d', rating: 9 },
      ],
    },
    checks: [{ firstMovieIs: 602 }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-081',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i watched this year so far?'],
    library: {
      diary: [
        { id: 862, on: '-5d', rating: 8 },
        { id: 808, on: '-30d' },
        { id: 585, on: '-100d', rating: 7 },
        { id: 12, on: '-200d', rating: 9 },
        { id: 9806, on: '-500d', rating: 8 },
        { id: 2062, on: '-700d' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-082',
    class: 'history',
    lang: 'en',
    turns: ['pick something from my watchlist for tonight, in the mood for a comedy'],
    library: {
      diary: [{ id: 550, on: '-20d', rating: 8 }],
      watchlist: [115, 424, 694, 120467, 839, 703],
    },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b41-083',
    class: 'history',
    lang: 'pt',
    turns: ['qual foi o filme q eu dei a maior nota?'],
    library: {
      ratings: [
        [13, 7],
        [24428, 10],
        [862, 8],
        [578, 6],
      ],
    },
    checks: [{ firstMovieIs: 24428 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-084',
    class: 'history',
    lang: 'pt',
    turns: ['já vi o gladiador? nao me lembro'],
    library: {
      diary: [
        { id: 98, on: '2025-06-14', rating: 9 },
        { id: 197, on: '2025-08-02', rating: 7 },
        { id: 329, on: '-15d', rating: 8 },
      ],
    },
    checks: [{ mentionsMovie: 98 }, { notContains: CONFUSED }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-085',
    class: 'history',
    lang: 'de',
    turns: ['was hab ich im maerz so geschaut'],
    library: {
      diary: [
        { id: 807, on: 'Y0-02-20', rating: 8 },
        { id: 1422, on: 'Y0-03-04', rating: 9 },
        { id: 2062, on: 'Y0-03-18', rating: 7 },
        { id: 313369, on: 'Y0-04-02', rating: 8 },
      ],
    },
    checks: [
      { onlyFrom: 'diary' },
      { mentionsAll: [1422, 2062] },
      { excludesMovies: [807, 313369] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b41-086',
    class: 'history',
    lang: 'de',
    turns: [
      'empfiehl mir was ähnliches wie die filme die ich am besten bewertet hab, aber nix was ich schon kenne',
    ],
    library: {
      ratings: [
        [1891, 10],
        [11, 9],
        [329, 4],
        [114, 3],
      ],
    },
    checks: [
      { atLeast: 2 },
      { likeSeeds: [1891], share: 0.6 },
      { noneFrom: 'seen' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b41-087',
    class: 'history',
    lang: 'es',
    turns: ['cuantas pelis he visto en los ultimos 30 dias?'],
    library: {
      diary: [
        { id: 278, on: '-3d', rating: 9 },
        { id: 680, on: '-10d' },
        { id: 807, on: '-25d', rating: 8 },
        { id: 550, on: '-45d', rating: 7 },
        { id: 603, on: '-90d' },
      ],
    },
    checks: [{ saysNumber: 3 }, { notContains: CONFUSED }, { replyLanguage: 'es' }],
  },
  {
    id: 'b41-088',
    class: 'history',
    lang: 'es',
    turns: ['de las q tengo pendientes en mi lista, cual me da tiempo a ver en hora y media?'],
    library: {
      watchlist: [3170, 901, 597, 424, 2667, 1422],
    },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 90 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b41-089',
    class: 'history',
    lang: 'fr',
    turns: ["propose moi un truc dans le style de ceux que j'ai aimés, mais que j'ai pas encore vu"],
    library: {
      likes: [1422, 769, 238],
    },
    checks: [
      { atLeast: 2 },
      { genreShare: ['Crime'], share: 0.6 },
      { noneFrom: 'seen' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b41-090',
    class: 'history',
    lang: 'it',
    turns: ["qual è l'ultimo film che ho visto e che voto gli avevo dato?"],
    library: {
      diary: [
        { id: 11216, on: '-60d', rating: 9 },
        { id: 637, on: '-20d', rating: 7 },
        { id: 346, on: '-2d', rating: 8 },
      ],
    },
    checks: [{ firstMovieIs: 346 }, { saysNumber: 8 }, { replyLanguage: 'it' }],
  },

  // --- time budget ---
  {
    id: 'b41-091',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have exactly 90 minutes before my train, anything good?'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b41-092',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho uma hora e meia antes de dormir, quero uma comedia 😴'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-093',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur 100 min zeit, irgendwas spannendes'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 100 },
      { genreAll: ['Thriller', 'Mystery', 'Action', 'Crime', 'Horror'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b41-094',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo 2 horas max, quiero una de accion'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 120 }, { genreAll: ['Action'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b41-095',
    class: 'time-budget',
    lang: 'fr',
    turns: ["j'ai 1h30 devant moi, un film d'animation ?"],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Animation'] }, { replyLanguage: 'fr' }],
  },

  // --- follow-ups ---
  {
    id: 'b41-096',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good heist or crime movies from the 90s', 'which of those is the shortest?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-097',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me a few space movies', 'who directed the third one'],
    checks: [{ saysDirectorOfPrevious: 3 }, { notContains: CONFUSED }],
  },
  {
    id: 'b41-098',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['quero uns filmes de faroeste', 'quanto dura o segundo?'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b41-099',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiendame pelis de miedo', 'y otras sin repetir? pero de antes del 2000'],
    checks: [
      { atLeast: 1 },
      { noneFrom: 'earlier' },
      { genreAll: ['Horror'] },
      { yearBetween: [1900, 1999] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b41-100',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami dei film di fantascienza', 'parlami del secondo'],
    checks: [{ firstIsNthOfPrevious: 2 }, { replyLanguage: 'it' }],
  },
];
