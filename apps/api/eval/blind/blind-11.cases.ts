/**
 * Blind chat evaluation, set 11: 120 conversations typed the way people type to a movie chat assistant. Written
 * without reading the assistant's code, the other chat evaluations or the earlier blind sets: only the case format
 * (blind-types.ts), the runner that judges the checks, the starter catalog and the raw data were read. FROZEN: never
 * reword a prompt to suit the assistant. A check that misjudges the catalog's data may be fixed, with the reason in
 * the commit message.
 */
import type { BlindCase } from './blind-types.ts';

/** An assistant that did not understand the message. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|not sure what (?:kind|you)|didn.t (?:understand|get that)';

export const BLIND_11_CASES: BlindCase[] = [
  // identify
  {
    id: 'b11-001',
    class: 'identify',
    lang: 'en',
    turns: [
      'whats the movie where the little boy sees dead people and the twist is the psychologist guy was dead the whole time',
    ],
    checks: [{ firstMovieIs: 745 }, { atMost: 3 }],
  },
  {
    id: 'b11-002',
    class: 'identify',
    lang: 'en',
    turns: ['the one where a fedex guy crashes on an island and talks to a volleyball for like 4 years'],
    checks: [{ firstMovieIs: 8358 }, { atMost: 3 }],
  },
  {
    id: 'b11-003',
    class: 'identify',
    lang: 'en',
    turns: [
      'cartoon where a grumpy old widower ties a ton of balloons to his house and a chubby scout kid ends up coming along',
    ],
    checks: [{ firstMovieIs: 14160 }, { atMost: 3 }],
  },
  {
    id: 'b11-004',
    class: 'identify',
    lang: 'en',
    turns: [
      'ok this is driving me nuts. big ship hits an iceberg, rich girl poor artist guy, he draws her, at the end he freezes in the water and she doesnt share the door. leo and kate winslet, came out like 1995??',
    ],
    checks: [{ firstMovieIs: 597 }, { atMost: 3 }],
  },
  {
    id: 'b11-005',
    class: 'identify',
    lang: 'en',
    turns: [
      'animated one about a rat in paris who wants to be a chef and controls a clumsy kitchen boy by pulling his hair',
    ],
    checks: [{ firstMovieIs: 2062 }, { atMost: 3 }],
  },
  {
    id: 'b11-006',
    class: 'identify',
    lang: 'en',
    turns: [
      'cant remember the title.. an office guy with insomnia meets a soap salesman, they start beating each other up in a bar basement for fun and it turns into a whole cult thing. buildings blow up at the end',
    ],
    checks: [{ firstMovieIs: 550 }, { atMost: 3 }],
  },
  {
    id: 'b11-007',
    class: 'identify',
    lang: 'en',
    turns: [
      'movie where this guys whole life is secretly a tv show and his wife and best friend are actors, he tries to leave by boat and hits the wall of the sky',
    ],
    checks: [{ firstMovieIs: 37165 }, { atMost: 3 }],
  },
  {
    id: 'b11-008',
    class: 'identify',
    lang: 'en',
    turns: [
      'keanu reeves 90s movie, theres a bomb on a city bus and if it goes under 50 miles an hour it blows up',
    ],
    checks: [{ firstMovieIs: 1637 }, { atMost: 3 }],
  },
  {
    id: 'b11-009',
    class: 'identify',
    lang: 'en',
    turns: [
      'old black and white film, woman steals money, stops at a creepy motel and gets stabbed in the shower. the motel guy is weird about his mother',
    ],
    checks: [{ firstMovieIs: 539 }, { atMost: 3 }],
  },
  {
    id: 'b11-010',
    class: 'identify',
    lang: 'en',
    turns: [
      'the space one where earth is dying of dust storms, they fly through a wormhole near saturn, one planet is all water with giant waves and the dad ends up inside a bookshelf talking to his daughter',
    ],
    checks: [{ firstMovieIs: 157336 }, { atMost: 3 }],
  },
  {
    id: 'b11-011',
    class: 'identify',
    lang: 'en',
    turns: [
      'guy cant make new memories so he tattoos clues all over himself and takes polaroids to find who killed his wife. the scenes go backwards i think',
    ],
    checks: [{ firstMovieIs: 77 }, { atMost: 3 }],
  },
  {
    id: 'b11-012',
    class: 'identify',
    lang: 'en',
    turns: [
      'four boys in the 50s walk along railroad tracks to go see a dead body, theres a leech scene and a train on a bridge. i think kiefer sutherland was one of the four friends?',
    ],
    checks: [{ mentionsMovie: 235 }, { atMost: 3 }],
  },
  {
    id: 'b11-013',
    class: 'identify',
    lang: 'en',
    turns: [
      'what was that korean movie that won the oscar.. poor family living in a half basement gets jobs with a rich family one by one by lying, and someone is hiding under the house',
    ],
    checks: [{ firstMovieIs: 496243 }, { atMost: 3 }],
  },
  {
    id: 'b11-014',
    class: 'identify',
    lang: 'en',
    turns: [
      'jack nicholson goes insane as the winter caretaker of an empty hotel in the mountains, axe through the bathroom door, twins in the hallway',
    ],
    checks: [{ firstMovieIs: 694 }, { atMost: 3 }],
  },
  {
    id: 'b11-015',
    class: 'identify',
    lang: 'en',
    turns: [
      'i need help finding a movie i watched as a kid',
      'its animated, the toys come alive when nobody is looking and the cowboy doll gets jealous of the new astronaut toy the boy got for his birthday',
    ],
    checks: [{ firstMovieIs: 862 }, { atMost: 3 }],
  },
  {
    id: 'b11-016',
    class: 'identify',
    lang: 'es',
    turns: [
      'como se llamaba la peli de dibujos japonesa donde los padres de una niña se convierten en cerdos por comer y ella tiene que trabajar en unos baños para espiritus',
    ],
    checks: [{ firstMovieIs: 129 }, { atMost: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b11-017',
    class: 'identify',
    lang: 'es',
    turns: [
      'una de un banquero que meten preso por matar a su mujer aunque era inocente, se hace amigo de otro preso mayor y al final se escapa por un tunel que estuvo cavando detras de un poster durante años. cual es??',
    ],
    checks: [{ firstMovieIs: 278 }, { atMost: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b11-018',
    class: 'identify',
    lang: 'es',
    turns: [
      'busco una pelicula donde una niña en la posguerra española encuentra un laberinto con un fauno y hay un monstruo pálido con los ojos en las manos, el padrastro es un capitan malisimo',
    ],
    checks: [{ firstMovieIs: 1417 }, { atMost: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b11-019',
    class: 'identify',
    lang: 'fr',
    turns: [
      "je cherche un film français, un riche aristo paralysé embauche un jeune de banlieue qui sort de prison pour s'occuper de lui et ils deviennent potes. c'est une histoire vraie je crois",
    ],
    checks: [{ firstMovieIs: 77338 }, { atMost: 3 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b11-020',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi déjà le film avec la serveuse timide de montmartre qui fait des bonnes actions en cachette, il y a un nain de jardin qui voyage autour du monde en photo",
    ],
    checks: [{ firstMovieIs: 194 }, { atMost: 3 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b11-021',
    class: 'identify',
    lang: 'fr',
    turns: [
      'le film où un tueur à gages solitaire à new york recueille une gamine de 12 ans dont la famille a été tuée par un flic ripou, il a toujours sa plante verte avec lui',
    ],
    checks: [{ firstMovieIs: 101 }, { atMost: 3 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b11-022',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie heißt der film wo ein stasi-mann in ost-berlin ein künstlerpaar abhört und dann irgendwie auf ihrer seite steht? am ende gibts ein buch das ihm gewidmet ist',
    ],
    checks: [{ firstMovieIs: 582 }, { atMost: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b11-023',
    class: 'identify',
    lang: 'de',
    turns: [
      'wie hieß nochmal der film mit dem jungen der mit nem umgebauten auto in die 50er reist und seine eigene mutter verliebt sich in ihn, der verrückte professor hat weiße haare',
    ],
    checks: [{ firstMovieIs: 105 }, { atMost: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b11-024',
    class: 'identify',
    lang: 'de',
    turns: [
      'Suche einen Film: auf einer Insel wird ein Park mit geklonten Dinos gebaut, der Strom fällt aus und das Wasserglas im Auto zittert wenn der T-Rex kommt. Ich glaub der war von Ridley Scott?',
    ],
    checks: [{ firstMovieIs: 329 }, { atMost: 3 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b11-025',
    class: 'identify',
    lang: 'pt',
    turns: [
      'qual é o filme daquele menino da favela no rio que quer ser fotógrafo e vê a guerra do tráfico crescer, tem o zé pequeno',
    ],
    checks: [{ firstMovieIs: 598 }, { atMost: 3 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b11-026',
    class: 'identify',
    lang: 'pt',
    turns: [
      'esqueci o nome do desenho: um peixe-palhaço pai atravessa o oceano atrás do filho que foi pego por um mergulhador e vai parar num aquário de dentista, a amiga dele esquece tudo',
    ],
    checks: [{ firstMovieIs: 12 }, { atMost: 3 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b11-027',
    class: 'identify',
    lang: 'pt',
    turns: [
      'aquele filme antigo de ficção que o hacker descobre que o mundo é uma simulação de computador, tem a pílula vermelha e azul e ele desvia das balas bem devagar',
    ],
    checks: [{ firstMovieIs: 603 }, { atMost: 3 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b11-028',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama il film dove il papà nel campo di concentramento fa credere al figlio che è tutto un gioco a punti e il premio è un carro armato vero',
    ],
    checks: [{ firstMovieIs: 637 }, { atMost: 3 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b11-029',
    class: 'identify',
    lang: 'it',
    turns: [
      'cerco un film di un bambino in un paesino siciliano che diventa amico del proiezionista del cinema, alla fine da grande guarda una pellicola con tutti i baci tagliati dal prete',
    ],
    checks: [{ firstMovieIs: 11216 }, { atMost: 3 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b11-030',
    class: 'identify',
    lang: 'it',
    turns: [
      'quel cartone dove due ragazzini sono in realtà mostri marini e quando si asciugano diventano umani, vivono al mare in liguria e sognano una vespa. era della disney forse?',
    ],
    checks: [{ mentionsMovie: 508943 }, { atMost: 3 }, { replyLanguage: 'it' }],
  },

  // markdown
  {
    id: 'b11-031',
    class: 'markdown',
    lang: 'en',
    turns: ['top 5 christopher nolan movies, numbered list with the year'],
    checks: [{ exactly: 5 }, { directedBy: 'Christopher Nolan' }, { rendersMarkdown: true }],
  },
  {
    id: 'b11-032',
    class: 'markdown',
    lang: 'en',
    turns: ['can u make me a table of tarantino films with year and runtime'],
    checks: [{ atLeast: 3 }, { directedBy: 'Quentin Tarantino' }, { rendersMarkdown: true }],
  },
  {
    id: 'b11-033',
    class: 'markdown',
    lang: 'en',
    turns: ['80s horror movies. just the titles, one per line, no descriptions'],
    checks: [
      { atLeast: 3 },
      { genreAll: ['Horror'] },
      { yearBetween: [1980, 1989] },
      { rendersMarkdown: true },
      { maxChars: 900 },
    ],
  },
  {
    id: 'b11-034',
    class: 'markdown',
    lang: 'en',
    turns: ['3 animated movies for my kids, bullet points, and bold the one you think is best'],
    checks: [{ exactly: 3 }, { genreAll: ['Animation'] }, { rendersMarkdown: true }, { contains: '\\*\\*' }],
  },
  {
    id: 'b11-035',
    class: 'markdown',
    lang: 'en',
    turns: ['list 4 westerns sorted by rating, highest first, with the director next to each'],
    checks: [{ exactly: 4 }, { genreAll: ['Western'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b11-036',
    class: 'markdown',
    lang: 'en',
    turns: ['tom hanks films w a short description for each. no more than 5 pls'],
    checks: [{ atLeast: 2 }, { atMost: 5 }, { hasCastMember: 'Tom Hanks' }, { rendersMarkdown: true }],
  },
  {
    id: 'b11-037',
    class: 'markdown',
    lang: 'en',
    turns: ['top 10 sci fi movies of all time, numbered'],
    checks: [{ exactly: 10 }, { genreAll: ['Science Fiction'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b11-038',
    class: 'markdown',
    lang: 'en',
    turns: ['matt damon movies sorted by year oldest first, bullets please'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Matt Damon' }, { rendersMarkdown: true }],
  },
  {
    id: 'b11-039',
    class: 'markdown',
    lang: 'en',
    turns: ['give me a markdown table of 5 films from the 1950s: title | director | runtime'],
    checks: [{ exactly: 5 }, { yearBetween: [1950, 1959] }, { rendersMarkdown: true }],
  },
  {
    id: 'b11-040',
    class: 'markdown',
    lang: 'es',
    turns: ['hazme una lista numerada de 5 pelis de spielberg con el año de cada una'],
    checks: [
      { exactly: 5 },
      { directedBy: 'Steven Spielberg' },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b11-041',
    class: 'markdown',
    lang: 'es',
    turns: ['quiero una tabla con 4 comedias románticas: título, año y director'],
    checks: [
      { exactly: 4 },
      { genreAll: ['Romance'] },
      { genreShare: ['Comedy'], share: 1 },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b11-042',
    class: 'markdown',
    lang: 'es',
    turns: ['dame 5 thrillers de los 90 ordenados por puntuación, con el director al lado'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Thriller'] },
      { yearBetween: [1990, 1999] },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b11-043',
    class: 'markdown',
    lang: 'es',
    turns: ['pelis de dibujos japonesas, en viñetas, una línea cada una porfa'],
    checks: [
      { atLeast: 3 },
      { originalLanguage: 'ja' },
      { genreAll: ['Animation'] },
      { rendersMarkdown: true },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b11-044',
    class: 'markdown',
    lang: 'fr',
    turns: ["fais-moi une liste à puces de 5 films de Kubrick avec l'année"],
    checks: [
      { exactly: 5 },
      { directedBy: 'Stanley Kubrick' },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b11-045',
    class: 'markdown',
    lang: 'fr',
    turns: ['top 5 des films japonais, numérotés, une ligne chacun avec le réalisateur'],
    checks: [{ exactly: 5 }, { originalLanguage: 'ja' }, { rendersMarkdown: true }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b11-046',
    class: 'markdown',
    lang: 'fr',
    turns: ['les films avec leonardo dicaprio, juste les titres, triés par année svp'],
    checks: [
      { atLeast: 3 },
      { hasCastMember: 'Leonardo DiCaprio' },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b11-047',
    class: 'markdown',
    lang: 'de',
    turns: ['liste bitte 5 kriegsfilme aus den 70ern oder 80ern auf, nummeriert und mit regisseur'],
    checks: [
      { exactly: 5 },
      { genreAll: ['War'] },
      { yearBetween: [1970, 1989] },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b11-048',
    class: 'markdown',
    lang: 'de',
    turns: ['Kannst du mir eine Tabelle mit Filmen von Martin Scorsese machen? Titel, Jahr, Laufzeit'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Martin Scorsese' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b11-049',
    class: 'markdown',
    lang: 'de',
    turns: ['die 3 besten filme mit harrison ford, als stichpunkte, den allerbesten fett'],
    checks: [
      { exactly: 3 },
      { hasCastMember: 'Harrison Ford' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b11-050',
    class: 'markdown',
    lang: 'pt',
    turns: ['me passa uma lista numerada com 5 filmes de terror dos anos 70'],
    checks: [
      { exactly: 5 },
      { genreAll: ['Horror'] },
      { yearBetween: [1970, 1979] },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b11-051',
    class: 'markdown',
    lang: 'pt',
    turns: ['filmes do hayao miyazaki em tópicos, com uma frase curta sobre cada um'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Hayao Miyazaki' },
      { rendersMarkdown: true },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b11-052',
    class: 'markdown',
    lang: 'pt',
    turns: ['top 10 comédias, só os títulos'],
    checks: [{ exactly: 10 }, { genreAll: ['Comedy'] }, { rendersMarkdown: true }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b11-053',
    class: 'markdown',
    lang: 'it',
    turns: ['western degli anni 60, in elenco numerato con anno e regista'],
    checks: [
      { atLeast: 3 },
      { yearBetween: [1960, 1969] },
      { genreAll: ['Western'] },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b11-054',
    class: 'markdown',
    lang: 'it',
    turns: ['mi fai una tabella con 5 film italiani? titolo, regista, anno'],
    checks: [{ exactly: 5 }, { originalLanguage: 'it' }, { rendersMarkdown: true }, { replyLanguage: 'it' }],
  },
  {
    id: 'b11-055',
    class: 'markdown',
    lang: 'it',
    turns: ['3 film pixar, una riga ciascuno, e metti in grassetto solo il migliore'],
    checks: [
      { exactly: 3 },
      { genreAll: ['Animation'] },
      { companyAll: 'pixar' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },

  // mood-genre
  {
    id: 'b11-056',
    class: 'mood-genre',
    lang: 'en',
    turns: ['recommend a scary movie'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b11-057',
    class: 'mood-genre',
    lang: 'en',
    turns: ['had the worst week ever. need something feel good and funny, nothing heavy'],
    checks: [{ atLeast: 3 }, { genreShare: ['Comedy'], share: 0.8 }, { noGenre: ['Horror', 'War'] }],
  },
  {
    id: 'b11-058',
    class: 'mood-genre',
    lang: 'en',
    turns: ['just one western for tonight, your best pick'],
    checks: [{ exactly: 1 }, { genreAll: ['Western'] }],
  },
  {
    id: 'b11-059',
    class: 'mood-genre',
    lang: 'de',
    turns: ['hast du nen guten animationsfilm für nen verregneten sonntag'],
    checks: [{ atLeast: 3 }, { genreAll: ['Animation'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b11-060',
    class: 'mood-genre',
    lang: 'it',
    turns: ['consigliami qualche thriller che mi tenga sveglio, roba tesa'],
    checks: [{ atLeast: 3 }, { genreAll: ['Thriller'] }, { replyLanguage: 'it' }],
  },

  // history
  {
    id: 'b11-061',
    class: 'history',
    lang: 'en',
    turns: ['what was the last thing i watched again'],
    library: {
      diary: [
        { id: 27205, on: '-40d', rating: 9 },
        { id: 244786, on: '-3d', rating: 8 },
        { id: 348, on: '-12d', rating: 7 },
      ],
    },
    checks: [{ firstMovieIs: 244786 }, { neverMentions: [27205] }],
  },
  {
    id: 'b11-062',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch in march?'],
    library: {
      diary: [
        { id: 578, on: 'Y0-02-10' },
        { id: 275, on: 'Y0-03-05', rating: 8 },
        { id: 949, on: 'Y0-03-21', rating: 9 },
        { id: 14160, on: 'Y0-04-02' },
      ],
    },
    checks: [{ mentionsAll: [275, 949] }, { neverMentions: [578, 14160] }, { onlyFrom: 'diary' }],
  },
  {
    id: 'b11-063',
    class: 'history',
    lang: 'en',
    turns: ['which movie did i rate the highest'],
    library: {
      ratings: [
        [680, 8],
        [13, 6],
        [1891, 10],
        [597, 5],
        [550, 9],
      ],
    },
    checks: [{ firstMovieIs: 1891 }, { onlyFrom: 'library' }],
  },
  {
    id: 'b11-064',
    class: 'history',
    lang: 'en',
    turns: ['how many films have i logged this year so far'],
    library: {
      diary: [
        { id: 1891, on: '2024-06-01' },
        { id: 120, on: '2025-12-20' },
        { id: 603, on: 'Y0-01-15' },
        { id: 862, on: 'Y0-05-02' },
        { id: 329, on: 'Y0-08-20' },
        { id: 105, on: 'Y0-10-11' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b11-065',
    class: 'history',
    lang: 'en',
    turns: ['recommend me more stuff like the ones i loved'],
    library: {
      likes: [807, 274, 210577],
      ratings: [
        [807, 10],
        [274, 9],
        [210577, 9],
        [808, 4],
      ],
    },
    checks: [
      { atLeast: 3 },
      { noneFrom: 'seen' },
      { genreShare: ['Thriller', 'Crime', 'Mystery'], share: 0.7 },
    ],
  },
  {
    id: 'b11-066',
    class: 'history',
    lang: 'es',
    turns: ['q tengo en mi lista de pendientes que dure menos de dos horas?'],
    library: { watchlist: [122, 194, 14160, 77, 949, 862] },
    checks: [
      { onlyFrom: 'watchlist' },
      { runtimeAtMost: 120 },
      { mentionsAll: [14160, 77, 862] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b11-067',
    class: 'history',
    lang: 'fr',
    turns: ["c'est quoi les films auxquels j'ai mis 10/10 ?"],
    library: {
      ratings: [
        [238, 10],
        [129, 10],
        [1124, 8],
        [19995, 6],
        [101, 9],
      ],
    },
    checks: [{ mentionsAll: [238, 129] }, { neverMentions: [19995, 1124] }, { replyLanguage: 'fr' }],
  },

  // small-talk
  {
    id: 'b11-068',
    class: 'small-talk',
    lang: 'en',
    turns: ['thanks thats perfect!!'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { notContains: CONFUSED }],
  },
  {
    id: 'b11-069',
    class: 'small-talk',
    lang: 'en',
    turns: ['can you help me with my math homework, its about fractions'],
    checks: [{ noMovies: true }, { maxChars: 700 }, { notContains: CONFUSED }],
  },
  {
    id: 'b11-070',
    class: 'small-talk',
    lang: 'es',
    turns: ['muchas gracias, eres un crack'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b11-071',
    class: 'small-talk',
    lang: 'fr',
    turns: ['bonjour ! ça va ?'],
    checks: [{ noMovies: true }, { replyLanguage: 'fr' }, { notContains: CONFUSED }],
  },
  {
    id: 'b11-072',
    class: 'small-talk',
    lang: 'de',
    turns: ['danke dir, schönen abend noch'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'de' }],
  },

  // facts
  {
    id: 'b11-073',
    class: 'facts',
    lang: 'en',
    turns: ['who directed amelie'],
    checks: [{ saysDirectorOf: 194 }, { atMost: 2 }],
  },
  {
    id: 'b11-074',
    class: 'facts',
    lang: 'en',
    turns: ['how long is godfather 2? need to know if i can finish it tonight'],
    checks: [{ saysRuntimeOf: 240 }, { mentionsMovie: 240 }],
  },
  {
    id: 'b11-075',
    class: 'facts',
    lang: 'en',
    turns: ['when did parasite come out'],
    checks: [{ saysYearOf: 496243 }],
  },
  {
    id: 'b11-076',
    class: 'facts',
    lang: 'en',
    turns: ["who's in heat, the pacino de niro one"],
    checks: [{ saysCastOf: 949, count: 2 }, { mentionsMovie: 949 }],
  },
  {
    id: 'b11-077',
    class: 'facts',
    lang: 'en',
    turns: ['how long is this one and who directed it'],
    movieId: 872585,
    checks: [{ saysRuntimeOf: 872585 }, { saysDirectorOf: 872585 }],
  },
  {
    id: 'b11-078',
    class: 'facts',
    lang: 'it',
    turns: ['chi ha diretto pulp fiction e di che anno è?'],
    checks: [{ saysDirectorOf: 680 }, { saysYearOf: 680 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b11-079',
    class: 'facts',
    lang: 'es',
    turns: ['cuanto dura el señor de los anillos el retorno del rey? la version normal'],
    checks: [{ saysRuntimeOf: 122 }, { replyLanguage: 'es' }],
  },

  // two-people
  {
    id: 'b11-080',
    class: 'two-people',
    lang: 'en',
    turns: ['is there a movie with de niro and pacino both in it'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b11-081',
    class: 'two-people',
    lang: 'en',
    turns: ['leo in a scorsese film, which ones?'],
    checks: [{ atLeast: 2 }, { directedBy: 'Martin Scorsese' }, { hasCastMember: 'Leonardo DiCaprio' }],
  },
  {
    id: 'b11-082',
    class: 'two-people',
    lang: 'en',
    turns: ['brad pitt and morgan freeman were in a movie together right? the dark one'],
    checks: [{ firstMovieIs: 807 }, { hasCastMember: 'Brad Pitt' }, { hasCastMember: 'Morgan Freeman' }],
  },
  {
    id: 'b11-083',
    class: 'two-people',
    lang: 'fr',
    turns: ['un film de spielberg avec tom hanks ?'],
    checks: [
      { atLeast: 1 },
      { directedBy: 'Steven Spielberg' },
      { hasCastMember: 'Tom Hanks' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b11-084',
    class: 'two-people',
    lang: 'de',
    turns: ['in welchen nolan filmen spielt michael caine mit'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Christopher Nolan' },
      { hasCastMember: 'Michael Caine' },
      { replyLanguage: 'de' },
    ],
  },

  // likeness
  {
    id: 'b11-085',
    class: 'likeness',
    lang: 'en',
    turns: ['loved knives out!! anything similar but not a comedy this time'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Comedy'] },
      { genreShare: ['Mystery', 'Crime'], share: 0.6 },
      { excludesMovies: [546554] },
    ],
  },
  {
    id: 'b11-086',
    class: 'likeness',
    lang: 'en',
    turns: ["i liked spirited away and howl's moving castle, what should i watch next"],
    checks: [{ atLeast: 3 }, { likeSeeds: [129, 4935], share: 0.6 }, { excludesMovies: [129, 4935] }],
  },
  {
    id: 'b11-087',
    class: 'likeness',
    lang: 'en',
    turns: ['something like alien but not horror, i cant sleep after scary stuff'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Horror'] },
      { genreShare: ['Science Fiction'], share: 0.6 },
      { excludesMovies: [348] },
    ],
  },
  {
    id: 'b11-088',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a toy story pero que no sea de dibujos animados, para ver con mis hijos'],
    checks: [
      { atLeast: 3 },
      { noGenre: ['Animation'] },
      { genreShare: ['Family', 'Comedy', 'Adventure'], share: 0.6 },
      { excludesMovies: [862] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b11-089',
    class: 'likeness',
    lang: 'fr',
    turns: ["j'ai adoré Amélie, t'as d'autres films du même style mais pas français cette fois ?"],
    checks: [
      { atLeast: 3 },
      { notOriginalLanguage: 'fr' },
      { genreShare: ['Comedy', 'Romance'], share: 0.6 },
      { excludesMovies: [194] },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b11-090',
    class: 'likeness',
    lang: 'de',
    turns: ['Ich mochte Heat und The Departed sehr. Was könnte mir noch gefallen?'],
    checks: [
      { atLeast: 3 },
      { likeSeeds: [949, 1422], share: 0.6 },
      { excludesMovies: [949, 1422] },
      { replyLanguage: 'de' },
    ],
  },

  // original-language
  {
    id: 'b11-091',
    class: 'original-language',
    lang: 'en',
    turns: ['any good korean movies?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b11-092',
    class: 'original-language',
    lang: 'en',
    turns: ['want a drama but NOT in english, im trying to get into foreign films'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }, { genreAll: ['Drama'] }],
  },
  {
    id: 'b11-093',
    class: 'original-language',
    lang: 'es',
    turns: ['pelis japonesas que no sean anime porfa'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, { noGenre: ['Animation'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b11-094',
    class: 'original-language',
    lang: 'fr',
    turns: ['vous avez des films allemands à conseiller ?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b11-095',
    class: 'original-language',
    lang: 'it',
    turns: ['film in lingua originale italiana ma niente western'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, { noGenre: ['Western'] }, { replyLanguage: 'it' }],
  },

  // time-budget
  {
    id: 'b11-096',
    class: 'time-budget',
    lang: 'en',
    turns: ['i only have 90 min tonight, something funny'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b11-097',
    class: 'time-budget',
    lang: 'en',
    turns: ['something short and scary, under 100 minutes'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 100 }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b11-098',
    class: 'time-budget',
    lang: 'en',
    turns: ['got 2 hours max before my flight, thriller pls'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 120 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b11-099',
    class: 'time-budget',
    lang: 'de',
    turns: ['hab nur anderthalb stunden, was kurzes für die kinder?'],
    checks: [
      { atLeast: 2 },
      { runtimeAtMost: 90 },
      { genreAll: ['Family', 'Animation'] },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b11-100',
    class: 'time-budget',
    lang: 'pt',
    turns: ['tenho uns 100 minutos antes de dormir, quero algo leve'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 100 }, { noGenre: ['Horror', 'War'] }, { replyLanguage: 'pt' }],
  },

  // themes
  {
    id: 'b11-101',
    class: 'themes',
    lang: 'en',
    turns: ['movies about time travel?'],
    checks: [{ atLeast: 3 }, { themeShare: 'time|past|future|loop|years', share: 0.6 }],
  },
  {
    id: 'b11-102',
    class: 'themes',
    lang: 'en',
    turns: ['horror movie but no zombies please im so tired of zombies'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }, { themeNone: 'zombie|undead|living dead' }],
  },
  {
    id: 'b11-103',
    class: 'themes',
    lang: 'en',
    turns: ['i have severe arachnophobia so nothing with spiders in it. an adventure movie for the weekend?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Adventure'] }, { themeNone: 'spider|arachn|tarantula' }],
  },
  {
    id: 'b11-104',
    class: 'themes',
    lang: 'es',
    turns: ['recomiendame pelis sobre la segunda guerra mundial'],
    checks: [
      { atLeast: 3 },
      { genreShare: ['War', 'History'], share: 0.6 },
      {
        themeShare:
          'war|nazi|hitler|jew|soldier|germany|german|allied|normandy|holocaust|concentration camp|occupied|194\\d',
        share: 0.6,
      },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b11-105',
    class: 'themes',
    lang: 'fr',
    turns: ['des films sur les robots ou l’intelligence artificielle ?'],
    checks: [
      { atLeast: 3 },
      {
        themeShare: 'robot|artificial|\\bai\\b|android|machine|computer|cyborg|cybernetic|program',
        share: 0.5,
      },
      { replyLanguage: 'fr' },
    ],
  },

  // follow-ups
  {
    id: 'b11-106',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some sci-fi movies', 'which of those is the oldest?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }],
  },
  {
    id: 'b11-107',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some pixar movies pls', 'tell me more about the second one'],
    checks: [{ firstIsNthOfPrevious: 2 }],
  },
  {
    id: 'b11-108',
    class: 'follow-ups',
    lang: 'en',
    turns: ['horror from the 70s', 'more like that but not the ones you already said'],
    checks: [{ atLeast: 2 }, { noneFrom: 'earlier' }, { genreAll: ['Horror'] }],
  },
  {
    id: 'b11-109',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis de miedo para ver con amigos', 'y cuanto dura la tercera?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b11-110',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des comédies des années 80 ?', 'laquelle est la plus récente ?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b11-111',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de guerra bons', 'quem dirigiu o primeiro?'],
    checks: [{ saysDirectorOfPrevious: 1 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b11-112',
    class: 'follow-ups',
    lang: 'it',
    turns: ['qualche film di fantascienza?', 'solo quelli sotto le due ore'],
    checks: [{ subsetOf: 'previous' }, { runtimeAtMost: 120 }, { replyLanguage: 'it' }],
  },

  // reply-language
  {
    id: 'b11-113',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oi! quero um filme bem engraçado pra ver com minha namorada hoje'],
    checks: [{ atLeast: 2 }, { genreShare: ['Comedy'], share: 0.7 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b11-114',
    class: 'reply-language',
    lang: 'it',
    turns: ["ciao, mi consigli un film d'avventura?"],
    checks: [{ atLeast: 2 }, { genreAll: ['Adventure'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b11-115',
    class: 'reply-language',
    lang: 'fr',
    turns: ["t'as des idées de films comme The Dark Knight ?"],
    checks: [{ atLeast: 3 }, { excludesMovies: [155] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b11-116',
    class: 'reply-language',
    lang: 'es',
    turns: ['q peli me recomiendas si me gusto mucho interestelar'],
    checks: [{ atLeast: 2 }, { excludesMovies: [157336] }, { replyLanguage: 'es' }],
  },

  // group
  {
    id: 'b11-117',
    class: 'group',
    lang: 'en',
    turns: [
      'me and my gf need ONE movie for tonight. she only likes romance, i want action. what works for both',
    ],
    checks: [{ exactly: 1 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b11-118',
    class: 'group',
    lang: 'en',
    turns: [
      'family movie night: kids are 7 and 10, grandma hates cartoons, dad wants adventure. pick one film for all of us',
    ],
    checks: [{ exactly: 1 }, { noGenre: ['Animation', 'Horror'] }, { genreCovers: ['Family', 'Adventure'] }],
  },
  {
    id: 'b11-119',
    class: 'group',
    lang: 'es',
    turns: [
      'somos 4 en casa: uno quiere terror, otra quiere comedia y el otro odia las pelis largas. una sola peli que nos sirva a todos',
    ],
    checks: [
      { exactly: 1 },
      { genreCovers: ['Horror', 'Comedy'] },
      { runtimeAtMost: 110 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b11-120',
    class: 'group',
    lang: 'de',
    turns: [
      'Wir sind zu dritt: einer mag Science-Fiction, einer Komödien und einer will nichts über zwei Stunden. Ein Film bitte, der allen passt.',
    ],
    checks: [
      { exactly: 1 },
      { genreCovers: ['Science Fiction', 'Comedy'] },
      { runtimeAtMost: 120 },
      { replyLanguage: 'de' },
    ],
  },
];
