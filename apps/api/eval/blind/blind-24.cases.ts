/**
 * Blind chat evaluation set blind-24: 120 conversations the way people type into a movie chat box (lowercase,
 * typos, slang, half sentences, follow-ups that point back, corrections) in English, Spanish, French, German,
 * Portuguese and Italian. Weighted to the classes earlier sets found hardest: likeness ("like X but...", two seeds,
 * "X meets Y", "more like the second one"), facts about loosely named films, two people together, themes wanted or
 * turned down, reply language and moods said by feeling; then identify-the-film, the signed-in library, follow-ups,
 * time budgets, original language, groups, small talk and markdown.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts) and the catalog data (the starter movies.json and
 * ../shared/data) were read. Every film id and person was checked against the starter catalog.
 *
 * TUNED-TO: developers may read this set's failures afterwards, so later scores on it are no longer blind.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** Replies of an assistant that did not understand the request, in the six reply languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)|no (?:entend[ií]|he entendido|estoy segur[oa] de qu[eé])|je n.ai pas (?:compris|bien compris)|pas s[uû]r de (?:comprendre|ce que)|nicht verstanden|nicht sicher, was|não entendi|não tenho certeza do que|non ho capito|non sono sicur[oa] di cosa';

// Theme patterns, matched against the catalog's English titles and overviews.
const SPACE =
  'space|astronaut|planet|galax|orbit|\\bmoon\\b|\\bmars\\b|wormhole|jupiter|spacecraft|alien|krypton|nasa';
const BOXING = 'box(?:ing|er|es)\\b|heavyweight|middleweight|rumble in the jungle';
const ISLAND = 'island|castaway|stranded|washed up|washes up';
const TIME_LOOP = 'same day|same february|again and again|every morning|reliv|over and over';
const WAR_WORDS = '\\bwars?\\b|battle|soldier|army|armies|nazi|holocaust|troops|military';
const UNDEAD_OR_GHOSTS =
  'zombie|undead|living dead|\\bthe dead\\b|ghost|ghoul|haunt|spirit|poltergeist|demon|sees the dead';
const MACHINES =
  'robot|android|artificial|cyborg|machine|replicant|synthetic|terminator|computer|operating system|\\bhal\\b|mechanical man';
const HEIST =
  'heist|\\bscore\\b|\\brob(?:s|bed|bing|ber|bers|bery|beries)?\\b|steal|stole|theft|thief|thieves|loot|vault|con artist|burglar|\\braid|swindl|jewel';
const PRISON = 'prison|jail|inmate|convict|escape|death-row|\\bcell\\b';
const ALIENS = 'alien|extraterrestrial|spacecraft|visitors|invasion';
const MOB =
  'mafia|\\bmob\\b|gangster|gangland|crime family|crime lord|corleone|wiseguy|cartel|cocaine|underworld|organized crime';
const TIME_TRAVEL = 'time[- ]travel|back in time|into the past|sent back|from the future';

export const BLIND_24_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------------------
  // likeness (14)
  {
    id: 'b24-001',
    class: 'likeness',
    lang: 'en',
    turns: ['gimme stuff like jaws or alien', 'more like the second one tbh. and nothing older than 1990'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [348], share: 0.7 },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { yearBetween: [1990, 2026] },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b24-002',
    class: 'likeness',
    lang: 'en',
    turns: ['inception meets the matrix. go'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [27205, 603], share: 0.7 },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { excludesMovies: [27205, 603] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b24-003',
    class: 'likeness',
    lang: 'en',
    turns: [
      'i loved whiplash and black swan, that whole obsessive pressure cooker thing. what else scratches that itch',
    ],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [244786, 44214], share: 0.8 },
      { excludesMovies: [244786, 44214] },
      { noGenre: ['Animation', 'Family'] },
    ],
  },
  {
    id: 'b24-004',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a parásitos pero q no sea coreana'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [496243], share: 0.7 },
      { notOriginalLanguage: 'ko' },
      { excludesMovies: [496243] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b24-005',
    class: 'likeness',
    lang: 'fr',
    turns: ["un truc dans le genre d'amélie poulain mais plus récent"],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [194], share: 0.7 },
      { newerThan: 194 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b24-006',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie zurück in die zukunft, aber bitte ohne zeitreise-kram'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [105], share: 0.7 },
      { themeNone: TIME_TRAVEL },
      { excludesMovies: [105] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b24-007',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes tipo toy story e procurando nemo pra ver com meu sobrinho'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [862, 12], share: 0.8 },
      { noGenre: ['Horror', 'Thriller', 'War'] },
      { excludesMovies: [862, 12] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b24-008',
    class: 'likeness',
    lang: 'it',
    turns: [
      "qualcosa tipo il buono il brutto e il cattivo... pero' non di sergio leone, quelli li ho visti tutti",
    ],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [429], share: 0.8 },
      { excludesMovies: [429, 391, 335] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b24-009',
    class: 'likeness',
    lang: 'en',
    turns: ['heat x the dark knight. something in between those two'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [949, 155], share: 0.8 },
      { genreShare: ['Crime'], share: 0.6 },
      { excludesMovies: [949, 155] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b24-010',
    class: 'likeness',
    lang: 'en',
    movieId: 694,
    turns: ['anything with this kind of vibe that came out after 2000? the older ones i know'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [694], share: 0.8 },
      { genreShare: ['Horror'], share: 0.5 },
      { yearBetween: [2001, 2026] },
      { excludesMovies: [694] },
    ],
  },
  {
    id: 'b24-011',
    class: 'likeness',
    lang: 'de',
    turns: [
      'ich fand interstellar und arrival mega. was gibts noch in die richtung? aber bitte kein marvel zeug',
    ],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [157336, 329865], share: 0.8 },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { companyNone: 'marvel' },
      { excludesMovies: [157336, 329865] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b24-012',
    class: 'likeness',
    lang: 'fr',
    turns: ['un film comme le voyage de chihiro mais pas un miyazaki svp, je les connais par coeur'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [129], share: 0.8 },
      { genreShare: ['Animation'], share: 0.5 },
      { excludesMovies: [129, 10515, 8392, 16859, 128, 4935] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b24-013',
    class: 'likeness',
    lang: 'es',
    turns: ['me encantaron toy story 3 y coco, algo asi pero q dure menos de hora y media porfa'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [10193, 354912], share: 0.8 },
      { runtimeAtMost: 90 },
      { excludesMovies: [10193, 354912] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b24-014',
    class: 'likeness',
    lang: 'pt',
    turns: ['me indica algo na vibe de la la land e whiplash, mas que nao seja do chazelle'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [313369, 244786], share: 0.8 },
      { genreShare: ['Music'], share: 0.5 },
      { excludesMovies: [313369, 244786] },
      { replyLanguage: 'pt' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // facts (12)
  {
    id: 'b24-015',
    class: 'facts',
    lang: 'en',
    turns: ['who directed that bill murray one where hes stuck living the same day with the groundhog'],
    checks: [{ saysDirectorOf: 137 }, { notContains: CONFUSED }],
  },
  {
    id: 'b24-016',
    class: 'facts',
    lang: 'en',
    turns: ['how long is godfather 2?? need to know if i can finish it tonight'],
    checks: [{ saysRuntimeOf: 240 }],
  },
  {
    id: 'b24-017',
    class: 'facts',
    lang: 'es',
    turns: ['quien sale en el caballero oscuro? la de nolan con el joker'],
    checks: [{ saysCastOf: 155, count: 2 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b24-018',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est sorti en quelle année le voyage de chihiro ?"],
    checks: [{ saysYearOf: 129 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b24-019',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat eigentlich das leben der anderen gedreht'],
    checks: [{ saysDirectorOf: 582 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b24-020',
    class: 'facts',
    lang: 'it',
    turns: ['quanto dura nuovo cinema paradiso?'],
    checks: [{ saysRuntimeOf: 11216 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b24-021',
    class: 'facts',
    lang: 'pt',
    movieId: 598,
    turns: ['quem dirigiu esse?'],
    checks: [{ saysDirectorOf: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b24-022',
    class: 'facts',
    lang: 'en',
    movieId: 78,
    turns: ['whos in this and how long is it'],
    checks: [{ saysCastOf: 78, count: 2 }, { saysRuntimeOf: 78 }],
  },
  {
    id: 'b24-023',
    class: 'facts',
    lang: 'en',
    turns: ['best christopher nolan movies?', 'how long is the 2nd one'],
    checks: [{ saysRuntimeOfPrevious: 2 }],
  },
  {
    id: 'b24-024',
    class: 'facts',
    lang: 'es',
    turns: ['pelis de terror de los 80', 'y quien dirigio la tercera?'],
    checks: [{ saysDirectorOfPrevious: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b24-025',
    class: 'facts',
    lang: 'en',
    turns: ['what year did pulp fiktion come out and who made it'],
    checks: [{ saysYearOf: 680 }, { saysDirectorOf: 680 }],
  },
  {
    id: 'b24-026',
    class: 'facts',
    lang: 'de',
    turns: [
      'wie lang geht herr der ringe die rückkehr des königs? extended ist mir egal, die normale fassung',
    ],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // two-people (12)
  {
    id: 'b24-027',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with al pacino AND de niro together'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Al Pacino' },
      { hasCastMember: 'Robert De Niro' },
      { mentionsAll: [240, 949] },
    ],
  },
  {
    id: 'b24-028',
    class: 'two-people',
    lang: 'en',
    turns: ['scorsese + dicaprio collabs, all of them pls'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Martin Scorsese' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { mentionsAll: [1422, 11324, 106646] },
    ],
  },
  {
    id: 'b24-029',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis donde salgan christian bale y michael caine juntos'],
    checks: [
      { atLeast: 3 },
      { hasCastMember: 'Christian Bale' },
      { hasCastMember: 'Michael Caine' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b24-030',
    class: 'two-people',
    lang: 'fr',
    turns: ['les films de tarantino où joue samuel l jackson ?'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Quentin Tarantino' },
      { hasCastMember: 'Samuel L. Jackson' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b24-031',
    class: 'two-people',
    lang: 'de',
    turns: ['welche filme hat spielberg mit tom hanks gemacht'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Steven Spielberg' },
      { hasCastMember: 'Tom Hanks' },
      { mentionsAll: [857, 640] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b24-032',
    class: 'two-people',
    lang: 'it',
    turns: ['film con de niro e joe pesci insieme'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Joe Pesci' },
      { mentionsAll: [1578, 769] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b24-033',
    class: 'two-people',
    lang: 'pt',
    turns: ['quais filmes do nolan tem o cillian murphy?'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Christopher Nolan' },
      { hasCastMember: 'Cillian Murphy' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b24-034',
    class: 'two-people',
    lang: 'pt',
    turns: ['harrison ford dirigido pelo spielberg, tem quais?'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Steven Spielberg' },
      { hasCastMember: 'Harrison Ford' },
      { mentionsAll: [85, 89] },
    ],
  },
  {
    id: 'b24-035',
    class: 'two-people',
    lang: 'es',
    turns: ['en q pelis coinciden tom cruise y ving rhames'],
    checks: [
      { atLeast: 3 },
      { hasCastMember: 'Tom Cruise' },
      { hasCastMember: 'Ving Rhames' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b24-036',
    class: 'two-people',
    lang: 'fr',
    turns: ['un film avec bogart et peter lorre'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Humphrey Bogart' }, { hasCastMember: 'Peter Lorre' }],
  },
  {
    id: 'b24-037',
    class: 'two-people',
    lang: 'de',
    turns: ['gibts nen film wo brad pitt und morgan freeman beide mitspielen?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Brad Pitt' },
      { hasCastMember: 'Morgan Freeman' },
      { mentionsMovie: 807 },
    ],
  },
  {
    id: 'b24-038',
    class: 'two-people',
    lang: 'it',
    turns: ['kubrick ha mai diretto jack nicholson?'],
    checks: [
      { directedBy: 'Stanley Kubrick' },
      { hasCastMember: 'Jack Nicholson' },
      { mentionsMovie: 694 },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // themes (12)
  {
    id: 'b24-039',
    class: 'themes',
    lang: 'en',
    turns: ['space movies but NOT star wars, more like actual astronauts and exploring stuff'],
    checks: [{ atLeast: 3 }, { themeShare: SPACE, share: 0.7 }, { excludesMovies: [11, 1891, 1892] }],
  },
  {
    id: 'b24-040',
    class: 'themes',
    lang: 'es',
    turns: ['recomiendame pelis de boxeo 🥊'],
    checks: [{ atLeast: 3 }, { themeShare: BOXING, share: 0.6 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b24-041',
    class: 'themes',
    lang: 'fr',
    turns: ['des films avec des requins ?? 🦈'],
    checks: [{ atLeast: 1 }, { themeShare: 'shark', share: 0.5 }, { mentionsMovie: 578 }],
  },
  {
    id: 'b24-042',
    class: 'themes',
    lang: 'de',
    turns: ['filme die auf ner insel spielen'],
    checks: [{ atLeast: 3 }, { themeShare: ISLAND, share: 0.7 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b24-043',
    class: 'themes',
    lang: 'pt',
    turns: ['tem filme de loop temporal? tipo o cara vivendo o mesmo dia de novo e de novo'],
    checks: [{ atLeast: 1 }, { themeShare: TIME_LOOP, share: 0.5 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b24-044',
    class: 'themes',
    lang: 'it',
    turns: ['qualcosa di storico ma niente guerra per favore, ne ho abbastanza di battaglie'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['History'] },
      { noGenre: ['War'] },
      { themeNone: WAR_WORDS },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b24-045',
    class: 'themes',
    lang: 'en',
    turns: ['horror but no zombies and nothing with ghosts, that stuff gives me actual nightmares lol'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }, { themeNone: UNDEAD_OR_GHOSTS }],
  },
  {
    id: 'b24-046',
    class: 'themes',
    lang: 'de',
    turns: ['was mit robotern oder künstlicher intelligenz'],
    checks: [{ atLeast: 3 }, { themeShare: MACHINES, share: 0.7 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b24-047',
    class: 'themes',
    lang: 'en',
    turns: ['got any heist movies? crew planning the big score, that kind of thing'],
    checks: [{ atLeast: 3 }, { themeShare: HEIST, share: 0.6 }, { notContains: CONFUSED }],
  },
  {
    id: 'b24-048',
    class: 'themes',
    lang: 'fr',
    turns: ["je cherche des films de prison ou d'évasion"],
    checks: [{ atLeast: 3 }, { themeShare: PRISON, share: 0.7 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b24-049',
    class: 'themes',
    lang: 'pt',
    turns: ['quero um filme de alienígenas mas que não seja de terror, tenho medo kkkk'],
    checks: [{ atLeast: 2 }, { themeShare: ALIENS, share: 0.7 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b24-050',
    class: 'themes',
    lang: 'it',
    turns: ['film sulla mafia'],
    checks: [{ atLeast: 3 }, { themeShare: MOB, share: 0.6 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // reply-language (12)
  {
    id: 'b24-051',
    class: 'reply-language',
    lang: 'es',
    turns: ['hola! me recomiendas una comedia romántica para ver con mi novia esta noche?'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 2 }, { genreShare: ['Romance'], share: 0.7 }],
  },
  {
    id: 'b24-052',
    class: 'reply-language',
    lang: 'es',
    turns: ['q peli me pongo hoy, estoy re aburrido'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 1 }, { notContains: CONFUSED }],
  },
  {
    id: 'b24-053',
    class: 'reply-language',
    lang: 'fr',
    turns: ['salut, tu peux me conseiller un bon thriller ?'],
    checks: [{ replyLanguage: 'fr' }, { atLeast: 2 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b24-054',
    class: 'reply-language',
    lang: 'fr',
    turns: ["c'est quoi le film le plus long que vous avez sur le site"],
    checks: [{ replyLanguage: 'fr' }, { mentionsMovie: 770 }],
  },
  {
    id: 'b24-055',
    class: 'reply-language',
    lang: 'de',
    turns: ['hey, kannst du mir einen animationsfilm für einen gemütlichen sonntag empfehlen?'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 1 }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b24-056',
    class: 'reply-language',
    lang: 'de',
    turns: ['was ist der beste film von billy wilder?'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 1 }, { directedBy: 'Billy Wilder' }],
  },
  {
    id: 'b24-057',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oi! quero ver um filme de ficção científica dos anos 80'],
    checks: [
      { replyLanguage: 'pt' },
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1980, 1989] },
    ],
  },
  {
    id: 'b24-058',
    class: 'reply-language',
    lang: 'pt',
    turns: ['qual filme do studio ghibli vc recomenda pra quem nunca viu nenhum?'],
    checks: [
      { replyLanguage: 'pt' },
      { atLeast: 1 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
    ],
  },
  {
    id: 'b24-059',
    class: 'reply-language',
    lang: 'it',
    turns: ['ciao, che film mi consigli per una serata tra amici? qualcosa di divertente'],
    checks: [{ replyLanguage: 'it' }, { atLeast: 2 }, { genreShare: ['Comedy'], share: 0.7 }],
  },
  {
    id: 'b24-060',
    class: 'reply-language',
    lang: 'it',
    turns: ['mi dici di cosa parla psycho di hitchcock?'],
    checks: [{ replyLanguage: 'it' }, { mentionsMovie: 539 }],
  },
  {
    id: 'b24-061',
    class: 'reply-language',
    lang: 'es',
    turns: ['recommend me a western', 'perdón, mejor en español. ¿alguna que dure menos de dos horas?'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 1 }, { genreAll: ['Western'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b24-062',
    class: 'reply-language',
    lang: 'en',
    turns: ['whats the deal with the intouchables, is it worth watching'],
    checks: [{ replyLanguage: 'en' }, { mentionsMovie: 77338 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // mood-genre (12)
  {
    id: 'b24-063',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i need something thatll make me ugly cry. like full on tissues'],
    checks: [{ atLeast: 3 }, { genreShare: ['Drama', 'Romance'], share: 0.8 }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b24-064',
    class: 'mood-genre',
    lang: 'en',
    turns: ['want to laugh til my stomach hurts. nothing heavy pls, rough week'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { noGenre: ['War', 'Horror'] }],
  },
  {
    id: 'b24-065',
    class: 'mood-genre',
    lang: 'es',
    turns: ['quiero algo q me tenga con el corazón a mil, q no pueda despegarme del sofá'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Thriller', 'Action'], share: 0.8 },
      { noGenre: ['Family', 'Documentary'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b24-066',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un film doux et réconfortant, genre plaid + chocolat chaud ☕'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror', 'Thriller', 'War', 'Crime'] },
      { genreShare: ['Comedy', 'Family', 'Romance', 'Animation'], share: 0.7 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b24-067',
    class: 'mood-genre',
    lang: 'de',
    turns: ['ich will mich heute abend so richtig gruseln. gänsehaut garantiert'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Horror'], share: 0.7 },
      { noGenre: ['Family', 'Animation'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b24-068',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['tô precisando de um filme que me deixe de bom humor, pra cima sabe'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Comedy', 'Family', 'Music', 'Romance', 'Animation'], share: 0.7 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b24-069',
    class: 'mood-genre',
    lang: 'it',
    turns: ['voglio un film che mi faccia pensare, di quelli che ci ripensi per giorni'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Drama', 'Science Fiction', 'Mystery'], share: 0.8 },
      { noGenre: ['Family'] },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b24-070',
    class: 'mood-genre',
    lang: 'en',
    turns: ['big dumb fun, explosions, turn my brain off. go'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Action'], share: 0.8 },
      { noGenre: ['Documentary'] },
      { notContains: CONFUSED },
    ],
  },
  {
    id: 'b24-071',
    class: 'mood-genre',
    lang: 'en',
    turns: [
      'something slow and creepy and unsettling.. not jump scares, more like a feeling of dread the whole time',
    ],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Horror', 'Thriller', 'Mystery'], share: 0.8 },
      { noGenre: ['Comedy', 'Family', 'Animation'] },
    ],
  },
  {
    id: 'b24-072',
    class: 'mood-genre',
    lang: 'es',
    turns: ['algo pa ver con mi abuela, q sea tierno y sin nada de violencia'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror', 'War', 'Crime', 'Thriller', 'Action'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b24-073',
    class: 'mood-genre',
    lang: 'de',
    turns: ['was zum träumen. magisch, verzaubernd, einfach schön'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Fantasy'], share: 0.7 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b24-074',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["un truc qui fait monter l'adrénaline, courses poursuites, explosions, tout ça"],
    checks: [
      { atLeast: 3 },
      { genreShare: ['Action'], share: 0.8 },
      { noGenre: ['Documentary', 'Family'] },
      { replyLanguage: 'fr' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // identify (10)
  {
    id: 'b24-075',
    class: 'identify',
    lang: 'en',
    turns: ['whats the movie where the guy has no short term memory and tattoos notes all over himself'],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b24-076',
    class: 'identify',
    lang: 'es',
    turns: ['como se llamaba la peli donde un tipo vive en un reality y no sabe que todo es falso'],
    checks: [{ firstMovieIs: 37165 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b24-077',
    class: 'identify',
    lang: 'fr',
    turns: [
      "le film où une famille pauvre s'infiltre chez des riches en se faisant embaucher un par un, c'est quoi déjà",
    ],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b24-078',
    class: 'identify',
    lang: 'de',
    turns: ['der film wo der bus nicht unter 50 meilen fahren darf sonst fliegt er in die luft'],
    checks: [{ firstMovieIs: 1637 }],
  },
  {
    id: 'b24-079',
    class: 'identify',
    lang: 'pt',
    turns: ['filme q o velhinho amarra um monte de balão na casa e sai voando, como chama'],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b24-080',
    class: 'identify',
    lang: 'it',
    turns: [
      'quel film dove un ragazzo finisce nel 1955 con una macchina del tempo e deve far innamorare i suoi genitori',
    ],
    checks: [{ firstMovieIs: 105 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b24-081',
    class: 'identify',
    lang: 'en',
    turns: ['the one where the kid rides his bike across the moon with the little alien in the basket'],
    checks: [{ firstMovieIs: 601 }],
  },
  {
    id: 'b24-082',
    class: 'identify',
    lang: 'en',
    turns: ['theres a movie where a crop duster plane chases a guy thru a cornfield. hitchcock i think?'],
    checks: [{ firstMovieIs: 213 }],
  },
  {
    id: 'b24-083',
    class: 'identify',
    lang: 'es',
    turns: ['una de animación japonesa donde los padres de la niña se convierten en cerdos'],
    checks: [{ firstMovieIs: 129 }],
  },
  {
    id: 'b24-084',
    class: 'identify',
    lang: 'de',
    turns: ['film über nen typen der in der wüste von nem lkw gejagt wird, den fahrer sieht man nie'],
    checks: [{ firstMovieIs: 839 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // history (8)
  {
    id: 'b24-085',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 603, on: '-2d' },
        { id: 680, on: '-15d' },
        { id: 13, on: '-60d' },
        { id: 862, on: '2023-10-10' },
      ],
    },
    turns: ['how many movies have i logged this year so far'],
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b24-086',
    class: 'history',
    lang: 'en',
    library: { watchlist: [770, 947, 665, 1366, 3082, 240] },
    turns: ['pick something off my watchlist thats under 2 hours, its already late'],
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b24-087',
    class: 'history',
    lang: 'es',
    library: { watchlist: [13, 597, 4232, 550, 694] },
    turns: ['de lo q tengo en mi lista, cual es de miedo?'],
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Horror'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b24-088',
    class: 'history',
    lang: 'fr',
    library: {
      ratings: [
        [603, 10],
        [78, 9],
        [27205, 9],
        [11036, 3],
      ],
    },
    turns: ["recommande-moi un film que j'ai pas encore vu, dans le style de ceux que j'ai le mieux notés"],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { likeSeeds: [603, 78, 27205], share: 0.7 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b24-089',
    class: 'history',
    lang: 'de',
    library: {
      ratings: [
        [680, 9],
        [13, 8],
        [4951, 2],
        [550, 7],
      ],
    },
    turns: ['welchen film hab ich am schlechtesten bewertet?'],
    checks: [{ firstMovieIs: 4951 }],
  },
  {
    id: 'b24-090',
    class: 'history',
    lang: 'pt',
    library: { likes: [155, 11216, 238, 105] },
    turns: ['dos filmes que eu curti, qual é o mais antigo?'],
    checks: [{ firstMovieIs: 238 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b24-091',
    class: 'history',
    lang: 'it',
    library: {
      diary: [
        { id: 27205, on: '-5d' },
        { id: 155, on: '-20d' },
      ],
      likes: [603, 680],
      watchlist: [157336, 550, 13],
    },
    turns: ['consigliami qualcosa di nuovo, ma niente che ho già visto o che ho già messo in lista'],
    checks: [{ atLeast: 3 }, { noneFrom: 'library' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b24-092',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 807, on: '-30d', rating: 3 },
        { id: 1124, on: '-12d', rating: 5 },
        { id: 949, on: '-4d', rating: 4 },
      ],
    },
    turns: ['of the stuff in my diary which one did i rate highest'],
    checks: [{ firstMovieIs: 1124 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // follow-ups (8)
  {
    id: 'b24-093',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good 90s crime movies?', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b24-094',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de ciencia ficción de los 2010', 'y alguna más antigua? de antes del 2000'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1900, 1999] },
      { noneFrom: 'earlier' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b24-095',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["des films d'animation pour les enfants", 'le 3e il dure combien ?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b24-096',
    class: 'follow-ups',
    lang: 'de',
    turns: ['empfiehl mir kriegsfilme', 'nur welche die vor 1980 rauskamen bitte'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { yearBetween: [1900, 1979] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b24-097',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me recomenda uns filmes do spielberg', 'qual desses é o mais novo?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }],
  },
  {
    id: 'b24-098',
    class: 'follow-ups',
    lang: 'it',
    turns: ['mi consigli dei western?', 'altri? diversi da questi'],
    checks: [{ atLeast: 2 }, { genreAll: ['Western'] }, { noneFrom: 'earlier' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b24-099',
    class: 'follow-ups',
    lang: 'en',
    turns: ['list some pixar type animated movies', 'ok tell me more about the second one'],
    checks: [{ firstIsNthOfPrevious: 2 }],
  },
  {
    id: 'b24-100',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed alien', 'no sorry i meant aliens, the sequel'],
    checks: [{ saysDirectorOf: 679 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // time-budget (6)
  {
    id: 'b24-101',
    class: 'time-budget',
    lang: 'en',
    turns: ['i have like an hour and a half before bed, something funny'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b24-102',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo 2 horas justas, algo de acción'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreAll: ['Action'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b24-103',
    class: 'time-budget',
    lang: 'fr',
    turns: ["j'ai tout mon dimanche devant moi, donne-moi un bon gros film épique de 3h"],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 170 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b24-104',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur 80 min mittagspause lol, irgendwas kurzes'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 80 }],
  },
  {
    id: 'b24-105',
    class: 'time-budget',
    lang: 'pt',
    turns: ['algum suspense que seja mais curto que o iluminado?'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 694 },
      { genreAll: ['Thriller', 'Mystery'] },
      { excludesMovies: [694] },
    ],
  },
  {
    id: 'b24-106',
    class: 'time-budget',
    lang: 'it',
    turns: ['un horror sotto i 100 minuti'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 100 }, { genreAll: ['Horror'] }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // original-language (6)
  {
    id: 'b24-107',
    class: 'original-language',
    lang: 'en',
    turns: ['i dont mind subtitles. a thriller thats not in english?'],
    checks: [{ atLeast: 2 }, { notOriginalLanguage: 'en' }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b24-108',
    class: 'original-language',
    lang: 'es',
    turns: ['pelis japonesas que no sean de animación'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b24-109',
    class: 'original-language',
    lang: 'fr',
    turns: ['vous avez des films français ? en vo française je veux dire'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b24-110',
    class: 'original-language',
    lang: 'de',
    turns: ['deutsche filme bitte, genre egal'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b24-111',
    class: 'original-language',
    lang: 'pt',
    turns: ['tem algum filme brasileiro aí?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'pt' }, { mentionsMovie: 598 }],
  },
  {
    id: 'b24-112',
    class: 'original-language',
    lang: 'it',
    turns: ['film italiani ma non western'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { noGenre: ['Western'] }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // group (4)
  {
    id: 'b24-113',
    class: 'group',
    lang: 'en',
    turns: [
      'movie night w 4 friends. one wants horror, one wants comedy, and it cant be over 2 hrs bc we have work tmrw',
    ],
    checks: [{ atLeast: 2 }, { genreCovers: ['Horror', 'Comedy'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b24-114',
    class: 'group',
    lang: 'es',
    turns: [
      'somos 3: a mi novia le gusta lo romántico, a mi la acción y a mi hermano la ciencia ficción. q vemos?',
    ],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['Romance', 'Action', 'Science Fiction'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b24-115',
    class: 'group',
    lang: 'fr',
    turns: ['soirée ciné en famille avec des enfants de 6 et 10 ans et les grands-parents, une idée ?'],
    checks: [
      { atLeast: 2 },
      { genreShare: ['Family', 'Animation'], share: 0.8 },
      { noGenre: ['Horror', 'Thriller', 'War'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b24-116',
    class: 'group',
    lang: 'de',
    turns: ['wir sind zu zweit, sie mag dramen, ich eher thriller. was passt für uns beide?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Drama'] }, { genreAll: ['Thriller'] }, { replyLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // small-talk (2)
  {
    id: 'b24-117',
    class: 'small-talk',
    lang: 'en',
    turns: ['recommend me a comedy', 'thanks thats perfect 🙏'],
    checks: [{ atMost: 1 }, { maxChars: 400 }, { notContains: CONFUSED }],
  },
  {
    id: 'b24-118',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao! come funzioni? cosa sai fare?'],
    checks: [{ replyLanguage: 'it' }, { maxChars: 1500 }, { notContains: CONFUSED }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // markdown (2)
  {
    id: 'b24-119',
    class: 'markdown',
    lang: 'en',
    turns: ['give me 5 sci-fi classics with a one-line reason each, bold the titles'],
    checks: [{ rendersMarkdown: true }, { exactly: 5 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b24-120',
    class: 'markdown',
    lang: 'fr',
    turns: ['fais-moi un top 5 des films de kubrick avec une petite phrase pour chacun'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 5 },
      { directedBy: 'Stanley Kubrick' },
      { replyLanguage: 'fr' },
    ],
  },
];
