/**
 * Blind chat set 8: 120 conversations typed the way people type to a movie chat assistant. Written without reading
 * the assistant's code, the other chat evals or the earlier blind sets; only the case format, the runner and the
 * catalog's data were read. Plots and scenes are told in my own words, never copied from a catalog overview.
 * HELD OUT and FROZEN: never reword a prompt to suit the assistant, never tune the assistant to these cases. A check
 * that misjudges the catalog's data may be fixed, with the reason in the commit message.
 */
import type { BlindCase } from './blind-types.ts';

/** Replies of an assistant that did not follow the user at all. */
const LOST =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)';

const TIME_TRAVEL = 'time[- ]travel|back in time|into the past|to the past|time machine|through time';
const HEIST = 'heist|robbery|robbing|\\brob\\b|thie(?:f|ves)|steal|stole|crooks|bank job|score';
const ROBOTS =
  'artificial intelligence|\\brobot|android|cyborg|\\bdroid|replicant|\\bA\\.I\\.|\\bAI\\b|machine';
const BOXING = 'box(?:ing|er)|prize ?fight|heavyweight';

export const BLIND_8_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------ mood-genre
  {
    id: 'b8-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want a scary movie 👻 nothing too cheesy'],
    checks: [{ atLeast: 3 }, { genreShare: ['Horror', 'Thriller'], share: 0.6 }, { rendersMarkdown: true }],
  },
  {
    id: 'b8-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['had the worst week ever, need something feel good to cheer me up'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror'] },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Romance', 'Music'], share: 0.6 },
    ],
  },
  {
    id: 'b8-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['movies that will absolutely destroy me emotionally. i want to ugly cry'],
    checks: [{ atLeast: 3 }, { genreShare: ['Drama'], share: 0.6 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b8-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ['mindbending sci fi from the 2000s, the kind where you need to rewatch it to get it'],
    checks: [
      { atLeast: 3 },
      { yearBetween: [2000, 2009] },
      { genreShare: ['Science Fiction', 'Mystery', 'Thriller', 'Fantasy'], share: 0.6 },
    ],
  },
  {
    id: 'b8-005',
    class: 'mood-genre',
    lang: 'en',
    turns: ['80s action flicks, the cheesier the better'],
    checks: [{ atLeast: 3 }, { yearBetween: [1980, 1989] }, { genreShare: ['Action'], share: 0.8 }],
  },
  {
    id: 'b8-006',
    class: 'mood-genre',
    lang: 'en',
    turns: ['rom com pls'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Romance', 'Comedy'] },
      { genreShare: ['Romance'], share: 0.6 },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b8-007',
    class: 'mood-genre',
    lang: 'en',
    turns: ['lazy sunday, hungover, want some chill animated movie i can half watch'],
    checks: [{ atLeast: 3 }, { genreShare: ['Animation'], share: 0.6 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b8-008',
    class: 'mood-genre',
    lang: 'es',
    turns: ['una peli de terror que no sea muy larga porfa'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Horror'], share: 0.6 },
      { runtimeAtMost: 120 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b8-009',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['Vous auriez un bon western à me conseiller ?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b8-010',
    class: 'mood-genre',
    lang: 'de',
    turns: ['was lustiges für heute abend, bin total k.o.'],
    checks: [{ atLeast: 3 }, { genreShare: ['Comedy'], share: 0.6 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b8-011',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['quero um filme de suspense dos anos 90'],
    checks: [
      { atLeast: 3 },
      { yearBetween: [1990, 1999] },
      { genreShare: ['Thriller', 'Mystery'], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b8-012',
    class: 'mood-genre',
    lang: 'it',
    turns: ['mi consigli un film romantico ma non troppo sdolcinato?'],
    checks: [{ atLeast: 3 }, { genreShare: ['Romance'], share: 0.6 }, { replyLanguage: 'it' }],
  },

  // --------------------------------------------------------------------------------------------------- history
  {
    id: 'b8-013',
    class: 'history',
    lang: 'pt',
    turns: ['qual foi o último filme que eu vi?'],
    library: {
      diary: [
        { id: 550, on: '-30d' },
        { id: 329, on: '-2d' },
        { id: 1366, on: '-9d' },
      ],
    },
    checks: [{ firstMovieIs: 329 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b8-014',
    class: 'history',
    lang: 'es',
    turns: ['¿qué pelis he visto estos últimos días?'],
    library: {
      diary: [
        { id: 862, on: '-1d' },
        { id: 155, on: '-3d' },
        { id: 13, on: '-5d' },
        { id: 238, on: '-40d' },
        { id: 597, on: '-75d' },
      ],
    },
    checks: [{ mentionsAll: [862, 155, 13] }, { excludesMovies: [238, 597] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b8-015',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch back in may?'],
    library: {
      diary: [
        { id: 807, on: 'Y0-05-04' },
        { id: 120, on: 'Y0-05-19' },
        { id: 603, on: 'Y0-03-10' },
        { id: 14160, on: 'Y0-08-22' },
        { id: 680, on: 'Y0-06-02' },
      ],
    },
    checks: [{ mentionsAll: [807, 120] }, { excludesMovies: [603, 14160, 680] }],
  },
  {
    id: 'b8-016',
    class: 'history',
    lang: 'de',
    turns: ['Wie viele Filme hab ich dieses Jahr eigentlich geschaut?'],
    library: {
      diary: [
        { id: 27205, on: '-15d' },
        { id: 157336, on: '-60d' },
        { id: 278, on: '-120d' },
        { id: 105, on: '-210d' },
        { id: 238, on: '-400d' },
        { id: 85, on: '-450d' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'de' }],
  },
  {
    id: 'b8-017',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i logged so far this year'],
    library: {
      diary: [
        { id: 862, on: '-4d' },
        { id: 10193, on: '-30d' },
        { id: 585, on: '-100d' },
        { id: 12, on: '-380d' },
        { id: 14160, on: '-500d' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b8-018',
    class: 'history',
    lang: 'en',
    turns: ['whats the movie i rated the highest'],
    library: {
      ratings: [
        [13, 6],
        [680, 10],
        [597, 8],
        [155, 9],
      ],
    },
    checks: [{ firstMovieIs: 680 }],
  },
  {
    id: 'b8-019',
    class: 'history',
    lang: 'fr',
    turns: ["C'est quoi le film que j'ai le moins bien noté ?"],
    library: {
      ratings: [
        [550, 4],
        [1891, 9],
        [862, 7],
        [24428, 2],
      ],
    },
    checks: [{ firstMovieIs: 24428 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b8-020',
    class: 'history',
    lang: 'en',
    turns: ['based on the stuff i gave high ratings to, what should i watch next?'],
    library: {
      ratings: [
        [603, 10],
        [78, 9],
        [62, 9],
        [13, 5],
        [114, 3],
      ],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Science Fiction'], share: 0.6 }],
  },
  {
    id: 'b8-021',
    class: 'history',
    lang: 'en',
    turns: ["can't decide, just pick something off my watchlist for tonight"],
    library: {
      watchlist: [424, 680, 862, 1366],
      diary: [{ id: 550, on: '-12d' }],
    },
    checks: [{ onlyFrom: 'watchlist' }, { atMost: 4 }],
  },
  {
    id: 'b8-022',
    class: 'history',
    lang: 'en',
    turns: ['I want a good thriller that I have not seen yet'],
    library: {
      diary: [
        { id: 807, on: '-20d', rating: 9 },
        { id: 274, on: '-45d', rating: 8 },
        { id: 1124, on: '-80d' },
        { id: 77, on: '-90d' },
      ],
      ratings: [[11324, 8]],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Thriller'], share: 0.6 }],
  },
  {
    id: 'b8-023',
    class: 'history',
    lang: 'en',
    turns: ['out of the movies i liked which one is the longest?'],
    library: { likes: [603, 120, 862, 238, 13] },
    checks: [{ firstMovieIs: 120 }],
  },
  {
    id: 'b8-024',
    class: 'history',
    lang: 'en',
    turns: ['what did I give the matrix again?'],
    library: {
      ratings: [
        [603, 8],
        [680, 10],
        [13, 6],
      ],
    },
    checks: [{ mentionsMovie: 603 }, { contains: '(?<![\\d.])8(?![\\d.])|\\beight\\b' }],
  },
  {
    id: 'b8-025',
    class: 'history',
    lang: 'en',
    turns: ["of the films on my watchlist, what's the shortest one? only got a bit of time"],
    library: { watchlist: [424, 862, 680, 13] },
    checks: [{ firstMovieIs: 862 }],
  },
  {
    id: 'b8-026',
    class: 'history',
    lang: 'en',
    turns: ['anything on my watchlist that runs under 2 hours?'],
    library: { watchlist: [424, 238, 862, 105, 680] },
    checks: [{ onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },

  // ------------------------------------------------------------------------------------------------ small-talk
  {
    id: 'b8-027',
    class: 'small-talk',
    lang: 'en',
    turns: ['hey there'],
    checks: [{ noMovies: true }, { maxChars: 600 }, { notContains: LOST }],
  },
  {
    id: 'b8-028',
    class: 'small-talk',
    lang: 'en',
    turns: ['some good heist movies?', 'thanks, thats perfect!'],
    checks: [{ noMovies: true }, { maxChars: 400 }],
  },
  {
    id: 'b8-029',
    class: 'small-talk',
    lang: 'en',
    turns: ['what can you do exactly?'],
    checks: [
      { maxChars: 1500 },
      { notContains: LOST },
      { contains: 'recommend|suggest|find|look up|discover|pick' },
    ],
  },
  {
    id: 'b8-030',
    class: 'small-talk',
    lang: 'en',
    turns: ['r u a bot or a real person lol'],
    checks: [
      { noMovies: true },
      { maxChars: 600 },
      { contains: 'assistant|\\bbot\\b|\\bAI\\b|not a (?:real )?(?:person|human)|virtual' },
    ],
  },
  {
    id: 'b8-031',
    class: 'small-talk',
    lang: 'es',
    turns: ['hola! que tal?'],
    checks: [{ noMovies: true }, { maxChars: 600 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b8-032',
    class: 'small-talk',
    lang: 'fr',
    turns: ['un bon film de science-fiction ?', 'merci beaucoup, bonne soirée !'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b8-033',
    class: 'small-talk',
    lang: 'de',
    turns: ['du bist echt super, danke dir!'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'de' }],
  },

  // -------------------------------------------------------------------------------------------------- identify
  {
    id: 'b8-034',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats that movie where a grumpy tv weather guy is stuck living the same day over and over in some small town',
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b8-035',
    class: 'identify',
    lang: 'en',
    turns: [
      "there's this film where a guy's whole life is secretly a tv show, everyone around him is an actor and he has no clue. what's it called",
    ],
    checks: [{ firstMovieIs: 37165 }],
  },
  {
    id: 'b8-036',
    class: 'identify',
    lang: 'en',
    turns: [
      'cartoon where an old man ties thousands of balloons to his house and it floats off with a kid on the porch',
    ],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b8-037',
    class: 'identify',
    lang: 'es',
    turns: [
      'cómo se llamaba la peli animada del niño mexicano que quiere ser músico y acaba en el mundo de los muertos con su familia de esqueletos',
    ],
    checks: [{ firstMovieIs: 354912 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b8-038',
    class: 'identify',
    lang: 'fr',
    turns: [
      "je cherche le titre d'un film : un type qui ne retient plus rien d'une minute à l'autre se tatoue des notes sur le corps pour retrouver celui qui a tué sa femme",
    ],
    checks: [{ firstMovieIs: 77 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b8-039',
    class: 'identify',
    lang: 'de',
    turns: [
      'Wie heißt der Film, wo ein Bankmensch unschuldig im Knast sitzt und sich über Jahre mit so einem kleinen Hammer durch die Wand buddelt?',
    ],
    checks: [{ firstMovieIs: 278 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b8-040',
    class: 'identify',
    lang: 'pt',
    turns: [
      'aquele filme coreano em que uma família pobre vai arrumando emprego um por um na casa de uma família rica fingindo que não se conhecem',
    ],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b8-041',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama quel film dove un papà deportato in un campo fa credere al figlio piccolo che è tutto un gioco a punti per vincere un carro armato',
    ],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b8-042',
    class: 'identify',
    lang: 'en',
    turns: [
      'the one with the little trash robot that is all alone on earth and falls for a shiny white robot that comes from space',
    ],
    checks: [{ firstMovieIs: 10681 }],
  },
  {
    id: 'b8-043',
    class: 'identify',
    lang: 'en',
    turns: [
      "Jim Carrey and Kate Winslet, they break up and pay some clinic to wipe each other out of their memories. I can't remember the title for the life of me",
    ],
    checks: [{ mentionsMovie: 38 }],
  },
  {
    id: 'b8-044',
    class: 'identify',
    lang: 'en',
    turns: ['kid hides an alien in his closet and they fly on a bike across the moon. old spielberg one'],
    checks: [{ firstMovieIs: 601 }],
  },
  {
    id: 'b8-045',
    class: 'identify',
    lang: 'es',
    turns: [
      'una vieja de un tiburón gigante que se come a la gente en un pueblo de playa, y el jefe de policía quiere cerrar las playas pero el alcalde no le deja',
    ],
    checks: [{ firstMovieIs: 578 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b8-046',
    class: 'identify',
    lang: 'en',
    turns: [
      'two hitmen chatting about what burgers are called in europe, a boxer who is supposed to throw a fight, a briefcase nobody opens on screen... title?',
    ],
    checks: [{ firstMovieIs: 680 }],
  },

  // ----------------------------------------------------------------------------------------------------- facts
  {
    id: 'b8-047',
    class: 'facts',
    lang: 'en',
    turns: ['who directed inteestellar'],
    checks: [{ saysDirectorOf: 157336 }],
  },
  {
    id: 'b8-048',
    class: 'facts',
    lang: 'en',
    turns: ['how long is godfather part 2? is it really over 3 hours'],
    checks: [{ saysRuntimeOf: 240 }],
  },
  {
    id: 'b8-049',
    class: 'facts',
    lang: 'en',
    turns: ['when did pulp fiction come out'],
    checks: [{ saysYearOf: 680 }],
  },
  {
    id: 'b8-050',
    class: 'facts',
    lang: 'en',
    turns: ['whos in the shawshank redemtion'],
    checks: [{ saysCastOf: 278, count: 2 }, { rendersMarkdown: true }],
  },
  {
    id: 'b8-051',
    class: 'facts',
    lang: 'en',
    turns: ['how long is it?'],
    movieId: 603,
    checks: [{ saysRuntimeOf: 603 }],
  },
  {
    id: 'b8-052',
    class: 'facts',
    lang: 'es',
    turns: ['¿quién dirigió el laberinto del fauno?'],
    checks: [{ saysDirectorOf: 1417 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b8-053',
    class: 'facts',
    lang: 'fr',
    turns: ["Amélie Poulain c'est sorti en quelle année déjà ?"],
    checks: [{ saysYearOf: 194 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b8-054',
    class: 'facts',
    lang: 'de',
    turns: ['Wie lang geht eigentlich Titanic von James Cameron?'],
    checks: [{ saysRuntimeOf: 597 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b8-055',
    class: 'facts',
    lang: 'pt',
    turns: ['quem atua em cidade de deus?'],
    checks: [{ saysCastOf: 598, count: 2 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b8-056',
    class: 'facts',
    lang: 'it',
    turns: ['chi è il regista di 2001 odissea nello spazio'],
    checks: [{ saysDirectorOf: 62 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b8-057',
    class: 'facts',
    lang: 'en',
    turns: ['who made this one and what year was it'],
    movieId: 1124,
    checks: [{ saysDirectorOf: 1124 }, { saysYearOf: 1124 }],
  },

  // ------------------------------------------------------------------------------------------------ two-people
  {
    id: 'b8-058',
    class: 'two-people',
    lang: 'en',
    turns: ['de niro and joe pesci movies together?'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Joe Pesci' }],
  },
  {
    id: 'b8-059',
    class: 'two-people',
    lang: 'en',
    turns: ['which movies did leo do with scorsese'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Leonardo DiCaprio' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b8-060',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de Tom Hanks dirigidas por Spielberg'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Tom Hanks' },
      { directedBy: 'Steven Spielberg' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b8-061',
    class: 'two-people',
    lang: 'fr',
    turns: ['Des films où Christian Bale et Michael Caine jouent ensemble ?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Christian Bale' },
      { hasCastMember: 'Michael Caine' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b8-062',
    class: 'two-people',
    lang: 'de',
    turns: ['In welchen Filmen spielen Al Pacino und Robert De Niro zusammen?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Al Pacino' },
      { hasCastMember: 'Robert De Niro' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b8-063',
    class: 'two-people',
    lang: 'pt',
    turns: ['filmes do tarantino com o samuel l jackson'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Quentin Tarantino' },
      { hasCastMember: 'Samuel L. Jackson' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b8-064',
    class: 'two-people',
    lang: 'it',
    turns: ['un film con Brad Pitt e Morgan Freeman insieme'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Brad Pitt' },
      { hasCastMember: 'Morgan Freeman' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b8-065',
    class: 'two-people',
    lang: 'en',
    turns: ['anything w/ harrison ford that spielberg directed?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Harrison Ford' }, { directedBy: 'Steven Spielberg' }],
  },

  // -------------------------------------------------------------------------------------------------- likeness
  {
    id: 'b8-066',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like inception'],
    checks: [{ atLeast: 3 }, { excludesMovies: [27205] }, { likeSeeds: [27205], share: 0.6 }],
  },
  {
    id: 'b8-067',
    class: 'likeness',
    lang: 'en',
    turns: ['my kids loved toy story and finding nemo, what else would they like?'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [862, 12] },
      { likeSeeds: [862, 12], share: 0.6 },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b8-068',
    class: 'likeness',
    lang: 'en',
    turns: ['something like Alien but not a horror, I get nightmares'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [348] },
      { noGenre: ['Horror'] },
      { likeSeeds: [348], share: 0.6 },
    ],
  },
  {
    id: 'b8-069',
    class: 'likeness',
    lang: 'en',
    turns: ['loved knives out. anything like it but more recent?'],
    checks: [
      { atLeast: 1 },
      { excludesMovies: [546554] },
      { newerThan: 546554 },
      { genreShare: ['Mystery', 'Crime'], share: 0.5 },
    ],
  },
  {
    id: 'b8-070',
    class: 'likeness',
    lang: 'en',
    turns: ['stuff like mad max fury road but shorter'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [76341] },
      { shorterThan: 76341 },
      { genreShare: ['Action'], share: 0.6 },
    ],
  },
  {
    id: 'b8-071',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a Amélie, me encantó'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [194] },
      { likeSeeds: [194], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b8-072',
    class: 'likeness',
    lang: 'fr',
    turns: ["Des films dans le même genre que Le Voyage de Chihiro ? J'ai adoré"],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [129] },
      { genreShare: ['Animation'], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b8-073',
    class: 'likeness',
    lang: 'de',
    turns: ['Was Ähnliches wie Die Verurteilten, aber bitte nicht ganz so lang'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [278] },
      { shorterThan: 278 },
      { genreShare: ['Drama'], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b8-074',
    class: 'likeness',
    lang: 'en',
    turns: ['if i liked se7en and silence of the lambs what should i watch'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [807, 274] },
      { genreShare: ['Thriller', 'Crime'], share: 0.6 },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b8-075',
    class: 'likeness',
    lang: 'it',
    turns: ['film tipo Il Signore degli Anelli ma più recenti'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [120, 121, 122] },
      { newerThan: 120 },
      { genreShare: ['Fantasy', 'Adventure'], share: 0.6 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b8-076',
    class: 'likeness',
    lang: 'pt',
    turns: ['alguma coisa tipo interestelar mas que não seja tão longa'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [157336] },
      { shorterThan: 157336 },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },

  // ----------------------------------------------------------------------------------------- original-language
  {
    id: 'b8-077',
    class: 'original-language',
    lang: 'en',
    turns: ['recommend me some japanese anime movies, only japanese pls'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ja' }, { genreShare: ['Animation'], share: 0.6 }],
  },
  {
    id: 'b8-078',
    class: 'original-language',
    lang: 'en',
    turns: ['i want to watch a foreign film tonight. nothing in english'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b8-079',
    class: 'original-language',
    lang: 'es',
    turns: ['pelis coreanas buenas?'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ko' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b8-080',
    class: 'original-language',
    lang: 'fr',
    turns: ['Je voudrais une comédie française, en VO évidemment'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'fr' }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b8-081',
    class: 'original-language',
    lang: 'en',
    turns: ['a good thriller but i really dont do subtitles'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'en' }, { genreShare: ['Thriller'], share: 0.6 }],
  },
  {
    id: 'b8-082',
    class: 'original-language',
    lang: 'de',
    turns: ['Gibt es gute deutsche Filme? Also auf Deutsch gedreht, gern Drama'],
    checks: [
      { atLeast: 2 },
      { originalLanguage: 'de' },
      { genreShare: ['Drama'], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b8-083',
    class: 'original-language',
    lang: 'it',
    turns: ['stasera voglio un film italiano, uno vero, girato in italiano'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'it' }, { replyLanguage: 'it' }],
  },

  // ----------------------------------------------------------------------------------------------- time-budget
  {
    id: 'b8-084',
    class: 'time-budget',
    lang: 'en',
    turns: ['got like 90 min before i have to sleep, something funny'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreShare: ['Comedy'], share: 0.6 }],
  },
  {
    id: 'b8-085',
    class: 'time-budget',
    lang: 'en',
    turns: ['need a movie under 100 min'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b8-086',
    class: 'time-budget',
    lang: 'en',
    turns: ['what can i watch before my bus in an hour and a half'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b8-087',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo dos horas libres, algo de acción'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 120 },
      { genreShare: ['Action'], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b8-088',
    class: 'time-budget',
    lang: 'fr',
    turns: ["un film pour les enfants qui dure moins d'1h30, ils doivent se coucher tôt"],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 90 },
      { genreShare: ['Family', 'Animation'], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b8-089',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur eine stunde und 45 minuten, irgendein thriller bitte'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 105 },
      { genreShare: ['Thriller'], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b8-090',
    class: 'time-budget',
    lang: 'en',
    turns: ['give me a looong epic, 3 hours plus, I have all night and snacks'],
    checks: [{ atLeast: 3 }, { runtimeAtLeast: 180 }],
  },

  // ---------------------------------------------------------------------------------------------------- themes
  {
    id: 'b8-091',
    class: 'themes',
    lang: 'en',
    turns: ['a summer movie set by the ocean but with NO sharks, my little brother freaks out'],
    checks: [{ atLeast: 2 }, { themeNone: 'shark' }],
  },
  {
    id: 'b8-092',
    class: 'themes',
    lang: 'en',
    turns: ["fantasy adventure pls but nothing with spiders i'm super arachnophobic"],
    checks: [{ atLeast: 3 }, { themeNone: 'spider' }, { genreShare: ['Fantasy', 'Adventure'], share: 0.6 }],
  },
  {
    id: 'b8-093',
    class: 'themes',
    lang: 'en',
    turns: ['any good time travel movies?'],
    checks: [{ atLeast: 3 }, { themeShare: TIME_TRAVEL, share: 0.5 }],
  },
  {
    id: 'b8-094',
    class: 'themes',
    lang: 'en',
    turns: ['HEIST MOVIES!! the crew planning the big job kind'],
    checks: [{ atLeast: 3 }, { themeShare: HEIST, share: 0.5 }],
  },
  {
    id: 'b8-095',
    class: 'themes',
    lang: 'en',
    turns: ['films about robots or AI'],
    checks: [{ atLeast: 3 }, { themeShare: ROBOTS, share: 0.5 }],
  },
  {
    id: 'b8-096',
    class: 'themes',
    lang: 'es',
    turns: ['quiero una película histórica pero que no vaya de guerras'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['History'], share: 0.6 },
      { noGenre: ['War'] },
      { themeNone: '\\bwars?\\b|\\bguerras?\\b' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b8-097',
    class: 'themes',
    lang: 'de',
    turns: ['Kennst du gute Boxerfilme?'],
    checks: [{ atLeast: 2 }, { themeShare: BOXING, share: 0.5 }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------------ follow-ups
  {
    id: 'b8-098',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some sci-fi', 'tell me more about the second one'],
    checks: [{ firstIsNthOfPrevious: 2 }],
  },
  {
    id: 'b8-099',
    class: 'follow-ups',
    lang: 'en',
    turns: ['got any good westerns', 'any older ones? like before 1970'],
    checks: [{ atLeast: 2 }, { genreAll: ['Western'] }, { yearBetween: [1900, 1969] }],
  },
  {
    id: 'b8-100',
    class: 'follow-ups',
    lang: 'en',
    turns: ['family movie for tonight with the kids', 'hmm shorter? under an hour and a half'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreShare: ['Family', 'Animation'], share: 0.6 }],
  },
  {
    id: 'b8-101',
    class: 'follow-ups',
    lang: 'en',
    turns: ['crime movies from the 90s', 'who directed the first one'],
    checks: [{ saysDirectorOfPrevious: 1 }],
  },
  {
    id: 'b8-102',
    class: 'follow-ups',
    lang: 'en',
    turns: ['funny animated movies?', 'more like that'],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { genreShare: ['Animation'], share: 0.6 }],
  },
  {
    id: 'b8-103',
    class: 'follow-ups',
    lang: 'en',
    turns: ['romantic comedies please', 'which of those is the longest'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }],
  },
  {
    id: 'b8-104',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend a horror movie', 'seen it. not that one, something else'],
    checks: [{ atLeast: 1 }, { noneFrom: 'earlier' }, { genreShare: ['Horror'], share: 0.6 }],
  },
  {
    id: 'b8-105',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiéndame pelis de animación japonesa', '¿y cuánto dura la tercera?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b8-106',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des thrillers psychologiques à me conseiller ?', 'et le plus court parmi eux ?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b8-107',
    class: 'follow-ups',
    lang: 'de',
    turns: ['Gib mir ein paar gute Kriegsfilme', 'Wer hat beim zweiten Regie geführt?'],
    checks: [{ saysDirectorOfPrevious: 2 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b8-108',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de comédia dos anos 80', 'e qual deles é o mais antigo?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b8-109',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami dei film di fantascienza', 'altri? diversi da questi'],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'earlier' },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b8-110',
    class: 'follow-ups',
    lang: 'en',
    turns: ['tom cruise movies', 'ok how long is the third one'],
    checks: [{ saysRuntimeOfPrevious: 3 }],
  },

  // ----------------------------------------------------------------------------------------------------- group
  {
    id: 'b8-111',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf cant agree, she wants a romcom and i want action. help'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b8-112',
    class: 'group',
    lang: 'en',
    turns: [
      "3 of us tonight: one wants horror, one wants comedy and the third one won't read subtitles. what do we put on?",
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Horror', 'Comedy'] }, { originalLanguage: 'en' }],
  },
  {
    id: 'b8-113',
    class: 'group',
    lang: 'es',
    turns: [
      'voy a ver algo con mi hijo de 8 años y mi pareja, que es fan de la ciencia ficción. ¿qué ponemos?',
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Family', 'Science Fiction'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b8-114',
    class: 'group',
    lang: 'fr',
    turns: [
      "Moi j'adore les polars, ma copine ne jure que par les films d'animation. Un film pour nous deux ?",
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Crime', 'Animation'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b8-115',
    class: 'group',
    lang: 'de',
    turns: ['mein kumpel will unbedingt nen western gucken, ich eher science fiction. vorschläge?'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Western', 'Science Fiction'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b8-116',
    class: 'group',
    lang: 'en',
    turns: ['movie night with my dad who only watches war movies and my little sister who likes cartoons 😅'],
    checks: [{ atLeast: 2 }, { genreCovers: ['War', 'Animation'] }, { rendersMarkdown: true }],
  },

  // ------------------------------------------------------- reply-language / markdown, mixed into everyday asks
  {
    id: 'b8-117',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oi! me indica uns filmes de ficção científica bem legais?'],
    checks: [{ atLeast: 3 }, { genreShare: ['Science Fiction'], share: 0.6 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b8-118',
    class: 'reply-language',
    lang: 'it',
    turns: ['ciao, cerco qualche bel film d’animazione per una serata tranquilla'],
    checks: [{ atLeast: 3 }, { genreShare: ['Animation'], share: 0.6 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b8-119',
    class: 'markdown',
    lang: 'en',
    turns: ["what are some of Christopher Nolan's best movies?"],
    checks: [{ atLeast: 3 }, { directedBy: 'Christopher Nolan' }, { rendersMarkdown: true }],
  },
  {
    id: 'b8-120',
    class: 'markdown',
    lang: 'fr',
    turns: ['Quels sont les meilleurs films de Miyazaki ?'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Hayao Miyazaki' },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
];
