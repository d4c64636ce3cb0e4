/**
 * Blind chat evaluation, set 32: a QA tester's sweep of every class, about 7 cases each for all 14 classes, written
 * after reading only the product brief ("a chat assistant on a movie site that recommends films, answers facts,
 * identifies a film from its plot, talks about your own diary/ratings, picks for a group, and replies in the
 * language you write in"). About 30 are conversations of 3-4 turns that change course at least twice ("horror from
 * the 80s" -> "actually make it funny" -> "only under 100 minutes" -> "who directed it"), with a reference to the
 * previous answer after every kind of turn: after a person's films, a studio's films, a fact, the user's own diary,
 * a group pick. Half English, half Spanish, French, German, Portuguese and Italian, about ten of them mixed as
 * people write ("quiero un feel-good movie", "Horror-Film", an English title in a French sentence). Plain
 * mood/genre requests with an indefinite article must list at least 3 films. Sloppy titles ("12 monkeys", "lord of
 * the rings 2", "the godfather part two"), surnames only, decades as "80s"/"los 90", hours as "an hour and a
 * half"/"2h"/"anderthalb Stunden", slang moods. Signed-in users with realistic diaries (last watched, a month,
 * best/worst rated, count this year, oldest like, watchlist under 2 hours, more like the ones I loved), and 10
 * cases asked on a film's page.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * As written: 80 / 100 on the starter catalog (scored once, before anyone read the failures).
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

/** A sci-fi fan's last six weeks; the latest entry is Dune: Part Two, two days ago. */
const SCIFI_FAN_DIARY = [
  { id: 603, on: '-40d', rating: 9 },
  { id: 78, on: '-35d', rating: 8 },
  { id: 27205, on: '-30d', rating: 9 },
  { id: 329865, on: '-28d', rating: 8 },
  { id: 264660, on: '-25d', rating: 7 },
  { id: 1124, on: '-22d', rating: 8 },
  { id: 11, on: '-20d', rating: 10 },
  { id: 1891, on: '-18d', rating: 10 },
  { id: 550, on: '-15d', rating: 9 },
  { id: 680, on: '-12d', rating: 8 },
  { id: 13, on: '-10d', rating: 7 },
  { id: 597, on: '-7d', rating: 6 },
  { id: 438631, on: '-4d', rating: 9 },
  { id: 693134, on: '-2d', rating: 9 },
];

/** A romance fan's year; March holds Pretty Woman, Pride & Prejudice and La La Land. */
const ROMANCE_YEAR_DIARY = [
  { id: 862, on: 'Y0-01-05', rating: 8 },
  { id: 12, on: 'Y0-01-19', rating: 7 },
  { id: 585, on: 'Y0-02-02', rating: 8 },
  { id: 11036, on: 'Y0-02-14', rating: 6 },
  { id: 114, on: 'Y0-03-03', rating: 7 },
  { id: 4348, on: 'Y0-03-15', rating: 9 },
  { id: 313369, on: 'Y0-03-28', rating: 8 },
  { id: 137, on: 'Y0-04-10', rating: 8 },
  { id: 2493, on: 'Y0-05-02', rating: 9 },
  { id: 194, on: 'Y0-06-21', rating: 10 },
  { id: 76, on: 'Y0-07-04', rating: 8 },
  { id: 666277, on: 'Y0-08-30', rating: 9 },
];

/** A crime fan: three 10s (The Godfather 1972, GoodFellas 1990, The Departed 2006). */
const CRIME_FAN_DIARY = [
  { id: 238, on: 'Y0-01-12', rating: 10 },
  { id: 769, on: 'Y0-02-03', rating: 10 },
  { id: 1422, on: 'Y0-02-20', rating: 10 },
  { id: 680, on: 'Y0-03-08', rating: 9 },
  { id: 807, on: 'Y0-03-30', rating: 9 },
  { id: 500, on: 'Y0-04-18', rating: 8 },
  { id: 275, on: 'Y0-05-09', rating: 8 },
  { id: 603, on: 'Y0-06-01', rating: 6 },
  { id: 862, on: 'Y0-06-15', rating: 5 },
  { id: 597, on: 'Y0-07-22', rating: 4 },
  { id: 11036, on: 'Y0-08-05', rating: 3 },
  { id: 107, on: 'Y0-09-14', rating: 8 },
];

