/**
 * Blind chat evaluation, set 22: 120 conversations typed the way real people type (lowercase, typos, slang,
 * emoji, run-ons, non-native phrasing, idioms translated word for word, films named by their local titles,
 * plots told from memory with wrong details, people named by nickname or surname), in English, Portuguese,
 * Italian, Spanish, French and German. Weighted to moods and occasions, likeness with a twist or two seeds,
 * identification, two people, themes given as objects/places/professions, and follow-ups that narrow or
 * reorder the last answer.
 *
 * Written without reading the assistant's code, its own evaluation, or any other blind set: only the case
 * format (blind-types.ts), the runner and the starter catalog's data were read.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** Replies of an assistant that did not understand (the runner's own pattern, copied here). */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)';

export const BLIND_22_CASES: BlindCase[] = [
  // ---------------------------------------------------------------------------------------------------------
  // mood-genre (14)
  {
    id: 'b22-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['something cozy for a rainy sunday afternoon ☔ blanket + tea vibes'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Family', 'Comedy', 'Animation', 'Romance', 'Fantasy'], share: 0.7 },
      { noGenre: ['Horror', 'War'] },
    ],
  },
  {
    id: 'b22-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i need a good cry tonight. like full on ugly crying into a pillow'],
    checks: [{ atLeast: 3 }, { genreShare: ['Drama', 'Romance'], share: 0.6 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b22-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['wanna have my heart pounding the whole time. edge of the seat, cant look away type thing'],
    checks: [{ atLeast: 3 }, { genreShare: ['Thriller', 'Action', 'Horror'], share: 0.8 }],
  },
  {
    id: 'b22-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ['brain is fried after work.. just want something dumb and fun, nothing i have to think about'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Comedy', 'Action', 'Adventure'], share: 0.7 },
      { noGenre: ['Horror', 'War', 'Documentary'] },
    ],
  },
  {
    id: 'b22-005',
    class: 'mood-genre',
    lang: 'en',
    turns: ['creepy but not gory?? the kind of scary that gets under your skin and stays there'],
    checks: [{ atLeast: 3 }, { genreShare: ['Horror', 'Thriller', 'Mystery'], share: 0.8 }],
  },
  {
    id: 'b22-006',
    class: 'mood-genre',
    lang: 'en',
    turns: ['feeling kinda lonely tbh. got anything that feels like a warm hug'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Comedy', 'Romance', 'Family', 'Animation', 'Drama'], share: 0.8 },
      { noGenre: ['Horror', 'War'] },
    ],
  },
  {
    id: 'b22-007',
    class: 'mood-genre',
    lang: 'en',
    turns: ['Date night with my wife on Friday. Something romantic, but please not too sappy.'],
    checks: [{ atLeast: 3 }, { genreShare: ['Romance'], share: 0.6 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b22-008',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want to laugh so hard i cant breathe 😂😂'],
    checks: [{ atLeast: 3 }, { genreShare: ['Comedy'], share: 0.8 }],
  },
  {
    id: 'b22-009',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['to meio pra baixo hoje, me indica algo pra levantar o astral'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Music', 'Romance', 'Adventure'], share: 0.7 },
      { noGenre: ['Horror', 'War'] },
    ],
  },
  {
    id: 'b22-010',
    class: 'mood-genre',
    lang: 'en',
    turns: ['halloween party at mine, need stuff that actually makes ppl jump. not lame jump scares pls'],
    checks: [{ atLeast: 3 }, { genreShare: ['Horror'], share: 0.8 }],
  },
  {
    id: 'b22-011',
    class: 'mood-genre',
    lang: 'it',
    turns: ['stasera voglio qualcosa di epico, battaglie, spade, cavalli, roba così'],
    checks: [{ atLeast: 3 }, { genreShare: ['Action', 'Adventure', 'War', 'History'], share: 0.8 }],
  },
  {
    id: 'b22-012',
    class: 'mood-genre',
    lang: 'es',
    turns: ['quiero algo que me vuele la cabeza, de esas que te dejan pensando varios días'],
    checks: [{ atLeast: 3 }, { genreShare: ['Science Fiction', 'Mystery', 'Thriller'], share: 0.7 }],
  },
  {
    id: 'b22-013',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["j'ai besoin d'un film qui donne la pêche, la semaine a été nulle"],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Comedy', 'Family', 'Music', 'Animation', 'Adventure', 'Romance'], share: 0.7 },
      { noGenre: ['Horror', 'War'] },
    ],
  },
  {
    id: 'b22-014',
    class: 'mood-genre',
    lang: 'de',
    turns: ['ich brauch heute was fürs herz, darf ruhig kitschig sein'],
    checks: [{ atLeast: 2 }, { genreShare: ['Romance'], share: 0.6 }, { noGenre: ['Horror'] }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // likeness (12)
  {
    id: 'b22-015',
    class: 'likeness',
    lang: 'en',
    turns: ['more like knives out pls!! loved the whole whodunit thing'],
    checks: [{ atLeast: 3 }, { likeSeeds: [546554], share: 0.6 }, { excludesMovies: [546554] }],
  },
  {
    id: 'b22-016',
    class: 'likeness',
    lang: 'en',
    turns: ['is there something like alien but its actually funny'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [348], share: 0.6 },
      { genreShare: ['Comedy'], share: 0.6 },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b22-017',
    class: 'likeness',
    lang: 'en',
    turns: ['if the princess bride and indiana jones had a baby, what movie would it be lol'],
    checks: [{ atLeast: 3 }, { likeSeeds: [2493, 89], share: 0.6 }, { excludesMovies: [2493, 89] }],
  },
  {
    id: 'b22-018',
    class: 'likeness',
    lang: 'en',
    turns: ['whiplash wrecked me in the best way. similar intensity but NOT about music this time'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [244786], share: 0.6 },
      { noGenre: ['Music'] },
      { themeNone: 'music|jazz|drum|band|singer' },
      { excludesMovies: [244786] },
    ],
  },
  {
    id: 'b22-019',
    class: 'likeness',
    lang: 'en',
    turns: ["the shining but shorter? i can't sit through 2.5 hours on a weeknight"],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [694], share: 0.6 },
      { shorterThan: 694 },
      { excludesMovies: [694] },
    ],
  },
  {
    id: 'b22-020',
    class: 'likeness',
    lang: 'en',
    turns: ['stuff w the same feel as interstellar but older, like pre 2000'],
    checks: [{ atLeast: 2 }, { likeSeeds: [157336], share: 0.6 }, { yearBetween: [1900, 1999] }],
  },
  {
    id: 'b22-021',
    class: 'likeness',
    lang: 'en',
    movieId: 603,
    turns: ['anything else in this vibe?'],
    checks: [{ atLeast: 3 }, { likeSeeds: [603], share: 0.6 }, { excludesMovies: [603] }],
  },
  {
    id: 'b22-022',
    class: 'likeness',
    lang: 'pt',
    turns: ['assisti Divertida Mente com minha filha e a gente amou, tem outros nessa pegada?'],
    checks: [{ atLeast: 3 }, { likeSeeds: [150540], share: 0.6 }, { excludesMovies: [150540] }],
  },
  {
    id: 'b22-023',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo il buono il brutto il cattivo ma un po più recente'],
    checks: [{ atLeast: 2 }, { likeSeeds: [429], share: 0.6 }, { newerThan: 429 }, { excludesMovies: [429] }],
  },
  {
    id: 'b22-024',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a Amélie pero que no sea francés'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [194], share: 0.6 },
      { notOriginalLanguage: 'fr' },
      { excludesMovies: [194] },
    ],
  },
  {
    id: 'b22-025',
    class: 'likeness',
    lang: 'fr',
    turns: ['un truc dans le style de shaun of the dead et hot fuzz, cet humour anglais me tue'],
    checks: [{ atLeast: 3 }, { likeSeeds: [747, 4638], share: 0.6 }, { excludesMovies: [747, 4638] }],
  },
  {
    id: 'b22-026',
    class: 'likeness',
    lang: 'de',
    turns: ['So was wie Der Pate, nur nicht so lang bitte'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [238], share: 0.6 },
      { shorterThan: 238 },
      { excludesMovies: [238] },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // identify (10)
  {
    id: 'b22-027',
    class: 'identify',
    lang: 'en',
    turns: ['whats the movie where tom hanks is stuck on an island and his only friend is a football'],
    checks: [{ firstMovieIs: 8358 }],
  },
  {
    id: 'b22-028',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres this film where a grumpy weather guy keeps waking up on the same day over and over, i think it was christmas?',
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b22-029',
    class: 'identify',
    lang: 'en',
    turns: ['old man ties a ton of balloons to his house and flies it to africa with a boy scout. name??'],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b22-030',
    class: 'identify',
    lang: 'en',
    turns: [
      'I remember a movie where a man slowly discovers his entire life is being filmed and his wife is an actress. What is it called?',
    ],
    checks: [{ firstMovieIs: 37165 }],
  },
  {
    id: 'b22-031',
    class: 'identify',
    lang: 'en',
    turns: ['the bus that explodes if it slows down?? keanu is the cop i think'],
    checks: [{ firstMovieIs: 1637 }],
  },
  {
    id: 'b22-032',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual o nome daquele filme do cachorro que fica esperando o dono na estação de trem todo dia, até depois que ele morre 😭',
    ],
    checks: [{ firstMovieIs: 28178 }],
  },
  {
    id: 'b22-033',
    class: 'identify',
    lang: 'es',
    turns: [
      'cómo se llamaba la peli de la niña que encuentra una puertita en la casa nueva y del otro lado hay otra mamá con botones en vez de ojos',
    ],
    checks: [{ firstMovieIs: 14836 }],
  },
  {
    id: 'b22-034',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film où un riche en fauteuil roulant engage un jeune de banlieue pour s'occuper de lui",
    ],
    checks: [{ firstMovieIs: 77338 }],
  },
  {
    id: 'b22-035',
    class: 'identify',
    lang: 'de',
    turns: [
      'suche einen film: autor hat nen unfall im schnee, eine krankenschwester pflegt ihn gesund aber die ist total irre und lässt ihn nicht gehen',
    ],
    checks: [{ firstMovieIs: 1700 }],
  },
  {
    id: 'b22-036',
    class: 'identify',
    lang: 'it',
    turns: ['il film dove un papà fa credere al figlio che il campo di concentramento è tutto un gioco'],
    checks: [{ firstMovieIs: 637 }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // facts (10)
  {
    id: 'b22-037',
    class: 'facts',
    lang: 'en',
    turns: ['who directed parasite? the korean one that won everything'],
    checks: [{ saysDirectorOf: 496243 }],
  },
  {
    id: 'b22-038',
    class: 'facts',
    lang: 'en',
    turns: ['how long is return of the king? not the extended, just the normal cut'],
    checks: [{ saysRuntimeOf: 122 }],
  },
  {
    id: 'b22-039',
    class: 'facts',
    lang: 'en',
    turns: ['when did the OG blade runner come out, the harrison ford one'],
    checks: [{ saysYearOf: 78 }],
  },
  {
    id: 'b22-040',
    class: 'facts',
    lang: 'en',
    turns: ["who's in the holdovers besides paul giamatti"],
    checks: [{ saysCastOf: 840430, count: 2 }],
  },
  {
    id: 'b22-041',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }],
  },
  {
    id: 'b22-042',
    class: 'facts',
    lang: 'pt',
    turns: ['o poderoso chefão 2 tem quantas horas? quero ver hoje mas acordo cedo'],
    checks: [{ saysRuntimeOf: 240 }],
  },
  {
    id: 'b22-043',
    class: 'facts',
    lang: 'es',
    turns: ['¿en qué año salió El laberinto del fauno?'],
    checks: [{ saysYearOf: 1417 }],
  },
  {
    id: 'b22-044',
    class: 'facts',
    lang: 'fr',
    turns: ["qui joue dans Le Fabuleux Destin d'Amélie Poulain ? j'arrive jamais à me rappeler"],
    checks: [{ saysCastOf: 194, count: 2 }],
  },
  {
    id: 'b22-045',
    class: 'facts',
    lang: 'de',
    turns: ['Wie lange geht eigentlich Das Leben der Anderen?'],
    checks: [{ saysRuntimeOf: 582 }],
  },
  {
    id: 'b22-046',
    class: 'facts',
    lang: 'it',
    turns: ['chi è il regista di quei bravi ragazzi? quello con de niro'],
    checks: [{ saysDirectorOf: 769 }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // two-people (10)
  {
    id: 'b22-047',
    class: 'two-people',
    lang: 'en',
    turns: ['nolan movies that have michael caine in them'],
    checks: [{ atLeast: 3 }, { directedBy: 'Christopher Nolan' }, { hasCastMember: 'Michael Caine' }],
  },
  {
    id: 'b22-048',
    class: 'two-people',
    lang: 'en',
    turns: ['have pacino and de niro ever actually been in a movie together?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Al Pacino' },
      { hasCastMember: 'Robert De Niro' },
      { mentionsMovie: 949 },
    ],
  },
  {
    id: 'b22-049',
    class: 'two-people',
    lang: 'en',
    turns: ['arnie + james cameron, what did they do together'],
    checks: [{ atLeast: 2 }, { directedBy: 'James Cameron' }, { hasCastMember: 'Arnold Schwarzenegger' }],
  },
  {
    id: 'b22-050',
    class: 'two-people',
    lang: 'en',
    turns: ['jimmy stewart in hitchcock films?'],
    checks: [{ atLeast: 2 }, { directedBy: 'Alfred Hitchcock' }, { hasCastMember: 'James Stewart' }],
  },
  {
    id: 'b22-051',
    class: 'two-people',
    lang: 'en',
    turns: ['those pegg and frost comedies, which ones are on here'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b22-052',
    class: 'two-people',
    lang: 'pt',
    turns: ['filmes do tarantino com a uma thurman'],
    checks: [{ atLeast: 2 }, { directedBy: 'Quentin Tarantino' }, { hasCastMember: 'Uma Thurman' }],
  },
  {
    id: 'b22-053',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis donde sale Leo DiCaprio y las dirige Scorsese'],
    checks: [{ atLeast: 2 }, { directedBy: 'Martin Scorsese' }, { hasCastMember: 'Leonardo DiCaprio' }],
  },
  {
    id: 'b22-054',
    class: 'two-people',
    lang: 'fr',
    turns: ['les films avec bogart ET peter lorre'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Humphrey Bogart' }, { hasCastMember: 'Peter Lorre' }],
  },
  {
    id: 'b22-055',
    class: 'two-people',
    lang: 'de',
    turns: ['welche Filme hat Kurosawa mit Mifune gemacht?'],
    checks: [{ atLeast: 2 }, { directedBy: 'Akira Kurosawa' }, { hasCastMember: 'Toshirō Mifune' }],
  },
  {
    id: 'b22-056',
    class: 'two-people',
    lang: 'it',
    turns: ['film dove ci sono sia de niro che joe pesci'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Joe Pesci' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // themes (10)
  {
    id: 'b22-057',
    class: 'themes',
    lang: 'en',
    turns: ['movies with robots in them, the more robots the better 🤖'],
    checks: [{ atLeast: 3 }, { themeShare: 'robot|android|artificial|machine|cyborg', share: 0.6 }],
  },
  {
    id: 'b22-058',
    class: 'themes',
    lang: 'pt',
    turns: ['algum filme que se passa num trem ou numa estação de trem?'],
    checks: [{ atLeast: 2 }, { themeShare: '\\btrains?\\b|railway|railroad|station', share: 0.5 }],
  },
  {
    id: 'b22-059',
    class: 'themes',
    lang: 'es',
    turns: ['pelis de boxeadores, me encanta el boxeo'],
    checks: [{ atLeast: 3 }, { themeShare: 'box(er|ing)|heavyweight|prizefight', share: 0.6 }],
  },
  {
    id: 'b22-060',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur des journalistes ? je suis en école de journalisme'],
    checks: [{ atLeast: 2 }, { themeShare: 'journalis|reporter|newspaper|press', share: 0.5 }],
  },
  {
    id: 'b22-061',
    class: 'themes',
    lang: 'de',
    turns: ['Filme, die im Knast spielen'],
    checks: [{ atLeast: 3 }, { themeShare: 'prison|jail|convict|inmate|penitentiary', share: 0.6 }],
  },
  {
    id: 'b22-062',
    class: 'themes',
    lang: 'it',
    turns: ['un film con un professore che cambia la vita ai suoi studenti'],
    checks: [{ atLeast: 2 }, { themeShare: 'teacher|professor|school|tutor|student', share: 0.5 }],
  },
  {
    id: 'b22-063',
    class: 'themes',
    lang: 'en',
    turns: ['xmas movies that arent cheesy hallmark garbage'],
    checks: [{ atLeast: 3 }, { themeShare: 'christmas|santa|holiday', share: 0.6 }],
  },
  {
    id: 'b22-064',
    class: 'themes',
    lang: 'en',
    turns: ['films where new york is basically a character'],
    checks: [{ atLeast: 3 }, { themeShare: 'new york|manhattan|brooklyn|broadway', share: 0.6 }],
  },
  {
    id: 'b22-065',
    class: 'themes',
    lang: 'en',
    turns: ['got any good detective ones? like a guy in a trenchcoat figuring stuff out'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'detective|investigat|sherlock|private eye|inspector', share: 0.6 },
    ],
  },
  {
    id: 'b22-066',
    class: 'themes',
    lang: 'en',
    turns: ['movies set on an island 🏝️'],
    checks: [{ atLeast: 3 }, { themeShare: 'island', share: 0.6 }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // reply-language (10)
  {
    id: 'b22-067',
    class: 'reply-language',
    lang: 'es',
    turns: ['oye recomiéndame algo para ver con mi abuela, le encantan los musicales'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 2 }, { genreShare: ['Music'], share: 0.6 }],
  },
  {
    id: 'b22-068',
    class: 'reply-language',
    lang: 'es',
    turns: ['me gustó mucho Coco, ¿qué más me recomiendas?'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 2 }, { excludesMovies: [354912] }],
  },
  {
    id: 'b22-069',
    class: 'reply-language',
    lang: 'fr',
    turns: ["j'ai envie de rire ce soir, t'as quoi ?"],
    checks: [{ replyLanguage: 'fr' }, { atLeast: 2 }, { genreShare: ['Comedy'], share: 0.7 }],
  },
  {
    id: 'b22-070',
    class: 'reply-language',
    lang: 'fr',
    turns: ["Bonjour, pourriez-vous me conseiller un bon film policier s'il vous plaît ?"],
    checks: [
      { replyLanguage: 'fr' },
      { atLeast: 1 },
      { genreShare: ['Crime', 'Thriller', 'Mystery'], share: 0.7 },
    ],
  },
  {
    id: 'b22-071',
    class: 'reply-language',
    lang: 'de',
    turns: ['hab bock auf was mit dinos 🦖'],
    checks: [{ replyLanguage: 'de' }, { mentionsMovie: 329 }],
  },
  {
    id: 'b22-072',
    class: 'reply-language',
    lang: 'de',
    turns: ['Kannst du mir einen Film empfehlen, der mich zum Nachdenken bringt?'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 1 }],
  },
  {
    id: 'b22-073',
    class: 'reply-language',
    lang: 'pt',
    turns: ['to de ressaca kkkk quero um filme levinho que não precise pensar'],
    checks: [{ replyLanguage: 'pt' }, { atLeast: 2 }, { noGenre: ['Horror', 'War'] }],
  },
  {
    id: 'b22-074',
    class: 'reply-language',
    lang: 'pt',
    turns: ['Boa tarde! Gostaria de uma indicação de filme de ficção científica, por gentileza.'],
    checks: [{ replyLanguage: 'pt' }, { atLeast: 1 }, { genreShare: ['Science Fiction'], share: 0.7 }],
  },
  {
    id: 'b22-075',
    class: 'reply-language',
    lang: 'it',
    turns: ['ho voglia di un film che mi faccia piangere come una fontana'],
    checks: [{ replyLanguage: 'it' }, { atLeast: 2 }, { genreShare: ['Drama', 'Romance'], share: 0.6 }],
  },
  {
    id: 'b22-076',
    class: 'reply-language',
    lang: 'it',
    turns: ['mi consigli un cartone animato per i miei nipotini? hanno 5 e 7 anni'],
    checks: [
      { replyLanguage: 'it' },
      { atLeast: 2 },
      { genreShare: ['Animation'], share: 0.7 },
      { noGenre: ['Horror'] },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // original-language (6)
  {
    id: 'b22-077',
    class: 'original-language',
    lang: 'en',
    turns: ['something korean? everyone says theyre killing it lately'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b22-078',
    class: 'original-language',
    lang: 'en',
    turns: ["i'm learning german, any movies that were actually made in german so i can practice"],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }],
  },
  {
    id: 'b22-079',
    class: 'original-language',
    lang: 'en',
    turns: ["subtitled movie for date night? doesn't matter what language as long as it's not english"],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b22-080',
    class: 'original-language',
    lang: 'pt',
    turns: ['tem algum filme brasileiro aí?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'pt' }],
  },
  {
    id: 'b22-081',
    class: 'original-language',
    lang: 'it',
    turns: ['qualche film italiano vero, non quelli americani ambientati in italia'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'it' }],
  },
  {
    id: 'b22-082',
    class: 'original-language',
    lang: 'es',
    turns: ['algo en japonés que no sea anime'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // time-budget (6)
  {
    id: 'b22-083',
    class: 'time-budget',
    lang: 'en',
    turns: ['got like 90 mins before i have to leave, anything good that fits'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b22-084',
    class: 'time-budget',
    lang: 'en',
    turns: ['long haul flight tomorrow ✈️ give me a couple of proper epics, 3 hours or more'],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 180 }],
  },
  {
    id: 'b22-085',
    class: 'time-budget',
    lang: 'en',
    turns: ['something i can finish on my lunch break lol. under an hour'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 60 }],
  },
  {
    id: 'b22-086',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho só uma hora e meia antes de buscar as crianças, uma comédia rapidinha?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b22-087',
    class: 'time-budget',
    lang: 'de',
    turns: ['was kurzes unter 100 minuten, gern thriller'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 100 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b22-088',
    class: 'time-budget',
    lang: 'fr',
    turns: ["un film pas trop long pour ce soir, genre moins d'1h45 max"],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 105 }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // history (8)
  {
    id: 'b22-089',
    class: 'history',
    lang: 'en',
    turns: ['how many films have i logged this year? feels like way less than last year lol'],
    library: {
      diary: [
        { id: 496243, on: '-3d' },
        { id: 244786, on: '-20d' },
        { id: 949, on: '-60d' },
        { id: 603, on: '-100d' },
        { id: 680, on: '-200d' },
        { id: 1585, on: '2025-12-20' },
        { id: 348, on: '2025-11-02' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b22-090',
    class: 'history',
    lang: 'en',
    turns: ['anything on my watchlist thats under 2 hrs? im tired'],
    library: { watchlist: [947, 346, 152601, 329865, 419430, 244786, 872585] },
    checks: [{ atLeast: 2 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b22-091',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch last week again, my memory is trash'],
    library: {
      diary: [
        { id: 496243, on: '-2d' },
        { id: 77338, on: '-5d' },
        { id: 949, on: '-40d' },
        { id: 603, on: '2025-08-01' },
      ],
    },
    checks: [{ mentionsAll: [496243, 77338] }, { excludesMovies: [949, 603] }],
  },
  {
    id: 'b22-092',
    class: 'history',
    lang: 'en',
    turns: ['based on the stuff i rated high, what should i watch next? something i havent seen obviously'],
    library: {
      ratings: [
        [603, 10],
        [218, 9],
        [1091, 9],
        [114, 4],
      ],
    },
    checks: [
      { atLeast: 3 },
      { noneFrom: 'seen' },
      { genreShare: ['Science Fiction', 'Action', 'Horror', 'Thriller'], share: 0.6 },
    ],
  },
  {
    id: 'b22-093',
    class: 'history',
    lang: 'en',
    turns: ["what's my highest rated movie"],
    library: {
      ratings: [
        [1366, 7],
        [155, 10],
        [4011, 6],
        [11036, 3],
        [680, 8],
      ],
    },
    checks: [{ firstMovieIs: 155 }],
  },
  {
    id: 'b22-094',
    class: 'history',
    lang: 'it',
    turns: ['che film ho visto a marzo?'],
    library: {
      diary: [
        { id: 105, on: 'Y0-03-05' },
        { id: 120, on: 'Y0-03-22' },
        { id: 862, on: 'Y0-04-10' },
        { id: 11036, on: 'Y0-02-14' },
      ],
    },
    checks: [{ onlyFrom: 'diary' }, { mentionsAll: [105, 120] }, { excludesMovies: [862, 11036] }],
  },
  {
    id: 'b22-095',
    class: 'history',
    lang: 'en',
    turns: ["crime-ish recs but nothing i've seen or already saved pls, want fresh picks"],
    library: {
      likes: [13, 278, 680, 550],
      watchlist: [238, 155],
      diary: [{ id: 807, on: '-10d' }],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'library' }, { genreShare: ['Crime', 'Thriller'], share: 0.6 }],
  },
  {
    id: 'b22-096',
    class: 'history',
    lang: 'en',
    turns: ['which of the films i saved for later is a comedy? i need a laugh'],
    library: { watchlist: [120467, 840430, 346, 670, 438631] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // group (6)
  {
    id: 'b22-097',
    class: 'group',
    lang: 'en',
    turns: ['movie night w my gf, she only watches rom coms and im an action guy. help us not fight lol'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b22-098',
    class: 'group',
    lang: 'en',
    turns: [
      'family night, kids are 6 and 10, and my husband falls asleep the second anything animated comes on. ideas?',
    ],
    checks: [{ atLeast: 2 }, { genreAll: ['Family'] }, { noGenre: ['Animation', 'Horror'] }],
  },
  {
    id: 'b22-099',
    class: 'group',
    lang: 'en',
    turns: ['watching with my dad who only likes westerns and my little brother who is obsessed with space'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Western', 'Science Fiction'] }],
  },
  {
    id: 'b22-100',
    class: 'group',
    lang: 'es',
    turns: ['somos 5 amigos, a dos les va el terror y a los otros tres la comedia, ¿qué ponemos?'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Horror', 'Comedy'] }],
  },
  {
    id: 'b22-101',
    class: 'group',
    lang: 'fr',
    turns: [
      'soirée film avec mes parents (la soixantaine) et mon petit frère de 14 ans, un truc qui plaise à tout le monde, rien de trop violent',
    ],
    checks: [{ atLeast: 2 }, { noGenre: ['Horror', 'War'] }],
  },
  {
    id: 'b22-102',
    class: 'group',
    lang: 'de',
    turns: ['wir sind zu dritt: einer will krimi, einer sci-fi und ich will einfach nur lachen'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Crime', 'Science Fiction', 'Comedy'] }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // follow-ups (10)
  {
    id: 'b22-103',
    class: 'follow-ups',
    lang: 'en',
    turns: ['crime movies with a heist in them?', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b22-104',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me some 90s thrillers', 'the second one sounds cool, tell me more about it'],
    checks: [{ firstIsNthOfPrevious: 2 }],
  },
  {
    id: 'b22-105',
    class: 'follow-ups',
    lang: 'en',
    turns: ['animated stuff that adults would actually enjoy', 'who directed the 3rd one'],
    checks: [{ saysDirectorOfPrevious: 3 }],
  },
  {
    id: 'b22-106',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['queria ver um filme de guerra', 'quanto tempo dura o primeiro?'],
    checks: [{ saysRuntimeOfPrevious: 1 }],
  },
  {
    id: 'b22-107',
    class: 'follow-ups',
    lang: 'en',
    turns: ['best sci fi of all time??', 'seen all of those already. got any others'],
    checks: [{ atLeast: 3 }, { noneFrom: 'earlier' }, { genreShare: ['Science Fiction'], share: 0.6 }],
  },
  {
    id: 'b22-108',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami qualche commedia romantica', 'ok ma solo roba vecchia, prima del 2000'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [1900, 1999] },
      { genreShare: ['Romance', 'Comedy'], share: 0.8 },
    ],
  },
  {
    id: 'b22-109',
    class: 'follow-ups',
    lang: 'en',
    turns: ['movies like jaws', 'can u sort those newest to oldest'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }],
  },
  {
    id: 'b22-110',
    class: 'follow-ups',
    lang: 'en',
    turns: ['show me some horror movies', 'which one of these is the oldest?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }],
  },
  {
    id: 'b22-111',
    class: 'follow-ups',
    lang: 'en',
    turns: ['feel good movies?', 'something shorter maybe', 'and no cartoons pls'],
    checks: [{ atLeast: 2 }, { noGenre: ['Animation', 'Horror'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b22-112',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pásame pelis de Nolan', '¿y cuál es la más larga de esas?'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // small-talk (4)
  {
    id: 'b22-113',
    class: 'small-talk',
    lang: 'en',
    turns: ['heyyy 👋 whats up'],
    checks: [{ notContains: CONFUSED }, { maxChars: 700 }],
  },
  {
    id: 'b22-114',
    class: 'small-talk',
    lang: 'en',
    turns: ['thx that was actually super helpful!!'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }],
  },
  {
    id: 'b22-115',
    class: 'small-talk',
    lang: 'pt',
    turns: ['valeu, boa noite!'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b22-116',
    class: 'small-talk',
    lang: 'en',
    turns: ['wait are you a real person or a bot'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // markdown (4)
  {
    id: 'b22-117',
    class: 'markdown',
    lang: 'en',
    turns: ['5 sci fi movies, numbered, year next to each. _no_ star wars'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Science Fiction'] },
      { excludesMovies: [11, 1891, 1892] },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b22-118',
    class: 'markdown',
    lang: 'en',
    turns: ['tarantino filmography w/ a one-liner for each'],
    checks: [{ atLeast: 4 }, { directedBy: 'Quentin Tarantino' }, { rendersMarkdown: true }],
  },
  {
    id: 'b22-119',
    class: 'markdown',
    lang: 'en',
    turns: ['put all the mission impossible movies in a list, in order'],
    checks: [{ atLeast: 4 }, { themeShare: 'Mission: Impossible', share: 1 }, { rendersMarkdown: true }],
  },
  {
    id: 'b22-120',
    class: 'markdown',
    lang: 'en',
    turns: ['top 3 pixar, bold the titles and a tiny blurb each **please**'],
    checks: [{ exactly: 3 }, { companyAll: 'pixar' }, { rendersMarkdown: true }],
  },
];
