/**
 * The second blind chat evaluation set: 100 conversations written without reading the assistant's code or the
 * first set, in the way people type (typos, lowercase, run-ons, slang), about 55% English and the rest in
 * Spanish, French, German, Portuguese and Italian. Every check is judged on the catalog's data (see
 * blind-types.ts) and was checked satisfiable on the starter catalog with `--verify`; plot descriptions are
 * written in our own words.
 */
import { CONFUSED_PATTERN } from './blind-runner.ts';
import type { BlindCase } from './blind-types.ts';

// Film ids of the starter catalog used below, for reading the cases.
const ALIEN = 348;
const ARRIVAL = 329865;
const BACK_TO_THE_FUTURE = 105;
const CAST_AWAY = 8358;
const CITY_OF_GOD = 598;
const DARK_KNIGHT = 155;
const DIE_HARD = 562;
const DR_STRANGELOVE = 935;
const FIGHT_CLUB = 550;
const FORREST_GUMP = 13;
const GODFATHER = 238;
const GODFATHER_2 = 240;
const GODFATHER_3 = 242;
const GOODFELLAS = 769;
const GROUNDHOG_DAY = 137;
const INCEPTION = 27205;
const INTERSTELLAR = 157336;
const JAWS = 578;
const MATRIX = 603;
const MEMENTO = 77;
const PRESTIGE = 1124;
const PULP_FICTION = 680;
const RATATOUILLE = 2062;
const SE7EN = 807;
const SHAWSHANK = 278;
const SHREK = 808;
const SIXTH_SENSE = 745;
const STAR_WARS = 11;
const THE_DEPARTED = 1422;
const TOY_STORY = 862;
const TWELVE_MONKEYS = 63;
const BLADE_RUNNER = 78;
const AMELIE = 194;
const LOTR_RETURN = 122;

/** Not the reply of an assistant that did not understand (its phrases are English, so elsewhere it always holds). */
const UNDERSTOOD = { notContains: CONFUSED_PATTERN };

