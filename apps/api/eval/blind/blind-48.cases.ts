/**
 * Blind chat evaluation, set 48: weighted to English, facts and follow-ups. 100 cases: facts about one film or
 * person (30: director, runtime, year, cast, whom an actor plays, genres, original language, age rating, score,
 * yes-or-no questions, "how old is it", two facts in one message, facts asked on the film's own page, a title shared
 * by several films that the user then narrows, misspelt titles and local release titles), follow-ups over 2-3 turns
 * (25: "the second one, who directed it", "which of those is the shortest", narrowing a list, correcting the
 * assistant with or without "no", switching topic and back, "more like that", "in French please", pronouns),
 * identifying a half-remembered film from its plot, a scene or its ending (12), "like X but ..." (12: one or two
 * seeds, shorter, older, not in English, without a genre, for kids, funnier, darker), the signed-in user's own
 * library (9: last watched, best and worst rated, how many this year, more like the ones they loved, the watchlist)
 * and other requests (12: moods as people say them, group picks, two actors in one film, time budgets, original
 * language, a theme to avoid, small talk). 40 cases are in English as natives type them (lowercase, no apostrophes,
 * typos, slang), 18 in Portuguese (Brazilian and European), 12 in German, 10 in Spanish, 10 in French and 10 in
 * Italian; every non-English case checks the reply language.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * As written: 83 / 100 (starter catalog, scored once after --verify passed for all 100 cases).
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  '(?:couldn.?t|could not|can.?t|cannot) (?:work out|tell|understand|figure out)|not sure what (?:kind|you)|' +
  'didn.?t (?:understand|get that)|no (?:he )?entend|no comprendo|no estoy seguro de qu|pas compris|' +
  'je ne comprends pas|nicht verstanden|verstehe (?:ich )?nicht|não entendi|nao entendi|não percebi|' +
  'non ho capito|non capisco';
const NOT_CONFUSED = { notContains: CONFUSED };

const HORROR = 'horror|terror|horreur|épouvante|orrore';
const JAPANESE = 'japanese|japon[eéê]s|japonais|japanisch|giapponese';
const ITALIAN = 'italian|italien';
const SCI_FI = 'fantascienza|science.?fiction|sci-?fi';

export const BLIND_48_CASES: BlindCase[] = [
  // ---------------------------------------------------------------------------------------------------------
  // Facts (30)
  {
    id: 'b48-001',
    class: 'facts',
    lang: 'en',
    turns: ['whos the director of reservior dogs'],
    checks: [{ saysDirectorOf: 500 }, NOT_CONFUSED],
  },
  {
    id: 'b48-002',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer lol i need to plan my night'],
    checks: [{ saysRuntimeOf: 872585 }, NOT_CONFUSED],
  },
  {
    id: 'b48-003',
    class: 'facts',
    lang: 'en',
    turns: ['whens the thing from? the john carpenter one'],
    checks: [{ saysYearOf: 1091 }, NOT_CONFUSED],
  },
  {
    id: 'b48-004',
    class: 'facts',
    lang: 'en',
    turns: ['who stars in heat, the 95 one'],
    checks: [{ saysCastOf: 949, count: 3 }, NOT_CONFUSED],
  },
  {
    id: 'b48-005',
    class: 'facts',
    lang: 'en',
    turns: ['who does alan rickman play in die hard'],
    checks: [{ contains: 'Hans Gruber|Gruber' }, NOT_CONFUSED],
  },
  {
    id: 'b48-006',
    class: 'facts',
    lang: 'en',
    turns: ['did spielberg direct jurassic park or was that someone else'],
    checks: [{ saysDirectorOf: 329 }, NOT_CONFUSED],
  },
  {
    id: 'b48-007',
    class: 'facts',
    lang: 'en',
    turns: ['is the others a horror movie? my gf gets scared easy'],
    checks: [{ contains: HORROR }, NOT_CONFUSED],
  },
  {
    id: 'b48-008',
    class: 'facts',
    lang: 'en',
    turns: ['was the matrix made before 2000'],
    checks: [{ saysYearOf: 603 }, NOT_CONFUSED],
  },
  {
    id: 'b48-009',
    class: 'facts',
    lang: 'en',
    turns: ['how old is pulp fiction now'],
    checks: [{ contains: '1994|\\b3[12] years' }, NOT_CONFUSED],
  },
  {
    id: 'b48-010',
    class: 'facts',
    lang: 'en',
    movieId: 244786,
    turns: ['who directed this and how long is it'],
    checks: [{ saysDirectorOf: 244786 }, { saysRuntimeOf: 244786 }, NOT_CONFUSED],
  },
  {
    id: 'b48-011',
    class: 'facts',
    lang: 'en',
    turns: ['when did batman come out', 'no the michael keaton one'],
    checks: [{ saysYearOf: 268 }, NOT_CONFUSED],
  },
  {
    id: 'b48-012',
    class: 'facts',
    lang: 'en',
    turns: ['is kurt russell in the hateful 8'],
    checks: [{ contains: 'Kurt Russell' }, { mentionsMovie: 273248 }, NOT_CONFUSED],
  },
  {
    id: 'b48-013',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu cidade de deus?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b48-014',
    class: 'facts',
    lang: 'pt',
    turns: ['qual a nota de parasita aqui no site?'],
    checks: [{ contains: '8[.,]5' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b48-015',
    class: 'facts',
    lang: 'pt',
    turns: ['quanto tempo dura o senhor dos anéis: a irmandade do anel? quero vê-lo hoje à noite'],
    checks: [{ saysRuntimeOf: 120 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b48-016',
    class: 'facts',
    lang: 'pt',
    turns: ['o poderoso chefão é de que ano? e quem faz o michael?'],
    checks: [{ saysYearOf: 238 }, { contains: 'Al Pacino|Pacino' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b48-017',
    class: 'facts',
    lang: 'pt',
    turns: ['a viagem de chihiro foi feito originalmente em que língua?'],
    checks: [{ contains: JAPANESE }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b48-018',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat das leben der anderen gedreht'],
    checks: [{ saysDirectorOf: 582 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b48-019',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht der pate 2 eigentlich?'],
    checks: [{ saysRuntimeOf: 240 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b48-020',
    class: 'facts',
    lang: 'de',
    turns: ['ist alien eigentlich ein horrorfilm oder eher science fiction?'],
    checks: [{ contains: HORROR }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b48-021',
    class: 'facts',
    lang: 'de',
    turns: ['Zurück in die Zukunft – wer spielt da den Doc?'],
    checks: [{ contains: 'Christopher Lloyd' }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b48-022',
    class: 'facts',
    lang: 'es',
    turns: ['cuánto dura el laberinto del fauno'],
    checks: [{ saysRuntimeOf: 1417 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b48-023',
    class: 'facts',
    lang: 'es',
    turns: ['quien sale en cadena perpetua?'],
    checks: [{ saysCastOf: 278, count: 2 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b48-024',
    class: 'facts',
    lang: 'es',
    turns: ['de qué año es tiburón? la dirigió spielberg no?'],
    checks: [{ saysYearOf: 578 }, { saysDirectorOf: 578 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b48-025',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui le réalisateur d'intouchables ?"],
    checks: [{ saysDirectorOf: 77338 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b48-026',
    class: 'facts',
    lang: 'fr',
    turns: ["le fabuleux destin d'amélie poulain il dure combien de temps"],
    checks: [{ saysRuntimeOf: 194 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b48-027',
    class: 'facts',
    lang: 'fr',
    movieId: 27205,
    turns: [
      'il est sorti en quelle année ? et il est classé comment, je peux le montrer à mon fils de 11 ans ?',
    ],
    checks: [{ saysYearOf: 27205 }, { contains: 'PG-13' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b48-028',
    class: 'facts',
    lang: 'it',
    turns: ['chi ha diretto il buono il brutto il cattivo'],
    checks: [{ saysDirectorOf: 429 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b48-029',
    class: 'facts',
    lang: 'it',
    turns: ['la vita è bella è un film italiano o americano? non me lo ricordo'],
    checks: [{ contains: ITALIAN }, { saysYearOf: 637 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b48-030',
    class: 'facts',
    lang: 'it',
    turns: ['blade runner che genere è? fantascienza?'],
    checks: [{ contains: SCI_FI }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  // ---------------------------------------------------------------------------------------------------------
  // Follow-ups (25)
  {
    id: 'b48-031',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good crime movies from the 90s?', 'the second one, who directed it'],
    checks: [{ saysDirectorOfPrevious: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b48-032',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me some sci fi flicks', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, NOT_CONFUSED],
  },
  {
    id: 'b48-033',
    class: 'follow-ups',
    lang: 'en',
    turns: ['best war movies?', 'only the ones from before 1980 tbh'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { yearBetween: [1900, 1979] }, NOT_CONFUSED],
  },
  {
    id: 'b48-034',
    class: 'follow-ups',
    lang: 'en',
    turns: ['tell me about spirited away', 'more like that pls'],
    checks: [{ atLeast: 2 }, { likeSeeds: [129], share: 0.6 }, { excludesMovies: [129] }, NOT_CONFUSED],
  },
  {
    id: 'b48-035',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed alien', 'and how long is it'],
    checks: [{ saysRuntimeOf: 348 }, NOT_CONFUSED],
  },
  {
    id: 'b48-036',
    class: 'follow-ups',
    lang: 'en',
    turns: ['comedies from the 80s?', 'no wait i meant the 2000s'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { yearBetween: [2000, 2009] }, NOT_CONFUSED],
  },
  {
    id: 'b48-037',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who played the joker in the dark knight', 'what year was that'],
    checks: [{ saysYearOf: 155 }, NOT_CONFUSED],
  },
  {
    id: 'b48-038',
    class: 'follow-ups',
    lang: 'en',
    turns: ['any johnny depp movies?', 'the tim burton one, what year is it from'],
    checks: [{ saysYearOf: 162 }, NOT_CONFUSED],
  },
  {
    id: 'b48-039',
    class: 'follow-ups',
    lang: 'en',
    turns: ['when did fargo come out', 'whats your favorite movie btw', 'ok back to fargo, whos in it'],
    checks: [{ saysCastOf: 275, count: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b48-040',
    class: 'follow-ups',
    lang: 'en',
    turns: ['gimme 5 thrillers', 'in french please'],
    checks: [{ atLeast: 3 }, { genreAll: ['Thriller'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b48-041',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns filmes de terror', 'qual desses é o mais curto?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b48-042',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['sugere-me filmes de animação da pixar', 'o terceiro, quem o realizou?'],
    checks: [{ saysDirectorOfPrevious: 3 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b48-043',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['quero ver uma comédia romântica', 'tem alguma mais antiga, tipo antes de 1970?'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Romance'] },
      { yearBetween: [1900, 1969] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b48-044',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['quem dirigiu o iluminado?', 'e quem é o ator principal dele?'],
    checks: [{ contains: 'Jack Nicholson|Nicholson' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b48-045',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['o que você acha de interestelar?', 'me recomenda outros parecidos'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [157336], share: 0.6 },
      { excludesMovies: [157336] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b48-046',
    class: 'follow-ups',
    lang: 'de',
    turns: ['empfiehl mir ein paar actionfilme', 'welcher davon ist der älteste?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b48-047',
    class: 'follow-ups',
    lang: 'de',
    turns: ['zeig mir filme von christopher nolan', 'der zweite – wie lang ist der?'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b48-048',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ich suche einen lustigen film für heute abend', 'nee, lieber was animiertes'],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b48-049',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiéndame películas de wes anderson', 'cuál es la más corta?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b48-050',
    class: 'follow-ups',
    lang: 'es',
    turns: ['quién dirigió pulp fiction?', 'y qué otras películas suyas hay?'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Quentin Tarantino' },
      { excludesMovies: [680] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b48-051',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films de science-fiction des années 80 ?', 'le premier, il dure combien ?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b48-052',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["conseille-moi un film d'horreur", "un autre, j'ai déjà vu celui-là"],
    checks: [{ atLeast: 1 }, { genreAll: ['Horror'] }, { noneFrom: 'earlier' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b48-053',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami dei film western', "il secondo chi l'ha diretto?"],
    checks: [{ saysDirectorOfPrevious: 2 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b48-054',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film con tom hanks?', 'quale di questi è il più recente?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b48-055',
    class: 'follow-ups',
    lang: 'it',
    turns: ['chi ha diretto il padrino?', 'e quanto dura?'],
    checks: [{ saysRuntimeOf: 238 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  // ---------------------------------------------------------------------------------------------------------
  // Identify a half-remembered film (12)
  {
    id: 'b48-056',
    class: 'identify',
    lang: 'en',
    turns: ['whats the movie where a weatherman keeps living the same day over and over'],
    checks: [{ mentionsMovie: 137 }],
  },
  {
    id: 'b48-057',
    class: 'identify',
    lang: 'en',
    turns: ['movie where the ship sinks and at the end the old lady throws the necklace in the ocean'],
    checks: [{ mentionsMovie: 597 }],
  },
  {
    id: 'b48-058',
    class: 'identify',
    lang: 'en',
    turns: [
      'that film where the guy has no short term memory and tattoos notes on himself to find his wifes killer',
    ],
    checks: [{ mentionsMovie: 77 }],
  },
  {
    id: 'b48-059',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres this movie where a kid sees dead people and the twist is the psychologist was dead the whole time',
    ],
    checks: [{ mentionsMovie: 745 }],
  },
  {
    id: 'b48-060',
    class: 'identify',
    lang: 'en',
    turns: [
      'old movie, guy with a broken leg stuck in a wheelchair spies on his neighbors and thinks one of them killed his wife',
    ],
    checks: [{ mentionsMovie: 567 }],
  },
  {
    id: 'b48-061',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é aquele filme em que uma família pobre vai se infiltrando aos poucos na casa de uma família rica?',
    ],
    checks: [{ mentionsMovie: 496243 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b48-062',
    class: 'identify',
    lang: 'pt',
    turns: [
      'como se chama o filme do robô que fica sozinho na terra a limpar o lixo e se apaixona por outra robô?',
    ],
    checks: [{ mentionsMovie: 10681 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b48-063',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heißt der film, wo ein typ nach einem flugzeugabsturz auf einer insel strandet und mit einem volleyball redet',
    ],
    checks: [{ mentionsMovie: 8358 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b48-064',
    class: 'identify',
    lang: 'es',
    turns: [
      'cómo se llama la peli donde un niño se queda solo en casa en navidad y le pone trampas a dos ladrones',
    ],
    checks: [{ mentionsMovie: 771 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b48-065',
    class: 'identify',
    lang: 'es',
    turns: ['la película del tipo que vive toda su vida dentro de un programa de tele sin saberlo'],
    checks: [{ mentionsMovie: 37165 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b48-066',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film où un rat qui cuisine aide un jeune commis à devenir chef à paris"],
    checks: [{ mentionsMovie: 2062 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b48-067',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama quel film anni 80 dove dei ragazzini trovano una mappa del tesoro dei pirati e scappano da una banda di criminali',
    ],
    checks: [{ mentionsMovie: 9340 }, { replyLanguage: 'it' }],
  },
  // ---------------------------------------------------------------------------------------------------------
  // Like X but ... (12)
  {
    id: 'b48-068',
    class: 'likeness',
    lang: 'en',
    turns: ['something like the matrix but shorter'],
    checks: [
      { atLeast: 1 },
      { shorterThan: 603 },
      { likeSeeds: [603], share: 0.6 },
      { excludesMovies: [603] },
    ],
  },
  {
    id: 'b48-069',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like die hard but older, 70s or before'],
    checks: [{ atLeast: 1 }, { yearBetween: [1900, 1979] }, { likeSeeds: [562], share: 0.6 }],
  },
  {
    id: 'b48-070',
    class: 'likeness',
    lang: 'en',
    turns: ['loved oldboy, more stuff like that but not in english'],
    checks: [
      { atLeast: 1 },
      { notOriginalLanguage: 'en' },
      { likeSeeds: [670], share: 0.5 },
      { excludesMovies: [670] },
    ],
  },
  {
    id: 'b48-071',
    class: 'likeness',
    lang: 'en',
    turns: ['something like jurassic park but for kids, my son is 7'],
    checks: [{ atLeast: 1 }, { genreAll: ['Family'] }, { noGenre: ['Horror'] }, { excludesMovies: [329] }],
  },
  {
    id: 'b48-072',
    class: 'likeness',
    lang: 'en',
    turns: ['i want alien and the thing vibes, what should i watch next'],
    checks: [{ atLeast: 2 }, { likeSeeds: [348, 1091], share: 0.6 }, { excludesMovies: [348, 1091] }],
  },
  {
    id: 'b48-073',
    class: 'likeness',
    lang: 'pt',
    turns: ['quero algo tipo o rei leão mas que não seja animação'],
    checks: [
      { atLeast: 1 },
      { noGenre: ['Animation'] },
      { likeSeeds: [8587], share: 0.5 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b48-074',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo tipo todo mundo quase morto, mas ainda mais engraçado'],
    checks: [{ atLeast: 1 }, { genreAll: ['Comedy'] }, { excludesMovies: [747] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b48-075',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie der herr der ringe, aber kürzer bitte'],
    checks: [{ atLeast: 1 }, { shorterThan: 120 }, { likeSeeds: [120], share: 0.6 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b48-076',
    class: 'likeness',
    lang: 'de',
    turns: ['Filme wie Die Truman Show, nur düsterer'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Drama', 'Thriller', 'Mystery', 'Science Fiction'] },
      { noGenre: ['Family', 'Animation'] },
      { excludesMovies: [37165] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b48-077',
    class: 'likeness',
    lang: 'es',
    turns: ['algo como toy story pero más antiguo'],
    checks: [{ atLeast: 1 }, { olderThan: 862 }, { likeSeeds: [862], share: 0.6 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b48-078',
    class: 'likeness',
    lang: 'fr',
    turns: ['un film dans le genre amélie poulain mais sans histoire d’amour'],
    checks: [
      { atLeast: 1 },
      { noGenre: ['Romance'] },
      { likeSeeds: [194], share: 0.6 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b48-079',
    class: 'likeness',
    lang: 'it',
    turns: ['mi piacciono le iene e pulp fiction, cosa mi consigli di simile?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [500, 680], share: 0.6 },
      { excludesMovies: [500, 680] },
      { replyLanguage: 'it' },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------
  // The signed-in user's own library (9)
  {
    id: 'b48-080',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 11, on: '-20d', rating: 8 },
        { id: 24428, on: '-10d', rating: 7 },
        { id: 13, on: '-3d', rating: 9 },
      ],
    },
    turns: ['what was the last thing i watched'],
    checks: [{ firstMovieIs: 13 }, NOT_CONFUSED],
  },
  {
    id: 'b48-081',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [1637, 4],
        [10193, 9],
        [24, 7],
        [9358, 2],
      ],
    },
    turns: ['whats my worst rated movie lol'],
    checks: [{ firstMovieIs: 9358 }, NOT_CONFUSED],
  },
  {
    id: 'b48-082',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 4638, on: 'Y0-01-10' },
        { id: 100, on: 'Y0-03-22' },
        { id: 107, on: 'Y0-06-14' },
        { id: 6977, on: 'Y0-09-02' },
        { id: 1402, on: '2024-11-30' },
        { id: 453, on: '2023-07-07' },
      ],
    },
    turns: ['how many movies have i watched this year'],
    checks: [{ saysDiaryCountThisYear: true }, NOT_CONFUSED],
  },
  {
    id: 'b48-083',
    class: 'history',
    lang: 'pt',
    library: {
      ratings: [
        [4348, 6],
        [11036, 10],
        [313369, 8],
        [114, 5],
      ],
    },
    turns: ['qual foi o filme que eu dei a nota mais alta?'],
    checks: [{ firstMovieIs: 11036 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b48-084',
    class: 'history',
    lang: 'pt',
    library: {
      ratings: [
        [1891, 10],
        [11, 10],
        [85, 9],
        [621, 3],
      ],
      likes: [1891, 11],
    },
    turns: ['me recomenda mais filmes parecidos com os que eu amei'],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { genreShare: ['Adventure', 'Science Fiction'], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b48-085',
    class: 'history',
    lang: 'de',
    library: {
      diary: [
        { id: 1422, on: '-30d', rating: 8 },
        { id: 550, on: '-2d', rating: 9 },
        { id: 807, on: '-9d', rating: 7 },
      ],
    },
    turns: ['was hab ich zuletzt geschaut?'],
    checks: [{ firstMovieIs: 550 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b48-086',
    class: 'history',
    lang: 'es',
    library: {
      diary: [
        { id: 2493, on: 'Y0-02-14' },
        { id: 4951, on: 'Y0-04-01' },
        { id: 76, on: 'Y0-05-19' },
        { id: 84892, on: '2025-12-20' },
      ],
    },
    turns: ['cuántas pelis he visto este año?'],
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'es' }],
  },
  {
    id: 'b48-087',
    class: 'history',
    lang: 'fr',
    library: {
      ratings: [
        [10191, 8],
        [12445, 3],
        [808, 7],
      ],
    },
    turns: ["c'est quoi le film que j'ai le moins aimé ?"],
    checks: [{ firstMovieIs: 12445 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b48-088',
    class: 'history',
    lang: 'it',
    library: {
      watchlist: [11324, 329865, 419430, 1700, 424],
    },
    turns: ['dalla mia watchlist cosa posso vedere stasera che duri meno di due ore?'],
    checks: [{ onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }, { replyLanguage: 'it' }],
  },
  // ---------------------------------------------------------------------------------------------------------
  // Other requests (12)
  {
    id: 'b48-089',
    class: 'mood-genre',
    lang: 'en',
    turns: ['my wife hates sad endings, need something light and fun for tonight'],
    checks: [{ atLeast: 1 }, { genreShare: ['Comedy'], share: 0.6 }, { noGenre: ['Horror', 'War'] }],
  },
  {
    id: 'b48-090',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need something to cry to tbh, rough week'],
    checks: [{ atLeast: 1 }, { genreShare: ['Drama', 'Romance'], share: 0.6 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b48-091',
    class: 'group',
    lang: 'en',
    turns: ['movie night w my kids (6 and 9) and my parents, we have like 100 mins max'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 100 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b48-092',
    class: 'two-people',
    lang: 'en',
    turns: ['any film with both de niro and al pacino in it'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b48-093',
    class: 'small-talk',
    lang: 'en',
    turns: ['recommend a musical', 'thanks!! perfect, thats all for tonight'],
    checks: [{ noMovies: true }, NOT_CONFUSED],
  },
  {
    id: 'b48-094',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo solo hora y media, algo de acción?'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Action'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b48-095',
    class: 'original-language',
    lang: 'pt',
    turns: ['quero ver um filme coreano, alguma sugestão?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ko' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b48-096',
    class: 'themes',
    lang: 'pt',
    turns: ['um drama bom, mas nada de guerra por favor, já chega disso'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Drama'] },
      { noGenre: ['War'] },
      { themeNone: '\\bwars?\\b|soldier|nazi|battle' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b48-097',
    class: 'group',
    lang: 'de',
    turns: [
      'wir sind vier erwachsene, zwei wollen horror, die anderen zwei lieber komödie. was schauen wir?',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Horror', 'Comedy'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b48-098',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un truc feel good pour ce soir, pas prise de tête'],
    checks: [
      { atLeast: 1 },
      { genreShare: ['Comedy'], share: 0.6 },
      { noGenre: ['Horror', 'War'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b48-099',
    class: 'time-budget',
    lang: 'fr',
    turns: ["j'ai 1h30 devant moi, un film d'animation ?"],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Animation'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b48-100',
    class: 'original-language',
    lang: 'it',
    turns: ['mi consigli un bel film francese? in lingua originale'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'fr' }, { replyLanguage: 'it' }],
  },
];