/** Nine entries this year, five last year. */
const COUNT_DIARY = [
  { id: 620, on: '2025-02-11', rating: 7 },
  { id: 105, on: '2025-05-20', rating: 9 },
  { id: 562, on: '2025-08-02', rating: 8 },
  { id: 85, on: '2025-10-30', rating: 9 },
  { id: 329, on: '2025-12-24', rating: 8 },
  { id: 120, on: 'Y0-01-03', rating: 9 },
  { id: 121, on: 'Y0-01-10', rating: 9 },
  { id: 122, on: 'Y0-01-17', rating: 10 },
  { id: 671, on: 'Y0-03-02', rating: 7 },
  { id: 129, on: 'Y0-04-25', rating: 10 },
  { id: 8392, on: 'Y0-06-06', rating: 9 },
  { id: 4935, on: 'Y0-07-19', rating: 8 },
  { id: 19995, on: 'Y0-09-09', rating: 6 },
  { id: 438631, on: 'Y0-11-02', rating: 8 },
];

/** October: The Matrix 8, The Dark Knight 10, Inception 9, Se7en 7. */
const OCTOBER_DIARY = [
  { id: 105, on: 'Y0-08-02', rating: 8 },
  { id: 13, on: 'Y0-08-15', rating: 7 },
  { id: 120, on: 'Y0-09-06', rating: 9 },
  { id: 275, on: 'Y0-09-21', rating: 10 },
  { id: 603, on: 'Y0-10-03', rating: 8 },
  { id: 155, on: 'Y0-10-11', rating: 10 },
  { id: 27205, on: 'Y0-10-19', rating: 9 },
  { id: 807, on: 'Y0-10-27', rating: 7 },
  { id: 578, on: 'Y0-11-08', rating: 8 },
  { id: 218, on: 'Y0-11-20', rating: 9 },
];

/** A sci-fi lover's diary: 10s for 2001, Blade Runner, The Matrix and Interstellar; comedies rated low. */
const SCIFI_LOVER_DIARY = [
  { id: 62, on: 'Y0-01-14', rating: 10 },
  { id: 78, on: 'Y0-02-09', rating: 10 },
  { id: 603, on: 'Y0-03-01', rating: 10 },
  { id: 157336, on: 'Y0-03-22', rating: 10 },
  { id: 329865, on: 'Y0-04-17', rating: 9 },
  { id: 114, on: 'Y0-05-05', rating: 4 },
  { id: 771, on: 'Y0-05-30', rating: 3 },
  { id: 4951, on: 'Y0-06-12', rating: 4 },
  { id: 13, on: 'Y0-07-04', rating: 6 },
  { id: 680, on: 'Y0-08-19', rating: 7 },
  { id: 1422, on: 'Y0-09-03', rating: 7 },
];