export const BLIND_2_CASES: BlindCase[] = [
  // ---------------------------------------------------------------------------------------------------------
  // Mood and genre: "a"/"an"/"una" still asks for a handful; explicit counts are kept
  {
    id: 'b2-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need a laugh tonight, got a comedy for me?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b2-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['recommend me a horror movie'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b2-003',
    class: 'mood-genre',
    lang: 'es',
    turns: ['recomiendame una de miedo'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b2-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ['give me 4 westerns'],
    checks: [{ exactly: 4 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b2-005',
    class: 'mood-genre',
    lang: 'de',
    turns: ['ich hätte gern einen animationsfilm'],
    checks: [{ atLeast: 3 }, { genreAll: ['Animation'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b2-006',
    class: 'mood-genre',
    lang: 'en',
    turns: ['2 sci fi movies pls'],
    checks: [{ exactly: 2 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b2-007',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un thriller pour ce soir ?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Thriller'] }, { replyLanguage: 'fr' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // The user's own history
  {
    id: 'b2-008',
    class: 'history',
    lang: 'en',
    turns: ['what was the last thing i watched'],
    library: {
      diary: [
        { id: MATRIX, on: '-30d', rating: 8 },
        { id: PULP_FICTION, on: '-3d', rating: 9 },
        { id: FORREST_GUMP, on: '-12d', rating: 7 },
      ],
    },
    checks: [{ firstMovieIs: PULP_FICTION }, { neverMentions: [MATRIX] }],
  },
  {
    id: 'b2-009',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch in march'],
    library: {
      diary: [
        { id: ALIEN, on: 'Y0-03-05', rating: 8 },
        { id: BACK_TO_THE_FUTURE, on: 'Y0-03-21' },
        { id: TOY_STORY, on: 'Y0-04-02', rating: 9 },
        { id: GODFATHER, on: 'Y0-02-10', rating: 10 },
      ],
    },
    checks: [{ mentionsAll: [ALIEN, BACK_TO_THE_FUTURE] }, { neverMentions: [TOY_STORY, GODFATHER] }],
  },
  {
    id: 'b2-010',
    class: 'history',
    lang: 'en',
    turns: ['whats my highest rated film?'],
    library: {
      ratings: [
        [FIGHT_CLUB, 6],
        [SHAWSHANK, 10],
        [STAR_WARS, 8],
      ],
    },
    checks: [{ firstMovieIs: SHAWSHANK }],
  },
  {
    id: 'b2-011',
    class: 'history',
    lang: 'es',
    turns: ['cual es la peli a la que le puse peor nota?'],
    library: {
      ratings: [
        [FIGHT_CLUB, 6],
        [SHAWSHANK, 10],
        [STAR_WARS, 3],
        [DARK_KNIGHT, 7],
      ],
    },
    checks: [{ firstMovieIs: STAR_WARS }, { replyLanguage: 'es' }],
  },
  {
    id: 'b2-012',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i watched this year?'],
    library: {
      diary: [
        { id: MATRIX, on: 'Y0-01-10', rating: 8 },
        { id: ALIEN, on: 'Y0-02-14' },
        { id: JAWS, on: 'Y0-06-01', rating: 7 },
        { id: SE7EN, on: 'Y0-09-09' },
        { id: MEMENTO, on: 'Y0-11-01', rating: 9 },
        { id: GODFATHER, on: '2024-05-05', rating: 10 },
        { id: TOY_STORY, on: '2023-12-31' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b2-013',
    class: 'history',
    lang: 'en',
    turns: ['have i seen the prestige?'],
    library: {
      diary: [
        { id: PRESTIGE, on: '2025-08-14', rating: 8 },
        { id: INCEPTION, on: '2025-09-01', rating: 9 },
      ],
    },
    checks: [
      { mentionsMovie: PRESTIGE },
      { contains: '\\byes\\b|you (?:have|did|watched|saw|logged|rated|gave)' },
    ],
  },
  {
    id: 'b2-014',
    class: 'history',
    lang: 'en',
    turns: ['more like the ones i loved, but nothing ive already seen'],
    library: {
      ratings: [
        [MATRIX, 10],
        [INCEPTION, 9],
        [INTERSTELLAR, 10],
        [FORREST_GUMP, 4],
      ],
      likes: [BLADE_RUNNER],
      diary: [{ id: TOY_STORY, on: '-20d', rating: 5 }],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Science Fiction'], share: 0.6 }],
  },
  {
    id: 'b2-015',
    class: 'history',
    lang: 'pt',
    turns: ['me recomenda algo parecido com os filmes que eu dei nota alta'],
    library: {
      ratings: [
        [GODFATHER, 10],
        [GOODFELLAS, 9],
        [THE_DEPARTED, 9],
        [TOY_STORY, 4],
      ],
    },
    checks: [
      { atLeast: 3 },
      { noneFrom: 'seen' },
      { genreShare: ['Crime'], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Small talk, thanks after an answer, and off-topic requests (politely declined, no films)
  {
    id: 'b2-016',
    class: 'small-talk',
    lang: 'en',
    turns: ['some comedy pls', 'thanks!! thats perfect'],
    checks: [{ atMost: 1 }, { maxChars: 500 }, UNDERSTOOD],
  },
  {
    id: 'b2-017',
    class: 'small-talk',
    lang: 'en',
    turns: ['hey there'],
    checks: [{ noMovies: true }, { maxChars: 600 }, UNDERSTOOD],
  },
  {
    id: 'b2-018',
    class: 'small-talk',
    lang: 'es',
    turns: ['una peli de acción', 'gracias crack'],
    checks: [{ atMost: 1 }, { maxChars: 500 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b2-019',
    class: 'small-talk',
    lang: 'fr',
    turns: ['salut ! ça va ?'],
    checks: [{ noMovies: true }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b2-020',
    class: 'small-talk',
    lang: 'de',
    turns: ['ein paar komödien bitte', 'danke, super!'],
    checks: [{ atMost: 1 }, { maxChars: 500 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b2-021',
    class: 'small-talk',
    lang: 'en',
    turns: ['can u help me with my python homework, i need a function that reverses a list'],
    checks: [{ noMovies: true }, { notContains: '```|\\bdef |\\[::-1\\]' }],
  },
  {
    id: 'b2-022',
    class: 'small-talk',
    lang: 'en',
    turns: ['whats the weather gonna be like in paris tomorrow'],
    checks: [{ noMovies: true }, { notContains: '\\d+ ?°' }],
  },
  {
    id: 'b2-023',
    class: 'small-talk',
    lang: 'it',
    turns: ['mi scrivi la ricetta della carbonara?'],
    checks: [{ noMovies: true }, { notContains: 'guanciale|pecorino' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b2-024',
    class: 'small-talk',
    lang: 'pt',
    turns: ['quem ganhou a copa do mundo de 2002?'],
    checks: [{ noMovies: true }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Identify a film from its story or a famous scene, without its title
  {
    id: 'b2-025',
    class: 'identify',
    lang: 'en',
    turns: ['movie where a grumpy tv weather guy has to live the same day in a small town again and again'],
    checks: [{ firstMovieIs: GROUNDHOG_DAY }],
  },
  {
    id: 'b2-026',
    class: 'identify',
    lang: 'en',
    turns: ['the one with the little boy who can see dead people and that huge twist at the end'],
    checks: [{ firstMovieIs: SIXTH_SENSE }],
  },
  {
    id: 'b2-027',
    class: 'identify',
    lang: 'en',
    turns: [
      "film where a guy cant make new memories so he tattoos clues on himself to find his wife's killer",
    ],
    checks: [{ firstMovieIs: MEMENTO }],
  },
  {
    id: 'b2-028',
    class: 'identify',
    lang: 'es',
    turns: ['como se llamaba la peli del tiburón enorme que aterroriza una playa en pleno verano'],
    checks: [{ firstMovieIs: JAWS }],
  },
  {
    id: 'b2-029',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film où un rat fait la cuisine dans un grand restaurant parisien"],
    checks: [{ firstMovieIs: RATATOUILLE }],
  },
  {
    id: 'b2-030',
    class: 'identify',
    lang: 'de',
    turns: ['wie heißt der film wo ein typ allein auf einer insel strandet und mit einem volleyball redet'],
    checks: [{ firstMovieIs: CAST_AWAY }],
  },
  {
    id: 'b2-031',
    class: 'identify',
    lang: 'it',
    turns: [
      "qual è il film dove i giocattoli si animano quando nessuno guarda, c'è un cowboy geloso e un astronauta che crede di essere vero",
    ],
    checks: [{ firstMovieIs: TOY_STORY }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Facts, with typos and number variants
  {
    id: 'b2-032',
    class: 'facts',
    lang: 'en',
    turns: ['who directed 12 monkeys'],
    checks: [{ saysDirectorOf: TWELVE_MONKEYS }],
  },
  {
    id: 'b2-033',
    class: 'facts',
    lang: 'en',
    turns: ['how long is godfather 2'],
    checks: [{ saysRuntimeOf: GODFATHER_2 }],
  },
  {
    id: 'b2-034',
    class: 'facts',
    lang: 'en',
    turns: ['what year did shawshank redemtion come out'],
    checks: [{ saysYearOf: SHAWSHANK }],
  },
  {
    id: 'b2-035',
    class: 'facts',
    lang: 'en',
    turns: ["who's in seven? the fincher one with the box"],
    checks: [{ saysCastOf: SE7EN, count: 2 }],
  },
  {
    id: 'b2-036',
    class: 'facts',
    lang: 'es',
    turns: ['quien dirigio el padrino 3?'],
    checks: [{ saysDirectorOf: GODFATHER_3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b2-037',
    class: 'facts',
    lang: 'pt',
    turns: ['quanto tempo dura o senhor dos anéis o retorno do rei?'],
    checks: [{ saysRuntimeOf: LOTR_RETURN }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b2-038',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus'],
    checks: [{ saysDirectorOf: CITY_OF_GOD }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Two people in one film: every film has both
  {
    id: 'b2-039',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with robert de niro and al pacino'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b2-040',
    class: 'two-people',
    lang: 'en',
    turns: ['anything w tom hanks and gary sinise?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Hanks' }, { hasCastMember: 'Gary Sinise' }],
  },
  {
    id: 'b2-041',
    class: 'two-people',
    lang: 'en',
    turns: ['films starring harrison ford and carrie fisher'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Harrison Ford' }, { hasCastMember: 'Carrie Fisher' }],
  },
  {
    id: 'b2-042',
    class: 'two-people',
    lang: 'en',
    turns: ['simon pegg + nick frost movies'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b2-043',
    class: 'two-people',
    lang: 'en',
    turns: ['is there a movie with both leo dicaprio and tom hanks in it'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Leonardo DiCaprio' }, { hasCastMember: 'Tom Hanks' }],
  },
  {
    id: 'b2-044',
    class: 'two-people',
    lang: 'en',
    turns: ['christian bale and michael caine movies'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Christian Bale' }, { hasCastMember: 'Michael Caine' }],
  },
  {
    id: 'b2-045',
    class: 'two-people',
    lang: 'it',
    turns: ['film di scorsese con dicaprio'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Martin Scorsese' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Likeness with a change
  {
    id: 'b2-046',
    class: 'likeness',
    lang: 'en',
    turns: ['something like alien but not horror'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror'] },
      { excludesMovies: [ALIEN] },
      { genreShare: ['Science Fiction'], share: 0.6 },
    ],
  },
  {
    id: 'b2-047',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like shrek and toy story'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [SHREK, TOY_STORY] },
      { likeSeeds: [SHREK, TOY_STORY], share: 0.8 },
    ],
  },
  {
    id: 'b2-048',
    class: 'likeness',
    lang: 'en',
    turns: ['loved the dark knight, want something similar but shorter'],
    checks: [
      { atLeast: 3 },
      { shorterThan: DARK_KNIGHT },
      { excludesMovies: [DARK_KNIGHT] },
      { genreShare: ['Crime', 'Thriller', 'Action'], share: 0.8 },
    ],
  },
  {
    id: 'b2-049',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo Amélie ma più recente'],
    checks: [
      { atLeast: 3 },
      { newerThan: AMELIE },
      { excludesMovies: [AMELIE] },
      { genreShare: ['Comedy', 'Romance'], share: 0.6 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b2-050',
    class: 'likeness',
    lang: 'fr',
    turns: ['un film comme le parrain mais moins long'],
    checks: [
      { atLeast: 3 },
      { shorterThan: GODFATHER },
      { excludesMovies: [GODFATHER] },
      { genreShare: ['Crime'], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b2-051',
    class: 'likeness',
    lang: 'pt',
    turns: ['quero algo tipo interestelar e a chegada'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [INTERSTELLAR, ARRIVAL] },
      { likeSeeds: [INTERSTELLAR, ARRIVAL], share: 0.7 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b2-052',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie die hard, aber bitte kein thriller'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Thriller'] },
      { excludesMovies: [DIE_HARD] },
      { genreShare: ['Action'], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Original language, both ways
  {
    id: 'b2-053',
    class: 'original-language',
    lang: 'en',
    turns: ['any good non english movies?'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b2-054',
    class: 'original-language',
    lang: 'en',
    turns: ['japanese animated films'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ja' }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b2-055',
    class: 'original-language',
    lang: 'en',
    turns: ['korean movies pls'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b2-056',
    class: 'original-language',
    lang: 'fr',
    turns: ['des films en français, en version originale'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b2-057',
    class: 'original-language',
    lang: 'es',
    turns: ['una peli hablada en español'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b2-058',
    class: 'original-language',
    lang: 'it',
    turns: ['film italiani, in lingua originale'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'it' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b2-059',
    class: 'original-language',
    lang: 'de',
    turns: ['deutsche filme, also originalsprache deutsch'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Time budgets
  {
    id: 'b2-060',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have 90 min, something funny'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b2-061',
    class: 'time-budget',
    lang: 'en',
    turns: ['got like 2 hours max. thriller?'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 120 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b2-062',
    class: 'time-budget',
    lang: 'it',
    turns: ["ho un'ora e mezza, qualcosa di animazione"],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }, { genreAll: ['Animation'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b2-063',
    class: 'time-budget',
    lang: 'en',
    turns: ["a long epic, 3 hours or more, i've got all sunday"],
    checks: [{ atLeast: 3 }, { runtimeAtLeast: 180 }],
  },
  {
    id: 'b2-064',
    class: 'time-budget',
    lang: 'en',
    turns: ['anything on my watchlist i can finish in under 2 hours?'],
    library: {
      watchlist: [PULP_FICTION, MEMENTO, BACK_TO_THE_FUTURE, INCEPTION, TOY_STORY, FIGHT_CLUB],
      ratings: [[MATRIX, 8]],
    },
    checks: [{ atLeast: 2 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b2-065',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho só uns 100 minutos, quero um drama'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 100 }, { genreAll: ['Drama'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b2-066',
    class: 'time-budget',
    lang: 'fr',
    turns: ["j'ai 1h30 devant moi, une comédie ?"],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Themes in and out
  {
    id: 'b2-067',
    class: 'themes',
    lang: 'en',
    turns: ['christmas movies!!'],
    checks: [{ atLeast: 3 }, { themeShare: 'christmas', share: 0.6 }],
  },
  {
    id: 'b2-068',
    class: 'themes',
    lang: 'en',
    turns: ['a family movie but nothing christmassy please, we are sick of it'],
    checks: [{ atLeast: 3 }, { genreAll: ['Family'] }, { themeNone: 'christmas' }],
  },
  {
    id: 'b2-069',
    class: 'themes',
    lang: 'en',
    turns: ['films about robots or AI'],
    checks: [
      { atLeast: 3 },
      {
        themeShare: 'robot|droid|artificial intelligence|\\bA\\.?I\\.?\\b|computer|machine|cyborg',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b2-070',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes sobre a segunda guerra mundial'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['War', 'History'], share: 0.8 },
      {
        themeShare:
          'world war ii|second world war|world war 2|nazi|hitler|wwii|holocaust|normandy|d-day|194\\d',
        share: 0.5,
      },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b2-071',
    class: 'themes',
    lang: 'en',
    turns: ['a war movie but not about ww2'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['War'] },
      { themeNone: 'world war ii|second world war|world war 2|nazi|hitler|wwii|holocaust|normandy|d-day' },
    ],
  },
  {
    id: 'b2-072',
    class: 'themes',
    lang: 'de',
    turns: ['filme über musik oder bands'],
    checks: [{ atLeast: 3 }, { genreShare: ['Music'], share: 0.6 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b2-073',
    class: 'themes',
    lang: 'en',
    turns: ['something set in space'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'space|planet|astronaut|galaxy|galactic|orbit|\\bmars\\b|moon|alien|interstellar|wormhole|starship',
        share: 0.6,
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Follow-ups about the previous answer
  {
    id: 'b2-074',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some sci-fi', 'tell me more about the second one'],
    checks: [{ firstIsNthOfPrevious: 2 }],
  },
  {
    id: 'b2-075',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some crime movies?', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b2-076',
    class: 'follow-ups',
    lang: 'en',
    turns: ['a few animated films for kids', 'more like that, different ones'],
    checks: [{ atLeast: 3 }, { noneFrom: 'earlier' }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b2-077',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de terror', 'y cuanto dura la primera?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b2-078',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des westerns', 'qui a réalisé le troisième ?'],
    checks: [{ saysDirectorOfPrevious: 3 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b2-079',
    class: 'follow-ups',
    lang: 'en',
    turns: ['christopher nolan movies', 'which one is the newest'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }],
  },
  {
    id: 'b2-080',
    class: 'follow-ups',
    lang: 'de',
    turns: ['actionfilme bitte', 'welcher davon ist der älteste?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'de' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Replies in the language asked
  {
    id: 'b2-081',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me indica uns filmes de comédia romântica'],
    checks: [{ atLeast: 3 }, { genreShare: ['Romance'], share: 0.8 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b2-082',
    class: 'reply-language',
    lang: 'it',
    turns: ["consigliami un film d'azione"],
    checks: [{ atLeast: 3 }, { genreAll: ['Action'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b2-083',
    class: 'reply-language',
    lang: 'de',
    turns: ['ich such was gruseliges für heute abend'],
    checks: [{ atLeast: 3 }, { genreShare: ['Horror', 'Thriller'], share: 0.8 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b2-084',
    class: 'reply-language',
    lang: 'fr',
    turns: ["tu peux me conseiller un bon film d'aventure ?"],
    checks: [{ atLeast: 3 }, { genreAll: ['Adventure'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b2-085',
    class: 'reply-language',
    lang: 'it',
    turns: ['cosa mi consigli se mi è piaciuto ratatouille?'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [RATATOUILLE] },
      { likeSeeds: [RATATOUILLE], share: 0.8 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b2-086',
    class: 'reply-language',
    lang: 'pt',
    turns: ['qual é o melhor filme do hayao miyazaki?'],
    checks: [{ atLeast: 1 }, { directedBy: 'Hayao Miyazaki' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b2-087',
    class: 'reply-language',
    lang: 'es',
    turns: ['quiero ver algo romántico con mi novia esta noche'],
    checks: [{ atLeast: 3 }, { genreShare: ['Romance'], share: 0.8 }, { replyLanguage: 'es' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Group picks: everyone's taste covered
  {
    id: 'b2-088',
    class: 'group',
    lang: 'en',
    turns: ['movie night w friends, one of us loves horror and the other only watches comedies'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Horror', 'Comedy'] }],
  },
  {
    id: 'b2-089',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf cant agree, she wants romance and i want action'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b2-090',
    class: 'group',
    lang: 'en',
    turns: ['family night with the kids (6 and 9) and the grandparents, something everyone can watch'],
    checks: [{ atLeast: 3 }, { genreShare: ['Family', 'Animation'], share: 0.8 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b2-091',
    class: 'group',
    lang: 'es',
    turns: ['somos 4, a dos les mola la ciencia ficción y a los otros dos el drama'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Science Fiction', 'Drama'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b2-092',
    class: 'group',
    lang: 'fr',
    turns: ['soirée entre potes, certains veulent un western et les autres une comédie'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Western', 'Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b2-093',
    class: 'group',
    lang: 'en',
    turns: ["date night. she hates horror and i'm not into musicals"],
    checks: [{ atLeast: 3 }, { noGenre: ['Horror', 'Music'] }],
  },
  {
    id: 'b2-094',
    class: 'group',
    lang: 'de',
    turns: ['filmabend mit meinen eltern, papa mag krimis und mama liebesfilme'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Crime', 'Romance'] }, { replyLanguage: 'de' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // Markdown hygiene: titles with dots, colons, ampersands; lists by director
  {
    id: 'b2-095',
    class: 'markdown',
    lang: 'en',
    turns: ['5 films by alfred hitchcock'],
    checks: [{ exactly: 5 }, { directedBy: 'Alfred Hitchcock' }, { rendersMarkdown: true }],
  },
  {
    id: 'b2-096',
    class: 'markdown',
    lang: 'en',
    turns: ['top 3 stanley kubrick movies?'],
    checks: [{ exactly: 3 }, { directedBy: 'Stanley Kubrick' }, { rendersMarkdown: true }],
  },
  {
    id: 'b2-097',
    class: 'markdown',
    lang: 'en',
    turns: ['billy wilder movies'],
    checks: [{ atLeast: 3 }, { directedBy: 'Billy Wilder' }, { rendersMarkdown: true }],
  },
  {
    id: 'b2-098',
    class: 'markdown',
    lang: 'en',
    turns: ['tarantino films ranked'],
    checks: [{ atLeast: 3 }, { directedBy: 'Quentin Tarantino' }, { rendersMarkdown: true }],
  },
  {
    id: 'b2-099',
    class: 'markdown',
    lang: 'en',
    turns: ['tell me about dr strangelove'],
    checks: [{ firstMovieIs: DR_STRANGELOVE }, { saysYearOf: DR_STRANGELOVE }, { rendersMarkdown: true }],
  },
  {
    id: 'b2-100',
    class: 'markdown',
    lang: 'it',
    turns: ['film di wes anderson'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Wes Anderson' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
];
