/**
 * Blind evaluation corpus #4 of the chat assistant: 150 conversations written the way people type (typos,
 * lowercase, half sentences, six languages), without reading the assistant's code or the other blind sets.
 * FROZEN: never reword a prompt to suit the assistant; if a check turns out wrong on a catalog's data, fix the
 * check (and give the reason in the commit).
 *
 * Films and people come from the starter catalog, so every case can be passed on the starter catalog and on the
 * full imported one; plots are described in our own words. Off-topic requests (weather, recipes, sums, trivia)
 * have no class of their own and are filed under 'small-talk'.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the message (any reply language). */
const LOST =
  'couldn.t (work out|tell|understand)|could not (work out|tell|understand)|not sure what (kind|you)|didn.t (understand|get that)|no (te )?entend|no s[eé] qu[eé] (tipo|quieres)|pas compris|nicht verstanden|n[aã]o entendi|non ho capito';
const SCARY: ('Horror' | 'Thriller')[] = ['Horror', 'Thriller'];

export const BLIND_4_CASES: BlindCase[] = [
  // =============================================================================================================
  // mood-genre: a mood or a genre; an indefinite article means a handful, an explicit count means that many
  {
    id: 'b4-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['recommend me a scary movie'],
    checks: [{ atLeast: 3 }, { genreAll: SCARY }],
  },
  {
    id: 'b4-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need a good laugh tonight something funny'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b4-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['give me 5 sci fi movies'],
    checks: [{ exactly: 5 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b4-004',
    class: 'mood-genre',
    lang: 'es',
    turns: ['quiero ver una peli de miedo esta noche'],
    checks: [{ atLeast: 3 }, { genreAll: SCARY }, { replyLanguage: 'es' }],
  },
  {
    id: 'b4-005',
    class: 'mood-genre',
    lang: 'en',
    turns: ['romantic movie for tonight?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Romance'] }],
  },
  {
    id: 'b4-006',
    class: 'mood-genre',
    lang: 'de',
    turns: ['zwei gute western bitte'],
    checks: [{ exactly: 2 }, { genreAll: ['Western'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b4-007',
    class: 'mood-genre',
    lang: 'en',
    turns: ['im in the mood for a war film'],
    checks: [{ atLeast: 3 }, { genreAll: ['War'] }],
  },
  {
    id: 'b4-008',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['me indica 3 animações boas'],
    checks: [{ exactly: 3 }, { genreAll: ['Animation'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b4-009',
    class: 'mood-genre',
    lang: 'en',
    turns: ['a thriller that keeps me on the edge of my seat'],
    checks: [{ atLeast: 3 }, { genreAll: ['Thriller', 'Mystery'] }],
  },
  {
    id: 'b4-010',
    class: 'mood-genre',
    lang: 'en',
    turns: ['something sad that will make me cry, i need it'],
    checks: [{ atLeast: 2 }, { genreShare: ['Drama', 'Romance'], share: 0.6 }],
  },
  {
    id: 'b4-011',
    class: 'mood-genre',
    lang: 'en',
    turns: ['got any good documentaries'],
    checks: [{ atLeast: 3 }, { genreAll: ['Documentary'] }],
  },

  // =============================================================================================================
  // history: the signed-in user's own diary, ratings and likes
  {
    id: 'b4-012',
    class: 'history',
    lang: 'en',
    turns: ['what was the last thing i watched'],
    library: {
      diary: [
        { id: 603, on: '-9d' },
        { id: 680, on: '-2d', rating: 9 },
        { id: 13, on: '-30d' },
      ],
    },
    checks: [{ firstMovieIs: 680 }],
  },
  {
    id: 'b4-013',
    class: 'history',
    lang: 'es',
    turns: ['qué vi en marzo?'],
    library: {
      diary: [
        { id: 862, on: 'Y0-01-12' },
        { id: 155, on: 'Y0-03-05', rating: 8 },
        { id: 550, on: 'Y0-03-21' },
        { id: 105, on: 'Y0-04-02' },
      ],
    },
    checks: [{ mentionsAll: [155, 550] }, { neverMentions: [862, 105] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b4-014',
    class: 'history',
    lang: 'en',
    turns: ['whats the best movie ive rated so far'],
    library: {
      ratings: [
        [278, 7],
        [238, 10],
        [120, 8],
        [862, 6],
      ],
    },
    checks: [{ firstMovieIs: 238 }],
  },
  {
    id: 'b4-015',
    class: 'history',
    lang: 'en',
    turns: ['how many films have i watched this year?'],
    library: {
      diary: [
        { id: 27205, on: 'Y0-01-15' },
        { id: 157336, on: 'Y0-02-20' },
        { id: 329, on: 'Y0-03-01' },
        { id: 11, on: '2023-05-05' },
        { id: 1891, on: '2022-12-30' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b4-016',
    class: 'history',
    lang: 'en',
    turns: ['recommend stuff similar to the ones i rated highest'],
    library: {
      ratings: [
        [694, 10],
        [348, 9],
        [1091, 9],
        [862, 4],
      ],
    },
    checks: [
      { atLeast: 2 },
      { genreShare: ['Horror', 'Science Fiction', 'Thriller'], share: 0.6 },
      { noneFrom: 'seen' },
    ],
  },
  {
    id: 'b4-017',
    class: 'history',
    lang: 'de',
    turns: ['was hab ich die letzten tage so geschaut'],
    library: {
      diary: [
        { id: 240, on: '-3d' },
        { id: 807, on: '-5d', rating: 8 },
        { id: 11, on: '-60d' },
      ],
    },
    checks: [{ mentionsAll: [240, 807] }, { neverMentions: [11] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b4-018',
    class: 'history',
    lang: 'en',
    turns: ['more like the ones i liked pls'],
    library: { likes: [1891, 11, 85] },
    checks: [
      { atLeast: 3 },
      { genreShare: ['Adventure', 'Action', 'Science Fiction'], share: 0.7 },
      { noneFrom: 'seen' },
    ],
  },
  {
    id: 'b4-019',
    class: 'history',
    lang: 'pt',
    turns: ['qual foi o último filme que eu vi?'],
    library: {
      diary: [
        { id: 19, on: '-15d' },
        { id: 429, on: '-1d' },
        { id: 862, on: '-4d' },
      ],
    },
    checks: [{ firstMovieIs: 429 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b4-020',
    class: 'history',
    lang: 'en',
    turns: ['anything on my watchlist under 2 hours'],
    library: { watchlist: [27205, 603, 862, 105, 550] },
    checks: [{ onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }, { mentionsAll: [862, 105] }],
  },
  {
    id: 'b4-021',
    class: 'history',
    lang: 'en',
    turns: ['which movie did i give the worst rating'],
    library: {
      ratings: [
        [299534, 8],
        [24428, 3],
        [299536, 7],
      ],
    },
    checks: [{ firstMovieIs: 24428 }],
  },
  {
    id: 'b4-022',
    class: 'history',
    lang: 'es',
    turns: ['recomiéndame alguna comedia que no haya visto todavía'],
    library: {
      diary: [
        { id: 115, on: '-20d', rating: 9 },
        { id: 583, on: '-40d', rating: 8 },
        { id: 762, on: '-50d' },
        { id: 2108, on: '-70d' },
      ],
    },
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { noneFrom: 'seen' }, { replyLanguage: 'es' }],
  },

  // =============================================================================================================
  // small-talk: greetings, thanks, "who are you"; then off-topic requests the assistant should politely decline
  {
    id: 'b4-023',
    class: 'small-talk',
    lang: 'en',
    turns: ['hi'],
    checks: [{ noMovies: true }, { notContains: LOST }, { maxChars: 600 }],
  },
  {
    id: 'b4-024',
    class: 'small-talk',
    lang: 'en',
    turns: ['thanks!! that was really helpful'],
    checks: [{ noMovies: true }, { notContains: LOST }, { maxChars: 400 }],
  },
  {
    id: 'b4-025',
    class: 'small-talk',
    lang: 'en',
    turns: ['who are you exactly'],
    checks: [{ noMovies: true }, { contains: 'movie|film' }, { notContains: LOST }],
  },
  {
    id: 'b4-026',
    class: 'small-talk',
    lang: 'es',
    turns: ['hola! qué tal'],
    checks: [{ noMovies: true }, { notContains: LOST }, { replyLanguage: 'es' }],
  },
  {
    id: 'b4-027',
    class: 'small-talk',
    lang: 'fr',
    turns: ['merci beaucoup, bonne soirée'],
    checks: [{ noMovies: true }, { notContains: LOST }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b4-028',
    class: 'small-talk',
    lang: 'en',
    turns: ['what can u actually do'],
    checks: [{ contains: 'movie|film' }, { notContains: LOST }],
  },
  {
    id: 'b4-029',
    class: 'small-talk',
    lang: 'it',
    turns: ['grazie mille sei un grande'],
    checks: [{ noMovies: true }, { notContains: LOST }, { replyLanguage: 'it' }],
  },
  {
    id: 'b4-030',
    class: 'small-talk',
    lang: 'pt',
    turns: ['oi, tudo bem?'],
    checks: [{ noMovies: true }, { notContains: LOST }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b4-031',
    class: 'small-talk',
    lang: 'en',
    turns: ['whats the weather like in london tomorrow'],
    checks: [{ noMovies: true }, { notContains: '\\d+ ?°|degrees' }],
  },
  {
    id: 'b4-032',
    class: 'small-talk',
    lang: 'es',
    turns: ['dame una receta de tortilla de patatas'],
    checks: [{ noMovies: true }, { notContains: 'cucharad|sart[eé]n|\\bhuevos\\b' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b4-033',
    class: 'small-talk',
    lang: 'fr',
    turns: ['combien font 17 fois 23'],
    checks: [{ noMovies: true }, { notContains: '\\b391\\b' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b4-034',
    class: 'small-talk',
    lang: 'de',
    turns: ['wie wird das wetter morgen in berlin'],
    checks: [{ noMovies: true }, { notContains: '\\d+ ?°|grad celsius' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b4-035',
    class: 'small-talk',
    lang: 'en',
    turns: ['can u help me with my python homework, i need to sort a list of numbers'],
    checks: [{ noMovies: true }, { notContains: 'sorted\\(|\\.sort\\(' }],
  },
  {
    id: 'b4-036',
    class: 'small-talk',
    lang: 'it',
    turns: ['mi dai la ricetta della carbonara?'],
    checks: [{ noMovies: true }, { notContains: 'guanciale|pecorino|tuorl' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b4-037',
    class: 'small-talk',
    lang: 'en',
    turns: ['who won the world cup in 2018'],
    checks: [{ noMovies: true }, { notContains: 'france' }],
  },
  {
    id: 'b4-038',
    class: 'small-talk',
    lang: 'en',
    turns: ['whats 15% of 80'],
    checks: [{ noMovies: true }, { notContains: '\\b12\\b' }],
  },
  {
    id: 'b4-039',
    class: 'small-talk',
    lang: 'en',
    turns: ['write me a cover letter for a barista job'],
    checks: [{ noMovies: true }, { notContains: 'dear (hiring|sir|madam)|sincerely' }],
  },

  // =============================================================================================================
  // identify: a plot or a famous scene, without the title
  {
    id: 'b4-040',
    class: 'identify',
    lang: 'en',
    turns: ['movie where the grumpy weatherman keeps living the same day again and again in a small town'],
    checks: [{ mentionsMovie: 137 }, { atMost: 3 }],
  },
  {
    id: 'b4-041',
    class: 'identify',
    lang: 'en',
    turns: [
      'that 90s movie where the family flies to paris and forgets the little kid and he booby traps the house against 2 robbers',
    ],
    checks: [{ mentionsMovie: 771 }, { atMost: 3 }],
  },
  {
    id: 'b4-042',
    class: 'identify',
    lang: 'es',
    turns: [
      'cómo se llamaba la peli donde un chaval viaja al pasado en un coche que inventó un científico loco',
    ],
    checks: [{ mentionsMovie: 105 }, { atMost: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b4-043',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film où un rat fait la cuisine dans un grand restaurant à paris"],
    checks: [{ mentionsMovie: 2062 }, { atMost: 3 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b4-044',
    class: 'identify',
    lang: 'de',
    turns: [
      'der film wo ein riesiger hai die badegäste an einem strand frisst und der polizeichef den strand sperren will',
    ],
    checks: [{ mentionsMovie: 578 }, { atMost: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b4-045',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme do cara que vive numa cidade que na verdade é um programa de tv e ele não sabe'],
    checks: [{ mentionsMovie: 37165 }, { atMost: 3 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b4-046',
    class: 'identify',
    lang: 'it',
    turns: ['il film dove un padre nel campo di concentramento fa credere al figlio che è tutto un gioco'],
    checks: [{ mentionsMovie: 637 }, { atMost: 3 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b4-047',
    class: 'identify',
    lang: 'en',
    turns: ['the one where the old guy ties a ton of balloons to his house and flies off with a boy scout'],
    checks: [{ mentionsMovie: 14160 }, { atMost: 3 }],
  },
  {
    id: 'b4-048',
    class: 'identify',
    lang: 'en',
    turns: [
      'guy sits on a bench at a bus stop telling strangers his whole life story, box of chocolates thing. what movie',
    ],
    checks: [{ mentionsMovie: 13 }, { atMost: 3 }],
  },
  {
    id: 'b4-049',
    class: 'identify',
    lang: 'en',
    turns: ['4 boys walk along the train tracks to find a dead body, 80s i think?'],
    checks: [{ mentionsMovie: 235 }, { atMost: 3 }],
  },
  {
    id: 'b4-050',
    class: 'identify',
    lang: 'en',
    turns: [
      'little robot all alone on an abandoned earth cleaning up trash, falls in love with another robot',
    ],
    checks: [{ mentionsMovie: 10681 }, { atMost: 3 }],
  },

  // =============================================================================================================
  // facts: director, runtime, year, cast, age suitability
  {
    id: 'b4-051',
    class: 'facts',
    lang: 'en',
    turns: ['who directed the shining'],
    checks: [{ saysDirectorOf: 694 }],
  },
  {
    id: 'b4-052',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b4-053',
    class: 'facts',
    lang: 'es',
    turns: ['en que año salio el padrino'],
    checks: [{ saysYearOf: 238 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b4-054',
    class: 'facts',
    lang: 'fr',
    turns: ['qui joue dans pulp fiction ?'],
    checks: [{ saysCastOf: 680, count: 2 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b4-055',
    class: 'facts',
    lang: 'en',
    turns: ['runtime of return of the king? need to know if i can finish it tonight'],
    checks: [{ saysRuntimeOf: 122 }],
  },
  {
    id: 'b4-056',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b4-057',
    class: 'facts',
    lang: 'it',
    turns: ['chi è il regista di nuovo cinema paradiso'],
    checks: [{ saysDirectorOf: 11216 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b4-058',
    class: 'facts',
    lang: 'en',
    turns: ['is coco ok for my 10 year old'],
    checks: [{ contains: '\\byes\\b|\\bPG\\b|suitable|family|fine|appropriate|great (pick|choice)' }],
  },
  {
    id: 'b4-059',
    class: 'facts',
    lang: 'en',
    turns: ['can a 10 yr old watch the exorcist'],
    checks: [
      {
        contains:
          '\\bno\\b|\\bR\\b|rated R|not (suitable|recommended|appropriate|a good)|isn.t (suitable|appropriate)|too (scary|intense|disturbing)|mature|adult',
      },
    ],
  },
  {
    id: 'b4-060',
    class: 'facts',
    lang: 'en',
    turns: ['when did jurassic park come out and whos in it'],
    checks: [{ saysYearOf: 329 }, { saysCastOf: 329, count: 1 }],
  },
  {
    id: 'b4-061',
    class: 'facts',
    lang: 'en',
    movieId: 550,
    turns: ['how long is this one'],
    checks: [{ saysRuntimeOf: 550 }],
  },

  // =============================================================================================================
  // two-people: two actors in one film, or an actor in a director's film
  {
    id: 'b4-062',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with both al pacino and robert de niro'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Al Pacino' }, { hasCastMember: 'Robert De Niro' }],
  },
  {
    id: 'b4-063',
    class: 'two-people',
    lang: 'en',
    turns: ['tom hanks in a spielberg film?'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b4-064',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de leonardo dicaprio dirigidas por scorsese'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Leonardo DiCaprio' },
      { directedBy: 'Martin Scorsese' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b4-065',
    class: 'two-people',
    lang: 'en',
    turns: ['simon pegg and nick frost together in something'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b4-066',
    class: 'two-people',
    lang: 'en',
    turns: ['films where harrison ford and mark hamill are both in it'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Harrison Ford' }, { hasCastMember: 'Mark Hamill' }],
  },
  {
    id: 'b4-067',
    class: 'two-people',
    lang: 'it',
    turns: ['film di sergio leone con clint eastwood'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Sergio Leone' },
      { hasCastMember: 'Clint Eastwood' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b4-068',
    class: 'two-people',
    lang: 'pt',
    turns: ['filmes do john wayne dirigidos pelo john ford'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'John Wayne' },
      { directedBy: 'John Ford' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b4-069',
    class: 'two-people',
    lang: 'en',
    turns: ['anything with james stewart that hitchcock made'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'James Stewart' }, { directedBy: 'Alfred Hitchcock' }],
  },
  {
    id: 'b4-070',
    class: 'two-people',
    lang: 'en',
    turns: ['brad pitt + morgan freeman same movie??'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Brad Pitt' },
      { hasCastMember: 'Morgan Freeman' },
      { mentionsMovie: 807 },
    ],
  },

  // =============================================================================================================
  // likeness: like a seed film but without a genre; two seeds; never a seed back
  {
    id: 'b4-071',
    class: 'likeness',
    lang: 'en',
    turns: ['something like alien but not horror'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [348], share: 0.6 },
      { noGenre: ['Horror'] },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b4-072',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like the matrix and inception'],
    checks: [{ atLeast: 3 }, { likeSeeds: [603, 27205], share: 0.6 }, { excludesMovies: [603, 27205] }],
  },
  {
    id: 'b4-073',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a toy story pero que no sea de animación'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [862], share: 0.6 },
      { noGenre: ['Animation'] },
      { excludesMovies: [862] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b4-074',
    class: 'likeness',
    lang: 'fr',
    turns: ['des films dans le style de amélie poulain'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [194], share: 0.6 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b4-075',
    class: 'likeness',
    lang: 'en',
    turns: ['similar to die hard but not an action movie'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [562], share: 0.6 },
      { noGenre: ['Action'] },
      { excludesMovies: [562] },
    ],
  },
  {
    id: 'b4-076',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes tipo interestelar e a chegada'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [157336, 329865], share: 0.6 },
      { excludesMovies: [157336, 329865] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b4-077',
    class: 'likeness',
    lang: 'en',
    turns: ['something like shrek but not a cartoon'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [808], share: 0.6 },
      { noGenre: ['Animation'] },
      { excludesMovies: [808] },
    ],
  },
  {
    id: 'b4-078',
    class: 'likeness',
    lang: 'en',
    turns: ['loved knives out and grand budapest hotel, what should i watch next'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [546554, 120467], share: 0.6 },
      { excludesMovies: [546554, 120467] },
    ],
  },
  {
    id: 'b4-079',
    class: 'likeness',
    lang: 'en',
    turns: ['like the notebook but not a heavy drama, no drama at all actually'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [11036], share: 0.6 },
      { noGenre: ['Drama'] },
      { excludesMovies: [11036] },
    ],
  },
  {
    id: 'b4-080',
    class: 'likeness',
    lang: 'en',
    turns: ['i want something like lord of the rings but without fantasy'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [120], share: 0.6 },
      { noGenre: ['Fantasy'] },
      { excludesMovies: [120, 121, 122] },
    ],
  },

  // =============================================================================================================
  // original-language
  {
    id: 'b4-081',
    class: 'original-language',
    lang: 'en',
    turns: ['only non-english films please, something good'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b4-082',
    class: 'original-language',
    lang: 'en',
    turns: ['any french movies?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }],
  },
  {
    id: 'b4-083',
    class: 'original-language',
    lang: 'es',
    turns: ['alguna peli que sea en español de verdad, no doblada'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b4-084',
    class: 'original-language',
    lang: 'fr',
    turns: ["des films d'animation japonais svp"],
    checks: [
      { atLeast: 3 },
      { originalLanguage: 'ja' },
      { genreAll: ['Animation'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b4-085',
    class: 'original-language',
    lang: 'de',
    turns: ['deutsche filme bitte, keine amerikanischen'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b4-086',
    class: 'original-language',
    lang: 'en',
    turns: ['italian films worth watching'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'it' }],
  },
  {
    id: 'b4-087',
    class: 'original-language',
    lang: 'en',
    turns: ['korean thriller'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b4-088',
    class: 'original-language',
    lang: 'en',
    turns: ['a drama thats not in english, subtitles are fine'],
    checks: [{ atLeast: 2 }, { notOriginalLanguage: 'en' }, { genreAll: ['Drama'] }],
  },
  {
    id: 'b4-089',
    class: 'original-language',
    lang: 'en',
    turns: ['foreign language horror, no english ones'],
    checks: [{ atLeast: 2 }, { notOriginalLanguage: 'en' }, { genreAll: ['Horror'] }],
  },

  // =============================================================================================================
  // time-budget
  {
    id: 'b4-090',
    class: 'time-budget',
    lang: 'en',
    turns: ['i only have 90 minutes whats good'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b4-091',
    class: 'time-budget',
    lang: 'en',
    turns: ['something short'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b4-092',
    class: 'time-budget',
    lang: 'en',
    turns: ['a comedy under 2 hours'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b4-093',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo hora y media nada más, algo de acción'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Action'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b4-094',
    class: 'time-budget',
    lang: 'en',
    turns: ['film under 100 min for tonight'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b4-095',
    class: 'time-budget',
    lang: 'de',
    turns: ['was richtig langes episches, über 3 stunden'],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 180 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b4-096',
    class: 'time-budget',
    lang: 'en',
    turns: ['only got an hour and a half before bed, something light'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b4-097',
    class: 'time-budget',
    lang: 'it',
    turns: ["un horror che non duri più di un'ora e mezza"],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Horror'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b4-098',
    class: 'time-budget',
    lang: 'en',
    turns: ['quick animated movie for the kids before bed, like under 80 min'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 80 }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b4-099',
    class: 'time-budget',
    lang: 'en',
    turns: ['got 2 hours tops, thriller pls'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreAll: ['Thriller'] }],
  },

  // =============================================================================================================
  // themes: with or without a creature or a subject
  {
    id: 'b4-100',
    class: 'themes',
    lang: 'en',
    turns: ['movies with dinosaurs'],
    checks: [{ atLeast: 1 }, { themeShare: 'dinosaur|jurassic|t-rex|prehistoric', share: 0.5 }],
  },
  {
    id: 'b4-101',
    class: 'themes',
    lang: 'en',
    turns: ['space movies but no aliens'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'space|astronaut|planet|galax|orbit|\\bmoon|\\bmars\\b', share: 0.6 },
      { themeNone: 'alien|extraterrestrial|extra-terrestrial' },
    ],
  },
  {
    id: 'b4-102',
    class: 'themes',
    lang: 'es',
    turns: ['una de zombis'],
    checks: [
      { atLeast: 1 },
      { themeShare: 'zombi|undead|living dead|infect', share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b4-103',
    class: 'themes',
    lang: 'en',
    turns: ['horror movie without ghosts, ghosts dont scare me'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Horror'] },
      { themeNone: 'ghost|haunt|poltergeist|spirits?\\b|possess|demon' },
    ],
  },
  {
    id: 'b4-104',
    class: 'themes',
    lang: 'de',
    turns: ['filme mit hunden'],
    checks: [
      { atLeast: 1 },
      { themeShare: '\\bdogs?\\b|pupp|dalmatian|canine|hound|akita|hachi', share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b4-105',
    class: 'themes',
    lang: 'en',
    turns: ['robot movies'],
    checks: [
      { atLeast: 2 },
      {
        themeShare:
          'robot|android|cyborg|droid|machine|terminator|replicant|artificial intelligence|\\bA\\.?I\\.?\\b',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b4-106',
    class: 'themes',
    lang: 'it',
    turns: ['film con gli squali'],
    checks: [{ atLeast: 1 }, { themeShare: 'shark|squal', share: 0.6 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b4-107',
    class: 'themes',
    lang: 'en',
    turns: ['a thriller with no serial killers please'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Thriller'] },
      { themeNone: 'serial[ -]killer|slasher|serial murder' },
    ],
  },
  {
    id: 'b4-108',
    class: 'themes',
    lang: 'en',
    turns: ['comedies without any romance stuff'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { noGenre: ['Romance'] }],
  },

  // =============================================================================================================
  // follow-ups: the last turn only makes sense after the earlier ones
  {
    id: 'b4-109',
    class: 'follow-ups',
    lang: 'en',
    turns: ['give me 3 horror movies', 'tell me more about the second one'],
    checks: [{ firstIsNthOfPrevious: 2 }],
  },
  {
    id: 'b4-110',
    class: 'follow-ups',
    lang: 'en',
    turns: ['whats the runtime of alien', 'who directed it'],
    checks: [{ saysDirectorOf: 348 }],
  },
  {
    id: 'b4-111',
    class: 'follow-ups',
    lang: 'en',
    turns: ['movies like interstellar', 'hmm something older'],
    checks: [{ atLeast: 2 }, { olderThan: 157336 }, { noneFrom: 'earlier' }],
  },
  {
    id: 'b4-112',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend a gangster movie', 'something less violent please'],
    checks: [{ atLeast: 1 }, { noGenre: ['Horror', 'War'] }, { noneFrom: 'earlier' }],
  },
  {
    id: 'b4-113',
    class: 'follow-ups',
    lang: 'en',
    turns: ['comedies from the 80s', 'in spanish please'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { yearBetween: [1980, 1989] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b4-114',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de tom hanks', 'solo las de los 90'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Tom Hanks' },
      { yearBetween: [1990, 1999] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b4-115',
    class: 'follow-ups',
    lang: 'en',
    turns: ['pixar movies?', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b4-116',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['qui a réalisé les dents de la mer', "et il a fait quoi d'autre ?"],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Steven Spielberg' },
      { excludesMovies: [578] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b4-117',
    class: 'follow-ups',
    lang: 'de',
    turns: ['was war der letzte film den ich gesehen hab', 'wer spielt da mit'],
    library: {
      diary: [
        { id: 13, on: '-12d' },
        { id: 424, on: '-2d', rating: 10 },
      ],
    },
    checks: [{ saysCastOf: 424, count: 2 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b4-118',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good westerns', 'more like that'],
    checks: [{ atLeast: 2 }, { genreShare: ['Western'], share: 0.6 }, { noneFrom: 'earlier' }],
  },
  {
    id: 'b4-119',
    class: 'follow-ups',
    lang: 'en',
    turns: ['science fiction films', 'how long is the third one'],
    checks: [{ saysRuntimeOfPrevious: 3 }],
  },
  {
    id: 'b4-120',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami un film di fantascienza', "chi l'ha diretto?"],
    checks: [{ saysDirectorOfPrevious: 1 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b4-121',
    class: 'follow-ups',
    lang: 'en',
    turns: ['movies by christopher nolan', 'which is the newest one'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }],
  },
  {
    id: 'b4-122',
    class: 'follow-ups',
    lang: 'en',
    movieId: 27205,
    turns: ['whos in this', 'what else has the lead actor been in'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Leonardo DiCaprio' }, { excludesMovies: [27205] }],
  },
  {
    id: 'b4-123',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed parasite', 'ok recommend me something similar'],
    checks: [{ atLeast: 2 }, { likeSeeds: [496243], share: 0.6 }, { excludesMovies: [496243] }],
  },

  // =============================================================================================================
  // reply-language: the reply must be in the user's language
  {
    id: 'b4-124',
    class: 'reply-language',
    lang: 'es',
    turns: ['hola, me recomiendas algo de ciencia ficción?'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 2 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b4-125',
    class: 'reply-language',
    lang: 'fr',
    turns: ['salut tu peux me conseiller une comédie'],
    checks: [{ replyLanguage: 'fr' }, { atLeast: 2 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b4-126',
    class: 'reply-language',
    lang: 'de',
    turns: ['ich suche einen spannenden krimi'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 2 }, { genreAll: ['Crime', 'Thriller', 'Mystery'] }],
  },
  {
    id: 'b4-127',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me recomenda um filme de aventura'],
    checks: [{ replyLanguage: 'pt' }, { atLeast: 1 }, { genreAll: ['Adventure'] }],
  },
  {
    id: 'b4-128',
    class: 'reply-language',
    lang: 'it',
    turns: ["vorrei vedere un film d'animazione stasera"],
    checks: [{ replyLanguage: 'it' }, { atLeast: 1 }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b4-129',
    class: 'reply-language',
    lang: 'es',
    turns: ['¿algo romántico para ver con mi novia?'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 1 }, { genreAll: ['Romance'] }],
  },
  {
    id: 'b4-130',
    class: 'reply-language',
    lang: 'fr',
    turns: ["je m'ennuie grave, un bon film d'action ?"],
    checks: [{ replyLanguage: 'fr' }, { atLeast: 1 }, { genreAll: ['Action'] }],
  },
  {
    id: 'b4-131',
    class: 'reply-language',
    lang: 'de',
    turns: ['kannst du mir ein paar familienfilme empfehlen'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 2 }, { genreAll: ['Family', 'Animation'] }],
  },
  {
    id: 'b4-132',
    class: 'reply-language',
    lang: 'pt',
    turns: ['qual o melhor filme de terror dos anos 80'],
    checks: [
      { replyLanguage: 'pt' },
      { atLeast: 1 },
      { genreAll: ['Horror'] },
      { yearBetween: [1980, 1989] },
    ],
  },
  {
    id: 'b4-133',
    class: 'reply-language',
    lang: 'it',
    turns: ['mi consigli qualche film drammatico?'],
    checks: [{ replyLanguage: 'it' }, { atLeast: 2 }, { genreAll: ['Drama'] }],
  },

  // =============================================================================================================
  // group: one evening, several tastes
  {
    id: 'b4-134',
    class: 'group',
    lang: 'en',
    turns: [
      'movie night w friends, one loves horror, one loves comedy and i like sci-fi. give us some options',
    ],
    checks: [{ atLeast: 3 }, { genreCovers: ['Horror', 'Comedy', 'Science Fiction'] }],
  },
  {
    id: 'b4-135',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf, she wants romance i want action, what can we both enjoy'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b4-136',
    class: 'group',
    lang: 'es',
    turns: ['somos 4, a dos les va el terror y a los otros dos la comedia, qué vemos'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Horror', 'Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b4-137',
    class: 'group',
    lang: 'fr',
    turns: ['soirée en famille avec les enfants (6 et 12 ans) et les grands-parents, une idée ?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Family', 'Animation'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b4-138',
    class: 'group',
    lang: 'de',
    turns: ['wir sind zu dritt: einer mag western, einer krimis und einer dramen'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Western', 'Crime', 'Drama'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b4-139',
    class: 'group',
    lang: 'en',
    turns: ['i like animation and my dad only watches war movies, something for both of us?'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Animation', 'War'] }],
  },
  {
    id: 'b4-140',
    class: 'group',
    lang: 'en',
    turns: ['me and my sister: she wants a musical, i want a thriller. ideas?'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Music', 'Thriller'] }],
  },
  {
    id: 'b4-141',
    class: 'group',
    lang: 'en',
    turns: ['family movie night, kids are 8 and 11, parents hate cheesy stuff'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family', 'Animation'] }],
  },

  // =============================================================================================================
  // markdown: nothing that shows as a stray * or _ once rendered
  {
    id: 'b4-142',
    class: 'markdown',
    lang: 'en',
    turns: ['list 5 classic film noirs with the year'],
    checks: [{ rendersMarkdown: true }, { exactly: 5 }],
  },
  {
    id: 'b4-143',
    class: 'markdown',
    lang: 'en',
    turns: ['movies like *Alien* pls'],
    checks: [{ rendersMarkdown: true }, { atLeast: 2 }, { excludesMovies: [348] }],
  },
  {
    id: 'b4-144',
    class: 'markdown',
    lang: 'en',
    turns: ['top 3 pixar movies, bold the titles'],
    checks: [{ rendersMarkdown: true }, { exactly: 3 }, { companyAll: 'pixar' }],
  },
  {
    id: 'b4-145',
    class: 'markdown',
    lang: 'en',
    turns: ['mission impossible movies ranked best to worst'],
    checks: [{ rendersMarkdown: true }, { atLeast: 3 }, { hasCastMember: 'Tom Cruise' }],
  },
  {
    id: 'b4-146',
    class: 'markdown',
    lang: 'es',
    turns: ['las mejores de tarantino con lo que duran'],
    checks: [
      { rendersMarkdown: true },
      { atLeast: 3 },
      { directedBy: 'Quentin Tarantino' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b4-147',
    class: 'markdown',
    lang: 'en',
    turns: ['kubrick films with a one line description each'],
    checks: [{ rendersMarkdown: true }, { atLeast: 3 }, { directedBy: 'Stanley Kubrick' }],
  },
  {
    id: 'b4-148',
    class: 'markdown',
    lang: 'en',
    turns: ['make me a table of 3 sci-fi movies and their runtimes'],
    checks: [{ rendersMarkdown: true }, { exactly: 3 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b4-149',
    class: 'markdown',
    lang: 'pt',
    turns: ['filmes do wes anderson'],
    checks: [
      { rendersMarkdown: true },
      { atLeast: 2 },
      { directedBy: 'Wes Anderson' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b4-150',
    class: 'markdown',
    lang: 'en',
    turns: ['the harry potter films in order'],
    checks: [{ rendersMarkdown: true }, { atLeast: 2 }, { themeShare: 'harry potter', share: 1 }],
  },
];
