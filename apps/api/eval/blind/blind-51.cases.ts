/**
 * Blind chat evaluation, set 51: the classes where sets like this one fail most, in new words. Weighted towards
 * "like X but ..." (24: shorter, older, newer, not in English, without one of its genres, less scary, for kids,
 * funnier, two seed films at once, "same vibe as", "in the style of", "if i liked X", seeds given by a local
 * release title or misspelt), identifying a half-remembered film from its plot, a scene, its twist or its hero's
 * job, with the wrong details people remember (22), facts about one film (22: director, runtime, year, cast, yes-or-no
 * questions, two facts in one message, "how long is it" on a film's page, local titles), a signed-in user's own
 * library (12: last watched, a month of the diary, the last seven days, best and worst rated, count this year,
 * watchlist, more like what they loved), signed-in lists asked for with a count whose reply must render clean and
 * leave out films already logged (10), and themes to avoid or to want, alone and with a genre (10). 36 prompts are in
 * English as natives type them into a chat box (lowercase, no apostrophes, typos, slang), 18 in German, 18 in
 * Portuguese (Brazilian and European), 16 in Italian, 6 in French and 6 in Spanish; every non-English case checks
 * the reply language.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * HELD-OUT: nobody reads these cases to change the assistant; it is run for its score only, once at the
 * end of a round.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand|find what)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|no (?:te |lo )?(?:he )?entend|pas compris|pas sûr de comprendre|' +
  'nicht verstanden|nicht sicher,? was|não entendi|não percebi|non ho capito|non sono sicuro di aver capito';

const NOT_CONFUSED = { notContains: CONFUSED } as const;

/** Zombies and the walking dead, as the catalog's overviews word them. */
const ZOMBIES = 'zombie|undead|living dead|flesh-eating|ghoul';

