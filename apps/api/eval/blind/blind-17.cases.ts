/**
 * Blind chat evaluation, set 17: 100 conversations typed the way people type to a movie chat assistant. Written
 * without reading the assistant's code, the other chat evaluations or the earlier blind sets: only the case format
 * (blind-types.ts), the runner that judges the checks, the starter catalog and the raw data were read. HELD OUT: run once at the end of a round, never read to tune. FROZEN: never
 * reword a prompt to suit the assistant. A check that misjudges the catalog's data may be fixed, with the reason in
 * the commit message.
 */
import type { BlindCase } from './blind-types.ts';

/** Replies of an assistant that did not understand (the same pattern the runner exports). */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)';
/** A markdown table: a header separator such as `|---|` or `| :--- |`. */
const TABLE = '\\|\\s*:?-{3,}';
/** A numbered list item at the start of a line. */
const NUMBERED = '(?:^|\\n)\\s*1[.)]\\s';
/** A bullet list item at the start of a line. */
const BULLETS = '(?:^|\\n)\\s*[-*•]\\s';

export const BLIND_17_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------ group (10)
  {
    id: 'b17-001',
    class: 'group',
    lang: 'en',
    turns: [
      'me and my gf cant agree on anything lol. i want action she wants something romantic, anything that works for both of us?',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Action', 'Romance'] }],
  },
  {
    id: 'b17-002',
    class: 'group',
    lang: 'en',
    turns: ['family movie night tonight, kids are 6 and 9. nothing scary pls'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family', 'Animation'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b17-003',
    class: 'group',
    lang: 'en',
    turns: [
      'having 5 friends over saturday, half of us love horror and the other half only watch comedies 😅 what do we put on',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Horror', 'Comedy'] }],
  },
  {
    id: 'b17-004',
    class: 'group',
    lang: 'en',
    turns: [
      "watching something with my parents this weekend, they're in their 60s and love the old classics. maybe something from before 1970?",
    ],
    checks: [{ atLeast: 2 }, { yearBetween: [1900, 1969] }],
  },
  {
    id: 'b17-005',
    class: 'group',
    lang: 'en',
    turns: ["date night tmrw and she's not into violent stuff or horror. something sweet?"],
    checks: [
      { atLeast: 1 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Romance', 'Comedy'], share: 0.6 },
    ],
  },
  {
    id: 'b17-006',
    class: 'group',
    lang: 'es',
    turns: [
      'voy a ver una peli con mi novia, a ella le gusta el drama y a mi la ciencia ficcion. que nos recomiendas?',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Drama', 'Science Fiction'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b17-007',
    class: 'group',
    lang: 'fr',
    turns: ['soirée entre potes ce soir, on veut juste rigoler. des idées ?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b17-008',
    class: 'group',
    lang: 'de',
    turns: ['Filmabend mit meinen Neffen (7 und 10), irgendwas Lustiges aber kindgerecht bitte'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b17-009',
    class: 'group',
    lang: 'pt',
    turns: [
      'eu e meu namorado vamos ver um filme hoje, ele só curte ação e eu amo animação kkk alguma ideia?',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Action', 'Animation'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b17-010',
    class: 'group',
    lang: 'it',
    turns: [
      'stasera film con gli amici, alcuni vogliono un thriller e altri una commedia... cosa ci consigli?',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Thriller', 'Comedy'] }, { replyLanguage: 'it' }],
  },

  // --------------------------------------------------------------------------------------------- likeness (10)
  {
    id: 'b17-011',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like inception?? just rewatched it and my brain is melting'],
    checks: [{ atLeast: 3 }, { likeSeeds: [27205], share: 0.6 }, { excludesMovies: [27205] }],
  },
  {
    id: 'b17-012',
    class: 'likeness',
    lang: 'en',
    turns: ['anything similar to knives out'],
    checks: [{ atLeast: 2 }, { likeSeeds: [546554], share: 0.6 }, { excludesMovies: [546554] }],
  },
  {
    id: 'b17-013',
    class: 'likeness',
    lang: 'en',
    turns: ['just watched get out and parasite back to back. more stuff like that pls'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [419430, 496243], share: 0.6 },
      { excludesMovies: [419430, 496243] },
    ],
  },
  {
    id: 'b17-014',
    class: 'likeness',
    lang: 'en',
    movieId: 348,
    turns: ['more like this one'],
    checks: [{ atLeast: 2 }, { likeSeeds: [348], share: 0.6 }, { excludesMovies: [348] }],
  },
  {
    id: 'b17-015',
    class: 'likeness',
    lang: 'en',
    turns: ['my nephew watched toy story like 20 times, what else is like it'],
    checks: [{ atLeast: 2 }, { likeSeeds: [862], share: 0.7 }, { excludesMovies: [862] }],
  },
  {
    id: 'b17-016',
    class: 'likeness',
    lang: 'en',
    turns: ['i want something like heat but more recent'],
    checks: [{ atLeast: 1 }, { likeSeeds: [949], share: 0.6 }, { newerThan: 949 }, { excludesMovies: [949] }],
  },
  {
    id: 'b17-017',
    class: 'likeness',
    lang: 'es',
    turns: ['pelis parecidas a el viaje de chihiro?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [129], share: 0.6 },
      { excludesMovies: [129] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b17-018',
    class: 'likeness',
    lang: 'fr',
    movieId: 194,
    turns: ["j'ai adoré, t'as d'autres films dans le même style ?"],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [194], share: 0.6 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b17-019',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo parecido com mad max estrada da fúria'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [76341], share: 0.6 },
      { excludesMovies: [76341] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b17-020',
    class: 'likeness',
    lang: 'it',
    turns: ['film simili a grand budapest hotel?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [120467], share: 0.6 },
      { excludesMovies: [120467] },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------- two-people (8)
  {
    id: 'b17-021',
    class: 'two-people',
    lang: 'en',
    turns: ['de niro + scorsese movies, which ones are there'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b17-022',
    class: 'two-people',
    lang: 'en',
    turns: ['films with both al pacino and robert de niro in them?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Al Pacino' },
      { hasCastMember: 'Robert De Niro' },
      { mentionsMovie: 949 },
    ],
  },
  {
    id: 'b17-023',
    class: 'two-people',
    lang: 'en',
    turns: ['nolan movies w michael caine'],
    checks: [{ atLeast: 3 }, { directedBy: 'Christopher Nolan' }, { hasCastMember: 'Michael Caine' }],
  },
  {
    id: 'b17-024',
    class: 'two-people',
    lang: 'en',
    turns: ['what have simon pegg and nick frost done together'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Simon Pegg' },
      { hasCastMember: 'Nick Frost' },
      { mentionsAll: [747, 4638] },
    ],
  },
  {
    id: 'b17-025',
    class: 'two-people',
    lang: 'en',
    turns: ['tom hanks movies that spielberg directed'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b17-026',
    class: 'two-people',
    lang: 'es',
    turns: ['películas de Tarantino donde salga Samuel L. Jackson'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Quentin Tarantino' },
      { hasCastMember: 'Samuel L. Jackson' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b17-027',
    class: 'two-people',
    lang: 'fr',
    turns: ['les films de scorsese avec dicaprio ?'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Martin Scorsese' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b17-028',
    class: 'two-people',
    lang: 'de',
    turns: ['Welche Filme hat Nolan mit Cillian Murphy gemacht?'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Christopher Nolan' },
      { hasCastMember: 'Cillian Murphy' },
      { replyLanguage: 'de' },
    ],
  },

  // ------------------------------------------------------------------------------------------ time-budget (8)
  {
    id: 'b17-029',
    class: 'time-budget',
    lang: 'en',
    turns: ['only got like an hour and a half before bed, something funny?'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b17-030',
    class: 'time-budget',
    lang: 'en',
    turns: ['short horror movie under 90 min'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b17-031',
    class: 'time-budget',
    lang: 'en',
    turns: ['2 hour flight tomorrow ✈️ need an action or sci fi movie that fits'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 120 }, { genreAll: ['Action', 'Science Fiction'] }],
  },
  {
    id: 'b17-032',
    class: 'time-budget',
    lang: 'en',
    turns: ['lazy sunday, i have literally all day. give me a proper long epic, 3 hours+'],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 180 }],
  },
  {
    id: 'b17-033',
    class: 'time-budget',
    lang: 'pt',
    turns: ['filme pra criançada pequena, no máximo 80 minutos senão eles não aguentam'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 80 },
      { genreAll: ['Animation', 'Family'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b17-034',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo una hora y media nomas, algo de animación para los niños'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Animation'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b17-035',
    class: 'time-budget',
    lang: 'fr',
    turns: ['un thriller de moins de 2h svp'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 120 }, { genreAll: ['Thriller'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b17-036',
    class: 'time-budget',
    lang: 'de',
    turns: ['was kurzes bitte, max 100 minuten, gern ein drama'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }, { genreAll: ['Drama'] }, { replyLanguage: 'de' }],
  },

  // ----------------------------------------------------------------------------------------------- themes (8)
  {
    id: 'b17-037',
    class: 'themes',
    lang: 'en',
    turns: ['movies about robots or AI'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'robot|android|artificial(ly)? intellig|\\bA\\.?I\\.?\\b|cyborg|machine|computer|droid|operating system',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b17-038',
    class: 'themes',
    lang: 'en',
    turns: ['any good prison escape movies'],
    checks: [{ atLeast: 2 }, { themeShare: 'prison|jail|inmate|escape|convict', share: 0.6 }],
  },
  {
    id: 'b17-039',
    class: 'themes',
    lang: 'en',
    turns: ['movies set in space. like actually in space not just aliens on earth'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          '\\bspace|astronaut|planet|galaxy|galactic|\\bmars\\b|\\bmoon\\b|orbit|spacecraft|spaceship|nasa|jupiter|wormhole|starship|death star',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b17-040',
    class: 'themes',
    lang: 'en',
    turns: ['christmas movies for this weekend 🎄'],
    checks: [{ atLeast: 3 }, { themeShare: 'christmas|santa|xmas|holiday|toymaker|gifts', share: 0.6 }],
  },
  {
    id: 'b17-041',
    class: 'themes',
    lang: 'en',
    turns: ['time travel movies?'],
    checks: [
      { atLeast: 2 },
      {
        themeShare:
          'time[- ]travel|back in time|into the past|the past|future|same day|same february|reliving|travel back',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b17-042',
    class: 'themes',
    lang: 'es',
    turns: ['pelis de extraterrestres, las que sean'],
    checks: [
      { atLeast: 2 },
      {
        themeShare: 'alien|extraterrestrial|extra-terrestrial|spacecraft|invasion|creature|martian|ufo',
        share: 0.6,
      },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b17-043',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes sobre o mar ou com tubarão 🦈'],
    checks: [
      { atLeast: 2 },
      {
        themeShare: 'shark|ocean|\\bsea\\b|mermaid|underwater|\\bfish|marine biolog|whale|sail|reef|island',
        share: 0.6,
      },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b17-044',
    class: 'themes',
    lang: 'de',
    turns: ['Mafia-Filme, gern die Klassiker'],
    checks: [
      { atLeast: 2 },
      {
        themeShare:
          '\\bmob\\b|mafia|gangster|crime family|wiseguy|hitm[ae]n|crime boss|cartel|godfather|corleone',
        share: 0.6,
      },
      { replyLanguage: 'de' },
    ],
  },

  // ------------------------------------------------------------------------------------ original-language (8)
  {
    id: 'b17-045',
    class: 'original-language',
    lang: 'en',
    turns: ['recommend some japanese anime movies'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b17-046',
    class: 'original-language',
    lang: 'en',
    turns: ['korean movies pls, i loved squid game'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b17-047',
    class: 'original-language',
    lang: 'en',
    turns: ["foreign thriller, not in english. i don't mind subtitles"],
    checks: [{ atLeast: 2 }, { notOriginalLanguage: 'en' }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b17-048',
    class: 'original-language',
    lang: 'en',
    turns: ['bollywood movie recs?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'hi' }],
  },
  {
    id: 'b17-049',
    class: 'original-language',
    lang: 'fr',
    turns: ['des films français à voir absolument ?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b17-050',
    class: 'original-language',
    lang: 'it',
    turns: ["mi consigli qualche western all'italiana?"],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { genreAll: ['Western'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b17-051',
    class: 'original-language',
    lang: 'es',
    turns: ['alguna peli hablada en español? de cualquier país'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b17-052',
    class: 'original-language',
    lang: 'de',
    turns: ['gute deutsche filme?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------- follow-ups (8)
  {
    id: 'b17-053',
    class: 'follow-ups',
    lang: 'en',
    turns: ['sci fi recs pls', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b17-054',
    class: 'follow-ups',
    lang: 'en',
    turns: ['80s horror movies', "more! ones you didn't already say"],
    checks: [
      { atLeast: 1 },
      { noneFrom: 'earlier' },
      { genreAll: ['Horror'] },
      { yearBetween: [1980, 1989] },
    ],
  },
  {
    id: 'b17-055',
    class: 'follow-ups',
    lang: 'en',
    turns: ['good comedies?', 'how long is the 2nd one'],
    checks: [{ saysRuntimeOfPrevious: 2 }],
  },
  {
    id: 'b17-056',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some thrillers', 'who directed the first one?'],
    checks: [{ saysDirectorOfPrevious: 1 }],
  },
  {
    id: 'b17-057',
    class: 'follow-ups',
    lang: 'en',
    turns: ['animated movies for a rainy day', 'those but older, like before the 90s'],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { yearBetween: [1900, 1989] }],
  },
  {
    id: 'b17-058',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de guerra', 'cuál es la más antigua de esas?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b17-059',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des bons drames à conseiller ?', 'parle-moi plus du troisième'],
    checks: [{ firstIsNthOfPrevious: 3 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b17-060',
    class: 'follow-ups',
    lang: 'de',
    turns: ['Actionfilme bitte', 'welcher davon ist am kürzesten?', 'und wer hat den gedreht?'],
    checks: [{ saysDirectorOfPrevious: 1 }, { replyLanguage: 'de' }],
  },

  // ---------------------------------------------------------------------------------------------- history (6)
  {
    id: 'b17-061',
    class: 'history',
    lang: 'en',
    library: { watchlist: [603, 862, 1124, 747, 155] },
    turns: ['what should i watch from my watchlist tonight? needs to be under 100 min'],
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b17-062',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 13, on: '-2d', rating: 8 },
        { id: 550, on: '-9d' },
        { id: 603, on: '-15d', rating: 9 },
        { id: 862, on: '-40d' },
        { id: 238, on: '2025-12-20', rating: 10 },
        { id: 680, on: '2024-06-01' },
      ],
    },
    turns: ['how many movies have i logged this year?'],
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b17-063',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [603, 10],
        [78, 9],
        [157336, 9],
        [62, 8],
      ],
    },
    turns: ["based on my ratings what should i watch next? something i haven't seen obviously"],
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { genreShare: ['Science Fiction'], share: 0.5 }],
  },
  {
    id: 'b17-064',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 680, on: '-20d' },
        { id: 13, on: '-10d' },
        { id: 550, on: '-3d', rating: 8 },
      ],
    },
    turns: ["what was the last movie i watched again? can't remember lol"],
    checks: [{ firstMovieIs: 550 }],
  },
  {
    id: 'b17-065',
    class: 'history',
    lang: 'es',
    library: {
      diary: [
        { id: 13, on: 'Y0-01-10' },
        { id: 238, on: 'Y0-03-05', rating: 9 },
        { id: 769, on: 'Y0-03-19' },
        { id: 603, on: 'Y0-05-02' },
      ],
    },
    turns: ['qué películas vi en marzo?'],
    checks: [
      { onlyFrom: 'diary' },
      { mentionsAll: [238, 769] },
      { excludesMovies: [13, 603] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b17-066',
    class: 'history',
    lang: 'fr',
    library: { watchlist: [194, 77338, 115, 680, 862] },
    turns: ['un truc de ma watchlist pour ce soir ? plutôt une comédie'],
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },

  // ------------------------------------------------------------------------------------------- mood-genre (6)
  {
    id: 'b17-067',
    class: 'mood-genre',
    lang: 'en',
    turns: ['rough day at work 😩 need something light and funny'],
    checks: [{ atLeast: 2 }, { genreShare: ['Comedy'], share: 0.7 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b17-068',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want to be scared tonight. like properly scared'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror', 'Thriller'] }, { genreShare: ['Horror'], share: 0.6 }],
  },
  {
    id: 'b17-069',
    class: 'mood-genre',
    lang: 'en',
    turns: ['in the mood for a good cry tbh'],
    checks: [{ atLeast: 2 }, { genreShare: ['Drama', 'Romance'], share: 0.8 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b17-070',
    class: 'mood-genre',
    lang: 'es',
    turns: ['quiero algo de acción con muchas explosiones jaja'],
    checks: [{ atLeast: 2 }, { genreAll: ['Action'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b17-071',
    class: 'mood-genre',
    lang: 'de',
    turns: ['hab lust auf nen richtig spannenden krimi heute abend'],
    checks: [{ atLeast: 2 }, { genreAll: ['Crime', 'Thriller', 'Mystery'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b17-072',
    class: 'mood-genre',
    lang: 'it',
    turns: ['ho voglia di qualcosa di romantico stasera 💕'],
    checks: [{ atLeast: 2 }, { genreShare: ['Romance'], share: 0.7 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------- small-talk (5)
  {
    id: 'b17-073',
    class: 'small-talk',
    lang: 'en',
    turns: ['hey whats up'],
    checks: [{ notContains: CONFUSED }, { maxChars: 700 }],
  },
  {
    id: 'b17-074',
    class: 'small-talk',
    lang: 'en',
    turns: ['any good westerns?', 'perfect thanks!! 🙏'],
    checks: [{ notContains: CONFUSED }, { maxChars: 500 }],
  },
  {
    id: 'b17-075',
    class: 'small-talk',
    lang: 'en',
    turns: ['what can u do exactly'],
    checks: [{ notContains: CONFUSED }],
  },
  {
    id: 'b17-076',
    class: 'small-talk',
    lang: 'pt',
    turns: ['oi! tudo bem?'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'pt' }, { maxChars: 700 }],
  },
  {
    id: 'b17-077',
    class: 'small-talk',
    lang: 'it',
    turns: ["mi consigli un film d'animazione?", 'grazie mille, sei un grande'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'it' }, { maxChars: 500 }],
  },

  // --------------------------------------------------------------------------------------------- identify (6)
  {
    id: 'b17-078',
    class: 'identify',
    lang: 'en',
    turns: ["what's that movie where a weatherman keeps waking up on the same day"],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b17-079',
    class: 'identify',
    lang: 'en',
    turns: ['the pixar one where the old guy flies his house away w balloons'],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b17-080',
    class: 'identify',
    lang: 'en',
    turns: ["90s movie, a bus can't go below 50mph or it blows up. keanu reeves i think"],
    checks: [{ firstMovieIs: 1637 }],
  },
  {
    id: 'b17-081',
    class: 'identify',
    lang: 'es',
    turns: ['cómo se llamaba la peli del niño que esconde un extraterrestre en su casa?'],
    checks: [{ firstMovieIs: 601 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b17-082',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film avec le rat qui veut devenir chef à paris"],
    checks: [{ firstMovieIs: 2062 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b17-083',
    class: 'identify',
    lang: 'de',
    turns: ['wie heißt der film wo tom hanks auf einer insel strandet und mit nem volleyball redet'],
    checks: [{ firstMovieIs: 8358 }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------------ facts (6)
  {
    id: 'b17-084',
    class: 'facts',
    lang: 'en',
    turns: ['who directed parasite'],
    checks: [{ saysDirectorOf: 496243 }],
  },
  {
    id: 'b17-085',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer? need to know if i can fit it in tonight'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b17-086',
    class: 'facts',
    lang: 'en',
    movieId: 603,
    turns: ['what year did this come out'],
    checks: [{ saysYearOf: 603 }],
  },
  {
    id: 'b17-087',
    class: 'facts',
    lang: 'en',
    turns: ["who's in pulp fiction"],
    checks: [{ saysCastOf: 680, count: 2 }],
  },
  {
    id: 'b17-088',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b17-089',
    class: 'facts',
    lang: 'it',
    turns: ['quanto dura il padrino?'],
    checks: [{ saysRuntimeOf: 238 }, { replyLanguage: 'it' }],
  },

  // --------------------------------------------------------------------------------------- reply-language (6)
  {
    id: 'b17-090',
    class: 'reply-language',
    lang: 'es',
    turns: ['recomiéndame una peli de animación porfa'],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b17-091',
    class: 'reply-language',
    lang: 'fr',
    turns: ['tu peux me conseiller un bon western ?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Western'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b17-092',
    class: 'reply-language',
    lang: 'de',
    turns: ['Kannst du mir einen guten Science-Fiction-Film empfehlen?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Science Fiction'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b17-093',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me indica um filme de terror bom'],
    checks: [{ atLeast: 1 }, { genreAll: ['Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b17-094',
    class: 'reply-language',
    lang: 'it',
    turns: ['consigliami un film di guerra'],
    checks: [{ atLeast: 1 }, { genreAll: ['War'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b17-095',
    class: 'reply-language',
    lang: 'en',
    turns: ["recommend me a comedy but answer in spanish pls, i'm practicing 😅"],
    checks: [{ atLeast: 1 }, { genreAll: ['Comedy'] }, { replyLanguage: 'es' }],
  },

  // --------------------------------------------------------------------------------------------- markdown (5)
  {
    id: 'b17-096',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 nolan movies, numbered list pls'],
    checks: [
      { exactly: 5 },
      { directedBy: 'Christopher Nolan' },
      { contains: NUMBERED },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b17-097',
    class: 'markdown',
    lang: 'en',
    turns: ['can you put the original star wars trilogy in a table with year and runtime'],
    checks: [{ contains: TABLE }, { mentionsAll: [11, 1891, 1892] }, { rendersMarkdown: true }],
  },
  {
    id: 'b17-098',
    class: 'markdown',
    lang: 'en',
    turns: ['3 animated movies, bullet points, one line each'],
    checks: [{ exactly: 3 }, { genreAll: ['Animation'] }, { contains: BULLETS }, { rendersMarkdown: true }],
  },
  {
    id: 'b17-099',
    class: 'markdown',
    lang: 'en',
    turns: ['table comparing the godfather and godfather part 2 - year, runtime, director'],
    checks: [
      { contains: TABLE },
      { mentionsAll: [238, 240] },
      { saysRuntimeOf: 240 },
      { saysDirectorOf: 238 },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b17-100',
    class: 'markdown',
    lang: 'de',
    turns: ['Mach mir bitte eine Tabelle mit Hitchcock-Filmen, mit Jahr und Laufzeit'],
    checks: [
      { atLeast: 3 },
      { contains: TABLE },
      { directedBy: 'Alfred Hitchcock' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
];
