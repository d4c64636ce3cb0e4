/**
 * Blind chat evaluation, set 26: weighted to the classes that were weakest so far. "Like X" requests (18: one seed,
 * "like X but newer / shorter / not a musical", two seeds, "more like this" on a movie page), facts about a named or
 * referenced film (16: director, runtime, year, cast), two people at once (14: two actors together, an actor in a
 * director's film), themes (16: time travel, heists, dogs, space, revenge, true stories, sharks, the mob, robots,
 * zombies, school, with "no X" exclusions, in all six languages), reply language (14: a request in Spanish, French,
 * German, Portuguese or Italian, and switching language mid-conversation), mood/genre (14), identifying a film from
 * its story (10), and the rest (18: follow-ups, time budgets, original language, group picks, a signed-in user's
 * history, small talk, markdown). Prompts are typed the way people type into a chat box (lowercase, typos, slang,
 * half sentences, the odd emoji), about half of them in Spanish, French, German, Portuguese and Italian.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set (only the first lines of
 * blind-25 for the header convention): only the case format (blind-types.ts), the runner (blind-runner.ts,
 * blind.cli.ts) and the catalog data (packages/catalog/starter and ../shared/data) were read. Every film id was
 * checked against the starter catalog.
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

/** Titles and overviews about travelling in time or living a day again. */
const TIME_TRAVEL = 'time|future|past|again and again|same day|every morning|1955';
/** Titles and overviews about space, planets and the stars. */
const SPACE =
  'space|planet|galax|astronaut|moon|mars|jupiter|wormhole|nasa|star|universe|arrakis|pandora|krypton|alien|earth';
/** Titles and overviews about heists, robberies and con jobs. */
const HEIST =
  'heist|rob|steal|stole|thief|thieves|score|job|diamond|crook|con artist|forged|fortune|caper|secrets|gold|treasure';
/** Titles and overviews about revenge. */
const REVENGE =
  'reveng|vengeance|vengeful|killer|kill|betray|who did it|track|hunt|loss|murder|wife|family|outlaw|bounty';
/** Titles and overviews of films told from real lives and events. */
const TRUE_STORY =
  'true|based on|life of|story of|recounts|\\b1[89]\\d\\d\\b|world war|mathematician|physicist|boxer|johnny cash|' +
  'schindler|turing|doss|northup|nash|belfort|henry hill|wallace|mercury|mozart|nasa|d-day|apollo|moon|holocaust';
/** Titles and overviews about robots, androids and thinking machines. */
const ROBOTS = 'robot|android|artificial|machine|cyborg|computer|\\bhal\\b|droid|operating system|giant';
/** Titles and overviews about the mob. */
const MOB = 'mob|mafia|crime family|corleone|gangster|wiseguy|cocaine|drug|gang|crook|hitm[ae]n|underworld';
/** Titles and overviews about World War II. */
const WW2 =
  'world war|nazi|german|hitler|d-day|19(?:39|4\\d)|soldier|allied|okinawa|holocaust|concentration camp|occupied|' +
  'dunkirk|enigma|jewish|iwo jima|war';

