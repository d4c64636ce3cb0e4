/**
 * Blind chat evaluation, set 29: one need, many phrasings. 24 everyday needs, each asked 5 ways (120 cases), to
 * measure robustness to wording rather than coverage: mood and genre (25: something scary, feel-good and light, a
 * sad film to cry to, mindless action, a smart twisty thriller), the reply language (15: a request in German,
 * French, Portuguese or Italian answered in that language, "answer in Spanish please" after an English request, a
 * message mixing two languages), identifying a film (20: a plot told loosely, a famous scene, an ending, "that movie
 * where ..." with a wrong detail), group picks (15: a family with small kids, friends who disagree on genres, a date
 * night with constraints), the signed-in user's library (20: last watched, how many this year, highest rated, more
 * like the ones they loved), time budgets (10: "I have N minutes", "something short") and small talk (15: thanks
 * after an answer, a greeting, an off-topic question about the weather or a recipe). Each need is phrased with
 * different word order, verbs, slang or formal wording, typos, half sentences and rambling context, at least two
 * of the five in Spanish, French, German, Portuguese or Italian, and with different films, genres and years where
 * the need allows.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * As written: 99 / 120 on the starter catalog (scored once, after --verify passed).
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase, Check } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six reply languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that|catch that)|don.t understand|no (?:te |lo )?(?:he )?entend|no entiendo|' +
  'pas compris|comprends pas|nicht verstanden|verstehe (?:ich )?nicht|n[aã]o entendi|non ho capito|non capisco';

const NOT_CONFUSED: Check = { notContains: CONFUSED };

/** Several films, most of them horror. */
const SCARY: Check[] = [{ atLeast: 3 }, { genreShare: ['Horror'], share: 0.6 }];
/** Light and feel-good: comedies, family, animation, romance or music, nothing dark. */
const FEEL_GOOD: Check[] = [
  { atLeast: 1 },
  { genreShare: ['Comedy', 'Family', 'Animation', 'Romance', 'Music'], share: 0.8 },
  { noGenre: ['Horror', 'War', 'Thriller'] },
];
/** Something sad: dramas and romances, no horror. */
const SAD: Check[] = [
  { atLeast: 1 },
  { genreShare: ['Drama', 'Romance'], share: 0.6 },
  { noGenre: ['Horror'] },
];
/** Plain action, not a history lesson. */
const MINDLESS_ACTION: Check[] = [
  { atLeast: 1 },
  { genreAll: ['Action'] },
  { noGenre: ['History', 'Documentary'] },
];
/** A thriller or mystery. */
const TWISTY: Check[] = [
  { atLeast: 1 },
  { genreAll: ['Thriller', 'Mystery'] },
  { noGenre: ['Animation', 'Family'] },
];
/** Films small children can watch. */
const KIDS: Check[] = [
  { atLeast: 1 },
  { genreAll: ['Family', 'Animation'] },
  { noGenre: ['Horror', 'War', 'Crime', 'Thriller'] },
];
/** An identified film, not a long list of guesses. */
const identified = (id: number): Check[] => [{ mentionsMovie: id }, { atMost: 3 }];

