/**
 * Blind chat evaluation, set 50: the weakest classes, in new words. Weighted to "like X but ..." requests (24:
 * shorter, older, newer, not in English, without one of the seed's genres, less scary, for kids, funnier, two and
 * three seed films at once, a seed given by its local release title or misspelt, "same vibe as", "in the style of"),
 * identifying a half-remembered film from its plot, a scene, its twist or its ending, told vaguely and with wrong
 * details (22, a third of them in other languages), facts (22: director, runtime, year, cast, whom an actor plays,
 * original language, age rating, score, yes-or-no questions, "how long is it" on a film's page, two facts in one
 * message, local release titles and typos), the signed-in user's own library (12), signed-in recommendations that
 * must render clean markdown and leave out what the user already logged (10), and themes or creatures to avoid or
 * to want, alone and with a genre (10). 36 prompts are in English as natives type into a chat box (lowercase, no
 * apostrophes, typos, slang), 18 in German, 18 in Portuguese (Brazilian and European), 16 in Italian, 6 in French
 * and 6 in Spanish; every non-English case checks the reply language.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * As written: 89 / 100 (starter). Known flaw found when scoring, left as frozen: b50-100's themeNone regex also
 * matches the title of The Martian, a film without aliens, so that one failure is the check's, not the reply's.
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand|find what)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|no (?:te )?(?:he )?entend|pas compris|nicht verstanden|nicht sicher, was|' +
  'não entendi|não percebi|non ho capito';

export const BLIND_50_CASES: BlindCase[] = [
  // ----------------------------------------------------------------------------------------------------------
  // likeness (24)
  {
    id: 'b50-001',
    class: 'likeness',
    lang: 'en',
    turns: ['something like the prestige but shorter'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [1124], share: 0.6 },
      { shorterThan: 1124 },
      { excludesMovies: [1124] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b50-002',
    class: 'likeness',
    lang: 'en',
    turns: ['i loved arrival and ex machina, what else would i like'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [329865, 264660], share: 0.6 },
      { excludesMovies: [329865, 264660] },
    ],
  },
  {
    id: 'b50-003',
    class: 'likeness',
    lang: 'en',
    turns: ['same vibe as fargo but older stuff'],
    checks: [{ atLeast: 2 }, { likeSeeds: [275], share: 0.6 }, { olderThan: 275 }, { excludesMovies: [275] }],
  },
  {
    id: 'b50-004',
    class: 'likeness',
    lang: 'en',
    turns: ['anything like knives out thats not in english?'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [546554], share: 0.6 },
      { notOriginalLanguage: 'en' },
      { excludesMovies: [546554] },
    ],
  },
  {
    id: 'b50-005',
    class: 'likeness',
    lang: 'en',
    turns: ['if i liked coralline what else should i watch'],
    checks: [{ atLeast: 2 }, { likeSeeds: [14836], share: 0.7 }, { excludesMovies: [14836] }],
  },
  {
    id: 'b50-006',
    class: 'likeness',
    lang: 'en',
    turns: ['something in the style of grand budapest hotel but more recent'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [120467], share: 0.6 },
      { newerThan: 120467 },
      { excludesMovies: [120467] },
    ],
  },
  {
    id: 'b50-007',
    class: 'likeness',
    lang: 'en',
    turns: ['want something like alien but less scary, i dont do actual horror'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [348], share: 0.6 },
      { excludesMovies: [348, 679] },
    ],
  },
  {
    id: 'b50-008',
    class: 'likeness',
    lang: 'en',
    turns: [
      'loved the mummy, indiana jones and the last crusade and pirates of the caribbean. more like those pls',
    ],
    checks: [{ atLeast: 2 }, { likeSeeds: [564, 89, 22], share: 0.6 }, { excludesMovies: [564, 89, 22] }],
  },
  {
    id: 'b50-009',
    class: 'likeness',
    lang: 'de',
    turns: ['Gibt es was Ähnliches wie Das Leben der Anderen, nur kürzer?'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [582], share: 0.6 },
      { shorterThan: 582 },
      { excludesMovies: [582] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b50-010',
    class: 'likeness',
    lang: 'de',
    turns: ['ich mochte mad max fury road, aber bitte ohne science fiction. was passt da?'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Science Fiction'] },
      { likeSeeds: [76341], share: 0.6 },
      { excludesMovies: [76341] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b50-011',
    class: 'likeness',
    lang: 'de',
    turns: ['Filme wie Die Verurteilten, aber älter'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [278], share: 0.6 },
      { olderThan: 278 },
      { excludesMovies: [278] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b50-012',
    class: 'likeness',
    lang: 'de',
    turns: ['fand der pate und goodfellas beide richtig stark, was gibts noch in die richtung?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [238, 769], share: 0.6 },
      { excludesMovies: [238, 769] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b50-013',
    class: 'likeness',
    lang: 'de',
    movieId: 1091,
    turns: ['sowas in der art, aber lustiger'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { likeSeeds: [1091], share: 0.5 },
      { excludesMovies: [1091] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b50-014',
    class: 'likeness',
    lang: 'pt',
    turns: ['queria algo tipo o poderoso chefão mas mais curto'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [238], share: 0.6 },
      { shorterThan: 238 },
      { excludesMovies: [238] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b50-015',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com A Origem mas que não sejam de ação'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Action'] },
      { likeSeeds: [27205], share: 0.6 },
      { excludesMovies: [27205] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b50-016',
    class: 'likeness',
    lang: 'pt',
    turns: ['adorei divertida mente e viva a vida é uma festa, quero mais desse jeito'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [150540, 354912], share: 0.7 },
      { excludesMovies: [150540, 354912] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b50-017',
    class: 'likeness',
    lang: 'pt',
    turns: ['Algo ao estilo de O Silêncio dos Inocentes, mas que não seja falado em inglês?'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [274], share: 0.6 },
      { notOriginalLanguage: 'en' },
      { excludesMovies: [274] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b50-018',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa come il buono il brutto il cattivo ma più corto'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [429], share: 0.6 },
      { shorterThan: 429 },
      { excludesMovies: [429] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b50-019',
    class: 'likeness',
    lang: 'it',
    turns: ['mi sono piaciuti tantissimo la città incantata e il castello errante di howl, altri così?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [129, 4935], share: 0.6 },
      { excludesMovies: [129, 4935] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b50-020',
    class: 'likeness',
    lang: 'it',
    movieId: 694,
    turns: ['qualcosa tipo questo ma meno spaventoso'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [694], share: 0.6 },
      { excludesMovies: [694] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b50-021',
    class: 'likeness',
    lang: 'it',
    turns: ['film simili a Quei bravi ragazzi ma più recenti'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [769], share: 0.6 },
      { newerThan: 769 },
      { excludesMovies: [769] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b50-022',
    class: 'likeness',
    lang: 'fr',
    turns: ['un film dans le genre de Intouchables mais plus ancien'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [77338], share: 0.6 },
      { olderThan: 77338 },
      { excludesMovies: [77338] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b50-023',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a el laberinto del fauno pero que pueda ver con mis hijos pequeños'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { likeSeeds: [1417], share: 0.6 },
      { excludesMovies: [1417] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b50-024',
    class: 'likeness',
    lang: 'es',
    turns: ['me encantó Parásitos, qué más me recomiendas parecido?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [496243], share: 0.6 },
      { excludesMovies: [496243] },
      { replyLanguage: 'es' },
    ],
  },

  // ----------------------------------------------------------------------------------------------------------
  // identify (22)
  {
    id: 'b50-025',
    class: 'identify',
    lang: 'en',
    turns: ['movie where a tv weather guy keeps living the same day over and over in some small town'],
    checks: [{ mentionsMovie: 137 }],
  },
  {
    id: 'b50-026',
    class: 'identify',
    lang: 'en',
    turns: ['the one where a kid sees dead people and the twist is the doctor was dead the whole time'],
    checks: [{ mentionsMovie: 745 }],
  },
  {
    id: 'b50-027',
    class: 'identify',
    lang: 'en',
    turns: ['film about a guy with no short term memory who tattoos notes on himself, its told backwards'],
    checks: [{ mentionsMovie: 77 }],
  },
  {
    id: 'b50-028',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres a movie where this guys whole life is secretly a tv show and everyone around him is an actor',
    ],
    checks: [{ mentionsMovie: 37165 }],
  },
  {
    id: 'b50-029',
    class: 'identify',
    lang: 'en',
    turns: [
      'old black and white movie, a photographer stuck in a wheelchair spies on his neighbours and thinks one of them killed his wife',
    ],
    checks: [{ mentionsMovie: 567 }],
  },
  {
    id: 'b50-030',
    class: 'identify',
    lang: 'en',
    turns: [
      'animated one about a grumpy old man who ties a ton of balloons to his house and flies off with a boy scout',
    ],
    checks: [{ mentionsMovie: 14160 }],
  },
  {
    id: 'b50-031',
    class: 'identify',
    lang: 'en',
    turns: [
      'that 80s movie with the kids who find a pirate treasure map in an attic and go into caves while some crooks chase them',
    ],
    checks: [{ mentionsMovie: 9340 }],
  },
  {
    id: 'b50-032',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the movie where a black guy visits his white girlfriends parents in the countryside and the mom hypnotises him with a teacup',
    ],
    checks: [{ mentionsMovie: 419430 }],
  },
  {
    id: 'b50-033',
    class: 'identify',
    lang: 'de',
    turns: [
      'Wie heißt der Film, wo ein kleiner Roboter allein auf der Erde Müll aufräumt und sich verliebt?',
    ],
    checks: [{ mentionsMovie: 10681 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b50-034',
    class: 'identify',
    lang: 'de',
    turns: [
      'suche einen film: ein häftling gräbt jahrelang einen tunnel hinter einem poster in seiner zelle und haut am ende durch die kanalisation ab',
    ],
    checks: [{ mentionsMovie: 278 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b50-035',
    class: 'identify',
    lang: 'de',
    turns: [
      'da war so ein film über einen stasi-mann, der ein paar in ost-berlin abhört und dann mitleid kriegt',
    ],
    checks: [{ mentionsMovie: 582 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b50-036',
    class: 'identify',
    lang: 'de',
    turns: [
      'kennt ihr den film mit dem riesigen weißen hai, wo der polizeichef sagt man braucht ein größeres boot?',
    ],
    checks: [{ mentionsMovie: 578 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b50-037',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é o filme de um menino pobre numa favela do rio que quer ser fotógrafo no meio dos traficantes?',
    ],
    checks: [{ mentionsMovie: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b50-038',
    class: 'identify',
    lang: 'pt',
    turns: [
      'um desenho de um rato que quer ser cozinheiro em paris e controla um rapaz desajeitado puxando o cabelo dele',
    ],
    checks: [{ mentionsMovie: 2062 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b50-039',
    class: 'identify',
    lang: 'pt',
    turns: [
      'Aquele filme em que um ladrão entra nos sonhos das pessoas para roubar segredos e no fim fica um pião a girar na mesa',
    ],
    checks: [{ mentionsMovie: 27205 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b50-040',
    class: 'identify',
    lang: 'pt',
    turns: [
      'filme onde um cara solitário se apaixona pelo sistema operacional do computador, com bigode, bem triste',
    ],
    checks: [{ mentionsMovie: 152601 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b50-041',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama il film dove un padre in un campo di concentramento fa credere al figlio che è tutto un gioco a punti?',
    ],
    checks: [{ mentionsMovie: 637 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b50-042',
    class: 'identify',
    lang: 'it',
    turns: ['il film di un bambino siciliano che diventa amico del proiezionista del cinema del paese'],
    checks: [{ mentionsMovie: 11216 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b50-043',
    class: 'identify',
    lang: 'it',
    turns: [
      'quello coreano dove una famiglia povera si fa assumere uno alla volta in casa di una famiglia ricca',
    ],
    checks: [{ mentionsMovie: 496243 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b50-044',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film où une serveuse timide à Montmartre aide les gens autour d'elle en secret ?"],
    checks: [{ mentionsMovie: 194 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b50-045',
    class: 'identify',
    lang: 'fr',
    turns: [
      'le film où un riche aristocrate en fauteuil roulant engage un jeune de banlieue comme aide-soignant',
    ],
    checks: [{ mentionsMovie: 77338 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b50-046',
    class: 'identify',
    lang: 'es',
    turns: [
      'cómo se llamaba la peli donde una niña en la posguerra española entra en un laberinto y un fauno le pone pruebas?',
    ],
    checks: [{ mentionsMovie: 1417 }, { replyLanguage: 'es' }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // facts (22)
  {
    id: 'b50-047',
    class: 'facts',
    lang: 'en',
    turns: ['who directed donnie darko'],
    checks: [{ saysDirectorOf: 141 }],
  },
  {
    id: 'b50-048',
    class: 'facts',
    lang: 'en',
    turns: ['how long is the hatefull eight'],
    checks: [{ saysRuntimeOf: 273248 }],
  },
  {
    id: 'b50-049',
    class: 'facts',
    lang: 'en',
    movieId: 44214,
    turns: ['how long is it'],
    checks: [{ saysRuntimeOf: 44214 }, { notContains: CONFUSED }],
  },
  {
    id: 'b50-050',
    class: 'facts',
    lang: 'en',
    turns: ['is the others a horror movie? the nicole kidman one'],
    checks: [{ contains: 'horror' }, { mentionsMovie: 1933 }, { notContains: CONFUSED }],
  },
  {
    id: 'b50-051',
    class: 'facts',
    lang: 'en',
    turns: ['did spielberg direct poltergeist'],
    checks: [{ saysDirectorOf: 609 }, { notContains: CONFUSED }],
  },
  {
    id: 'b50-052',
    class: 'facts',
    lang: 'en',
    turns: ['when did the iron giant come out and who directed it'],
    checks: [{ saysYearOf: 10386 }, { saysDirectorOf: 10386 }],
  },
  {
    id: 'b50-053',
    class: 'facts',
    lang: 'en',
    turns: ['who does christoph waltz play in inglorious basterds'],
    checks: [{ contains: 'Landa' }, { notContains: CONFUSED }],
  },
  {
    id: 'b50-054',
    class: 'facts',
    lang: 'en',
    turns: ['whats silence of the lambs rated? can my 14 yo watch it'],
    checks: [{ contains: '\\bR\\b|rated r|restricted' }, { notContains: CONFUSED }],
  },
  {
    id: 'b50-055',
    class: 'facts',
    lang: 'de',
    turns: ['Wer spielt alles in Die Truman Show mit?'],
    checks: [{ saysCastOf: 37165, count: 2 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b50-056',
    class: 'facts',
    lang: 'de',
    turns: ['in welcher sprache ist oldboy eigentlich gedreht?'],
    checks: [{ contains: 'korean' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b50-057',
    class: 'facts',
    lang: 'de',
    turns: ['Wie lang ist Der Untergang und wer hat Regie geführt?'],
    checks: [{ saysRuntimeOf: 613 }, { saysDirectorOf: 613 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b50-058',
    class: 'facts',
    lang: 'de',
    movieId: 582,
    turns: ['von wem ist der film?'],
    checks: [{ saysDirectorOf: 582 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b50-059',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b50-060',
    class: 'facts',
    lang: 'pt',
    turns: ['quanto tempo dura o resgate do soldado ryan'],
    checks: [{ saysRuntimeOf: 857 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b50-061',
    class: 'facts',
    lang: 'pt',
    turns: ['Quem entra no filme O Fabuloso Destino de Amélie?'],
    checks: [{ saysCastOf: 194, count: 2 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b50-062',
    class: 'facts',
    lang: 'pt',
    turns: ['clube da luta é de que ano? e quem é o diretor?'],
    checks: [{ saysYearOf: 550 }, { saysDirectorOf: 550 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b50-063',
    class: 'facts',
    lang: 'it',
    turns: ['chi ha diretto arancia meccanica?'],
    checks: [{ saysDirectorOf: 185 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b50-064',
    class: 'facts',
    lang: 'it',
    turns: ['quanto dura nuovo cinema paradiso'],
    checks: [{ saysRuntimeOf: 11216 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b50-065',
    class: 'facts',
    lang: 'it',
    turns: ['che voto ha whiplash?'],
    checks: [{ contains: '8[.,]3' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b50-066',
    class: 'facts',
    lang: 'it',
    turns: ['chi recita in la vita è bella e in che anno è uscito?'],
    checks: [{ saysCastOf: 637, count: 1 }, { saysYearOf: 637 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b50-067',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui le réalisateur de Léon ?"],
    checks: [{ saysDirectorOf: 101 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b50-068',
    class: 'facts',
    lang: 'es',
    turns: ['cuánto dura el señor de los anillos el retorno del rey?'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'es' }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // history (12)
  {
    id: 'b50-069',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 1124, on: '-40d' },
        { id: 264660, on: '-3d', rating: 8 },
        { id: 862, on: '-20d' },
      ],
    },
    turns: ['what did i watch last'],
    checks: [{ firstMovieIs: 264660 }],
  },
  {
    id: 'b50-070',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [1366, 6],
        [346, 10],
        [550, 8],
      ],
    },
    turns: ['whats my highest rated movie'],
    checks: [{ firstMovieIs: 346 }],
  },
  {
    id: 'b50-071',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 3082, on: 'Y0-01-15' },
        { id: 1578, on: 'Y0-03-02' },
        { id: 2108, on: 'Y0-06-20' },
        { id: 207, on: 'Y0-10-10' },
        { id: 925, on: '-400d' },
        { id: 380, on: '-500d' },
      ],
    },
    turns: ['how many movies have i watched this year'],
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b50-072',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [1091, 10],
        [348, 9],
        [114, 3],
      ],
    },
    turns: ['more like the ones i rated highest'],
    checks: [{ atLeast: 2 }, { likeSeeds: [1091, 348], share: 0.6 }, { noneFrom: 'seen' }],
  },
  {
    id: 'b50-073',
    class: 'history',
    lang: 'en',
    library: { watchlist: [1422, 500, 77, 1712] },
    turns: ['whats on my watchlist thats under 2 hours'],
    checks: [{ atLeast: 2 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b50-074',
    class: 'history',
    lang: 'de',
    library: {
      ratings: [
        [4011, 7],
        [597, 2],
        [120, 9],
        [2108, 6],
      ],
    },
    turns: ['Welchen Film hab ich am schlechtesten bewertet?'],
    checks: [{ firstMovieIs: 597 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b50-075',
    class: 'history',
    lang: 'de',
    library: {
      diary: [
        { id: 807, on: 'Y0-02-11' },
        { id: 829, on: 'Y0-03-04' },
        { id: 1092, on: 'Y0-03-19' },
        { id: 103, on: 'Y0-05-02' },
      ],
    },
    turns: ['was hab ich im märz geschaut?'],
    checks: [{ mentionsAll: [829, 1092] }, { neverMentions: [807, 103] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b50-076',
    class: 'history',
    lang: 'pt',
    library: {
      diary: [
        { id: 598, on: '-10d' },
        { id: 680, on: '-2d', rating: 9 },
        { id: 13, on: '-30d' },
      ],
    },
    turns: ['qual foi o último filme que eu vi?'],
    checks: [{ firstMovieIs: 680 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b50-077',
    class: 'history',
    lang: 'pt',
    library: {
      diary: [
        { id: 10774, on: '-0d' },
        { id: 37247, on: '-0d' },
        { id: 389, on: '-45d' },
        { id: 599, on: '-80d' },
      ],
    },
    turns: ['Quantos filmes vi este mês?'],
    checks: [{ saysNumber: 2 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b50-078',
    class: 'history',
    lang: 'it',
    library: {
      ratings: [
        [10515, 10],
        [16859, 9],
        [2062, 4],
      ],
    },
    turns: ['consigliami qualcosa di simile ai film che ho amato di più'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [10515, 16859], share: 0.6 },
      { noneFrom: 'seen' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b50-079',
    class: 'history',
    lang: 'it',
    library: { watchlist: [429, 335, 391] },
    turns: ['cosa ho nella mia lista da guardare?'],
    checks: [{ mentionsAll: [429, 335, 391] }, { onlyFrom: 'watchlist' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b50-080',
    class: 'history',
    lang: 'fr',
    library: {
      diary: [
        { id: 194, on: 'Y0-02-10', rating: 7 },
        { id: 101, on: 'Y0-04-01', rating: 9 },
        { id: 77338, on: '-400d', rating: 10 },
      ],
    },
    turns: ["c'est quoi le film que j'ai le mieux noté cette année ?"],
    checks: [{ firstMovieIs: 101 }, { replyLanguage: 'fr' }],
  },

  // ----------------------------------------------------------------------------------------------------------
  // markdown (10)
  {
    id: 'b50-081',
    class: 'markdown',
    lang: 'en',
    library: {
      diary: [
        { id: 603, on: '-30d' },
        { id: 27205, on: '-60d' },
        { id: 157336, on: '-90d' },
        { id: 11, on: '-120d' },
        { id: 78, on: '-150d' },
      ],
    },
    turns: ['give me 5 good sci fi movies i havent seen'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Science Fiction'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b50-082',
    class: 'markdown',
    lang: 'en',
    library: {
      diary: [
        { id: 115, on: '-5d' },
        { id: 4638, on: '-15d' },
        { id: 747, on: '-25d' },
      ],
    },
    turns: ['3 comedies for tonight pls'],
    checks: [{ exactly: 3 }, { genreAll: ['Comedy'] }, { noneFrom: 'seen' }, { rendersMarkdown: true }],
  },
  {
    id: 'b50-083',
    class: 'markdown',
    lang: 'en',
    library: {
      diary: [
        { id: 807, on: '-8d' },
        { id: 274, on: '-18d' },
        { id: 629, on: '-28d' },
        { id: 77, on: '-38d' },
        { id: 210577, on: '-48d' },
      ],
    },
    turns: ['recommend me a few thrillers, skip the ones ive already logged'],
    checks: [{ atLeast: 3 }, { genreAll: ['Thriller'] }, { noneFrom: 'seen' }, { rendersMarkdown: true }],
  },
  {
    id: 'b50-084',
    class: 'markdown',
    lang: 'en',
    library: {
      diary: [
        { id: 862, on: '-12d' },
        { id: 14160, on: '-40d' },
      ],
    },
    turns: ['top 4 animated movies for a family night'],
    checks: [{ exactly: 4 }, { genreAll: ['Animation'] }, { noneFrom: 'seen' }, { rendersMarkdown: true }],
  },
  {
    id: 'b50-085',
    class: 'markdown',
    lang: 'de',
    library: {
      diary: [
        { id: 857, on: '-9d' },
        { id: 600, on: '-19d' },
        { id: 28, on: '-29d' },
      ],
    },
    turns: ['Gib mir 5 Kriegsfilme, die ich noch nicht gesehen habe'],
    checks: [
      { exactly: 5 },
      { genreAll: ['War'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b50-086',
    class: 'markdown',
    lang: 'de',
    library: {
      diary: [
        { id: 429, on: '-14d' },
        { id: 33, on: '-70d' },
      ],
    },
    turns: ['empfiehl mir drei western'],
    checks: [
      { exactly: 3 },
      { genreAll: ['Western'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b50-087',
    class: 'markdown',
    lang: 'pt',
    library: {
      diary: [
        { id: 694, on: '-4d' },
        { id: 348, on: '-24d' },
        { id: 539, on: '-44d' },
      ],
    },
    turns: ['me indica 4 filmes de terror que eu ainda não assisti'],
    checks: [
      { exactly: 4 },
      { genreAll: ['Horror'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b50-088',
    class: 'markdown',
    lang: 'pt',
    library: {
      diary: [
        { id: 11036, on: '-6d' },
        { id: 76, on: '-33d' },
      ],
    },
    turns: ['Sugere-me 3 dramas românticos'],
    checks: [
      { exactly: 3 },
      { genreAll: ['Romance'] },
      { genreShare: ['Drama'], share: 1 },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b50-089',
    class: 'markdown',
    lang: 'it',
    library: { diary: [{ id: 129, on: '-21d' }] },
    turns: ["dammi 5 film d'animazione giapponesi"],
    checks: [
      { exactly: 5 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b50-090',
    class: 'markdown',
    lang: 'es',
    library: {
      diary: [
        { id: 603, on: '-3d' },
        { id: 562, on: '-13d' },
        { id: 76341, on: '-23d' },
      ],
    },
    turns: ['recomiéndame 4 pelis de acción que no haya visto'],
    checks: [
      { exactly: 4 },
      { genreAll: ['Action'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },

  // ----------------------------------------------------------------------------------------------------------
  // themes (10)
  {
    id: 'b50-091',
    class: 'themes',
    lang: 'en',
    turns: ['horror movie with no zombies pls'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Horror'] },
      { themeNone: 'zombie|undead|living dead' },
      { excludesMovies: [10331, 396535] },
    ],
  },
  {
    id: 'b50-092',
    class: 'themes',
    lang: 'en',
    turns: ['animated movie for my daughter but nothing with spiders, shes terrified of them'],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { themeNone: 'spider' }],
  },
  {
    id: 'b50-093',
    class: 'themes',
    lang: 'en',
    turns: ['war movie but no nazis, seen enough of those'],
    checks: [{ atLeast: 1 }, { genreAll: ['War'] }, { themeNone: 'nazi|hitler|third reich|holocaust' }],
  },
  {
    id: 'b50-094',
    class: 'themes',
    lang: 'de',
    turns: ['Hab gerade jemanden verloren. Gibt es gute Filme über Trauer?'],
    checks: [
      { atLeast: 1 },
      { genreShare: ['Drama'], share: 0.5 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b50-095',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes com alienígenas mas sem ser de terror'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { themeShare: 'alien|extraterrestrial', share: 0.5 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b50-096',
    class: 'themes',
    lang: 'pt',
    turns: ['quero uma comédia sem nada de guerra'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { noGenre: ['War'] },
      { themeNone: '\\bwar\\b' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b50-097',
    class: 'themes',
    lang: 'it',
    turns: ['un film con gli squali'],
    checks: [{ atLeast: 1 }, { themeShare: 'shark', share: 0.5 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b50-098',
    class: 'themes',
    lang: 'it',
    turns: ['film con dei robot da vedere coi bambini'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { themeShare: 'robot|android', share: 0.5 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b50-099',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur la mafia ?'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Crime'] },
      { themeShare: 'mafia|\\bmob\\b|mobster|gangster|crime family|corleone', share: 0.5 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b50-100',
    class: 'themes',
    lang: 'es',
    turns: ['quiero una de ciencia ficción pero sin extraterrestres'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Science Fiction'] },
      { themeNone: 'alien|extraterrestrial|martian' },
      { replyLanguage: 'es' },
    ],
  },
];
