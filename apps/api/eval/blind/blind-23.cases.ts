/**
 * Blind chat evaluation, set 23: 120 conversations typed the way real people type to a movie assistant — loose
 * words, typos, run-ons, follow-ups that point back ("the 2nd one", "which of those"), a signed-in user asking
 * about their own diary, ratings, likes and watchlist, group and couple picks described by tastes and ages, time
 * budgets given as clock times, original-language wishes said both ways, layout requests, and six languages.
 *
 * Written without reading the assistant's code, its own evaluation, or any other blind set: only the case format
 * (blind-types.ts), the runner and the starter catalog's data were read. This set is TUNED to: its failures may be
 * read by developers afterwards.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** Replies of an assistant that did not understand (the runner's own pattern, copied). */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)';

/** A numbered list item somewhere in the reply. */
const NUMBERED = '(^|\\n)\\s*1[.)]\\s';
/** A bullet list item somewhere in the reply. */
const BULLETED = '(^|\\n)\\s*[-*•]\\s';

export const BLIND_23_CASES: BlindCase[] = [
  // ------------------------------------------------------------------ follow-ups (14)
  {
    id: 'b23-001',
    class: 'follow-ups',
    lang: 'en',
    turns: ['need something funny tonight, nothing too dumb tho', 'shorter ones? like under 100 min'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b23-002',
    class: 'follow-ups',
    lang: 'en',
    turns: ['scary movies from the 80s pls', 'the 2nd one, who directed that?'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b23-003',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiéndame pelis de ciencia ficción', 'y cuánto dura la primera?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b23-004',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["des films d'animation pour ce soir ?", 'lequel est le plus court ?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b23-005',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some classic crime films?', 'only the ones older than 1980 plz'],
    checks: [{ atLeast: 2 }, { genreAll: ['Crime'] }, { yearBetween: [1900, 1979] }],
  },
  {
    id: 'b23-006',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'recommend me some westerns',
      'any of those with clint eastwood in it?',
      'ok how long is the first one u said',
    ],
    checks: [{ saysRuntimeOfPrevious: 1 }],
  },
  {
    id: 'b23-007',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de guerra bons', 'tem algum mais recente? tipo depois de 2000'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { yearBetween: [2001, 2030] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b23-008',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film romantici?', 'altri? diversi da quelli che mi hai già detto'],
    checks: [{ atLeast: 2 }, { genreAll: ['Romance'] }, { noneFrom: 'earlier' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b23-009',
    class: 'follow-ups',
    lang: 'en',
    turns: ['what are some good heist movies', 'which of those is the oldest'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }],
  },
  {
    id: 'b23-010',
    class: 'follow-ups',
    lang: 'en',
    turns: ['give me a few sci-fi movies', 'ahora en español por favor'],
    checks: [{ atLeast: 2 }, { genreAll: ['Science Fiction'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b23-011',
    class: 'follow-ups',
    lang: 'en',
    turns: ['movies with tom hanks?', 'just the titles pls, numbered'],
    checks: [
      { atLeast: 3 },
      { hasCastMember: 'Tom Hanks' },
      { contains: NUMBERED },
      { maxChars: 700 },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b23-012',
    class: 'follow-ups',
    lang: 'de',
    turns: ['Zeichentrickfilme für Kinder?', "der dritte, worum geht's da?"],
    checks: [{ firstIsNthOfPrevious: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b23-013',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'i want a thriller',
      'seen most of those lol. anything older?',
      'ok tell me more about the first one',
    ],
    checks: [{ firstIsNthOfPrevious: 1 }],
  },
  {
    id: 'b23-014',
    class: 'follow-ups',
    lang: 'fr',
    turns: [
      'des films de Christopher Nolan ?',
      "tu peux me le redire en anglais ? c'est pour un pote qui parle pas français",
    ],
    checks: [{ atLeast: 2 }, { directedBy: 'Christopher Nolan' }, { replyLanguage: 'en' }],
  },

  // ------------------------------------------------------------------ group (12)
  {
    id: 'b23-015',
    class: 'group',
    lang: 'en',
    turns: ["family movie night!! kids are 6 and 9 and grandma's coming too, nothing scary pls"],
    checks: [{ atLeast: 3 }, { noGenre: ['Horror', 'Thriller'] }, { genreShare: ['Family'], share: 0.6 }],
  },
  {
    id: 'b23-016',
    class: 'group',
    lang: 'en',
    turns: [
      '5 of us tonight. 2 want action, one will only watch comedies and my gf is a total romance person. anything that works for everyone??',
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Action', 'Comedy', 'Romance'] }],
  },
  {
    id: 'b23-017',
    class: 'group',
    lang: 'es',
    turns: ['somos 4 amigos, dos son fans del terror y los otros dos solo quieren reírse. qué ponemos?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Horror', 'Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b23-018',
    class: 'group',
    lang: 'fr',
    turns: [
      "soirée avec mes neveux de 10 et 12 ans, ils kiffent l'aventure mais leur mère veut rien de trop violent",
    ],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Adventure'], share: 0.6 },
      { noGenre: ['Horror', 'War'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b23-019',
    class: 'group',
    lang: 'de',
    turns: [
      'Wir sind zu dritt: ich steh auf Science-Fiction, mein Bruder auf Krimis und meine Mutter will nichts Brutales sehen',
    ],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['Science Fiction', 'Crime'] },
      { noGenre: ['Horror', 'War'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b23-020',
    class: 'group',
    lang: 'pt',
    turns: [
      'vamos ver um filme em família hoje: eu, meu marido e as crianças de 4 e 7 anos. algo curto que eles aguentem até o fim',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { runtimeAtMost: 100 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b23-021',
    class: 'group',
    lang: 'it',
    turns: [
      'serata tra colleghi, saremo in 8 con gusti diversissimi. niente horror e niente mattoni da tre ore',
    ],
    checks: [{ atLeast: 3 }, { noGenre: ['Horror'] }, { runtimeAtMost: 150 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b23-022',
    class: 'group',
    lang: 'en',
    turns: ["sleepover for my daughter's 11th bday, 6 girls, they're obsessed with singing and dancing rn"],
    checks: [{ atLeast: 2 }, { genreShare: ['Music'], share: 0.6 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b23-023',
    class: 'group',
    lang: 'en',
    turns: [
      "me and 3 buddies all around 30, we're into gangster stuff. tarantino, scorsese, that kinda thing",
    ],
    checks: [{ atLeast: 3 }, { genreAll: ['Crime'] }],
  },
  {
    id: 'b23-024',
    class: 'group',
    lang: 'en',
    turns: [
      "grandpa only watches westerns, my little bro (8) only wants cartoons, and i'm stuck in the middle. help",
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Western', 'Animation'] }],
  },
  {
    id: 'b23-025',
    class: 'group',
    lang: 'en',
    turns: [
      'game night got cancelled so the 4 of us are doing a movie instead. one hates animated stuff, one hates horror, but all of us like comedies',
    ],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { noGenre: ['Horror', 'Animation'] }],
  },
  {
    id: 'b23-026',
    class: 'group',
    lang: 'en',
    turns: [
      'picking for the whole house tonight - me, my partner and the two teens (14 and 16). skip anything ive already seen please',
    ],
    library: {
      diary: [
        { id: 1891, on: '-12d', rating: 9 },
        { id: 11, on: '-40d', rating: 8 },
        { id: 105, on: '-70d' },
        { id: 9340, on: '-95d', rating: 7 },
      ],
      ratings: [[85, 8]],
      likes: [329],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }],
  },

  // ------------------------------------------------------------------ history (12)
  {
    id: 'b23-027',
    class: 'history',
    lang: 'en',
    turns: ['remind me what i watched this past week, my memory is garbage lol'],
    library: {
      diary: [
        { id: 680, on: '-2d', rating: 9 },
        { id: 10681, on: '-5d' },
        { id: 289, on: '-45d', rating: 8 },
      ],
    },
    checks: [{ mentionsAll: [680, 10681] }, { neverMentions: [289] }],
  },
  {
    id: 'b23-028',
    class: 'history',
    lang: 'en',
    turns: ['quick one, how many movies have i actually logged this year? feels like not a lot'],
    library: {
      diary: [
        { id: 603, on: 'Y0-01-14' },
        { id: 278, on: 'Y0-03-02', rating: 10 },
        { id: 13, on: 'Y0-06-20' },
        { id: 550, on: 'Y0-10-31', rating: 7 },
        { id: 155, on: '2025-12-28' },
        { id: 27205, on: '2025-11-02' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b23-029',
    class: 'history',
    lang: 'es',
    turns: ['¿qué tengo pendiente en mi lista que sea cortita? hoy no tengo mucho tiempo'],
    library: { watchlist: [947, 194, 862, 839, 346, 235] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 100 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b23-030',
    class: 'history',
    lang: 'en',
    turns: ['which one did i give the best score to? forgot'],
    library: {
      ratings: [
        [603, 7],
        [278, 10],
        [13, 8],
        [550, 6],
      ],
    },
    checks: [{ firstMovieIs: 278 }],
  },
  {
    id: 'b23-031',
    class: 'history',
    lang: 'en',
    turns: ['what did i end up watching back in march?'],
    library: {
      diary: [
        { id: 275, on: 'Y0-02-27' },
        { id: 578, on: 'Y0-03-05', rating: 8 },
        { id: 348, on: 'Y0-03-22' },
        { id: 949, on: 'Y0-05-01', rating: 9 },
      ],
    },
    checks: [{ mentionsAll: [578, 348] }, { neverMentions: [275, 949] }],
  },
  {
    id: 'b23-032',
    class: 'history',
    lang: 'pt',
    turns: ['me indica uns filmes parecidos com os que eu curti, mas que eu ainda não tenha visto'],
    library: { likes: [348, 1091, 679] },
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { likeSeeds: [348, 1091], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b23-033',
    class: 'history',
    lang: 'it',
    turns: ['nella mia watchlist c’è qualche commedia? ho bisogno di ridere stasera'],
    library: { watchlist: [115, 424, 120467, 238, 1891] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b23-034',
    class: 'history',
    lang: 'en',
    turns: ['that one i gave a 3... who was even in it'],
    library: {
      ratings: [
        [1124, 9],
        [19995, 3],
        [155, 8],
      ],
    },
    checks: [{ mentionsMovie: 19995 }, { saysCastOf: 19995, count: 2 }],
  },
  {
    id: 'b23-035',
    class: 'history',
    lang: 'en',
    turns: ["it's 10pm, anything from my watchlist i could finish before midnight?"],
    library: { watchlist: [28, 10681, 1422, 77, 240, 44214] },
    checks: [{ atLeast: 2 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b23-036',
    class: 'history',
    lang: 'en',
    turns: ['what have i watched recently?', 'ok and which of those was the longest'],
    library: {
      diary: [
        { id: 14160, on: '-2d', rating: 8 },
        { id: 497, on: '-9d', rating: 9 },
        { id: 807, on: '-20d' },
      ],
    },
    checks: [{ firstMovieIs: 497 }],
  },
  {
    id: 'b23-037',
    class: 'history',
    lang: 'en',
    turns: [
      "recommend me something new based on what i've been into lately. nothing that's already on my list",
    ],
    library: {
      diary: [
        { id: 949, on: '-3d', rating: 9 },
        { id: 1422, on: '-10d', rating: 8 },
        { id: 769, on: '-20d', rating: 9 },
      ],
      watchlist: [238, 103],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'library' }, { genreShare: ['Crime'], share: 0.6 }],
  },
  {
    id: 'b23-038',
    class: 'history',
    lang: 'de',
    turns: ['Hab ich Inception eigentlich schon gesehen? Und wann war das?'],
    library: {
      diary: [
        { id: 27205, on: '2025-08-14', rating: 8 },
        { id: 603, on: '2025-09-01' },
      ],
    },
    checks: [{ mentionsMovie: 27205 }, { contains: '2025' }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------ time-budget (10)
  {
    id: 'b23-039',
    class: 'time-budget',
    lang: 'en',
    turns: ['train ride of about 2h, what can i watch on my laptop'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 125 }],
  },
  {
    id: 'b23-040',
    class: 'time-budget',
    lang: 'en',
    turns: ["kids wake up at 9 and it's 7:15 now. can i squeeze a movie in before?"],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 105 }],
  },
  {
    id: 'b23-041',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo hora y media antes de salir, algo de acción?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Action'] }, { runtimeAtMost: 95 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b23-042',
    class: 'time-budget',
    lang: 'en',
    turns: ['lunch break is 50 mins, anything i can watch start to finish?'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 50 }],
  },
  {
    id: 'b23-043',
    class: 'time-budget',
    lang: 'de',
    turns: ['Mein Flug dauert so 3 Stunden. Such mir was Langes raus, das aber noch reinpasst'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 180 }, { runtimeAtLeast: 120 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b23-044',
    class: 'time-budget',
    lang: 'en',
    turns: ['short horror, 90 min max. i scare easy but wanna try 😬'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b23-045',
    class: 'time-budget',
    lang: 'it',
    turns: ["ho solo un'oretta e mezza, qualcosa di leggero"],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 95 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Romance'], share: 0.6 },
    ],
  },
  {
    id: 'b23-046',
    class: 'time-budget',
    lang: 'en',
    turns: ['got like 2 and a half hours to kill'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 150 }],
  },
  {
    id: 'b23-047',
    class: 'time-budget',
    lang: 'en',
    turns: ['something under an hour and a half thats not a cartoon'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b23-048',
    class: 'time-budget',
    lang: 'en',
    turns: ['movie starts at 8 and i gotta be asleep by 10 lol. something funny'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { runtimeAtMost: 120 }],
  },

  // ------------------------------------------------------------------ original-language (10)
  {
    id: 'b23-049',
    class: 'original-language',
    lang: 'en',
    turns: ['nothing dubbed please — i want stuff actually made in japanese'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ja' }],
  },
  {
    id: 'b23-050',
    class: 'original-language',
    lang: 'en',
    turns: ['no subtitles pls, english language thrillers only'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'en' }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b23-051',
    class: 'original-language',
    lang: 'es',
    turns: ['quiero pelis que sean en español de verdad, no dobladas'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }],
  },
  {
    id: 'b23-052',
    class: 'original-language',
    lang: 'fr',
    turns: ['un bon film français, en VO bien sûr'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'fr' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b23-053',
    class: 'original-language',
    lang: 'de',
    turns: ["Gibt's hier auch deutsche Filme? Also wirklich auf Deutsch gedreht, nicht synchronisiert"],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }],
  },
  {
    id: 'b23-054',
    class: 'original-language',
    lang: 'pt',
    turns: ['tem algum filme brasileiro? falado em português mesmo'],
    checks: [{ originalLanguage: 'pt' }, { mentionsMovie: 598 }],
  },
  {
    id: 'b23-055',
    class: 'original-language',
    lang: 'it',
    turns: ['film italiani in lingua originale, possibilmente non i soliti western'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { noGenre: ['Western'] }],
  },
  {
    id: 'b23-056',
    class: 'original-language',
    lang: 'en',
    turns: ["korean movies? my coworker won't shut up about them"],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b23-057',
    class: 'original-language',
    lang: 'en',
    turns: ['i hate reading subtitles. good war movie?'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'en' }, { genreAll: ['War'] }],
  },
  {
    id: 'b23-058',
    class: 'original-language',
    lang: 'en',
    turns: ['something not in english for once, animated would be cool'],
    checks: [{ atLeast: 2 }, { notOriginalLanguage: 'en' }, { genreAll: ['Animation'] }],
  },

  // ------------------------------------------------------------------ markdown (8)
  {
    id: 'b23-059',
    class: 'markdown',
    lang: 'en',
    turns: ['90s comedies, numbered list pls'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Comedy'] },
      { yearBetween: [1990, 1999] },
      { contains: NUMBERED },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b23-060',
    class: 'markdown',
    lang: 'en',
    turns: ['80s sci-fi. just the titles, no descriptions'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1980, 1989] },
      { maxChars: 700 },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b23-061',
    class: 'markdown',
    lang: 'es',
    turns: ['dame 3 pelis de miedo, solo los nombres, sin explicaciones'],
    checks: [{ exactly: 3 }, { genreAll: ['Horror'] }, { maxChars: 450 }],
  },
  {
    id: 'b23-062',
    class: 'markdown',
    lang: 'fr',
    turns: ['fais court stp : un seul polar, pas de blabla'],
    checks: [{ exactly: 1 }, { genreAll: ['Crime'] }, { maxChars: 400 }],
  },
  {
    id: 'b23-063',
    class: 'markdown',
    lang: 'de',
    turns: ['Kannst du mir 5 Actionfilme als Stichpunkte geben? Ohne Nummerierung bitte'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Action'] },
      { contains: BULLETED },
      { notContains: NUMBERED },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b23-064',
    class: 'markdown',
    lang: 'pt',
    turns: ['me passa uma lista numerada com 4 animações da Pixar'],
    checks: [{ exactly: 4 }, { companyAll: 'Pixar' }, { contains: NUMBERED }, { rendersMarkdown: true }],
  },
  {
    id: 'b23-065',
    class: 'markdown',
    lang: 'it',
    turns: ['in breve per favore: un thriller e basta, niente liste lunghe'],
    checks: [{ atLeast: 1 }, { atMost: 2 }, { genreAll: ['Thriller'] }, { maxChars: 600 }],
  },
  {
    id: 'b23-066',
    class: 'markdown',
    lang: 'en',
    turns: ['some feel-good movies?', 'can u redo that as a numbered list with the year next to each one'],
    checks: [
      { atLeast: 2 },
      { subsetOf: 'previous' },
      { contains: NUMBERED },
      { contains: '\\b(19|20)\\d\\d\\b' },
      { rendersMarkdown: true },
    ],
  },

  // ------------------------------------------------------------------ small-talk (6)
  {
    id: 'b23-067',
    class: 'small-talk',
    lang: 'en',
    turns: ['heyyy whats up'],
    checks: [{ notContains: CONFUSED }, { maxChars: 800 }],
  },
  {
    id: 'b23-068',
    class: 'small-talk',
    lang: 'es',
    turns: ['muchas gracias, me salvaste la noche 🙏'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'es' }],
  },
  {
    id: 'b23-069',
    class: 'small-talk',
    lang: 'fr',
    turns: ["t'es un robot ou quoi ? 😂"],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b23-070',
    class: 'small-talk',
    lang: 'de',
    turns: ['Was kannst du eigentlich alles?'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'de' }],
  },
  {
    id: 'b23-071',
    class: 'small-talk',
    lang: 'pt',
    turns: ['boa noite! tudo bem com você?'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b23-072',
    class: 'small-talk',
    lang: 'it',
    turns: ['grazie mille, buona serata!'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------ mood-genre (8)
  {
    id: 'b23-073',
    class: 'mood-genre',
    lang: 'en',
    turns: ["feeling kinda down today, need something that'll cheer me up"],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Romance', 'Music'], share: 0.6 },
    ],
  },
  {
    id: 'b23-074',
    class: 'mood-genre',
    lang: 'en',
    turns: ['want to be scared out of my mind tonight 👻'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b23-075',
    class: 'mood-genre',
    lang: 'es',
    turns: ['algo para llorar a moco tendido'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Drama'], share: 0.7 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b23-076',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["envie d'un film qui fait réfléchir, un peu prise de tête"],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Drama', 'Mystery', 'Science Fiction'], share: 0.7 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b23-077',
    class: 'mood-genre',
    lang: 'en',
    turns: ['in the mood for lots of shooting and explosions, brain off'],
    checks: [{ atLeast: 3 }, { genreAll: ['Action'] }],
  },
  {
    id: 'b23-078',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['tô a fim de dar umas boas risadas hoje'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b23-079',
    class: 'mood-genre',
    lang: 'it',
    turns: ['voglio un film che mi tenga col fiato sospeso fino alla fine'],
    checks: [{ atLeast: 2 }, { genreShare: ['Thriller', 'Mystery'], share: 0.7 }],
  },
  {
    id: 'b23-080',
    class: 'mood-genre',
    lang: 'en',
    turns: ['something cozy for a rainy sunday, nothing violent'],
    checks: [{ atLeast: 3 }, { noGenre: ['Horror', 'War', 'Crime', 'Thriller'] }],
  },

  // ------------------------------------------------------------------ likeness (8)
  {
    id: 'b23-081',
    class: 'likeness',
    lang: 'en',
    turns: ['stuff like knives out'],
    checks: [{ atLeast: 3 }, { likeSeeds: [546554], share: 0.6 }, { excludesMovies: [546554] }],
  },
  {
    id: 'b23-082',
    class: 'likeness',
    lang: 'en',
    turns: ['loved interstaller!! more like that?'],
    checks: [{ atLeast: 3 }, { likeSeeds: [157336], share: 0.6 }, { excludesMovies: [157336] }],
  },
  {
    id: 'b23-083',
    class: 'likeness',
    lang: 'en',
    turns: ['something with the same vibe as pans labyrinth'],
    checks: [{ atLeast: 2 }, { likeSeeds: [1417], share: 0.6 }, { excludesMovies: [1417] }],
  },
  {
    id: 'b23-084',
    class: 'likeness',
    lang: 'fr',
    turns: ["des films dans le même genre que Le Fabuleux Destin d'Amélie Poulain"],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [194], share: 0.6 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b23-085',
    class: 'likeness',
    lang: 'en',
    turns: ['anything like the godfather? but not the sequels, seen those'],
    checks: [{ atLeast: 3 }, { likeSeeds: [238], share: 0.6 }, { excludesMovies: [238, 240, 242] }],
  },
  {
    id: 'b23-086',
    class: 'likeness',
    lang: 'pt',
    turns: ['quero algo parecido com Cidade de Deus'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [598], share: 0.6 },
      { excludesMovies: [598] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b23-087',
    class: 'likeness',
    lang: 'en',
    turns: ['anything like life is beautiful? that one wrecked me'],
    checks: [{ atLeast: 2 }, { likeSeeds: [637], share: 0.6 }, { excludesMovies: [637] }],
  },
  {
    id: 'b23-088',
    class: 'likeness',
    lang: 'en',
    movieId: 947,
    turns: ["more like this but shorter, i can't do 3.5 hours"],
    checks: [
      { atLeast: 2 },
      { shorterThan: 947 },
      { likeSeeds: [947], share: 0.5 },
      { excludesMovies: [947] },
    ],
  },

  // ------------------------------------------------------------------ identify (8)
  {
    id: 'b23-089',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the one where the weatherman wakes up on the same day over and over, every morning is feb 2nd',
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b23-090',
    class: 'identify',
    lang: 'en',
    turns: [
      'old movie, guy with a broken leg stuck in his apartment spying on the neighbours and he thinks one of them killed his wife',
    ],
    checks: [{ firstMovieIs: 567 }],
  },
  {
    id: 'b23-091',
    class: 'identify',
    lang: 'es',
    turns: [
      'la peli donde un tipo no puede crear recuerdos nuevos y se tatúa pistas en el cuerpo para encontrar al que mató a su mujer',
    ],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b23-092',
    class: 'identify',
    lang: 'fr',
    turns: [
      'le film où un écrivain a un accident de voiture dans la neige et se fait séquestrer par une fan complètement tarée',
    ],
    checks: [{ firstMovieIs: 1700 }],
  },
  {
    id: 'b23-093',
    class: 'identify',
    lang: 'de',
    turns: [
      'Wie hieß nochmal der Film mit dem Jungen, der einen Außerirdischen im Schrank versteckt? Die fliegen am Ende mit dem Fahrrad',
    ],
    checks: [{ firstMovieIs: 601 }],
  },
  {
    id: 'b23-094',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele desenho do ratinho que quer ser chef de cozinha num restaurante em Paris'],
    checks: [{ firstMovieIs: 2062 }],
  },
  {
    id: 'b23-095',
    class: 'identify',
    lang: 'it',
    turns: [
      'quel film dove un tizio scopre che tutta la sua vita è in realtà uno show in tv e la sua città è finta',
    ],
    checks: [{ firstMovieIs: 37165 }],
  },
  {
    id: 'b23-096',
    class: 'identify',
    lang: 'en',
    turns: [
      'kid gets forgotten when his whole family flies off to paris for christmas and he fights off 2 burglers with traps. name??',
    ],
    checks: [{ firstMovieIs: 771 }],
  },

  // ------------------------------------------------------------------ facts (6)
  {
    id: 'b23-097',
    class: 'facts',
    lang: 'en',
    movieId: 496243,
    turns: ['who made this one'],
    checks: [{ saysDirectorOf: 496243 }],
  },
  {
    id: 'b23-098',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer?? is it actually 3 hours'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b23-099',
    class: 'facts',
    lang: 'es',
    turns: ['¿en qué año salió Volver al futuro?'],
    checks: [{ saysYearOf: 105 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b23-100',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui les acteurs dans Intouchables ?"],
    checks: [{ saysCastOf: 77338, count: 2 }],
  },
  {
    id: 'b23-101',
    class: 'facts',
    lang: 'de',
    turns: ['Wie lang geht eigentlich Titanic? Muss morgen früh raus'],
    checks: [{ saysRuntimeOf: 597 }],
  },
  {
    id: 'b23-102',
    class: 'facts',
    lang: 'it',
    turns: ['chi ha diretto Nuovo Cinema Paradiso?'],
    checks: [{ saysDirectorOf: 11216 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------ two-people (6)
  {
    id: 'b23-103',
    class: 'two-people',
    lang: 'en',
    turns: ["date night. she loves romcoms, i'm a sci-fi nerd. is there anything that's kinda both?"],
    checks: [{ atLeast: 1 }, { genreCovers: ['Romance', 'Science Fiction'] }],
  },
  {
    id: 'b23-104',
    class: 'two-people',
    lang: 'en',
    turns: ['my bf wants explosions and i just want to laugh, pls find us a compromise 😅'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Action', 'Comedy'] }],
  },
  {
    id: 'b23-105',
    class: 'two-people',
    lang: 'fr',
    turns: ['mon copain adore les westerns et moi les films d’animation... on regarde quoi tous les deux ?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Western', 'Animation'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b23-106',
    class: 'two-people',
    lang: 'de',
    turns: ['Meine Freundin kann Horror nicht ausstehen und ich keine Schnulzen. Was geht für uns beide?'],
    checks: [{ atLeast: 2 }, { noGenre: ['Horror', 'Romance'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b23-107',
    class: 'two-people',
    lang: 'pt',
    turns: ['eu e minha mãe: ela gosta de drama, eu de suspense. o que a gente assiste?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Drama', 'Thriller'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b23-108',
    class: 'two-people',
    lang: 'en',
    turns: [
      "watching with my roommate, she's already seen everything on my watchlist so nothing from there. we both love a good mystery",
    ],
    library: { watchlist: [807, 1124, 77, 11324, 546554] },
    checks: [{ atLeast: 2 }, { genreAll: ['Mystery'] }, { excludesMovies: [807, 1124, 77, 11324, 546554] }],
  },

  // ------------------------------------------------------------------ themes (6)
  {
    id: 'b23-109',
    class: 'themes',
    lang: 'en',
    turns: ['movies about time travel?'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'time-travel|back in time|into the past|reliving|same day|same february|travel back|time machine',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b23-110',
    class: 'themes',
    lang: 'es',
    turns: ['pelis sobre robots o inteligencia artificial'],
    checks: [
      { atLeast: 3 },
      {
        themeShare: 'robot|artificial|cyborg|machine|android|simulation|operating system|cybernetic|\\bAI\\b',
        share: 0.6,
      },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b23-111',
    class: 'themes',
    lang: 'en',
    turns: ['films about prison breaks or people stuck in jail'],
    checks: [{ atLeast: 3 }, { themeShare: 'prison|jail|escape|inmate|convict', share: 0.6 }],
  },
  {
    id: 'b23-112',
    class: 'themes',
    lang: 'de',
    turns: ['Filme über Musiker oder ne Band'],
    checks: [
      { atLeast: 3 },
      {
        themeShare: 'music|band\\b|singer|jazz|drummer|pianist|rock|concert|guitar|frontman|songwriter',
        share: 0.6,
      },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b23-113',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes sobre o espaço, astronautas, essas coisas'],
    checks: [{ atLeast: 3 }, { themeShare: 'space|astronaut|planet|moon|mars|galax|nasa|orbit', share: 0.6 }],
  },
  {
    id: 'b23-114',
    class: 'themes',
    lang: 'it',
    turns: ['film sulla mafia'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'mafia|\\bmob\\b|gangster|crime family|corleone|wiseguy', share: 0.6 },
    ],
  },

  // ------------------------------------------------------------------ reply-language (6)
  {
    id: 'b23-115',
    class: 'reply-language',
    lang: 'en',
    turns: ['can u answer in german pls — best leonardo dicaprio movies?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Leonardo DiCaprio' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b23-116',
    class: 'reply-language',
    lang: 'es',
    turns: ['Hola! Busco una peli de dibujos para ver con mi sobrina de 5 años'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b23-117',
    class: 'reply-language',
    lang: 'fr',
    turns: ["Bonjour, je voudrais voir un film d'Hitchcock, lequel me conseillez-vous ?"],
    checks: [{ atLeast: 1 }, { directedBy: 'Alfred Hitchcock' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b23-118',
    class: 'reply-language',
    lang: 'de',
    turns: ["Hallo, ich hätte gern einen Film mit Tom Cruise, wenn's geht"],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Tom Cruise' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b23-119',
    class: 'reply-language',
    lang: 'pt',
    turns: ['Oi, pode me indicar um bom faroeste?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Western'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b23-120',
    class: 'reply-language',
    lang: 'it',
    turns: ['Ciao! Mi consigli qualche film di Miyazaki?'],
    checks: [{ atLeast: 3 }, { directedBy: 'Hayao Miyazaki' }, { replyLanguage: 'it' }],
  },
];
