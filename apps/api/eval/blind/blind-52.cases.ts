/**
 * Blind chat evaluation, set 52: a held-out set weighted to the hardest classes. "More like this" with a twist
 * (newer, shorter, no horror, on a film's page, local titles such as "o poderoso chefão" or "la vita è bella") (20),
 * facts about one film or one person's films (20), identifying a film from a half-remembered plot told in the
 * user's own words (18), a signed-in user's own diary, ratings and watchlist (12), follow-ups over two turns (10),
 * themes read from the films' overviews (8), small talk wrapped around a request (6) and markdown lists (6).
 * Prompts are typed the way people type into a chat box (lowercase, dropped accents, typos, abbreviations, run-ons,
 * half sentences): 35 in English, 15 German, 15 Portuguese, 13 Italian, 11 French and 11 Spanish.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * HELD-OUT: developers never read this set's cases or failures; only its score is reported.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase, Check } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand|figure)|could not (?:work out|tell|understand)|not sure what you|' +
  'don.t understand|didn.t (?:understand|get that)|no (?:te |lo )?(?:he )?entend|no entiendo|pas compris|' +
  'je ne comprends pas|nicht verstanden|verstehe (?:ich )?nicht|não entendi|nao entendi|não compreendi|' +
  'non ho capito|non capisco';

const UNDERSTOOD: Check = { notContains: CONFUSED };

export const BLIND_52_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------------------
  // likeness (20)
  {
    id: 'b52-001',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like inception?? need something that messes with my head again'],
    checks: [UNDERSTOOD, { atLeast: 3 }, { likeSeeds: [27205], share: 0.6 }, { excludesMovies: [27205] }],
  },
  {
    id: 'b52-002',
    class: 'likeness',
    lang: 'en',
    turns: ['my gf and i loved la la land, anything similar we could watch tonight'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { likeSeeds: [313369], share: 0.6 },
      { excludesMovies: [313369] },
      { replyLanguage: 'en' },
    ],
  },
  {
    id: 'b52-003',
    class: 'likeness',
    lang: 'en',
    turns: ['something like alien but not that old pls, 80s or newer is fine'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { likeSeeds: [348], share: 0.6 },
      { newerThan: 348 },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b52-004',
    class: 'likeness',
    lang: 'en',
    turns: ['looking for stuff similar to the grand budapest hotel, quirky and funny'],
    checks: [UNDERSTOOD, { atLeast: 3 }, { likeSeeds: [120467], share: 0.6 }, { excludesMovies: [120467] }],
  },
  {
    id: 'b52-005',
    class: 'likeness',
    lang: 'en',
    turns: ['just finished spirited away and i want more like that'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { likeSeeds: [129], share: 0.6 },
      { genreShare: ['Animation'], share: 0.6 },
      { excludesMovies: [129] },
    ],
  },
  {
    id: 'b52-006',
    class: 'likeness',
    lang: 'en',
    turns: ['rewatched se7en last night. more like it? dark detective stuff, no straight up horror'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { likeSeeds: [807], share: 0.6 },
      { noGenre: ['Horror'] },
      { excludesMovies: [807] },
    ],
  },
  {
    id: 'b52-007',
    class: 'likeness',
    lang: 'en',
    movieId: 603,
    turns: ['more like this one but shorter, i have work tmrw'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { likeSeeds: [603], share: 0.6 },
      { shorterThan: 603 },
      { excludesMovies: [603] },
    ],
  },
  {
    id: 'b52-008',
    class: 'likeness',
    lang: 'de',
    turns: ['filme wie das leben der anderen? fand den mega stark'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { likeSeeds: [582], share: 0.6 },
      { excludesMovies: [582] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b52-009',
    class: 'likeness',
    lang: 'de',
    turns: ['kennst du was ähnliches wie herr der ringe die gefährten? so epische fantasy halt'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { likeSeeds: [120], share: 0.6 },
      { genreShare: ['Fantasy'], share: 0.6 },
      { excludesMovies: [120] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b52-010',
    class: 'likeness',
    lang: 'de',
    turns: ['irgendwas in der art von ziemlich beste freunde bitte, was zum lachen aber mit herz'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { likeSeeds: [77338], share: 0.6 },
      { excludesMovies: [77338] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b52-011',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com cidade de deus'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { likeSeeds: [598], share: 0.6 },
      { excludesMovies: [598] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b52-012',
    class: 'likeness',
    lang: 'pt',
    turns: ['quero algo tipo o poderoso chefao, mas sem ser as continuações'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { likeSeeds: [238], share: 0.6 },
      { excludesMovies: [238, 240, 242] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b52-013',
    class: 'likeness',
    lang: 'pt',
    movieId: 13,
    turns: ['tem algum parecido com esse? amei demais'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { likeSeeds: [13], share: 0.6 },
      { excludesMovies: [13] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b52-014',
    class: 'likeness',
    lang: 'it',
    turns: ['film simili a la vita è bella'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { likeSeeds: [637], share: 0.6 },
      { excludesMovies: [637] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b52-015',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo nuovo cinema paradiso? mi ha fatto piangere ma in senso bello'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { likeSeeds: [11216], share: 0.6 },
      { excludesMovies: [11216] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b52-016',
    class: 'likeness',
    lang: 'it',
    turns: ['mi è piaciuto un sacco il buono il brutto e il cattivo, altri cosi?'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { likeSeeds: [429], share: 0.6 },
      { genreShare: ['Western'], share: 0.6 },
      { excludesMovies: [429] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b52-017',
    class: 'likeness',
    lang: 'fr',
    turns: ["des films comme le fabuleux destin d'amelie poulain ?"],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { likeSeeds: [194], share: 0.6 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b52-018',
    class: 'likeness',
    lang: 'fr',
    turns: ['un truc dans le genre de léon, avec jean reno et la petite'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { likeSeeds: [101], share: 0.6 },
      { excludesMovies: [101] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b52-019',
    class: 'likeness',
    lang: 'es',
    turns: ['pelis parecidas a el laberinto del fauno'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { likeSeeds: [1417], share: 0.6 },
      { excludesMovies: [1417] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b52-020',
    class: 'likeness',
    lang: 'es',
    turns: ['algo como volver al futuro pero mas nuevo, q no sea de los 80'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { likeSeeds: [105], share: 0.6 },
      { newerThan: 105 },
      { yearBetween: [1990, 2026] },
      { replyLanguage: 'es' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // facts (20)
  {
    id: 'b52-021',
    class: 'facts',
    lang: 'en',
    turns: ['who directed whiplash'],
    checks: [UNDERSTOOD, { saysDirectorOf: 244786 }],
  },
  {
    id: 'b52-022',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer? need to know if i can fit it in before bed'],
    checks: [UNDERSTOOD, { saysRuntimeOf: 872585 }],
  },
  {
    id: 'b52-023',
    class: 'facts',
    lang: 'en',
    turns: ['what year did pulp fiction come out'],
    checks: [UNDERSTOOD, { saysYearOf: 680 }],
  },
  {
    id: 'b52-024',
    class: 'facts',
    lang: 'en',
    turns: ["who's in the shawshank redemption, main actors"],
    checks: [UNDERSTOOD, { saysCastOf: 278, count: 2 }],
  },
  {
    id: 'b52-025',
    class: 'facts',
    lang: 'en',
    movieId: 1124,
    turns: ['who directed this and when did it come out'],
    checks: [UNDERSTOOD, { saysDirectorOf: 1124 }, { saysYearOf: 1124 }],
  },
  {
    id: 'b52-026',
    class: 'facts',
    lang: 'en',
    turns: ['which movies did denis villeneuve direct'],
    checks: [UNDERSTOOD, { atLeast: 2 }, { directedBy: 'Denis Villeneuve' }],
  },
  {
    id: 'b52-027',
    class: 'facts',
    lang: 'en',
    turns: ['what has joaquin phoenix been in? just saw joker'],
    checks: [UNDERSTOOD, { atLeast: 2 }, { hasCastMember: 'Joaquin Phoenix' }],
  },
  {
    id: 'b52-028',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht der pate 2 eigentlich'],
    checks: [UNDERSTOOD, { saysRuntimeOf: 240 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b52-029',
    class: 'facts',
    lang: 'de',
    turns: ['wann kam der untergang raus und wer hat da regie gemacht'],
    checks: [UNDERSTOOD, { saysYearOf: 613 }, { saysDirectorOf: 613 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b52-030',
    class: 'facts',
    lang: 'de',
    turns: ['wer spielt alles mit in schindlers liste'],
    checks: [UNDERSTOOD, { saysCastOf: 424, count: 2 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b52-031',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu parasita'],
    checks: [UNDERSTOOD, { saysDirectorOf: 496243 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b52-032',
    class: 'facts',
    lang: 'pt',
    turns: ['qnto tempo dura titanic?? vou ver com minha mae'],
    checks: [UNDERSTOOD, { saysRuntimeOf: 597 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b52-033',
    class: 'facts',
    lang: 'pt',
    turns: ['quais filmes tem o tom cruise'],
    checks: [UNDERSTOOD, { atLeast: 3 }, { hasCastMember: 'Tom Cruise' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b52-034',
    class: 'facts',
    lang: 'it',
    turns: ["chi ha diretto c'era una volta il west"],
    checks: [UNDERSTOOD, { saysDirectorOf: 335 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b52-035',
    class: 'facts',
    lang: 'it',
    turns: ['in che anno è uscito il silenzio degli innocenti'],
    checks: [UNDERSTOOD, { saysYearOf: 274 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b52-036',
    class: 'facts',
    lang: 'it',
    turns: ['quanto dura il signore degli anelli il ritorno del re? versione normale non estesa'],
    checks: [UNDERSTOOD, { saysRuntimeOf: 122 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b52-037',
    class: 'facts',
    lang: 'fr',
    turns: ['qui joue dans fight club déjà ?'],
    checks: [UNDERSTOOD, { saysCastOf: 550, count: 2 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b52-038',
    class: 'facts',
    lang: 'fr',
    turns: ['le parrain ça dure combien de temps'],
    checks: [UNDERSTOOD, { saysRuntimeOf: 238 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b52-039',
    class: 'facts',
    lang: 'es',
    turns: ['quien dirigio el resplandor'],
    checks: [UNDERSTOOD, { saysDirectorOf: 694 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b52-040',
    class: 'facts',
    lang: 'es',
    turns: ['cuanto dura avengers endgame? es eterna no?'],
    checks: [UNDERSTOOD, { saysRuntimeOf: 299534 }, { replyLanguage: 'es' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // identify (18)
  {
    id: 'b52-041',
    class: 'identify',
    lang: 'en',
    turns: ['that movie where the weatherman keeps waking up on the same day over and over'],
    checks: [UNDERSTOOD, { firstMovieIs: 137 }],
  },
  {
    id: 'b52-042',
    class: 'identify',
    lang: 'en',
    turns: [
      "film where a guy can't make new memories so he tattoos notes on his body to find his wife's killer",
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 77 }],
  },
  {
    id: 'b52-043',
    class: 'identify',
    lang: 'en',
    turns: [
      'the cartoon where the grumpy old man ties a ton of balloons to his house and flies off with a kid',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 14160 }],
  },
  {
    id: 'b52-044',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the one about a guy whose whole life is secretly a tv show and everyone around him is an actor',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 37165 }],
  },
  {
    id: 'b52-045',
    class: 'identify',
    lang: 'en',
    turns: [
      "90s action movie, a bus has a bomb on it and it blows up if it goes under 50 mph. what's it called",
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 1637 }],
  },
  {
    id: 'b52-046',
    class: 'identify',
    lang: 'en',
    turns: [
      'little robot left alone on earth compacting trash for centuries, then falls for another robot. name?',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 10681 }],
  },
  {
    id: 'b52-047',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie hieß der film wo der typ nach nem flugzeugabsturz auf ner insel strandet und mit nem volleyball redet',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 8358 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b52-048',
    class: 'identify',
    lang: 'de',
    turns: [
      'der film wo der junge mit nem umgebauten delorean in die 50er zurückreist und seine eltern trifft',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 105 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b52-049',
    class: 'identify',
    lang: 'de',
    turns: [
      'film mit dem riesigen weißen hai, der polizeichef will den strand sperren aber der bürgermeister nicht',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 578 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b52-050',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é aquele filme que o cara é um golpista que finge ser piloto e medico e o fbi fica atras dele',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 640 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b52-051',
    class: 'identify',
    lang: 'pt',
    turns: ['desenho japones que a menina entra num mundo dos espiritos e os pais dela viram porcos'],
    checks: [UNDERSTOOD, { firstMovieIs: 129 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b52-052',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme coreano da familia pobre que vai se infiltrando na casa de uma familia rica'],
    checks: [UNDERSTOOD, { firstMovieIs: 496243 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b52-053',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama il film dove il bambino resta a casa da solo a natale e fa le trappole ai due ladri',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 771 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b52-054',
    class: 'identify',
    lang: 'it',
    turns: [
      'il film di tarantino dove lei ha la tuta gialla, si sveglia dal coma e si vendica con la katana. il primo',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 24 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b52-055',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le dessin animé où un rat veut devenir cuisinier dans un grand resto à paris"],
    checks: [UNDERSTOOD, { firstMovieIs: 2062 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b52-056',
    class: 'identify',
    lang: 'fr',
    turns: [
      'le vieux film en noir et blanc où des jurés doivent juger un jeune et un seul vote non coupable au début',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 389 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b52-057',
    class: 'identify',
    lang: 'es',
    turns: [
      'como se llamaba la peli de los 80 donde unos niños buscan el tesoro de un pirata con un mapa y los persigue una familia de ladrones',
    ],
    checks: [UNDERSTOOD, { firstMovieIs: 9340 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b52-058',
    class: 'identify',
    lang: 'es',
    turns: ['la peli donde dicaprio se mete en los sueños de la gente para robar o plantar ideas'],
    checks: [UNDERSTOOD, { firstMovieIs: 27205 }, { replyLanguage: 'es' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // history (12)
  {
    id: 'b52-059',
    class: 'history',
    lang: 'en',
    turns: ['what was the last thing i watched again?'],
    library: {
      diary: [
        { id: 1700, on: '-20d', rating: 7 },
        { id: 949, on: '-3d', rating: 9 },
        { id: 862, on: '-45d' },
        { id: 2108, on: '-9d', rating: 6 },
      ],
    },
    checks: [UNDERSTOOD, { firstMovieIs: 949 }],
  },
  {
    id: 'b52-060',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i logged this year'],
    library: {
      diary: [
        { id: 218, on: '-10d' },
        { id: 1891, on: '-40d' },
        { id: 3112, on: 'Y0-02-14' },
        { id: 289, on: 'Y0-06-01' },
        { id: 571, on: '-100d' },
        { id: 426, on: '2025-11-20' },
        { id: 963, on: '2024-07-04' },
      ],
    },
    checks: [UNDERSTOOD, { saysDiaryCountThisYear: true }],
  },
  {
    id: 'b52-061',
    class: 'history',
    lang: 'en',
    turns: ['whats my highest rated movie'],
    library: {
      ratings: [
        [1578, 7],
        [925, 10],
        [207, 6],
        [1366, 8],
      ],
    },
    checks: [UNDERSTOOD, { firstMovieIs: 925 }],
  },
  {
    id: 'b52-062',
    class: 'history',
    lang: 'en',
    turns: ["pick something off my watchlist that's under 2 hours, im tired"],
    library: { watchlist: [1422, 100, 275, 197, 11324] },
    checks: [UNDERSTOOD, { atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b52-063',
    class: 'history',
    lang: 'de',
    turns: ['welcher film hat bei mir die schlechteste bewertung'],
    library: {
      ratings: [
        [9286, 3],
        [205321, 1],
        [4348, 7],
        [31011, 8],
      ],
    },
    checks: [UNDERSTOOD, { firstMovieIs: 205321 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b52-064',
    class: 'history',
    lang: 'de',
    turns: ['empfiehl mir bitte sci-fi, aber nix was ich schon gesehen hab'],
    library: {
      diary: [
        { id: 62, on: '-30d', rating: 9 },
        { id: 78, on: '-60d', rating: 8 },
        { id: 11, on: '-90d', rating: 8 },
        { id: 280, on: '2025-05-10', rating: 7 },
      ],
    },
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { noneFrom: 'seen' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b52-065',
    class: 'history',
    lang: 'pt',
    turns: ['o que eu assisti em março?'],
    library: {
      diary: [
        { id: 3078, on: 'Y0-03-05', rating: 8 },
        { id: 804, on: 'Y0-03-22', rating: 9 },
        { id: 164, on: 'Y0-04-10' },
        { id: 111, on: 'Y0-01-18' },
      ],
    },
    checks: [
      UNDERSTOOD,
      { mentionsAll: [3078, 804] },
      { excludesMovies: [164, 111] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b52-066',
    class: 'history',
    lang: 'pt',
    turns: ['eu ja vi toy story 3? nao lembro'],
    library: {
      diary: [
        { id: 10193, on: '2025-08-02', rating: 9 },
        { id: 585, on: '-12d' },
        { id: 12, on: '-50d', rating: 8 },
      ],
    },
    checks: [UNDERSTOOD, { mentionsMovie: 10193 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b52-067',
    class: 'history',
    lang: 'it',
    turns: ['consigliami qualcosa dalla mia watchlist, ho voglia di ridere stasera'],
    library: { watchlist: [4638, 115, 1402, 6977, 583] },
    checks: [
      UNDERSTOOD,
      { atLeast: 1 },
      { onlyFrom: 'watchlist' },
      { genreAll: ['Comedy'] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b52-068',
    class: 'history',
    lang: 'fr',
    turns: ["c'est quoi les films d'horreur que j'ai vus ?"],
    library: {
      diary: [
        { id: 948, on: '-15d', rating: 8 },
        { id: 12405, on: '-25d', rating: 7 },
        { id: 4232, on: '-70d', rating: 6 },
        { id: 453, on: '2025-10-31' },
      ],
    },
    checks: [
      UNDERSTOOD,
      { mentionsAll: [948, 4232] },
      { onlyFrom: 'diary' },
      { genreAll: ['Horror'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b52-069',
    class: 'history',
    lang: 'fr',
    turns: ["conseille moi un film dans le style de ceux que j'ai bien notés, mais que j'ai pas encore vu"],
    library: {
      ratings: [
        [16869, 9],
        [68718, 9],
        [500, 8],
        [9372, 3],
      ],
    },
    checks: [
      UNDERSTOOD,
      { atLeast: 1 },
      { noneFrom: 'seen' },
      { genreShare: ['Crime', 'Thriller', 'Western', 'War', 'Drama'], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b52-070',
    class: 'history',
    lang: 'es',
    turns: ['cuantas pelis he visto este año?'],
    library: {
      diary: [
        { id: 1585, on: '-7d' },
        { id: 3083, on: 'Y0-05-19' },
        { id: 11697, on: '-200d' },
        { id: 3114, on: '2025-12-28' },
        { id: 288, on: '2025-03-03' },
        { id: 1712, on: '2023-09-09' },
      ],
    },
    checks: [UNDERSTOOD, { saysDiaryCountThisYear: true }, { replyLanguage: 'es' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // follow-ups (10)
  {
    id: 'b52-071',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some crime comedies pls', 'which one of those is the shortest'],
    checks: [UNDERSTOOD, { firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b52-072',
    class: 'follow-ups',
    lang: 'en',
    turns: ['best war movies ever?', 'who directed the 2nd one'],
    checks: [UNDERSTOOD, { saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b52-073',
    class: 'follow-ups',
    lang: 'en',
    turns: ['sci fi from the 80s', 'any of those under 2 hours?'],
    checks: [UNDERSTOOD, { atLeast: 1 }, { subsetOf: 'previous' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b52-074',
    class: 'follow-ups',
    lang: 'en',
    turns: ['movies with tom hanks', 'more, but not the ones u already said'],
    checks: [UNDERSTOOD, { atLeast: 1 }, { hasCastMember: 'Tom Hanks' }, { noneFrom: 'earlier' }],
  },
  {
    id: 'b52-075',
    class: 'follow-ups',
    lang: 'de',
    turns: ['animationsfilme für kinder so ab 6', 'wie lang geht der erste'],
    checks: [UNDERSTOOD, { saysRuntimeOfPrevious: 1 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b52-076',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de terror dos anos 70 ou 80', 'qual o mais antigo deles?'],
    checks: [UNDERSTOOD, { firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b52-077',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film romantici belli', 'il terzo chi lo ha diretto?'],
    checks: [UNDERSTOOD, { saysDirectorOfPrevious: 3 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b52-078',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami dei western', 'solo quelli italiani però'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { genreAll: ['Western'] },
      { originalLanguage: 'it' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b52-079',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films de miyazaki ?', 'lequel est le plus récent'],
    checks: [UNDERSTOOD, { firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b52-080',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de nolan', 'y cual es la mas larga?'],
    checks: [UNDERSTOOD, { firstIsExtremeOfPrevious: 'longest' }, { replyLanguage: 'es' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // small-talk (6)
  {
    id: 'b52-081',
    class: 'small-talk',
    lang: 'en',
    turns: ['heyy 👋 long week lol. just want something light n funny tonight, nothing over 100 min'],
    checks: [UNDERSTOOD, { atLeast: 1 }, { genreShare: ['Comedy'], share: 0.7 }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b52-082',
    class: 'small-talk',
    lang: 'en',
    turns: ['hello! how are you doing', 'haha nice. ok whats a good feel-good movie for a rainy sunday'],
    checks: [
      UNDERSTOOD,
      { atLeast: 1 },
      { noGenre: ['Horror'] },
      { genreShare: ['Comedy', 'Family', 'Romance', 'Animation'], share: 0.6 },
    ],
  },
  {
    id: 'b52-083',
    class: 'small-talk',
    lang: 'de',
    turns: ['moin! na alles gut bei dir? hätte gern nen richtig guten thriller für heute abend'],
    checks: [UNDERSTOOD, { atLeast: 1 }, { genreShare: ['Thriller'], share: 0.7 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b52-084',
    class: 'small-talk',
    lang: 'pt',
    turns: ['oii tudo bem? vc pode me indicar um filme de animação pra ver com meu sobrinho de 7 anos'],
    checks: [
      UNDERSTOOD,
      { atLeast: 1 },
      { genreAll: ['Animation'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b52-085',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao! grazie per ieri, il consiglio era ottimo 😊 ne vorrei un altro, stavolta un horror'],
    checks: [UNDERSTOOD, { atLeast: 1 }, { genreAll: ['Horror'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b52-086',
    class: 'small-talk',
    lang: 'es',
    turns: ['buenas noches! q tal? estoy re aburrido, me recomiendas algo de accion?'],
    checks: [UNDERSTOOD, { atLeast: 1 }, { genreShare: ['Action'], share: 0.8 }, { replyLanguage: 'es' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // themes (8)
  {
    id: 'b52-087',
    class: 'themes',
    lang: 'en',
    turns: ['movies about robots or AI, the more existential the better'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      {
        themeShare: 'robot|android|artificial|machine|\\bAI\\b|computer|operating system|cyborg',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b52-088',
    class: 'themes',
    lang: 'en',
    turns: ['any good prison movies? escapes, life inside, that kind of thing'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { themeShare: 'prison|jail|inmate|convict|escape|penitentiary|death row|camp', share: 0.6 },
    ],
  },
  {
    id: 'b52-089',
    class: 'themes',
    lang: 'en',
    turns: ['boxing movies. i just started training and need motivation'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { themeShare: 'box|prizefight|fighter|heavyweight|champion', share: 0.6 },
    ],
  },
  {
    id: 'b52-090',
    class: 'themes',
    lang: 'de',
    turns: ['filme über weihnachten die man mit der ganzen familie schauen kann'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { themeShare: 'christmas|santa|xmas|holiday', share: 0.6 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b52-091',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes sobre mafia, tipo familia mafiosa, gangster'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      {
        themeShare:
          'mafia|\\bmob\\b|mobster|gangster|crime family|organi[sz]ed crime|godfather|corleone|crime boss',
        share: 0.6,
      },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b52-092',
    class: 'themes',
    lang: 'it',
    turns: ['film ambientati nello spazio, astronavi pianeti ecc'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      {
        themeShare: 'space|astronaut|planet|galaxy|\\bmars\\b|moon|orbit|spaceship|wormhole|interstellar',
        share: 0.6,
      },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b52-093',
    class: 'themes',
    lang: 'fr',
    turns: ['des films avec des fantômes mais pas trop flippants, on regarde avec ma fille'],
    checks: [
      UNDERSTOOD,
      { atLeast: 2 },
      { themeShare: 'ghost|haunt|spirit|poltergeist|afterlife|the dead', share: 0.6 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b52-094',
    class: 'themes',
    lang: 'es',
    turns: ['pelis sobre viajes en el tiempo'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { themeShare: 'time|\\bpast\\b|future|loop|centur|decade', share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // markdown (6)
  {
    id: 'b52-095',
    class: 'markdown',
    lang: 'en',
    turns: ['list 5 hitchcock movies w/ the year, numbered pls'],
    checks: [UNDERSTOOD, { atLeast: 4 }, { directedBy: 'Alfred Hitchcock' }, { rendersMarkdown: true }],
  },
  {
    id: 'b52-096',
    class: 'markdown',
    lang: 'en',
    turns: ['bullet list of animated movies for my 6 year old, put the best one in bold'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { genreAll: ['Animation'] },
      { noGenre: ['Horror'] },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b52-097',
    class: 'markdown',
    lang: 'de',
    turns: ['mach mir ne liste mit 3 kriegsfilmen, jeweils mit laufzeit dahinter'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { genreAll: ['War'] },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b52-098',
    class: 'markdown',
    lang: 'pt',
    turns: ['me da uma lista numerada com os filmes do tarantino'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { directedBy: 'Quentin Tarantino' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b52-099',
    class: 'markdown',
    lang: 'fr',
    turns: ["fais moi une petite liste de comédies romantiques avec l'année à côté"],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b52-100',
    class: 'markdown',
    lang: 'es',
    turns: ['dame una lista de pelis de ciencia ficcion de los 90, con los titulos en negrita'],
    checks: [
      UNDERSTOOD,
      { atLeast: 3 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1990, 1999] },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
];
