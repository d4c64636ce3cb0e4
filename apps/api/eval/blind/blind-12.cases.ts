/**
 * Blind chat evaluation, set 12: 100 conversations typed the way people type to a movie chat assistant. Written
 * without reading the assistant's code, the other chat evaluations or the earlier blind sets: only the case format
 * (blind-types.ts), the runner that judges the checks, the starter catalog and the raw data were read. FROZEN:
 * never reword a prompt to suit the assistant. A check that misjudges the catalog's data may be fixed, with the
 * reason in the commit message. HELD OUT: nobody tunes the assistant to these cases; the set is run once, at the
 * end of a round, as the honest estimate of how well the assistant understands people.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply that says, in any of the six languages, that it did not understand. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)|no (?:te )?entend|pas compris|nicht verstanden|non ho capito|não entendi';

const NUMBERED = '(^|\\n)\\s*1[.)]\\s';
const BULLETED = '(^|\\n)\\s*[-*•]\\s';
const A_YEAR = '\\b(19|20)\\d\\d\\b';

export const BLIND_12_CASES: BlindCase[] = [
  // mood-genre
  {
    id: 'b12-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['recommend me a scary movie, home alone tonight lol'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror', 'Thriller'] }, { genreShare: ['Horror'], share: 0.6 }],
  },
  {
    id: 'b12-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need a feel good movie pls, its been a rough week'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror'] },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Romance', 'Music'], share: 0.6 },
    ],
  },
  {
    id: 'b12-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want something thatll make me cry my eyes out'],
    checks: [{ atLeast: 3 }, { genreShare: ['Drama', 'Romance'], share: 0.6 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b12-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ['give me 2 mind bending movies, the kind where you need to rewatch it'],
    checks: [{ exactly: 2 }, { genreAll: ['Science Fiction', 'Mystery', 'Thriller'] }],
  },
  {
    id: 'b12-005',
    class: 'mood-genre',
    lang: 'en',
    turns: ['any good westerns?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b12-006',
    class: 'mood-genre',
    lang: 'es',
    turns: ['ponme una de risa q estoy de bajón'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b12-007',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["je veux un bon film d'action ce soir"],
    checks: [{ atLeast: 3 }, { genreAll: ['Action'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b12-008',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['só um filme de suspense, o melhor que tiver'],
    checks: [{ exactly: 1 }, { genreAll: ['Thriller', 'Mystery'] }, { replyLanguage: 'pt' }],
  },

  // history
  {
    id: 'b12-009',
    class: 'history',
    lang: 'en',
    turns: ['what was the last thing i watched'],
    library: {
      diary: [
        { id: 680, on: '-40d', rating: 9 },
        { id: 603, on: '-3d', rating: 8 },
        { id: 238, on: '-15d' },
      ],
    },
    checks: [{ firstMovieIs: 603 }, { atMost: 3 }],
  },
  {
    id: 'b12-010',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i logged this year so far?'],
    library: {
      diary: [
        { id: 105, on: 'Y0-01-14', rating: 8 },
        { id: 862, on: 'Y0-04-02' },
        { id: 27205, on: 'Y0-07-19', rating: 9 },
        { id: 157336, on: 'Y0-09-30', rating: 10 },
        { id: 550, on: '2025-11-02', rating: 7 },
        { id: 13, on: '2025-12-28' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b12-011',
    class: 'history',
    lang: 'en',
    turns: ['wait what did i watch back in march? cant remember'],
    library: {
      diary: [
        { id: 680, on: 'Y0-02-11', rating: 9 },
        { id: 155, on: 'Y0-03-04', rating: 10 },
        { id: 120, on: 'Y0-03-22', rating: 8 },
        { id: 13, on: 'Y0-04-09', rating: 7 },
      ],
    },
    checks: [{ onlyFrom: 'diary' }, { mentionsAll: [155, 120] }, { neverMentions: [680, 13] }],
  },
  {
    id: 'b12-012',
    class: 'history',
    lang: 'en',
    turns: ['more stuff like the ones i rated highest? nothing ive already seen'],
    library: {
      ratings: [
        [27205, 10],
        [157336, 10],
        [603, 9],
        [11036, 3],
        [4348, 4],
      ],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Science Fiction'], share: 0.6 }],
  },
  {
    id: 'b12-013',
    class: 'history',
    lang: 'es',
    turns: ['cuál es la peli q mejor he puntuado?'],
    library: {
      ratings: [
        [278, 7],
        [13, 10],
        [550, 8],
        [238, 9],
      ],
    },
    checks: [{ firstMovieIs: 13 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b12-014',
    class: 'history',
    lang: 'de',
    turns: ['was steht eigentlich alles auf meiner merkliste?'],
    library: {
      diary: [{ id: 578, on: '-20d', rating: 8 }],
      watchlist: [19, 582, 613],
    },
    checks: [{ onlyFrom: 'watchlist' }, { mentionsAll: [19, 582, 613] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b12-015',
    class: 'history',
    lang: 'pt',
    turns: ['qual foi o pior filme que eu vi esse ano'],
    library: {
      diary: [
        { id: 19912, on: '2025-10-12', rating: 1 },
        { id: 9532, on: 'Y0-02-01', rating: 3 },
        { id: 862, on: 'Y0-05-05', rating: 9 },
        { id: 205321, on: 'Y0-06-10', rating: 5 },
        { id: 550, on: 'Y0-08-08', rating: 8 },
      ],
    },
    checks: [{ firstMovieIs: 9532 }, { replyLanguage: 'pt' }],
  },

  // small-talk
  {
    id: 'b12-016',
    class: 'small-talk',
    lang: 'en',
    turns: ['any good comedies?', 'perfect thanks!! thats all i needed'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { notContains: CONFUSED }],
  },
  {
    id: 'b12-017',
    class: 'small-talk',
    lang: 'en',
    turns: ['heyy'],
    checks: [{ maxChars: 600 }, { notContains: CONFUSED }],
  },
  {
    id: 'b12-018',
    class: 'small-talk',
    lang: 'en',
    turns: ['can u help me with my math homework real quick, whats 15% of 80'],
    checks: [{ maxChars: 700 }, { notContains: CONFUSED }],
  },
  {
    id: 'b12-019',
    class: 'small-talk',
    lang: 'en',
    turns: ['whats the weather gonna be like tomorrow in london'],
    checks: [{ maxChars: 600 }, { notContains: CONFUSED }, { notContains: '\\d+\\s*°|degrees' }],
  },
  {
    id: 'b12-020',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao! come stai?'],
    checks: [{ noMovies: true }, { maxChars: 500 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b12-021',
    class: 'small-talk',
    lang: 'de',
    turns: ['zeig mir ein paar komödien', 'super, danke dir! schönen abend noch'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b12-022',
    class: 'small-talk',
    lang: 'fr',
    turns: ["t'es vraiment trop fort, merci pour les conseils d'hier soir"],
    checks: [{ noMovies: true }, { replyLanguage: 'fr' }, { notContains: CONFUSED }],
  },

  // identify
  {
    id: 'b12-023',
    class: 'identify',
    lang: 'en',
    turns: ['whats that movie where the weatherman guy keeps waking up on the same day over and over'],
    checks: [{ firstMovieIs: 137 }, { atMost: 3 }],
  },
  {
    id: 'b12-024',
    class: 'identify',
    lang: 'en',
    turns: [
      'the one with the little kid who sees dead people and bruce willis is his psychologist? title pls',
    ],
    checks: [{ firstMovieIs: 745 }, { atMost: 3 }],
  },
  {
    id: 'b12-025',
    class: 'identify',
    lang: 'en',
    turns: ['tom hanks gets stuck on an island for years and talks to a volleyball, what was it called'],
    checks: [{ firstMovieIs: 8358 }],
  },
  {
    id: 'b12-026',
    class: 'identify',
    lang: 'en',
    turns: [
      'i think it had leonardo dicaprio, dreams inside dreams, and a spinning top at the very end? cant remember the name',
    ],
    checks: [{ firstMovieIs: 27205 }, { atMost: 3 }],
  },
  {
    id: 'b12-027',
    class: 'identify',
    lang: 'es',
    turns: ['cómo se llamaba la peli del pez payaso que cruza todo el océano buscando a su hijo'],
    checks: [{ firstMovieIs: 12 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b12-028',
    class: 'identify',
    lang: 'it',
    turns: [
      'quel film dove il papà fa credere al figlio che il campo di concentramento è tutto un gioco a punti',
    ],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b12-029',
    class: 'identify',
    lang: 'pt',
    turns: [
      'um desenho japonês em que a menina vai trabalhar numa casa de banhos de espíritos depois que os pais viram porcos',
    ],
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'pt' }],
  },

  // facts
  {
    id: 'b12-030',
    class: 'facts',
    lang: 'en',
    turns: ['who directed pulp fiction'],
    checks: [{ saysDirectorOf: 680 }, { maxChars: 1200 }],
  },
  {
    id: 'b12-031',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer? trying to figure out if i can fit it in tonight'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b12-032',
    class: 'facts',
    lang: 'en',
    movieId: 329,
    turns: ["who's in this one"],
    checks: [{ saysCastOf: 329, count: 2 }],
  },
  {
    id: 'b12-033',
    class: 'facts',
    lang: 'en',
    turns: ['recommend a few heist movies', 'who directed the second one?'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b12-034',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui le réalisateur du fabuleux destin d'amélie poulain"],
    checks: [{ saysDirectorOf: 194 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b12-035',
    class: 'facts',
    lang: 'de',
    turns: [
      'wie lange geht herr der ringe die rückkehr des königs? will wissen ob ich das heute noch schaffe',
    ],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b12-036',
    class: 'facts',
    lang: 'it',
    turns: ["chi c'è nel cast di titanic oltre a dicaprio?"],
    checks: [{ saysCastOf: 597, count: 2 }, { replyLanguage: 'it' }],
  },

  // two-people
  {
    id: 'b12-037',
    class: 'two-people',
    lang: 'en',
    turns: ['any movies with de niro and pacino together?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b12-038',
    class: 'two-people',
    lang: 'en',
    turns: ['tom hanks in a spielberg movie, which ones are there'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b12-039',
    class: 'two-people',
    lang: 'en',
    turns: ['christian bale + michael caine movies'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Christian Bale' }, { hasCastMember: 'Michael Caine' }],
  },
  {
    id: 'b12-040',
    class: 'two-people',
    lang: 'en',
    turns: ['is there anything where tom cruise and simon pegg are both in it'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Cruise' }, { hasCastMember: 'Simon Pegg' }],
  },
  {
    id: 'b12-041',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de tarantino donde salga samuel l jackson'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Quentin Tarantino' },
      { hasCastMember: 'Samuel L. Jackson' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b12-042',
    class: 'two-people',
    lang: 'fr',
    turns: ['les films de scorsese avec dicaprio, y en a combien ?'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Martin Scorsese' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b12-043',
    class: 'two-people',
    lang: 'de',
    turns: ['welche filme hat spielberg mit harrison ford gemacht'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Steven Spielberg' },
      { hasCastMember: 'Harrison Ford' },
      { replyLanguage: 'de' },
    ],
  },

  // likeness
  {
    id: 'b12-044',
    class: 'likeness',
    lang: 'en',
    turns: ['something like alien but not a horror movie, i scare easy'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror'] },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b12-045',
    class: 'likeness',
    lang: 'en',
    turns: ['i loved inception and the matrix, what should i watch next'],
    checks: [{ atLeast: 3 }, { likeSeeds: [27205, 603], share: 0.6 }, { excludesMovies: [27205, 603] }],
  },
  {
    id: 'b12-046',
    class: 'likeness',
    lang: 'en',
    turns: ['stuff like jurassic park but not a kids movie'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Family', 'Animation'] },
      { genreShare: ['Adventure', 'Science Fiction'], share: 0.6 },
      { excludesMovies: [329] },
    ],
  },
  {
    id: 'b12-047',
    class: 'likeness',
    lang: 'en',
    turns: ['la la land and whiplash are my two favorite movies ever. whats next'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [313369, 244786], share: 0.6 },
      { genreShare: ['Music'], share: 0.5 },
      { excludesMovies: [313369, 244786] },
    ],
  },
  {
    id: 'b12-048',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie sieben mit brad pitt, aber bitte keine horrorfilme'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror'] },
      { likeSeeds: [807], share: 0.6 },
      { excludesMovies: [807] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b12-049',
    class: 'likeness',
    lang: 'pt',
    turns: ['amei parasita e oldboy, me indica outros nessa pegada'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [496243, 670], share: 0.5 },
      { excludesMovies: [496243, 670] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b12-050',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo shrek però che non sia un cartone animato'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Animation'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { excludesMovies: [808] },
      { replyLanguage: 'it' },
    ],
  },

  // original-language
  {
    id: 'b12-051',
    class: 'original-language',
    lang: 'en',
    turns: ['just finished squid game and i want korean movies now'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b12-052',
    class: 'original-language',
    lang: 'en',
    turns: ['japanese films that arent anime?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b12-053',
    class: 'original-language',
    lang: 'en',
    turns: ['good thrillers that are NOT in english, i dont mind subtitles'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b12-054',
    class: 'original-language',
    lang: 'en',
    turns: ['no subtitles pls, my dad hates reading them. english language dramas only'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'en' }, { genreAll: ['Drama'] }],
  },
  {
    id: 'b12-055',
    class: 'original-language',
    lang: 'en',
    turns: ['do you have any bollywood / hindi films'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'hi' }],
  },
  {
    id: 'b12-056',
    class: 'original-language',
    lang: 'es',
    turns: ['quiero pelis que estén rodadas en español, no dobladas'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b12-057',
    class: 'original-language',
    lang: 'it',
    turns: ['film italiani in lingua originale, vanno bene anche quelli vecchi'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'it' }, { replyLanguage: 'it' }],
  },

  // time-budget
  {
    id: 'b12-058',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have 90 minutes, something funny'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b12-059',
    class: 'time-budget',
    lang: 'en',
    turns: ['short horror?? like under an hour and a half ideally'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b12-060',
    class: 'time-budget',
    lang: 'en',
    turns: ['got 2 hrs max before my train, action pls'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 120 }, { genreAll: ['Action'] }],
  },
  {
    id: 'b12-061',
    class: 'time-budget',
    lang: 'en',
    turns: ['anything under 100 min? my attention span is gone today'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b12-062',
    class: 'time-budget',
    lang: 'fr',
    turns: ['un thriller de moins de 2h svp, je bosse demain'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 120 }, { genreAll: ['Thriller'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b12-063',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur ne stunde und vierzig minuten zeit, was mit science fiction?'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 100 },
      { genreAll: ['Science Fiction'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b12-064',
    class: 'time-budget',
    lang: 'pt',
    turns: ['algo com menos de uma hora e meia pra ver com as crianças'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 90 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'pt' },
    ],
  },

  // themes
  {
    id: 'b12-065',
    class: 'themes',
    lang: 'en',
    turns: ['movies about time travel'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'time[- ]?travel|time machine|back in time|through time|the past|the future|time loop|same day',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b12-066',
    class: 'themes',
    lang: 'en',
    turns: ['scary movies but no zombies pls i cant stand them'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Horror'] },
      { themeNone: 'zombie|undead|living dead|flesh-eating' },
    ],
  },
  {
    id: 'b12-067',
    class: 'themes',
    lang: 'en',
    turns: ['fantasy adventure for tonight but nothing with spiders, my gf is super arachnophobic'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Fantasy', 'Adventure'] },
      { themeNone: 'spider|arachn|tarantula' },
    ],
  },
  {
    id: 'b12-068',
    class: 'themes',
    lang: 'en',
    turns: ['films about artificial intelligence or robots'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'robot|artificial intelligence|\\bA\\.?I\\.?\\b|android|cyborg|computer|machine|replicant',
        share: 0.6,
      },
    ],
  },
  {
    id: 'b12-069',
    class: 'themes',
    lang: 'es',
    turns: ['películas sobre la segunda guerra mundial'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'world war|wwii|nazi|hitler|holocaust|normandy|d-day|dunkirk|1939|194[0-5]|german|jewish|concentration camp|pearl harbor|iwo jima',
        share: 0.6,
      },
      { genreShare: ['War', 'History'], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b12-070',
    class: 'themes',
    lang: 'fr',
    turns: ["des films dans l'espace mais sans extraterrestres"],
    checks: [
      { atLeast: 3 },
      { themeNone: 'alien|extraterrestrial|extra-terrestrial' },
      { themeShare: 'space|astronaut|planet|orbit|moon|mars|galax', share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b12-071',
    class: 'themes',
    lang: 'it',
    turns: ['film sulla mafia'],
    checks: [
      { atLeast: 3 },
      {
        themeShare:
          'mafia|\\bmob|gangster|corleone|crime family|organi[sz]ed crime|cosa nostra|wiseguy|mobster|hitman',
        share: 0.6,
      },
      { genreShare: ['Crime'], share: 0.8 },
      { replyLanguage: 'it' },
    ],
  },

  // follow-ups
  {
    id: 'b12-072',
    class: 'follow-ups',
    lang: 'en',
    turns: ['sci fi recs?', 'ok but shorter, under 100 minutes'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b12-073',
    class: 'follow-ups',
    lang: 'en',
    turns: ['few crime movies?', 'which one of those is the oldest'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }],
  },
  {
    id: 'b12-074',
    class: 'follow-ups',
    lang: 'en',
    turns: ['whats a good romcom', 'tell me more about the third one'],
    checks: [{ firstIsNthOfPrevious: 3 }],
  },
  {
    id: 'b12-075',
    class: 'follow-ups',
    lang: 'en',
    turns: ['war movies', 'only older ones, like before 1980'],
    checks: [{ atLeast: 2 }, { yearBetween: [1900, 1979] }, { genreAll: ['War'] }],
  },
  {
    id: 'b12-076',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good thrillers?', 'ive seen a lot of those... anything i havent watched yet'],
    library: {
      diary: [
        { id: 77, on: '-60d', rating: 9 },
        { id: 807, on: '-45d', rating: 8 },
        { id: 274, on: '-30d', rating: 9 },
      ],
      ratings: [
        [680, 10],
        [1124, 8],
        [155, 9],
      ],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { genreAll: ['Thriller', 'Mystery', 'Crime'] }],
  },
  {
    id: 'b12-077',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["des films d'animation pour les petits", "c'est lequel le plus long ?"],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b12-078',
    class: 'follow-ups',
    lang: 'de',
    turns: ['empfiehl mir ein paar western', 'wer hat beim ersten regie geführt?'],
    checks: [{ saysDirectorOfPrevious: 1 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b12-079',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami qualche thriller', 'quanto dura il secondo?'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { replyLanguage: 'it' }],
  },

  // reply-language
  {
    id: 'b12-080',
    class: 'reply-language',
    lang: 'es',
    turns: ['quiero ver algo de ciencia ficción esta noche, q me recomiendas'],
    checks: [{ atLeast: 3 }, { genreAll: ['Science Fiction'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b12-081',
    class: 'reply-language',
    lang: 'es',
    movieId: 157336,
    turns: ['hola! quién dirigió esta peli?'],
    checks: [{ saysDirectorOf: 157336 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b12-082',
    class: 'reply-language',
    lang: 'fr',
    turns: ['salut tu pourrais me conseiller une comédie romantique'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b12-083',
    class: 'reply-language',
    lang: 'de',
    turns: ['kannst du mir nen guten krimi empfehlen'],
    checks: [{ atLeast: 1 }, { genreAll: ['Crime'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b12-084',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me indica uns filmes de ação dos anos 90'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Action'] },
      { yearBetween: [1990, 1999] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b12-085',
    class: 'reply-language',
    lang: 'pt',
    turns: ['tem algum documentário bom aí?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Documentary'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b12-086',
    class: 'reply-language',
    lang: 'it',
    turns: ["mi consigli un film d'avventura da vedere stasera con la mia ragazza?"],
    checks: [{ atLeast: 1 }, { genreAll: ['Adventure'] }, { replyLanguage: 'it' }],
  },

  // group
  {
    id: 'b12-087',
    class: 'group',
    lang: 'en',
    turns: [
      'me and my bf never agree, i want horror and he only watches comedies. one movie we would both like?',
    ],
    checks: [{ atLeast: 1 }, { genreAll: ['Horror'] }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b12-088',
    class: 'group',
    lang: 'en',
    turns: [
      '5 of us tonight. one guy refuses to read subtitles, two want a thriller, and nobody wants anything over 2 hours',
    ],
    checks: [{ atLeast: 1 }, { originalLanguage: 'en' }, { genreAll: ['Thriller'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b12-089',
    class: 'group',
    lang: 'en',
    turns: [
      'family movie night, kids are 6 and 13, my husband wants action and i want something with heart. what works for all of us',
    ],
    checks: [{ atLeast: 1 }, { genreAll: ['Family'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b12-090',
    class: 'group',
    lang: 'en',
    turns: [
      'my dad only watches war films and my sister only comedies. anything that works for both of them?',
    ],
    checks: [{ atLeast: 1 }, { genreAll: ['War'] }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b12-091',
    class: 'group',
    lang: 'es',
    turns: [
      'somos 4 amigos: uno quiere acción, otro ciencia ficción y los otros dos algo de comedia. qué vemos?',
    ],
    checks: [
      { atLeast: 1 },
      { genreCovers: ['Action', 'Science Fiction', 'Comedy'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b12-092',
    class: 'group',
    lang: 'pt',
    turns: ['eu e minha mãe vamos ver um filme juntas, ela adora musical e eu prefiro drama. sugestão?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Music'] }, { genreAll: ['Drama'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b12-093',
    class: 'group',
    lang: 'de',
    turns: [
      'wir sind zu dritt: einer will krimi, einer komödie, und einer schläft bei allem über 2 stunden ein. was schauen wir?',
    ],
    checks: [
      { atLeast: 1 },
      { genreCovers: ['Crime', 'Comedy'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'de' },
    ],
  },

  // markdown
  {
    id: 'b12-094',
    class: 'markdown',
    lang: 'en',
    turns: ['5 crime movies as a numbered list with the year next to each'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Crime'] },
      { contains: NUMBERED },
      { contains: A_YEAR },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b12-095',
    class: 'markdown',
    lang: 'en',
    turns: ['top 3 pixar movies in a table (title, year, runtime)'],
    checks: [
      { exactly: 3 },
      { companyAll: 'pixar' },
      { contains: '\\|\\s*:?-{3,}' },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b12-096',
    class: 'markdown',
    lang: 'en',
    turns: ['best westerns, bullet points, one line each'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }, { contains: BULLETED }, { rendersMarkdown: true }],
  },
  {
    id: 'b12-097',
    class: 'markdown',
    lang: 'en',
    turns: ['just titles no descriptions: 6 sci-fi movies'],
    checks: [{ exactly: 6 }, { genreAll: ['Science Fiction'] }, { maxChars: 900 }, { rendersMarkdown: true }],
  },
  {
    id: 'b12-098',
    class: 'markdown',
    lang: 'fr',
    turns: ['3 films de miyazaki, et mets le meilleur en gras'],
    checks: [
      { exactly: 3 },
      { directedBy: 'Hayao Miyazaki' },
      { contains: '\\*\\*[^*\\n]+\\*\\*' },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b12-099',
    class: 'markdown',
    lang: 'it',
    turns: ['elenco puntato di film di fantascienza anni 90'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1990, 1999] },
      { contains: `${BULLETED}|${NUMBERED}` },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b12-100',
    class: 'markdown',
    lang: 'pt',
    turns: ['lista numerada com 5 comédias e o ano de cada uma'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Comedy'] },
      { contains: NUMBERED },
      { contains: A_YEAR },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
];