export const BLIND_51_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------------------
  // likeness (24)
  {
    id: 'b51-001',
    class: 'likeness',
    lang: 'en',
    turns: ['something like knives out but shorter'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [546554], share: 0.6 },
      { shorterThan: 546554 },
      { excludesMovies: [546554] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-002',
    class: 'likeness',
    lang: 'en',
    turns: ['i loved shaun of the dead and hot fuzz, what else should i watch'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [747, 4638], share: 0.6 },
      { excludesMovies: [747, 4638] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-003',
    class: 'likeness',
    lang: 'en',
    turns: ['same vibe as before sunrise but not in english'],
    checks: [
      { atLeast: 1 },
      { likeSeeds: [76], share: 0.6 },
      { notOriginalLanguage: 'en' },
      { excludesMovies: [76] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-004',
    class: 'likeness',
    lang: 'en',
    turns: ['want something like alien but way less scary, my gf hates horror'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [348], share: 0.6 },
      { noGenre: ['Horror'] },
      { excludesMovies: [348, 679] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-005',
    class: 'likeness',
    lang: 'en',
    turns: ['if i liked the martian what else would i like'],
    checks: [{ atLeast: 2 }, { likeSeeds: [286217], share: 0.7 }, { excludesMovies: [286217] }, NOT_CONFUSED],
  },
  {
    id: 'b51-006',
    class: 'likeness',
    lang: 'en',
    turns: ['anything like jurrasic park but for kids? my son is 7'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { likeSeeds: [329], share: 0.6 },
      { excludesMovies: [329] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-007',
    class: 'likeness',
    lang: 'en',
    turns: ['something like heat but older, 70s or before'],
    checks: [
      { atLeast: 1 },
      { yearBetween: [1900, 1979] },
      { likeSeeds: [949], share: 0.7 },
      { excludesMovies: [949] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-008',
    class: 'likeness',
    lang: 'en',
    turns: ['we just watched the iron giant and the kids loved it', 'got anything like it thats newer'],
    checks: [
      { atLeast: 2 },
      { newerThan: 10386 },
      { likeSeeds: [10386], share: 0.7 },
      { excludesMovies: [10386] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-009',
    class: 'likeness',
    lang: 'en',
    movieId: 1124,
    turns: ['more like this one but funnier'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Comedy'] },
      { likeSeeds: [1124], share: 0.6 },
      { excludesMovies: [1124] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-010',
    class: 'likeness',
    lang: 'de',
    turns: ['kennt ihr was im stil von grand budapest hotel?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [120467], share: 0.7 },
      { excludesMovies: [120467] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-011',
    class: 'likeness',
    lang: 'de',
    turns: ['so was wie Das Leben der Anderen, nur neuer'],
    checks: [
      { atLeast: 1 },
      { newerThan: 582 },
      { likeSeeds: [582], share: 0.7 },
      { excludesMovies: [582] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-012',
    class: 'likeness',
    lang: 'de',
    turns: ['ich fand ziemlich beste freunde total schön, gibts ähnliche filme?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [77338], share: 0.7 },
      { excludesMovies: [77338] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-013',
    class: 'likeness',
    lang: 'de',
    turns: ['was wie herr der ringe aber unter 2 stunden bitte'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 120 },
      { likeSeeds: [120], share: 0.7 },
      { excludesMovies: [120, 121, 122] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-014',
    class: 'likeness',
    lang: 'pt',
    turns: ['curti demais cidade de deus, tem algum parecido?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [598], share: 0.7 },
      { excludesMovies: [598] },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-015',
    class: 'likeness',
    lang: 'pt',
    turns: ['quero algo tipo o labirinto do fauno mas mais leve, pra ver com meu sobrinho de 9 anos'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { likeSeeds: [1417], share: 0.6 },
      { excludesMovies: [1417] },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-016',
    class: 'likeness',
    lang: 'pt',
    turns: ['adorei o Divertida-Mente e o Up - Altamente, sugere-me outros do género'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [150540, 14160], share: 0.7 },
      { excludesMovies: [150540, 14160] },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-017',
    class: 'likeness',
    lang: 'pt',
    turns: ['um filme tipo clube da luta só que mais antigo'],
    checks: [
      { atLeast: 2 },
      { olderThan: 550 },
      { likeSeeds: [550], share: 0.8 },
      { excludesMovies: [550] },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-018',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo quei bravi ragazzi ma più corto'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 769 },
      { likeSeeds: [769], share: 0.7 },
      { excludesMovies: [769] },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-019',
    class: 'likeness',
    lang: 'it',
    turns: ['mi è piaciuto un sacco la città incantata, ne avete altri così?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [129], share: 0.7 },
      { excludesMovies: [129] },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-020',
    class: 'likeness',
    lang: 'it',
    turns: ['film come arrival ma senza tutto quel dramma'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Drama'] },
      { likeSeeds: [329865], share: 0.7 },
      { excludesMovies: [329865] },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-021',
    class: 'likeness',
    lang: 'it',
    turns: ['ho visto shining e mi è piaciuto, qualcosa di simile ma non americano?'],
    checks: [
      { atLeast: 1 },
      { notOriginalLanguage: 'en' },
      { likeSeeds: [694], share: 0.6 },
      { excludesMovies: [694] },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-022',
    class: 'likeness',
    lang: 'fr',
    turns: ["un film dans le même genre que Le Fabuleux Destin d'Amélie Poulain mais plus récent"],
    checks: [
      { atLeast: 2 },
      { newerThan: 194 },
      { likeSeeds: [194], share: 0.7 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-023',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a volver al futuro pero que no sea ciencia ficción'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Science Fiction'] },
      { likeSeeds: [105], share: 0.7 },
      { excludesMovies: [105] },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-024',
    class: 'likeness',
    lang: 'es',
    turns: ['me encantaron coco y encanto, qué más me recomiendas?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [354912, 568124], share: 0.7 },
      { excludesMovies: [354912, 568124] },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // identify (22)
  {
    id: 'b51-025',
    class: 'identify',
    lang: 'en',
    turns: ['that movie where the weather guy keeps living the same day over and over in some small town'],
    checks: [{ firstMovieIs: 137 }, NOT_CONFUSED],
  },
  {
    id: 'b51-026',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres this film where a guy cant make new memories so he writes everything on polaroids and tattoos, and its told backwards',
    ],
    checks: [{ firstMovieIs: 77 }, NOT_CONFUSED],
  },
  {
    id: 'b51-027',
    class: 'identify',
    lang: 'en',
    turns: [
      'the one where the little boy sees dead people and the doctor helping him was dead the whole time',
    ],
    checks: [{ firstMovieIs: 745 }, NOT_CONFUSED],
  },
  {
    id: 'b51-028',
    class: 'identify',
    lang: 'en',
    turns: [
      'old movie, a photographer with a broken leg spies on his neighbours out the window and thinks one of them killed his wife',
    ],
    checks: [{ firstMovieIs: 567 }, NOT_CONFUSED],
  },
  {
    id: 'b51-029',
    class: 'identify',
    lang: 'en',
    turns: ['whats the film about the young drummer and the psycho jazz teacher who throws a chair at him'],
    checks: [{ firstMovieIs: 244786 }, NOT_CONFUSED],
  },
  {
    id: 'b51-030',
    class: 'identify',
    lang: 'en',
    turns: [
      'animated one where a family in colombia lives in a magic house and everyone gets a superpower except one girl',
    ],
    checks: [{ firstMovieIs: 568124 }, NOT_CONFUSED],
  },
  {
    id: 'b51-031',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres a korean movie where a poor family gets jobs one by one at a rich familys house pretending they dont know each other',
    ],
    checks: [{ firstMovieIs: 496243 }, NOT_CONFUSED],
  },
  {
    id: 'b51-032',
    class: 'identify',
    lang: 'en',
    turns: [
      'leo dicaprio is a cop on an island hospital looking for a missing patient and at the end it turns out hes a patient himself. whats it called',
    ],
    checks: [{ firstMovieIs: 11324 }, NOT_CONFUSED],
  },
  {
    id: 'b51-033',
    class: 'identify',
    lang: 'de',
    turns: ['wie hieß der film wo ein astronaut allein auf dem mars zurückbleibt und kartoffeln anbaut'],
    checks: [{ firstMovieIs: 286217 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b51-034',
    class: 'identify',
    lang: 'de',
    turns: ['der film wo so ein stasi typ ein künstlerpaar abhört und irgendwann mitleid mit denen kriegt'],
    checks: [{ firstMovieIs: 582 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b51-035',
    class: 'identify',
    lang: 'de',
    turns: ['animationsfilm über einen kleinen roboter der ganz allein auf der erde müll aufräumt'],
    checks: [{ firstMovieIs: 10681 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b51-036',
    class: 'identify',
    lang: 'de',
    turns: [
      'der mit dem typen der nach nem flugzeugabsturz auf ner insel festsitzt und mit einem volleyball redet',
    ],
    checks: [{ firstMovieIs: 8358 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b51-037',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é aquele filme do ratinho que cozinha e controla um rapaz puxando o cabelo dele num restaurante em paris',
    ],
    checks: [{ firstMovieIs: 2062 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b51-038',
    class: 'identify',
    lang: 'pt',
    turns: ['filme em que um cara vive num reality show sem saber, a vida inteira dele é filmada'],
    checks: [{ firstMovieIs: 37165 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b51-039',
    class: 'identify',
    lang: 'pt',
    turns: ['esqueci o nome: um pai e a filha presos num comboio na coreia cheio de zombies'],
    checks: [{ firstMovieIs: 396535 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b51-040',
    class: 'identify',
    lang: 'pt',
    turns: ['filme antigo preto e branco onde uns jurados discutem numa sala se um garoto é culpado'],
    checks: [{ firstMovieIs: 389 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b51-041',
    class: 'identify',
    lang: 'it',
    turns: ['quel film dove un papà fa credere al figlio che il campo di concentramento sia tutto un gioco'],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b51-042',
    class: 'identify',
    lang: 'it',
    turns: ['il film del proiezionista di un paesino siciliano che diventa amico di un bambino'],
    checks: [{ firstMovieIs: 11216 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b51-043',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama quello dove uno seduto su una panchina alla fermata del bus racconta tutta la sua vita',
    ],
    checks: [{ firstMovieIs: 13 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b51-044',
    class: 'identify',
    lang: 'fr',
    turns: ['le film où un riche tétraplégique engage un jeune de banlieue comme aide à domicile'],
    checks: [{ firstMovieIs: 77338 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b51-045',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film où un tueur à gages à new york recueille une petite fille dont la famille a été tuée",
    ],
    checks: [{ firstMovieIs: 101 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b51-046',
    class: 'identify',
    lang: 'es',
    turns: [
      'la peli donde una niña en la españa de la posguerra se mete en un mundo de fantasía con un ser con cuernos y un monstruo con ojos en las manos',
    ],
    checks: [{ firstMovieIs: 1417 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },

  // ------------------------------------------------------------------------------------------------------------
  // facts (22)
  {
    id: 'b51-047',
    class: 'facts',
    lang: 'en',
    turns: ['who directed hoop dreams'],
    checks: [{ saysDirectorOf: 14275 }, NOT_CONFUSED],
  },
  {
    id: 'b51-048',
    class: 'facts',
    lang: 'en',
    turns: ['how long is the holdovers'],
    checks: [{ saysRuntimeOf: 840430 }, NOT_CONFUSED],
  },
  {
    id: 'b51-049',
    class: 'facts',
    lang: 'en',
    movieId: 1933,
    turns: ['how long is it'],
    checks: [{ saysRuntimeOf: 1933 }, NOT_CONFUSED],
  },
  {
    id: 'b51-050',
    class: 'facts',
    lang: 'en',
    turns: ['when did sing street come out and whos in it'],
    checks: [{ saysYearOf: 369557 }, { saysCastOf: 369557, count: 1 }, NOT_CONFUSED],
  },
  {
    id: 'b51-051',
    class: 'facts',
    lang: 'en',
    turns: ['did guy ritchie direct snatch'],
    checks: [{ saysDirectorOf: 107 }, NOT_CONFUSED],
  },
  {
    id: 'b51-052',
    class: 'facts',
    lang: 'en',
    turns: ['is coraline ok for an 8 year old? and how long is it'],
    checks: [{ saysRuntimeOf: 14836 }, NOT_CONFUSED],
  },
  {
    id: 'b51-053',
    class: 'facts',
    lang: 'en',
    turns: ['whos in hidden figures'],
    checks: [{ saysCastOf: 381284, count: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b51-054',
    class: 'facts',
    lang: 'en',
    turns: ['what language is oldboy originally in and who made it'],
    checks: [{ saysDirectorOf: 670 }, NOT_CONFUSED],
  },
  {
    id: 'b51-055',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat der untergang gedreht?'],
    checks: [{ saysDirectorOf: 613 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b51-056',
    class: 'facts',
    lang: 'de',
    turns: ['wie lang geht zurück in die zukunft?'],
    checks: [{ saysRuntimeOf: 105 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b51-057',
    class: 'facts',
    lang: 'de',
    movieId: 162,
    turns: ['wer spielt da alles mit?'],
    checks: [{ saysCastOf: 162, count: 2 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b51-058',
    class: 'facts',
    lang: 'de',
    turns: ['ist die verurteilten eigentlich ein horrorfilm? und von wann ist der'],
    checks: [{ saysYearOf: 278 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b51-059',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu conta comigo?'],
    checks: [{ saysDirectorOf: 235 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b51-060',
    class: 'facts',
    lang: 'pt',
    turns: ['quanto tempo dura o resgate do soldado ryan'],
    checks: [{ saysRuntimeOf: 857 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b51-061',
    class: 'facts',
    lang: 'pt',
    turns: ['de que ano é a viagem de chihiro e quem o realizou?'],
    checks: [{ saysYearOf: 129 }, { saysDirectorOf: 129 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b51-062',
    class: 'facts',
    lang: 'pt',
    movieId: 396535,
    turns: ['quem são os atores desse?'],
    checks: [{ saysCastOf: 396535, count: 2 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b51-063',
    class: 'facts',
    lang: 'it',
    turns: ['chi ha diretto il cavaliere oscuro'],
    checks: [{ saysDirectorOf: 155 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b51-064',
    class: 'facts',
    lang: 'it',
    turns: ['quanto dura via col vento? ho sentito che è lunghissimo'],
    checks: [{ saysRuntimeOf: 770 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b51-065',
    class: 'facts',
    lang: 'it',
    turns: ["c'era una volta il west di che anno è e chi ci recita?"],
    checks: [{ saysYearOf: 335 }, { saysCastOf: 335, count: 1 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b51-066',
    class: 'facts',
    lang: 'fr',
    turns: ['qui a réalisé le cercle des poètes disparus ?'],
    checks: [{ saysDirectorOf: 207 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b51-067',
    class: 'facts',
    lang: 'es',
    turns: ['cuánto dura el club de los cinco?'],
    checks: [{ saysRuntimeOf: 2108 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b51-068',
    class: 'facts',
    lang: 'es',
    turns: ['quiénes actúan en intensamente?'],
    checks: [{ saysCastOf: 150540, count: 2 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },

  // ------------------------------------------------------------------------------------------------------------
  // history (12)
  {
    id: 'b51-069',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 680, on: '-25d', rating: 9 },
        { id: 77, on: '-9d' },
        { id: 11324, on: '-2d', rating: 8 },
      ],
    },
    turns: ['whats the last thing i watched'],
    checks: [{ firstMovieIs: 11324 }, NOT_CONFUSED],
  },
  {
    id: 'b51-070',
    class: 'history',
    lang: 'en',
    library: {
      diary: [
        { id: 871, on: 'Y0-01-14' },
        { id: 275, on: 'Y0-03-02', rating: 8 },
        { id: 279, on: 'Y0-03-15' },
        { id: 152601, on: 'Y0-03-29', rating: 9 },
        { id: 1366, on: 'Y0-04-06' },
        { id: 578, on: 'Y0-06-21', rating: 7 },
      ],
    },
    turns: ['what did i watch back in march'],
    checks: [
      { mentionsAll: [275, 279, 152601] },
      { onlyFrom: 'diary' },
      { neverMentions: [871, 1366, 578] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-071',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [44214, 6],
        [329865, 9],
        [63, 10],
        [1637, 4],
        [603, 8],
      ],
    },
    turns: ['which movie did i rate the highest'],
    checks: [{ firstMovieIs: 63 }, NOT_CONFUSED],
  },
  {
    id: 'b51-072',
    class: 'history',
    lang: 'en',
    library: {
      ratings: [
        [807, 10],
        [274, 9],
        [115, 4],
        [4951, 3],
      ],
      likes: [807],
    },
    turns: ['gimme more like the ones i loved'],
    checks: [{ atLeast: 2 }, { likeSeeds: [807, 274], share: 0.6 }, { noneFrom: 'seen' }, NOT_CONFUSED],
  },
  {
    id: 'b51-073',
    class: 'history',
    lang: 'de',
    library: {
      diary: [
        { id: 771, on: '2024-12-20' },
        { id: 10193, on: '2025-08-01', rating: 7 },
        { id: 1368, on: 'Y0-01-15' },
        { id: 2108, on: 'Y0-04-03', rating: 8 },
        { id: 582, on: 'Y0-07-20', rating: 9 },
        { id: 949, on: 'Y0-09-09' },
      ],
    },
    turns: ['wie viele filme hab ich dieses jahr eigentlich geschaut?'],
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b51-074',
    class: 'history',
    lang: 'de',
    library: {
      diary: [{ id: 115, on: '-12d', rating: 8 }],
      watchlist: [1417, 10515, 548],
    },
    turns: ['was hab ich alles auf meiner merkliste?'],
    checks: [
      { onlyFrom: 'watchlist' },
      { mentionsAll: [1417, 10515, 548] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-075',
    class: 'history',
    lang: 'pt',
    library: {
      ratings: [
        [620, 7],
        [205321, 2],
        [1366, 8],
        [607, 5],
      ],
    },
    turns: ['qual foi o filme que eu dei a pior nota?'],
    checks: [{ firstMovieIs: 205321 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b51-076',
    class: 'history',
    lang: 'pt',
    library: {
      diary: [
        { id: 862, on: '-40d', rating: 9 },
        { id: 12, on: '-20d', rating: 9 },
        { id: 585, on: '-6d', rating: 10 },
      ],
      likes: [862, 12, 585],
    },
    turns: ['me recomenda algo na pegada dos filmes que eu mais gostei'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [862, 12, 585], share: 0.7 },
      { noneFrom: 'seen' },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-077',
    class: 'history',
    lang: 'it',
    library: {
      diary: [
        { id: 424, on: '-30d' },
        { id: 637, on: '-6d', rating: 8 },
        { id: 11216, on: '-1d', rating: 9 },
      ],
    },
    turns: ["qual è l'ultimo film che ho visto?"],
    checks: [{ firstMovieIs: 11216 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b51-078',
    class: 'history',
    lang: 'it',
    library: {
      diary: [
        { id: 2493, on: 'Y0-09-12' },
        { id: 1091, on: 'Y0-10-03', rating: 8 },
        { id: 609, on: 'Y0-10-18' },
        { id: 948, on: 'Y0-10-31', rating: 7 },
        { id: 12405, on: 'Y0-11-20' },
      ],
    },
    turns: ['cosa ho visto a ottobre?'],
    checks: [
      { mentionsAll: [1091, 609, 948] },
      { onlyFrom: 'diary' },
      { neverMentions: [2493, 12405] },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-079',
    class: 'history',
    lang: 'fr',
    library: {
      diary: [
        { id: 11216, on: '-45d' },
        { id: 77338, on: '-20d', rating: 8 },
        { id: 101, on: '-5d' },
        { id: 194, on: '-2d', rating: 9 },
      ],
    },
    turns: ["qu'est-ce que j'ai regardé ces 7 derniers jours ?"],
    checks: [
      { mentionsAll: [194, 101] },
      { onlyFrom: 'diary' },
      { neverMentions: [77338, 11216] },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-080',
    class: 'history',
    lang: 'es',
    library: {
      ratings: [
        [8392, 9],
        [129, 10],
        [4935, 7],
        [128, 8],
      ],
    },
    turns: ['cuál es la peli a la que le puse mejor nota?'],
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },

  // ------------------------------------------------------------------------------------------------------------
  // markdown (10)
  {
    id: 'b51-081',
    class: 'markdown',
    lang: 'en',
    library: {
      diary: [
        { id: 137, on: '-60d', rating: 8 },
        { id: 115, on: '-30d', rating: 9 },
        { id: 4638, on: '-14d', rating: 8 },
        { id: 747, on: '-7d' },
        { id: 2108, on: '-3d', rating: 7 },
      ],
    },
    turns: ['give me 5 comedies i havent seen yet'],
    checks: [{ exactly: 5 }, { genreAll: ['Comedy'] }, { noneFrom: 'seen' }, { rendersMarkdown: true }],
  },
  {
    id: 'b51-082',
    class: 'markdown',
    lang: 'en',
    library: {
      diary: [
        { id: 603, on: '-50d', rating: 9 },
        { id: 78, on: '-40d' },
        { id: 62, on: '-30d', rating: 8 },
        { id: 157336, on: '-10d', rating: 10 },
        { id: 27205, on: '-4d' },
      ],
    },
    turns: ['3 sci fi movies for tonight, skip the ones ive already seen'],
    checks: [
      { exactly: 3 },
      { genreAll: ['Science Fiction'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b51-083',
    class: 'markdown',
    lang: 'en',
    library: {
      diary: [
        { id: 391, on: '-90d', rating: 8 },
        { id: 429, on: '-60d', rating: 10 },
        { id: 33, on: '-20d', rating: 9 },
      ],
    },
    turns: ['list me 4 westerns i havent logged'],
    checks: [{ exactly: 4 }, { genreAll: ['Western'] }, { noneFrom: 'seen' }, { rendersMarkdown: true }],
  },
  {
    id: 'b51-084',
    class: 'markdown',
    lang: 'en',
    library: {
      diary: [
        { id: 862, on: '-80d' },
        { id: 12, on: '-50d', rating: 8 },
        { id: 585, on: '-35d' },
        { id: 14160, on: '-15d', rating: 9 },
        { id: 129, on: '-5d', rating: 10 },
      ],
    },
    turns: ['recommend like 6 animated movies, nothing i already watched'],
    checks: [{ exactly: 6 }, { genreAll: ['Animation'] }, { noneFrom: 'seen' }, { rendersMarkdown: true }],
  },
  {
    id: 'b51-085',
    class: 'markdown',
    lang: 'de',
    library: {
      diary: [
        { id: 807, on: '-70d', rating: 9 },
        { id: 274, on: '-45d' },
        { id: 77, on: '-30d', rating: 8 },
        { id: 1124, on: '-12d' },
        { id: 210577, on: '-2d', rating: 7 },
      ],
    },
    turns: ['gib mir 5 thriller, die ich noch nicht gesehen hab'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Thriller'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b51-086',
    class: 'markdown',
    lang: 'de',
    library: {
      diary: [
        { id: 857, on: '-60d', rating: 9 },
        { id: 424, on: '-33d', rating: 10 },
        { id: 28, on: '-8d' },
      ],
    },
    turns: ['drei kriegsfilme bitte, aber keine die ich schon kenne'],
    checks: [
      { exactly: 3 },
      { genreAll: ['War'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b51-087',
    class: 'markdown',
    lang: 'pt',
    library: {
      diary: [
        { id: 694, on: '-40d', rating: 9 },
        { id: 539, on: '-25d' },
        { id: 348, on: '-11d', rating: 8 },
        { id: 10331, on: '-3d' },
      ],
    },
    turns: ['me indica 4 filmes de terror que eu ainda não vi'],
    checks: [
      { exactly: 4 },
      { genreAll: ['Horror'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b51-088',
    class: 'markdown',
    lang: 'pt',
    library: {
      diary: [
        { id: 278, on: '-90d', rating: 10 },
        { id: 238, on: '-60d', rating: 9 },
        { id: 550, on: '-30d' },
        { id: 13, on: '-16d', rating: 8 },
        { id: 389, on: '-4d' },
      ],
    },
    turns: ['sugere-me 5 dramas que eu ainda não tenha visto'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Drama'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b51-089',
    class: 'markdown',
    lang: 'it',
    library: {
      diary: [
        { id: 289, on: '-70d', rating: 9 },
        { id: 11036, on: '-40d' },
        { id: 313369, on: '-20d', rating: 8 },
        { id: 114, on: '-6d' },
      ],
    },
    turns: ['dammi 3 film romantici che non ho ancora visto'],
    checks: [
      { exactly: 3 },
      { genreAll: ['Romance'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b51-090',
    class: 'markdown',
    lang: 'it',
    library: {
      diary: [
        { id: 24128, on: '-50d', rating: 9 },
        { id: 1430, on: '-9d', rating: 7 },
      ],
    },
    turns: ['consigliami 4 documentari, escludendo quelli che ho già visto'],
    checks: [
      { exactly: 4 },
      { genreAll: ['Documentary'] },
      { noneFrom: 'seen' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },

  // ------------------------------------------------------------------------------------------------------------
  // themes (10)
  {
    id: 'b51-091',
    class: 'themes',
    lang: 'en',
    turns: ['horror but no zombies pls'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Horror'] },
      { themeNone: ZOMBIES },
      { excludesMovies: [10331, 396535, 747] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-092',
    class: 'themes',
    lang: 'en',
    turns: ['need a dog or animal movie for my kid where the dog doesnt die at the end'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Family'] },
      { themeShare: 'dog|pupp|dalmatian|animal|pet|fox|lion|bear', share: 0.5 },
      { excludesMovies: [28178] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-093',
    class: 'themes',
    lang: 'en',
    turns: ['any good movies about grief? like dealing with losing someone'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'grie|mourn|loss|lost|widow|death|died|dies|dead|killed', share: 0.5 },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-094',
    class: 'themes',
    lang: 'de',
    turns: ['kriegsfilm, aber bitte nichts mit nazis'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['War'] },
      { themeNone: 'nazi|hitler|third reich|holocaust' },
      { excludesMovies: [424, 16869, 613, 423, 5925, 515001] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-095',
    class: 'themes',
    lang: 'de',
    turns: ['science fiction mit robotern oder künstlicher intelligenz'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { themeShare: 'robot|android|cyborg|machine|artificial|computer|\\bai\\b', share: 0.5 },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-096',
    class: 'themes',
    lang: 'pt',
    turns: ['filme de ficção científica com alienígenas, mas que não seja de terror'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Science Fiction'] },
      { noGenre: ['Horror'] },
      { themeShare: 'alien|extraterrestrial|invasion|invader', share: 0.5 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-097',
    class: 'themes',
    lang: 'pt',
    turns: ['algum filme que se passa numa escola, com professor e alunos?'],
    checks: [
      { atLeast: 2 },
      { themeShare: 'school|teacher|student|pupil|class|boarding|professor', share: 0.5 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-098',
    class: 'themes',
    lang: 'it',
    turns: ['un film di natale da vedere con i bambini'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Family'] },
      { themeShare: 'christmas|santa|holiday|gift|toymaker', share: 0.5 },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-099',
    class: 'themes',
    lang: 'it',
    turns: ['un thriller ma niente serial killer per favore'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Thriller'] },
      { themeNone: 'serial|slasher|child murderer|masked killer' },
      { excludesMovies: [807, 274, 948, 4232, 414906, 539, 832] },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b51-100',
    class: 'themes',
    lang: 'fr',
    turns: ['un dessin animé sans princesses pour mon fils de 6 ans'],
    checks: [
      { atLeast: 2 },
      { genreAll: ['Animation'] },
      { themeNone: 'princess|prince' },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },
];
