/**
 * Blind chat evaluation, set 36: the kinds of request the assistant finds hardest, as people type them. Weighted
 * towards lists whose formatting must render cleanly ("numbered please", "bullet points", "with the year next to
 * each", "ranked longest first": 15), identifying a film from a half-remembered plot, scene or actor, partly wrong
 * (15), "like X", "like X and Y", "like X but shorter / older / not in English / animated", on a film's page and off
 * it (15), group picks (a couple with different tastes, kids and grandparents, a headcount with a time limit,
 * friends where one hates a genre: 15), facts about a film or a person (12: who directed, how long, is X in Y, which
 * came first, how many films of a director the site has), a signed-in user's own library (10: last watched,
 * highest and lowest rated, a month of the diary, the count this year, watchlist picks, more like what they loved),
 * follow-ups over two turns after a list, a fact, a person or a library answer (8), themes wanted or not wanted (5)
 * and two people in one film (5). About 40 prompts in English, 15 each in Portuguese (Brazilian and European),
 * German and French, 8 in Spanish and 7 in Italian, typed the way people type into a chat box (lowercase, dropped
 * accents and umlauts, "vc", "q", "nen", "stp", typos, run-on sentences, context first, emoji, half sentences).
 * Every non-English case also checks the reply language.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id and every check was checked against the
 * starter catalog (`--verify`).
 *
 * As written: 84 / 100 on the starter catalog (scored once, after `--verify` passed for all 100).
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

export const BLIND_36_CASES: BlindCase[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // markdown (15)
  {
    id: 'b36-001',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 sci fi movies from the 80s as a numbered list pls'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 5 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1980, 1989] },
    ],
  },
  {
    id: 'b36-002',
    class: 'markdown',
    lang: 'en',
    turns: ['give me 4 hitchcock films with the year next to each one, one per line'],
    checks: [{ rendersMarkdown: true }, { exactly: 4 }, { directedBy: 'Alfred Hitchcock' }],
  },
  {
    id: 'b36-003',
    class: 'markdown',
    lang: 'en',
    turns: ['bullet points please: good animated movies for a 6 year old, no more than 6'],
    checks: [
      { rendersMarkdown: true },
      { atLeast: 3 },
      { atMost: 6 },
      { genreAll: ['Animation'] },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b36-004',
    class: 'markdown',
    lang: 'en',
    turns: ['the 3 longest war movies on here, ranked longest first'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 3 },
      { genreAll: ['War'] },
      { runtimeAtLeast: 175 },
      { firstMovieIs: 770 },
    ],
  },
  {
    id: 'b36-005',
    class: 'markdown',
    lang: 'en',
    turns: ['comedies under 90 min?? list them w/ the runtime'],
    checks: [{ rendersMarkdown: true }, { atLeast: 3 }, { genreAll: ['Comedy'] }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b36-006',
    class: 'markdown',
    lang: 'en',
    turns: ['numbered please - korean or japanese films you have, i want to get into asian cinema'],
    checks: [{ rendersMarkdown: true }, { atLeast: 4 }, { originalLanguage: ['ko', 'ja'] }],
  },
  {
    id: 'b36-007',
    class: 'markdown',
    lang: 'pt',
    turns: ['me da uma lista numerada com 5 filmes de terror dos anos 70 e 80'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 5 },
      { genreAll: ['Horror'] },
      { yearBetween: [1970, 1989] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b36-008',
    class: 'markdown',
    lang: 'pt',
    turns: ['lista em topicos dos filmes do miyazaki q vcs tem, com o ano de cada um'],
    checks: [
      { rendersMarkdown: true },
      { atLeast: 4 },
      { directedBy: 'Hayao Miyazaki' },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b36-009',
    class: 'markdown',
    lang: 'de',
    turns: ['kannst du mir ne liste machen? 5 western, nummeriert, mit jahr dahinter'],
    checks: [{ rendersMarkdown: true }, { exactly: 5 }, { genreAll: ['Western'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b36-010',
    class: 'markdown',
    lang: 'de',
    turns: ['Top 3 Filme von Christopher Nolan als Liste bitte'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 3 },
      { directedBy: 'Christopher Nolan' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b36-011',
    class: 'markdown',
    lang: 'fr',
    turns: ['fais moi une liste de 4 comedies romantiques stp, une par ligne'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 4 },
      { genreAll: ['Romance'] },
      { genreAll: ['Comedy'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b36-012',
    class: 'markdown',
    lang: 'fr',
    turns: ['les films de tarantino classés du plus recent au plus ancien'],
    checks: [
      { rendersMarkdown: true },
      { atLeast: 4 },
      { directedBy: 'Quentin Tarantino' },
      { firstMovieIs: 273248 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b36-013',
    class: 'markdown',
    lang: 'es',
    turns: ['lista con viñetas de pelis de pixar porfa'],
    checks: [{ rendersMarkdown: true }, { atLeast: 4 }, { companyAll: 'pixar' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b36-014',
    class: 'markdown',
    lang: 'es',
    turns: ['dame un top 5 de peliculas de crimen de los 90, numerado y con el año'],
    checks: [
      { rendersMarkdown: true },
      { exactly: 5 },
      { genreAll: ['Crime'] },
      { yearBetween: [1990, 1999] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b36-015',
    class: 'markdown',
    lang: 'it',
    turns: ['mi fai un elenco puntato di 4 film musicali?'],
    checks: [{ rendersMarkdown: true }, { exactly: 4 }, { genreAll: ['Music'] }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // identify (15)
  {
    id: 'b36-016',
    class: 'identify',
    lang: 'en',
    turns: ['whats the movie where the weatherman keeps waking up on the same day over and over'],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b36-017',
    class: 'identify',
    lang: 'en',
    turns: ['the one where the guy cant make new memories and writes stuff on his body, and takes polaroids'],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b36-018',
    class: 'identify',
    lang: 'en',
    turns: [
      'old movie, a guy in a wheelchair (broken leg i think) spies on his neighbours across the yard and thinks one of them killed his wife',
    ],
    checks: [{ firstMovieIs: 567 }],
  },
  {
    id: 'b36-019',
    class: 'identify',
    lang: 'en',
    turns: ['movie where a couple get their memories of each other erased?? jim carrey is in it i think'],
    checks: [{ firstMovieIs: 38 }],
  },
  {
    id: 'b36-020',
    class: 'identify',
    lang: 'en',
    turns: ["90s film, there's a bomb on a bus and if it goes under 50 mph it blows up. keanu reeves"],
    checks: [{ firstMovieIs: 1637 }],
  },
  {
    id: 'b36-021',
    class: 'identify',
    lang: 'en',
    turns: [
      'what was that christmas movie where the kid gets left behind when his family flies to france and he sets traps for 2 burglars',
    ],
    checks: [{ firstMovieIs: 771 }],
  },
  {
    id: 'b36-022',
    class: 'identify',
    lang: 'pt',
    turns: ['qual o nome daquele filme do velhinho q amarra um monte de balao na casa e sai voando'],
    checks: [{ firstMovieIs: 14160 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b36-023',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme do menino que ve gente morta, o bruce willis é o psicologo dele'],
    checks: [{ firstMovieIs: 745 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b36-024',
    class: 'identify',
    lang: 'de',
    turns: ['wie heißt nochmal der film mit der ratte die in paris koch werden will'],
    checks: [{ firstMovieIs: 2062 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b36-025',
    class: 'identify',
    lang: 'de',
    turns: [
      'film gesucht: arme familie schleicht sich nach und nach als personal bei ner reichen familie ein, koreanisch glaub ich',
    ],
    checks: [{ firstMovieIs: 496243 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b36-026',
    class: 'identify',
    lang: 'de',
    turns: [
      'der film wo ein weißer hai an nem badestrand leute frisst und der polizeichef mit nem fischer auf jagd geht',
    ],
    checks: [{ firstMovieIs: 578 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b36-027',
    class: 'identify',
    lang: 'fr',
    turns: ["c quoi le film ou le mec decouvre que toute sa vie c'est une emission de tele"],
    checks: [{ firstMovieIs: 37165 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b36-028',
    class: 'identify',
    lang: 'fr',
    turns: [
      'un film avec une mere et ses deux enfants qui supportent pas la lumiere dans une grande maison, ca fait peur, nicole kidman je crois',
    ],
    checks: [{ firstMovieIs: 1933 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b36-029',
    class: 'identify',
    lang: 'es',
    turns: [
      'la peli del tipo que se queda solo en una isla despues de un accidente de avion y habla con una pelota',
    ],
    checks: [{ firstMovieIs: 8358 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b36-030',
    class: 'identify',
    lang: 'it',
    turns: ['come si chiama il film del cane che aspetta il padrone alla stazione tutti i giorni'],
    checks: [{ firstMovieIs: 28178 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // likeness (15)
  {
    id: 'b36-031',
    class: 'likeness',
    lang: 'en',
    turns: ['something like Alien but not horror, i get nightmares'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [348, 679] },
      { noGenre: ['Horror'] },
      { likeSeeds: [348], share: 0.8 },
    ],
  },
  {
    id: 'b36-032',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like inception and the matrix'],
    checks: [{ atLeast: 3 }, { excludesMovies: [27205, 603] }, { likeSeeds: [27205, 603], share: 0.7 }],
  },
  {
    id: 'b36-033',
    class: 'likeness',
    lang: 'en',
    movieId: 862,
    turns: ['more like this pls'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [862] },
      { likeSeeds: [862], share: 0.8 },
      { genreShare: ['Animation', 'Family'], share: 0.8 },
    ],
  },
  {
    id: 'b36-034',
    class: 'likeness',
    lang: 'en',
    movieId: 680,
    turns: ['something similar but shorter'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [680] },
      { shorterThan: 680 },
      { likeSeeds: [680], share: 0.8 },
    ],
  },
  {
    id: 'b36-035',
    class: 'likeness',
    lang: 'en',
    turns: ['like the godfather but not in english'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [238, 240, 242] },
      { notOriginalLanguage: 'en' },
      { likeSeeds: [238], share: 0.8 },
    ],
  },
  {
    id: 'b36-036',
    class: 'likeness',
    lang: 'en',
    turns: ['i loved la la land. anything like it but older, like before 2000?'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [313369] },
      { yearBetween: [1900, 1999] },
      { likeSeeds: [313369], share: 0.8 },
    ],
  },
  {
    id: 'b36-037',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com o senhor dos aneis mas mais curtos, menos de 2h'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [120, 121, 122] },
      { runtimeAtMost: 120 },
      { likeSeeds: [120], share: 0.7 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b36-038',
    class: 'likeness',
    lang: 'pt',
    movieId: 129,
    turns: ['tem algo parecido com esse? mas q nao seja japones'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [129] },
      { notOriginalLanguage: 'ja' },
      { likeSeeds: [129], share: 0.8 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b36-039',
    class: 'likeness',
    lang: 'pt',
    turns: ['queria algo no estilo de Se7en e O Silêncio dos Inocentes'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [807, 274] },
      { likeSeeds: [807, 274], share: 0.8 },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b36-040',
    class: 'likeness',
    lang: 'de',
    movieId: 11324,
    turns: ['was ähnliches wie der hier aber bitte nicht so lang, max 2 stunden'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [11324] },
      { runtimeAtMost: 120 },
      { likeSeeds: [11324], share: 0.8 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b36-041',
    class: 'likeness',
    lang: 'de',
    turns: ['Filme wie Stirb langsam (Die Hard), aber neuer, so nach 2010'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [562] },
      { yearBetween: [2011, 2030] },
      { likeSeeds: [562], share: 0.8 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b36-042',
    class: 'likeness',
    lang: 'fr',
    turns: ["des films comme Le Fabuleux Destin d'Amelie Poulain stp"],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [194] },
      { likeSeeds: [194], share: 0.8 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b36-043',
    class: 'likeness',
    lang: 'fr',
    movieId: 19995,
    turns: ["un film dans le meme genre mais en dessin animé, c'est pour mon neveu"],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [19995] },
      { genreAll: ['Animation'] },
      { likeSeeds: [19995], share: 0.8 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b36-044',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a Coco pero que no sea ni de disney ni de pixar'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [354912] },
      { companyNone: 'disney|pixar' },
      { likeSeeds: [354912], share: 0.8 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b36-045',
    class: 'likeness',
    lang: 'it',
    turns: ['film simili a Il buono, il brutto, il cattivo ma non italiani'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [429] },
      { notOriginalLanguage: 'it' },
      { genreAll: ['Western'] },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // group (15)
  {
    id: 'b36-046',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf tonight, she likes romance and i like action. something we would both enjoy?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b36-047',
    class: 'group',
    lang: 'en',
    turns: ['family movie night, kids are 5 and 8, nothing scary and under 100 min please'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family'] }, { noGenre: ['Horror'] }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b36-048',
    class: 'group',
    lang: 'en',
    turns: ['4 of us tonight, one of my friends HATES horror, we just want something funny'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b36-049',
    class: 'group',
    lang: 'en',
    turns: [
      'watching with my parents this weekend, theyre in their 70s and only like old classics, i like thrillers. something from before 1980 for all of us?',
    ],
    checks: [{ atLeast: 1 }, { genreAll: ['Thriller'] }, { yearBetween: [1900, 1979] }],
  },
  {
    id: 'b36-050',
    class: 'group',
    lang: 'en',
    turns: ["we're 6 people and we have 90 minutes max before the last train, what can we all watch"],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b36-051',
    class: 'group',
    lang: 'en',
    turns: [
      "babysitting my brother (7) and my sister (15) tonight, need an animated movie the teenager won't find babyish",
    ],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b36-052',
    class: 'group',
    lang: 'pt',
    turns: [
      'eu e meu namorado, ele so ve terror e eu odeio kkk tem algo de suspense no meio termo sem ser terror?',
    ],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { genreAll: ['Thriller', 'Mystery'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b36-053',
    class: 'group',
    lang: 'pt',
    turns: ['vamos ver um filme com as criancas (6 e 9 anos) e os avós, algo q todo mundo curta'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family'] }, { noGenre: ['Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b36-054',
    class: 'group',
    lang: 'de',
    turns: ['wir sind zu dritt, einer guckt nur sci-fi, die andere nur komödien. gibts was das beides ist?'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Science Fiction'] },
      { genreAll: ['Comedy'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b36-055',
    class: 'group',
    lang: 'de',
    turns: ['filmabend mit kumpels, keiner will was über 2 std, action bitte aber kein horror'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Action'] },
      { runtimeAtMost: 120 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b36-056',
    class: 'group',
    lang: 'fr',
    turns: ["on est 5 avec ma famille, les enfants ont 10 et 12 ans, un film d'aventure de moins de 2h stp"],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Adventure'] },
      { runtimeAtMost: 120 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b36-057',
    class: 'group',
    lang: 'fr',
    turns: ['ma copine veut un film romantique et moi un truc drole, une idee pour ce soir ?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Romance'] }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b36-058',
    class: 'group',
    lang: 'fr',
    turns: [
      'soiree entre potes, y en a un qui deteste les films de guerre et un autre les westerns, on veut un bon thriller',
    ],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Thriller'] },
      { noGenre: ['War', 'Western'] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b36-059',
    class: 'group',
    lang: 'es',
    turns: ['somos 4, dos niños de 7 años, algo de animacion que no dure mas de hora y media'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { runtimeAtMost: 90 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b36-060',
    class: 'group',
    lang: 'it',
    turns: [
      'io e mia moglie: lei vuole un drammatico, io una commedia. qualcosa che vada bene per tutti e due?',
    ],
    checks: [{ atLeast: 1 }, { genreAll: ['Drama'] }, { genreAll: ['Comedy'] }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // facts (12)
  {
    id: 'b36-061',
    class: 'facts',
    lang: 'en',
    turns: ['who directed parasite'],
    checks: [{ saysDirectorOf: 496243 }],
  },
  {
    id: 'b36-062',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer? need to know if i can fit it in tonight'],
    checks: [{ saysRuntimeOf: 872585 }],
  },
  {
    id: 'b36-063',
    class: 'facts',
    lang: 'en',
    turns: ['is samuel l jackson in django unchained'],
    checks: [{ contains: '\\b(yes|yep|yeah|indeed|he is|he does|he plays)\\b' }],
  },
  {
    id: 'b36-064',
    class: 'facts',
    lang: 'en',
    turns: ['which came first, blade runner or the terminator?'],
    checks: [{ saysYearOf: 78 }, { saysYearOf: 218 }],
  },
  {
    id: 'b36-065',
    class: 'facts',
    lang: 'pt',
    turns: ['quem fez o papel do coringa em batman o cavaleiro das trevas?'],
    checks: [{ contains: 'heath ledger' }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b36-066',
    class: 'facts',
    lang: 'pt',
    turns: ['em q ano saiu cidade de deus?'],
    checks: [{ saysYearOf: 598 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b36-067',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat bei Das Leben der Anderen Regie geführt'],
    checks: [{ saysDirectorOf: 582 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b36-068',
    class: 'facts',
    lang: 'de',
    turns: ['wie viele filme von stanley kubrick habt ihr eigentlich?'],
    checks: [{ saysNumber: 6 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b36-069',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui qui joue dans intouchables ?"],
    checks: [{ saysCastOf: 77338, count: 2 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b36-070',
    class: 'facts',
    lang: 'fr',
    turns: ['combien de temps dure le seigneur des anneaux le retour du roi'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b36-071',
    class: 'facts',
    lang: 'es',
    turns: ['quien dirigio el laberinto del fauno y de que año es'],
    checks: [{ saysDirectorOf: 1417 }, { saysYearOf: 1417 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b36-072',
    class: 'facts',
    lang: 'it',
    turns: ['chi recita in nuovo cinema paradiso?'],
    checks: [{ saysCastOf: 11216, count: 2 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // history (10)
  {
    id: 'b36-073',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 603, on: '-20d' },
        { id: 13, on: '-9d' },
        { id: 550, on: '-2d', rating: 8 },
      ],
    },
    turns: ['what did i watch last?'],
    checks: [{ firstMovieIs: 550 }],
  },
  {
    id: 'b36-074',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [278, 9],
        [680, 10],
        [13, 7],
        [155, 8],
      ],
    },
    turns: ['whats my highest rated film'],
    checks: [{ firstMovieIs: 680 }],
  },
  {
    id: 'b36-075',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 105, on: 'Y0-01-15' },
        { id: 862, on: 'Y0-03-02' },
        { id: 27205, on: 'Y0-06-20' },
        { id: 550, on: 'Y0-09-10' },
        { id: 278, on: '2025-11-05' },
      ],
    },
    turns: ['how many movies have i logged this year so far'],
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b36-076',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [157336, 10],
        [27205, 9],
        [329865, 9],
      ],
      diary: [{ id: 62, on: '-40d', rating: 8 }],
    },
    turns: ["recommend me something like the ones i loved, but nothing i've already seen"],
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Science Fiction'], share: 0.6 }],
  },
  {
    id: 'b36-077',
    class: 'history',
    lang: 'pt',
    library: {
      diary: [
        { id: 550, on: 'Y0-02-20' },
        { id: 862, on: 'Y0-03-05' },
        { id: 12, on: 'Y0-03-18' },
        { id: 129, on: 'Y0-04-02' },
      ],
    },
    turns: ['o que eu assisti em marco?'],
    checks: [
      { mentionsAll: [862, 12] },
      { onlyFrom: 'diary' },
      { excludesMovies: [550, 129] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b36-078',
    class: 'history',
    lang: 'pt',
    library: {
      ratings: [
        [11, 8],
        [24428, 4],
        [597, 6],
        [120, 9],
      ],
    },
    turns: ['qual filme eu dei a pior nota?'],
    checks: [{ firstMovieIs: 24428 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b36-079',
    class: 'history',
    lang: 'de',
    library: { watchlist: [68718, 244786, 77, 872585, 496243] },
    turns: ['was steht noch auf meiner watchlist, das unter 2 stunden geht?'],
    checks: [
      { onlyFrom: 'watchlist' },
      { runtimeAtMost: 120 },
      { mentionsAll: [244786, 77] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b36-080',
    class: 'history',
    lang: 'fr',
    library: { watchlist: [115, 278, 120467, 424, 807] },
    turns: ['choisis moi un film de ma watchlist pour ce soir, plutot une comedie'],
    checks: [{ onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b36-081',
    class: 'history',
    lang: 'es',
    library: {
      diary: [
        { id: 1417, on: '-30d' },
        { id: 598, on: '-12d' },
        { id: 194, on: '-4d' },
      ],
    },
    turns: ['cual fue la ultima peli que vi?'],
    checks: [{ firstMovieIs: 194 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b36-082',
    class: 'history',
    lang: 'it',
    library: {
      diary: [
        { id: 2108, on: 'Y0-02-10' },
        { id: 4951, on: 'Y0-05-14' },
        { id: 84892, on: 'Y0-07-01' },
        { id: 1366, on: '2025-12-20' },
        { id: 207, on: '2025-10-03' },
      ],
    },
    turns: ["quanti film ho visto quest'anno?"],
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // themes (5)
  {
    id: 'b36-083',
    class: 'themes',
    lang: 'en',
    turns: ['any movies with sharks in them? 🦈'],
    checks: [{ atLeast: 1 }, { mentionsMovie: 578 }, { themeShare: 'shark', share: 1 }],
  },
  {
    id: 'b36-084',
    class: 'themes',
    lang: 'en',
    turns: ['space movies but NOT about aliens please'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'space|astronaut|planet|galax|\\bmoon\\b|\\bmars\\b|nasa|wormhole|jupiter', share: 0.6 },
      { themeNone: 'alien|extraterrestrial' },
    ],
  },
  {
    id: 'b36-085',
    class: 'themes',
    lang: 'pt',
    turns: ['tem algum filme com dinossauros?'],
    checks: [{ mentionsMovie: 329 }, { themeShare: 'dinosaur', share: 1 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b36-086',
    class: 'themes',
    lang: 'de',
    turns: ['filme über zeitreisen bitte'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'back in time|time.travel|into the past', share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b36-087',
    class: 'themes',
    lang: 'fr',
    turns: ['des films qui se passent a paris ?'],
    checks: [{ atLeast: 2 }, { themeShare: 'paris', share: 0.8 }, { replyLanguage: 'fr' }],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // two-people (5)
  {
    id: 'b36-088',
    class: 'two-people',
    lang: 'en',
    turns: ['films with both de niro and al pacino'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b36-089',
    class: 'two-people',
    lang: 'en',
    turns: ['tom hanks movies that spielberg directed'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b36-090',
    class: 'two-people',
    lang: 'de',
    turns: ['filme mit leonardo dicaprio von martin scorsese?'],
    checks: [
      { atLeast: 3 },
      { hasCastMember: 'Leonardo DiCaprio' },
      { directedBy: 'Martin Scorsese' },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b36-091',
    class: 'two-people',
    lang: 'fr',
    turns: ['y a un film avec brad pitt et morgan freeman ensemble ?'],
    checks: [
      { mentionsMovie: 807 },
      { hasCastMember: 'Brad Pitt' },
      { hasCastMember: 'Morgan Freeman' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b36-092',
    class: 'two-people',
    lang: 'it',
    turns: ['un film con clint eastwood e lee van cleef'],
    checks: [
      { mentionsMovie: 429 },
      { hasCastMember: 'Clint Eastwood' },
      { hasCastMember: 'Lee Van Cleef' },
      { replyLanguage: 'it' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------------
  // follow-ups (8)
  {
    id: 'b36-093',
    class: 'follow-ups',
    lang: 'en',
    turns: ['top 5 pixar movies', 'which of those is the shortest?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b36-094',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me some crime comedies', 'who directed the second one?'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b36-095',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed arrival?', 'what else has he made?'],
    checks: [{ atLeast: 2 }, { directedBy: 'Denis Villeneuve' }, { excludesMovies: [329865] }],
  },
  {
    id: 'b36-096',
    class: 'follow-ups',
    lang: 'en',
    library: {
      ratings: [
        [1891, 10],
        [11, 9],
        [85, 8],
      ],
    },
    turns: ["what's my top rated movie?", "who's in it?"],
    checks: [{ saysCastOf: 1891, count: 2 }],
  },
  {
    id: 'b36-097',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns filmes de ficcao cientifica', 'e o primeiro, quanto tempo dura?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b36-098',
    class: 'follow-ups',
    lang: 'de',
    turns: ['wer spielt in pulp fiction mit?', 'und wer hat den gedreht?'],
    checks: [{ saysDirectorOf: 680 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b36-099',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["des films d'animation japonais ?", 'et des plus recents, sortis apres 2000 ?'],
    checks: [
      { atLeast: 1 },
      { originalLanguage: 'ja' },
      { genreAll: ['Animation'] },
      { yearBetween: [2001, 2030] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b36-100',
    class: 'follow-ups',
    lang: 'es',
    turns: ['que pelis de wes anderson teneis?', 'y cual dura menos?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { firstMovieIs: 10315 }, { replyLanguage: 'es' }],
  },
];
