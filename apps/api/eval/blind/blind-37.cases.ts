/**
 * Blind chat evaluation, set 37: the kinds of request the assistant finds hardest, as people type them. Weighted
 * towards lists that must render cleanly with a stated format (15: "numbered please", "bullet points", "one per
 * line", "with the year next to each"), identifying a film from a half-remembered plot, scene or ending (15, some
 * with details slightly wrong), "like X" with and without a change ("but shorter", "not horror", "older", "not in
 * English", "for kids"), on a film's page and off it (15), group picks (15: couples with different tastes, kids and
 * parents, headcounts, a hated genre, time limits), facts about a film or a person (12), a signed-in user's own
 * diary, ratings and watchlist (10), follow-ups over two turns (8), themes wanted or not wanted (5) and two people in
 * one film (5). Prompts are typed the way people type into a chat box (lowercase, typos, slang, emoji, half
 * sentences, context first): 40 in English, 15 in Portuguese (Brazilian and European), 15 in German, 15 in French,
 * 8 in Spanish and 7 in Italian; every non-English case also checks the reply language.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 * Counts of a person's films ("how many Nolan films do you have") are those of the starter catalog.
 *
 * HELD-OUT: developers never read this set's cases or failures; only its score is reported.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** Every film of Hayao Miyazaki in the starter catalog. */
const MIYAZAKI = [10515, 8392, 16859, 128, 129, 4935];

