/**
 * Blind chat evaluation, set 47: 100 conversations weighted to facts and follow-ups. Facts about one film or person
 * (30: release year, runtime, director, cast, whom an actor plays, genres, original language, age rating, score,
 * "is X in Y", "how old is it", two facts in one message, facts asked on the film's own page, films named by their
 * Italian, German, Portuguese, Spanish or French release title or misspelt), follow-ups over 2-3 turns (20:
 * narrowing a list, "which of those is the shortest/oldest/longest/newest", "the second one, how long is it", "and
 * who directed it", switching topic and back, correcting the assistant, "more like the first one", "in French
 * please"), "like X but ..." (20: one or two seeds named casually, by local title or misspelt, with a change:
 * shorter, older, newer, not in English, without one of its genres, for kids, funnier), identifying a
 * half-remembered film from its plot, a scene or its ending (10), the signed-in user's own library (8: last
 * watched, best and worst rated, how many this year, watchlist under a time limit, more like the ones they loved)
 * and other requests (12: group picks with ages and a time limit, two people in one film, a time budget, original
 * language, a theme to avoid, small talk, a formatted list). Languages: 18 Italian, 18 Portuguese (Brazilian and
 * European), 17 German, 16 Spanish, 16 French, 15 English; every case checks the reply language. Prompts are typed
 * the way people type into a chat box: lowercase, dropped accents, abbreviations, typos, run-on and half sentences.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), the first 30 lines of blind-27 and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id and fact was checked against the starter
 * catalog (`--verify`).
 *
 * HELD-OUT: nobody tunes to this set; developers never read its cases or failures; only its score is reported.
 *
 * As written: scored by the lead, unread.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six reply languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|no (?:te |lo )?(?:he )?entend|no estoy segur[oa] de (?:qu[eé]|lo que)|' +
  'pas (?:bien )?compris|je ne suis pas s[uû]r de ce que|nicht (?:ganz )?verstanden|nicht sicher, was du|' +
  'n[aã]o (?:entendi|percebi)|non ho capito|non sono sicur[oa] di cosa';

const NOT_CONFUSED = { notContains: CONFUSED } as const;

/** Quentin Tarantino's films in the starter catalog. */
const TARANTINO = [680, 500, 24, 393, 16869, 68718, 273248];

