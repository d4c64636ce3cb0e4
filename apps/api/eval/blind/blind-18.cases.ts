/**
 * Blind chat evaluation, set 18: 120 conversations written without reading the assistant's code, its other
 * evaluations or its docs (issue 39). The user's words are typed the way people type to a chat box on a movie
 * site; every check is judged against the starter catalog's own data (genres, years, runtimes, people, languages,
 * ids), plus the reply-language and markdown checks the runner supports.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

const TIME_TRAVEL = 'time|past|future|1955|same day|same february|again and again|every morning';
const ROBOTS = 'robot|artificial|computer|android|cyborg|droid|machine|operating system|HAL 9000|conscious';
const CHRISTMAS = 'christmas|santa|holiday|toymaker|gifts';
const HEIST = 'heist|robb|\\brob\\b|steal|stole|thie|score|burglar|con artist|diamond|vault|forged|swindl';
const STRANDED = 'alone|strand|surviv|deserted|left for dead|crash|washed up|lost|castaway';
const SPACE = 'space|astronaut|planet|moon|mars|nasa|jupiter|galac|wormhole|spacecraft|alien|star';
const BOXING = 'box|heavyweight|champion|fight|\\bring\\b';
const PRISON = 'prison|jail|inmate|escape|captiv|\\bcell\\b|sentenced|convict|death.row|\\bcamp\\b';
const MUSIC = 'band|music|musician|singer|song|rock|concert|jazz|drum|guitar|composer|pianist|orchestra';
const WW2 =
  'world war|nazi|hitler|third reich|führer|d-day|german|allied|iwo jima|okinawa|holocaust|jewish|ghetto|concentration camp|wartime|resistance|enigma|1940|1945';

export const BLIND_18_CASES: BlindCase[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // follow-ups (16)
  {
    id: 'b18-001',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good sci fi?', 'ok but older. like pre 1990 stuff'],
    checks: [{ atLeast: 2 }, { genreAll: ['Science Fiction'] }, { yearBetween: [1900, 1989] }],
  },
  {
    id: 'b18-002',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me a few crime movies', 'the 2nd one, who directed that'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b18-003',
    class: 'follow-ups',
    lang: 'en',
    turns: ['what are some pixar-ish animated movies for kids', 'which of those is the shortest one'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b18-004',
    class: 'follow-ups',
    lang: 'en',
    turns: ['horror recs pls', 'nah none of those, something lighter. still spooky but funny'],
    checks: [
      { atLeast: 1 },
      { noneFrom: 'earlier' },
      { genreAll: ['Comedy'] },
      { genreShare: ['Horror', 'Fantasy'], share: 0.5 },
    ],
  },
  {
    id: 'b18-005',
    class: 'follow-ups',
    lang: 'en',
    turns: ['war movies?', 'same thing but under 2 hours, got work tmrw'],
    checks: [{ atLeast: 1 }, { genreAll: ['War'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b18-006',
    class: 'follow-ups',
    lang: 'en',
    turns: ['movies like the dark knight', 'tell me abt the third one. how long is it?'],
    checks: [{ saysRuntimeOfPrevious: 3 }],
  },
  {
    id: 'b18-007',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'tom hanks movies?',
      'the one where hes stuck on the island with the volleyball, hows long is it',
    ],
    checks: [{ saysRuntimeOf: 8358 }],
  },
  {
    id: 'b18-008',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'give me 5 comedies from the 80s',
      'hmm those feel kinda dated tbh. anything from the last 10 years w the same vibe?',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { yearBetween: [2016, 2026] },
      { noneFrom: 'earlier' },
    ],
  },
  {
    id: 'b18-009',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de miedo buenas?', 'la primera, de que año es y quien sale?'],
    checks: [{ firstIsNthOfPrevious: 1 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b18-010',
    class: 'follow-ups',
    lang: 'es',
    turns: [
      'algo de fantasía para ver en familia',
      'mas cortitas porfa, hora y media como mucho que los peques se duermen 😅',
    ],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 90 },
      { genreAll: ['Family', 'Animation', 'Fantasy'] },
      { genreShare: ['Fantasy'], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b18-011',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films de science-fiction récents ?', 'et le deuxième il dure combien de temps'],
    checks: [{ saysRuntimeOfPrevious: 2 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b18-012',
    class: 'follow-ups',
    lang: 'it',
    turns: ['mi consigli un bel thriller?', 'uguale ma meno violento, è per mia madre'],
    checks: [
      { atLeast: 1 },
      { noGenre: ['Horror', 'War', 'Action'] },
      { genreShare: ['Thriller', 'Mystery'], share: 0.5 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b18-013',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ein paar gute Dramen bitte', 'welcher davon ist der älteste? und wer hat da Regie geführt'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b18-014',
    class: 'follow-ups',
    lang: 'it',
    turns: ['avete anime giapponesi?', 'ce n’è qualcuno sotto i 100 minuti? stasera sono cotto'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 100 },
      { originalLanguage: 'ja' },
      { genreAll: ['Animation'] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b18-015',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me passa uns filmes de gângster', 'curti, mas queria algo na mesma vibe só que mais engraçado'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { genreShare: ['Crime'], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b18-016',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film romantici anni 2000?', 'il terzo chi l’ha diretto?'],
    checks: [{ saysDirectorOfPrevious: 3 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // likeness (14)
  {
    id: 'b18-017',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like interstelar?'],
    checks: [{ atLeast: 3 }, { likeSeeds: [157336], share: 0.8 }, { excludesMovies: [157336] }],
  },
  {
    id: 'b18-018',
    class: 'likeness',
    lang: 'en',
    turns: ['want something thats like a mix of alien and the thing'],
    checks: [{ atLeast: 2 }, { likeSeeds: [348, 1091], share: 0.8 }, { excludesMovies: [348, 1091] }],
  },
  {
    id: 'b18-019',
    class: 'likeness',
    lang: 'en',
    turns: ['i want shaun of teh dead vibes but with zero horror, just the comedy part'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { noGenre: ['Horror'] }, { excludesMovies: [747] }],
  },
  {
    id: 'b18-020',
    class: 'likeness',
    lang: 'en',
    turns: ['loved la la land!! anything similar but more recent?'],
    checks: [
      { atLeast: 2 },
      { newerThan: 313369 },
      { genreShare: ['Music', 'Romance'], share: 0.5 },
      { excludesMovies: [313369] },
    ],
  },
  {
    id: 'b18-021',
    class: 'likeness',
    lang: 'en',
    turns: ['smth like goodfelas but shorter, under 2 hrs'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 120 },
      { likeSeeds: [769], share: 0.8 },
      { excludesMovies: [769] },
    ],
  },
  {
    id: 'b18-022',
    class: 'likeness',
    lang: 'en',
    turns: ['similar to spirited away but in english? my kid refuses subtitles'],
    checks: [
      { atLeast: 2 },
      { originalLanguage: 'en' },
      { likeSeeds: [129], share: 0.8 },
      { genreShare: ['Animation'], share: 0.5 },
    ],
  },
  {
    id: 'b18-023',
    class: 'likeness',
    lang: 'en',
    turns: ['films like titanic but not 3+ hours long please'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 597 },
      { likeSeeds: [597], share: 0.8 },
      { genreShare: ['Romance'], share: 0.5 },
      { excludesMovies: [597] },
    ],
  },
  {
    id: 'b18-024',
    class: 'likeness',
    lang: 'en',
    movieId: 213,
    turns: ['more like this one but not so old, something from after 2000'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [2000, 2026] },
      { likeSeeds: [213], share: 0.7 },
      { excludesMovies: [213] },
    ],
  },
  {
    id: 'b18-025',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a el laberinto del fauno'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [1417], share: 0.7 },
      { excludesMovies: [1417] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b18-026',
    class: 'likeness',
    lang: 'fr',
    turns: ['un film dans le genre d’Amélie Poulain mais en anglais svp'],
    checks: [
      { atLeast: 2 },
      { originalLanguage: 'en' },
      { likeSeeds: [194], share: 0.8 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b18-027',
    class: 'likeness',
    lang: 'de',
    turns: ['hab grad Das Leben der Anderen gesehen, gibts was ähnliches?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [582], share: 0.8 },
      { excludesMovies: [582] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b18-028',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo tipo toy story mas que não seja da pixar'],
    checks: [
      { atLeast: 2 },
      { companyNone: 'pixar' },
      { likeSeeds: [862], share: 0.8 },
      { genreShare: ['Animation'], share: 0.6 },
      { excludesMovies: [862] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b18-029',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes tipo cidade de deus e os bons companheiros'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [598, 769], share: 0.8 },
      { excludesMovies: [598, 769] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b18-030',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo mad max fury road ma più vecchio, anni 80'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [1980, 1989] },
      { likeSeeds: [76341], share: 0.8 },
      { excludesMovies: [76341] },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // reply-language (12)
  {
    id: 'b18-031',
    class: 'reply-language',
    lang: 'en',
    turns: ['i keep hearing about sergio leone, which of his should i start with?'],
    checks: [{ atLeast: 1 }, { directedBy: 'Sergio Leone' }, { replyLanguage: 'en' }],
  },
  {
    id: 'b18-032',
    class: 'reply-language',
    lang: 'en',
    turns: ['is cidade de deus worth it? my brazilian coworker wont shut up about it'],
    checks: [{ mentionsMovie: 598 }, { replyLanguage: 'en' }],
  },
  {
    id: 'b18-033',
    class: 'reply-language',
    lang: 'en',
    turns: ['got hooked on korean cinema after parasite, what else u got'],
    checks: [
      { atLeast: 1 },
      { originalLanguage: 'ko' },
      { excludesMovies: [496243] },
      { replyLanguage: 'en' },
    ],
  },
  {
    id: 'b18-034',
    class: 'reply-language',
    lang: 'en',
    turns: ['anything by guillermo del toro on here?'],
    checks: [{ mentionsMovie: 1417 }, { directedBy: 'Guillermo del Toro' }, { replyLanguage: 'en' }],
  },
  {
    id: 'b18-035',
    class: 'reply-language',
    lang: 'en',
    turns: ['any german films besides das leben der anderen? loved that one'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'de' }, { excludesMovies: [582] }, { replyLanguage: 'en' }],
  },
  {
    id: 'b18-036',
    class: 'reply-language',
    lang: 'en',
    turns: [
      'hallo! hast du gute Horrorfilme für mich?',
      'sorry can u switch to english, my german is pretty rusty',
    ],
    checks: [{ atLeast: 1 }, { genreAll: ['Horror'] }, { replyLanguage: 'en' }],
  },
  {
    id: 'b18-037',
    class: 'reply-language',
    lang: 'es',
    turns: ['recommend me some comedies', 'ahora en español porfa, y que sean de los 90'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { yearBetween: [1990, 1999] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b18-038',
    class: 'reply-language',
    lang: 'es',
    turns: ['que me recomiendas de hayao miyazaki?'],
    checks: [{ atLeast: 2 }, { directedBy: 'Hayao Miyazaki' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b18-039',
    class: 'reply-language',
    lang: 'fr',
    turns: ['salut ! t’as des films avec Jean Reno ?'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Jean Reno' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b18-040',
    class: 'reply-language',
    lang: 'de',
    turns: ['kennst du Filme von Wes Anderson?'],
    checks: [{ atLeast: 1 }, { directedBy: 'Wes Anderson' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b18-041',
    class: 'reply-language',
    lang: 'pt',
    turns: ['best movies from 2019?', 'pode responder em português? meu inglês é fraco'],
    checks: [{ atLeast: 2 }, { yearBetween: [2019, 2019] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b18-042',
    class: 'reply-language',
    lang: 'it',
    turns: ['ciao, cosa mi consigli di Christopher Nolan?'],
    checks: [{ atLeast: 2 }, { directedBy: 'Christopher Nolan' }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // mood-genre (10)
  {
    id: 'b18-043',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need something scary tonight but not gory slasher stuff, more creepy / ghosty'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror', 'Thriller', 'Mystery'] }],
  },
  {
    id: 'b18-044',
    class: 'mood-genre',
    lang: 'en',
    turns: ['feel good movie pls, had a rough week 😩'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Comedy', 'Family', 'Animation', 'Romance', 'Music'], share: 0.6 },
    ],
  },
  {
    id: 'b18-045',
    class: 'mood-genre',
    lang: 'en',
    turns: ['anything romantic that isnt super cheesy? date night w my gf'],
    checks: [{ atLeast: 2 }, { genreAll: ['Romance'] }],
  },
  {
    id: 'b18-046',
    class: 'mood-genre',
    lang: 'en',
    turns: ['im in the mood for something weird and trippy. mind bending stuff'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Science Fiction', 'Mystery', 'Fantasy', 'Thriller'], share: 0.6 },
    ],
  },
  {
    id: 'b18-047',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i just wanna laugh. something really dumb lol'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { noGenre: ['War'] }],
  },
  {
    id: 'b18-048',
    class: 'mood-genre',
    lang: 'es',
    turns: ['algo de animación pero para adultos, nada infantil'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { noGenre: ['Family'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b18-049',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['je suis d’humeur mélancolique… un film bien triste qui fait pleurer ?'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Drama', 'Romance', 'War'], share: 0.6 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b18-050',
    class: 'mood-genre',
    lang: 'de',
    turns: ['Lust auf Action, richtig krachen lassen, egal wie alt'],
    checks: [{ atLeast: 3 }, { genreAll: ['Action'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b18-051',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['quero um filme de suspense que prenda do início ao fim'],
    checks: [{ atLeast: 2 }, { genreAll: ['Thriller', 'Mystery'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b18-052',
    class: 'mood-genre',
    lang: 'it',
    turns: ['voglio un western di quelli classici, anni 50 o 60'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Western'] },
      { yearBetween: [1950, 1969] },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // themes (10)
  {
    id: 'b18-053',
    class: 'themes',
    lang: 'en',
    turns: ['movies w time travel in them'],
    checks: [{ atLeast: 2 }, { themeShare: TIME_TRAVEL, share: 0.6 }],
  },
  {
    id: 'b18-054',
    class: 'themes',
    lang: 'en',
    turns: ['films about robots or AI that get kinda human'],
    checks: [{ atLeast: 2 }, { themeShare: ROBOTS, share: 0.6 }],
  },
  {
    id: 'b18-055',
    class: 'themes',
    lang: 'en',
    turns: ['its almost december!! christmas movies pls 🎄'],
    checks: [{ atLeast: 3 }, { themeShare: CHRISTMAS, share: 0.6 }],
  },
  {
    id: 'b18-056',
    class: 'themes',
    lang: 'en',
    turns: ['good heist / robbery movies?'],
    checks: [{ atLeast: 2 }, { themeShare: HEIST, share: 0.5 }],
  },
  {
    id: 'b18-057',
    class: 'themes',
    lang: 'en',
    turns: ['stories about someone stranded and having to survive on their own'],
    checks: [{ atLeast: 2 }, { themeShare: STRANDED, share: 0.6 }],
  },
  {
    id: 'b18-058',
    class: 'themes',
    lang: 'en',
    turns: ['movies set in space, astronauts and all that'],
    checks: [{ atLeast: 3 }, { themeShare: SPACE, share: 0.7 }],
  },
  {
    id: 'b18-059',
    class: 'themes',
    lang: 'fr',
    turns: ['un bon film sur la boxe ?'],
    checks: [{ atLeast: 1 }, { themeShare: BOXING, share: 0.6 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b18-060',
    class: 'themes',
    lang: 'de',
    turns: ['Filme über Gefängnis oder Ausbruch?'],
    checks: [{ atLeast: 2 }, { themeShare: PRISON, share: 0.6 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b18-061',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes sobre bandas ou músicos, amo música'],
    checks: [{ atLeast: 2 }, { themeShare: MUSIC, share: 0.6 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b18-062',
    class: 'themes',
    lang: 'it',
    turns: ['film ambientati durante la seconda guerra mondiale'],
    checks: [
      { atLeast: 2 },
      { themeShare: WW2, share: 0.6 },
      { genreShare: ['War', 'History'], share: 0.5 },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // time-budget (8)
  {
    id: 'b18-063',
    class: 'time-budget',
    lang: 'en',
    turns: ['only got like an hour and a half before bed, something good?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 95 }],
  },
  {
    id: 'b18-064',
    class: 'time-budget',
    lang: 'en',
    turns: ['action movie, 2 hrs max'],
    checks: [{ atLeast: 2 }, { genreAll: ['Action'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b18-065',
    class: 'time-budget',
    lang: 'en',
    turns: ['long flight tomorrow so i want a proper epic, like 3 hours+'],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 170 }],
  },
  {
    id: 'b18-066',
    class: 'time-budget',
    lang: 'en',
    turns: ['quick animated thing for the kids, 80 mins or less'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { runtimeAtMost: 80 }],
  },
  {
    id: 'b18-067',
    class: 'time-budget',
    lang: 'fr',
    turns: ['un thriller de moins d’1h40 pour ce soir ?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Thriller'] }, { runtimeAtMost: 100 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b18-068',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur Mittagspause, irgendwas richtig kurzes? max 75 minuten'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 75 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b18-069',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho umas 2h e meia, me indica um drama bom'],
    checks: [{ atLeast: 1 }, { genreAll: ['Drama'] }, { runtimeAtMost: 150 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b18-070',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tô com 100 minutos livres, alguma comédia?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { runtimeAtMost: 100 }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // two-people (8)
  {
    id: 'b18-071',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with de niro AND pacino together'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Al Pacino' },
      { mentionsMovie: 949 },
    ],
  },
  {
    id: 'b18-072',
    class: 'two-people',
    lang: 'en',
    turns: ['scorsese films that have dicaprio in them'],
    checks: [{ atLeast: 2 }, { directedBy: 'Martin Scorsese' }, { hasCastMember: 'Leonardo DiCaprio' }],
  },
  {
    id: 'b18-073',
    class: 'two-people',
    lang: 'en',
    turns: ['anything w tom hanks that spielberg directed?'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Steven Spielberg' },
      { hasCastMember: 'Tom Hanks' },
      { mentionsAll: [857, 640] },
    ],
  },
  {
    id: 'b18-074',
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
    id: 'b18-075',
    class: 'two-people',
    lang: 'fr',
    turns: ['un film avec Harrison Ford et Sean Connery ensemble ?'],
    checks: [
      { mentionsMovie: 89 },
      { hasCastMember: 'Harrison Ford' },
      { hasCastMember: 'Sean Connery' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b18-076',
    class: 'two-people',
    lang: 'de',
    turns: ['Filme wo Simon Pegg und Nick Frost zusammen spielen'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Simon Pegg' },
      { hasCastMember: 'Nick Frost' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b18-077',
    class: 'two-people',
    lang: 'pt',
    turns: ['tem filme com a emma stone e o ryan gosling juntos?'],
    checks: [
      { mentionsMovie: 313369 },
      { hasCastMember: 'Emma Stone' },
      { hasCastMember: 'Ryan Gosling' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b18-078',
    class: 'two-people',
    lang: 'it',
    turns: ['un film di kubrick con jack nicholson'],
    checks: [
      { mentionsMovie: 694 },
      { directedBy: 'Stanley Kubrick' },
      { hasCastMember: 'Jack Nicholson' },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // facts (8)
  {
    id: 'b18-079',
    class: 'facts',
    lang: 'en',
    movieId: 567,
    turns: ['who directed this one?'],
    checks: [{ saysDirectorOf: 567 }],
  },
  {
    id: 'b18-080',
    class: 'facts',
    lang: 'en',
    turns: ['how long is return of the king? planning a lotr night lol'],
    checks: [{ saysRuntimeOf: 122 }],
  },
  {
    id: 'b18-081',
    class: 'facts',
    lang: 'en',
    turns: ['what year did akira come out'],
    checks: [{ saysYearOf: 149 }],
  },
  {
    id: 'b18-082',
    class: 'facts',
    lang: 'en',
    turns: ['whos in the grand budapest hotel?'],
    checks: [{ saysCastOf: 120467, count: 2 }],
  },
  {
    id: 'b18-083',
    class: 'facts',
    lang: 'en',
    turns: ['who made spirited away? the japanese animator guy, forgot his name'],
    checks: [{ saysDirectorOf: 129 }, { replyLanguage: 'en' }],
  },
  {
    id: 'b18-084',
    class: 'facts',
    lang: 'fr',
    turns: ['Léon, c’est sorti en quelle année déjà ?'],
    checks: [{ saysYearOf: 101 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b18-085',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht eigentlich Oppenheimer?'],
    checks: [{ saysRuntimeOf: 872585 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b18-086',
    class: 'facts',
    lang: 'it',
    turns: ['chi recita in nuovo cinema paradiso?'],
    checks: [{ saysCastOf: 11216, count: 2 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // history (8)
  {
    id: 'b18-087',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 949, on: '-2d', rating: 8 },
        { id: 348, on: '-5d' },
        { id: 578, on: '-45d' },
        { id: 11, on: '-120d' },
      ],
    },
    turns: ['what did i watch this past week?'],
    checks: [{ mentionsAll: [949, 348] }, { onlyFrom: 'diary' }, { excludesMovies: [578, 11] }],
  },
  {
    id: 'b18-088',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [603, 9],
        [78, 10],
        [27205, 9],
        [157336, 8],
        [218, 8],
        [11, 7],
      ],
      likes: [62],
    },
    turns: ['going off my ratings, recommend some sci fi i havent seen yet'],
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b18-089',
    class: 'history',
    lang: 'en',
    library: { watchlist: [238, 194, 862, 419430, 949, 244786] },
    turns: ['whats on my watchlist that i could finish in under 2 hours'],
    checks: [{ onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }, { mentionsAll: [862, 419430, 244786] }],
  },
  {
    id: 'b18-090',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 603, on: '-1d' },
        { id: 680, on: '-3d', rating: 9 },
        { id: 13, on: '-6d' },
        { id: 238, on: '2024-05-10' },
        { id: 550, on: '2023-11-02' },
      ],
    },
    turns: ['how many films have i logged so far this year?'],
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b18-091',
    class: 'history',
    lang: 'es',
    library: {
      ratings: [
        [238, 10],
        [550, 10],
        [680, 9],
        [862, 4],
        [4011, 3],
        [620, 6],
      ],
    },
    turns: ['cuales son las pelis que mejor puntué?'],
    checks: [
      { mentionsAll: [238, 550] },
      { onlyFrom: 'library' },
      { excludesMovies: [4011, 862] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b18-092',
    class: 'history',
    lang: 'fr',
    library: { watchlist: [115, 807, 424, 120467, 539, 2108] },
    turns: ['dans ma watchlist, t’aurais un truc drôle pour ce soir ?'],
    checks: [{ onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b18-093',
    class: 'history',
    lang: 'de',
    library: { likes: [438631, 78, 329865], ratings: [[693134, 9]] },
    turns: [
      'ich mag ja die Filme die ich geliked hab – hast du was neues in die Richtung, was ich noch nicht kenne?',
    ],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'library' },
      { likeSeeds: [438631, 78, 329865], share: 0.7 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b18-094',
    class: 'history',
    lang: 'pt',
    library: {
      diary: [
        { id: 603, on: 'Y0-03-05' },
        { id: 354912, on: 'Y0-03-21', rating: 9 },
        { id: 14160, on: 'Y0-04-02' },
        { id: 807, on: 'Y0-02-11' },
      ],
    },
    turns: ['o que eu assisti em março?'],
    checks: [
      { mentionsAll: [603, 354912] },
      { onlyFrom: 'diary' },
      { excludesMovies: [14160, 807] },
      { replyLanguage: 'pt' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // group (8)
  {
    id: 'b18-095',
    class: 'group',
    lang: 'en',
    turns: ['me n my bf want to watch something, he only likes action and im more into romance. help'],
    checks: [{ atLeast: 1 }, { genreAll: ['Action', 'Romance'] }, { genreCovers: ['Action', 'Romance'] }],
  },
  {
    id: 'b18-096',
    class: 'group',
    lang: 'en',
    turns: ['family movie night, kids are 6 and 9, nothing scary pls'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family', 'Animation'] }, { noGenre: ['Horror', 'Thriller'] }],
  },
  {
    id: 'b18-097',
    class: 'group',
    lang: 'en',
    turns: ['hosting 5 friends tonight, 2 want horror and 3 want comedy lol what do i do'],
    checks: [{ atLeast: 1 }, { genreAll: ['Horror', 'Comedy'] }, { genreCovers: ['Horror', 'Comedy'] }],
  },
  {
    id: 'b18-098',
    class: 'group',
    lang: 'en',
    turns: [
      'watching with my parents this weekend, theyre in their 70s and love stuff from when they were young, 60s or 70s',
    ],
    checks: [{ atLeast: 2 }, { yearBetween: [1960, 1979] }],
  },
  {
    id: 'b18-099',
    class: 'group',
    lang: 'fr',
    turns: ['soirée entre copines ce soir, on veut une comédie romantique 💕'],
    checks: [{ atLeast: 2 }, { genreAll: ['Romance'] }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b18-100',
    class: 'group',
    lang: 'de',
    turns: ['Filmabend mit meinem Opa (steht auf Western) und meinem kleinen Bruder (will Zeichentrick)'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Western', 'Animation'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b18-101',
    class: 'group',
    lang: 'pt',
    turns: ['eu e minha namorada, ela ama terror e eu sou medroso kkk, algo no meio termo?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Thriller', 'Mystery', 'Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b18-102',
    class: 'group',
    lang: 'it',
    turns: ['serata con amici fissati con la fantascienza, più uno che vuole solo ridere'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Science Fiction', 'Comedy'] }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // original-language (6)
  {
    id: 'b18-103',
    class: 'original-language',
    lang: 'en',
    turns: ['any japanese films that arent anime? like live action'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }],
  },
  {
    id: 'b18-104',
    class: 'original-language',
    lang: 'en',
    turns: ['trying to practice my ear for other languages, movies NOT in english pls'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b18-105',
    class: 'original-language',
    lang: 'es',
    turns: ['tienen pelis rodadas en español?'],
    checks: [{ mentionsMovie: 1417 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b18-106',
    class: 'original-language',
    lang: 'fr',
    turns: ['je voudrais voir un film en VO française'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b18-107',
    class: 'original-language',
    lang: 'de',
    turns: ['deutschsprachige Filme? gern auch alte Stummfilme'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b18-108',
    class: 'original-language',
    lang: 'it',
    turns: ['qualche film italiano che non sia un western?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'it' }, { noGenre: ['Western'] }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // identify (6)
  {
    id: 'b18-109',
    class: 'identify',
    lang: 'en',
    turns: ['that movie where a weatherman keeps waking up on the same day over n over'],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b18-110',
    class: 'identify',
    lang: 'en',
    turns: [
      'old movie, guy w a broken leg stuck in his apartment spies on the neighbors and thinks one of them killed his wife. whats it called',
    ],
    checks: [{ firstMovieIs: 567 }],
  },
  {
    id: 'b18-111',
    class: 'identify',
    lang: 'es',
    turns: ['como se llamaba la peli donde un niño ve gente muerta y bruce willis es psicólogo'],
    checks: [{ firstMovieIs: 745 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b18-112',
    class: 'identify',
    lang: 'fr',
    turns: [
      'le film où un ado remonte le temps en voiture et doit faire en sorte que ses parents tombent amoureux',
    ],
    checks: [{ firstMovieIs: 105 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b18-113',
    class: 'identify',
    lang: 'de',
    turns: ['wie heißt der Film mit dem kleinen Roboter, der ganz allein auf der Erde Müll wegräumt?'],
    checks: [{ firstMovieIs: 10681 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b18-114',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme do cara que fica preso numa ilha e conversa com uma bola de vôlei'],
    checks: [{ firstMovieIs: 8358 }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // small-talk (4)
  {
    id: 'b18-115',
    class: 'small-talk',
    lang: 'en',
    turns: ['heyy hows it going'],
    checks: [{ replyLanguage: 'en' }, { maxChars: 1200 }],
  },
  {
    id: 'b18-116',
    class: 'small-talk',
    lang: 'en',
    turns: ['any good horror movie?', 'ok cool thanks, thats all i needed 👍'],
    checks: [{ noMovies: true }, { maxChars: 500 }],
  },
  {
    id: 'b18-117',
    class: 'small-talk',
    lang: 'es',
    turns: ['jajaja gracias crack 🙌'],
    checks: [{ noMovies: true }, { replyLanguage: 'es' }, { maxChars: 600 }],
  },
  {
    id: 'b18-118',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao! ma tu chi sei? cosa sai fare?'],
    checks: [{ replyLanguage: 'it' }, { maxChars: 1500 }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // markdown (2)
  {
    id: 'b18-119',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 kubrick films ranked, bold the titles and give me one line on each'],
    checks: [{ rendersMarkdown: true }, { atLeast: 3 }, { directedBy: 'Stanley Kubrick' }],
  },
  {
    id: 'b18-120',
    class: 'markdown',
    lang: 'es',
    turns: ['hazme una lista de las pelis de pixar con año y duración porfa'],
    checks: [{ rendersMarkdown: true }, { atLeast: 3 }, { companyAll: 'pixar' }, { replyLanguage: 'es' }],
  },
];
