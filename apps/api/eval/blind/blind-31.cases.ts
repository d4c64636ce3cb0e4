/**
 * Blind chat evaluation, set 31: people who already use the site. Weighted towards conversations of 2-3 turns that
 * refine, correct or change course (25: "no, older", "something shorter", "not that one, another", "and in french?",
 * "which of those is the shortest", "who directed the 2nd"), single messages packing 2-4 constraints at once (20: a
 * mood + a decade + a runtime + an exclusion, two people, the film's original language, a theme to avoid), a
 * signed-in user's own diary, ratings, likes and watchlist (15: last watched, best-rated this year, a month of the
 * diary, the count this year, watchlist picks that are short, more like what they loved), identifying a film from a
 * half-remembered plot (10), facts about a film or a person, several asked on the film's own page (10), group picks
 * and "like this but..." (10), and small talk, reply language and off-topic openers mixed with a real request (10).
 * Prompts are typed as regulars type them (lowercase, dropped accents, abbreviations, typos); 78 of the 100 are in
 * Spanish, French, German, Portuguese or Italian.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * As written: 76 / 100 on the starter catalog (scored once, before any change to the assistant).
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six reply languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|no (?:te |lo )?(?:he )?entend|no estoy seguro de (?:qu|lo que)|pas (?:bien )?compris|' +
  'je ne suis pas s[uû]r de ce que|nicht (?:ganz )?verstanden|nicht sicher, was du|n[aã]o entendi|n[aã]o tenho certeza do que|' +
  'non ho capito|non sono sicuro di cosa';

const STAR_WARS = [11, 1891, 1892];

export const BLIND_31_CASES: BlindCase[] = [
  // ---------------------------------------------------------------------------------------------------------
  // Follow-ups: 2-3 turns that refine, correct or change course (25)
  {
    id: 'b31-001',
    class: 'follow-ups',
    lang: 'en',
    turns: ['something funny for tonight', 'nah older stuff, like before 1990'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { yearBetween: [1900, 1989] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-002',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiendame una peli de ciencia ficcion', 'algo mas cortito, menos de 2 horas'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'es' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-003',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['un bon thriller pour ce soir', 'deja vu, t as autre chose ?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Thriller'] }, { noneFrom: 'earlier' }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-004',
    class: 'follow-ups',
    lang: 'de',
    turns: ['was gutes mit viel action', 'hm, eher was für die kinder, die sind 6 und 8'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-005',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['quero ver um filme de terror', 'algo mais antigo, dos anos 70 ou 80'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Horror'] },
      { yearBetween: [1970, 1989] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-006',
    class: 'follow-ups',
    lang: 'it',
    turns: ["consigliami un film d'animazione", 'qualcosa di giapponese magari'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-007',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me a few war movies', 'which one of those is the shortest?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-008',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de christopher nolan', 'y cual es la mas larga de esas?'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-009',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films avec tom hanks', 'qui a realise le 2eme ?'],
    checks: [{ saysDirectorOfPrevious: 2 }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-010',
    class: 'follow-ups',
    lang: 'de',
    turns: ['zeig mir ein paar western', 'wie lang ist der erste?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-011',
    class: 'follow-ups',
    lang: 'en',
    turns: ['80s sci fi pls', 'ok now newer ones, after 2010'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [2011, 2030] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-012',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uma comedia romantica', 'e um em frances? to treinando o idioma'],
    checks: [
      { atLeast: 1 },
      { originalLanguage: 'fr' },
      { genreAll: ['Comedy', 'Romance'] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-013',
    class: 'follow-ups',
    lang: 'it',
    turns: ['un film drammatico', 'piu recente, dopo il 2015'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Drama'] },
      { yearBetween: [2016, 2030] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-014',
    class: 'follow-ups',
    lang: 'en',
    movieId: 27205,
    turns: ['more like this', 'ok but shorter than this one, its way too long for a weeknight'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 27205 },
      { excludesMovies: [27205] },
      { likeSeeds: [27205], share: 0.6 },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-015',
    class: 'follow-ups',
    lang: 'es',
    turns: ['una de accion', 'esas ya las vi todas jaja, otras?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Action'] }, { noneFrom: 'earlier' }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-016',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['un film de guerre', 'un peu plus leger, avec de l humour ?'],
    checks: [{ atLeast: 1 }, { genreAll: ['War'] }, { genreAll: ['Comedy'] }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-017',
    class: 'follow-ups',
    lang: 'de',
    turns: ['filme von quentin tarantino', 'welcher davon ist der neueste?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-018',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'family movie for saturday afternoon?',
      'the kids are 5 and 7 so nothing scary',
      'and not too long, like 90 min max',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror', 'Thriller'] },
      { runtimeAtMost: 90 },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-019',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes com o leonardo dicaprio', 'tem algum mais antigo? antes de 2005'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Leonardo DiCaprio' },
      { yearBetween: [1900, 2004] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-020',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film di fantascienza belli', 'e chi ha diretto il primo?'],
    checks: [{ saysDirectorOfPrevious: 1 }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-021',
    class: 'follow-ups',
    lang: 'es',
    turns: ['dame 5 comedias', 'de esas cual dura menos?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'es' }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-022',
    class: 'follow-ups',
    lang: 'en',
    turns: ['a good thriller', 'actually scratch that, i want a comedy, need a laugh'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-023',
    class: 'follow-ups',
    lang: 'fr',
    movieId: 194,
    turns: ['des films dans le meme style', 'mais en anglais cette fois'],
    checks: [
      { atLeast: 2 },
      { originalLanguage: 'en' },
      { excludesMovies: [194] },
      { genreShare: ['Comedy', 'Romance'], share: 0.6 },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b31-024',
    class: 'follow-ups',
    lang: 'de',
    turns: ['einen horrorfilm bitte', 'hmm lieber ne horrorkomödie'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { genreAll: ['Comedy'] }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-025',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['uns filmes do spielberg', 'quanto tempo dura o segundo?'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { notContains: CONFUSED }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Composed requests: 2-4 constraints in one message (20)
  {
    id: 'b31-026',
    class: 'mood-genre',
    lang: 'en',
    turns: ['feel good comedy from the 90s, under 2 hours, nothing animated'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { yearBetween: [1990, 1999] },
      { runtimeAtMost: 120 },
      { noGenre: ['Animation'] },
    ],
  },
  {
    id: 'b31-027',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo hora y media nomas, algo de suspenso pero q no sea de terror'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Thriller', 'Mystery'] },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 95 },
    ],
  },
  {
    id: 'b31-028',
    class: 'original-language',
    lang: 'fr',
    turns: ['un thriller coreen de moins de 2h'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ko' }, { genreAll: ['Thriller'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b31-029',
    class: 'two-people',
    lang: 'de',
    turns: ['gibts nen film mit de niro und al pacino zusammen?'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b31-030',
    class: 'themes',
    lang: 'pt',
    turns: ['um filme de musica mas q nao seja documentario, dos anos 2000 pra ca'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Music'] },
      { noGenre: ['Documentary'] },
      { yearBetween: [2000, 2030] },
    ],
  },
  {
    id: 'b31-031',
    class: 'mood-genre',
    lang: 'it',
    turns: ['stasera voglio piangere, un drammone romantico ma non troppo vecchio, dagli anni 90 in poi'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Romance'] },
      { genreShare: ['Drama'], share: 0.7 },
      { yearBetween: [1990, 2030] },
    ],
  },
  {
    id: 'b31-032',
    class: 'two-people',
    lang: 'en',
    turns: ['anything with both tom hanks and matt damon in it?'],
    checks: [{ mentionsMovie: 857 }, { hasCastMember: 'Tom Hanks' }, { hasCastMember: 'Matt Damon' }],
  },
  {
    id: 'b31-033',
    class: 'original-language',
    lang: 'es',
    turns: ['alguna peli hablada en español de verdad, no doblada'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { mentionsMovie: 1417 }],
  },
  {
    id: 'b31-034',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur anderthalb stunden, irgendwas lustiges'],
    checks: [{ atLeast: 1 }, { genreAll: ['Comedy'] }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b31-035',
    class: 'themes',
    lang: 'fr',
    turns: ['un film de SF qui se passe dans l espace, mais pas star wars svp'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { excludesMovies: STAR_WARS },
      { themeShare: 'space|astronaut|planet|mars|orbit|galax|wormhole|interstellar', share: 0.6 },
    ],
  },
  {
    id: 'b31-036',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['um suspense psicologico recente, de 2010 pra frente, sem terror'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Thriller', 'Mystery'] },
      { yearBetween: [2010, 2030] },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b31-037',
    class: 'original-language',
    lang: 'it',
    turns: ['un film italiano che non sia un western'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'it' }, { noGenre: ['Western'] }],
  },
  {
    id: 'b31-038',
    class: 'time-budget',
    lang: 'en',
    turns: ['got a whole sunday, give me an epic war or history movie, 2.5 hours or more'],
    checks: [{ atLeast: 2 }, { genreAll: ['War', 'History'] }, { runtimeAtLeast: 150 }],
  },
  {
    id: 'b31-039',
    class: 'two-people',
    lang: 'es',
    turns: ['algo dirigido por scorsese donde actue dicaprio'],
    checks: [{ atLeast: 2 }, { directedBy: 'Martin Scorsese' }, { hasCastMember: 'Leonardo DiCaprio' }],
  },
  {
    id: 'b31-040',
    class: 'themes',
    lang: 'de',
    turns: ['animationsfilm für erwachsene, nicht disney, gern aus japan'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
      { companyNone: 'disney|pixar' },
    ],
  },
  {
    id: 'b31-041',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['une comedie avec des gangsters, annees 90 ou 2000'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { genreAll: ['Crime'] },
      { yearBetween: [1990, 2009] },
    ],
  },
  {
    id: 'b31-042',
    class: 'time-budget',
    lang: 'it',
    turns: ["un horror che duri meno di un'ora e mezza"],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b31-043',
    class: 'two-people',
    lang: 'pt',
    turns: ['filme com a emma stone e o ryan gosling'],
    checks: [{ mentionsMovie: 313369 }, { hasCastMember: 'Emma Stone' }, { hasCastMember: 'Ryan Gosling' }],
  },
  {
    id: 'b31-044',
    class: 'themes',
    lang: 'en',
    turns: ['a romance but nothing set during a war please, and not a musical either'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Romance'] },
      { noGenre: ['War', 'Music'] },
      { themeNone: '\\bwars?\\b' },
    ],
  },
  {
    id: 'b31-045',
    class: 'original-language',
    lang: 'de',
    turns: ['einen deutschsprachigen film über die ddr oder den krieg'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'de' }, { excludesMovies: [19, 832] }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // The signed-in user's own library (15)
  {
    id: 'b31-046',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch last?'],
    library: {
      diary: [
        { id: 603, on: '-40d', rating: 8 },
        { id: 27205, on: '-3d', rating: 9 },
        { id: 680, on: '-12d' },
      ],
    },
    checks: [{ firstMovieIs: 27205 }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-047',
    class: 'history',
    lang: 'es',
    turns: ['cual fue la ultima peli q vi?'],
    library: {
      diary: [
        { id: 129, on: '-2d', rating: 10 },
        { id: 13, on: '-9d', rating: 7 },
        { id: 550, on: '-30d' },
      ],
    },
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b31-048',
    class: 'history',
    lang: 'fr',
    turns: ["j'ai vu combien de films cette annee ?"],
    library: {
      diary: [
        { id: 194, on: 'Y0-03-10' },
        { id: 77338, on: 'Y0-06-02', rating: 8 },
        { id: 101, on: 'Y0-11-20' },
        { id: 680, on: '-400d' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-049',
    class: 'history',
    lang: 'de',
    turns: ['welchen film hab ich dieses jahr am besten bewertet?'],
    library: {
      diary: [
        { id: 238, on: '-400d', rating: 10 },
        { id: 155, on: 'Y0-04-12', rating: 9 },
        { id: 13, on: 'Y0-09-01', rating: 7 },
        { id: 680, on: 'Y0-02-01', rating: 8 },
      ],
    },
    checks: [{ firstMovieIs: 155 }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-050',
    class: 'history',
    lang: 'pt',
    turns: ['oq tem na minha watchlist que seja curtinho? tenho menos de 1h40'],
    library: { watchlist: [424, 862, 2108, 240, 77] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b31-051',
    class: 'history',
    lang: 'it',
    turns: ['consigliami qualcosa di simile ai film che ho amato'],
    library: {
      ratings: [
        [129, 10],
        [8392, 10],
        [4935, 9],
        [680, 4],
      ],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { genreShare: ['Animation', 'Fantasy'], share: 0.6 }],
  },
  {
    id: 'b31-052',
    class: 'history',
    lang: 'en',
    turns: ['which of the movies on my watchlist is the longest one?'],
    library: { watchlist: [62, 424, 122, 597, 862] },
    checks: [{ firstMovieIs: 122 }, { onlyFrom: 'watchlist' }],
  },
  {
    id: 'b31-053',
    class: 'history',
    lang: 'es',
    turns: ['recomendame una de terror que no haya visto'],
    library: {
      diary: [
        { id: 694, on: '-20d', rating: 9 },
        { id: 348, on: '-50d', rating: 8 },
        { id: 9552, on: '-80d', rating: 7 },
        { id: 948, on: '-120d', rating: 8 },
      ],
    },
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { noneFrom: 'seen' }],
  },
  {
    id: 'b31-054',
    class: 'history',
    lang: 'fr',
    turns: ["qu'est ce que j'ai regardé en mars ?"],
    library: {
      diary: [
        { id: 129, on: 'Y0-03-05', rating: 9 },
        { id: 550, on: 'Y0-03-22' },
        { id: 603, on: 'Y0-05-10', rating: 7 },
        { id: 13, on: 'Y0-02-27' },
      ],
    },
    checks: [{ mentionsAll: [129, 550] }, { onlyFrom: 'diary' }, { excludesMovies: [603, 13] }],
  },
  {
    id: 'b31-055',
    class: 'history',
    lang: 'de',
    turns: ['was auf meiner watchlist ist eine komödie?'],
    library: { watchlist: [120, 115, 37165, 238, 578] },
    checks: [{ mentionsAll: [115, 37165] }, { onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b31-056',
    class: 'history',
    lang: 'pt',
    turns: ['qual filme eu dei a nota mais baixa?'],
    library: {
      ratings: [
        [603, 6],
        [27205, 9],
        [19995, 2],
        [120, 8],
      ],
    },
    checks: [{ firstMovieIs: 19995 }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-057',
    class: 'history',
    lang: 'it',
    turns: ['quanti film ho visto questanno?'],
    library: {
      diary: [
        { id: 637, on: 'Y0-01-14' },
        { id: 11216, on: 'Y0-02-20', rating: 9 },
        { id: 238, on: 'Y0-04-03' },
        { id: 391, on: 'Y0-07-19', rating: 7 },
        { id: 429, on: 'Y0-10-30' },
        { id: 335, on: '-400d' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-058',
    class: 'history',
    lang: 'en',
    turns: ['pick something from my watchlist for tonight, a comedy under 2 hours'],
    library: { watchlist: [106646, 4638, 120467, 424, 2108, 597] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b31-059',
    class: 'history',
    lang: 'es',
    turns: ['de las pelis que marque con like cual es la mas vieja?'],
    library: { likes: [603, 289, 680, 155, 1366] },
    checks: [{ firstMovieIs: 289 }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-060',
    class: 'history',
    lang: 'fr',
    turns: ['un film que j ai pas encore vu, dans le style de ceux que j ai le mieux notés'],
    library: {
      ratings: [
        [807, 10],
        [274, 10],
        [77, 9],
        [862, 3],
      ],
    },
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { genreShare: ['Thriller', 'Crime', 'Mystery'], share: 0.7 },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Identify a film from a half-remembered plot (10)
  {
    id: 'b31-061',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the movie where the weatherman keeps living the same day over and over in some small town',
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b31-062',
    class: 'identify',
    lang: 'es',
    turns: ['una peli animada donde un viejito ata globos a su casa y se va volando con un niño explorador'],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b31-063',
    class: 'identify',
    lang: 'fr',
    turns: [
      'le film ou le mec a pas de memoire a court terme et il se tatoue des trucs et prend des polaroids pour se souvenir',
    ],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b31-064',
    class: 'identify',
    lang: 'de',
    turns: [
      'der film wo die arme familie sich bei den reichen einschleicht und da ist was im keller, koreanisch glaub ich',
    ],
    checks: [{ firstMovieIs: 496243 }],
  },
  {
    id: 'b31-065',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme do menino que ve gente morta, com o bruce willis de psicologo'],
    checks: [{ firstMovieIs: 745 }],
  },
  {
    id: 'b31-066',
    class: 'identify',
    lang: 'it',
    turns: ['il film dove un papà fa credere al figlio che il campo di concentramento è tutto un gioco'],
    checks: [{ firstMovieIs: 637 }],
  },
  {
    id: 'b31-067',
    class: 'identify',
    lang: 'en',
    turns: ["the one where a guy's whole life is secretly a tv show and everyone around him is an actor"],
    checks: [{ firstMovieIs: 37165 }],
  },
  {
    id: 'b31-068',
    class: 'identify',
    lang: 'es',
    turns: [
      'como se llamaba la de la nena q entra a un mundo de espiritus y sus papas se convierten en cerdos',
    ],
    checks: [{ firstMovieIs: 129 }],
  },
  {
    id: 'b31-069',
    class: 'identify',
    lang: 'de',
    turns: ['wie heißt der film mit dem kleinen roboter der ganz allein auf der erde den müll aufräumt'],
    checks: [{ firstMovieIs: 10681 }],
  },
  {
    id: 'b31-070',
    class: 'identify',
    lang: 'fr',
    turns: [
      'un vieux film en noir et blanc, des jurés enfermés dans une salle qui doivent decider si un gamin est coupable',
    ],
    checks: [{ firstMovieIs: 389 }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Facts about a film or a person, several on the film's page (10)
  {
    id: 'b31-071',
    class: 'facts',
    lang: 'en',
    movieId: 155,
    turns: ['who directed this?'],
    checks: [{ saysDirectorOf: 155 }],
  },
  {
    id: 'b31-072',
    class: 'facts',
    lang: 'es',
    movieId: 27205,
    turns: ['cuanto dura?'],
    checks: [{ saysRuntimeOf: 27205 }],
  },
  {
    id: 'b31-073',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est sorti en quelle année amélie poulain ?"],
    checks: [{ saysYearOf: 194 }],
  },
  {
    id: 'b31-074',
    class: 'facts',
    lang: 'de',
    movieId: 603,
    turns: ['wer spielt da alles mit?'],
    checks: [{ saysCastOf: 603, count: 2 }],
  },
  {
    id: 'b31-075',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }],
  },
  {
    id: 'b31-076',
    class: 'facts',
    lang: 'it',
    movieId: 238,
    turns: ['quanto dura? devo capire se finisco prima di mezzanotte'],
    checks: [{ saysRuntimeOf: 238 }],
  },
  {
    id: 'b31-077',
    class: 'facts',
    lang: 'en',
    turns: ['when did jaws come out and who made it'],
    checks: [{ saysYearOf: 578 }, { saysDirectorOf: 578 }],
  },
  {
    id: 'b31-078',
    class: 'facts',
    lang: 'es',
    movieId: 129,
    turns: ['quien la dirigio y de que año es?'],
    checks: [{ saysDirectorOf: 129 }, { saysYearOf: 129 }],
  },
  {
    id: 'b31-079',
    class: 'facts',
    lang: 'en',
    turns: ["who's in the cast of pulp fiction"],
    checks: [{ saysCastOf: 680, count: 3 }],
  },
  {
    id: 'b31-080',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht oppenheimer eigentlich'],
    checks: [{ saysRuntimeOf: 872585 }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Group picks and "like this, but..." (10)
  {
    id: 'b31-081',
    class: 'group',
    lang: 'en',
    turns: ['movie night with my parents and my 10yo nephew, something everyone can enjoy'],
    checks: [{ atLeast: 2 }, { noGenre: ['Horror'] }, { genreShare: ['Family'], share: 0.7 }],
  },
  {
    id: 'b31-082',
    class: 'group',
    lang: 'es',
    turns: ['somos 4 amigos, a dos les gusta la accion y a los otros dos la comedia'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Action', 'Comedy'] }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-083',
    class: 'likeness',
    lang: 'fr',
    movieId: 603,
    turns: ['comme celui ci mais plus recent'],
    checks: [{ atLeast: 2 }, { newerThan: 603 }, { excludesMovies: [603] }, { likeSeeds: [603], share: 0.7 }],
  },
  {
    id: 'b31-084',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie toy story, aber bitte nicht von pixar'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [862] },
      { companyNone: 'pixar' },
      { genreShare: ['Animation'], share: 0.7 },
    ],
  },
  {
    id: 'b31-085',
    class: 'group',
    lang: 'pt',
    turns: ['date night, ela curte romance e eu ficção cientifica, algo pros dois?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Romance', 'Science Fiction'] }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-086',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo il padrino ma meno lungo'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [238] },
      { shorterThan: 238 },
      { likeSeeds: [238], share: 0.7 },
    ],
  },
  {
    id: 'b31-087',
    class: 'likeness',
    lang: 'en',
    movieId: 8587,
    turns: ['something like this but live action, for a 9 year old'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Animation', 'Horror'] },
      { genreShare: ['Family'], share: 0.7 },
      { excludesMovies: [8587] },
    ],
  },
  {
    id: 'b31-088',
    class: 'group',
    lang: 'es',
    turns: ['para ver en familia con los abuelos y los nenes, nada de miedo ni de peleas'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror', 'Thriller', 'War', 'Action'] },
      { genreShare: ['Family'], share: 0.7 },
    ],
  },
  {
    id: 'b31-089',
    class: 'likeness',
    lang: 'de',
    turns: ['etwas wie stirb langsam, nur älter'],
    checks: [{ atLeast: 2 }, { olderThan: 562 }, { likeSeeds: [562], share: 0.7 }],
  },
  {
    id: 'b31-090',
    class: 'group',
    lang: 'fr',
    turns: ['soiree entre potes on est 6, on veut rigoler mais y en a qui detestent les dessins animés'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { noGenre: ['Animation'] }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Small talk, reply language and off-topic, each with a real request in it (10)
  {
    id: 'b31-091',
    class: 'small-talk',
    lang: 'en',
    turns: ['thanks, that was a great pick yesterday!', 'last one: who plays the astronaut in the martian?'],
    checks: [{ saysCastOf: 286217, count: 1 }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-092',
    class: 'small-talk',
    lang: 'es',
    turns: ['hola buenas! me recomendas algo de miyazaki?'],
    checks: [{ atLeast: 2 }, { directedBy: 'Hayao Miyazaki' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b31-093',
    class: 'reply-language',
    lang: 'fr',
    turns: ['salut, tu parles francais ? je cherche un bon polar'],
    checks: [{ atLeast: 2 }, { genreAll: ['Crime'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b31-094',
    class: 'small-talk',
    lang: 'de',
    turns: ['danke dir!', 'ach, noch was: wer hat eigentlich metropolis gedreht?'],
    checks: [{ saysDirectorOf: 19 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b31-095',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oi! pode responder em portugues? queria um filme de animação'],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b31-096',
    class: 'small-talk',
    lang: 'it',
    turns: ['che tempo fa domani a roma? vabbe lascia stare, dimmi un bel giallo'],
    checks: [{ atLeast: 2 }, { genreAll: ['Mystery', 'Crime', 'Thriller'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b31-097',
    class: 'small-talk',
    lang: 'en',
    turns: ['can you do my math homework? jk. how long is interstellar'],
    checks: [{ saysRuntimeOf: 157336 }, { notContains: CONFUSED }],
  },
  {
    id: 'b31-098',
    class: 'reply-language',
    lang: 'es',
    turns: ['recommend me a comedy', 'me lo podes decir en español porfa?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b31-099',
    class: 'small-talk',
    lang: 'fr',
    turns: ["merci j'ai adoré whiplash !! il a fait quoi d'autre le realisateur ?"],
    checks: [{ mentionsMovie: 313369 }, { directedBy: 'Damien Chazelle' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b31-100',
    class: 'small-talk',
    lang: 'de',
    turns: ['bist du ein mensch oder ein bot? egal, empfiehl mir was mit tom cruise'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Cruise' }, { replyLanguage: 'de' }],
  },
];