export const BLIND_37_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------------------
  // markdown (15)
  {
    id: 'b37-001',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 christopher nolan movies as a numbered list pls'],
    checks: [{ rendersMarkdown: true }, { exactly: 5 }, { directedBy: 'Christopher Nolan' }],
  },
  {
    id: 'b37-002',
    class: 'markdown',
    lang: 'en',
    turns: ['give me 4 comedies from the 90s, bullet points, with the year next to each one'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 4 },
      { genreAll: ['Comedy'] },
      { yearBetween: [1990, 1999] },
      { contains: '199\\d' },
    ],
  },
  {
    id: 'b37-003',
    class: 'markdown',
    lang: 'en',
    turns: ['Ranked list of the 6 best animated movies you have, best first. for a family night'],
    checks: [{ rendersMarkdown: true }, { exactly: 6 }, { genreAll: ['Animation'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b37-004',
    class: 'markdown',
    lang: 'en',
    turns: ['westerns i need to see before i die. one per line, no essays'],
    checks: [{ rendersMarkdown: true }, { atLeast: 3 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b37-005',
    class: 'markdown',
    lang: 'en',
    turns: ['list 3 hitchcock films numbered and put how long each one is after the title'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 3 },
      { directedBy: 'Alfred Hitchcock' },
      { contains: '\\d+\\s*(?:min|minutes)|\\dh\\s*\\d|\\d\\s*h(?:ou)?rs?' },
    ],
  },
  {
    id: 'b37-006',
    class: 'markdown',
    lang: 'en',
    turns: ['can u make me a watchlist of 5 war movies under 2 hours?? bullet list 🙏'],
    checks: [{ rendersMarkdown: true }, { exactly: 5 }, { genreAll: ['War'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b37-007',
    class: 'markdown',
    lang: 'pt',
    turns: ['me lista 5 filmes de terror dos anos 80, numerado por favor'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 5 },
      { genreAll: ['Horror'] },
      { yearBetween: [1980, 1989] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b37-008',
    class: 'markdown',
    lang: 'pt',
    turns: ['top 3 do miyazaki em lista, com o ano do lado de cada um'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 3 },
      { directedBy: 'Hayao Miyazaki' },
      { contains: '(?:19|20)\\d\\d' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b37-009',
    class: 'markdown',
    lang: 'de',
    turns: ['kannst du mir 5 science fiction filme als liste geben? nummeriert bitte'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 5 },
      { genreAll: ['Science Fiction'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b37-010',
    class: 'markdown',
    lang: 'de',
    turns: ['Liste mit 4 Krimis, die nicht länger als 2 Stunden gehen, jeweils mit Erscheinungsjahr'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 4 },
      { genreAll: ['Crime'] },
      { runtimeAtMost: 120 },
      { contains: '(?:19|20)\\d\\d' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b37-011',
    class: 'markdown',
    lang: 'de',
    turns: ['stichpunkte bitte: alle tarantino filme die ihr habt'],
    checks: [
      { rendersMarkdown: true },
      { atLeast: 7 },
      { directedBy: 'Quentin Tarantino' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b37-012',
    class: 'markdown',
    lang: 'fr',
    turns: ["fais moi une liste numerotee de 5 films d'animation japonais stp"],
    checks: [
      { rendersMarkdown: true },
      { exactly: 5 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b37-013',
    class: 'markdown',
    lang: 'fr',
    turns: ["top 3 des films avec Tom Hanks, en liste avec l'annee a cote"],
    checks: [
      { rendersMarkdown: true },
      { exactly: 3 },
      { hasCastMember: 'Tom Hanks' },
      { contains: '(?:19|20)\\d\\d' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b37-014',
    class: 'markdown',
    lang: 'es',
    turns: ['dame 5 comedias romanticas, una por linea porfa'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 5 },
      { genreAll: ['Romance'] },
      { genreAll: ['Comedy'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b37-015',
    class: 'markdown',
    lang: 'it',
    turns: ['mi fai un elenco puntato di 4 film di fantascienza anni 80?'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 4 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1980, 1989] },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // identify (15)
  {
    id: 'b37-016',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats that movie where the guy finds out his whole life is a tv show and everyone around him is acting',
    ],
    checks: [{ firstMovieIs: 37165 }],
  },
  {
    id: 'b37-017',
    class: 'identify',
    lang: 'en',
    turns: ['the one where tom hanks is stuck on an island after a plane crash and talks to a basketball??'],
    checks: [{ firstMovieIs: 8358 }],
  },
  {
    id: 'b37-018',
    class: 'identify',
    lang: 'en',
    turns: [
      'bill murray is a weather guy and he keeps waking up and its the same day again and again, whats it called',
    ],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b37-019',
    class: 'identify',
    lang: 'en',
    turns: [
      "trying to remember a film, guy can't make new memories so he tattoos notes on himself to find who killed his wife. i think it goes backwards",
    ],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b37-020',
    class: 'identify',
    lang: 'en',
    turns: ['that cartoon with the grumpy old man who flies his house away with balloons and the scout kid'],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b37-021',
    class: 'identify',
    lang: 'en',
    turns: ['my son keeps asking for "the mouse chef movie" in paris. which one is that'],
    checks: [{ firstMovieIs: 2062 }],
  },
  {
    id: 'b37-022',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é aquele filme q o cara se apaixona pela voz do computador, tipo uma inteligencia artificial',
    ],
    checks: [{ firstMovieIs: 152601 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b37-023',
    class: 'identify',
    lang: 'pt',
    turns: [
      'Como se chama o filme em que um cão espera todos os dias pelo dono na estação de comboio? Chorei imenso',
    ],
    checks: [{ firstMovieIs: 28178 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b37-024',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heisst der film wo der junge mit dem zeitmaschinen auto in die 50er reist und seine eltern trifft',
    ],
    checks: [{ firstMovieIs: 105 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b37-025',
    class: 'identify',
    lang: 'de',
    turns: [
      'Der Film mit dem Schlagzeuger und dem fiesen Lehrer, der ihn die ganze Zeit anschreit. Jazz und so',
    ],
    checks: [{ firstMovieIs: 244786 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b37-026',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film ou une famille pauvre se fait embaucher un par un chez des riches? coreen je crois",
    ],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b37-027',
    class: 'identify',
    lang: 'fr',
    turns: ['jsp le titre, un petit garcon voit des morts et bruce willis est psy, gros twist a la fin'],
    checks: [{ firstMovieIs: 745 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b37-028',
    class: 'identify',
    lang: 'es',
    turns: ['como se llamaba la peli de zombis en un tren en corea, un padre con su hija'],
    checks: [{ firstMovieIs: 396535 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b37-029',
    class: 'identify',
    lang: 'es',
    turns: [
      'la de dibujos del niño mexicano que quiere tocar la guitarra y termina en el mundo de los muertos',
    ],
    checks: [{ firstMovieIs: 354912 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b37-030',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama il film dove il papà fa credere al figlio che il campo di concentramento è un gioco',
    ],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // likeness (15)
  {
    id: 'b37-031',
    class: 'likeness',
    lang: 'en',
    movieId: 603,
    turns: ['more like this but not as long, under 2 hours'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [603] },
      { runtimeAtMost: 120 },
      { likeSeeds: [603], share: 0.6 },
    ],
  },
  {
    id: 'b37-032',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like inception and interstellar'],
    checks: [{ atLeast: 3 }, { excludesMovies: [27205, 157336] }, { likeSeeds: [27205, 157336], share: 0.6 }],
  },
  {
    id: 'b37-033',
    class: 'likeness',
    lang: 'en',
    turns: ['something like Alien but without the horror part, my wife gets nightmares'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [348, 679] },
      { noGenre: ['Horror'] },
      { likeSeeds: [348], share: 0.6 },
    ],
  },
  {
    id: 'b37-034',
    class: 'likeness',
    lang: 'en',
    turns: ['stuff like toy story but older, from before 2000'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [862, 10193] },
      { yearBetween: [1900, 1999] },
      { likeSeeds: [862], share: 0.6 },
    ],
  },
  {
    id: 'b37-035',
    class: 'likeness',
    lang: 'en',
    movieId: 496243,
    turns: ["anything similar that's not in english?"],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [496243] },
      { notOriginalLanguage: 'en' },
      { likeSeeds: [496243], share: 0.6 },
    ],
  },
  {
    id: 'b37-036',
    class: 'likeness',
    lang: 'en',
    turns: ['my daughter (8) loved how to train your dragon, what else would she like'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [10191] },
      { noGenre: ['Horror'] },
      { likeSeeds: [10191], share: 0.8 },
    ],
  },
  {
    id: 'b37-037',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes tipo pulp fiction mas mais curtos, ate 1h40 no maximo'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [680] },
      { runtimeAtMost: 100 },
      { likeSeeds: [680], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b37-038',
    class: 'likeness',
    lang: 'pt',
    movieId: 313369,
    turns: ['algo parecido com esse mas q nao seja musical pfv'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [313369] },
      { noGenre: ['Music'] },
      { likeSeeds: [313369], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b37-039',
    class: 'likeness',
    lang: 'de',
    turns: ['Filme wie Der Pate, aber neuer, so ab 2000'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [238, 240, 242] },
      { yearBetween: [2000, 2030] },
      { likeSeeds: [238], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b37-040',
    class: 'likeness',
    lang: 'de',
    movieId: 129,
    turns: ['gibts noch mehr in der art? aber bitte nicht schon wieder von miyazaki'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: MIYAZAKI },
      { likeSeeds: [129], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b37-041',
    class: 'likeness',
    lang: 'fr',
    turns: ['des films comme Amelie stp'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [194] },
      { likeSeeds: [194], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b37-042',
    class: 'likeness',
    lang: 'fr',
    turns: ['qqch dans le genre de Alien et The Thing, jai adore les deux'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [348, 1091] },
      { likeSeeds: [348, 1091], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b37-043',
    class: 'likeness',
    lang: 'fr',
    movieId: 1417,
    turns: ["d'autres films un peu comme celui-ci mais que je peux montrer a mes enfants ?"],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [1417] },
      { genreAll: ['Family'] },
      { noGenre: ['Horror'] },
      { likeSeeds: [1417], share: 0.6 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b37-044',
    class: 'likeness',
    lang: 'es',
    turns: ['pelis parecidas a Seven pero mas antiguas'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [807] },
      { olderThan: 807 },
      { likeSeeds: [807], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b37-045',
    class: 'likeness',
    lang: 'it',
    movieId: 8392,
    turns: ['altri film simili a questo? ai miei bimbi è piaciuto un sacco'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [8392] },
      { noGenre: ['Horror'] },
      { likeSeeds: [8392], share: 0.7 },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // group (15)
  {
    id: 'b37-046',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf tonight, she wants romance and i want action. something we both like?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Action', 'Romance'] }, { genreCovers: ['Action', 'Romance'] }],
  },
  {
    id: 'b37-047',
    class: 'group',
    lang: 'en',
    turns: ['family movie night, kids are 6 and 9, nothing scary and under 100 minutes please'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family'] }, { noGenre: ['Horror'] }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b37-048',
    class: 'group',
    lang: 'en',
    turns: ['5 of us tonight. one guy HATES horror, the rest of us want something tense'],
    checks: [{ atLeast: 2 }, { noGenre: ['Horror'] }, { genreShare: ['Thriller'], share: 0.6 }],
  },
  {
    id: 'b37-049',
    class: 'group',
    lang: 'en',
    turns: ['my dad only watches westerns and my mom only comedies lol. need 3 options for sunday'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western', 'Comedy'] }, { genreCovers: ['Western', 'Comedy'] }],
  },
  {
    id: 'b37-050',
    class: 'group',
    lang: 'en',
    turns: ['we have like 90 min before the kids go to bed, something the whole family can watch'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Family'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b37-051',
    class: 'group',
    lang: 'en',
    turns: [
      'group of 4 friends: two want comedy, one wants horror and one wants sci-fi. ideas that cover everyone?',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy', 'Horror', 'Science Fiction'] },
      { genreCovers: ['Comedy', 'Horror', 'Science Fiction'] },
    ],
  },
  {
    id: 'b37-052',
    class: 'group',
    lang: 'pt',
    turns: ['eu e meu namorado, ele so curte acao e eu gosto de comedia, indica uns 3 q agrade os dois'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Action', 'Comedy'] },
      { genreCovers: ['Action', 'Comedy'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b37-053',
    class: 'group',
    lang: 'pt',
    turns: ['vou ver um filme com a minha sobrinha de 7 anos, nada de terror, de preferencia animação'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { noGenre: ['Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b37-054',
    class: 'group',
    lang: 'pt',
    turns: ['somos 6 amigos, ngm quer filme com mais de 2h e metade odeia drama, ajuda ai'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { noGenre: ['Drama'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b37-055',
    class: 'group',
    lang: 'de',
    turns: [
      'Filmabend mit meiner Freundin, sie mag Liebesfilme, ich eher Krimis. Habt ihr was, das beides hat?',
    ],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Romance', 'Crime'] },
      { genreCovers: ['Romance', 'Crime'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b37-056',
    class: 'group',
    lang: 'de',
    turns: [
      'wir sind zu viert mit zwei kids (5 und 8), was ohne horror und nicht zu lang bitte, max 1,5 std',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 90 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b37-057',
    class: 'group',
    lang: 'fr',
    turns: [
      "soiree entre potes, un deteste les films d'horreur et un autre les comedies musicales. on veut de l'action",
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Action'] },
      { noGenre: ['Horror', 'Music'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b37-058',
    class: 'group',
    lang: 'fr',
    turns: ['ce soir avec mes grands-parents, ils veulent un vieux film (avant 1970) et un truc leger'],
    checks: [
      { atLeast: 2 },
      { yearBetween: [1900, 1969] },
      { genreShare: ['Comedy', 'Romance', 'Family'], share: 0.8 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b37-059',
    class: 'group',
    lang: 'es',
    turns: ['somos cuatro, dos niños de 10 y 12 y nosotros. algo de aventura que no dure mas de dos horas'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Adventure'] },
      { runtimeAtMost: 120 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b37-060',
    class: 'group',
    lang: 'it',
    turns: ['io e mia moglie: lei ama i film romantici, io quelli di guerra. cosa guardiamo stasera?'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Romance', 'War'] },
      { genreCovers: ['Romance', 'War'] },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // facts (12)
  {
    id: 'b37-061',
    class: 'facts',
    lang: 'en',
    turns: ['who directed the grand budapest hotel'],
    checks: [{ saysDirectorOf: 120467 }],
  },
  {
    id: 'b37-062',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer? need to know if i can fit it in tonight'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b37-063',
    class: 'facts',
    lang: 'en',
    turns: ['is samuel l jackson in kingsman'],
    checks: [
      { contains: '\\byes\\b' },
      { contains: 'Valentine|Samuel L\\.? Jackson' },
      { mentionsMovie: 207703 },
    ],
  },
  {
    id: 'b37-064',
    class: 'facts',
    lang: 'en',
    turns: ['which came out first, blade runner or the terminator?'],
    checks: [{ saysYearOf: 78 }, { saysYearOf: 218 }, { contains: 'Blade Runner' }],
  },
  {
    id: 'b37-065',
    class: 'facts',
    lang: 'pt',
    turns: ['quantos filmes do nolan vcs tem no site?'],
    checks: [{ saysNumber: 9 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b37-066',
    class: 'facts',
    lang: 'pt',
    turns: ['quem faz o coringa em batman o cavaleiro das trevas?'],
    checks: [{ contains: 'Heath Ledger' }, { notContains: 'Joaquin' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b37-067',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat bei Schindlers Liste Regie geführt'],
    checks: [{ saysDirectorOf: 424 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b37-068',
    class: 'facts',
    lang: 'de',
    turns: ['in welchem jahr kam das leben der anderen raus?'],
    checks: [{ saysYearOf: 582 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b37-069',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui les acteurs principaux d'Intouchables ?"],
    checks: [{ saysCastOf: 77338, count: 2 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b37-070',
    class: 'facts',
    lang: 'fr',
    turns: ['il dure combien de temps le seigneur des anneaux le retour du roi'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b37-071',
    class: 'facts',
    lang: 'es',
    turns: ['quien sale en mad max fury road?'],
    checks: [{ saysCastOf: 76341, count: 2 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b37-072',
    class: 'facts',
    lang: 'it',
    turns: ["chi ha diretto C'era una volta il West?"],
    checks: [{ saysDirectorOf: 335 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // history (10), signed in
  {
    id: 'b37-073',
    class: 'history',
    lang: 'en',
    turns: ['what was the last movie i watched?'],
    library: {
      diary: [
        { id: 603, on: '-40d' },
        { id: 155, on: '-12d' },
        { id: 862, on: '-3d' },
      ],
    },
    checks: [{ firstMovieIs: 862 }],
  },
  {
    id: 'b37-074',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch in march'],
    library: {
      diary: [
        { id: 278, on: 'Y0-02-20' },
        { id: 24428, on: 'Y0-03-04' },
        { id: 13, on: 'Y0-03-18' },
        { id: 550, on: 'Y0-03-29' },
        { id: 680, on: 'Y0-04-02' },
      ],
    },
    checks: [{ mentionsAll: [24428, 13, 550] }, { neverMentions: [278, 680] }],
  },
  {
    id: 'b37-075',
    class: 'history',
    lang: 'en',
    turns: ['whats my highest rated movie'],
    library: {
      ratings: [
        [550, 7],
        [680, 9],
        [27205, 10],
        [13, 6],
      ],
    },
    checks: [{ firstMovieIs: 27205 }],
  },
  {
    id: 'b37-076',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i logged this year so far'],
    library: {
      diary: [
        { id: 105, on: 'Y0-01-15' },
        { id: 329, on: 'Y0-02-03' },
        { id: 85, on: 'Y0-05-20' },
        { id: 11, on: 'Y0-07-07' },
        { id: 1891, on: '-500d' },
        { id: 218, on: '-420d' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b37-077',
    class: 'history',
    lang: 'pt',
    turns: ['me recomenda algo parecido com os filmes q eu dei nota 10'],
    library: {
      ratings: [
        [157336, 10],
        [329865, 10],
        [862, 4],
      ],
    },
    checks: [
      { atLeast: 2 },
      { noneFrom: 'seen' },
      { likeSeeds: [157336, 329865], share: 0.6 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b37-078',
    class: 'history',
    lang: 'pt',
    turns: ['o q eu assisti ultimamente?'],
    library: {
      diary: [
        { id: 598, on: '-2d' },
        { id: 11216, on: '-9d' },
        { id: 77338, on: '-30d' },
      ],
    },
    checks: [{ onlyFrom: 'diary' }, { mentionsMovie: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b37-079',
    class: 'history',
    lang: 'de',
    turns: ['welche filme auf meiner merkliste sind kürzer als 2 std?'],
    library: {
      watchlist: [1124, 77, 862, 597, 564],
    },
    checks: [
      { onlyFrom: 'watchlist' },
      { runtimeAtMost: 120 },
      { mentionsAll: [77, 862] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b37-080',
    class: 'history',
    lang: 'de',
    turns: ['wieviele filme hab ich dieses jahr eigentlich geschaut'],
    library: {
      diary: [
        { id: 582, on: 'Y0-02-11' },
        { id: 613, on: 'Y0-06-01' },
        { id: 19, on: 'Y0-09-23' },
        { id: 832, on: '-600d' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'de' }],
  },
  {
    id: 'b37-081',
    class: 'history',
    lang: 'fr',
    turns: ["qu'est ce que j'ai regardé en fevrier ?"],
    library: {
      diary: [
        { id: 194, on: 'Y0-02-05' },
        { id: 11216, on: 'Y0-02-22' },
        { id: 77338, on: 'Y0-03-11' },
        { id: 101, on: 'Y0-01-19' },
      ],
    },
    checks: [{ mentionsAll: [194, 11216] }, { neverMentions: [77338, 101] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b37-082',
    class: 'history',
    lang: 'es',
    turns: ['cual es la peli a la q le puse peor nota?'],
    library: {
      ratings: [
        [597, 8],
        [9532, 3],
        [24428, 6],
        [1417, 9],
      ],
    },
    checks: [{ firstMovieIs: 9532 }, { replyLanguage: 'es' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // themes (5)
  {
    id: 'b37-083',
    class: 'themes',
    lang: 'en',
    turns: ['any good shark movies 🦈'],
    checks: [{ atLeast: 1 }, { themeShare: 'shark', share: 1 }],
  },
  {
    id: 'b37-084',
    class: 'themes',
    lang: 'en',
    turns: ['movies set in space but NO aliens please'],
    checks: [
      { atLeast: 2 },
      { themeNone: 'alien' },
      { excludesMovies: [348, 679, 329865] },
      { themeShare: 'space|mars|moon|jupiter|wormhole|astronaut|planet|galaxy', share: 0.6 },
    ],
  },
  {
    id: 'b37-085',
    class: 'themes',
    lang: 'pt',
    turns: ['filme com robo pra ver com meu filho de 6 anos'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'robot', share: 0.6 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b37-086',
    class: 'themes',
    lang: 'de',
    turns: ['irgendwas mit zombies, aber nicht zu ernst, eher lustig'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { themeShare: 'zombie|undead|the dead start', share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b37-087',
    class: 'themes',
    lang: 'fr',
    turns: ["des films qui se passent a noel mais pas d'horreur svp"],
    checks: [
      { atLeast: 2 },
      { themeShare: 'christmas|santa|holiday', share: 0.6 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'fr' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // two-people (5)
  {
    id: 'b37-088',
    class: 'two-people',
    lang: 'en',
    turns: ['is there a movie with both tom hanks and matt damon'],
    checks: [{ mentionsMovie: 857 }, { hasCastMember: 'Tom Hanks' }, { hasCastMember: 'Matt Damon' }],
  },
  {
    id: 'b37-089',
    class: 'two-people',
    lang: 'en',
    turns: ['leo dicaprio movies that scorsese directed'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Leonardo DiCaprio' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b37-090',
    class: 'two-people',
    lang: 'it',
    turns: ['film con michael caine diretti da nolan?'],
    checks: [
      { atLeast: 4 },
      { hasCastMember: 'Michael Caine' },
      { directedBy: 'Christopher Nolan' },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b37-091',
    class: 'two-people',
    lang: 'fr',
    turns: ['un film avec robert de niro et al pacino ensemble'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Al Pacino' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b37-092',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis de brad pitt dirigidas por fincher'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Brad Pitt' },
      { directedBy: 'David Fincher' },
      { replyLanguage: 'es' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // follow-ups (8)
  {
    id: 'b37-093',
    class: 'follow-ups',
    lang: 'en',
    turns: ['top 5 pixar movies', 'which of those is the shortest?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b37-094',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some crime thrillers from the 90s please', 'who directed the second one'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b37-095',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed Arrival?', 'what else did he make'],
    checks: [{ atLeast: 2 }, { directedBy: 'Denis Villeneuve' }, { excludesMovies: [329865] }],
  },
  {
    id: 'b37-096',
    class: 'follow-ups',
    lang: 'en',
    turns: ["what's on my watchlist", 'ok which of those can i finish in under 2 hours'],
    library: {
      watchlist: [1124, 77, 862, 597, 564, 107],
    },
    checks: [
      { atLeast: 2 },
      { onlyFrom: 'watchlist' },
      { runtimeAtMost: 120 },
      { neverMentions: [1124, 597, 564] },
    ],
  },
  {
    id: 'b37-097',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica umas comedias dos anos 2000', 'tem mais? umas q vc ainda nao falou'],
    checks: [
      { atLeast: 2 },
      { noneFrom: 'earlier' },
      { genreAll: ['Comedy'] },
      { yearBetween: [2000, 2009] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b37-098',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ein paar gute kriegsfilme bitte', 'und wie lang geht der dritte?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b37-099',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['recommend me 3 horror movies from the 70s', 'et en francais stp ?'],
    checks: [{ subsetOf: 'previous' }, { atLeast: 1 }, { genreAll: ['Horror'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b37-100',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film con tom cruise', 'solo quelli sotto le due ore'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Tom Cruise' },
      { runtimeAtMost: 120 },
      { replyLanguage: 'it' },
    ],
  },
];
