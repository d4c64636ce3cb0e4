/**
 * The third blind evaluation set of the chat assistant: 120 conversations typed the way people type into a chat box
 * (lowercase, typos, slang, half-questions, follow-ups), about half in English and the rest in Spanish, French,
 * German, Portuguese and Italian. Written without reading the assistant's code or the earlier sets, from the
 * starter catalog's data (packages/catalog/starter/movies.json). Frozen: a case is never reworded to make the
 * assistant pass; only a check that no good answer could satisfy may be fixed, and the commit says so.
 */
import { CONFUSED_PATTERN } from './blind-runner.ts';
import type { BlindCase } from './blind-types.ts';

// Catalog ids used more than once, named for reading.
const ALIEN = 348;
const AMELIE = 194;
const CITY_OF_GOD = 598;
const COCO = 354912;
const DIE_HARD = 562;
const GRAND_BUDAPEST = 120467;
const HEAT = 949;
const INTERSTELLAR = 157336;
const JAWS = 578;
const KNIVES_OUT = 546554;
const PARASITE = 496243;
const SHARKNADO = 205321;
const SPIRITED_AWAY = 129;
const THE_GODFATHER = 238;
const UP = 14160;
const WHIPLASH = 244786;

export const BLIND_3_CASES: BlindCase[] = [
  // ---------------------------------------------------------------------------------------------------------
  // mood-genre
  {
    id: 'b3-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need something funny tonight, had a rough week lol'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { replyLanguage: 'en' }],
  },
  {
    id: 'b3-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['in the mood for a proper scary movie. not the cheesy kind'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { excludesMovies: [SHARKNADO] }],
  },
  {
    id: 'b3-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['any good westerns??'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b3-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want to cry. like ugly cry. gimme a sad one'],
    checks: [{ atLeast: 1 }, { genreShare: ['Drama', 'Romance'], share: 0.6 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b3-005',
    class: 'mood-genre',
    lang: 'es',
    turns: ['tengo ganas de ver algo de ciencia ficcion que me vuele la cabeza'],
    checks: [{ atLeast: 2 }, { genreAll: ['Science Fiction'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b3-006',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un bon thriller bien tendu pour ce soir ? merci'],
    checks: [{ atLeast: 1 }, { genreAll: ['Thriller'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b3-007',
    class: 'mood-genre',
    lang: 'de',
    turns: ['hab bock auf nen richtig guten animationsfilm, egal ob für kinder oder nicht'],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b3-008',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['me indica um romance bem fofinho pra ver com meu namorado hoje'],
    checks: [{ atLeast: 1 }, { genreAll: ['Romance'] }, { noGenre: ['Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b3-009',
    class: 'mood-genre',
    lang: 'it',
    turns: ["consigliami un film d'avventura, qualcosa di leggero per favore"],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Adventure'] },
      { noGenre: ['Horror', 'War'] },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // history (the signed-in user's own diary, ratings, likes and watchlist)
  {
    id: 'b3-010',
    class: 'history',
    lang: 'en',
    turns: ['what was the last movie i watched? cant remember'],
    library: {
      diary: [
        { id: 11216, on: '-30d' },
        { id: PARASITE, on: '-2d', rating: 9 },
        { id: HEAT, on: '-9d' },
        { id: AMELIE, on: '-45d' },
      ],
    },
    checks: [{ firstMovieIs: PARASITE }],
  },
  {
    id: 'b3-011',
    class: 'history',
    lang: 'en',
    turns: ['how many films have i logged so far this year?'],
    library: {
      diary: [
        { id: 603, on: '-3d' },
        { id: 680, on: '-20d' },
        { id: 13, on: '-41d' },
        { id: 862, on: '-60d' },
        { id: 27205, on: '-95d' },
        { id: 129, on: '-150d' },
        { id: 278, on: '2025-06-14' },
        { id: 105, on: '2025-12-30' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b3-012',
    class: 'history',
    lang: 'en',
    turns: ['whats on my watchlist rn', 'ok which of those can i fit in under 2 hours'],
    library: { watchlist: [872585, 666277, 346, 329865, THE_GODFATHER] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b3-013',
    class: 'history',
    lang: 'en',
    turns: ["based on what i've rated, what should i watch next? nothing i've already seen pls"],
    library: {
      ratings: [
        [27205, 10],
        [INTERSTELLAR, 9],
        [1124, 9],
        [77, 8],
      ],
      diary: [{ id: 155, on: '-12d', rating: 9 }],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }],
  },
  {
    id: 'b3-014',
    class: 'history',
    lang: 'en',
    turns: ['which movies did i give a 10?'],
    library: {
      ratings: [
        [THE_GODFATHER, 10],
        [680, 10],
        [13, 6],
        [597, 4],
        [550, 10],
      ],
    },
    checks: [{ mentionsAll: [THE_GODFATHER, 680, 550] }, { excludesMovies: [13, 597] }],
  },
  {
    id: 'b3-015',
    class: 'history',
    lang: 'es',
    turns: ['¿qué pelis vi en marzo?'],
    library: {
      diary: [
        { id: COCO, on: 'Y0-03-05' },
        { id: WHIPLASH, on: 'Y0-03-19' },
        { id: AMELIE, on: 'Y0-03-27' },
        { id: UP, on: 'Y0-05-02' },
        { id: JAWS, on: 'Y0-01-15' },
      ],
    },
    checks: [
      { mentionsAll: [COCO, WHIPLASH, AMELIE] },
      { excludesMovies: [UP, JAWS] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b3-016',
    class: 'history',
    lang: 'fr',
    turns: ['dans ma watchlist, lequel est le plus court ?'],
    library: { watchlist: [438631, AMELIE, SPIRITED_AWAY, WHIPLASH, HEAT] },
    checks: [{ firstMovieIs: WHIPLASH }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b3-017',
    class: 'history',
    lang: 'de',
    turns: [
      'empfiehl mir was, das nicht schon auf meiner merkliste steht und das ich noch nicht gesehen hab',
    ],
    library: {
      diary: [
        { id: 582, on: '-6d', rating: 9 },
        { id: 613, on: '-33d' },
      ],
      likes: [19, 832],
      watchlist: [1417, 670, 101],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'library' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b3-018',
    class: 'history',
    lang: 'pt',
    turns: ['quais filmes eu curti até agora?'],
    library: { likes: [COCO, CITY_OF_GOD, UP], watchlist: [JAWS] },
    checks: [{ mentionsAll: [COCO, CITY_OF_GOD, UP] }, { excludesMovies: [JAWS] }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // small-talk
  {
    id: 'b3-019',
    class: 'small-talk',
    lang: 'en',
    turns: ['hi'],
    checks: [{ notContains: CONFUSED_PATTERN }, { maxChars: 600 }, { replyLanguage: 'en' }],
  },
  {
    id: 'b3-020',
    class: 'small-talk',
    lang: 'en',
    turns: ['something like toy story for my nephew?', 'perfect thanks, that was really helpful!!'],
    checks: [{ noMovies: true }, { notContains: CONFUSED_PATTERN }, { maxChars: 400 }],
  },
  {
    id: 'b3-021',
    class: 'small-talk',
    lang: 'en',
    turns: ['wait who are you exactly, are you a real person lol'],
    checks: [{ noMovies: true }, { notContains: CONFUSED_PATTERN }, { maxChars: 700 }],
  },
  {
    id: 'b3-022',
    class: 'small-talk',
    lang: 'en',
    turns: ['ok bye 👋'],
    checks: [{ noMovies: true }, { notContains: CONFUSED_PATTERN }, { maxChars: 300 }],
  },
  {
    id: 'b3-023',
    class: 'small-talk',
    lang: 'fr',
    turns: ['salut ! ça va ?'],
    checks: [{ notContains: CONFUSED_PATTERN }, { maxChars: 500 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b3-024',
    class: 'small-talk',
    lang: 'de',
    turns: ['ein paar gute komödien bitte', 'danke dir, schönen abend noch!'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b3-025',
    class: 'small-talk',
    lang: 'it',
    turns: ['grazie mille, sei stato utilissimo'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b3-026',
    class: 'small-talk',
    lang: 'pt',
    turns: ['oi, tudo bem? o que você sabe fazer?'],
    checks: [{ notContains: CONFUSED_PATTERN }, { maxChars: 900 }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // identify (a film from a plot or a scene)
  {
    id: 'b3-027',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the movie where a grumpy weatherman is stuck living the same day again and again in some small town',
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b3-028',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the movie with the shark',
      'no not that one, the silly one where a storm throws sharks all over LA',
    ],
    checks: [{ firstMovieIs: SHARKNADO }],
  },
  {
    id: 'b3-029',
    class: 'identify',
    lang: 'en',
    turns: [
      'movie where a guy cant make new memories and tattoos clues on himself to find who killed his wife? forgot the name',
    ],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b3-030',
    class: 'identify',
    lang: 'en',
    turns: [
      'old one, a photographer with a broken leg spies on his neighbours from his window and thinks one of them killed his wife',
    ],
    checks: [{ firstMovieIs: 567 }],
  },
  {
    id: 'b3-031',
    class: 'identify',
    lang: 'en',
    turns: [
      'the korean one where a poor family gets hired one by one by a rich family by lying about who they are',
    ],
    checks: [{ firstMovieIs: PARASITE }],
  },
  {
    id: 'b3-032',
    class: 'identify',
    lang: 'es',
    turns: [
      'cómo se llamaba la peli de un tipo que se queda solo en una isla después de un accidente de avión y le habla a una pelota',
    ],
    checks: [{ firstMovieIs: 8358 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b3-033',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heißt der film wo ein hai einen badeort terrorisiert und der polizeichef ihn mit einem alten fischer jagt?',
    ],
    checks: [{ firstMovieIs: JAWS }, { replyLanguage: 'de' }],
  },
  {
    id: 'b3-034',
    class: 'identify',
    lang: 'it',
    turns: [
      "quel film d'animazione dove una bambina finisce in un mondo di spiriti e i genitori diventano maiali",
    ],
    checks: [{ firstMovieIs: SPIRITED_AWAY }, { replyLanguage: 'it' }],
  },
  {
    id: 'b3-035',
    class: 'identify',
    lang: 'pt',
    turns: ['qual é aquele filme do cara que descobre que a vida inteira dele é um programa de tv'],
    checks: [{ firstMovieIs: 37165 }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // facts (director, runtime, year, cast)
  {
    id: 'b3-036',
    class: 'facts',
    lang: 'en',
    turns: ['who directed parasite'],
    checks: [{ saysDirectorOf: PARASITE }],
  },
  {
    id: 'b3-037',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer? need to know if i can fit it in tonight'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b3-038',
    class: 'facts',
    lang: 'en',
    turns: ['when did the first matrix come out'],
    checks: [{ saysYearOf: 603 }],
  },
  {
    id: 'b3-039',
    class: 'facts',
    lang: 'en',
    turns: ["who's in this one?"],
    movieId: HEAT,
    checks: [{ saysCastOf: HEAT, count: 2 }],
  },
  {
    id: 'b3-040',
    class: 'facts',
    lang: 'es',
    turns: ['quien dirigió el laberinto del fauno?'],
    checks: [{ saysDirectorOf: 1417 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b3-041',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui le réalisateur d'amélie poulain déjà"],
    checks: [{ saysDirectorOf: AMELIE }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b3-042',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht eigentlich der herr der ringe: die rückkehr des königs?'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b3-043',
    class: 'facts',
    lang: 'pt',
    turns: ['em que ano saiu cidade de deus?'],
    checks: [{ saysYearOf: CITY_OF_GOD }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b3-044',
    class: 'facts',
    lang: 'it',
    turns: ['chi recita in la vita è bella oltre a benigni?'],
    checks: [{ saysCastOf: 637, count: 2 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // two-people
  {
    id: 'b3-045',
    class: 'two-people',
    lang: 'en',
    turns: ['something with de niro and pacino together'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b3-046',
    class: 'two-people',
    lang: 'en',
    turns: ['a tom hanks movie directed by spielberg'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b3-047',
    class: 'two-people',
    lang: 'en',
    turns: ['leo dicaprio + scorsese, which ones are there'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Leonardo DiCaprio' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b3-048',
    class: 'two-people',
    lang: 'en',
    turns: ['any movies where simon pegg and nick frost are both in it'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b3-049',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de clint eastwood dirigidas por sergio leone'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Clint Eastwood' },
      { directedBy: 'Sergio Leone' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b3-050',
    class: 'two-people',
    lang: 'fr',
    turns: ['un film avec humphrey bogart et peter lorre ?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Humphrey Bogart' },
      { hasCastMember: 'Peter Lorre' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b3-051',
    class: 'two-people',
    lang: 'de',
    turns: ['gibts filme mit christian bale und michael caine zusammen?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Christian Bale' },
      { hasCastMember: 'Michael Caine' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b3-052',
    class: 'two-people',
    lang: 'pt',
    turns: ['filme com james stewart dirigido pelo hitchcock'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'James Stewart' },
      { directedBy: 'Alfred Hitchcock' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b3-053',
    class: 'two-people',
    lang: 'it',
    turns: ['un film con marlon brando diretto da coppola'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Marlon Brando' },
      { directedBy: 'Francis Ford Coppola' },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // likeness (like X, like X and Y, like X but changed)
  {
    id: 'b3-054',
    class: 'likeness',
    lang: 'en',
    turns: ['something like alien but not as scary, my gf hates horror'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [ALIEN], share: 0.7 },
      { noGenre: ['Horror'] },
      { excludesMovies: [ALIEN] },
    ],
  },
  {
    id: 'b3-055',
    class: 'likeness',
    lang: 'en',
    turns: ['loved knives out!! more whodunits like that?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [KNIVES_OUT], share: 0.7 },
      { genreShare: ['Mystery', 'Crime'], share: 0.6 },
      { excludesMovies: [KNIVES_OUT] },
    ],
  },
  {
    id: 'b3-056',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like the grand budapest hotel and amelie, that quirky vibe'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [GRAND_BUDAPEST, AMELIE], share: 0.7 },
      { excludesMovies: [GRAND_BUDAPEST, AMELIE] },
    ],
  },
  {
    id: 'b3-057',
    class: 'likeness',
    lang: 'en',
    turns: ['like die hard but newer, from the 2000s or later'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [DIE_HARD], share: 0.7 },
      { yearBetween: [2000, 2030] },
      { excludesMovies: [DIE_HARD] },
    ],
  },
  {
    id: 'b3-058',
    class: 'likeness',
    lang: 'en',
    turns: ['spirited away was beautiful. anything with the same feel but live action, not a cartoon?'],
    checks: [{ atLeast: 1 }, { likeSeeds: [SPIRITED_AWAY], share: 0.7 }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b3-059',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a interstellar pero más cortito, no tengo 3 horas'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [INTERSTELLAR], share: 0.7 },
      { shorterThan: INTERSTELLAR },
      { excludesMovies: [INTERSTELLAR] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b3-060',
    class: 'likeness',
    lang: 'fr',
    turns: ["un film dans le genre d'amélie poulain mais en anglais cette fois"],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [AMELIE], share: 0.7 },
      { originalLanguage: 'en' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b3-061',
    class: 'likeness',
    lang: 'de',
    turns: ['etwas wie der pate, aber bitte kürzer als zwei stunden'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [THE_GODFATHER], share: 0.7 },
      { runtimeAtMost: 120 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b3-062',
    class: 'likeness',
    lang: 'pt',
    turns: ['gostei muito de coco e de up, tem algo nessa linha?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [COCO, UP], share: 0.7 },
      { excludesMovies: [COCO, UP] },
      { replyLanguage: 'pt' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // original-language
  {
    id: 'b3-063',
    class: 'original-language',
    lang: 'en',
    turns: ['a korean film, any genre'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b3-064',
    class: 'original-language',
    lang: 'en',
    turns: ['something not in english for once, a drama maybe'],
    checks: [{ atLeast: 1 }, { notOriginalLanguage: 'en' }, { genreAll: ['Drama'] }],
  },
  {
    id: 'b3-065',
    class: 'original-language',
    lang: 'en',
    turns: ["japanese movies that aren't animated?"],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b3-066',
    class: 'original-language',
    lang: 'en',
    turns: ['any good italian films? not westerns pls'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'it' }, { noGenre: ['Western'] }],
  },
  {
    id: 'b3-067',
    class: 'original-language',
    lang: 'es',
    turns: ['quiero ver una peli hablada en español, original, no doblada'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b3-068',
    class: 'original-language',
    lang: 'fr',
    turns: ['un film français mais pas une comédie'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'fr' }, { noGenre: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b3-069',
    class: 'original-language',
    lang: 'de',
    turns: ['welche deutschen filme habt ihr so?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b3-070',
    class: 'original-language',
    lang: 'it',
    turns: ['un film giapponese da vedere con i bambini'],
    checks: [
      { atLeast: 1 },
      { originalLanguage: 'ja' },
      { genreAll: ['Family', 'Animation'] },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // time-budget
  {
    id: 'b3-071',
    class: 'time-budget',
    lang: 'en',
    turns: ['got 90 min, want something funny'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b3-072',
    class: 'time-budget',
    lang: 'en',
    turns: ['1h30 before bed, something chill'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { noGenre: ['Horror', 'War'] }],
  },
  {
    id: 'b3-073',
    class: 'time-budget',
    lang: 'en',
    turns: ['a thriller under two hours pls'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 120 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b3-074',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have a 4 hour flight tomorrow and want one big long epic to fill most of it'],
    checks: [{ atLeast: 1 }, { runtimeAtLeast: 150 }],
  },
  {
    id: 'b3-075',
    class: 'time-budget',
    lang: 'en',
    turns: ['whats a good sci fi movie thats less than 100 minutes'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b3-076',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo una hora y media, algo de acción'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Action'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b3-077',
    class: 'time-budget',
    lang: 'fr',
    turns: ["j'ai 2h devant moi, un drame ?"],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 120 }, { genreAll: ['Drama'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b3-078',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur so 80 minuten zeit, irgendwas animiertes für die kids'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 80 }, { genreAll: ['Animation'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b3-079',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho menos de 2 horas, quero um filme de terror'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 120 }, { genreAll: ['Horror'] }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // themes (wanted or avoided)
  {
    id: 'b3-080',
    class: 'themes',
    lang: 'en',
    turns: ['christmas movies for this weekend?'],
    checks: [{ atLeast: 2 }, { themeShare: 'christmas|santa|holiday|gifts', share: 0.6 }],
  },
  {
    id: 'b3-081',
    class: 'themes',
    lang: 'en',
    turns: ['i want a boxing movie'],
    checks: [{ atLeast: 1 }, { themeShare: 'boxer|boxing|heavyweight', share: 0.5 }],
  },
  {
    id: 'b3-082',
    class: 'themes',
    lang: 'en',
    turns: ['anything about robots or AI? nothing too dark tho'],
    checks: [
      { atLeast: 1 },
      { themeShare: 'robot|android|artificial|\\bai\\b|computer|machine|cyborg', share: 0.6 },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b3-083',
    class: 'themes',
    lang: 'en',
    turns: ['movie night but nothing with war or soldiers, had enough of that lately'],
    checks: [{ atLeast: 2 }, { noGenre: ['War'] }, { themeNone: 'soldier|world war|\\bwartime|battlefield' }],
  },
  {
    id: 'b3-084',
    class: 'themes',
    lang: 'es',
    turns: ['una peli sobre periodistas o un periódico'],
    checks: [
      { atLeast: 1 },
      { themeShare: 'journalis|reporter|newspaper|news', share: 0.5 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b3-085',
    class: 'themes',
    lang: 'fr',
    turns: ['un film sur la cuisine ou des chefs ?'],
    checks: [
      { atLeast: 1 },
      { themeShare: 'cook|chef|food|restaurant|kitchen', share: 0.5 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b3-086',
    class: 'themes',
    lang: 'pt',
    turns: ['algum filme de zumbi?'],
    checks: [
      { atLeast: 1 },
      { themeShare: 'zombie|undead|living dead|of the dead|dead start rising', share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b3-087',
    class: 'themes',
    lang: 'it',
    turns: ['un film sulla musica, tipo su musicisti o una band'],
    checks: [
      { atLeast: 1 },
      { themeShare: 'music|band\\b|singer|jazz|rock|song|pianist|guitar|drum', share: 0.6 },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // follow-ups
  {
    id: 'b3-088',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me a few thrillers', 'the second one, who directed it?'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b3-089',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good family movies?', 'anything shorter? like under 90 min'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreShare: ['Family'], share: 0.8 }],
  },
  {
    id: 'b3-090',
    class: 'follow-ups',
    lang: 'en',
    turns: ['sci-fi from the 80s', 'more, different ones'],
    checks: [
      { atLeast: 1 },
      { noneFrom: 'earlier' },
      { yearBetween: [1980, 1989] },
      { genreShare: ['Science Fiction'], share: 0.7 },
    ],
  },
  {
    id: 'b3-091',
    class: 'follow-ups',
    lang: 'en',
    turns: ['best crime movies', 'which of those is the longest?'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }],
  },
  {
    id: 'b3-092',
    class: 'follow-ups',
    lang: 'en',
    turns: ['tell me about jaws', 'and who directed it? and how long is it'],
    checks: [{ saysDirectorOf: JAWS }, { saysRuntimeOf: JAWS }],
  },
  {
    id: 'b3-093',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiéndame pelis de terror', 'la primera, cuánto dura?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b3-094',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ein paar komödien aus den 90ern bitte', 'noch mehr davon, aber keine die du schon genannt hast'],
    checks: [
      { atLeast: 1 },
      { noneFrom: 'earlier' },
      { genreShare: ['Comedy'], share: 0.7 },
      { yearBetween: [1990, 1999] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b3-095',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films de miyazaki ?', 'et lequel est le plus ancien ?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b3-096',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami qualche film di guerra', "il terzo, chi l'ha diretto?"],
    checks: [{ saysDirectorOfPrevious: 3 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // reply-language
  {
    id: 'b3-097',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oi! queria uma comédia romântica pra hoje à noite'],
    checks: [{ atLeast: 1 }, { genreShare: ['Romance', 'Comedy'], share: 0.8 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b3-098',
    class: 'reply-language',
    lang: 'it',
    turns: ['mi serve un film horror per halloween, non troppo splatter'],
    checks: [{ atLeast: 1 }, { genreShare: ['Horror'], share: 0.6 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b3-099',
    class: 'reply-language',
    lang: 'es',
    turns: ['qué me recomiendas para ver con mis abuelos? algo clásico y tranquilo'],
    checks: [{ atLeast: 1 }, { noGenre: ['Horror'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b3-100',
    class: 'reply-language',
    lang: 'en',
    turns: ['good crime movies?', 'can you write that again in french please'],
    checks: [{ atLeast: 1 }, { genreShare: ['Crime'], share: 0.6 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b3-101',
    class: 'reply-language',
    lang: 'de',
    turns: ['Servus! Ich such einen Film über Freundschaft, gern was Älteres'],
    checks: [{ atLeast: 1 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b3-102',
    class: 'reply-language',
    lang: 'en',
    turns: ['answer in spanish please: what are some good animated movies for adults'],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b3-103',
    class: 'reply-language',
    lang: 'en',
    turns: [
      'hola! busco una película de misterio',
      'actually can you switch to english, my spanish is rusty',
    ],
    checks: [{ atLeast: 1 }, { replyLanguage: 'en' }],
  },
  {
    id: 'b3-104',
    class: 'reply-language',
    lang: 'fr',
    turns: ["bonsoir, je cherche un film d'animation japonais"],
    checks: [
      { atLeast: 1 },
      { originalLanguage: 'ja' },
      { genreAll: ['Animation'] },
      { replyLanguage: 'fr' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // group picks
  {
    id: 'b3-105',
    class: 'group',
    lang: 'en',
    turns: ['me and my girlfriend can never agree. she likes rom coms and i like horror, help'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Comedy', 'Horror'] }],
  },
  {
    id: 'b3-106',
    class: 'group',
    lang: 'en',
    turns: ['family movie night, kids are 6 and 9, nothing scary please'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family'] }, { noGenre: ['Horror', 'Thriller'] }],
  },
  {
    id: 'b3-107',
    class: 'group',
    lang: 'it',
    turns: [
      'stasera siamo in 5, uno odia i sottotitoli e un altro si addormenta se il film supera le due ore. idee?',
    ],
    checks: [{ atLeast: 2 }, { originalLanguage: 'en' }, { runtimeAtMost: 120 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b3-108',
    class: 'group',
    lang: 'en',
    turns: [
      "date night w my wife, she loves musicals and i'm more into serious dramas. something we'd both enjoy?",
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Music', 'Drama'] }],
  },
  {
    id: 'b3-109',
    class: 'group',
    lang: 'es',
    turns: ['somos cuatro amigos, dos quieren acción y dos quieren comedia, qué vemos'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Action', 'Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b3-110',
    class: 'group',
    lang: 'fr',
    turns: ['soirée entre potes, on est 6, on veut un truc drôle mais pas trop débile'],
    checks: [{ atLeast: 1 }, { genreShare: ['Comedy'], share: 0.7 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b3-111',
    class: 'group',
    lang: 'de',
    turns: ['Filmabend mit meinen Eltern (beide über 70), die mögen alte Klassiker'],
    checks: [{ atLeast: 1 }, { yearBetween: [1920, 1985] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b3-112',
    class: 'group',
    lang: 'pt',
    turns: ['vou ver um filme com meu irmão de 12 anos, ele curte ação e eu curto ficção científica'],
    checks: [
      { atLeast: 1 },
      { genreCovers: ['Action', 'Science Fiction'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'pt' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // markdown (replies that render cleanly)
  {
    id: 'b3-113',
    class: 'markdown',
    lang: 'it',
    turns: ['dammi 5 film con anno e regista, in un elenco'],
    checks: [{ exactly: 5 }, { rendersMarkdown: true }, { replyLanguage: 'it' }],
  },
  {
    id: 'b3-114',
    class: 'markdown',
    lang: 'en',
    turns: ['*best* sci fi of all time?? top 3'],
    checks: [{ exactly: 3 }, { genreAll: ['Science Fiction'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b3-115',
    class: 'markdown',
    lang: 'en',
    turns: ['list every Mission: Impossible movie you have, in order'],
    checks: [
      { atLeast: 5 },
      { hasCastMember: 'Tom Cruise' },
      { firstMovieIs: 954 },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b3-116',
    class: 'markdown',
    lang: 'en',
    turns: ["what's WALL·E about and how long is it"],
    checks: [{ mentionsMovie: 10681 }, { saysRuntimeOf: 10681 }, { rendersMarkdown: true }],
  },
  {
    id: 'b3-117',
    class: 'markdown',
    lang: 'en',
    turns: ['recommend 3 films by stanley kubrick, bold the titles pls'],
    checks: [{ exactly: 3 }, { directedBy: 'Stanley Kubrick' }, { rendersMarkdown: true }],
  },
  {
    id: 'b3-118',
    class: 'markdown',
    lang: 'it',
    turns: ['dammi 4 film di christopher nolan con la durata di ciascuno'],
    checks: [
      { exactly: 4 },
      { directedBy: 'Christopher Nolan' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b3-119',
    class: 'markdown',
    lang: 'pt',
    turns: ['filmes do tarantino, com uma frase sobre cada um'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Quentin Tarantino' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b3-120',
    class: 'markdown',
    lang: 'en',
    turns: ['horror movies from the 70s', 'put them in a numbered list with the runtime of each'],
    checks: [
      { atLeast: 2 },
      { subsetOf: 'previous' },
      { contains: '(?:^|\\n)\\s*1[.)]\\s' },
      { rendersMarkdown: true },
    ],
  },
];