export const BLIND_29_CASES: BlindCase[] = [
  // need: a scary film (several films expected)
  { id: 'b29-001', class: 'mood-genre', lang: 'en', turns: ['recommend me something scary'], checks: SCARY },
  {
    id: 'b29-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ["i wanna be properly scared tonight. lights off, popcorn ready 👻 what've you got??"],
    checks: SCARY,
  },
  {
    id: 'b29-003',
    class: 'mood-genre',
    lang: 'es',
    turns: ['pelis de miedo q valgan la pena?'],
    checks: SCARY,
  },
  {
    id: 'b29-004',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["tu connais des bons films qui font vraiment peur ? c'est pour une soirée halloween entre potes"],
    checks: SCARY,
  },
  {
    id: 'b29-005',
    class: 'mood-genre',
    lang: 'de',
    turns: ['Gruselfilm für heute Abend gesucht, gern ein paar Vorschläge'],
    checks: SCARY,
  },

  // need: something feel-good and light
  {
    id: 'b29-006',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need something feel-good and light, rough week'],
    checks: FEEL_GOOD,
  },
  {
    id: 'b29-007',
    class: 'mood-genre',
    lang: 'en',
    turns: ["whats a happy movie that'll just put me in a good mood? nothing heavy pls"],
    checks: FEEL_GOOD,
  },
  {
    id: 'b29-008',
    class: 'mood-genre',
    lang: 'es',
    turns: ['algo ligerito y q me deje de buen humor? hoy no quiero dramas'],
    checks: FEEL_GOOD,
  },
  {
    id: 'b29-009',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['me indica um filme leve, pra cima, daqueles que vc termina sorrindo'],
    checks: FEEL_GOOD,
  },
  {
    id: 'b29-010',
    class: 'mood-genre',
    lang: 'it',
    turns: ['un film leggero che mi metta di buon umore, niente di pesante'],
    checks: FEEL_GOOD,
  },

  // need: a sad film to cry to
  {
    id: 'b29-011',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i need a good cry. sad movie recs?'],
    checks: SAD,
  },
  {
    id: 'b29-012',
    class: 'mood-genre',
    lang: 'en',
    turns: ["what's the saddest film you've got? like ugly-crying-into-a-pillow sad"],
    checks: SAD,
  },
  {
    id: 'b29-013',
    class: 'mood-genre',
    lang: 'es',
    turns: ['tengo ganas de llorar, recomiendame una peli triste'],
    checks: SAD,
  },
  {
    id: 'b29-014',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["un film triste qui fait pleurer stp, j'ai besoin de vider mon sac"],
    checks: SAD,
  },
  {
    id: 'b29-015',
    class: 'mood-genre',
    lang: 'de',
    turns: ['Welcher Film bringt mich so richtig zum Heulen?'],
    checks: SAD,
  },

  // need: a mindless action film
  {
    id: 'b29-016',
    class: 'mood-genre',
    lang: 'en',
    turns: ['gimme a dumb fun action movie. explosions, zero thinking required'],
    checks: MINDLESS_ACTION,
  },
  {
    id: 'b29-017',
    class: 'mood-genre',
    lang: 'en',
    turns: ["what's a good brainless action flick for tonight"],
    checks: MINDLESS_ACTION,
  },
  {
    id: 'b29-018',
    class: 'mood-genre',
    lang: 'es',
    turns: ['una de accion palomitera, de esas q no hay q pensar nada'],
    checks: MINDLESS_ACTION,
  },
  {
    id: 'b29-019',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['quero um filme de ação bem besteirol, só tiro e explosão'],
    checks: MINDLESS_ACTION,
  },
  {
    id: 'b29-020',
    class: 'mood-genre',
    lang: 'it',
    turns: ["film d'azione senza troppe pretese, solo botte e inseguimenti"],
    checks: MINDLESS_ACTION,
  },

  // need: a smart, twisty thriller
  {
    id: 'b29-021',
    class: 'mood-genre',
    lang: 'en',
    turns: ["smart thriller with a twist i won't see coming?"],
    checks: TWISTY,
  },
  {
    id: 'b29-022',
    class: 'mood-genre',
    lang: 'en',
    turns: ['looking for a mind-bending psychological thriller, the kind you have to rewatch to get it'],
    checks: TWISTY,
  },
  {
    id: 'b29-023',
    class: 'mood-genre',
    lang: 'fr',
    turns: ['un thriller intelligent avec un gros retournement de situation à la fin'],
    checks: TWISTY,
  },
  {
    id: 'b29-024',
    class: 'mood-genre',
    lang: 'de',
    turns: ['Thriller mit krassem Plot-Twist, bei dem man bis zum Schluss miträtselt'],
    checks: TWISTY,
  },
  {
    id: 'b29-025',
    class: 'mood-genre',
    lang: 'es',
    turns: ['un thriller q te vuele la cabeza, con giro final'],
    checks: TWISTY,
  },

  // need: a request in German, French, Portuguese or Italian answered in that language
  {
    id: 'b29-026',
    class: 'reply-language',
    lang: 'de',
    turns: ['Kannst du mir einen guten Western empfehlen?'],
    checks: [{ replyLanguage: 'de' }, { atLeast: 1 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b29-027',
    class: 'reply-language',
    lang: 'fr',
    turns: ["Tu me conseilles un film d'animation japonais ?"],
    checks: [
      { replyLanguage: 'fr' },
      { atLeast: 1 },
      { genreAll: ['Animation'] },
      { originalLanguage: 'ja' },
    ],
  },
  {
    id: 'b29-028',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me indica um filme de ficção científica dos anos 80?'],
    checks: [
      { replyLanguage: 'pt' },
      { atLeast: 1 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1980, 1989] },
    ],
  },
  {
    id: 'b29-029',
    class: 'reply-language',
    lang: 'it',
    turns: ['mi consigli un film di guerra da vedere stasera?'],
    checks: [{ replyLanguage: 'it' }, { atLeast: 1 }, { genreAll: ['War'] }],
  },
  {
    id: 'b29-030',
    class: 'reply-language',
    lang: 'de',
    turns: ['ich such ne Komödie aus den 90ern, hast du was?'],
    checks: [
      { replyLanguage: 'de' },
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { yearBetween: [1990, 1999] },
    ],
  },

  // need: "answer in Spanish please" after an English request
  {
    id: 'b29-031',
    class: 'reply-language',
    lang: 'en',
    turns: ['recommend a good crime movie', 'answer in spanish please'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 1 }, { genreAll: ['Crime'] }],
  },
  {
    id: 'b29-032',
    class: 'reply-language',
    lang: 'en',
    turns: ['any good sci-fi from the 90s?', "can you write that in Spanish? it's for my dad"],
    checks: [
      { replyLanguage: 'es' },
      { atLeast: 1 },
      { genreAll: ['Science Fiction'] },
      { yearBetween: [1990, 1999] },
    ],
  },
  {
    id: 'b29-033',
    class: 'reply-language',
    lang: 'es',
    turns: ['what are some good animated movies for kids', 'en español por favor'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 1 }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b29-034',
    class: 'reply-language',
    lang: 'en',
    turns: ["suggest me a romantic comedy, but reply in spanish please, i'm practicing"],
    checks: [
      { replyLanguage: 'es' },
      { atLeast: 1 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
    ],
  },
  {
    id: 'b29-035',
    class: 'reply-language',
    lang: 'es',
    turns: ['I want a western to watch tonight', 'puedes contestarme en español? mi novia no habla ingles'],
    checks: [{ replyLanguage: 'es' }, { atLeast: 1 }, { genreAll: ['Western'] }],
  },

  // need: a message that mixes two languages
  {
    id: 'b29-036',
    class: 'reply-language',
    lang: 'es',
    turns: ['hey quiero ver una movie de terror tonight pero algo no muy long, like max 100 minutes'],
    checks: [{ atLeast: 1 }, { genreAll: ['Horror'] }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b29-037',
    class: 'reply-language',
    lang: 'fr',
    turns: ['je veux un film like Inception mais plus court, something under 2 hours'],
    checks: [
      { atLeast: 1 },
      { runtimeAtMost: 120 },
      { excludesMovies: [27205] },
      { likeSeeds: [27205], share: 0.6 },
    ],
  },
  {
    id: 'b29-038',
    class: 'reply-language',
    lang: 'de',
    turns: ['Ich will heute einen cozy animation movie schauen, something für die ganze Familie'],
    checks: [{ atLeast: 1 }, { genreAll: ['Animation'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b29-039',
    class: 'reply-language',
    lang: 'pt',
    turns: ['quero um filme de ação, but nothing too long, tipo no máximo 2 horas'],
    checks: [{ atLeast: 1 }, { genreAll: ['Action'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b29-040',
    class: 'reply-language',
    lang: 'it',
    turns: ["dammi un film di Tarantino, but not Pulp Fiction, l'ho già visto mille volte"],
    checks: [{ atLeast: 1 }, { directedBy: 'Quentin Tarantino' }, { excludesMovies: [680] }],
  },

  // need: identify a film from a plot told loosely
  {
    id: 'b29-041',
    class: 'identify',
    lang: 'en',
    turns: ["what's the film where a weatherman keeps waking up on the same day over and over"],
    checks: identified(137),
  },
  {
    id: 'b29-042',
    class: 'identify',
    lang: 'es',
    turns: [
      'como se llama la peli del niño q se queda solo en casa en navidad y le pone trampas a dos ladrones',
    ],
    checks: identified(771),
  },
  {
    id: 'b29-043',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le dessin animé avec le petit robot tout seul qui nettoie la terre et tombe amoureux d'un autre robot",
    ],
    checks: identified(10681),
  },
  {
    id: 'b29-044',
    class: 'identify',
    lang: 'de',
    turns: ['wie hieß nochmal der Film, wo ein Typ nicht weiß, dass sein ganzes Leben eine Fernsehshow ist?'],
    checks: identified(37165),
  },
  {
    id: 'b29-045',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é aquela animação do velhinho que amarra um monte de balão na casa e sai voando com um escoteiro',
    ],
    checks: identified(14160),
  },

  // need: identify a film from a famous scene
  {
    id: 'b29-046',
    class: 'identify',
    lang: 'en',
    turns: [
      "which movie has the scene where a guy stands at the very front of the ship, arms out, yelling he's the king of the world",
    ],
    checks: identified(597),
  },
  {
    id: 'b29-047',
    class: 'identify',
    lang: 'es',
    turns: [
      'de q peli es la escena del tiburon q sale de golpe detras del tipo q tira carnada y despues dice q van a necesitar un barco mas grande',
    ],
    checks: identified(578),
  },
  {
    id: 'b29-048',
    class: 'identify',
    lang: 'fr',
    turns: [
      "le film avec la scène du vélo qui s'envole devant la lune, avec l'extraterrestre dans le panier",
    ],
    checks: identified(601),
  },
  {
    id: 'b29-049',
    class: 'identify',
    lang: 'it',
    turns: ['da che film è la famosa scena della doccia, con la donna accoltellata nel motel?'],
    checks: identified(539),
  },
  {
    id: 'b29-050',
    class: 'identify',
    lang: 'en',
    turns: [
      'that twist dance contest scene in the 50s diner with travolta and uma thurman, what movie is it from',
    ],
    checks: identified(680),
  },

  // need: identify a film from its ending
  {
    id: 'b29-051',
    class: 'identify',
    lang: 'en',
    turns: ['movie that ends with the twist that the child psychologist was dead the whole time?'],
    checks: identified(745),
  },
  {
    id: 'b29-052',
    class: 'identify',
    lang: 'fr',
    turns: [
      'le film qui se termine quand il découvre la statue de la liberté à moitié enterrée sur la plage',
    ],
    checks: identified(871),
  },
  {
    id: 'b29-053',
    class: 'identify',
    lang: 'es',
    turns: [
      'la peli q al final el tipo cojo sale de la comisaria, deja de cojear y resulta q era el malo todo el tiempo',
    ],
    checks: identified(629),
  },
  {
    id: 'b29-054',
    class: 'identify',
    lang: 'pt',
    turns: ['filme que no final o detetive descobre que ele mesmo é paciente do hospício da ilha'],
    checks: identified(11324),
  },
  {
    id: 'b29-055',
    class: 'identify',
    lang: 'de',
    turns: [
      'Film, bei dem am Ende rauskommt, dass das letzte Wort des reichen Zeitungsmannes sein Schlitten aus der Kindheit war',
    ],
    checks: identified(15),
  },

  // need: "that movie where ..." with a wrong detail
  {
    id: 'b29-056',
    class: 'identify',
    lang: 'en',
    turns: [
      'that movie where tom hanks is stuck on an island and his only friend is a football named wilson',
    ],
    checks: identified(8358),
  },
  {
    id: 'b29-057',
    class: 'identify',
    lang: 'en',
    turns: ['the one where harrison ford goes looking for the holy grail with his brother and fights nazis'],
    checks: identified(89),
  },
  {
    id: 'b29-058',
    class: 'identify',
    lang: 'es',
    turns: ['esa peli de matt damon q se queda atrapado en la luna y se pone a cultivar papas'],
    checks: identified(286217),
  },
  {
    id: 'b29-059',
    class: 'identify',
    lang: 'pt',
    turns: [
      'aquele filme do Robin Williams professor que manda os alunos subirem na mesa, acho que chamava Sociedade dos Poetas Vivos',
    ],
    checks: identified(207),
  },
  {
    id: 'b29-060',
    class: 'identify',
    lang: 'it',
    turns: [
      'quel film dove Jack Nicholson impazzisce in un albergo in montagna bloccato dalla neve, si chiamava Shutter qualcosa',
    ],
    checks: identified(694),
  },

  // need: a group pick for a family with small kids
  {
    id: 'b29-061',
    class: 'group',
    lang: 'en',
    turns: ['movie night with my kids (4 and 6), what should we put on?'],
    checks: KIDS,
  },
  {
    id: 'b29-062',
    class: 'group',
    lang: 'en',
    turns: ['family film pls, the littlest one is 3 so nothing scary'],
    checks: KIDS,
  },
  {
    id: 'b29-063',
    class: 'group',
    lang: 'es',
    turns: ['q peli vemos con los peques? tienen 5 y 7 años'],
    checks: KIDS,
  },
  {
    id: 'b29-064',
    class: 'group',
    lang: 'fr',
    turns: ['on cherche un film à regarder en famille, on a deux enfants de 4 et 8 ans'],
    checks: KIDS,
  },
  {
    id: 'b29-065',
    class: 'group',
    lang: 'de',
    turns: [
      'Filmabend mit den Kindern (5 und 7), bitte nicht länger als 90 Minuten, sonst schläft die Kleine ein',
    ],
    checks: [...KIDS, { runtimeAtMost: 90 }],
  },

  // need: a group pick for friends who disagree on genres
  {
    id: 'b29-066',
    class: 'group',
    lang: 'en',
    turns: ["me and my friends can't agree, half want horror and half want comedy. help"],
    checks: [{ atLeast: 1 }, { genreCovers: ['Horror', 'Comedy'] }],
  },
  {
    id: 'b29-067',
    class: 'group',
    lang: 'es',
    turns: ['somos 4 amigos, dos quieren accion y los otros dos algo romantico, q vemos?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Action', 'Romance'] }],
  },
  {
    id: 'b29-068',
    class: 'group',
    lang: 'fr',
    turns: ['entre potes ce soir : moi je veux de la SF, mon pote veut une comédie, on fait comment ?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Science Fiction', 'Comedy'] }],
  },
  {
    id: 'b29-069',
    class: 'group',
    lang: 'de',
    turns: [
      'Wir sind zu dritt: einer will einen Thriller, der andere eine Komödie, mir ist es egal. Vorschläge?',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Thriller', 'Comedy'] }],
  },
  {
    id: 'b29-070',
    class: 'group',
    lang: 'pt',
    turns: [
      'a galera aqui em casa não se decide: uns querem filme de guerra, outros querem romance. alguma ideia que agrade todo mundo?',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['War', 'Romance'] }],
  },

  // need: a date night with constraints
  {
    id: 'b29-071',
    class: 'group',
    lang: 'en',
    turns: ['date night tomorrow, want something romantic but under 2 hours'],
    checks: [{ atLeast: 1 }, { genreAll: ['Romance'] }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b29-072',
    class: 'group',
    lang: 'es',
    turns: ['primera cita en casa, quiero una comedia romantica, nada de terror porfa'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { noGenre: ['Horror'] },
    ],
  },
  {
    id: 'b29-073',
    class: 'group',
    lang: 'fr',
    turns: ['soirée en amoureux, ma copine veut absolument un film français, tu proposes quoi ?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'fr' }],
  },
  {
    id: 'b29-074',
    class: 'group',
    lang: 'de',
    turns: [
      'Date mit meiner Freundin heute Abend, sie hasst Gewalt und Blut, gern was Lustiges oder Romantisches',
    ],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy', 'Romance'] },
      { noGenre: ['Horror', 'War', 'Action', 'Crime'] },
    ],
  },
  {
    id: 'b29-075',
    class: 'group',
    lang: 'it',
    turns: [
      'serata col mio ragazzo, lui ama la fantascienza e io i film romantici... qualcosa uscito dopo il 2010?',
    ],
    checks: [{ atLeast: 1 }, { genreCovers: ['Science Fiction', 'Romance'] }, { yearBetween: [2011, 2026] }],
  },

  // need: the last film I watched (library)
  {
    id: 'b29-076',
    class: 'history',
    lang: 'en',
    turns: ['what was the last movie i watched?'],
    library: {
      diary: [
        { id: 155, on: '-40d', rating: 8 },
        { id: 13, on: '-3d' },
        { id: 680, on: '-12d', rating: 9 },
        { id: 862, on: '-90d' },
      ],
    },
    checks: [{ firstMovieIs: 13 }],
  },
  {
    id: 'b29-077',
    class: 'history',
    lang: 'es',
    turns: ['cual fue la ultima peli q vi?'],
    library: {
      diary: [
        { id: 568124, on: '-60d' },
        { id: 597, on: '-25d', rating: 7 },
        { id: 496243, on: '-2d', rating: 9 },
      ],
    },
    checks: [{ firstMovieIs: 496243 }],
  },
  {
    id: 'b29-078',
    class: 'history',
    lang: 'fr',
    turns: ["c'était quoi déjà le dernier film que j'ai regardé ?"],
    library: {
      diary: [
        { id: 348, on: '-7d' },
        { id: 438631, on: '-15d', rating: 8 },
        { id: 194, on: '-1d', rating: 10 },
        { id: 14160, on: '-30d' },
      ],
    },
    checks: [{ firstMovieIs: 194 }],
  },
  {
    id: 'b29-079',
    class: 'history',
    lang: 'de',
    turns: ['Welchen Film hab ich zuletzt gesehen?'],
    library: {
      diary: [
        { id: 244786, on: '-20d', rating: 9 },
        { id: 539, on: '-6d' },
        { id: 578, on: '-5d', rating: 7 },
      ],
    },
    checks: [{ firstMovieIs: 578 }],
  },
  {
    id: 'b29-080',
    class: 'history',
    lang: 'pt',
    turns: ['me lembra qual foi o último filme que eu assisti'],
    library: {
      diary: [
        { id: 603, on: '-10d' },
        { id: 354912, on: '-50d', rating: 10 },
        { id: 1366, on: '-9d' },
        { id: 949, on: '-4d', rating: 8 },
      ],
    },
    checks: [{ firstMovieIs: 949 }],
  },

  // need: how many films I watched this year (library)
  {
    id: 'b29-081',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i watched this year?'],
    library: {
      diary: [
        { id: 27205, on: '-5d' },
        { id: 157336, on: '-30d' },
        { id: 2493, on: '-60d' },
        { id: 105, on: '-100d' },
        { id: 238, on: '2024-06-14' },
        { id: 11, on: '2024-02-02' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b29-082',
    class: 'history',
    lang: 'es',
    turns: ['cuantas pelis llevo vistas este año'],
    library: {
      diary: [
        { id: 129, on: '-8d' },
        { id: 550, on: '-45d' },
        { id: 13, on: '2023-11-20' },
        { id: 807, on: '-70d' },
        { id: 278, on: '2024-09-01' },
        { id: 862, on: '2023-03-03' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b29-083',
    class: 'history',
    lang: 'fr',
    turns: ["j'ai vu combien de films cette année ?"],
    library: {
      diary: [
        { id: 194, on: '-2d' },
        { id: 77338, on: '-9d' },
        { id: 101, on: '-20d' },
        { id: 120, on: '-33d' },
        { id: 121, on: '-34d' },
        { id: 122, on: '-35d' },
        { id: 603, on: '2023-05-10' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b29-084',
    class: 'history',
    lang: 'de',
    turns: ['wie viele Filme hab ich dieses Jahr eigentlich schon geschaut?'],
    library: {
      diary: [
        { id: 582, on: '-4d' },
        { id: 613, on: '-18d' },
        { id: 19, on: '2022-12-30' },
        { id: 832, on: '-40d' },
        { id: 155, on: '-75d' },
        { id: 680, on: '2024-01-15' },
        { id: 597, on: '-120d' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b29-085',
    class: 'history',
    lang: 'pt',
    turns: ['quantos filmes eu vi esse ano?'],
    library: {
      diary: [
        { id: 598, on: '-6d' },
        { id: 13, on: '2024-07-07' },
        { id: 2062, on: '2024-04-12' },
        { id: 27205, on: '-50d' },
        { id: 1891, on: '2023-08-19' },
        { id: 11, on: '2023-08-18' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },

  // need: my highest-rated film (library)
  {
    id: 'b29-086',
    class: 'history',
    lang: 'en',
    turns: ["what's my highest rated movie"],
    library: {
      ratings: [
        [680, 8],
        [238, 10],
        [13, 7],
        [603, 9],
      ],
    },
    checks: [{ firstMovieIs: 238 }],
  },
  {
    id: 'b29-087',
    class: 'history',
    lang: 'es',
    turns: ['cual es la peli a la q le puse mejor nota?'],
    library: {
      ratings: [
        [862, 9],
        [597, 6],
        [155, 10],
        [27205, 8],
      ],
    },
    checks: [{ firstMovieIs: 155 }],
  },
  {
    id: 'b29-088',
    class: 'history',
    lang: 'fr',
    turns: ["de tous les films que j'ai notés, c'est lequel que j'ai le mieux noté ?"],
    library: {
      ratings: [
        [129, 9],
        [194, 10],
        [13, 8],
        [1417, 7],
      ],
    },
    checks: [{ firstMovieIs: 194 }],
  },
  {
    id: 'b29-089',
    class: 'history',
    lang: 'de',
    turns: ['Welcher Film hat von mir die beste Bewertung bekommen?'],
    library: {
      ratings: [
        [578, 7],
        [348, 9],
        [1891, 10],
        [85, 8],
      ],
    },
    checks: [{ firstMovieIs: 1891 }],
  },
  {
    id: 'b29-090',
    class: 'history',
    lang: 'en',
    turns: ['which film did i give the best score to? cant remember lol'],
    library: {
      ratings: [
        [11216, 8],
        [598, 10],
        [496243, 9],
        [637, 7],
      ],
    },
    checks: [{ firstMovieIs: 598 }],
  },

  // need: more like the ones I loved (library)
  {
    id: 'b29-091',
    class: 'history',
    lang: 'en',
    turns: ["based on what i've rated highly, what should i watch next?"],
    library: {
      ratings: [
        [348, 10],
        [679, 9],
        [1091, 9],
        [11036, 3],
      ],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { likeSeeds: [348, 679, 1091], share: 0.6 }],
  },
  {
    id: 'b29-092',
    class: 'history',
    lang: 'es',
    turns: ['recomiendame algo parecido a las pelis q mas me gustaron'],
    library: {
      likes: [862, 14160, 2062],
      ratings: [[550, 4]],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { likeSeeds: [862, 14160, 2062], share: 0.6 }],
  },
  {
    id: 'b29-093',
    class: 'history',
    lang: 'fr',
    turns: ["tu peux me proposer des films dans le même esprit que ceux que j'ai adorés ?"],
    library: {
      ratings: [
        [807, 10],
        [274, 10],
        [77, 9],
        [621, 2],
      ],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { likeSeeds: [807, 274, 77], share: 0.6 }],
  },
  {
    id: 'b29-094',
    class: 'history',
    lang: 'de',
    turns: ['Hast du was Neues für mich, so ähnlich wie die Filme, denen ich eine 10 gegeben hab?'],
    library: {
      ratings: [
        [238, 10],
        [769, 10],
        [1422, 10],
        [862, 5],
      ],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { likeSeeds: [238, 769, 1422], share: 0.6 }],
  },
  {
    id: 'b29-095',
    class: 'history',
    lang: 'pt',
    turns: ['me recomenda uns filmes na linha dos que eu mais curti'],
    library: {
      ratings: [
        [76, 10],
        [11036, 9],
        [4348, 9],
        [24, 3],
      ],
    },
    checks: [{ atLeast: 2 }, { noneFrom: 'seen' }, { likeSeeds: [76, 11036, 4348], share: 0.6 }],
  },

  // need: "I have N hours/minutes"
  {
    id: 'b29-096',
    class: 'time-budget',
    lang: 'en',
    turns: ["i've got 90 minutes before bed, what can i watch?"],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b29-097',
    class: 'time-budget',
    lang: 'en',
    turns: ['only have like an hour and 45 min. comedy?'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 105 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b29-098',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo una hora y media libre, q me pongo?'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b29-099',
    class: 'time-budget',
    lang: 'fr',
    turns: ["j'ai 2h devant moi ce soir, un bon thriller ?"],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 120 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b29-100',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur 100 Minuten Zeit, was lohnt sich?'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }],
  },

  // need: "something short"
  {
    id: 'b29-101',
    class: 'time-budget',
    lang: 'en',
    turns: ["something short pls, i'm tired"],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b29-102',
    class: 'time-budget',
    lang: 'en',
    turns: ['recommend a short animated movie'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b29-103',
    class: 'time-budget',
    lang: 'es',
    turns: ['algo cortito para ver? no tengo ganas de una peli larga'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b29-104',
    class: 'time-budget',
    lang: 'pt',
    turns: ['um filme curtinho de terror pra ver agora'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b29-105',
    class: 'time-budget',
    lang: 'it',
    turns: ['un film breve, stasera non ho voglia di roba lunga'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }],
  },

  // need: thanks after an answer
  {
    id: 'b29-106',
    class: 'small-talk',
    lang: 'en',
    turns: ['recommend a good war movie', 'thanks!'],
    checks: [NOT_CONFUSED, { replyLanguage: 'en' }, { maxChars: 600 }],
  },
  {
    id: 'b29-107',
    class: 'small-talk',
    lang: 'en',
    turns: ['any good animated movie for tonight?', 'perfect, thank you so much 🙏'],
    checks: [NOT_CONFUSED, { replyLanguage: 'en' }, { maxChars: 600 }],
  },
  {
    id: 'b29-108',
    class: 'small-talk',
    lang: 'es',
    turns: ['una peli de ciencia ficcion buena?', 'gracias!! justo lo q buscaba'],
    checks: [NOT_CONFUSED, { replyLanguage: 'es' }, { maxChars: 600 }],
  },
  {
    id: 'b29-109',
    class: 'small-talk',
    lang: 'fr',
    turns: ['un bon film policier ?', "merci beaucoup, c'est top"],
    checks: [NOT_CONFUSED, { replyLanguage: 'fr' }, { maxChars: 600 }],
  },
  {
    id: 'b29-110',
    class: 'small-talk',
    lang: 'de',
    turns: ['Kannst du mir eine Komödie empfehlen?', 'danke dir, passt perfekt'],
    checks: [NOT_CONFUSED, { replyLanguage: 'de' }, { maxChars: 600 }],
  },

  // need: a greeting / how are you
  {
    id: 'b29-111',
    class: 'small-talk',
    lang: 'en',
    turns: ['hi there, how are you?'],
    checks: [NOT_CONFUSED, { replyLanguage: 'en' }, { maxChars: 800 }],
  },
  {
    id: 'b29-112',
    class: 'small-talk',
    lang: 'en',
    turns: ['hey! hows it going'],
    checks: [NOT_CONFUSED, { replyLanguage: 'en' }, { maxChars: 800 }],
  },
  {
    id: 'b29-113',
    class: 'small-talk',
    lang: 'es',
    turns: ['hola, q tal?'],
    checks: [NOT_CONFUSED, { replyLanguage: 'es' }, { maxChars: 800 }],
  },
  {
    id: 'b29-114',
    class: 'small-talk',
    lang: 'pt',
    turns: ['oi, tudo bem?'],
    checks: [NOT_CONFUSED, { replyLanguage: 'pt' }, { maxChars: 800 }],
  },
  {
    id: 'b29-115',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao! come stai?'],
    checks: [NOT_CONFUSED, { replyLanguage: 'it' }, { maxChars: 800 }],
  },

  // need: an off-topic question (weather, a recipe)
  {
    id: 'b29-116',
    class: 'small-talk',
    lang: 'en',
    turns: ["what's the weather going to be like tomorrow?"],
    checks: [{ noMovies: true }, NOT_CONFUSED, { replyLanguage: 'en' }],
  },
  {
    id: 'b29-117',
    class: 'small-talk',
    lang: 'en',
    turns: ['how do i make pancakes? need a quick recipe'],
    checks: [{ noMovies: true }, NOT_CONFUSED, { replyLanguage: 'en' }],
  },
  {
    id: 'b29-118',
    class: 'small-talk',
    lang: 'es',
    turns: ['oye, sabes alguna receta facil de tortilla de patatas?'],
    checks: [{ noMovies: true }, NOT_CONFUSED, { replyLanguage: 'es' }],
  },
  {
    id: 'b29-119',
    class: 'small-talk',
    lang: 'fr',
    turns: ['il va pleuvoir ce week-end à Paris ?'],
    checks: [{ noMovies: true }, NOT_CONFUSED, { replyLanguage: 'fr' }],
  },
  {
    id: 'b29-120',
    class: 'small-talk',
    lang: 'de',
    turns: ['wie koche ich am besten Spaghetti Carbonara?'],
    checks: [{ noMovies: true }, NOT_CONFUSED, { replyLanguage: 'de' }],
  },
];