export const BLIND_47_CASES: BlindCase[] = [
  // --- facts: one film or person ----------------------------------------------------------------------------
  {
    id: 'b47-001',
    class: 'facts',
    lang: 'it',
    turns: ['ma il padrino in che anno è uscito'],
    checks: [{ saysYearOf: 238 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b47-002',
    class: 'facts',
    lang: 'it',
    turns: ['quanto dura le ali della liberta? devo capire se ce la faccio prima di cena'],
    checks: [{ saysRuntimeOf: 278 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b47-003',
    class: 'facts',
    lang: 'it',
    turns: ['chi ha diretto la citta incantata? e di che anno è'],
    checks: [{ saysDirectorOf: 129 }, { saysYearOf: 129 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b47-004',
    class: 'facts',
    lang: 'it',
    movieId: 11216,
    turns: ['cmq chi recita in questo film? gli attori principali intendo'],
    checks: [{ saysCastOf: 11216, count: 2 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b47-005',
    class: 'facts',
    lang: 'it',
    turns: ['ritorno al futuro che genere di film è? nn l ho mai visto'],
    checks: [
      {
        contains: 'avventur|commedi|fantascien|famigl|adventure|comedy|sci-?fi|science fiction|family',
      },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b47-006',
    class: 'facts',
    lang: 'pt',
    turns: ['quantas horas tem o poderoso chefao parte 2?? ouvi dizer q é mt longo'],
    checks: [{ saysRuntimeOf: 240 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b47-007',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b47-008',
    class: 'facts',
    lang: 'pt',
    turns: ['o exterminador do futuro 2 é de que ano?'],
    checks: [{ saysYearOf: 280 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b47-009',
    class: 'facts',
    lang: 'pt',
    turns: ['q classificacao etaria tem o titanic? vou ver com a minha filha de 12'],
    checks: [{ contains: 'PG-?13' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b47-010',
    class: 'facts',
    lang: 'pt',
    turns: ['o parasita é falado em q lingua originalmente? vc sabe'],
    checks: [{ contains: 'corean|korean|cor[eé]en' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b47-011',
    class: 'facts',
    lang: 'pt',
    turns: ['o tom cruise ta em rain man né? quem mais atua nele'],
    checks: [{ saysCastOf: 380, count: 2 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b47-012',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht herr der ringe die gefährten ungefähr'],
    checks: [{ saysRuntimeOf: 120 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b47-013',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat das schweigen der lämmer gemacht und von wann ist der'],
    checks: [{ saysDirectorOf: 274 }, { saysYearOf: 274 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b47-014',
    class: 'facts',
    lang: 'de',
    turns: ['wer spielt bei und täglich grüßt das murmeltier mit'],
    checks: [{ saysCastOf: 137, count: 2 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b47-015',
    class: 'facts',
    lang: 'de',
    movieId: 582,
    turns: ['von wann ist der film eigentlich und wer hat da regie gefuehrt'],
    checks: [{ saysYearOf: 582 }, { saysDirectorOf: 582 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b47-016',
    class: 'facts',
    lang: 'de',
    turns: ['wie ist fight club so bewertet? lohnt sich der'],
    checks: [{ contains: '8[.,]3' }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b47-017',
    class: 'facts',
    lang: 'es',
    turns: ['cuanto dura el señor de los anillos el retorno del rey? es eterna no?'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b47-018',
    class: 'facts',
    lang: 'es',
    turns: ['quien dirigio el laberinto del fauno'],
    checks: [{ saysDirectorOf: 1417 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b47-019',
    class: 'facts',
    lang: 'es',
    turns: ['tiburon, la de spielberg, de q año es?'],
    checks: [{ saysYearOf: 578 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b47-020',
    class: 'facts',
    lang: 'es',
    turns: ['quien sale en atrapame si puedes y cuanto dura'],
    checks: [{ saysCastOf: 640, count: 2 }, { saysRuntimeOf: 640 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b47-021',
    class: 'facts',
    lang: 'es',
    movieId: 670,
    turns: ['en q idioma esta esta peli originalmente? y quien la dirigio'],
    checks: [{ contains: 'corean|korean' }, { saysDirectorOf: 670 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b47-022',
    class: 'facts',
    lang: 'fr',
    turns: ["le fabuleux destin d'amelie poulain il est sorti en quelle année ?"],
    checks: [{ saysYearOf: 194 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b47-023',
    class: 'facts',
    lang: 'fr',
    turns: ['qui a realisé intouchables'],
    checks: [{ saysDirectorOf: 77338 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b47-024',
    class: 'facts',
    lang: 'fr',
    turns: ['le roi lion ca dure combien de temps ? c pour les enfants'],
    checks: [{ saysRuntimeOf: 8587 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b47-025',
    class: 'facts',
    lang: 'fr',
    turns: ['qui joue dans leon ? le film de luc besson'],
    checks: [{ saysCastOf: 101, count: 2 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b47-026',
    class: 'facts',
    lang: 'fr',
    turns: ["inception c'est de quelle année et il a quelle note ?"],
    checks: [{ saysYearOf: 27205 }, { contains: '8[.,]1' }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b47-027',
    class: 'facts',
    lang: 'en',
    turns: ['how long is interstelar'],
    checks: [{ saysRuntimeOf: 157336 }, { replyLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b47-028',
    class: 'facts',
    lang: 'en',
    turns: ['who directed seven? the one with brad pitt and the box'],
    checks: [{ saysDirectorOf: 807 }, { replyLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b47-029',
    class: 'facts',
    lang: 'en',
    turns: ['who does tom hanks play in saving private ryan'],
    checks: [{ contains: 'miller' }, { replyLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b47-030',
    class: 'facts',
    lang: 'en',
    movieId: 78,
    turns: ["who's in this one and how old is it"],
    checks: [{ saysCastOf: 78, count: 2 }, { saysYearOf: 78 }, { replyLanguage: 'en' }, NOT_CONFUSED],
  },

  // --- follow-ups over 2-3 turns ----------------------------------------------------------------------------
  {
    id: 'b47-031',
    class: 'follow-ups',
    lang: 'it',
    turns: ['dammi 5 film di fantascienza anni 80 e 90', 'qual è il piu corto tra questi?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b47-032',
    class: 'follow-ups',
    lang: 'it',
    turns: ['che film di nolan mi consigli?', 'il secondo quanto dura?'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b47-033',
    class: 'follow-ups',
    lang: 'it',
    turns: ['quanto dura top gun', "no quello vecchio, quello dell'86"],
    checks: [{ saysRuntimeOf: 744 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b47-034',
    class: 'follow-ups',
    lang: 'it',
    turns: ["mi consigli un film d'animazione per stasera?", 'altri? ma niente disney o pixar stavolta'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Animation'] },
      { companyNone: 'disney|pixar' },
      { noneFrom: 'earlier' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b47-035',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns filmes de terror', 'so os q sao de antes de 1990'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Horror'] },
      { yearBetween: [1900, 1989] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b47-036',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['quais filmes do tarantino vcs tem ai', 'e qual desses é o mais antigo?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b47-037',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['quem dirigiu o iluminado?', 'e quanto tempo dura'],
    checks: [{ saysRuntimeOf: 694 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b47-038',
    class: 'follow-ups',
    lang: 'de',
    turns: ['wer hat batman gedreht', 'nee ich mein den alten mit jack nicholson'],
    checks: [{ saysDirectorOf: 268 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b47-039',
    class: 'follow-ups',
    lang: 'de',
    turns: ['zeig mir mal ein paar western', 'welcher davon ist der längste'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b47-040',
    class: 'follow-ups',
    lang: 'de',
    turns: ['empfiehl mir ein paar komödien', 'nur die nach 2000 bitte'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { yearBetween: [2001, 2030] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b47-041',
    class: 'follow-ups',
    lang: 'de',
    turns: ['filme mit leonardo dicaprio?', 'und wer hat den dritten davon gedreht'],
    checks: [{ saysDirectorOfPrevious: 3 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b47-042',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiendame pelis de miedo', 'mas como la primera'],
    checks: [
      { atLeast: 1 },
      { noneFrom: 'earlier' },
      { genreShare: ['Horror', 'Thriller'], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b47-043',
    class: 'follow-ups',
    lang: 'es',
    turns: ['dime 3 o 4 pelis de pixar', 'la tercera cuanto dura?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b47-044',
    class: 'follow-ups',
    lang: 'es',
    turns: ['quien dirigio mision imposible', 'no, la tercera'],
    checks: [{ saysDirectorOf: 956 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b47-045',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['je cherche des films de guerre', "seulement ceux d'avant 1980"],
    checks: [{ atLeast: 1 }, { genreAll: ['War'] }, { yearBetween: [1900, 1979] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b47-046',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['recommend me some feel-good comedies', 'en français stp'],
    checks: [{ atLeast: 2 }, { genreShare: ['Comedy'], share: 0.8 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b47-047',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["c'est quoi le meilleur film de miyazaki d'apres toi", 'et il dure combien de temps'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b47-048',
    class: 'follow-ups',
    lang: 'en',
    turns: ['any good thrillers from the 90s?', 'which of those is the newest'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b47-049',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed alien', 'no not that one, the sequel with the marines'],
    checks: [{ saysDirectorOf: 679 }, { replyLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b47-050',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'movies with tom hanks',
      "actually wait, what's a good horror movie for tonight",
      'ok back to the tom hanks ones, any from before 1995?',
    ],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Tom Hanks' },
      { yearBetween: [1900, 1994] },
      { replyLanguage: 'en' },
    ],
  },

  // --- likeness: "like X but ..." ---------------------------------------------------------------------------
  {
    id: 'b47-051',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo matrix ma piu vecchio'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [603], share: 0.6 },
      { olderThan: 603 },
      { excludesMovies: [603] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b47-052',
    class: 'likeness',
    lang: 'it',
    turns: ['film come ratatouille ma piu corti, sono per mia figlia di 6 anni'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [2062], share: 0.6 },
      { shorterThan: 2062 },
      { genreAll: ['Family', 'Animation'] },
      { excludesMovies: [2062] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b47-053',
    class: 'likeness',
    lang: 'it',
    turns: ['cerco film tipo il sesto senso pero non in inglese'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [745], share: 0.6 },
      { notOriginalLanguage: 'en' },
      { excludesMovies: [745] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b47-054',
    class: 'likeness',
    lang: 'it',
    turns: ['un film come shrek e toy story ma piu recente'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [808, 862], share: 0.6 },
      { newerThan: 808 },
      { excludesMovies: [808, 862] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b47-055',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo tipo o poderoso chefão mas mais curto, nao tenho 3h'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [238], share: 0.6 },
      { shorterThan: 238 },
      { excludesMovies: [238] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b47-056',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com corra! (get out) mas sem ser terror'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [419430], share: 0.6 },
      { noGenre: ['Horror'] },
      { excludesMovies: [419430] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b47-057',
    class: 'likeness',
    lang: 'pt',
    turns: ['qro algo no estilo de la la land mas mais antigo'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [313369], share: 0.6 },
      { olderThan: 313369 },
      { excludesMovies: [313369] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b47-058',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo do género dos intocáveis mas que seja francês também'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [77338], share: 0.6 },
      { originalLanguage: 'fr' },
      { excludesMovies: [77338] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b47-059',
    class: 'likeness',
    lang: 'de',
    turns: ['was ähnliches wie zurück in die zukunft aber neuer'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [105], share: 0.6 },
      { newerThan: 105 },
      { excludesMovies: [105] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b47-060',
    class: 'likeness',
    lang: 'de',
    turns: ['filme wie alien aber ohne horror bitte'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [348], share: 0.6 },
      { noGenre: ['Horror'] },
      { excludesMovies: [348, 679] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b47-061',
    class: 'likeness',
    lang: 'de',
    turns: ['sowas wie mein nachbar totoro für meine kleinen, aber max 90 min'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [8392], share: 0.6 },
      { genreAll: ['Family', 'Animation'] },
      { runtimeAtMost: 90 },
      { excludesMovies: [8392] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b47-062',
    class: 'likeness',
    lang: 'es',
    turns: ['algo como el resplandor pero mas corto'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [694], share: 0.6 },
      { shorterThan: 694 },
      { excludesMovies: [694] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b47-063',
    class: 'likeness',
    lang: 'es',
    turns: ['pelis parecidas a pulp fiction y reservoir dogs pero q no sean de tarantino'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [680, 500], share: 0.6 },
      { excludesMovies: TARANTINO },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b47-064',
    class: 'likeness',
    lang: 'es',
    turns: ['algo tipo coco pero q no sea de animacion'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [354912], share: 0.6 },
      { noGenre: ['Animation'] },
      { excludesMovies: [354912] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b47-065',
    class: 'likeness',
    lang: 'fr',
    turns: ['un truc comme le seigneur des anneaux mais qui dure moins de 2h'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [120], share: 0.6 },
      { runtimeAtMost: 120 },
      { excludesMovies: [120, 121, 122] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b47-066',
    class: 'likeness',
    lang: 'fr',
    turns: ['des films comme la liste de schindler mais plus récents'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [424], share: 0.6 },
      { newerThan: 424 },
      { excludesMovies: [424] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b47-067',
    class: 'likeness',
    lang: 'fr',
    turns: ['un film dans le genre de gone girl mais en plus drôle'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [210577], share: 0.6 },
      { genreAll: ['Comedy'] },
      { excludesMovies: [210577] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b47-068',
    class: 'likeness',
    lang: 'en',
    turns: ['something like inceptoin but older'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [27205], share: 0.6 },
      { olderThan: 27205 },
      { excludesMovies: [27205] },
      { replyLanguage: 'en' },
    ],
  },
  {
    id: 'b47-069',
    class: 'likeness',
    lang: 'en',
    turns: ['like jurrasic park but for little kids'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [329], share: 0.6 },
      { genreAll: ['Family'] },
      { noGenre: ['Horror'] },
      { excludesMovies: [329] },
      { replyLanguage: 'en' },
    ],
  },
  {
    id: 'b47-070',
    class: 'likeness',
    lang: 'en',
    turns: ['stuff like mad max fury road but not in english'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [76341], share: 0.6 },
      { notOriginalLanguage: 'en' },
      { excludesMovies: [76341] },
      { replyLanguage: 'en' },
    ],
  },

  // --- identify a half-remembered film ----------------------------------------------------------------------
  {
    id: 'b47-071',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama quel cartone dove un vecchio brontolone attacca un sacco di palloncini alla casa e vola via',
    ],
    checks: [{ firstMovieIs: 14160 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b47-072',
    class: 'identify',
    lang: 'it',
    turns: [
      'quel film dove un bambino resta solo a casa a natale e riempie la casa di trappole per due ladri',
    ],
    checks: [{ firstMovieIs: 771 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b47-073',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme q o cara descobre q a vida dele toda é um programa de tv e a cidade é um cenario'],
    checks: [{ firstMovieIs: 37165 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b47-074',
    class: 'identify',
    lang: 'pt',
    turns: ['qual é o filme do astronauta q fica sozinho em marte e tem q plantar batata pra sobreviver'],
    checks: [{ firstMovieIs: 286217 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b47-075',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heißt der film wo der typ kein kurzzeitgedächtnis hat und sich alles mit polaroids und tattoos merkt',
    ],
    checks: [{ firstMovieIs: 77 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b47-076',
    class: 'identify',
    lang: 'de',
    turns: [
      'der alte film wo der astronaut am ende am strand die kaputte freiheitsstatue findet, wie hieß der',
    ],
    checks: [{ firstMovieIs: 871 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b47-077',
    class: 'identify',
    lang: 'es',
    turns: ['la peli del robotito q se queda solo en la tierra recogiendo basura y se enamora de otra robot'],
    checks: [{ firstMovieIs: 10681 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b47-078',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film où un couple se fait effacer les souvenirs l'un de l'autre apres leur rupture",
    ],
    checks: [{ firstMovieIs: 38 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b47-079',
    class: 'identify',
    lang: 'fr',
    turns: ['le film avec le prof de lettres qui fait monter ses eleves sur les tables, carpe diem tout ca'],
    checks: [{ firstMovieIs: 207 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b47-080',
    class: 'identify',
    lang: 'en',
    turns: ['that movie where a guy is stuck on an island for years and his only friend is a volleyball'],
    checks: [{ firstMovieIs: 8358 }, { replyLanguage: 'en' }],
  },

  // --- the signed-in user's own library ---------------------------------------------------------------------
  {
    id: 'b47-081',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 603, on: '-40d' },
        { id: 13, on: '-12d', rating: 8 },
        { id: 550, on: '-3d' },
      ],
    },
    turns: ['what was the last thing i watched again'],
    checks: [{ firstMovieIs: 550 }, { replyLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b47-082',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [129, 10],
        [8392, 9],
        [16859, 9],
        [562, 4],
      ],
    },
    turns: ["more like the ones i loved pls, stuff i haven't seen yet"],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { likeSeeds: [129, 8392, 16859], share: 0.6 },
      { replyLanguage: 'en' },
    ],
  },
  {
    id: 'b47-083',
    class: 'history',
    lang: 'es',
    library: {
      ratings: [
        [278, 9],
        [680, 7],
        [424, 10],
        [597, 5],
      ],
    },
    turns: ['cual es la peli q mejor he puntuado'],
    checks: [{ firstMovieIs: 424 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b47-084',
    class: 'history',
    lang: 'es',
    library: {
      diary: [
        { id: 207, on: '-5d' },
        { id: 862, on: '-20d' },
        { id: 1366, on: '-60d' },
        { id: 603, on: '2023-03-14' },
        { id: 115, on: '2022-11-02' },
      ],
    },
    turns: ['cuantas pelis llevo vistas este año?'],
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b47-085',
    class: 'history',
    lang: 'fr',
    library: {
      ratings: [
        [807, 8],
        [155, 9],
        [4011, 3],
        [11036, 6],
      ],
    },
    turns: ["c'est quoi le film que j'ai le moins aimé d'apres mes notes"],
    checks: [{ firstMovieIs: 4011 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b47-086',
    class: 'history',
    lang: 'de',
    library: { watchlist: [12, 585, 1124, 98, 10315] },
    turns: ['was auf meiner merkliste ist kürzer als 100 minuten?'],
    checks: [
      { onlyFrom: 'watchlist' },
      { runtimeAtMost: 99 },
      { mentionsAll: [585, 10315] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b47-087',
    class: 'history',
    lang: 'pt',
    library: {
      diary: [
        { id: 762, on: '-50d', rating: 10 },
        { id: 583, on: '-20d', rating: 9 },
        { id: 1422, on: '-10d', rating: 4 },
      ],
    },
    turns: ['recomenda algo parecido com os filmes a que dei nota alta, mas que eu ainda nao tenha visto'],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { likeSeeds: [762, 583], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b47-088',
    class: 'history',
    lang: 'it',
    library: {
      diary: [
        { id: 10193, on: '-3d' },
        { id: 2062, on: '-45d' },
        { id: 12, on: '2021-06-10' },
      ],
    },
    turns: ["quanti film ho visto quest'anno? e l'ultimo qual era"],
    checks: [
      { saysDiaryCountThisYear: true },
      { mentionsMovie: 10193 },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },

  // --- other: groups, two people, time budget, original language, themes, small talk, a formatted list ------
  {
    id: 'b47-089',
    class: 'group',
    lang: 'it',
    turns: ["siamo in 5, due bimbi di 7 e 10 anni piu noi adulti, max un'ora e mezza, cosa guardiamo"],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { runtimeAtMost: 90 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b47-090',
    class: 'two-people',
    lang: 'it',
    turns: ['film con de niro e al pacino insieme?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Al Pacino' },
      { mentionsMovie: 949 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b47-091',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho so 1h30 antes de dormir, algum suspense bom?'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Thriller', 'Mystery'] },
      { runtimeAtMost: 90 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b47-092',
    class: 'original-language',
    lang: 'pt',
    turns: ['um filme japonês que nao seja animação, tem algum?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b47-093',
    class: 'themes',
    lang: 'de',
    turns: ['ne komödie bitte, aber nix mit krieg oder nazis'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { noGenre: ['War'] },
      { themeNone: '\\bwar\\b|nazi|hitler|wartime' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b47-094',
    class: 'markdown',
    lang: 'de',
    turns: ['gib mir ne liste mit 5 scifi filmen, nummeriert und mit jahr'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Science Fiction'] },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b47-095',
    class: 'group',
    lang: 'es',
    turns: ['somos 3 amigos, a uno le va el terror y a otro la comedia, y tenemos 2 horas max. q vemos'],
    checks: [
      { atLeast: 1 },
      { genreCovers: ['Horror', 'Comedy'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b47-096',
    class: 'original-language',
    lang: 'es',
    turns: ['alguna peli coreana q este bien?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b47-097',
    class: 'small-talk',
    lang: 'fr',
    turns: ["merci beaucoup, c'était top tes conseils, bonne soirée !"],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b47-098',
    class: 'time-budget',
    lang: 'fr',
    turns: ["j'ai 2h devant moi, tu me conseilles un film d'aventure ?"],
    checks: [{ atLeast: 1 }, { genreAll: ['Adventure'] }, { runtimeAtMost: 120 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b47-099',
    class: 'two-people',
    lang: 'en',
    turns: ['anything with both tom hanks and leonardo dicaprio in it'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Tom Hanks' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { mentionsMovie: 640 },
      { replyLanguage: 'en' },
    ],
  },
  {
    id: 'b47-100',
    class: 'themes',
    lang: 'en',
    turns: ["i want a sci-fi movie that's NOT about aliens"],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { themeNone: 'alien|extra-?terrestrial|martian' },
      { replyLanguage: 'en' },
    ],
  },
];
