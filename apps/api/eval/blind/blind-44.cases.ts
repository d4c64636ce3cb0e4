/**
 * Blind chat evaluation, set 44: every kind of request, weighted to what fails most. "Like X but ..." (22: seeds
 * named casually, by a local title or misspelt, with a change: shorter, older, newer, not in English, without one of
 * its genres, for kids, funnier; "more like the one I just said"; "the vibe of X and Y"), follow-ups over two or three
 * turns (15: narrowing, "which of those is shortest", "the second one, who directed it", switching topic and back,
 * correcting the assistant), identifying a half-remembered film from its plot or ending (12), facts (12), formatted
 * lists (8), a signed-in user's own library (10), group picks with ages, tastes and a time limit (8), and two people
 * in one film, time budgets, original language, themes and small talk (13 together). Prompts are typed as people
 * type into a chat box (lowercase, no accents, "vc", "q", "cmq", "bzw", typos, run-on sentences): 20 Italian, 20
 * Portuguese (Brazilian and European), 18 English, 16 German, 14 Spanish, 12 French; every non-English case checks
 * the reply language.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * As written: 84 / 100 on the starter catalog (scored once, 2026-12-01).
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|no (?:he )?entend|no estoy segur[oa] de (?:qu|lo q)|pas compris|' +
  'je ne suis pas s[uû]r de comprendre|nicht verstanden|verstehe (?:ich )?nicht|n[aã]o entendi|n[aã]o percebi|' +
  'non ho capito|non sono sicur[oa] di (?:aver )?capi';

export const BLIND_44_CASES: BlindCase[] = [
  // --- likeness: "like X but ...", seeds by local title, nickname or typo, with a change (22) ---
  {
    id: 'b44-001',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo interstellar ma piu corto, max 2 ore che domani lavoro'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [157336] },
      { runtimeAtMost: 120 },
      { likeSeeds: [157336], share: 0.7 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b44-002',
    class: 'likeness',
    lang: 'it',
    turns: ['mi e piaciuto un sacco la vita e bella, altri film cosi pero non in inglese'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [637] },
      { notOriginalLanguage: 'en' },
      { likeSeeds: [637], share: 0.7 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b44-003',
    class: 'likeness',
    lang: 'it',
    turns: ['film tipo il padrino ma piu vecchi, roba in bianco e nero anni 40 50'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [238, 240, 242] },
      { olderThan: 238 },
      { likeSeeds: [238], share: 0.7 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b44-004',
    class: 'likeness',
    lang: 'it',
    turns: ['cerco qualcosa nel mood di up e coco ma piu recente, tipo usciti dopo coco'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [14160, 354912] },
      { newerThan: 354912 },
      { likeSeeds: [14160, 354912], share: 0.7 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b44-005',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo shining ma senza horror, cmq con tanta tensione'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [694] },
      { noGenre: ['Horror'] },
      { genreShare: ['Thriller'], share: 0.7 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b44-006',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo tipo cidade de deus mas mais recente'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [598] },
      { newerThan: 598 },
      { likeSeeds: [598], share: 0.7 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-007',
    class: 'likeness',
    lang: 'pt',
    turns: [
      'os miudos adoraram o toy story, dás-me mais coisas assim para eles? mas curtinhos, menos de hora e meia',
    ],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [862, 10193] },
      { runtimeAtMost: 90 },
      { genreAll: ['Family'] },
      { likeSeeds: [862], share: 0.7 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-008',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com o senhor dos aneis mas q nao sejam tao compridos, no maximo 2h20'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [120, 121, 122] },
      { runtimeAtMost: 140 },
      { likeSeeds: [120], share: 0.7 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-009',
    class: 'likeness',
    lang: 'pt',
    turns: ['vc tem algo no estilo de um sonho de liberdade? so q mais curto pq to cansado'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [278] },
      { shorterThan: 278 },
      { likeSeeds: [278], share: 0.7 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-010',
    class: 'likeness',
    lang: 'en',
    turns: ['gimme stuff like mad max fury road but older, like 80s action'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [76341] },
      { yearBetween: [1980, 1989] },
      { likeSeeds: [76341], share: 0.7 },
    ],
  },
  {
    id: 'b44-011',
    class: 'likeness',
    lang: 'en',
    turns: ['loved knives out!! more whodunnit type stuff but not comedies, proper serious mysteries'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [546554] },
      { genreAll: ['Mystery'] },
      { noGenre: ['Comedy'] },
    ],
  },
  {
    id: 'b44-012',
    class: 'likeness',
    lang: 'en',
    turns: ['something in the vibe of amelie and la la land'],
    checks: [{ atLeast: 3 }, { excludesMovies: [194, 313369] }, { likeSeeds: [194, 313369], share: 0.7 }],
  },
  {
    id: 'b44-013',
    class: 'likeness',
    lang: 'en',
    turns: ['how long is the iron giant', 'cool, more like that one pls'],
    checks: [{ atLeast: 2 }, { excludesMovies: [10386] }, { likeSeeds: [10386], share: 0.7 }],
  },
  {
    id: 'b44-014',
    class: 'likeness',
    lang: 'de',
    turns: ['was aehnliches wie das leben der anderen aber nicht so lang'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [582] },
      { shorterThan: 582 },
      { likeSeeds: [582], share: 0.7 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b44-015',
    class: 'likeness',
    lang: 'de',
    turns: ['filme wie der pate 2 bloss lustiger, also gangster aber mit humor'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [238, 240, 242] },
      { genreAll: ['Comedy'] },
      { genreShare: ['Crime'], share: 0.7 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b44-016',
    class: 'likeness',
    lang: 'de',
    turns: [
      'so was wie findet nemo fuer meine nichte, aber bitte nicht animiert, sie mag lieber echte schauspieler',
    ],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [12] },
      { genreAll: ['Family'] },
      { noGenre: ['Animation'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b44-017',
    class: 'likeness',
    lang: 'es',
    turns: ['algo como el viaje de chihiro pero que no sea japones'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [129] },
      { notOriginalLanguage: 'ja' },
      { likeSeeds: [129], share: 0.8 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b44-018',
    class: 'likeness',
    lang: 'es',
    turns: ['pelis tipo alien el octavo pasajero pero mas nuevas, de este siglo'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [348, 679] },
      { yearBetween: [2000, 2026] },
      { likeSeeds: [348], share: 0.7 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b44-019',
    class: 'likeness',
    lang: 'es',
    turns: ['como pulp fiction pero sin tanta sangre, algo mas de comedia'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [680] },
      { genreAll: ['Comedy'] },
      { likeSeeds: [680], share: 0.7 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b44-020',
    class: 'likeness',
    lang: 'fr',
    turns: ["un truc comme le fabuleux destin d'amelie poulain mais plus court stp"],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [194] },
      { shorterThan: 194 },
      { likeSeeds: [194], share: 0.7 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b44-021',
    class: 'likeness',
    lang: 'fr',
    turns: ['un film comme les dents de la mer mais pour mes enfants de 8 et 10 ans'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [578] },
      { genreAll: ['Family'] },
      { noGenre: ['Horror'] },
      { likeSeeds: [578], share: 0.7 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b44-022',
    class: 'likeness',
    lang: 'fr',
    turns: ['un thriller dans le genre de seven mais pas en anglais'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [807] },
      { notOriginalLanguage: 'en' },
      { genreAll: ['Thriller', 'Crime', 'Mystery'] },
      { replyLanguage: 'fr' },
    ],
  },

  // --- follow-ups over two or three turns (15) ---
  {
    id: 'b44-023',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me some sci-fi movies', 'just the ones from after 2005'],
    checks: [{ atLeast: 2 }, { genreAll: ['Science Fiction'] }, { yearBetween: [2006, 2026] }],
  },
  {
    id: 'b44-024',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some good crime movies from the 90s?', 'which of those is the shortest'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { notContains: CONFUSED }],
  },
  {
    id: 'b44-025',
    class: 'follow-ups',
    lang: 'en',
    turns: ['top 5 war films pls', 'the second one, who directed it?'],
    checks: [{ saysDirectorOfPrevious: 2 }, { notContains: CONFUSED }],
  },
  {
    id: 'b44-026',
    class: 'follow-ups',
    lang: 'it',
    turns: ["consigliami qualche film d'animazione per famiglie", 'quale di questi dura di piu?'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-027',
    class: 'follow-ups',
    lang: 'it',
    turns: ['dammi 4 thriller anni 90', 'e il terzo quanto dura?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-028',
    class: 'follow-ups',
    lang: 'it',
    turns: ['qualche western da vedere?', 'solo quelli di sergio leone pero'],
    checks: [{ atLeast: 2 }, { directedBy: 'Sergio Leone' }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-029',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['quero uns filmes de drama bons', 'e desses qual é o mais antigo?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b44-030',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de acao com o tom cruise', 'desses quais sao depois de 2010?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Tom Cruise' },
      { yearBetween: [2011, 2026] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-031',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['sugere-me comedias romanticas', 'nao, queria mais antigas, de antes de 1970'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { yearBetween: [1900, 1969] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-032',
    class: 'follow-ups',
    lang: 'de',
    turns: ['zeig mir ein paar horrorfilme', 'gibts davon auch welche die nicht auf englisch sind?'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Horror'] },
      { notOriginalLanguage: 'en' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b44-033',
    class: 'follow-ups',
    lang: 'de',
    turns: ['welche filme hat christopher nolan gemacht', 'und welcher davon ist der neueste'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b44-034',
    class: 'follow-ups',
    lang: 'es',
    turns: ['peliculas de miyazaki?', 'cuanto dura la primera'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b44-035',
    class: 'follow-ups',
    lang: 'es',
    turns: [
      'pelis de superheroes buenas?',
      'oye por cierto quien dirigio titanic',
      'vale gracias. volviendo a lo de antes, alguna de superheroes q no sea de marvel?',
    ],
    checks: [
      { atLeast: 1 },
      { companyNone: 'Marvel' },
      { genreAll: ['Action'] },
      { neverMentions: [597] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b44-036',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films avec leonardo dicaprio ?', 'lequel est le plus long ?'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b44-037',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['qui joue dans the batman ?', 'non pardon je voulais dire le vieux, celui de tim burton'],
    checks: [{ saysCastOf: 268, count: 2 }, { replyLanguage: 'fr' }],
  },

  // --- identify a half-remembered film from its plot, a scene or its ending (12) ---
  {
    id: 'b44-038',
    class: 'identify',
    lang: 'en',
    turns: ['whats the movie where a guy keeps living the same day over and over, hes a weatherman i think'],
    checks: [{ firstMovieIs: 137 }, { notContains: CONFUSED }],
  },
  {
    id: 'b44-039',
    class: 'identify',
    lang: 'en',
    turns: [
      'movie where the kid sees dead people and at the end u find out the psychologist was dead the whole time',
    ],
    checks: [{ firstMovieIs: 745 }, { notContains: CONFUSED }],
  },
  {
    id: 'b44-040',
    class: 'identify',
    lang: 'it',
    turns: ['come si chiama quel film dove un tizio vive tutta la vita dentro un reality show senza saperlo'],
    checks: [{ firstMovieIs: 37165 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-041',
    class: 'identify',
    lang: 'it',
    turns: [
      'il film dove un papa nel campo di concentramento fa credere al figlio che e tutto un gioco a punti',
    ],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-042',
    class: 'identify',
    lang: 'pt',
    turns: ['qual o filme q o cara fica preso numa ilha deserta e fica conversando com uma bola de volei'],
    checks: [{ firstMovieIs: 8358 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b44-043',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele desenho do peixinho laranja q se perde no mar e o pai atravessa o oceano atras dele'],
    checks: [{ firstMovieIs: 12 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b44-044',
    class: 'identify',
    lang: 'pt',
    turns: [
      'um filme em que uma familia pobre se vai infiltrando aos poucos na casa de uns ricos, coreano acho eu',
    ],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b44-045',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie hiess der film wo der typ kein kurzzeitgedaechtnis mehr hat und sich alles auf polaroids und tattoos notiert',
    ],
    checks: [{ firstMovieIs: 77 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b44-046',
    class: 'identify',
    lang: 'de',
    turns: [
      'der film wo leute in nem zug sitzen und dann bricht ne zombie seuche aus, war koreanisch glaub ich',
    ],
    checks: [{ firstMovieIs: 396535 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b44-047',
    class: 'identify',
    lang: 'es',
    turns: [
      'la peli donde un robot se queda solo limpiando la tierra llena de basura y se enamora de otra robot',
    ],
    checks: [{ firstMovieIs: 10681 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b44-048',
    class: 'identify',
    lang: 'es',
    turns: [
      'esa de dibujos donde un abuelo ata un monton de globos a su casa y se va volando con un niño explorador',
    ],
    checks: [{ firstMovieIs: 14160 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b44-049',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film ou une petite fille rencontre un faune pendant la guerre en espagne, et ca finit mal",
    ],
    checks: [{ firstMovieIs: 1417 }, { replyLanguage: 'fr' }],
  },

  // --- facts: director, runtime, year, cast, "is X in Y", which came first / which is longer (12) ---
  {
    id: 'b44-050',
    class: 'facts',
    lang: 'en',
    turns: ['who directed eternal sunshine'],
    checks: [{ saysDirectorOf: 38 }, { notContains: CONFUSED }],
  },
  {
    id: 'b44-051',
    class: 'facts',
    lang: 'en',
    turns: ['which came first, the terminator or aliens?'],
    checks: [{ mentionsMovie: 218 }, { saysYearOf: 218 }],
  },
  {
    id: 'b44-052',
    class: 'facts',
    lang: 'it',
    turns: ['quanto dura il signore degli anelli il ritorno del re'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-053',
    class: 'facts',
    lang: 'it',
    turns: ["chi c'e nel cast di pulp fiction?"],
    checks: [{ saysCastOf: 680, count: 3 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-054',
    class: 'facts',
    lang: 'it',
    turns: ['in che anno e uscito ritorno al futuro'],
    checks: [{ saysYearOf: 105 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-055',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu o poderoso chefao'],
    checks: [{ saysDirectorOf: 238 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b44-056',
    class: 'facts',
    lang: 'pt',
    turns: ['o brad pitt ta no clube da luta ne?'],
    checks: [{ mentionsMovie: 550 }, { saysCastOf: 550, count: 1 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b44-057',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht titanic eigentlich'],
    checks: [{ saysRuntimeOf: 597 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b44-058',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat bei das schweigen der laemmer regie gefuehrt'],
    checks: [{ saysDirectorOf: 274 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b44-059',
    class: 'facts',
    lang: 'es',
    turns: ['cual es mas larga, el padrino o el padrino 2'],
    checks: [{ mentionsMovie: 240 }, { saysRuntimeOf: 240 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b44-060',
    class: 'facts',
    lang: 'es',
    turns: ['de que va origen, la de dicaprio? resumemela en una frase'],
    checks: [{ mentionsMovie: 27205 }, { maxChars: 700 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b44-061',
    class: 'facts',
    lang: 'fr',
    turns: ['le voyage de chihiro il est sorti en quelle annee et il dure combien'],
    checks: [{ saysYearOf: 129 }, { saysRuntimeOf: 129 }, { replyLanguage: 'fr' }],
  },

  // --- formatted lists: numbered, bullets, one per line, with the year, director or runtime (8) ---
  {
    id: 'b44-062',
    class: 'markdown',
    lang: 'en',
    turns: ['numbered list of 5 pixar movies with the year next to each'],
    checks: [{ exactly: 5 }, { companyAll: 'Pixar' }, { rendersMarkdown: true }],
  },
  {
    id: 'b44-063',
    class: 'markdown',
    lang: 'it',
    turns: ['fammi un elenco puntato di film di kubrick con la durata accanto'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Stanley Kubrick' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b44-064',
    class: 'markdown',
    lang: 'it',
    turns: ["lista numerata dei film di tarantino, con l'anno"],
    checks: [
      { atLeast: 4 },
      { directedBy: 'Quentin Tarantino' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b44-065',
    class: 'markdown',
    lang: 'pt',
    turns: ['me da uma lista de filmes de terror dos anos 80, um por linha, com o diretor do lado'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Horror'] },
      { yearBetween: [1980, 1989] },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-066',
    class: 'markdown',
    lang: 'pt',
    turns: ['faz uma lista com 3 filmes do spielberg e quanto tempo dura cada um'],
    checks: [
      { exactly: 3 },
      { directedBy: 'Steven Spielberg' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-067',
    class: 'markdown',
    lang: 'de',
    turns: ['nummerierte liste bitte: 5 filme von miyazaki bzw ghibli, jeweils mit jahr'],
    checks: [
      { exactly: 5 },
      { directedBy: 'Hayao Miyazaki' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b44-068',
    class: 'markdown',
    lang: 'es',
    turns: ['una lista de westerns, uno por linea y con el director al lado'],
    checks: [{ atLeast: 4 }, { genreAll: ['Western'] }, { rendersMarkdown: true }, { replyLanguage: 'es' }],
  },
  {
    id: 'b44-069',
    class: 'markdown',
    lang: 'fr',
    turns: ['liste a puces de films de guerre avec la duree a cote de chacun, rien au dessus de 2h30'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['War'] },
      { runtimeAtMost: 150 },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },

  // --- a signed-in user's own library (10) ---
  {
    id: 'b44-070',
    class: 'history',
    lang: 'en',
    turns: ['what was the last thing i watched'],
    library: {
      diary: [
        { id: 603, on: '-40d', rating: 8 },
        { id: 1891, on: '-12d', rating: 9 },
        { id: 77, on: '-3d', rating: 7 },
      ],
    },
    checks: [{ firstMovieIs: 77 }, { notContains: CONFUSED }],
  },
  {
    id: 'b44-071',
    class: 'history',
    lang: 'en',
    turns: ['how many films have i logged this year so far?'],
    library: {
      diary: [
        { id: 862, on: '-5d' },
        { id: 808, on: '-30d' },
        { id: 585, on: '-60d' },
        { id: 12, on: '-100d' },
        { id: 9806, on: '-400d' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b44-072',
    class: 'history',
    lang: 'it',
    turns: ['qual e il film a cui ho dato il voto piu alto?'],
    library: {
      ratings: [
        [278, 9],
        [13, 7],
        [550, 10],
        [680, 8],
      ],
    },
    checks: [{ firstMovieIs: 550 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-073',
    class: 'history',
    lang: 'it',
    turns: ['cosa ho visto a marzo?'],
    library: {
      diary: [
        { id: 289, on: 'Y0-02-14' },
        { id: 11216, on: 'Y0-03-04', rating: 9 },
        { id: 637, on: 'Y0-03-21', rating: 8 },
        { id: 194, on: 'Y0-05-10', rating: 7 },
      ],
    },
    checks: [{ mentionsAll: [11216, 637] }, { excludesMovies: [289, 194] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-074',
    class: 'history',
    lang: 'pt',
    turns: ['eu ja vi interestelar? nao lembro mais'],
    library: {
      diary: [
        { id: 157336, on: '-200d', rating: 9 },
        { id: 27205, on: '-90d', rating: 8 },
      ],
    },
    checks: [{ mentionsMovie: 157336 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b44-075',
    class: 'history',
    lang: 'pt',
    turns: ['me recomenda algo parecido com os filmes q eu dei nota alta, mas q eu ainda nao tenha visto'],
    library: {
      ratings: [
        [603, 10],
        [27205, 9],
        [329865, 9],
        [13, 4],
      ],
    },
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-076',
    class: 'history',
    lang: 'de',
    turns: ['welcher film hat mir am wenigsten gefallen'],
    library: {
      ratings: [
        [120, 9],
        [11, 8],
        [19995, 3],
        [597, 6],
      ],
    },
    checks: [{ firstMovieIs: 19995 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b44-077',
    class: 'history',
    lang: 'de',
    turns: ['such mir was von meiner merkliste aus, aber unter 2 stunden'],
    library: { watchlist: [426, 963, 289, 770, 1585] },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b44-078',
    class: 'history',
    lang: 'es',
    turns: ['que peli vi la semana pasada?'],
    library: {
      diary: [
        { id: 11036, on: '-60d', rating: 6 },
        { id: 76, on: '-25d', rating: 9 },
        { id: 4348, on: '-7d', rating: 8 },
      ],
    },
    checks: [{ firstMovieIs: 4348 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b44-079',
    class: 'history',
    lang: 'fr',
    turns: ["j'ai adore parasite et oldboy, tu me conseilles quoi d'autre que j'ai pas encore vu"],
    library: {
      likes: [496243, 670],
      diary: [{ id: 396535, on: '-20d', rating: 8 }],
    },
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { likeSeeds: [496243, 670], share: 0.7 },
      { replyLanguage: 'fr' },
    ],
  },

  // --- group picks with different tastes, kids' ages and a time limit (8) ---
  {
    id: 'b44-080',
    class: 'group',
    lang: 'en',
    turns: ['movie night w my kids (6 and 9) plus my husband who hates cartoons, needs to be under 2 hrs'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { noGenre: ['Animation', 'Horror'] },
      { runtimeAtMost: 120 },
    ],
  },
  {
    id: 'b44-081',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf tonight, she likes romance and i like sci fi, something we would both enjoy'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Romance', 'Science Fiction'] }],
  },
  {
    id: 'b44-082',
    class: 'group',
    lang: 'pt',
    turns: [
      'vamos ver um filme eu minha mae e meu filho de 8 anos, ela ama musical, temos umas 2h no maximo',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { genreShare: ['Music'], share: 0.5 },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-083',
    class: 'group',
    lang: 'pt',
    turns: ['somos 4 amigos, dois querem accao e dois querem comedia, e tem de ter menos de 2 horas'],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['Action', 'Comedy'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-084',
    class: 'group',
    lang: 'de',
    turns: [
      'filmabend mit meinen eltern (beide ueber 70) und meinem 12 jaehrigen sohn, nix mit horror oder krieg',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror', 'War'] },
      { genreShare: ['Family', 'Adventure', 'Comedy'], share: 0.7 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b44-085',
    class: 'group',
    lang: 'de',
    turns: [
      'wir sind zu dritt, einer will nen krimi, einer was lustiges und mir ist alles recht. max 100 min',
    ],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['Crime', 'Comedy'] },
      { runtimeAtMost: 100 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b44-086',
    class: 'group',
    lang: 'it',
    turns: ["serata coi bimbi di 4 e 7 anni, qualcosa di animato che non faccia paura e sotto l'ora e mezza"],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Animation'] },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 90 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b44-087',
    class: 'group',
    lang: 'es',
    turns: [
      'vamos a ver algo mi novio y yo, a el le van las de guerra y a mi los dramas historicos, q no pase de 2h y media',
    ],
    checks: [
      { atLeast: 2 },
      { genreCovers: ['War', 'History'] },
      { runtimeAtMost: 150 },
      { replyLanguage: 'es' },
    ],
  },

  // --- two people in one film, time budgets, original language, themes, small talk (13) ---
  {
    id: 'b44-088',
    class: 'two-people',
    lang: 'en',
    turns: ['any movies with both tom hanks and matt damon in them'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Tom Hanks' },
      { hasCastMember: 'Matt Damon' },
      { mentionsMovie: 857 },
    ],
  },
  {
    id: 'b44-089',
    class: 'time-budget',
    lang: 'en',
    turns: ['got like 90 min before bed, something funny?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 95 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b44-090',
    class: 'original-language',
    lang: 'it',
    turns: ['un bel film giapponese che non sia un cartone animato'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b44-091',
    class: 'two-people',
    lang: 'it',
    turns: ['film con de niro e al pacino insieme?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Al Pacino' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b44-092',
    class: 'themes',
    lang: 'pt',
    turns: ['quero filmes sobre viagem no tempo'],
    checks: [{ atLeast: 2 }, { themeShare: 'time|future|past', share: 0.7 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b44-093',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho so 1h40 livre, me indica um suspense'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 100 },
      { genreAll: ['Thriller', 'Mystery'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b44-094',
    class: 'original-language',
    lang: 'de',
    turns: ['kennst du gute koreanische filme?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }, { replyLanguage: 'de' }],
  },
  {
    id: 'b44-095',
    class: 'themes',
    lang: 'de',
    turns: ['hab lust auf nen film uebers boxen'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'box(?:er|ing)|heavyweight|\\bring\\b', share: 0.7 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b44-096',
    class: 'small-talk',
    lang: 'es',
    turns: ['hola buenas!', 'oye me recomiendas una comedia para esta noche? que dure menos de hora y media'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { runtimeAtMost: 90 },
      { notContains: CONFUSED },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b44-097',
    class: 'themes',
    lang: 'es',
    turns: ['quiero un drama bonito pero que no vaya de guerra ni de nazis'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Drama'] },
      { noGenre: ['War'] },
      { themeNone: '\\bwars?\\b|nazi|soldier' },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b44-098',
    class: 'two-people',
    lang: 'fr',
    turns: ['un film avec emma stone et ryan gosling ensemble ?'],
    checks: [
      { hasCastMember: 'Emma Stone' },
      { hasCastMember: 'Ryan Gosling' },
      { mentionsMovie: 313369 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b44-099',
    class: 'small-talk',
    lang: 'fr',
    turns: [
      'merci pour les conseils de la derniere fois !',
      "du coup ce soir tu me conseilles un film d'animation de moins d'1h40 ?",
    ],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Animation'] },
      { runtimeAtMost: 100 },
      { notContains: CONFUSED },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b44-100',
    class: 'original-language',
    lang: 'fr',
    turns: ['des films en vo espagnole ou italienne a me conseiller ?'],
    checks: [{ atLeast: 2 }, { originalLanguage: ['es', 'it'] }, { replyLanguage: 'fr' }],
  },
];
