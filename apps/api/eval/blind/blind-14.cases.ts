/**
 * Blind chat evaluation, set 14: 100 conversations typed the way people type to a movie chat assistant. Written
 * without reading the assistant's code, the other chat evaluations or the earlier blind sets: only the case format
 * (blind-types.ts), the runner that judges the checks, the starter catalog and the raw data were read. FROZEN:
 * never reword a prompt to suit the assistant. A check that misjudges the catalog's data may be fixed, with the
 * reason in the commit message.
 */
import type { BlindCase } from './blind-types.ts';

/** An assistant that did not understand the message. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)';

export const BLIND_14_CASES: BlindCase[] = [
  // --- mood-genre ---
  {
    id: 'b14-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['had the worst week ever. i need to laugh, like properly laugh'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b14-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['something mindless w explosions tonight. brain off mode'],
    checks: [{ atLeast: 3 }, { genreAll: ['Action'] }],
  },
  {
    id: 'b14-003',
    class: 'mood-genre',
    lang: 'es',
    turns: ['tengo ganas de llorar un rato jaja, pásame algún drama de esos que duelen'],
    checks: [{ atLeast: 3 }, { genreAll: ['Drama'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b14-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ['in the mood for a proper western. cowboys, dust, long stares, the whole thing'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b14-005',
    class: 'mood-genre',
    lang: 'de',
    turns: ['Hab Lust auf was Romantisches, aber eher locker und lustig, kein schweres Liebesdrama'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b14-006',
    class: 'mood-genre',
    lang: 'en',
    turns: ['feeling nerdy today, any documentaries worth watching?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Documentary'] }],
  },
  {
    id: 'b14-007',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["envie d'un film de guerre ce soir, un truc bien prenant"],
    checks: [{ atLeast: 3 }, { genreAll: ['War'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b14-008',
    class: 'mood-genre',
    lang: 'en',
    turns: [
      'its raining and im cozy under a blanket... something creepy? mystery-ish, doesnt have to be full horror',
    ],
    checks: [{ atLeast: 3 }, { genreAll: ['Mystery', 'Horror', 'Thriller'] }],
  },

  // --- history ---
  {
    id: 'b14-009',
    class: 'history',
    lang: 'en',
    turns: ['wait what was the last movie i logged?? i forgot lol'],
    library: {
      diary: [
        { id: 1124, on: '-2d', rating: 8 },
        { id: 603, on: '-9d', rating: 9 },
        { id: 13, on: '-30d', rating: 7 },
      ],
    },
    checks: [{ firstMovieIs: 1124 }],
  },
  {
    id: 'b14-010',
    class: 'history',
    lang: 'en',
    turns: ['which stuff on my watchlist can i finish in under 2 hours'],
    library: { watchlist: [27205, 862, 77, 238, 14160] },
    checks: [{ onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }, { mentionsAll: [862, 77, 14160] }],
  },
  {
    id: 'b14-011',
    class: 'history',
    lang: 'es',
    turns: ['cuál fue la peli a la que le puse mejor nota?'],
    library: {
      ratings: [
        [238, 7],
        [680, 10],
        [13, 6],
        [155, 8],
      ],
    },
    checks: [{ firstMovieIs: 680 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b14-012',
    class: 'history',
    lang: 'en',
    turns: [
      "based on the stuff i've rated high, what should i watch next? nothing i've already seen obviously",
    ],
    library: {
      ratings: [
        [680, 9],
        [500, 9],
        [107, 8],
        [100, 8],
        [862, 4],
      ],
      likes: [680, 107],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Crime', 'Thriller'], share: 0.6 }],
  },
  {
    id: 'b14-013',
    class: 'history',
    lang: 'fr',
    turns: ["j'ai vu quoi en mars déjà ? je me souviens plus"],
    library: {
      diary: [
        { id: 603, on: 'Y0-03-04' },
        { id: 550, on: 'Y0-03-21', rating: 8 },
        { id: 238, on: 'Y0-05-10' },
        { id: 13, on: 'Y0-02-27' },
      ],
    },
    checks: [
      { onlyFrom: 'diary' },
      { mentionsAll: [603, 550] },
      { neverMentions: [238, 13] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b14-014',
    class: 'history',
    lang: 'en',
    turns: ['pick me one off my watchlist, want something funny tonight'],
    library: { watchlist: [120467, 238, 694, 115, 348, 2062] },
    checks: [{ onlyFrom: 'watchlist' }, { atLeast: 1 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b14-015',
    class: 'history',
    lang: 'pt',
    turns: ['quantos filmes eu assisti esse ano? to curioso'],
    library: {
      diary: [
        { id: 157336, on: 'Y0-01-12' },
        { id: 550, on: 'Y0-02-03' },
        { id: 598, on: 'Y0-04-18', rating: 9 },
        { id: 129, on: 'Y0-06-07' },
        { id: 11, on: '2024-08-15' },
        { id: 24428, on: '2023-12-01' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'pt' }],
  },

  // --- small-talk ---
  {
    id: 'b14-016',
    class: 'small-talk',
    lang: 'en',
    turns: ['heyyy'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { maxChars: 600 }],
  },
  {
    id: 'b14-017',
    class: 'small-talk',
    lang: 'en',
    turns: ['any good heist movies?', 'perfect thx, thats all i needed 👍'],
    checks: [{ noMovies: true }, { maxChars: 400 }],
  },
  {
    id: 'b14-018',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao! come va?'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'it' }],
  },
  {
    id: 'b14-019',
    class: 'small-talk',
    lang: 'en',
    turns: ['so what can you actually do'],
    checks: [{ notContains: CONFUSED }, { contains: 'recommend|suggest|find|movie|film' }],
  },
  {
    id: 'b14-020',
    class: 'small-talk',
    lang: 'de',
    turns: ['Danke dir, bis später!'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b14-021',
    class: 'small-talk',
    lang: 'en',
    turns: ['lol ur kinda good at this'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }],
  },
  {
    id: 'b14-022',
    class: 'small-talk',
    lang: 'es',
    turns: ['buenas noches 😊'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'es' }],
  },

  // --- identify ---
  {
    id: 'b14-023',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres this film where a weatherman is stuck reliving the same day in some small town? whats it called',
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b14-024',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the one where the kid gets left behind when his family flies off for christmas and he sets traps for two burglars',
    ],
    checks: [{ firstMovieIs: 771 }],
  },
  {
    id: 'b14-025',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film avec le petit robot tout seul sur terre qui ramasse les déchets et tombe amoureux d'une robot",
    ],
    checks: [{ firstMovieIs: 10681 }],
  },
  {
    id: 'b14-026',
    class: 'identify',
    lang: 'en',
    turns: [
      'old movie, guy with a broken leg stuck in his apartment watches the neighbours through binoculars and thinks one of them killed his wife',
    ],
    checks: [{ firstMovieIs: 567 }],
  },
  {
    id: 'b14-027',
    class: 'identify',
    lang: 'es',
    turns: [
      'cómo se llamaba la peli de la niña que encuentra un fauno en un laberinto, en la posguerra española',
    ],
    checks: [{ firstMovieIs: 1417 }],
  },
  {
    id: 'b14-028',
    class: 'identify',
    lang: 'en',
    turns: [
      'the movie where they break into peoples dreams to plant an idea, and theres a spinning top at the end',
    ],
    checks: [{ firstMovieIs: 27205 }],
  },
  {
    id: 'b14-029',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie hieß nochmal der film wo der typ kein kurzzeitgedächtnis hat und sich alles auf den körper tätowiert um den mörder seiner frau zu finden',
    ],
    checks: [{ firstMovieIs: 77 }],
  },

  // --- facts ---
  {
    id: 'b14-030',
    class: 'facts',
    lang: 'en',
    turns: ['who directed parasite'],
    checks: [{ saysDirectorOf: 496243 }],
  },
  {
    id: 'b14-031',
    class: 'facts',
    lang: 'en',
    turns: ['how long is godfather part 2? need to know if i can do it tonight'],
    checks: [{ saysRuntimeOf: 240 }],
  },
  {
    id: 'b14-032',
    class: 'facts',
    lang: 'it',
    turns: ['in che anno è uscito Nuovo Cinema Paradiso?'],
    checks: [{ saysYearOf: 11216 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b14-033',
    class: 'facts',
    lang: 'en',
    turns: ['whos actually in pulp fiction, i only remember travolta'],
    checks: [{ saysCastOf: 680, count: 3 }],
  },
  {
    id: 'b14-034',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu Cidade de Deus?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b14-035',
    class: 'facts',
    lang: 'en',
    turns: ['is oppenheimer really 3 hours long??'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b14-036',
    class: 'facts',
    lang: 'en',
    movieId: 329865,
    turns: ['when did this one come out'],
    checks: [{ saysYearOf: 329865 }],
  },

  // --- two-people ---
  {
    id: 'b14-037',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with both al pacino and robert de niro'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Al Pacino' }, { hasCastMember: 'Robert De Niro' }],
  },
  {
    id: 'b14-038',
    class: 'two-people',
    lang: 'en',
    turns: ['scorsese + dicaprio, list them all'],
    checks: [{ atLeast: 2 }, { directedBy: 'Martin Scorsese' }, { hasCastMember: 'Leonardo DiCaprio' }],
  },
  {
    id: 'b14-039',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de Tarantino donde salga Samuel L. Jackson'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Quentin Tarantino' },
      { hasCastMember: 'Samuel L. Jackson' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b14-040',
    class: 'two-people',
    lang: 'en',
    turns: ['did tom hanks ever work with spielberg? which ones'],
    checks: [{ atLeast: 2 }, { directedBy: 'Steven Spielberg' }, { hasCastMember: 'Tom Hanks' }],
  },
  {
    id: 'b14-041',
    class: 'two-people',
    lang: 'fr',
    turns: ['les films où Simon Pegg et Nick Frost jouent ensemble ?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b14-042',
    class: 'two-people',
    lang: 'de',
    turns: ['Welche Nolan-Filme gibt es eigentlich mit Michael Caine?'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Christopher Nolan' },
      { hasCastMember: 'Michael Caine' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b14-043',
    class: 'two-people',
    lang: 'en',
    turns: ['anything with matt damon AND ben affleck in it together'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Matt Damon' }, { hasCastMember: 'Ben Affleck' }],
  },

  // --- likeness ---
  {
    id: 'b14-044',
    class: 'likeness',
    lang: 'en',
    turns: ['more like the shining please'],
    checks: [{ atLeast: 3 }, { excludesMovies: [694] }, { likeSeeds: [694], share: 0.6 }],
  },
  {
    id: 'b14-045',
    class: 'likeness',
    lang: 'en',
    turns: ['just finished spirited away and im in love. what else would hit the same'],
    checks: [{ atLeast: 3 }, { excludesMovies: [129] }, { likeSeeds: [129], share: 0.6 }],
  },
  {
    id: 'b14-046',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com Mad Max: Estrada da Fúria?'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [76341] },
      { likeSeeds: [76341], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b14-047',
    class: 'likeness',
    lang: 'en',
    turns: ['anything in the vein of knives out? i want that whodunit feeling'],
    checks: [{ atLeast: 3 }, { excludesMovies: [546554] }, { genreShare: ['Mystery'], share: 0.6 }],
  },
  {
    id: 'b14-048',
    class: 'likeness',
    lang: 'it',
    turns: ['mi è piaciuto da morire Il buono, il brutto, il cattivo. altri film così?'],
    checks: [{ atLeast: 3 }, { excludesMovies: [429] }, { likeSeeds: [429], share: 0.6 }],
  },
  {
    id: 'b14-049',
    class: 'likeness',
    lang: 'en',
    turns: ["i've seen the notebook like 5 times, need something similar before i watch it a 6th"],
    checks: [{ atLeast: 3 }, { excludesMovies: [11036] }, { likeSeeds: [11036], share: 0.7 }],
  },
  {
    id: 'b14-050',
    class: 'likeness',
    lang: 'en',
    movieId: 348,
    turns: ['anything like this but more recent?'],
    checks: [{ atLeast: 2 }, { excludesMovies: [348] }, { likeSeeds: [348], share: 0.6 }, { newerThan: 348 }],
  },

  // --- original-language ---
  {
    id: 'b14-051',
    class: 'original-language',
    lang: 'en',
    turns: ['korean movies pls'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b14-052',
    class: 'original-language',
    lang: 'en',
    turns: ['any french-language films worth it? subtitles dont bother me'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }],
  },
  {
    id: 'b14-053',
    class: 'original-language',
    lang: 'de',
    turns: ['Gibt es gute Filme, die wirklich auf Deutsch gedreht wurden? Nicht synchronisiert meine ich'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b14-054',
    class: 'original-language',
    lang: 'en',
    turns: ['japanese films that arent anime'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b14-055',
    class: 'original-language',
    lang: 'es',
    turns: ['recomiéndame algo rodado en español, que siempre acabo viendo cosas gringas'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b14-056',
    class: 'original-language',
    lang: 'en',
    turns: ['wanna watch something that isnt in english for once. surprise me'],
    checks: [{ atLeast: 2 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b14-057',
    class: 'original-language',
    lang: 'it',
    turns: ['qualche classico del cinema italiano da vedere assolutamente?'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'it' }, { replyLanguage: 'it' }],
  },

  // --- time-budget ---
  {
    id: 'b14-058',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have exactly an hour and a half before my train, something funny'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b14-059',
    class: 'time-budget',
    lang: 'en',
    turns: ['whole sunday free. give me a proper long epic, 3 hours minimum'],
    checks: [{ atLeast: 3 }, { runtimeAtLeast: 180 }],
  },
  {
    id: 'b14-060',
    class: 'time-budget',
    lang: 'fr',
    turns: ["un truc court pour ce soir, moins d'1h30 stp"],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b14-061',
    class: 'time-budget',
    lang: 'en',
    turns: ['sci fi under 2 hrs?'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 120 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b14-062',
    class: 'time-budget',
    lang: 'pt',
    turns: ['algum terror que não passe de uma hora e meia? amanhã acordo cedo'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b14-063',
    class: 'time-budget',
    lang: 'en',
    turns: ['loved interstellar but i cannot do 3 hours again lol. sci-fi thats a lot shorter?'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 157336 },
      { genreAll: ['Science Fiction'] },
      { excludesMovies: [157336] },
    ],
  },
  {
    id: 'b14-064',
    class: 'time-budget',
    lang: 'de',
    turns: ['Hab nur ne Stunde Mittagspause. Gibts überhaupt Filme unter 70 Minuten?'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 70 }, { replyLanguage: 'de' }],
  },

  // --- themes ---
  {
    id: 'b14-065',
    class: 'themes',
    lang: 'en',
    turns: ['movies about time travel'],
    checks: [
      { atLeast: 3 },
      {
        themeShare: 'time[- ]?travel|time machine|back in time|the past|the future|timeline|loop|same day',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b14-066',
    class: 'themes',
    lang: 'en',
    turns: ['heist films!! bank jobs, casino robberies, that kind of thing'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'heist|robb|thie|steal|stole|bank|vault|casino|loot|con (?:man|men|artist)', share: 0.6 },
    ],
  },
  {
    id: 'b14-067',
    class: 'themes',
    lang: 'es',
    turns: ['pelis de astronautas perdidos en el espacio, tipo solos ahí arriba'],
    checks: [
      { atLeast: 3 },
      {
        themeShare: 'space|astronaut|planet|mars|moon|orbit|galax|station|starship|\\bstars?\\b',
        share: 0.6,
      },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b14-068',
    class: 'themes',
    lang: 'en',
    turns: ['something about a dog. but the dog cant die, i cant handle that again'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'dog|pupp|canine|hound|dalmatian', share: 0.6 },
      { excludesMovies: [28178] },
    ],
  },
  {
    id: 'b14-069',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur la boxe ?'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'box|\\bring\\b|fight|champion|heavyweight|\\bbouts?\\b', share: 0.6 },
    ],
  },
  {
    id: 'b14-070',
    class: 'themes',
    lang: 'en',
    turns: ['zombie stuff'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'zombie|undead|living dead|infect|ghoul|flesh-eating', share: 0.6 },
    ],
  },
  {
    id: 'b14-071',
    class: 'themes',
    lang: 'it',
    turns: ['film ambientati in prigione, o magari su una fuga di prigione'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'prison|jail|escape|inmate|convict|penitentiary|\\bcells?\\b|captive', share: 0.6 },
    ],
  },

  // --- follow-ups ---
  {
    id: 'b14-072',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some 80s action movies', 'which of those is the shortest?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b14-073',
    class: 'follow-ups',
    lang: 'en',
    turns: ['give me a few mystery movies', 'the second one, who directed it?'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b14-074',
    class: 'follow-ups',
    lang: 'es',
    turns: ['quiero ver algo de animación', 'y más antiguas? de antes del 2000'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Animation'] },
      { yearBetween: [1900, 1999] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b14-075',
    class: 'follow-ups',
    lang: 'en',
    turns: ['crime movies', 'nah seen all of those, show me different ones'],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { genreAll: ['Crime'] }],
  },
  {
    id: 'b14-076',
    class: 'follow-ups',
    lang: 'de',
    turns: ['Zeig mir mal ein paar Komödien', 'wie lang geht die erste?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b14-077',
    class: 'follow-ups',
    lang: 'en',
    turns: ['horror recs?', 'hmm thats too scary for me tbh. horror but funny?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b14-078',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns filmes de ficção científica', 'qual desses é o mais recente?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b14-079',
    class: 'follow-ups',
    lang: 'en',
    turns: ['any good war movies', 'tell me more about the 3rd one'],
    checks: [{ firstIsNthOfPrevious: 3 }],
  },

  // --- reply-language ---
  {
    id: 'b14-080',
    class: 'reply-language',
    lang: 'es',
    turns: ['oye me recomiendas alguna comedia romántica? es para ver con mi novia el sábado'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 2 }, { genreAll: ['Romance'] }],
  },
  {
    id: 'b14-081',
    class: 'reply-language',
    lang: 'fr',
    turns: ['tu connais des bons films de science-fiction des années 80 ?'],
    checks: [
      { replyLanguage: 'fr' },
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1980, 1989] },
    ],
  },
  {
    id: 'b14-082',
    class: 'reply-language',
    lang: 'de',
    turns: ['Kannst du mir ein paar Animationsfilme empfehlen? Meine Tochter ist sechs'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 3 }, { genreAll: ['Animation'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b14-083',
    class: 'reply-language',
    lang: 'pt',
    turns: ['to afim de ver um suspense psicológico hoje, alguma dica?'],
    checks: [{ replyLanguage: 'pt' }, { atLeast: 2 }, { genreAll: ['Thriller', 'Mystery'] }],
  },
  {
    id: 'b14-084',
    class: 'reply-language',
    lang: 'it',
    turns: ["consigliami qualche film d'avventura degli anni 90"],
    checks: [
      { replyLanguage: 'it' },
      { atLeast: 2 },
      { genreAll: ['Adventure'] },
      { yearBetween: [1990, 1999] },
    ],
  },
  {
    id: 'b14-085',
    class: 'reply-language',
    lang: 'es',
    turns: ['quién sale en Titanic además de DiCaprio?'],
    checks: [{ replyLanguage: 'es' }, { saysCastOf: 597, count: 2 }],
  },
  {
    id: 'b14-086',
    class: 'reply-language',
    lang: 'fr',
    turns: ['il dure combien de temps le Retour du roi ? la version cinéma'],
    checks: [{ replyLanguage: 'fr' }, { saysRuntimeOf: 122 }],
  },

  // --- group ---
  {
    id: 'b14-087',
    class: 'group',
    lang: 'en',
    turns: [
      'me and my gf can never agree, she wants romance and i want action. ideas that work for both of us?',
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b14-088',
    class: 'group',
    lang: 'en',
    turns: [
      'movie night w 4 friends: one only does horror, one only comedy, and me i like sci-fi. what do we put on',
    ],
    checks: [{ atLeast: 3 }, { genreCovers: ['Horror', 'Comedy', 'Science Fiction'] }],
  },
  {
    id: 'b14-089',
    class: 'group',
    lang: 'es',
    turns: [
      'somos tres: a uno le flipa la animación, otra solo ve documentales y a mí me da igual. qué vemos?',
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Animation', 'Documentary'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b14-090',
    class: 'group',
    lang: 'en',
    turns: ['date night help. i like thrillers he likes comedies'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Thriller', 'Comedy'] }],
  },
  {
    id: 'b14-091',
    class: 'group',
    lang: 'fr',
    turns: [
      "soirée entre potes, y'en a un qui veut que des westerns et l'autre que de la SF 🙄 on fait comment",
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Western', 'Science Fiction'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b14-092',
    class: 'group',
    lang: 'en',
    turns: ["3 of us tonight. my dad's into war films, my sister only wants musicals, i'll watch whatever"],
    checks: [{ atLeast: 2 }, { genreCovers: ['War', 'Music'] }],
  },
  {
    id: 'b14-093',
    class: 'group',
    lang: 'de',
    turns: ['Filmabend mit den Kids (5 und 7) und uns Eltern, bitte nix Gruseliges'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'de' },
    ],
  },

  // --- markdown ---
  {
    id: 'b14-094',
    class: 'markdown',
    lang: 'en',
    turns: ['list 5 must-see classics from before 1960'],
    checks: [{ exactly: 5 }, { yearBetween: [1900, 1959] }, { rendersMarkdown: true }],
  },
  {
    id: 'b14-095',
    class: 'markdown',
    lang: 'en',
    turns: ['top 3 heist films, just the titles, no essay'],
    checks: [{ exactly: 3 }, { maxChars: 700 }, { rendersMarkdown: true }],
  },
  {
    id: 'b14-096',
    class: 'markdown',
    lang: 'en',
    turns: ['give me 10 comedies!!!'],
    checks: [{ exactly: 10 }, { genreAll: ['Comedy'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b14-097',
    class: 'markdown',
    lang: 'it',
    turns: ["fammi una lista di 4 film di fantascienza con l'anno accanto"],
    checks: [
      { exactly: 4 },
      { genreAll: ['Science Fiction'] },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b14-098',
    class: 'markdown',
    lang: 'en',
    turns: ['one movie. just one. best thriller you got'],
    checks: [{ exactly: 1 }, { genreAll: ['Thriller'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b14-099',
    class: 'markdown',
    lang: 'pt',
    turns: ['faz uma lista numerada com 6 animações japonesas'],
    checks: [
      { exactly: 6 },
      { originalLanguage: 'ja' },
      { genreAll: ['Animation'] },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b14-100',
    class: 'markdown',
    lang: 'en',
    turns: ['can u do it as a bullet list: 7 dramas from the 90s'],
    checks: [
      { exactly: 7 },
      { genreAll: ['Drama'] },
      { yearBetween: [1990, 1999] },
      { rendersMarkdown: true },
    ],
  },
];