export const BLIND_26_CASES: BlindCase[] = [
  // -------------------------------------------------------------------------------------------------------------
  // likeness (18)
  {
    id: 'b26-001',
    class: 'likeness',
    lang: 'en',
    turns: ['got anything like inception?? the kind of movie that messes w your head'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [27205], share: 0.7 },
      { excludesMovies: [27205] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-002',
    class: 'likeness',
    lang: 'es',
    turns: ['algo tipo toy story pa ver con mi sobrino de 6 años'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [862], share: 0.7 },
      { genreShare: ['Animation', 'Family'], share: 0.8 },
      { excludesMovies: [862] },
      { replyLanguage: 'es' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-003',
    class: 'likeness',
    lang: 'fr',
    turns: [
      "un film comme alien mais sans le côté horreur, j'ai pas envie de flipper, plutôt aventure dans l'espace",
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { genreShare: ['Science Fiction'], share: 0.8 },
      { excludesMovies: [348, 679] },
      { replyLanguage: 'fr' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-004',
    class: 'likeness',
    lang: 'de',
    turns: ['hab grad die hard gesehen, was ähnliches?'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [562], share: 0.7 },
      { genreShare: ['Action'], share: 0.7 },
      { excludesMovies: [562] },
      { replyLanguage: 'de' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-005',
    class: 'likeness',
    lang: 'en',
    turns: ['loved amelie AND the grand budapest hotel. whats something that has that same vibe'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [194, 120467], share: 0.6 },
      { excludesMovies: [194, 120467] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-006',
    class: 'likeness',
    lang: 'pt',
    turns: ['quero filmes tipo o poderoso chefão, pode ser antigo ou novo tanto faz'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [238], share: 0.8 },
      { genreShare: ['Crime'], share: 0.7 },
      { excludesMovies: [238] },
      { replyLanguage: 'pt' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-007',
    class: 'likeness',
    lang: 'it',
    turns: ['cerco qualcosa tipo il signore degli anelli ma che duri meno, 3 ore sono troppe'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [120], share: 0.7 },
      { shorterThan: 120 },
      { replyLanguage: 'it' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-008',
    class: 'likeness',
    lang: 'en',
    movieId: 603,
    turns: ['more like this pls'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [603], share: 0.8 },
      { excludesMovies: [603] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-009',
    class: 'likeness',
    lang: 'es',
    movieId: 8392,
    turns: ['hay más pelis como esta? a mi hija le encantó'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [8392], share: 0.7 },
      { genreShare: ['Animation', 'Family'], share: 0.8 },
      { excludesMovies: [8392] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b26-010',
    class: 'likeness',
    lang: 'en',
    turns: ['something like the notebook but less sappy?? ideally funnier'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Comedy'], share: 0.6 },
      { genreShare: ['Romance'], share: 0.6 },
      { excludesMovies: [11036] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-011',
    class: 'likeness',
    lang: 'en',
    turns: ['just finished parasite and im obsessed. other stuff in that same style?'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [496243], share: 0.7 },
      { excludesMovies: [496243] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-012',
    class: 'likeness',
    lang: 'de',
    turns: ['ich mag alien und terminator. gibts was, das beides so ein bisschen hat?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [348, 218], share: 0.7 },
      { genreShare: ['Science Fiction'], share: 0.7 },
      { excludesMovies: [348, 218] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b26-013',
    class: 'likeness',
    lang: 'en',
    turns: ['like shawshank redemption but newer. nothing from the 90s or before'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [278], share: 0.7 },
      { yearBetween: [2000, 2030] },
      { excludesMovies: [278] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-014',
    class: 'likeness',
    lang: 'it',
    movieId: 129,
    turns: ['ce ne sono altri simili a questo? 😍'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [129], share: 0.7 },
      { excludesMovies: [129] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b26-015',
    class: 'likeness',
    lang: 'en',
    turns: ['just watched get out and now i need more stuff like that'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [419430], share: 0.7 },
      { genreShare: ['Horror', 'Thriller', 'Mystery'], share: 0.8 },
      { excludesMovies: [419430] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-016',
    class: 'likeness',
    lang: 'en',
    turns: [
      'loved la la land but i want something similar WITHOUT the singing, kind of a bittersweet romance',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Music'] },
      { genreShare: ['Romance'], share: 0.7 },
      { excludesMovies: [313369] },
    ],
  },
  {
    id: 'b26-017',
    class: 'likeness',
    lang: 'en',
    movieId: 680,
    turns: ['anything similar to this but older? like 70s 80s era'],
    checks: [{ atLeast: 2 }, { likeSeeds: [680], share: 0.7 }, { olderThan: 680 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-018',
    class: 'likeness',
    lang: 'es',
    turns: ['me flipparon interstellar y the martian, que mas me recomiendas en esa linea'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [157336, 286217], share: 0.7 },
      { genreShare: ['Science Fiction'], share: 0.8 },
      { excludesMovies: [157336, 286217] },
      { replyLanguage: 'es' },
    ],
  },

  // -------------------------------------------------------------------------------------------------------------
  // facts (16)
  {
    id: 'b26-019',
    class: 'facts',
    lang: 'en',
    turns: ['who directed the shining'],
    checks: [{ saysDirectorOf: 694 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-020',
    class: 'facts',
    lang: 'es',
    turns: ['cuanto dura el padrino 2? es eterna no?'],
    checks: [{ saysRuntimeOf: 240 }, { replyLanguage: 'es' }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-021',
    class: 'facts',
    lang: 'en',
    turns: ['what year did amelie come out'],
    checks: [{ saysYearOf: 194 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-022',
    class: 'facts',
    lang: 'de',
    turns: ['wer spielt eigentlich alles in pulp fiction mit'],
    checks: [{ saysCastOf: 680, count: 2 }, { replyLanguage: 'de' }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-023',
    class: 'facts',
    lang: 'en',
    movieId: 157336,
    turns: ['how long is this one? need to know if i can finish it tonight'],
    checks: [{ saysRuntimeOf: 157336 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-024',
    class: 'facts',
    lang: 'pt',
    movieId: 598,
    turns: ['quem dirigiu esse?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-025',
    class: 'facts',
    lang: 'en',
    turns: ['back to the future, the first one - what year was that'],
    checks: [{ saysYearOf: 105 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-026',
    class: 'facts',
    lang: 'en',
    turns: ['whos in the grand budapest hotel'],
    checks: [{ saysCastOf: 120467, count: 2 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-027',
    class: 'facts',
    lang: 'en',
    turns: ['recommend me a tarantino movie', 'how long is the first one you said'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-028',
    class: 'facts',
    lang: 'es',
    turns: ['quien hizo jurassic park? la de los dinosaurios digo'],
    checks: [{ saysDirectorOf: 329 }, { replyLanguage: 'es' }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-029',
    class: 'facts',
    lang: 'fr',
    turns: ['titanic ça dure combien de temps? je veux savoir si ça passe avant minuit'],
    checks: [{ saysRuntimeOf: 597 }, { replyLanguage: 'fr' }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-030',
    class: 'facts',
    lang: 'en',
    turns: ['when did the matrix come out, the original'],
    checks: [{ saysYearOf: 603 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-031',
    class: 'facts',
    lang: 'en',
    turns: ['remind me who played the joker in the dark knight, its on the tip of my tongue'],
    checks: [{ contains: 'heath ledger' }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-032',
    class: 'facts',
    lang: 'it',
    turns: ['chi è il regista di parasite? quello coreano'],
    checks: [{ saysDirectorOf: 496243 }, { replyLanguage: 'it' }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-033',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer, i dont have the patience for a super long one lol'],
    checks: [{ saysRuntimeOf: 872585 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-034',
    class: 'facts',
    lang: 'en',
    turns: [
      'the one where bill murray keeps waking up on the same day - who directed it and what year was it',
    ],
    checks: [{ saysDirectorOf: 137 }, { saysYearOf: 137 }, { notContains: CONFUSED }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // two-people (14)
  {
    id: 'b26-035',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with de niro AND pacino together?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Al Pacino' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-036',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de scorsese con dicaprio, cuales hay'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Martin Scorsese' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b26-037',
    class: 'two-people',
    lang: 'en',
    turns: ['are there any spielberg movies with tom hanks in them'],
    checks: [{ atLeast: 1 }, { directedBy: 'Steven Spielberg' }, { hasCastMember: 'Tom Hanks' }],
  },
  {
    id: 'b26-038',
    class: 'two-people',
    lang: 'de',
    turns: ['filme wo christian bale und michael caine beide mitspielen'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Christian Bale' },
      { hasCastMember: 'Michael Caine' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b26-039',
    class: 'two-people',
    lang: 'en',
    turns: ['harrison ford in a spielberg movie, which ones'],
    checks: [
      { atLeast: 1 },
      { directedBy: 'Steven Spielberg' },
      { hasCastMember: 'Harrison Ford' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-040',
    class: 'two-people',
    lang: 'it',
    turns: ['film di tarantino con samuel l jackson'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Quentin Tarantino' },
      { hasCastMember: 'Samuel L. Jackson' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b26-041',
    class: 'two-people',
    lang: 'pt',
    turns: ['tem algum filme com a scarlett johansson e o chris evans juntos?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Scarlett Johansson' },
      { hasCastMember: 'Chris Evans' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b26-042',
    class: 'two-people',
    lang: 'en',
    turns: ['simon pegg + nick frost movies, go'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Simon Pegg' },
      { hasCastMember: 'Nick Frost' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-043',
    class: 'two-people',
    lang: 'en',
    turns: ['any hitchcock ones with jimmy stewart in it'],
    checks: [{ atLeast: 1 }, { directedBy: 'Alfred Hitchcock' }, { hasCastMember: 'James Stewart' }],
  },
  {
    id: 'b26-044',
    class: 'two-people',
    lang: 'en',
    turns: ['nolan films that have tom hardy in them'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Christopher Nolan' },
      { hasCastMember: 'Tom Hardy' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-045',
    class: 'two-people',
    lang: 'fr',
    turns: ['un film avec tom cruise et simon pegg stp'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Tom Cruise' },
      { hasCastMember: 'Simon Pegg' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b26-046',
    class: 'two-people',
    lang: 'en',
    turns: ['what is there with bogart and peter lorre together'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Humphrey Bogart' }, { hasCastMember: 'Peter Lorre' }],
  },
  {
    id: 'b26-047',
    class: 'two-people',
    lang: 'it',
    turns: ['de niro insieme a joe pesci, quali film ci sono?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Joe Pesci' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b26-048',
    class: 'two-people',
    lang: 'en',
    turns: ['clint eastwood in one of those sergio leone westerns. which ones do u have'],
    checks: [
      { atLeast: 1 },
      { directedBy: 'Sergio Leone' },
      { hasCastMember: 'Clint Eastwood' },
      { notContains: CONFUSED },
    ],
  },

  // -------------------------------------------------------------------------------------------------------------
  // themes (16)
  {
    id: 'b26-049',
    class: 'themes',
    lang: 'en',
    turns: ['time travel movies!! the more confusing the better'],
    checks: [{ atLeast: 3 }, { themeShare: TIME_TRAVEL, share: 0.6 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-050',
    class: 'themes',
    lang: 'es',
    turns: ['pelis de atracos, de esas donde planean un golpe y todo sale mal'],
    checks: [
      { atLeast: 2 },
      { themeShare: HEIST, share: 0.6 },
      { genreShare: ['Crime', 'Thriller', 'Action'], share: 0.7 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b26-051',
    class: 'themes',
    lang: 'fr',
    turns: ['un film avec un chien, un truc qui fait pleurer 🐶'],
    checks: [
      { atLeast: 1 },
      { mentionsMovie: 28178 },
      { themeShare: 'dog|dalmatian|pupp|akita', share: 0.5 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b26-052',
    class: 'themes',
    lang: 'de',
    turns: ['filme die im weltall spielen'],
    checks: [
      { atLeast: 3 },
      { themeShare: SPACE, share: 0.8 },
      { genreShare: ['Science Fiction'], share: 0.8 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b26-053',
    class: 'themes',
    lang: 'pt',
    turns: ['me indica um filme de vingança, daqueles bem tensos'],
    checks: [
      { atLeast: 2 },
      { themeShare: REVENGE, share: 0.7 },
      { noGenre: ['Family', 'Animation'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b26-054',
    class: 'themes',
    lang: 'it',
    turns: ['film tratti da una storia vera?'],
    checks: [{ atLeast: 3 }, { themeShare: TRUE_STORY, share: 0.6 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b26-055',
    class: 'themes',
    lang: 'en',
    turns: ['horror but no zombies and no ghosts, im so tired of those'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Horror'] },
      { themeNone: 'zombie|ghost|haunt|living dead|undead|spirit' },
      { excludesMovies: [10331, 747, 396535, 1933, 620, 609] },
    ],
  },
  {
    id: 'b26-056',
    class: 'themes',
    lang: 'es',
    turns: ['algo de tiburones 🦈'],
    checks: [
      { atLeast: 1 },
      { mentionsMovie: 578 },
      { themeShare: 'shark|tibur', share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b26-057',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur la mafia, genre familles de gangsters et tout'],
    checks: [
      { atLeast: 3 },
      { themeShare: MOB, share: 0.7 },
      { genreShare: ['Crime'], share: 0.8 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b26-058',
    class: 'themes',
    lang: 'de',
    turns: ['irgendwas mit robotern, aber bitte nicht terminator'],
    checks: [
      { atLeast: 2 },
      { themeShare: ROBOTS, share: 0.6 },
      { excludesMovies: [218, 280] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b26-059',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes sobre banda ou músicos, adoro historia de musica'],
    checks: [{ atLeast: 3 }, { genreShare: ['Music'], share: 0.7 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b26-060',
    class: 'themes',
    lang: 'it',
    turns: ['qualcosa sulla seconda guerra mondiale che stia sotto le due ore'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 120 },
      { themeShare: WW2, share: 0.7 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b26-061',
    class: 'themes',
    lang: 'en',
    turns: ['space movies but no aliens. like realistic astronaut stuff'],
    checks: [
      { atLeast: 2 },
      { themeNone: 'alien|creature|extraterrestrial|monster' },
      { themeShare: SPACE, share: 0.7 },
      { excludesMovies: [348, 679, 601, 602, 607] },
    ],
  },
  {
    id: 'b26-062',
    class: 'themes',
    lang: 'en',
    turns: ['time travel but NOT back to the future, i know that one by heart'],
    checks: [{ atLeast: 2 }, { excludesMovies: [105] }, { themeShare: TIME_TRAVEL, share: 0.6 }],
  },
  {
    id: 'b26-063',
    class: 'themes',
    lang: 'en',
    turns: ['do you guys have any zombie movies'],
    checks: [{ atLeast: 2 }, { themeShare: 'zombie|living dead|undead|of the dead|evil dead', share: 0.6 }],
  },
  {
    id: 'b26-064',
    class: 'themes',
    lang: 'en',
    turns: ['movies about school or a teacher that are actually uplifting, not depressing'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'school|teacher|student|college|class|professor|institute|hogwarts|prep', share: 0.6 },
      { noGenre: ['Horror'] },
    ],
  },

  // -------------------------------------------------------------------------------------------------------------
  // reply-language (14)
  {
    id: 'b26-065',
    class: 'reply-language',
    lang: 'es',
    turns: ['recomiéndame unas comedias románticas que hoy estoy cursi jaja'],
    checks: [{ atLeast: 2 }, { genreShare: ['Romance'], share: 0.8 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b26-066',
    class: 'reply-language',
    lang: 'fr',
    turns: ["salut ! j'ai besoin d'un bon thriller pour ce soir"],
    checks: [{ atLeast: 1 }, { genreShare: ['Thriller'], share: 0.8 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b26-067',
    class: 'reply-language',
    lang: 'de',
    turns: ['kannst du mir ein paar zeichentrickfilme für meine kids empfehlen?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b26-068',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me indica uns filmes de terror bons, daqueles q dão medo de vdd'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b26-069',
    class: 'reply-language',
    lang: 'it',
    turns: ['mi consigli un western?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Western'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b26-070',
    class: 'reply-language',
    lang: 'es',
    turns: ['suggest some sci-fi movies', 'puedes decirmelo en español porfa'],
    checks: [{ atLeast: 1 }, { genreShare: ['Science Fiction'], share: 0.7 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b26-071',
    class: 'reply-language',
    lang: 'fr',
    turns: ['any good war films?', 'en français stp'],
    checks: [{ atLeast: 1 }, { genreShare: ['War'], share: 0.7 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b26-072',
    class: 'reply-language',
    lang: 'de',
    turns: ['recomiéndame algo de acción', 'kannst du das nochmal auf deutsch schreiben?'],
    checks: [{ atLeast: 1 }, { genreShare: ['Action'], share: 0.7 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b26-073',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oii! q filme vc me recomenda pra hoje? to entediadaaa'],
    checks: [{ atLeast: 1 }, { replyLanguage: 'pt' }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-074',
    class: 'reply-language',
    lang: 'it',
    turns: ["what's a good comedy for tonight", 'e in italiano?'],
    checks: [{ atLeast: 1 }, { genreShare: ['Comedy'], share: 0.7 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b26-075',
    class: 'reply-language',
    lang: 'es',
    turns: ['qué documentales tienen?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Documentary'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b26-076',
    class: 'reply-language',
    lang: 'fr',
    turns: ["des films d'animation japonais à conseiller ?"],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b26-077',
    class: 'reply-language',
    lang: 'de',
    turns: ['ich such nen liebesfilm, aber bitte nicht zu kitschig'],
    checks: [{ atLeast: 1 }, { genreShare: ['Romance'], share: 0.8 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b26-078',
    class: 'reply-language',
    lang: 'pt',
    turns: ['preciso de um filme de aventura pra ver com a familia no domingo'],
    checks: [
      { atLeast: 1 },
      { genreShare: ['Adventure'], share: 0.8 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'pt' },
    ],
  },

  // -------------------------------------------------------------------------------------------------------------
  // mood-genre (14)
  {
    id: 'b26-079',
    class: 'mood-genre',
    lang: 'en',
    turns: ['feeling kinda down today. need something that will actually make me laugh'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Comedy'], share: 0.8 },
      { noGenre: ['Horror', 'War'] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-080',
    class: 'mood-genre',
    lang: 'en',
    turns: ['want something that gives me goosebumps tbh'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Horror', 'Thriller'], share: 0.8 },
      { noGenre: ['Family', 'Animation'] },
    ],
  },
  {
    id: 'b26-081',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un truc léger, feel good, pour me vider la tête'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Comedy', 'Family', 'Romance', 'Animation'], share: 0.8 },
      { noGenre: ['Horror', 'War'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b26-082',
    class: 'mood-genre',
    lang: 'de',
    turns: ['heute abend brauch ich action, soll richtig krachen 💥'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Action'], share: 0.8 },
      { replyLanguage: 'de' },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-083',
    class: 'mood-genre',
    lang: 'en',
    turns: ['in a romantic mood tonight, help'],
    checks: [{ atLeast: 2 }, { genreShare: ['Romance'], share: 0.8 }],
  },
  {
    id: 'b26-084',
    class: 'mood-genre',
    lang: 'it',
    turns: ['ho voglia di un film che mi faccia pensare, non la solita roba'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Drama', 'Science Fiction', 'Mystery', 'Documentary'], share: 0.8 },
      { noGenre: ['Family'] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b26-085',
    class: 'mood-genre',
    lang: 'en',
    turns: ['something cozy for a rainy sunday afternoon ☕'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Romance', 'Fantasy'], share: 0.8 },
      { noGenre: ['Horror', 'War'] },
    ],
  },
  {
    id: 'b26-086',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want a dark twisty thriller, nothing cheesy'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Thriller', 'Mystery'], share: 0.8 },
      { noGenre: ['Family', 'Animation'] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b26-087',
    class: 'mood-genre',
    lang: 'es',
    turns: ['una de miedo pero no muy gore, pa verla con mi novia que es re miedosa'],
    checks: [
      { atLeast: 1 },
      { genreShare: ['Horror', 'Thriller', 'Mystery'], share: 0.8 },
      { excludesMovies: [30497, 9552] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b26-088',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["j'ai envie de pleurer devant un film ce soir"],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Drama', 'Romance'], share: 0.8 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b26-089',
    class: 'mood-genre',
    lang: 'en',
    turns: ['in the mood for an old classic, black and white if possible'],
    checks: [{ atLeast: 2 }, { yearBetween: [1920, 1966] }],
  },
  {
    id: 'b26-090',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['quero uma ficção científica bem viajada'],
    checks: [{ atLeast: 2 }, { genreShare: ['Science Fiction'], share: 0.8 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b26-091',
    class: 'mood-genre',
    lang: 'en',
    turns: ['dumb comedy to watch w friends, nothing that needs thinking'],
    checks: [{ atLeast: 2 }, { genreShare: ['Comedy'], share: 0.8 }, { noGenre: ['War'] }],
  },
  {
    id: 'b26-092',
    class: 'mood-genre',
    lang: 'en',
    turns: ['adrenaline. go'],
    checks: [{ atLeast: 2 }, { genreShare: ['Action', 'Thriller'], share: 0.8 }, { notContains: CONFUSED }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // identify (10)
  {
    id: 'b26-093',
    class: 'identify',
    lang: 'en',
    turns: ['whats that movie where the guy cant make new memories so he uses polaroids and tattoos'],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b26-094',
    class: 'identify',
    lang: 'en',
    turns: ['whats the name of the movie with the clownfish looking for his son across the ocean'],
    checks: [{ firstMovieIs: 12 }],
  },
  {
    id: 'b26-095',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film où une petite fille bosse dans des bains pour les esprits et ses parents sont changés en cochons",
    ],
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b26-096',
    class: 'identify',
    lang: 'en',
    turns: [
      'what was the movie where the guy is stuck alone on an island after a plane crash and talks to a volleyball',
    ],
    checks: [{ firstMovieIs: 8358 }],
  },
  {
    id: 'b26-097',
    class: 'identify',
    lang: 'pt',
    turns: ['qual é aquele filme do velhinho que amarra um monte de balão na casa e sai voando'],
    checks: [{ firstMovieIs: 14160 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b26-098',
    class: 'identify',
    lang: 'it',
    turns: [
      'il film dove un ragazzo finisce nel passato con una macchina del tempo e deve far innamorare i suoi genitori',
    ],
    checks: [{ firstMovieIs: 105 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b26-099',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres this korean movie, a poor family tricks their way into working for a rich family one by one. name?',
    ],
    checks: [{ firstMovieIs: 496243 }],
  },
  {
    id: 'b26-100',
    class: 'identify',
    lang: 'en',
    turns: ['two rival magicians in old london trying to outdo each other, i think christian bale is in it'],
    checks: [{ firstMovieIs: 1124 }],
  },
  {
    id: 'b26-101',
    class: 'identify',
    lang: 'es',
    turns: ['una de un robotito que se queda solo en la tierra limpiando basura, cual era'],
    checks: [{ firstMovieIs: 10681 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b26-102',
    class: 'identify',
    lang: 'fr',
    turns: ["le film avec le riche tétraplégique qui embauche un mec de banlieue pour s'occuper de lui"],
    checks: [{ firstMovieIs: 77338 }, { replyLanguage: 'fr' }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // follow-ups (5)
  {
    id: 'b26-103',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some 90s crime movies', 'anything older?'],
    checks: [
      { atLeast: 1 },
      { yearBetween: [1900, 1989] },
      { genreShare: ['Crime', 'Thriller', 'Mystery'], share: 0.7 },
      { noneFrom: 'earlier' },
    ],
  },
  {
    id: 'b26-104',
    class: 'follow-ups',
    lang: 'es',
    turns: ['dame 3 pelis de animación', 'cuéntame más de la segunda'],
    checks: [{ firstIsNthOfPrevious: 2 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b26-105',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good war movies?', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-106',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ein paar gute komödien bitte', 'andere, die kenn ich schon alle'],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'earlier' },
      { genreShare: ['Comedy'], share: 0.7 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b26-107',
    class: 'follow-ups',
    lang: 'en',
    turns: ['top 5 thrillers', 'who directed the 3rd one?'],
    checks: [{ saysDirectorOfPrevious: 3 }, { notContains: CONFUSED }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // time-budget (3)
  {
    id: 'b26-108',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have like 90 min before bed, what can i watch'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-109',
    class: 'time-budget',
    lang: 'en',
    turns: ['got an hour and a half max, anything action?'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreShare: ['Action'], share: 0.7 }],
  },
  {
    id: 'b26-110',
    class: 'time-budget',
    lang: 'pt',
    turns: ['quero um filme looongo pra maratona de domingo, tipo 3 horas ou mais'],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 175 }, { replyLanguage: 'pt' }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // original-language (3)
  {
    id: 'b26-111',
    class: 'original-language',
    lang: 'en',
    turns: ['any good foreign films? anything thats not originally in english'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-112',
    class: 'original-language',
    lang: 'es',
    turns: ['tienen pelis habladas en español? originales, no dobladas'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { mentionsMovie: 1417 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b26-113',
    class: 'original-language',
    lang: 'de',
    turns: ['gibts hier auch deutsche filme?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // group (2)
  {
    id: 'b26-114',
    class: 'group',
    lang: 'en',
    turns: ['movie night w my parents and my 8 yo, something we would all enjoy'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Family', 'Animation'], share: 0.8 },
      { noGenre: ['Horror', 'War'] },
    ],
  },
  {
    id: 'b26-115',
    class: 'group',
    lang: 'fr',
    turns: [
      "on est 4 potes, y en a qui veulent de l'horreur et d'autres de la comédie, un film qui plaise à tout le monde ?",
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Horror', 'Comedy'] }, { replyLanguage: 'fr' }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // history (2)
  {
    id: 'b26-116',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 27205, on: '-20d', rating: 9 },
        { id: 550, on: '-3d', rating: 8 },
        { id: 13, on: '-40d', rating: 7 },
      ],
    },
    turns: ['what was the last thing i watched again?'],
    checks: [{ firstMovieIs: 550 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-117',
    class: 'history',
    lang: 'it',
    library: {
      likes: [680, 500, 107],
      ratings: [
        [680, 10],
        [500, 9],
        [107, 8],
      ],
    },
    turns: ['consigliami qualcosa che non ho ancora visto, sullo stile dei film che mi sono piaciuti'],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { genreShare: ['Crime', 'Thriller'], share: 0.7 },
      { replyLanguage: 'it' },
    ],
  },

  // -------------------------------------------------------------------------------------------------------------
  // small-talk (2)
  {
    id: 'b26-118',
    class: 'small-talk',
    lang: 'en',
    turns: ['lol ur actually pretty good at this, thx'],
    checks: [{ maxChars: 400 }, { notContains: CONFUSED }],
  },
  {
    id: 'b26-119',
    class: 'small-talk',
    lang: 'pt',
    turns: ['bom diaa, tudo bem com vc?'],
    checks: [{ replyLanguage: 'pt' }, { maxChars: 500 }, { notContains: CONFUSED }],
  },

  // -------------------------------------------------------------------------------------------------------------
  // markdown (1)
  {
    id: 'b26-120',
    class: 'markdown',
    lang: 'en',
    turns: ['give me 5 old classics with one line each on why theyre worth it'],
    checks: [{ exactly: 5 }, { yearBetween: [1920, 1980] }, { rendersMarkdown: true }],
  },
];