export const BLIND_32_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------ mood-genre
  {
    id: 'b32-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['recommend a scary movie'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b32-002',
    class: 'mood-genre',
    lang: 'es',
    turns: ['una peli de risa porfa'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b32-003',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un truc qui fait flipper ce soir, genre un vrai horror movie'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b32-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ['something chill for tonight', 'hmm more like a comedy', 'from the 90s please'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { yearBetween: [1990, 1999] }],
  },
  {
    id: 'b32-005',
    class: 'mood-genre',
    lang: 'de',
    turns: ['Hast du einen guten Horror-Film für heute Abend?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b32-006',
    class: 'mood-genre',
    lang: 'it',
    turns: [
      'un film romantico per stasera',
      'no dai, qualcosa che faccia anche ridere, tipo commedia romantica',
      'più vecchio, anni 50 o 60',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { genreAll: ['Romance'] },
      { yearBetween: [1950, 1969] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b32-007',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need a really intense action movie, something brutal'],
    checks: [{ atLeast: 3 }, { genreAll: ['Action'] }],
  },

  // ------------------------------------------------------------------------------------------------ history
  {
    id: 'b32-008',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch last?'],
    library: { diary: SCIFI_FAN_DIARY, watchlist: [348, 1091] },
    checks: [{ firstMovieIs: 693134 }],
  },
  {
    id: 'b32-009',
    class: 'history',
    lang: 'es',
    turns: ['¿qué pelis vi en marzo?'],
    library: { diary: ROMANCE_YEAR_DIARY },
    checks: [
      { mentionsAll: [114, 4348, 313369] },
      { onlyFrom: 'diary' },
      { atMost: 3 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b32-010',
    class: 'history',
    lang: 'en',
    turns: [
      'what are my highest rated movies?',
      'which of those is the oldest',
      'cool, find me something like it that i havent seen yet',
    ],
    library: { diary: CRIME_FAN_DIARY },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { likeSeeds: [238], share: 0.6 }],
  },
  {
    id: 'b32-011',
    class: 'history',
    lang: 'fr',
    turns: ["combien de films j'ai vus cette année ?"],
    library: { diary: COUNT_DIARY },
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b32-012',
    class: 'history',
    lang: 'en',
    turns: ['anything on my watchlist under 2 hours?'],
    library: {
      diary: [
        { id: 238, on: 'Y0-02-01', rating: 9 },
        { id: 278, on: 'Y0-03-11', rating: 10 },
        { id: 13, on: 'Y0-05-23', rating: 8 },
        { id: 680, on: 'Y0-06-30', rating: 9 },
        { id: 155, on: 'Y0-08-08', rating: 9 },
        { id: 27205, on: 'Y0-09-14', rating: 8 },
        { id: 603, on: 'Y0-10-02', rating: 8 },
        { id: 550, on: 'Y0-10-30', rating: 7 },
        { id: 1124, on: 'Y0-11-12', rating: 8 },
        { id: 862, on: 'Y0-11-25', rating: 7 },
      ],
      watchlist: [122, 1422, 424, 77, 497, 240, 500],
    },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b32-013',
    class: 'history',
    lang: 'en',
    turns: ["what's the oldest movie i've liked?"],
    library: {
      diary: [
        { id: 603, on: 'Y0-01-08', rating: 9 },
        { id: 680, on: 'Y0-02-14', rating: 9 },
        { id: 289, on: 'Y0-03-20', rating: 10 },
        { id: 105, on: 'Y0-04-11', rating: 8 },
        { id: 862, on: 'Y0-05-02', rating: 8 },
        { id: 129, on: 'Y0-06-19', rating: 10 },
        { id: 550, on: 'Y0-07-07', rating: 8 },
        { id: 15, on: 'Y0-08-01', rating: 6 },
        { id: 597, on: 'Y0-09-12', rating: 5 },
        { id: 13, on: 'Y0-10-10', rating: 7 },
      ],
      likes: [603, 680, 289, 105, 862, 129, 550],
    },
    checks: [{ firstMovieIs: 289 }],
  },
  {
    id: 'b32-014',
    class: 'history',
    lang: 'it',
    turns: ['consigliami altri film come quelli che ho amato di più'],
    library: { diary: SCIFI_LOVER_DIARY },
    checks: [
      { atLeast: 3 },
      { noneFrom: 'seen' },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b32-015',
    class: 'history',
    lang: 'en',
    movieId: 438631,
    turns: ['have i already seen this one?'],
    library: { diary: COUNT_DIARY },
    checks: [
      { contains: "\\byes\\b|you(?:'ve| have)? (?:watched|seen|logged)|you saw" },
      { notContains: 'haven.t (?:seen|watched)|not (?:seen|watched|in your diary)' },
    ],
  },

  // ------------------------------------------------------------------------------------------------ small-talk
  {
    id: 'b32-016',
    class: 'small-talk',
    lang: 'en',
    turns: ['hey! what can you do?'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'en' }],
  },
  {
    id: 'b32-017',
    class: 'small-talk',
    lang: 'es',
    turns: ['una comedia para esta noche', 'la segunda, ¿de qué va?', '¡gracias!! justo lo que buscaba'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'es' }, { maxChars: 500 }],
  },
  {
    id: 'b32-018',
    class: 'small-talk',
    lang: 'fr',
    turns: ['merci beaucoup, bonne soirée !'],
    checks: [{ notContains: CONFUSED }, { noMovies: true }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b32-019',
    class: 'small-talk',
    lang: 'de',
    turns: ["Hallo! Wie geht's dir?"],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'de' }],
  },
  {
    id: 'b32-020',
    class: 'small-talk',
    lang: 'en',
    turns: [
      'got a good thriller?',
      'the first one, is it very violent?',
      "lol ok you're pretty good at this",
    ],
    checks: [{ notContains: CONFUSED }, { maxChars: 500 }],
  },
  {
    id: 'b32-021',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao! sei un bot?'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'it' }],
  },
  {
    id: 'b32-022',
    class: 'small-talk',
    lang: 'pt',
    turns: ['valeu, até mais!'],
    checks: [{ notContains: CONFUSED }, { noMovies: true }, { replyLanguage: 'pt' }],
  },

  // ------------------------------------------------------------------------------------------------ identify
  {
    id: 'b32-023',
    class: 'identify',
    lang: 'en',
    turns: ['whats that movie where a weatherman keeps waking up on the same day over and over'],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b32-024',
    class: 'identify',
    lang: 'es',
    turns: ['busco esa movie donde el niño dice "I see dead people" y Bruce Willis es psicólogo'],
    checks: [{ firstMovieIs: 745 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b32-025',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film où un vieux monsieur accroche des ballons à sa maison pour partir en Amérique du Sud",
    ],
    checks: [{ firstMovieIs: 14160 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b32-026',
    class: 'identify',
    lang: 'en',
    turns: ['that one where a fedex guy crashes on an island and ends up talking to a volleyball'],
    checks: [{ firstMovieIs: 8358 }],
  },
  {
    id: 'b32-027',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme do cara que não consegue guardar memórias novas e tatua as pistas no corpo'],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b32-028',
    class: 'identify',
    lang: 'en',
    turns: ['whats the film where a guy slowly finds out his whole life is a tv show'],
    checks: [{ firstMovieIs: 37165 }],
  },
  {
    id: 'b32-029',
    class: 'identify',
    lang: 'en',
    turns: [
      "what's the movie where a giant shark attacks a beach town",
      'who directed it',
      'what else did he make in the 80s?',
    ],
    checks: [{ atLeast: 2 }, { directedBy: 'Steven Spielberg' }, { yearBetween: [1980, 1989] }],
  },

  // ------------------------------------------------------------------------------------------------ facts
  {
    id: 'b32-030',
    class: 'facts',
    lang: 'en',
    turns: ['how long is the godfather part two'],
    checks: [{ saysRuntimeOf: 240 }],
  },
  {
    id: 'b32-031',
    class: 'facts',
    lang: 'en',
    movieId: 603,
    turns: ['who directed this?'],
    checks: [{ saysDirectorOf: 603 }],
  },
  {
    id: 'b32-032',
    class: 'facts',
    lang: 'es',
    turns: ['quién sale en 12 monkeys?'],
    checks: [{ saysCastOf: 63, count: 2 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b32-033',
    class: 'facts',
    lang: 'fr',
    turns: ['Le Parrain, il est sorti en quelle année ?'],
    checks: [{ saysYearOf: 238 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b32-034',
    class: 'facts',
    lang: 'de',
    movieId: 27205,
    turns: ['Wie lang ist der Film?'],
    checks: [{ saysRuntimeOf: 27205 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b32-035',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu Pulp Fiction?', 'e quanto tempo dura?', 'me indica outro filme dele'],
    checks: [{ atLeast: 1 }, { directedBy: 'Quentin Tarantino' }, { excludesMovies: [680] }],
  },
  {
    id: 'b32-036',
    class: 'facts',
    lang: 'en',
    turns: ['how long is lord of the rings 2?'],
    checks: [{ saysRuntimeOf: 121 }],
  },

  // ------------------------------------------------------------------------------------------------ two-people
  {
    id: 'b32-037',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with de niro directed by scorsese'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b32-038',
    class: 'two-people',
    lang: 'en',
    turns: ['spielberg films with tom hanks in them'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b32-039',
    class: 'two-people',
    lang: 'fr',
    turns: ['des films avec DiCaprio réalisés par Scorsese ?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Leonardo DiCaprio' },
      { directedBy: 'Martin Scorsese' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b32-040',
    class: 'two-people',
    lang: 'de',
    turns: ['Filme mit Pacino und De Niro zusammen, am besten so Gangster-Movies'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Al Pacino' }, { hasCastMember: 'Robert De Niro' }],
  },
  {
    id: 'b32-041',
    class: 'two-people',
    lang: 'en',
    turns: ['nolan movies with michael caine', 'which of them is the longest?', 'and who else is in it?'],
    checks: [{ saysCastOf: 157336, count: 2 }],
  },
  {
    id: 'b32-042',
    class: 'two-people',
    lang: 'it',
    turns: ['film con Harrison Ford diretti da Spielberg'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Harrison Ford' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b32-043',
    class: 'two-people',
    lang: 'en',
    turns: ['tarantino movies with samuel l jackson', 'now without the westerns', 'which one is the oldest?'],
    checks: [{ firstMovieIs: 680 }],
  },

  // ------------------------------------------------------------------------------------------------ likeness
  {
    id: 'b32-044',
    class: 'likeness',
    lang: 'en',
    turns: ['something like alien'],
    checks: [{ atLeast: 3 }, { likeSeeds: [348], share: 0.7 }, { excludesMovies: [348] }],
  },
  {
    id: 'b32-045',
    class: 'likeness',
    lang: 'es',
    turns: ['algo tipo Toy Story pero más reciente'],
    checks: [{ atLeast: 3 }, { likeSeeds: [862], share: 0.7 }, { newerThan: 862 }, { excludesMovies: [862] }],
  },
  {
    id: 'b32-046',
    class: 'likeness',
    lang: 'fr',
    movieId: 129,
    turns: ["t'as d'autres films dans le même style ?"],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [129], share: 0.7 },
      { excludesMovies: [129] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b32-047',
    class: 'likeness',
    lang: 'en',
    turns: ['films like die hard but from the 90s'],
    checks: [{ atLeast: 3 }, { likeSeeds: [562], share: 0.7 }, { yearBetween: [1990, 1999] }],
  },
  {
    id: 'b32-048',
    class: 'likeness',
    lang: 'pt',
    movieId: 157336,
    turns: ['mais filmes assim, mas não tão longos'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [157336], share: 0.6 },
      { shorterThan: 157336 },
      { excludesMovies: [157336] },
    ],
  },
  {
    id: 'b32-049',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa come Shrek', 'ma più vecchio, roba old school', 'solo quelli sotto i 90 minuti'],
    checks: [{ atLeast: 2 }, { likeSeeds: [808], share: 0.6 }, { olderThan: 808 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b32-050',
    class: 'likeness',
    lang: 'en',
    movieId: 694,
    turns: ['more like this', 'hmm not so long though', 'and older, like 60s or 70s'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [694], share: 0.6 },
      { shorterThan: 694 },
      { yearBetween: [1960, 1979] },
      { excludesMovies: [694] },
    ],
  },

  // ------------------------------------------------------------------------------------------------ original-language
  {
    id: 'b32-051',
    class: 'original-language',
    lang: 'en',
    turns: ['any good korean movies?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b32-052',
    class: 'original-language',
    lang: 'es',
    turns: ['alguna peli hablada en español, no doblada'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b32-053',
    class: 'original-language',
    lang: 'fr',
    turns: ['un film français, pas un truc américain'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b32-054',
    class: 'original-language',
    lang: 'en',
    turns: ['any good german films? no hollywood stuff'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'de' }],
  },
  {
    id: 'b32-055',
    class: 'original-language',
    lang: 'pt',
    turns: ['me indica um filme japonês', 'de animação, tipo anime', 'qual deles é o mais curto?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b32-056',
    class: 'original-language',
    lang: 'en',
    turns: [
      'recommend a war movie',
      'not an american one though, something not in english',
      'which one is the longest',
    ],
    checks: [{ firstMovieIs: 613 }],
  },
  {
    id: 'b32-057',
    class: 'original-language',
    lang: 'en',
    movieId: 194,
    turns: ['more like this, also in french please'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, { excludesMovies: [194] }],
  },

  // ------------------------------------------------------------------------------------------------ time-budget
  {
    id: 'b32-058',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have an hour and a half, what should i watch'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b32-059',
    class: 'time-budget',
    lang: 'de',
    turns: ['Was kann ich in anderthalb Stunden schauen? Am liebsten eine Komödie'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b32-060',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo 2h max, algo de sci-fi'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 120 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b32-061',
    class: 'time-budget',
    lang: 'en',
    turns: [
      'i want a proper long epic for sunday, like 3 hours+',
      'nothing about war though',
      'which of those is the newest?',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }],
  },
  {
    id: 'b32-062',
    class: 'time-budget',
    lang: 'en',
    turns: ['only got 1h20 before bed, something light'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 80 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b32-063',
    class: 'time-budget',
    lang: 'it',
    turns: ['mi consigli un thriller?', "ho solo un'ora e mezza però", 'chi ha diretto il primo?'],
    checks: [{ saysDirectorOfPrevious: 1 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b32-064',
    class: 'time-budget',
    lang: 'en',
    movieId: 122,
    turns: ["too long for tonight, anything similar that's under 2 hours?"],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 120 }, { likeSeeds: [122], share: 0.6 }],
  },

  // ------------------------------------------------------------------------------------------------ themes
  {
    id: 'b32-065',
    class: 'themes',
    lang: 'en',
    turns: ['movies about robots or AI'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'robot|artificial intelligence|\\bAI\\b|android|cyborg|machine|computer', share: 0.6 },
    ],
  },
  {
    id: 'b32-066',
    class: 'themes',
    lang: 'en',
    turns: ['space movies, astronauts and stuff'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'space|astronaut|planet|galax|mars|moon|orbit|wormhole|nasa', share: 0.6 },
    ],
  },
  {
    id: 'b32-067',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur le lycée, les ados, ce genre de truc'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'school|student|teen|prom|classmate', share: 0.5 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b32-068',
    class: 'themes',
    lang: 'en',
    turns: ['films about time travel'],
    checks: [{ atLeast: 3 }, { themeShare: 'time|1955|future|same .*day|every morning|past', share: 0.6 }],
  },
  {
    id: 'b32-069',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes de cachorro pra ver com a família'],
    checks: [{ atLeast: 2 }, { themeShare: '\\bdogs?\\b|dalmatian|pupp|akita', share: 0.5 }],
  },
  {
    id: 'b32-070',
    class: 'themes',
    lang: 'en',
    turns: ['boxing movies'],
    checks: [{ atLeast: 2 }, { themeShare: 'box(?:er|ing)|champion|ring\\b', share: 0.6 }],
  },
  {
    id: 'b32-071',
    class: 'themes',
    lang: 'en',
    turns: ['mafia movies', 'only the 90s ones', 'who directed the first one?'],
    checks: [{ saysDirectorOfPrevious: 1 }],
  },

  // ------------------------------------------------------------------------------------------------ follow-ups
  {
    id: 'b32-072',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'horror from the 80s',
      'actually make it funny',
      'only the ones under 100 minutes',
      'who directed the first one?',
    ],
    checks: [{ saysDirectorOfPrevious: 1 }],
  },
  {
    id: 'b32-073',
    class: 'follow-ups',
    lang: 'en',
    turns: ['films by nolan', 'only the ones after 2005', 'the 3rd one, how long is it'],
    checks: [{ saysRuntimeOfPrevious: 3 }],
  },
  {
    id: 'b32-074',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de Pixar', 'de esas, ¿cuál es la más antigua?', '¿y quién la dirigió?'],
    checks: [{ saysDirectorOf: 862 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b32-075',
    class: 'follow-ups',
    lang: 'fr',
    turns: [
      'Alien, il est sorti quand ?',
      "d'autres films du même réalisateur ?",
      "seulement ceux d'avant 2000",
    ],
    checks: [
      { atLeast: 1 },
      { directedBy: 'Ridley Scott' },
      { yearBetween: [1900, 1999] },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b32-076',
    class: 'follow-ups',
    lang: 'de',
    turns: [
      'Was habe ich im Oktober geschaut?',
      'Welchen davon habe ich am besten bewertet?',
      'Wer hat den gedreht?',
    ],
    library: { diary: OCTOBER_DIARY },
    checks: [{ saysDirectorOf: 155 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b32-077',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de terror', 'agora algo mais leve, uma comédia', 'desses, qual é o mais curto?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b32-078',
    class: 'follow-ups',
    lang: 'en',
    turns: ["who's in the matrix", 'what else has keanu been in', 'anything older than the matrix?'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Keanu Reeves' }, { olderThan: 603 }],
  },
  {
    id: 'b32-079',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      "what's the worst movie i've rated?",
      'lol fair. and my best?',
      "ok find me something like that one that i haven't seen",
    ],
    library: {
      ratings: [
        [620, 9],
        [2108, 8],
        [4011, 4],
        [9532, 2],
        [105, 10],
        [607, 7],
        [862, 8],
        [1637, 6],
        [602, 5],
        [115, 9],
        [2493, 8],
        [1891, 7],
      ],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { likeSeeds: [105], share: 0.6 }],
  },
  {
    id: 'b32-080',
    class: 'follow-ups',
    lang: 'en',
    movieId: 238,
    turns: ["who's in this", 'is there a sequel?', 'how long is it?'],
    checks: [{ saysRuntimeOf: 240 }],
  },

  // ------------------------------------------------------------------------------------------------ reply-language
  {
    id: 'b32-081',
    class: 'reply-language',
    lang: 'es',
    turns: ['hola, ¿me recomiendas algo de ciencia ficción?'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 3 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b32-082',
    class: 'reply-language',
    lang: 'fr',
    turns: ["salut ! je cherche un film d'animation pour ce soir"],
    checks: [{ replyLanguage: 'fr' }, { atLeast: 3 }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b32-083',
    class: 'reply-language',
    lang: 'de',
    movieId: 19,
    turns: ['Worum geht es in diesem Film?'],
    checks: [{ replyLanguage: 'de' }, { notContains: CONFUSED }],
  },
  {
    id: 'b32-084',
    class: 'reply-language',
    lang: 'pt',
    turns: ['preciso de um feel-good movie pra hoje'],
    checks: [{ replyLanguage: 'pt' }, { atLeast: 3 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b32-085',
    class: 'reply-language',
    lang: 'it',
    turns: ['ciao, mi consigli un bel giallo?'],
    checks: [{ replyLanguage: 'it' }, { atLeast: 3 }, { genreAll: ['Mystery', 'Crime', 'Thriller'] }],
  },
  {
    id: 'b32-086',
    class: 'reply-language',
    lang: 'en',
    turns: ['recommend a western', 'can you answer in spanish from now on?', 'any from the 60s?'],
    checks: [
      { replyLanguage: 'es' },
      { atLeast: 1 },
      { genreAll: ['Western'] },
      { yearBetween: [1960, 1969] },
    ],
  },
  {
    id: 'b32-087',
    class: 'reply-language',
    lang: 'es',
    turns: ["what's a good comedy?", 'perdón, mejor en español', 'algo más reciente, de los 2010'],
    checks: [
      { replyLanguage: 'es' },
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { yearBetween: [2010, 2019] },
    ],
  },

  // ------------------------------------------------------------------------------------------------ group
  {
    id: 'b32-088',
    class: 'group',
    lang: 'en',
    turns: ['family movie night, the kids are 8 and 11, what should we watch?'],
    checks: [{ atLeast: 3 }, { noGenre: ['Horror', 'Crime', 'War'] }],
  },
  {
    id: 'b32-089',
    class: 'group',
    lang: 'es',
    turns: ['somos 4 amigos, a dos les va el terror y a los otros dos las comedias'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Horror', 'Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b32-090',
    class: 'group',
    lang: 'fr',
    turns: ["soirée film avec ma copine : moi je veux de l'action, elle préfère les films romantiques"],
    checks: [{ atLeast: 2 }, { genreCovers: ['Action', 'Romance'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b32-091',
    class: 'group',
    lang: 'en',
    turns: ['movie night with my parents (both over 60) and my 15 year old son, what works for everyone?'],
    checks: [{ atLeast: 3 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b32-092',
    class: 'group',
    lang: 'pt',
    turns: [
      'noite de filme com a galera, uns curtem ficção científica, outros comédia',
      'mas nada com mais de 2 horas',
      'qual desses é o mais recente?',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b32-093',
    class: 'group',
    lang: 'it',
    turns: ['siamo in 5 con due bambini piccoli di 4 e 6 anni, che film mettiamo?'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Animation', 'Family'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b32-094',
    class: 'group',
    lang: 'en',
    turns: [
      'date night, my gf loves romance and i like sci-fi',
      'something from after 2000 please',
      'the 2nd one, how long is it?',
    ],
    checks: [{ saysRuntimeOfPrevious: 2 }],
  },

  // ------------------------------------------------------------------------------------------------ markdown
  {
    id: 'b32-095',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 pixar movies, ranked'],
    checks: [{ exactly: 5 }, { companyAll: 'Pixar' }, { rendersMarkdown: true }],
  },
  {
    id: 'b32-096',
    class: 'markdown',
    lang: 'en',
    turns: ['make me a list of kubrick films with year and runtime'],
    checks: [{ atLeast: 4 }, { directedBy: 'Stanley Kubrick' }, { rendersMarkdown: true }],
  },
  {
    id: 'b32-097',
    class: 'markdown',
    lang: 'fr',
    turns: ['les films de Tarantino, en liste stp'],
    checks: [{ atLeast: 4 }, { directedBy: 'Quentin Tarantino' }, { rendersMarkdown: true }],
  },
  {
    id: 'b32-098',
    class: 'markdown',
    lang: 'en',
    turns: ['show me the star wars movies as a list'],
    checks: [{ mentionsAll: [11, 1891, 1892] }, { rendersMarkdown: true }],
  },
  {
    id: 'b32-099',
    class: 'markdown',
    lang: 'pt',
    turns: ['lista os filmes do Miyazaki por ordem de lançamento'],
    checks: [
      { atLeast: 5 },
      { directedBy: 'Hayao Miyazaki' },
      { firstMovieIs: 10515 },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b32-100',
    class: 'markdown',
    lang: 'en',
    turns: [
      'list every mission impossible movie',
      'who directed the first one?',
      'ok now list them all again sorted by runtime, shortest first',
    ],
    checks: [
      { firstMovieIs: 954 },
      { mentionsAll: [954, 955, 956, 56292, 177677] },
      { rendersMarkdown: true },
    ],
  },
];
