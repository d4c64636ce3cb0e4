/**
 * Blind chat evaluation, set 43: every kind of request a movie fan types, weighted away from English. Identifying a
 * half-remembered film (15: a plot retold the way a fan tells it, a famous line, the twist ending, "the one with
 * <actor> where..."), "like this" with a change (15: shorter, older, newer, not in English, animated, not animated,
 * less scary, not by the same director), facts (12: director, runtime, year, cast, "is X in Y", which came first,
 * who wrote the music or the script, what it is about, the age rating, two of them asked on a film's page), a
 * signed-in user's own library (10: count this year, best and worst rated, a named month, "did I see X", watchlist
 * picks, more like what they rated or liked), group picks (10: differing tastes, kids' ages, a time limit, a hated
 * genre), formatted lists (8), two people in one film (6), time budgets (6), original language (5), themes wanted
 * or left out (5), follow-ups over two turns (5) and small talk (3). Languages: 20 English, 25 Portuguese (Brazilian
 * and European), 20 German, 15 Spanish, 10 French, 10 Italian, typed the way people type into a chat box
 * (lowercase, dropped accents and umlauts, "vc", "q", "pq", "stp", "bzw", typos, run-on sentences, emoji); every
 * non-English case checks the reply language too.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * HELD-OUT: nobody reads this set's cases or failures; only its score and per-class/per-language pass rates are reported
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand|find what)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that|catch)|no (?:he )?entend|no te he entendido|pas (?:bien )?compris|' +
  'nicht (?:ganz )?verstanden|versteh(?:e)? (?:dich )?nicht|não (?:entendi|percebi)|nao entendi|non ho capito';

const NOT_CONFUSED = { notContains: CONFUSED } as const;

/** Quentin Tarantino's films in the starter catalog. */
const TARANTINO = [680, 500, 24, 393, 16869, 68718, 273248];

