/**
 * Blind chat evaluation, set 49: weighted to English (40 of 100), facts and follow-ups. Facts about one film or
 * person (30: director, runtime, year, cast, whom an actor plays, genre, original language, age rating, score,
 * yes-or-no questions, "how old is it" on a film's page, two facts in one message, a title shared by a film and its
 * reboot where the user then says which one, titles misspelt or given by their local release title), follow-ups over
 * 2-3 turns (25: narrowing a list, "the second one, who directed it", "which of those is the shortest", switching
 * topic and back, correcting the assistant, "more like that", "in french please", pronouns for the film just
 * discussed), identifying a half-remembered film from its plot, a scene or its ending (12), "like X but ..." (12:
 * shorter, older, not in English, without one of its genres, for kids, funnier, darker, two seeds), the signed-in
 * user's own library (9: last watched, best and worst rated, how many this year, more like the ones they loved) and
 * other requests (12: moods as people say them, group picks with ages and a time limit, two actors in one film, time
 * budgets, original language, a theme to avoid, small talk). Languages: 40 English typed the way natives type into a
 * chat box (lowercase, no apostrophes, typos, slang), 18 Portuguese (Brazilian and European), 12 German, 10 Spanish,
 * 10 French, 10 Italian; every non-English case checks the reply language.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id and every fact was checked against the
 * starter catalog, and every case passes --verify.
 *
 * HELD-OUT: nobody reads these cases to change the assistant; it is run for its score only, once at the end of a
 * round.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand|figure)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that|catch that)|don.t understand|no (?:he )?entend|no estoy segur[oa] de qu|' +
  'pas compris|ne comprends pas|nicht verstanden|verstehe (?:ich )?nicht|não (?:entendi|percebi|compreendi)|' +
  'nao entendi|non ho capito|non capisco';
const NOT_CONFUSED = { notContains: CONFUSED };

export const BLIND_49_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------------------
  // Facts (30)
  {
    id: 'b49-001',
    class: 'facts',
    lang: 'en',
    turns: ['whos the director of whiplash'],
    checks: [{ saysDirectorOf: 244786 }, NOT_CONFUSED],
  },
  {
    id: 'b49-002',
    class: 'facts',
    lang: 'en',
    turns: ['how long is godfather part 2? need to know if i can start it tonight'],
    checks: [{ saysRuntimeOf: 240 }, NOT_CONFUSED],
  },
  {
    id: 'b49-003',
    class: 'facts',
    lang: 'en',
    turns: ['whens pulp fiction from'],
    checks: [{ saysYearOf: 680 }, NOT_CONFUSED],
  },
  {
    id: 'b49-004',
    class: 'facts',
    lang: 'en',
    turns: ['who played the joker in the dark knight'],
    checks: [{ contains: 'Heath Ledger' }, NOT_CONFUSED],
  },
  {
    id: 'b49-005',
    class: 'facts',
    lang: 'en',
    turns: ['did spielberg direct jurassic park or am i thinking of someone else'],
    checks: [{ saysDirectorOf: 329 }, NOT_CONFUSED],
  },
  {
    id: 'b49-006',
    class: 'facts',
    lang: 'en',
    turns: ['is get out a horror movie? my friend says its just a thriller'],
    checks: [{ contains: 'horror' }, NOT_CONFUSED],
  },
  {
    id: 'b49-007',
    class: 'facts',
    lang: 'en',
    turns: ['was the matrix made before 2000'],
    checks: [{ saysYearOf: 603 }, NOT_CONFUSED],
  },
  {
    id: 'b49-008',
    class: 'facts',
    lang: 'en',
    turns: ['whos in the grand budapest hotel'],
    checks: [{ saysCastOf: 120467, count: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b49-009',
    class: 'facts',
    lang: 'en',
    turns: ['what is edge of tomorrow rated? my son is 12'],
    checks: [{ contains: 'PG-?\\s?13' }, NOT_CONFUSED],
  },
  {
    id: 'b49-010',
    class: 'facts',
    lang: 'en',
    movieId: 1124,
    turns: ['how old is this movie lol'],
    checks: [{ saysYearOf: 1124 }, NOT_CONFUSED],
  },
  {
    id: 'b49-011',
    class: 'facts',
    lang: 'en',
    turns: ['when did batman come out', 'the one with michael keaton'],
    checks: [{ saysYearOf: 268 }, NOT_CONFUSED],
  },
  {
    id: 'b49-012',
    class: 'facts',
    lang: 'en',
    turns: ['how long is intersteller'],
    checks: [{ saysRuntimeOf: 157336 }, NOT_CONFUSED],
  },
  {
    id: 'b49-013',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-014',
    class: 'facts',
    lang: 'pt',
    turns: ['qual é a nota de O Poderoso Chefão?'],
    checks: [{ contains: '8[.,]4' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-015',
    class: 'facts',
    lang: 'pt',
    turns: ['O Rei Leão é de que ano? e quanto tempo dura?'],
    checks: [{ saysYearOf: 8587 }, { saysRuntimeOf: 8587 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-016',
    class: 'facts',
    lang: 'pt',
    turns: ['o Tom Hanks entra no À Espera de um Milagre?'],
    checks: [{ mentionsMovie: 497 }, { saysCastOf: 497, count: 1 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-017',
    class: 'facts',
    lang: 'pt',
    turns: ['a viagem de chihiro é falado em que língua originalmente?'],
    checks: [{ contains: 'japon|japan|japão|japao|giappon' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-018',
    class: 'facts',
    lang: 'de',
    turns: ['Wer hat Das Leben der Anderen gedreht?'],
    checks: [{ saysDirectorOf: 582 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b49-019',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht der herr der ringe die rückkehr des königs'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b49-020',
    class: 'facts',
    lang: 'de',
    turns: ['Wen spielt Keanu Reeves in Matrix?'],
    checks: [{ contains: '\\bNeo\\b' }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b49-021',
    class: 'facts',
    lang: 'de',
    turns: ['Ist Psycho eigentlich ein Horrorfilm?'],
    checks: [{ mentionsMovie: 539 }, { contains: 'horror' }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b49-022',
    class: 'facts',
    lang: 'es',
    turns: ['de qué año es El laberinto del fauno?'],
    checks: [{ saysYearOf: 1417 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b49-023',
    class: 'facts',
    lang: 'es',
    turns: ['cuánto dura volver al futuro'],
    checks: [{ saysRuntimeOf: 105 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b49-024',
    class: 'facts',
    lang: 'es',
    turns: ['quién sale en Parásitos?'],
    checks: [{ saysCastOf: 496243, count: 1 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b49-025',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui le réalisateur de La Liste de Schindler ?"],
    checks: [{ saysDirectorOf: 424 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b49-026',
    class: 'facts',
    lang: 'fr',
    turns: ["Le Fabuleux Destin d'Amélie Poulain dure combien de temps et il est sorti quand ?"],
    checks: [{ saysRuntimeOf: 194 }, { saysYearOf: 194 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b49-027',
    class: 'facts',
    lang: 'fr',
    movieId: 101,
    turns: ['il est sorti en quelle année celui-là ?'],
    checks: [{ saysYearOf: 101 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b49-028',
    class: 'facts',
    lang: 'it',
    turns: ['chi ha diretto Il buono, il brutto, il cattivo?'],
    checks: [{ saysDirectorOf: 429 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b49-029',
    class: 'facts',
    lang: 'it',
    turns: ['quanto dura la vita è bella?'],
    checks: [{ saysRuntimeOf: 637 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b49-030',
    class: 'facts',
    lang: 'it',
    turns: ['Nuovo Cinema Paradiso di che anno è?'],
    checks: [{ saysYearOf: 11216 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },

  // ------------------------------------------------------------------------------------------------------------
  // Follow-ups (25)
  {
    id: 'b49-031',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me some sci fi movies', 'the second one, who directed it'],
    checks: [{ saysDirectorOfPrevious: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b49-032',
    class: 'follow-ups',
    lang: 'en',
    turns: ['any good war movies?', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, NOT_CONFUSED],
  },
  {
    id: 'b49-033',
    class: 'follow-ups',
    lang: 'en',
    turns: ['comedies from the 80s pls', 'only ones under 100 min'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { yearBetween: [1980, 1989] },
      { runtimeAtMost: 100 },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-034',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed alien', 'what else has he made'],
    checks: [{ atLeast: 2 }, { directedBy: 'Ridley Scott' }, { excludesMovies: [348] }, NOT_CONFUSED],
  },
  {
    id: 'b49-035',
    class: 'follow-ups',
    lang: 'en',
    turns: ['tell me about the shining', 'is it too scary for my 14 yo? and how long is it'],
    checks: [{ saysRuntimeOf: 694 }, NOT_CONFUSED],
  },
  {
    id: 'b49-036',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed batman', 'nah the one with robert pattinson'],
    checks: [{ saysDirectorOf: 414906 }, NOT_CONFUSED],
  },
  {
    id: 'b49-037',
    class: 'follow-ups',
    lang: 'en',
    turns: ['something like blade runner', 'more like that, ones you didnt say yet'],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { likeSeeds: [78], share: 0.6 }, NOT_CONFUSED],
  },
  {
    id: 'b49-038',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend a good romance movie', 'in french please'],
    checks: [{ atLeast: 1 }, { genreAll: ['Romance'] }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b49-039',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'animated movies for my kids',
      'is shrek ok for a 6 year old',
      'cool. give me a few more animated ones like the first ones',
    ],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, NOT_CONFUSED],
  },
  {
    id: 'b49-040',
    class: 'follow-ups',
    lang: 'en',
    turns: ['whats gone girl about', 'whos the director of it and is it long'],
    checks: [{ saysDirectorOf: 210577 }, { saysRuntimeOf: 210577 }, NOT_CONFUSED],
  },
  {
    id: 'b49-041',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns filmes de terror', 'qual desses é o mais antigo?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-042',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes com o leonardo dicaprio', 'só os que têm menos de duas horas e meia'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Leonardo DiCaprio' },
      { runtimeAtMost: 150 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-043',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica umas animações japonesas', 'a terceira, quanto tempo dura?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-044',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['sugere-me um drama para hoje', 'não, algo mais leve, uma comédia'],
    checks: [{ atLeast: 1 }, { genreAll: ['Comedy'] }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-045',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['quem fez o filme Titanic?', 'e quanto tempo ele tem?'],
    checks: [{ saysRuntimeOf: 597 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-046',
    class: 'follow-ups',
    lang: 'de',
    turns: ['Zeig mir ein paar Western', 'welcher davon ist der neueste?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b49-047',
    class: 'follow-ups',
    lang: 'de',
    turns: ['Ich suche Filme von Hayao Miyazaki', 'gibts davon auch was unter 100 Minuten?'],
    checks: [
      { atLeast: 1 },
      { directedBy: 'Hayao Miyazaki' },
      { runtimeAtMost: 100 },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-048',
    class: 'follow-ups',
    lang: 'de',
    turns: ['Empfiehl mir ein paar Krimis', 'der zweite, wie lang ist der?'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b49-049',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de ciencia ficción buenas', 'de esas cuál es la más larga'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b49-050',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiéndame algo de Tarantino', 'y la primera cuánto dura?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b49-051',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["des films d'horreur à me conseiller ?", 'et seulement ceux sortis après 2005 ?'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Horror'] },
      { yearBetween: [2006, 2030] },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-052',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des bons films de guerre à voir ?', "le deuxième, c'est qui le réalisateur ?"],
    checks: [{ saysDirectorOfPrevious: 2 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b49-053',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['Qui joue dans Forrest Gump ?', "et son réalisateur, il a fait quoi d'autre ?"],
    checks: [
      { atLeast: 1 },
      { directedBy: 'Robert Zemeckis' },
      { excludesMovies: [13] },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-054',
    class: 'follow-ups',
    lang: 'it',
    turns: ["consigliami dei film d'animazione", 'quale di questi è il più corto?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b49-055',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film con Tom Cruise', 'solo quelli usciti prima del 2000'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Tom Cruise' },
      { yearBetween: [1900, 1999] },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // Identify a film from its plot, a scene or its ending (12)
  {
    id: 'b49-056',
    class: 'identify',
    lang: 'en',
    turns: ['that movie where a grumpy weatherman keeps waking up on the same day over and over'],
    checks: [{ firstMovieIs: 137 }, NOT_CONFUSED],
  },
  {
    id: 'b49-057',
    class: 'identify',
    lang: 'en',
    turns: ['movie where a guy cant make new memories and tattoos notes on his body, and its told backwards'],
    checks: [{ firstMovieIs: 77 }, NOT_CONFUSED],
  },
  {
    id: 'b49-058',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres this film where a little boy sees dead people and at the end the psychologist was dead all along',
    ],
    checks: [{ firstMovieIs: 745 }, NOT_CONFUSED],
  },
  {
    id: 'b49-059',
    class: 'identify',
    lang: 'en',
    turns: [
      'the one where a family looks after an empty hotel for the winter and the dad goes crazy with an axe',
    ],
    checks: [{ firstMovieIs: 694 }, NOT_CONFUSED],
  },
  {
    id: 'b49-060',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the movie where a fedex guy gets stuck on an island and talks to a volleyball called wilson',
    ],
    checks: [{ firstMovieIs: 8358 }, NOT_CONFUSED],
  },
  {
    id: 'b49-061',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é o filme de animação em que um menino faz amizade com um robô gigante que caiu do espaço nos anos 50, e no final o robô se sacrifica?',
    ],
    checks: [{ firstMovieIs: 10386 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-062',
    class: 'identify',
    lang: 'pt',
    turns: ['como se chama aquele filme do ratinho que quer ser cozinheiro em paris'],
    checks: [{ firstMovieIs: 2062 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-063',
    class: 'identify',
    lang: 'de',
    turns: [
      'Wie heißt der Film, in dem ein unschuldig verurteilter Banker jahrelang einen Tunnel gräbt und das Loch hinter einem Poster versteckt?',
    ],
    checks: [{ firstMovieIs: 278 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b49-064',
    class: 'identify',
    lang: 'es',
    turns: [
      'cómo se llamaba la peli donde un tiburón gigante ataca una playa y el jefe de policía sale a cazarlo',
    ],
    checks: [{ firstMovieIs: 578 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b49-065',
    class: 'identify',
    lang: 'es',
    turns: [
      'una peli coreana donde una familia pobre se va colando a trabajar en la casa de unos ricos haciéndose pasar por otros',
    ],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b49-066',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film d'animation où un vieux monsieur accroche des milliers de ballons à sa maison pour partir en Amérique du Sud ?",
    ],
    checks: [{ firstMovieIs: 14160 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b49-067',
    class: 'identify',
    lang: 'it',
    turns: [
      'il film dove un ragazzo torna indietro nel tempo con una DeLorean e rischia che i suoi genitori non si innamorino',
    ],
    checks: [{ firstMovieIs: 105 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },

  // ------------------------------------------------------------------------------------------------------------
  // Like X but ... (12)
  {
    id: 'b49-068',
    class: 'likeness',
    lang: 'en',
    turns: ['something like mad max fury road but shorter'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 76341 },
      { likeSeeds: [76341], share: 0.6 },
      { excludesMovies: [76341] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-069',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like se7en but older'],
    checks: [{ atLeast: 2 }, { olderThan: 807 }, { likeSeeds: [807], share: 0.6 }, NOT_CONFUSED],
  },
  {
    id: 'b49-070',
    class: 'likeness',
    lang: 'en',
    turns: ['i loved knives out and the grand budapest hotel, what else would i like'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [546554, 120467], share: 0.6 },
      { excludesMovies: [546554, 120467] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-071',
    class: 'likeness',
    lang: 'en',
    turns: ['something like jurassic park but ok for my 7 year old'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family'] }, { likeSeeds: [329], share: 0.6 }, NOT_CONFUSED],
  },
  {
    id: 'b49-072',
    class: 'likeness',
    lang: 'en',
    turns: ['like alien but not in english'],
    checks: [{ atLeast: 1 }, { notOriginalLanguage: 'en' }, { likeSeeds: [348], share: 0.6 }, NOT_CONFUSED],
  },
  {
    id: 'b49-073',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo tipo Interestelar mas mais curto'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 157336 },
      { likeSeeds: [157336], share: 0.6 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-074',
    class: 'likeness',
    lang: 'pt',
    turns: ['quero algo com o humor do Shrek mas que não seja animação'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { noGenre: ['Animation'] },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-075',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie Der Pate, aber nicht so lang'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 238 },
      { likeSeeds: [238], share: 0.6 },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-076',
    class: 'likeness',
    lang: 'es',
    turns: ['algo como Coco pero más antiguo'],
    checks: [
      { atLeast: 2 },
      { olderThan: 354912 },
      { likeSeeds: [354912], share: 0.6 },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-077',
    class: 'likeness',
    lang: 'fr',
    turns: ['un film comme Intouchables mais encore plus drôle'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { excludesMovies: [77338] },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-078',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo Inception ma più cupo'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [27205], share: 0.6 },
      { noGenre: ['Comedy', 'Family', 'Animation'] },
      { excludesMovies: [27205] },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-079',
    class: 'likeness',
    lang: 'it',
    turns: ['un film come Harry Potter ma senza magia, niente fantasy'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Fantasy'] },
      { likeSeeds: [671], share: 0.6 },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // The signed-in user's own library (9)
  {
    id: 'b49-080',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 1700, on: '-40d', rating: 7 },
        { id: 2108, on: '-3d', rating: 8 },
        { id: 37247, on: '-12d' },
      ],
    },
    turns: ['what did i watch last'],
    checks: [{ firstMovieIs: 2108 }, NOT_CONFUSED],
  },
  {
    id: 'b49-081',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [1578, 6],
        [10774, 10],
        [925, 8],
        [114, 4],
      ],
    },
    turns: ['whats my highest rated movie'],
    checks: [{ firstMovieIs: 10774 }, NOT_CONFUSED],
  },
  {
    id: 'b49-082',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [1637, 7],
        [955, 3],
        [562, 9],
        [607, 6],
      ],
    },
    turns: ['worst movie ive rated so far?'],
    checks: [{ firstMovieIs: 955 }, NOT_CONFUSED],
  },
  {
    id: 'b49-083',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 2493, on: '-2d' },
        { id: 9340, on: '-10d' },
        { id: 771, on: '-30d' },
        { id: 620, on: '-60d' },
        { id: 4011, on: '-400d' },
      ],
    },
    turns: ['how many movies have i watched this year'],
    checks: [{ saysDiaryCountThisYear: true }, NOT_CONFUSED],
  },
  {
    id: 'b49-084',
    class: 'history',
    lang: 'pt',
    library: {
      ratings: [
        [329865, 10],
        [264660, 9],
        [11036, 2],
      ],
      likes: [329865],
    },
    turns: ['me recomenda filmes parecidos com os que eu mais gostei'],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-085',
    class: 'history',
    lang: 'pt',
    library: {
      diary: [
        { id: 3114, on: '-20d' },
        { id: 288, on: '-1d' },
        { id: 11697, on: '-8d' },
      ],
    },
    turns: ['qual foi o último filme que eu vi?'],
    checks: [{ firstMovieIs: 288 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-086',
    class: 'history',
    lang: 'de',
    library: {
      ratings: [
        [18, 7],
        [205321, 1],
        [63, 8],
        [1924, 5],
      ],
    },
    turns: ['Welchen Film habe ich am schlechtesten bewertet?'],
    checks: [{ firstMovieIs: 205321 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b49-087',
    class: 'history',
    lang: 'es',
    library: {
      diary: [
        { id: 4348, on: '-5d' },
        { id: 164, on: '-15d' },
        { id: 804, on: '-50d' },
        { id: 289, on: '-500d' },
      ],
    },
    turns: ['cuántas pelis he visto este año?'],
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b49-088',
    class: 'history',
    lang: 'fr',
    library: {
      ratings: [
        [621, 6],
        [313369, 10],
        [872, 8],
        [69, 7],
      ],
    },
    turns: ["c'est quoi le film que j'ai le mieux noté ?"],
    checks: [{ firstMovieIs: 313369 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },

  // ------------------------------------------------------------------------------------------------------------
  // Other requests (12)
  {
    id: 'b49-089',
    class: 'mood-genre',
    lang: 'en',
    turns: ['my gf hates sad endings, need something cute for date night'],
    checks: [{ atLeast: 1 }, { genreShare: ['Romance', 'Comedy'], share: 0.6 }, NOT_CONFUSED],
  },
  {
    id: 'b49-090',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need something to cry to tbh'],
    checks: [{ atLeast: 1 }, { genreShare: ['Drama', 'Romance'], share: 0.8 }, NOT_CONFUSED],
  },
  {
    id: 'b49-091',
    class: 'group',
    lang: 'en',
    turns: ['movie night w my nephews (8 and 11) plus us adults, cant be longer than 2 hrs'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Family', 'Animation'] },
      { runtimeAtMost: 120 },
      { noGenre: ['Horror'] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-092',
    class: 'two-people',
    lang: 'en',
    turns: ['is there a movie with both tom hanks and matt damon in it'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Tom Hanks' },
      { hasCastMember: 'Matt Damon' },
      { mentionsMovie: 857 },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-093',
    class: 'time-budget',
    lang: 'pt',
    turns: ['só tenho uma hora e meia, quero um filme de ação que caiba nisso'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Action'] },
      { runtimeAtMost: 90 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-094',
    class: 'original-language',
    lang: 'pt',
    turns: ['tem filmes coreanos aí? em coreano mesmo'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b49-095',
    class: 'themes',
    lang: 'de',
    turns: ['Irgendwas Spannendes, aber bitte nichts mit Krieg'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Thriller', 'Mystery'] },
      { noGenre: ['War'] },
      { themeNone: '\\bwars?\\b|soldier|krieg' },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-096',
    class: 'small-talk',
    lang: 'de',
    turns: ['Hi! Mir ist langweilig, überrasch mich mal mit einem guten Film'],
    checks: [{ atLeast: 1 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b49-097',
    class: 'group',
    lang: 'es',
    turns: ['somos 4 amigos, uno odia el terror y otra quiere reírse, máximo 2 horas'],
    checks: [
      { atLeast: 1 },
      { noGenre: ['Horror'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { runtimeAtMost: 120 },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-098',
    class: 'time-budget',
    lang: 'fr',
    turns: ["J'ai 1h40 devant moi, t'aurais un bon thriller ?"],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Thriller'] },
      { runtimeAtMost: 100 },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-099',
    class: 'two-people',
    lang: 'it',
    turns: ["c'è un film con Al Pacino e Robert De Niro insieme?"],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Al Pacino' },
      { hasCastMember: 'Robert De Niro' },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b49-100',
    class: 'mood-genre',
    lang: 'it',
    turns: ['qualcosa di leggero per staccare il cervello stasera, niente di pesante'],
    checks: [
      { atLeast: 1 },
      { genreShare: ['Comedy'], share: 0.6 },
      { noGenre: ['Horror', 'War'] },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
];
