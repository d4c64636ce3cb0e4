/**
 * Blind chat evaluation, set 40: weighted towards the classes the assistant is weakest on in sets it has never seen.
 * Facts (20: director, runtime, year, cast, "is X in Y", which came first / which is longer of two films, how many
 * films of a director the site has, what a film is about, who wrote the music or the script, the age rating),
 * formatted lists (15: numbered, bullets, ranked, "the year / director / runtime next to each", "just titles, one per
 * line", a little table), identifying a half-remembered film (15: a plot retold the way a fan tells it, a famous line,
 * the ending, "the one with <actor> where...", a detail slightly wrong), "like this" with a change (15: shorter, older,
 * newer, not in English, in English, animated, less scary, for a kid; on a film's page and off it), group picks (13:
 * kids of given ages, a hated genre, a time limit, a date night, grandparents), a signed-in user's own library (12:
 * last watched, best and worst rated, count this year and last month, a named month, the watchlist in a time budget,
 * the shortest of the watchlist, more like what they loved, "have I seen X"), time budgets (5) and follow-ups over two
 * turns (5: "the shortest of those", "who directed the third", "how long is the second", "anything before 1960",
 * "under 2 hours?"). 30 English, 20 Portuguese (Brazilian and European), 18 German, 17 Spanish, 8 French, 7 Italian;
 * every non-English case checks the reply language. Prompts are typed the way people type into a chat box
 * (lowercase, dropped accents and umlauts, "vc", "q", "pq", "stp", "bzw", typos, run-on and half sentences, emoji).
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * As written: 82 / 100 on the starter catalog.
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
  'didn.t (?:understand|get that)|no (?:te |lo )?(?:he )?entend|no estoy seguro de (?:qu[eé]|lo que)|' +
  'pas (?:bien )?compris|je ne suis pas s[uû]r de comprendre|nicht (?:ganz )?verstanden|' +
  'n[aã]o (?:entendi|percebi|compreendi)|non ho capito|non sono sicuro di (?:aver )?capito';

const notConfused = { notContains: CONFUSED };

export const BLIND_40_CASES: BlindCase[] = [
  // --- facts (20) ---
  {
    id: 'b40-001',
    class: 'facts',
    lang: 'en',
    turns: ['who directed no country for old men'],
    checks: [{ saysDirectorOf: 6977 }, notConfused],
  },
  {
    id: 'b40-002',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer?? trying to figure out if i can fit it in tonight'],
    checks: [{ saysRuntimeOf: 872585 }, notConfused],
  },
  {
    id: 'b40-003',
    class: 'facts',
    lang: 'en',
    turns: ["what's jurassic park rated? my son is 9 and begging to watch it"],
    checks: [{ contains: 'PG-13' }, { mentionsMovie: 329 }, notConfused],
  },
  {
    id: 'b40-004',
    class: 'facts',
    lang: 'en',
    turns: ['is sigourney weaver in alien or am i thinking of something else'],
    checks: [{ saysCastOf: 348, count: 1 }, { mentionsMovie: 348 }, notConfused],
  },
  {
    id: 'b40-005',
    class: 'facts',
    lang: 'en',
    turns: ['which came out first, the terminator or die hard?'],
    checks: [{ saysYearOf: 218 }, { saysYearOf: 562 }, notConfused],
  },
  {
    id: 'b40-006',
    class: 'facts',
    lang: 'en',
    turns: ['how many christopher nolan movies do you guys have on here'],
    checks: [{ saysNumber: 9 }, { directedBy: 'Christopher Nolan' }, notConfused],
  },
  {
    id: 'b40-007',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }, notConfused],
  },
  {
    id: 'b40-008',
    class: 'facts',
    lang: 'pt',
    turns: ['qnt tempo dura o senhor dos aneis o retorno do rei? vou ver com meu pai'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'pt' }, notConfused],
  },
  {
    id: 'b40-009',
    class: 'facts',
    lang: 'pt',
    turns: ['vc sabe sobre o que é o filme whiplash? vi o trailer mas n entendi direito'],
    checks: [{ mentionsMovie: 244786 }, { replyLanguage: 'pt' }, notConfused],
  },
  {
    id: 'b40-010',
    class: 'facts',
    lang: 'pt',
    turns: ['quem entra no pulp fiction? o elenco principal se faz favor'],
    checks: [{ saysCastOf: 680, count: 2 }, { replyLanguage: 'pt' }, notConfused],
  },
  {
    id: 'b40-011',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat eigentlich die musik von interstellar gemacht? die orgel ist so krass'],
    checks: [{ contains: 'Hans Zimmer' }, { replyLanguage: 'de' }, notConfused],
  },
  {
    id: 'b40-012',
    class: 'facts',
    lang: 'de',
    turns: ['welcher ist laenger, titanic oder avatar?'],
    checks: [{ saysRuntimeOf: 597 }, { mentionsMovie: 597 }, { replyLanguage: 'de' }, notConfused],
  },
  {
    id: 'b40-013',
    class: 'facts',
    lang: 'de',
    movieId: 582,
    turns: ['von wann ist der film eigentlich?'],
    checks: [{ saysYearOf: 582 }, { replyLanguage: 'de' }, notConfused],
  },
  {
    id: 'b40-014',
    class: 'facts',
    lang: 'de',
    turns: ['wie viele filme von hayao miyazaki habt ihr?'],
    checks: [{ saysNumber: 6 }, { directedBy: 'Hayao Miyazaki' }, { replyLanguage: 'de' }, notConfused],
  },
  {
    id: 'b40-015',
    class: 'facts',
    lang: 'es',
    turns: ['quien dirigio el laberinto del fauno'],
    checks: [{ saysDirectorOf: 1417 }, { replyLanguage: 'es' }, notConfused],
  },
  {
    id: 'b40-016',
    class: 'facts',
    lang: 'es',
    turns: ['cuanto dura la lista de schindler? es muy larga no?'],
    checks: [{ saysRuntimeOf: 424 }, { replyLanguage: 'es' }, notConfused],
  },
  {
    id: 'b40-017',
    class: 'facts',
    lang: 'es',
    turns: ['sale tom hanks en salvar al soldado ryan?'],
    checks: [{ saysCastOf: 857, count: 1 }, { mentionsMovie: 857 }, { replyLanguage: 'es' }, notConfused],
  },
  {
    id: 'b40-018',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui le realisateur d'amelie poulain ?"],
    checks: [{ saysDirectorOf: 194 }, { replyLanguage: 'fr' }, notConfused],
  },
  {
    id: 'b40-019',
    class: 'facts',
    lang: 'fr',
    turns: ['lequel est sorti en premier, alien ou blade runner ?'],
    checks: [{ saysYearOf: 348 }, { saysYearOf: 78 }, { replyLanguage: 'fr' }, notConfused],
  },
  {
    id: 'b40-020',
    class: 'facts',
    lang: 'it',
    turns: ['chi ha scritto la sceneggiatura di the truman show?'],
    checks: [{ contains: 'Andrew Niccol' }, { replyLanguage: 'it' }, notConfused],
  },

  // --- formatted lists (15) ---
  {
    id: 'b40-021',
    class: 'markdown',
    lang: 'en',
    turns: ['numbered list of 5 crime movies from the 90s, put the year next to each one'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Crime'] },
      { yearBetween: [1990, 1999] },
      { rendersMarkdown: true },
      notConfused,
    ],
  },
  {
    id: 'b40-022',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 pixar movies ranked. just the titles, one per line'],
    checks: [{ exactly: 5 }, { companyAll: 'Pixar' }, { rendersMarkdown: true }, notConfused],
  },
  {
    id: 'b40-023',
    class: 'markdown',
    lang: 'en',
    turns: ['bullet list of good westerns w/ the director next to each pls'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }, { rendersMarkdown: true }, notConfused],
  },
  {
    id: 'b40-024',
    class: 'markdown',
    lang: 'en',
    turns: ['can u make me a little table of the original star wars trilogy with year and runtime'],
    checks: [{ mentionsAll: [11, 1891, 1892] }, { rendersMarkdown: true }, notConfused],
  },
  {
    id: 'b40-025',
    class: 'markdown',
    lang: 'pt',
    turns: ['me da uma lista numerada de 5 animações japonesas'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b40-026',
    class: 'markdown',
    lang: 'pt',
    turns: ['lista com os filmes do tarantino q vcs tem e o ano de cada um'],
    checks: [
      { atLeast: 5 },
      { directedBy: 'Quentin Tarantino' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b40-027',
    class: 'markdown',
    lang: 'pt',
    turns: ['top 3 filmes de terror dos anos 80, em lista, so o titulo'],
    checks: [
      { exactly: 3 },
      { genreAll: ['Horror'] },
      { yearBetween: [1980, 1989] },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b40-028',
    class: 'markdown',
    lang: 'de',
    turns: ['nummerierte liste mit 4 filmen von steven spielberg, jahr dahinter bitte'],
    checks: [
      { exactly: 4 },
      { directedBy: 'Steven Spielberg' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b40-029',
    class: 'markdown',
    lang: 'de',
    turns: ['gib mir ne liste mit musikfilmen bzw musicals, stichpunkte, laufzeit dahinter'],
    checks: [{ atLeast: 3 }, { genreAll: ['Music'] }, { rendersMarkdown: true }, { replyLanguage: 'de' }],
  },
  {
    id: 'b40-030',
    class: 'markdown',
    lang: 'de',
    turns: ['rangliste: die 5 besten kriegsfilme die ihr habt'],
    checks: [{ exactly: 5 }, { genreAll: ['War'] }, { rendersMarkdown: true }, { replyLanguage: 'de' }],
  },
  {
    id: 'b40-031',
    class: 'markdown',
    lang: 'es',
    turns: ['hazme una lista numerada de 5 comedias romanticas con el año al lado'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 1 },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b40-032',
    class: 'markdown',
    lang: 'es',
    turns: ['solo los titulos, uno por linea: pelis de ciencia ficcion de 2010 a 2019'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [2010, 2019] },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b40-033',
    class: 'markdown',
    lang: 'es',
    turns: ['lista con viñetas de las pelis de miyazaki y cuanto dura cada una'],
    checks: [
      { atLeast: 4 },
      { directedBy: 'Hayao Miyazaki' },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b40-034',
    class: 'markdown',
    lang: 'fr',
    turns: ["fais moi une liste numerotee de 5 films d'animation pour les enfants avec l'annee stp"],
    checks: [
      { exactly: 5 },
      { genreAll: ['Animation'] },
      { genreShare: ['Family'], share: 0.8 },
      { noGenre: ['Horror'] },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b40-035',
    class: 'markdown',
    lang: 'it',
    turns: ['fammi una classifica dei 5 migliori film di fantascienza anni 90'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1990, 1999] },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },

  // --- identify (15) ---
  {
    id: 'b40-036',
    class: 'identify',
    lang: 'en',
    turns: ["what's the movie where the weatherman keeps living the same day over and over"],
    checks: [{ firstMovieIs: 137 }, { atMost: 3 }, notConfused],
  },
  {
    id: 'b40-037',
    class: 'identify',
    lang: 'en',
    turns: ['the one with tom hanks stuck on an island talking to a volleyball, whats it called'],
    checks: [{ firstMovieIs: 8358 }, { atMost: 3 }, notConfused],
  },
  {
    id: 'b40-038',
    class: 'identify',
    lang: 'en',
    turns: [
      'cartoon where the grumpy old man ties a ton of balloons to his house and flies off, a boy scout tags along',
    ],
    checks: [{ firstMovieIs: 14160 }, { atMost: 3 }, notConfused],
  },
  {
    id: 'b40-039',
    class: 'identify',
    lang: 'en',
    turns: ['that movie with leonardo dicaprio on the huge ship that sinks in like the 1800s'],
    checks: [{ firstMovieIs: 597 }, { atMost: 3 }, notConfused],
  },
  {
    id: 'b40-040',
    class: 'identify',
    lang: 'en',
    turns: ['which movie has the line "you\'re gonna need a bigger boat"'],
    checks: [{ firstMovieIs: 578 }, { atMost: 3 }, notConfused],
  },
  {
    id: 'b40-041',
    class: 'identify',
    lang: 'pt',
    turns: ['filme q o cara nao consegue guardar memorias novas e tatua as pistas no corpo, qual é?'],
    checks: [{ firstMovieIs: 77 }, { atMost: 3 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b40-042',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme coreano da familia pobre q vai se infiltrando na casa dos ricos'],
    checks: [{ firstMovieIs: 496243 }, { atMost: 3 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b40-043',
    class: 'identify',
    lang: 'pt',
    turns: ['animação do menino q quer ser musico e vai parar no mundo dos mortos no dia dos mortos 💀🎸'],
    checks: [{ firstMovieIs: 354912 }, { atMost: 3 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b40-044',
    class: 'identify',
    lang: 'de',
    turns: [
      'der film wo die spielzeuge lebendig werden wenn keiner guckt und der cowboy eifersuechtig auf den astronauten ist',
    ],
    checks: [{ firstMovieIs: 862 }, { atMost: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b40-045',
    class: 'identify',
    lang: 'de',
    turns: ['wie hiess der film wo am ende rauskommt dass bruce willis die ganze zeit schon tot war'],
    checks: [{ firstMovieIs: 745 }, { atMost: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b40-046',
    class: 'identify',
    lang: 'de',
    turns: [
      'film mit dicaprio wo sie in die traeume von anderen leuten eindringen um ideen zu klauen, am ende dreht sich der kreisel',
    ],
    checks: [{ firstMovieIs: 27205 }, { atMost: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b40-047',
    class: 'identify',
    lang: 'es',
    turns: ['como se llamaba la peli del astronauta que se queda solo en marte y cultiva papas'],
    checks: [{ firstMovieIs: 286217 }, { atMost: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b40-048',
    class: 'identify',
    lang: 'es',
    turns: [
      'esa peli animada donde una niña se pierde en un mundo de espiritus y sus papas se convierten en cerdos',
    ],
    checks: [{ firstMovieIs: 129 }, { atMost: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b40-049',
    class: 'identify',
    lang: 'fr',
    turns: ["le film ou le gamin est oublie a la maison a noel et piege les cambrioleurs, c'est quoi deja"],
    checks: [{ firstMovieIs: 771 }, { atMost: 3 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b40-050',
    class: 'identify',
    lang: 'it',
    turns: ['il film dove il papà fa credere al figlio che il campo di concentramento è tutto un gioco'],
    checks: [{ firstMovieIs: 637 }, { atMost: 3 }, { replyLanguage: 'it' }],
  },

  // --- likeness (15) ---
  {
    id: 'b40-051',
    class: 'likeness',
    lang: 'en',
    turns: ['anything like the matrix but shorter?'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 603 },
      { likeSeeds: [603], share: 0.6 },
      { excludesMovies: [603] },
      notConfused,
    ],
  },
  {
    id: 'b40-052',
    class: 'likeness',
    lang: 'en',
    movieId: 348,
    turns: ['more like this but less scary pls, i wont sleep otherwise'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [348], share: 0.6 },
      { excludesMovies: [348] },
      notConfused,
    ],
  },
  {
    id: 'b40-053',
    class: 'likeness',
    lang: 'en',
    turns: ['loved knives out, something similar but older? like before 2000'],
    checks: [{ atLeast: 2 }, { yearBetween: [1900, 1999] }, { likeSeeds: [546554], share: 0.6 }, notConfused],
  },
  {
    id: 'b40-054',
    class: 'likeness',
    lang: 'en',
    turns: ['my daughter (6) is obsessed with moana and encanto, what else would she like'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [277834, 568124], share: 0.6 },
      { excludesMovies: [277834, 568124] },
      { noGenre: ['Horror'] },
      notConfused,
    ],
  },
  {
    id: 'b40-055',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo tipo interstellar mas q nao seja em ingles'],
    checks: [
      { atLeast: 2 },
      { notOriginalLanguage: 'en' },
      { likeSeeds: [157336], share: 0.5 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b40-056',
    class: 'likeness',
    lang: 'pt',
    movieId: 313369,
    turns: ['tem algum parecido com esse mas mais antigo?'],
    checks: [
      { atLeast: 2 },
      { olderThan: 313369 },
      { likeSeeds: [313369], share: 0.6 },
      { excludesMovies: [313369] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b40-057',
    class: 'likeness',
    lang: 'pt',
    turns: ['gostei imenso do gladiador, sugere-me outros do genero mas mais curtos'],
    checks: [{ atLeast: 2 }, { shorterThan: 98 }, { likeSeeds: [98], share: 0.6 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b40-058',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie shaun of the dead, aber neuer'],
    checks: [{ atLeast: 2 }, { newerThan: 747 }, { likeSeeds: [747], share: 0.6 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b40-059',
    class: 'likeness',
    lang: 'de',
    movieId: 562,
    turns: ['gibts sowas aehnliches auch als animationsfilm? fuer meinen neffen, der ist 10'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Animation'] },
      { likeSeeds: [562], share: 0.5 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b40-060',
    class: 'likeness',
    lang: 'de',
    turns: ['filme wie der pate, nur nicht so ewig lang'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 238 },
      { likeSeeds: [238], share: 0.7 },
      { excludesMovies: [238, 240] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b40-061',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a cinema paradiso pero en ingles'],
    checks: [
      { atLeast: 2 },
      { originalLanguage: 'en' },
      { likeSeeds: [11216], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b40-062',
    class: 'likeness',
    lang: 'es',
    turns: ['me encanto get out, quiero algo parecido pero q no de tanto miedo'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [419430], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b40-063',
    class: 'likeness',
    lang: 'es',
    turns: ['pelis como shrek pero mas nuevas 🐸'],
    checks: [{ atLeast: 2 }, { newerThan: 808 }, { likeSeeds: [808], share: 0.7 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b40-064',
    class: 'likeness',
    lang: 'fr',
    turns: ['des films comme le seigneur des anneaux mais moins longs'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 120 },
      { likeSeeds: [120], share: 0.6 },
      { excludesMovies: [120, 121, 122] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b40-065',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo heat o scarface ma più recente'],
    checks: [
      { atLeast: 2 },
      { newerThan: 949 },
      { likeSeeds: [949, 111], share: 0.6 },
      { replyLanguage: 'it' },
    ],
  },

  // --- group (13) ---
  {
    id: 'b40-066',
    class: 'group',
    lang: 'en',
    turns: ['movie night w my 2 kids (7 and 10) and my husband who refuses to watch cartoons. ideas?'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Animation', 'Horror'] },
      { genreShare: ['Family'], share: 0.6 },
      notConfused,
    ],
  },
  {
    id: 'b40-067',
    class: 'group',
    lang: 'en',
    turns: ['date night! she loves romcoms, i like action. something we both enjoy thats not over 2 hours'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreCovers: ['Action', 'Romance'] }, notConfused],
  },
  {
    id: 'b40-068',
    class: 'group',
    lang: 'en',
    turns: [
      'grandparents coming over sunday, both in their 80s and they love old hollywood classics. nothing violent',
    ],
    checks: [
      { atLeast: 2 },
      { yearBetween: [1920, 1969] },
      { noGenre: ['Horror', 'War', 'Crime'] },
      notConfused,
    ],
  },
  {
    id: 'b40-069',
    class: 'group',
    lang: 'en',
    turns: [
      '4 of us tonight, i want sci fi, my roommate wants comedy, the other two dont care. under 2h please',
    ],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 120 },
      { genreCovers: ['Science Fiction', 'Comedy'] },
      notConfused,
    ],
  },
  {
    id: 'b40-070',
    class: 'group',
    lang: 'pt',
    turns: ['vou ver filme com meus sobrinhos de 5 e 8 anos, nada de terror pf'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { genreShare: ['Family'], share: 0.8 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b40-071',
    class: 'group',
    lang: 'pt',
    turns: [
      'eu e minha namorada, ela odeia filme de guerra e eu odeio romance meloso kkkk sugere algo pra gente',
    ],
    checks: [{ atLeast: 2 }, { noGenre: ['War', 'Romance'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b40-072',
    class: 'group',
    lang: 'pt',
    turns: [
      'jantar de familia com os meus pais e os miudos de 12 e 14, queremos uma comedia que de para todos',
    ],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { noGenre: ['Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b40-073',
    class: 'group',
    lang: 'de',
    turns: ['filmabend mit meinen eltern (beide ue60), die moegen krimis, ich eher thriller. max 2 stunden'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Crime', 'Thriller'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b40-074',
    class: 'group',
    lang: 'de',
    turns: ['kindergeburtstag, 8 kids so um die 9 jahre, brauch nen film, nix gruseliges'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Family'], share: 0.8 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b40-075',
    class: 'group',
    lang: 'es',
    turns: [
      'noche de pelis con mi hermano de 15 y mi abuela, ella odia el terror y la violencia, el quiere aventura',
    ],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Adventure'], share: 0.6 },
      { noGenre: ['Horror', 'War'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b40-076',
    class: 'group',
    lang: 'es',
    turns: ['somos 3: uno quiere animacion, otra drama y yo algo de fantasia. tenemos solo hora y media'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 95 },
      { genreCovers: ['Animation', 'Drama', 'Fantasy'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b40-077',
    class: 'group',
    lang: 'fr',
    turns: ["soiree film avec mes enfants de 6 et 9 ans, un truc drole mais pas trop long (moins d'1h30)"],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 90 },
      { genreShare: ['Family'], share: 0.8 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b40-078',
    class: 'group',
    lang: 'it',
    turns: ['serata con amici, alcuni vogliono azione altri commedia, niente horror'],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['Action', 'Comedy'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'it' },
    ],
  },

  // --- history (12) ---
  {
    id: 'b40-079',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 11, on: '-60d' },
        { id: 348, on: '-30d', rating: 8 },
        { id: 603, on: '-12d' },
        { id: 862, on: '-3d', rating: 9 },
      ],
    },
    turns: ['what was the last thing i watched'],
    checks: [{ firstMovieIs: 862 }, notConfused],
  },
  {
    id: 'b40-080',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [680, 7],
        [13, 10],
        [597, 6],
        [550, 8],
      ],
    },
    turns: ["what's my highest rated movie?"],
    checks: [{ firstMovieIs: 13 }, notConfused],
  },
  {
    id: 'b40-081',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 601, on: '2023-11-05' },
        { id: 89, on: '2024-12-28' },
        { id: 105, on: 'Y0-01-15' },
        { id: 329, on: 'Y0-03-02' },
        { id: 1891, on: 'Y0-06-20' },
        { id: 85, on: 'Y0-08-09' },
      ],
    },
    turns: ['how many movies have i watched this year so far'],
    checks: [{ saysDiaryCountThisYear: true }, notConfused],
  },
  {
    id: 'b40-082',
    class: 'history',
    lang: 'en',
    library: { watchlist: [770, 346, 11216, 1417, 77338, 496243, 37247, 424] },
    turns: ['i have like 2 hours tonight, anything on my watchlist that fits?'],
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }, notConfused],
  },
  {
    id: 'b40-083',
    class: 'history',
    lang: 'pt',
    library: {
      ratings: [
        [272, 7],
        [4348, 2],
        [1124, 9],
        [114, 5],
      ],
    },
    turns: ['qual foi o pior filme q eu avaliei?'],
    checks: [{ firstMovieIs: 4348 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b40-084',
    class: 'history',
    lang: 'pt',
    library: {
      diary: [
        { id: 629, on: '-100d' },
        { id: 807, on: '-80d' },
        { id: 550, on: '-45d', rating: 9 },
      ],
    },
    turns: ['eu ja vi clube da luta?'],
    checks: [
      { mentionsMovie: 550 },
      { contains: '\\bsim\\b|j[aá] (?:viu|assistiu|o viu|o assistiu|viste)|\\bviu\\b|assistiu' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b40-085',
    class: 'history',
    lang: 'de',
    library: {
      diary: [
        { id: 807, on: 'Y0-01-10' },
        { id: 1422, on: 'Y0-03-04' },
        { id: 11324, on: 'Y0-03-21' },
        { id: 274, on: 'Y0-05-02' },
        { id: 1700, on: 'Y0-07-15' },
      ],
    },
    turns: ['was hab ich im maerz geschaut?'],
    checks: [
      { mentionsAll: [1422, 11324] },
      { onlyFrom: 'diary' },
      { excludesMovies: [807, 274, 1700] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b40-086',
    class: 'history',
    lang: 'de',
    library: {
      ratings: [
        [348, 10],
        [679, 9],
        [1091, 9],
        [11036, 3],
      ],
    },
    turns: ['empfiehl mir was neues, das zu den filmen passt die ich am besten bewertet hab'],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { likeSeeds: [348, 679], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b40-087',
    class: 'history',
    lang: 'es',
    library: {
      diary: [
        { id: 966, on: '-75d' },
        { id: 3114, on: '-40d' },
        { id: 288, on: '-20d' },
        { id: 33, on: '-12d' },
        { id: 429, on: '-5d' },
      ],
    },
    turns: ['cuantas pelis vi el mes pasado?'],
    checks: [{ saysNumber: 3 }, { replyLanguage: 'es' }, notConfused],
  },
  {
    id: 'b40-088',
    class: 'history',
    lang: 'es',
    library: {
      ratings: [
        [129, 10],
        [4935, 9],
        [8587, 8],
        [1366, 4],
      ],
      likes: [129],
    },
    turns: ['recomiendame algo q no haya visto, parecido a lo que mas me gusto'],
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { likeSeeds: [129], share: 0.6 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b40-089',
    class: 'history',
    lang: 'fr',
    library: { watchlist: [597, 1725, 3082, 947, 69] },
    turns: ['dans ma watchlist, lequel est le plus court ?'],
    checks: [{ firstMovieIs: 3082 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b40-090',
    class: 'history',
    lang: 'it',
    library: {
      diary: [
        { id: 27205, on: '-200d' },
        { id: 49026, on: '-90d' },
        { id: 272, on: '-30d', rating: 8 },
      ],
    },
    turns: ['ho già visto il cavaliere oscuro? non mi ricordo'],
    checks: [
      { mentionsMovie: 155 },
      { contains: '\\bno\\b|non (?:l.hai|hai|risulta|ancora|lo hai|c.[eè])' },
      { replyLanguage: 'it' },
    ],
  },

  // --- time budget (5) ---
  {
    id: 'b40-091',
    class: 'time-budget',
    lang: 'en',
    turns: ['got about 90 min before bed, something funny?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }, notConfused],
  },
  {
    id: 'b40-092',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho 1h40 livre, quero um suspense'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 100 },
      { genreAll: ['Thriller', 'Mystery'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b40-093',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur ne stunde und 20 min, irgendein animationsfilm?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 80 }, { genreAll: ['Animation'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b40-094',
    class: 'time-budget',
    lang: 'es',
    turns: ['algo de accion que dure menos de 2 horas'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreAll: ['Action'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b40-095',
    class: 'time-budget',
    lang: 'it',
    turns: ['un film storico, ho al massimo due ore e mezza'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 150 },
      { genreAll: ['History', 'War'] },
      { replyLanguage: 'it' },
    ],
  },

  // --- follow-ups (5) ---
  {
    id: 'b40-096',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some sci-fi movies from the 80s', 'which of those is the shortest?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { subsetOf: 'previous' }, notConfused],
  },
  {
    id: 'b40-097',
    class: 'follow-ups',
    lang: 'en',
    turns: ['give me a few tom cruise movies', 'who directed the third one'],
    checks: [{ saysDirectorOfPrevious: 3 }, notConfused],
  },
  {
    id: 'b40-098',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns faroestes', 'e algum de antes de 1960?'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Western'] },
      { yearBetween: [1900, 1959] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b40-099',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de terror de los 70', 'cuanto dura la segunda?'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b40-100',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films de guerre a me conseiller ?', 'et des moins de 2h ?'],
    checks: [{ atLeast: 1 }, { genreAll: ['War'] }, { runtimeAtMost: 120 }, { replyLanguage: 'fr' }],
  },
];