export const BLIND_43_CASES: BlindCase[] = [
  // --- identify (15) ---
  {
    id: 'b43-001',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the movie where bill murray keeps living the same day over and over in some small town in winter',
    ],
    checks: [{ firstMovieIs: 137 }, NOT_CONFUSED],
  },
  {
    id: 'b43-002',
    class: 'identify',
    lang: 'en',
    turns: [
      'animated one from the late 90s, a boy in maine finds a huge metal robot that fell from space and has to hide it from a government agent',
    ],
    checks: [{ firstMovieIs: 10386 }, NOT_CONFUSED],
  },
  {
    id: 'b43-003',
    class: 'identify',
    lang: 'en',
    turns: ['which film has the line "here\'s looking at you, kid"'],
    checks: [{ firstMovieIs: 289 }, NOT_CONFUSED],
  },
  {
    id: 'b43-004',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual eh aquele filme q o cara nao consegue guardar memorias novas e tatua as pistas no corpo pra descobrir quem matou a esposa dele',
    ],
    checks: [{ firstMovieIs: 77 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-005',
    class: 'identify',
    lang: 'pt',
    turns: [
      'filme nacional sobre a favela no rio, um menino q quer ser fotografo enquanto os amigos entram pro trafico, anos 70 e 80',
    ],
    checks: [{ firstMovieIs: 598 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-006',
    class: 'identify',
    lang: 'pt',
    turns: [
      'como se chama o filme em que um homem vive a vida toda dentro de um programa de televisão sem saber, aquele com o jim carrey',
    ],
    checks: [{ firstMovieIs: 37165 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-007',
    class: 'identify',
    lang: 'pt',
    turns: [
      'anime q uma menina vai parar num mundo de espiritos e os pais dela viram porcos, alguem sabe o nome?',
    ],
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-008',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie hieß nochmal der film wo ein weißer hai an nem badestrand leute frisst und der polizeichef den strand schließen will, aus den 70ern',
    ],
    checks: [{ firstMovieIs: 578 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b43-009',
    class: 'identify',
    lang: 'de',
    turns: [
      'der film wo ein stasi offizier in ostberlin einen schriftsteller und seine freundin abhört und dann mitleid kriegt',
    ],
    checks: [{ firstMovieIs: 582 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b43-010',
    class: 'identify',
    lang: 'de',
    turns: [
      'suche den film mit bruce willis als kinderpsychologe, der junge sieht tote menschen und am ende kommt raus dass er selber die ganze zeit tot war',
    ],
    checks: [{ firstMovieIs: 745 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b43-011',
    class: 'identify',
    lang: 'es',
    turns: [
      'la peli donde tom hanks se queda solo en una isla despues de un accidente de avion y habla con una pelota de voley',
    ],
    checks: [{ firstMovieIs: 8358 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b43-012',
    class: 'identify',
    lang: 'es',
    turns: ['como se llamaba la de la niña en la posguerra española que encuentra un fauno en un laberinto?'],
    checks: [{ firstMovieIs: 1417 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b43-013',
    class: 'identify',
    lang: 'fr',
    turns: [
      'c quoi le film italien avec le petit garcon qui traine dans la cabine du projectionniste alfredo dans un village en sicile',
    ],
    checks: [{ firstMovieIs: 11216 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b43-014',
    class: 'identify',
    lang: 'fr',
    turns: [
      "le dessin animé ou un petit robot nettoie tout seul la terre couverte de dechets et tombe amoureux d'un robot blanc qui vient de l'espace",
    ],
    checks: [{ firstMovieIs: 10681 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b43-015',
    class: 'identify',
    lang: 'it',
    turns: [
      'qual è il film dove il papà fa credere al figlio che il campo di concentramento è un gioco e chi vince prende un carro armato vero',
    ],
    checks: [{ firstMovieIs: 637 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },

  // --- likeness (15) ---
  {
    id: 'b43-016',
    class: 'likeness',
    lang: 'en',
    turns: ['something like shaun of the dead but older'],
    checks: [
      { atLeast: 1 },
      { olderThan: 747 },
      { likeSeeds: [747], share: 0.6 },
      { excludesMovies: [747] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-017',
    class: 'likeness',
    lang: 'en',
    turns: ['loved grand budapest hotel, is there anything with that vibe thats animated?'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Animation'] },
      { likeSeeds: [120467], share: 0.6 },
      { excludesMovies: [120467] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-018',
    class: 'likeness',
    lang: 'en',
    turns: ['i want something like alien but less scary, my wife doesnt do horror'],
    checks: [
      { atLeast: 1 },
      { noGenre: ['Horror'] },
      { likeSeeds: [348], share: 0.6 },
      { excludesMovies: [348] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-019',
    class: 'likeness',
    lang: 'pt',
    turns: ['algo tipo interestelar mas mais curto, nao tenho 3h hj kkk'],
    checks: [
      { atLeast: 1 },
      { shorterThan: 157336 },
      { likeSeeds: [157336], share: 0.6 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-020',
    class: 'likeness',
    lang: 'pt',
    turns: ['curti demais cidade de deus, tem outros nessa pegada q nao sejam em ingles?'],
    checks: [
      { atLeast: 1 },
      { notOriginalLanguage: 'en' },
      { likeSeeds: [598], share: 0.6 },
      { excludesMovies: [598] },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-021',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com o rei leão só que mais antigos'],
    checks: [
      { atLeast: 1 },
      { olderThan: 8587 },
      { likeSeeds: [8587], share: 0.6 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-022',
    class: 'likeness',
    lang: 'pt',
    turns: ['os miúdos adoram o toy story, há alguma coisa do género mas mais recente?'],
    checks: [
      { atLeast: 1 },
      { newerThan: 862 },
      { likeSeeds: [862], share: 0.6 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-023',
    class: 'likeness',
    lang: 'de',
    turns: ['sowas wie der pate aber kürzer bitte, fast 3 std is mir zu lang'],
    checks: [
      { atLeast: 1 },
      { shorterThan: 238 },
      { likeSeeds: [238], share: 0.6 },
      { excludesMovies: [238] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-024',
    class: 'likeness',
    lang: 'de',
    turns: ['filme wie zurueck in die zukunft, aber älter'],
    checks: [
      { atLeast: 1 },
      { olderThan: 105 },
      { likeSeeds: [105], share: 0.6 },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-025',
    class: 'likeness',
    lang: 'de',
    turns: ['hab gestern chihiros reise gesehen, gibts sowas auch als realfilm, also nicht animiert?'],
    checks: [
      { atLeast: 1 },
      { noGenre: ['Animation'] },
      { likeSeeds: [129], share: 0.6 },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-026',
    class: 'likeness',
    lang: 'es',
    turns: ['algo como el resplandor pero mas cortito'],
    checks: [
      { atLeast: 1 },
      { shorterThan: 694 },
      { likeSeeds: [694], share: 0.6 },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-027',
    class: 'likeness',
    lang: 'es',
    turns: ['a mis hijos les encantan toy story y shrek, algo parecido pero mas nuevo que shrek'],
    checks: [
      { atLeast: 1 },
      { newerThan: 808 },
      { likeSeeds: [862, 808], share: 0.6 },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-028',
    class: 'likeness',
    lang: 'fr',
    turns: ["un film dans le style d'intouchables mais en anglais stp"],
    checks: [
      { atLeast: 1 },
      { originalLanguage: 'en' },
      { likeSeeds: [77338], share: 0.6 },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-029',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo il signore degli anelli ma piu corto'],
    checks: [
      { atLeast: 1 },
      { shorterThan: 120 },
      { likeSeeds: [120], share: 0.6 },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-030',
    class: 'likeness',
    lang: 'it',
    turns: ['mi sono piaciuti pulp fiction e le iene, altri film così ma non di tarantino'],
    checks: [
      { atLeast: 1 },
      { excludesMovies: TARANTINO },
      { likeSeeds: [680, 500], share: 0.6 },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },

  // --- facts (12) ---
  {
    id: 'b43-031',
    class: 'facts',
    lang: 'en',
    turns: ['who directed mad max fury road'],
    checks: [{ saysDirectorOf: 76341 }, NOT_CONFUSED],
  },
  {
    id: 'b43-032',
    class: 'facts',
    lang: 'en',
    turns: ["is coco ok for my 7 year old? what's it rated"],
    checks: [{ mentionsMovie: 354912 }, { contains: '\\bPG\\b(?!-)' }, NOT_CONFUSED],
  },
  {
    id: 'b43-033',
    class: 'facts',
    lang: 'pt',
    turns: ['quem ta no elenco de parasita?'],
    checks: [{ saysCastOf: 496243, count: 2 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-034',
    class: 'facts',
    lang: 'pt',
    turns: ['o q saiu primeiro, o exterminador do futuro ou aliens o resgate?'],
    checks: [{ mentionsMovie: 218 }, { saysYearOf: 218 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-035',
    class: 'facts',
    lang: 'pt',
    turns: ['quem compôs a trilha sonora de star wars? aquele tema é mto bom'],
    checks: [{ contains: 'John Williams' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-036',
    class: 'facts',
    lang: 'de',
    movieId: 582,
    turns: ['wer hat den gedreht?'],
    checks: [{ saysDirectorOf: 582 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b43-037',
    class: 'facts',
    lang: 'de',
    turns: ['spielt keanu reeves in speed mit?'],
    checks: [{ mentionsMovie: 1637 }, { saysCastOf: 1637, count: 1 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b43-038',
    class: 'facts',
    lang: 'de',
    turns: ['wer hat eigentlich das drehbuch zu pulp fiction geschrieben'],
    checks: [{ contains: 'Tarantino' }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b43-039',
    class: 'facts',
    lang: 'es',
    turns: ['de que año es el padrino? la primera'],
    checks: [{ saysYearOf: 238 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b43-040',
    class: 'facts',
    lang: 'es',
    turns: ['de que va whiplash? me la recomendaron'],
    checks: [{ mentionsMovie: 244786 }, { atMost: 2 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b43-041',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui le réal d'amélie poulain ?"],
    checks: [{ saysDirectorOf: 194 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b43-042',
    class: 'facts',
    lang: 'it',
    movieId: 770,
    turns: ['quanto dura? voglio capire se riesco a vederlo stasera'],
    checks: [{ saysRuntimeOf: 770 }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },

  // --- history (10) ---
  {
    id: 'b43-043',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i watched this year?'],
    library: {
      diary: [
        { id: 603, on: '-4d', rating: 8 },
        { id: 155, on: '-19d', rating: 9 },
        { id: 680, on: '-33d' },
        { id: 27205, on: '-61d', rating: 9 },
        { id: 13, on: '2025-11-20', rating: 7 },
        { id: 550, on: '2025-06-02', rating: 8 },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b43-044',
    class: 'history',
    lang: 'en',
    turns: ["recommend me something based on what i rated highest, but nothing i've already seen"],
    library: {
      ratings: [
        [348, 10],
        [679, 9],
        [1091, 9],
        [78, 8],
        [114, 3],
        [11036, 2],
      ],
    },
    checks: [
      { atLeast: 1 },
      { noneFrom: 'seen' },
      { genreShare: ['Horror', 'Science Fiction'], share: 0.6 },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-045',
    class: 'history',
    lang: 'pt',
    turns: ['qual foi o filme q eu dei a maior nota?'],
    library: {
      ratings: [
        [13, 7],
        [598, 10],
        [550, 8],
        [1422, 6],
        [603, 9],
      ],
    },
    checks: [{ firstMovieIs: 598 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-046',
    class: 'history',
    lang: 'pt',
    turns: ['ja vi o poderoso chefao? nao lembro se ja marquei'],
    library: {
      diary: [
        { id: 238, on: '2025-08-14', rating: 9 },
        { id: 769, on: '-30d', rating: 8 },
        { id: 103, on: '-12d' },
      ],
    },
    checks: [{ mentionsMovie: 238 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-047',
    class: 'history',
    lang: 'pt',
    turns: ['que filmes é que eu vi em maio?'],
    library: {
      diary: [
        { id: 10681, on: 'Y0-02-01', rating: 8 },
        { id: 14160, on: 'Y0-04-10', rating: 9 },
        { id: 862, on: 'Y0-05-04', rating: 8 },
        { id: 12, on: 'Y0-05-19', rating: 7 },
        { id: 585, on: 'Y0-05-27', rating: 8 },
        { id: 2062, on: 'Y0-06-12', rating: 9 },
      ],
    },
    checks: [
      { mentionsAll: [862, 12, 585] },
      { onlyFrom: 'diary' },
      { excludesMovies: [10681, 14160, 2062] },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-048',
    class: 'history',
    lang: 'de',
    turns: ['welchen film hab ich am schlechtesten bewertet'],
    library: {
      ratings: [
        [24428, 7],
        [299534, 8],
        [155, 10],
        [19995, 4],
        [1891, 9],
      ],
    },
    checks: [{ firstMovieIs: 19995 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b43-049',
    class: 'history',
    lang: 'de',
    turns: ['was auf meiner merkliste is ne komödie? will heute was lustiges'],
    library: {
      watchlist: [115, 2108, 6977, 120467, 1422, 771],
      diary: [{ id: 4638, on: '-9d', rating: 8 }],
    },
    checks: [
      { atLeast: 2 },
      { onlyFrom: 'watchlist' },
      { genreAll: ['Comedy'] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-050',
    class: 'history',
    lang: 'es',
    turns: ['de mi lista de pendientes cuales duran menos de 2 horas?'],
    library: { watchlist: [769, 500, 629, 155, 807, 100] },
    checks: [
      { atLeast: 2 },
      { onlyFrom: 'watchlist' },
      { runtimeAtMost: 120 },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-051',
    class: 'history',
    lang: 'fr',
    turns: ["c'était quoi le dernier film que j'ai vu deja ?"],
    library: {
      diary: [
        { id: 1417, on: '-20d', rating: 8 },
        { id: 194, on: '-3d', rating: 9 },
        { id: 77338, on: '-45d', rating: 9 },
        { id: 101, on: '-60d', rating: 7 },
      ],
    },
    checks: [{ firstMovieIs: 194 }, { replyLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b43-052',
    class: 'history',
    lang: 'it',
    turns: ['consigliami qualcosa in base ai film che mi sono piaciuti, ma che non ho ancora visto'],
    library: { likes: [129, 8392, 16859, 4935, 10515] },
    checks: [
      { atLeast: 1 },
      { noneFrom: 'seen' },
      { genreShare: ['Animation'], share: 0.6 },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },

  // --- group (10) ---
  {
    id: 'b43-053',
    class: 'group',
    lang: 'en',
    turns: ['movie night with my kids (6 and 9), nothing scary pls and under 2 hours'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { runtimeAtMost: 120 },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-054',
    class: 'group',
    lang: 'en',
    turns: ["me and my gf tonight, she's into romcoms and i'm more into action. something we'd both like?"],
    checks: [{ atLeast: 1 }, { genreCovers: ['Romance', 'Action'] }, NOT_CONFUSED],
  },
  {
    id: 'b43-055',
    class: 'group',
    lang: 'pt',
    turns: ['vou assistir com meus sobrinhos de 5 e 8 anos, quero um desenho q adulto tb curta'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Animation'] },
      { noGenre: ['Horror'] },
      { genreShare: ['Family'], share: 0.6 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-056',
    class: 'group',
    lang: 'pt',
    turns: ['eu e o meu namorado, ele detesta filmes de terror e eu gosto de suspense, o que vemos hoje?'],
    checks: [
      { atLeast: 1 },
      { noGenre: ['Horror'] },
      { genreShare: ['Thriller', 'Mystery'], share: 0.6 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-057',
    class: 'group',
    lang: 'de',
    turns: ['filmabend zu viert, einer hasst zeichentrick, alle anderen wollen ne komödie'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { noGenre: ['Animation'] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-058',
    class: 'group',
    lang: 'de',
    turns: ['schaue heute mit meinen eltern, die mögen western und ich eher krimis, was passt für alle?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Western', 'Crime'] }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b43-059',
    class: 'group',
    lang: 'es',
    turns: ['con mis hijos de 10 y 13, les flipa la ciencia ficcion pero nada de terror porfa'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Science Fiction'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-060',
    class: 'group',
    lang: 'es',
    turns: ['somos 3 amigos, uno quiere comedia y otro accion, y maximo 2 horas q mañana se curra'],
    checks: [
      { atLeast: 1 },
      { genreCovers: ['Comedy', 'Action'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-061',
    class: 'group',
    lang: 'fr',
    turns: [
      "soirée film avec ma copine, elle deteste les films de guerre et d'horreur, on aime bien les drames",
    ],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Drama'] },
      { noGenre: ['War', 'Horror'] },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-062',
    class: 'group',
    lang: 'it',
    turns: [
      "serata con amici, a tutti piacciono i thriller ma uno si addormenta se dura piu di un'ora e tre quarti",
    ],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Thriller'] },
      { runtimeAtMost: 105 },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },

  // --- markdown (8) ---
  {
    id: 'b43-063',
    class: 'markdown',
    lang: 'en',
    turns: ['numbered list of 5 nolan movies with the year next to each'],
    checks: [
      { exactly: 5 },
      { directedBy: 'Christopher Nolan' },
      { contains: '(?:19|20)\\d\\d' },
      { rendersMarkdown: true },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-064',
    class: 'markdown',
    lang: 'en',
    turns: ['bullet list of westerns pls, one per line'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }, { rendersMarkdown: true }, NOT_CONFUSED],
  },
  {
    id: 'b43-065',
    class: 'markdown',
    lang: 'pt',
    turns: ['me passa uma lista numerada com 4 filmes do miyazaki'],
    checks: [
      { exactly: 4 },
      { directedBy: 'Hayao Miyazaki' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-066',
    class: 'markdown',
    lang: 'pt',
    turns: ['lista em tópicos de filmes de guerra, com o realizador ao lado de cada um'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['War'] },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-067',
    class: 'markdown',
    lang: 'de',
    turns: ['mach mir ne liste mit spiegelstrichen: 5 animationsfilme aus den 90ern'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Animation'] },
      { yearBetween: [1990, 1999] },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-068',
    class: 'markdown',
    lang: 'es',
    turns: ['dame 3 pelis de kubrick en lista numerada con el año'],
    checks: [
      { exactly: 3 },
      { directedBy: 'Stanley Kubrick' },
      { contains: '(?:19|20)\\d\\d' },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-069',
    class: 'markdown',
    lang: 'fr',
    turns: ['une liste à puces de comédies des années 80 stp'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Comedy'] },
      { yearBetween: [1980, 1989] },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-070',
    class: 'markdown',
    lang: 'it',
    turns: ["elencami 5 film di fantascienza, uno per riga, con l'anno"],
    checks: [
      { exactly: 5 },
      { genreAll: ['Science Fiction'] },
      { contains: '(?:19|20)\\d\\d' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },

  // --- two-people (6) ---
  {
    id: 'b43-071',
    class: 'two-people',
    lang: 'en',
    turns: ['is there a movie with both de niro and al pacino in it'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Al Pacino' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-072',
    class: 'two-people',
    lang: 'pt',
    turns: ['filme do spielberg com o tom hanks, qual vc indica?'],
    checks: [
      { atLeast: 1 },
      { directedBy: 'Steven Spielberg' },
      { hasCastMember: 'Tom Hanks' },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-073',
    class: 'two-people',
    lang: 'pt',
    turns: ['há algum filme com o brad pitt e o morgan freeman juntos?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Brad Pitt' },
      { hasCastMember: 'Morgan Freeman' },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-074',
    class: 'two-people',
    lang: 'de',
    turns: ['filme von scorsese mit dicaprio bitte'],
    checks: [
      { atLeast: 2 },
      { directedBy: 'Martin Scorsese' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-075',
    class: 'two-people',
    lang: 'es',
    turns: ['una peli donde salgan harrison ford y sean connery'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Harrison Ford' },
      { hasCastMember: 'Sean Connery' },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-076',
    class: 'two-people',
    lang: 'it',
    turns: ['un film con matt damon e ben affleck insieme?'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Matt Damon' },
      { hasCastMember: 'Ben Affleck' },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },

  // --- time-budget (6) ---
  {
    id: 'b43-077',
    class: 'time-budget',
    lang: 'en',
    turns: ['got like 90 min before bed, something funny'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }, NOT_CONFUSED],
  },
  {
    id: 'b43-078',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho 2h livres agora, me indica um suspense'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 120 },
      { genreAll: ['Thriller'] },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-079',
    class: 'time-budget',
    lang: 'de',
    turns: ['was kurzes bitte, max anderthalb stunden, gern sci fi'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 90 },
      { genreAll: ['Science Fiction'] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-080',
    class: 'time-budget',
    lang: 'de',
    turns: ['muss um 22 uhr schlafen und jetzt is es 20:15, welcher actionfilm geht sich noch aus?'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 105 },
      { genreAll: ['Action'] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-081',
    class: 'time-budget',
    lang: 'es',
    turns: ['algo cortito para la hora de comer, menos de hora y media, de animacion'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 90 },
      { genreAll: ['Animation'] },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-082',
    class: 'time-budget',
    lang: 'fr',
    turns: ["j'ai 3h devant moi ce soir, je veux un film épique d'au moins 2h30 mais qui tienne dans les 3h"],
    checks: [
      { atLeast: 1 },
      { runtimeAtLeast: 150 },
      { runtimeAtMost: 180 },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },

  // --- original-language (5) ---
  {
    id: 'b43-083',
    class: 'original-language',
    lang: 'en',
    turns: ["any good japanese movies that aren't anime?"],
    checks: [{ atLeast: 1 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }, NOT_CONFUSED],
  },
  {
    id: 'b43-084',
    class: 'original-language',
    lang: 'pt',
    turns: ['quero ver uns filmes coreanos, quais vc recomenda?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-085',
    class: 'original-language',
    lang: 'de',
    turns: ['kennst du gute deutsche filme? also original auf deutsch, nicht synchronisiert'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b43-086',
    class: 'original-language',
    lang: 'es',
    turns: ['pelis de drama que no sean en ingles'],
    checks: [
      { atLeast: 2 },
      { notOriginalLanguage: 'en' },
      { genreAll: ['Drama'] },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-087',
    class: 'original-language',
    lang: 'it',
    turns: ['dei bei film italiani da vedere?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { replyLanguage: 'it' }, NOT_CONFUSED],
  },

  // --- themes (5) ---
  {
    id: 'b43-088',
    class: 'themes',
    lang: 'en',
    turns: ['movies set in space but no aliens pls'],
    checks: [
      { atLeast: 1 },
      {
        themeShare:
          'space|astronaut|planet|mars|moon|nasa|wormhole|galax|orbit|jupiter|universe|death star|jedi|arrakis',
        share: 0.6,
      },
      { themeNone: 'alien|extraterrestrial' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-089',
    class: 'themes',
    lang: 'pt',
    turns: ['quero um filme de boxe 🥊'],
    checks: [
      { atLeast: 1 },
      { themeShare: 'box|fighter|heavyweight|champion', share: 0.6 },
      { replyLanguage: 'pt' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-090',
    class: 'themes',
    lang: 'de',
    turns: ['filme mit robotern, aber bitte kein horror'],
    checks: [
      { atLeast: 1 },
      { themeShare: 'robot|droid|artificial|machine|cyborg|computer|replicant|synthetic', share: 0.6 },
      { noGenre: ['Horror'] },
      { replyLanguage: 'de' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-091',
    class: 'themes',
    lang: 'es',
    turns: ['pelis de zombis 🧟'],
    checks: [
      { atLeast: 1 },
      { themeShare: 'zombi|undead|dead|infect', share: 0.6 },
      { replyLanguage: 'es' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b43-092',
    class: 'themes',
    lang: 'fr',
    turns: ['un film sur un musicien ou un groupe de musique'],
    checks: [
      { atLeast: 1 },
      {
        themeShare:
          'music|singer|singing|drummer|band\\b|jazz|concert|song|guitar|composer|rockabilly|recording',
        share: 0.6,
      },
      { replyLanguage: 'fr' },
      NOT_CONFUSED,
    ],
  },

  // --- follow-ups (5) ---
  {
    id: 'b43-093',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some crime comedies', 'which one of those is the shortest?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, NOT_CONFUSED],
  },
  {
    id: 'b43-094',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns filmes de ficcao cientifica dos anos 80', 'quem dirigiu o terceiro?'],
    checks: [{ saysDirectorOfPrevious: 3 }, { replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-095',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ein paar gute thriller bitte', 'erzähl mir mehr über den zweiten'],
    checks: [{ firstIsNthOfPrevious: 2 }, { replyLanguage: 'de' }, NOT_CONFUSED],
  },
  {
    id: 'b43-096',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiendame pelis de pixar', 'y cuanto dura la primera?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b43-097',
    class: 'follow-ups',
    lang: 'it',
    turns: ["consigliami dei film d'animazione per bambini", 'altri? diversi da quelli di prima'],
    checks: [
      { atLeast: 1 },
      { noneFrom: 'earlier' },
      { genreAll: ['Animation'] },
      { replyLanguage: 'it' },
      NOT_CONFUSED,
    ],
  },

  // --- small-talk (3) ---
  {
    id: 'b43-098',
    class: 'small-talk',
    lang: 'en',
    turns: ['hey what can you do'],
    checks: [{ replyLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b43-099',
    class: 'small-talk',
    lang: 'pt',
    turns: ['valeu pelas dicas!! 🙏'],
    checks: [{ replyLanguage: 'pt' }, NOT_CONFUSED],
  },
  {
    id: 'b43-100',
    class: 'small-talk',
    lang: 'fr',
    turns: ['salut ! tu sers à quoi exactement ?'],
    checks: [{ replyLanguage: 'fr' }, NOT_CONFUSED],
  },
];
