/**
 * Blind chat set 7: 120 conversations typed the way people type to a movie chat assistant. Written without reading
 * the assistant's code, the other chat evals or the earlier blind sets; only the case format, the runner and the
 * catalog's data were read. Plots and scenes are told in my own words, never copied from a catalog overview.
 * FROZEN: never reword a prompt to suit the assistant. A check that misjudges the catalog's data may be fixed, with
 * the reason in the commit message.
 */
import type { BlindCase } from './blind-types.ts';

export const BLIND_7_CASES: BlindCase[] = [
  // ------------------------------------------------------------------------------------------------------------
  // mood-genre
  {
    id: 'b7-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['i want a scary movie'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror', 'Thriller'] }],
  },
  {
    id: 'b7-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['had a really rough day at work. something funny to cheer me up?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b7-003',
    class: 'mood-genre',
    lang: 'en',
    turns: ['reccomend me a good romance movie pls'],
    checks: [{ atLeast: 3 }, { genreAll: ['Romance'] }],
  },
  {
    id: 'b7-004',
    class: 'mood-genre',
    lang: 'en',
    turns: ["just one feel-good movie for tonight, don't give me a whole list"],
    checks: [{ exactly: 1 }, { genreAll: ['Comedy', 'Family', 'Romance', 'Animation', 'Music'] }],
  },
  {
    id: 'b7-005',
    class: 'mood-genre',
    lang: 'en',
    turns: ['need a good cry ngl 😭'],
    checks: [{ atLeast: 3 }, { genreAll: ['Drama', 'Romance'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b7-006',
    class: 'mood-genre',
    lang: 'en',
    turns: ['mindbending sci fi that makes u think'],
    checks: [{ atLeast: 3 }, { genreAll: ['Science Fiction'] }],
  },
  {
    id: 'b7-007',
    class: 'mood-genre',
    lang: 'es',
    turns: ['una peli de miedo para esta noche que estoy solo en casa jaja'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror', 'Thriller'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b7-008',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["je cherche un bon film d'animation pour ce soir avec les enfants"],
    checks: [{ atLeast: 3 }, { genreAll: ['Animation'] }, { noGenre: ['Horror'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b7-009',
    class: 'mood-genre',
    lang: 'de',
    turns: ['Hab Lust auf einen richtig guten Actionfilm, was kannst du empfehlen?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Action'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b7-010',
    class: 'mood-genre',
    lang: 'pt',
    turns: ['me indica umas comédias românticas'],
    checks: [{ atLeast: 3 }, { genreAll: ['Romance'] }, { genreShare: ['Comedy'], share: 0.6 }],
  },
  {
    id: 'b7-011',
    class: 'mood-genre',
    lang: 'it',
    turns: ['consigliami qualche western'],
    checks: [{ atLeast: 3 }, { genreAll: ['Western'] }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // history
  {
    id: 'b7-012',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch last?'],
    library: {
      diary: [
        { id: 603, on: '-20d', rating: 8 },
        { id: 27205, on: '-3d', rating: 9 },
        { id: 680, on: '-10d' },
      ],
    },
    checks: [{ firstMovieIs: 27205 }],
  },
  {
    id: 'b7-013',
    class: 'history',
    lang: 'en',
    turns: ['What did I watch in March?'],
    library: {
      diary: [
        { id: 105, on: 'Y0-03-04' },
        { id: 862, on: 'Y0-03-19', rating: 8 },
        { id: 550, on: 'Y0-05-10' },
        { id: 13, on: 'Y0-01-22' },
      ],
    },
    checks: [{ mentionsAll: [105, 862] }, { neverMentions: [550, 13] }],
  },
  {
    id: 'b7-014',
    class: 'history',
    lang: 'en',
    turns: ['whats my highest rated movie'],
    library: {
      ratings: [
        [238, 9],
        [680, 10],
        [13, 7],
        [603, 8],
      ],
    },
    checks: [{ firstMovieIs: 680 }],
  },
  {
    id: 'b7-015',
    class: 'history',
    lang: 'en',
    turns: ['how many movies have i watched this year?'],
    library: {
      diary: [
        { id: 278, on: '-5d' },
        { id: 155, on: '-40d' },
        { id: 424, on: '-100d' },
        { id: 769, on: '-200d' },
        { id: 807, on: '2024-06-01' },
        { id: 550, on: '2023-12-12' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }],
  },
  {
    id: 'b7-016',
    class: 'history',
    lang: 'en',
    turns: ['more like the ones i loved pls'],
    library: {
      likes: [694, 348, 1091],
      ratings: [
        [694, 10],
        [348, 9],
        [1091, 9],
        [114, 4],
      ],
    },
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Horror'], share: 0.6 }],
  },
  {
    id: 'b7-017',
    class: 'history',
    lang: 'en',
    turns: ['pick something from my watchlist for tonight'],
    library: {
      diary: [{ id: 27205, on: '-12d', rating: 9 }],
      watchlist: [11324, 1124, 807, 120],
    },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }],
  },
  {
    id: 'b7-018',
    class: 'history',
    lang: 'en',
    turns: ["recommend me a thriller i haven't seen yet"],
    library: {
      diary: [
        { id: 807, on: '-30d', rating: 9 },
        { id: 274, on: '-60d', rating: 10 },
        { id: 77, on: '-90d', rating: 8 },
      ],
      ratings: [
        [745, 8],
        [1124, 9],
      ],
      likes: [210577],
    },
    checks: [{ atLeast: 3 }, { genreAll: ['Thriller'] }, { noneFrom: 'seen' }],
  },
  {
    id: 'b7-019',
    class: 'history',
    lang: 'en',
    turns: ['what did i watch this past week'],
    library: {
      diary: [
        { id: 2108, on: '-1d' },
        { id: 4951, on: '-4d', rating: 7 },
        { id: 84892, on: '-6d' },
        { id: 207, on: '-15d' },
        { id: 235, on: '-40d' },
      ],
    },
    checks: [{ mentionsAll: [2108, 4951, 84892] }, { neverMentions: [207, 235] }],
  },
  {
    id: 'b7-020',
    class: 'history',
    lang: 'es',
    turns: ['¿qué fue lo último que vi?'],
    library: {
      diary: [
        { id: 1417, on: '-2d', rating: 9 },
        { id: 598, on: '-9d' },
        { id: 637, on: '-25d', rating: 10 },
      ],
    },
    checks: [{ firstMovieIs: 1417 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b7-021',
    class: 'history',
    lang: 'fr',
    turns: ["qu'est-ce que j'ai regardé en mars ?"],
    library: {
      diary: [
        { id: 194, on: 'Y0-03-02', rating: 9 },
        { id: 77338, on: 'Y0-03-27' },
        { id: 101, on: 'Y0-04-11' },
        { id: 129, on: 'Y0-02-14' },
      ],
    },
    checks: [{ mentionsAll: [194, 77338] }, { neverMentions: [101, 129] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b7-022',
    class: 'history',
    lang: 'de',
    turns: ['Welchen Film habe ich am besten bewertet?'],
    library: {
      ratings: [
        [582, 8],
        [613, 7],
        [19, 10],
        [832, 9],
      ],
    },
    checks: [{ firstMovieIs: 19 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b7-023',
    class: 'history',
    lang: 'pt',
    turns: ['quantos filmes eu vi este ano?'],
    library: {
      diary: [
        { id: 598, on: '-3d' },
        { id: 13, on: '-50d' },
        { id: 862, on: '-80d' },
        { id: 238, on: '2024-02-10' },
      ],
    },
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b7-024',
    class: 'history',
    lang: 'it',
    turns: ['consigliami qualcosa dalla mia watchlist, stasera ho voglia di ridere'],
    library: {
      diary: [{ id: 637, on: '-7d', rating: 9 }],
      watchlist: [115, 4638, 120467, 11216, 424],
    },
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { genreAll: ['Comedy'] }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // small-talk
  {
    id: 'b7-025',
    class: 'small-talk',
    lang: 'en',
    turns: ['hi'],
    checks: [{ noMovies: true }, { maxChars: 600 }],
  },
  {
    id: 'b7-026',
    class: 'small-talk',
    lang: 'en',
    turns: ['recommend a comedy', "thanks!! that's perfect"],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'en' }],
  },
  {
    id: 'b7-027',
    class: 'small-talk',
    lang: 'en',
    turns: ['what can you do?'],
    checks: [{ maxChars: 1500 }, { replyLanguage: 'en' }],
  },
  {
    id: 'b7-028',
    class: 'small-talk',
    lang: 'es',
    turns: ['hola! qué tal'],
    checks: [{ noMovies: true }, { maxChars: 600 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b7-029',
    class: 'small-talk',
    lang: 'fr',
    turns: ['merci beaucoup, tu es génial'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b7-030',
    class: 'small-talk',
    lang: 'de',
    turns: ['Wer hat Das Leben der Anderen gedreht?', 'danke dir!'],
    checks: [{ noMovies: true }, { maxChars: 400 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b7-031',
    class: 'small-talk',
    lang: 'en',
    turns: ["you're awesome lol"],
    checks: [{ noMovies: true }, { maxChars: 400 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // identify
  {
    id: 'b7-032',
    class: 'identify',
    lang: 'en',
    turns: ['the movie where a weatherman is stuck living the same day over and over in some small town'],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b7-033',
    class: 'identify',
    lang: 'en',
    turns: [
      'film where the toys come alive when the kid leaves the room and the cowboy doll gets jealous of the new space guy toy',
    ],
    checks: [{ firstMovieIs: 862 }],
  },
  {
    id: 'b7-034',
    class: 'identify',
    lang: 'en',
    turns: ['whats the one where a guy finds out his whole life is a tv show and his town is a set'],
    checks: [{ firstMovieIs: 37165 }],
  },
  {
    id: 'b7-035',
    class: 'identify',
    lang: 'en',
    turns: [
      'old black and white-ish? maybe color. guy in a wheelchair with a broken leg spies on his neighbours through his window and thinks one of them murdered his wife',
    ],
    checks: [{ firstMovieIs: 567 }],
  },
  {
    id: 'b7-036',
    class: 'identify',
    lang: 'en',
    turns: [
      'kid who sees dead people and bruce willis is the doctor trying to help him. what is that called',
    ],
    checks: [{ firstMovieIs: 745 }],
  },
  {
    id: 'b7-037',
    class: 'identify',
    lang: 'en',
    turns: [
      "there's this film where the man can't make new memories so he tattoos notes all over himself to find who killed his wife, and it's told backwards",
    ],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b7-038',
    class: 'identify',
    lang: 'en',
    turns: ['movie where they go into peoples dreams to plant an idea?? ends with a spinning top'],
    checks: [{ firstMovieIs: 27205 }],
  },
  {
    id: 'b7-039',
    class: 'identify',
    lang: 'es',
    turns: [
      'una peli donde un chaval viaja al pasado en un coche que inventó un científico loco y casi hace que sus padres no se conozcan',
    ],
    checks: [{ firstMovieIs: 105 }],
  },
  {
    id: 'b7-040',
    class: 'identify',
    lang: 'es',
    turns: [
      'la de la familia pobre que se va colando a trabajar en la casa de una familia rica, coreana creo',
    ],
    checks: [{ firstMovieIs: 496243 }],
  },
  {
    id: 'b7-041',
    class: 'identify',
    lang: 'fr',
    turns: [
      "c'est quoi le film où un vieux monsieur accroche des milliers de ballons à sa maison pour partir en Amérique du Sud ?",
    ],
    checks: [{ firstMovieIs: 14160 }],
  },
  {
    id: 'b7-042',
    class: 'identify',
    lang: 'de',
    turns: [
      'Wie heißt der Film, wo ein Mann nach einem Flugzeugabsturz jahrelang allein auf einer Insel lebt und mit einem Volleyball redet?',
    ],
    checks: [{ firstMovieIs: 8358 }],
  },
  {
    id: 'b7-043',
    class: 'identify',
    lang: 'pt',
    turns: ['aquele filme em que um rato que sabe cozinhar ajuda um rapaz num restaurante em Paris'],
    checks: [{ firstMovieIs: 2062 }],
  },
  {
    id: 'b7-044',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama quel film dove un padre in un campo di concentramento fa credere al figlio che sia tutto un gioco per vincere un carro armato',
    ],
    checks: [{ firstMovieIs: 637 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // facts
  {
    id: 'b7-045',
    class: 'facts',
    lang: 'en',
    turns: ['who directed pulp fiction'],
    checks: [{ saysDirectorOf: 680 }],
  },
  {
    id: 'b7-046',
    class: 'facts',
    lang: 'en',
    turns: ['how long is interstellar? want to know if i can fit it in tonight'],
    checks: [{ saysRuntimeOf: 157336 }],
  },
  {
    id: 'b7-047',
    class: 'facts',
    lang: 'en',
    turns: ['when did the shawshank redemtion come out'],
    checks: [{ saysYearOf: 278 }],
  },
  {
    id: 'b7-048',
    class: 'facts',
    lang: 'en',
    turns: ["who's in goodfellas"],
    checks: [{ saysCastOf: 769, count: 2 }],
  },
  {
    id: 'b7-049',
    class: 'facts',
    lang: 'en',
    turns: ['gladiater runtime?'],
    checks: [{ saysRuntimeOf: 98 }],
  },
  {
    id: 'b7-050',
    class: 'facts',
    lang: 'en',
    turns: ['who made this one?'],
    movieId: 329865,
    checks: [{ saysDirectorOf: 329865 }],
  },
  {
    id: 'b7-051',
    class: 'facts',
    lang: 'es',
    turns: ['¿quién dirigió El laberinto del fauno?'],
    checks: [{ saysDirectorOf: 1417 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b7-052',
    class: 'facts',
    lang: 'fr',
    turns: ['il dure combien de temps titanic ?'],
    checks: [{ saysRuntimeOf: 597 }],
  },
  {
    id: 'b7-053',
    class: 'facts',
    lang: 'de',
    turns: ['wann kam zurück in die zukunft raus'],
    checks: [{ saysYearOf: 105 }],
  },
  {
    id: 'b7-054',
    class: 'facts',
    lang: 'it',
    turns: ['chi ha diretto il padrino?'],
    checks: [{ saysDirectorOf: 238 }, { replyLanguage: 'it' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // two-people
  {
    id: 'b7-055',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with de niro and pacino together'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b7-056',
    class: 'two-people',
    lang: 'en',
    turns: ['what films have simon pegg AND nick frost in them'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }],
  },
  {
    id: 'b7-057',
    class: 'two-people',
    lang: 'en',
    turns: ['any movies where robert downey jr and chris evans are both in it?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert Downey Jr.' }, { hasCastMember: 'Chris Evans' }],
  },
  {
    id: 'b7-058',
    class: 'two-people',
    lang: 'en',
    turns: ['Tom Hanks in a Spielberg film — which ones are there?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Hanks' }, { directedBy: 'Steven Spielberg' }],
  },
  {
    id: 'b7-059',
    class: 'two-people',
    lang: 'fr',
    turns: ['les films de Scorsese avec DiCaprio ?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Leonardo DiCaprio' }, { directedBy: 'Martin Scorsese' }],
  },
  {
    id: 'b7-060',
    class: 'two-people',
    lang: 'it',
    turns: ['film di Sergio Leone con Clint Eastwood'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Clint Eastwood' }, { directedBy: 'Sergio Leone' }],
  },
  {
    id: 'b7-061',
    class: 'two-people',
    lang: 'de',
    turns: ['In welchen Hitchcock-Filmen spielt James Stewart mit?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'James Stewart' }, { directedBy: 'Alfred Hitchcock' }],
  },
  {
    id: 'b7-062',
    class: 'two-people',
    lang: 'pt',
    turns: ['filmes do Nolan com o Michael Caine'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Michael Caine' }, { directedBy: 'Christopher Nolan' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // likeness
  {
    id: 'b7-063',
    class: 'likeness',
    lang: 'en',
    turns: ['movies like inception'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [27205] },
      { likeSeeds: [27205], share: 0.6 },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b7-064',
    class: 'likeness',
    lang: 'en',
    turns: ['something like the matrix and blade runner'],
    checks: [{ atLeast: 3 }, { excludesMovies: [603, 78] }, { likeSeeds: [603, 78], share: 0.6 }],
  },
  {
    id: 'b7-065',
    class: 'likeness',
    lang: 'en',
    turns: ['like shaun of the dead but not horror, my gf hates horror'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [747] },
      { noGenre: ['Horror'] },
      { genreShare: ['Comedy'], share: 0.6 },
    ],
  },
  {
    id: 'b7-066',
    class: 'likeness',
    lang: 'en',
    turns: ['something like the godfather but newer, like 2000s or later'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [238, 240, 242] },
      { yearBetween: [2000, 2030] },
      { genreShare: ['Crime'], share: 0.6 },
    ],
  },
  {
    id: 'b7-067',
    class: 'likeness',
    lang: 'en',
    turns: ['films like interstellar but shorter pls, that one was way too long for me'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [157336] },
      { shorterThan: 157336 },
      { likeSeeds: [157336], share: 0.6 },
    ],
  },
  {
    id: 'b7-068',
    class: 'likeness',
    lang: 'en',
    turns: ['I loved Knives Out, what else would I like?'],
    checks: [{ atLeast: 3 }, { excludesMovies: [546554] }, { genreShare: ['Mystery', 'Crime'], share: 0.6 }],
  },
  {
    id: 'b7-069',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a Amélie'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [194] },
      { likeSeeds: [194], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b7-070',
    class: 'likeness',
    lang: 'fr',
    turns: ['des films dans le genre du Seigneur des anneaux'],
    checks: [{ atLeast: 3 }, { excludesMovies: [120, 121, 122] }, { likeSeeds: [120], share: 0.6 }],
  },
  {
    id: 'b7-071',
    class: 'likeness',
    lang: 'de',
    turns: ['Etwas wie Sieben, aber ohne Horror bitte'],
    checks: [
      { atLeast: 3 },
      { excludesMovies: [807] },
      { noGenre: ['Horror'] },
      { likeSeeds: [807], share: 0.6 },
    ],
  },
  {
    id: 'b7-072',
    class: 'likeness',
    lang: 'pt',
    turns: ['filmes parecidos com Parasita'],
    checks: [{ atLeast: 3 }, { excludesMovies: [496243] }, { likeSeeds: [496243], share: 0.6 }],
  },
  {
    id: 'b7-073',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa tipo Ritorno al futuro ma più recente'],
    checks: [{ atLeast: 3 }, { excludesMovies: [105] }, { newerThan: 105 }, { likeSeeds: [105], share: 0.6 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // original-language
  {
    id: 'b7-074',
    class: 'original-language',
    lang: 'en',
    turns: ['recommend some foreign films, nothing in english'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }],
  },
  {
    id: 'b7-075',
    class: 'original-language',
    lang: 'en',
    turns: ['only french movies please'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'fr' }],
  },
  {
    id: 'b7-076',
    class: 'original-language',
    lang: 'en',
    turns: ['any good korean films?'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b7-077',
    class: 'original-language',
    lang: 'en',
    turns: ['english language only, i hate subtitles. some good thrillers?'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'en' }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b7-078',
    class: 'original-language',
    lang: 'es',
    turns: ['pelis japonesas de animación'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'ja' }, { genreAll: ['Animation'] }],
  },
  {
    id: 'b7-079',
    class: 'original-language',
    lang: 'fr',
    turns: ['des films italiens à me conseiller ?'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'it' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b7-080',
    class: 'original-language',
    lang: 'de',
    turns: ['Deutsche Filme bitte, also auf Deutsch gedreht'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'de' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // time-budget
  {
    id: 'b7-081',
    class: 'time-budget',
    lang: 'en',
    turns: ['I have 90 minutes, what should i watch'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b7-082',
    class: 'time-budget',
    lang: 'en',
    turns: ['something under 2 hours'],
    checks: [{ atLeast: 3 }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b7-083',
    class: 'time-budget',
    lang: 'en',
    turns: ['only got an hour and a half before bed, something funny'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }],
  },
  {
    id: 'b7-084',
    class: 'time-budget',
    lang: 'en',
    turns: ['give me a long epic, I have all night and snacks'],
    checks: [{ atLeast: 3 }, { runtimeAtLeast: 150 }],
  },
  {
    id: 'b7-085',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo una hora y media, ¿qué veo? algo de acción'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 90 }, { genreAll: ['Action', 'Adventure', 'Thriller'] }],
  },
  {
    id: 'b7-086',
    class: 'time-budget',
    lang: 'fr',
    turns: ['un film de moins de 100 minutes stp'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b7-087',
    class: 'time-budget',
    lang: 'de',
    turns: ['Wir haben heute Abend drei Stunden Zeit, gern was Langes und Episches'],
    checks: [{ atLeast: 3 }, { runtimeAtLeast: 140 }, { runtimeAtMost: 180 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // themes
  {
    id: 'b7-088',
    class: 'themes',
    lang: 'en',
    turns: ['scary movies but no sharks please, going to the beach next week lol'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror', 'Thriller'] }, { themeNone: 'shark' }],
  },
  {
    id: 'b7-089',
    class: 'themes',
    lang: 'en',
    turns: ['anything about time travel?'],
    checks: [{ atLeast: 3 }, { themeShare: 'time|past|future|travel', share: 0.6 }],
  },
  {
    id: 'b7-090',
    class: 'themes',
    lang: 'en',
    turns: ['movies set in space'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'space|planet|galaxy|astronaut|orbit|ship|star|moon|mars', share: 0.6 },
    ],
  },
  {
    id: 'b7-091',
    class: 'themes',
    lang: 'en',
    turns: ["horror but no clowns, i can't do clowns"],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }, { themeNone: 'clown' }],
  },
  {
    id: 'b7-092',
    class: 'themes',
    lang: 'en',
    turns: ['any good robot movies'],
    checks: [{ atLeast: 3 }, { themeShare: 'robot|android|machine|cyborg|artificial|\\bai\\b', share: 0.6 }],
  },
  {
    id: 'b7-093',
    class: 'themes',
    lang: 'en',
    turns: ['a christmas movie to watch with the whole family?'],
    checks: [{ atLeast: 1 }, { themeShare: 'christmas|santa|noël', share: 0.6 }],
  },
  {
    id: 'b7-094',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes sobre boxe'],
    checks: [{ atLeast: 2 }, { themeShare: 'box|fight|\\bring\\b|champion|heavyweight|punch', share: 0.6 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // follow-ups
  {
    id: 'b7-095',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some sci-fi movies', 'the second one?'],
    checks: [{ firstIsNthOfPrevious: 2 }],
  },
  {
    id: 'b7-096',
    class: 'follow-ups',
    lang: 'en',
    turns: ['good crime movies from the 90s', 'anything older?'],
    checks: [
      { atLeast: 1 },
      { yearBetween: [1900, 1989] },
      { genreShare: ['Crime'], share: 0.6 },
      { noneFrom: 'earlier' },
    ],
  },
  {
    id: 'b7-097',
    class: 'follow-ups',
    lang: 'en',
    turns: ['war movies', 'shorter ones, like under 2 hours'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreShare: ['War'], share: 0.6 }],
  },
  {
    id: 'b7-098',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me a few thrillers', 'who directed the first one'],
    checks: [{ saysDirectorOfPrevious: 1 }],
  },
  {
    id: 'b7-099',
    class: 'follow-ups',
    lang: 'en',
    turns: ['movies like jurassic park', 'more like that'],
    checks: [
      { atLeast: 3 },
      { noneFrom: 'earlier' },
      { excludesMovies: [329] },
      { likeSeeds: [329], share: 0.6 },
    ],
  },
  {
    id: 'b7-100',
    class: 'follow-ups',
    lang: 'en',
    turns: ['fantasy movies for a family night', 'which of those is the longest'],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }],
  },
  {
    id: 'b7-101',
    class: 'follow-ups',
    lang: 'en',
    turns: ['show me some westerns', "which one's the shortest, i don't have much time"],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }],
  },
  {
    id: 'b7-102',
    class: 'follow-ups',
    lang: 'en',
    turns: ['who directed jaws', 'what else did he make'],
    checks: [{ atLeast: 3 }, { directedBy: 'Steven Spielberg' }, { excludesMovies: [578] }],
  },
  {
    id: 'b7-103',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiéndame películas de animación', '¿cuánto dura la tercera?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b7-104',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["des films d'horreur", 'lequel est le plus récent ?'],
    checks: [{ firstIsExtremeOfPrevious: 'newest' }],
  },
  {
    id: 'b7-105',
    class: 'follow-ups',
    lang: 'de',
    turns: ['Empfiehl mir ein paar Komödien', 'Wer hat bei der ersten Regie geführt?'],
    checks: [{ saysDirectorOfPrevious: 1 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b7-106',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de guerra', 'e qual é o mais antigo?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }],
  },
  {
    id: 'b7-107',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film di fantascienza', 'altri? non questi'],
    checks: [{ atLeast: 3 }, { noneFrom: 'earlier' }, { genreShare: ['Science Fiction'], share: 0.6 }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // group
  {
    id: 'b7-108',
    class: 'group',
    lang: 'en',
    turns: ['me and my gf tonight, she likes romantic stuff and i like action. something for both of us?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Romance', 'Action'] }],
  },
  {
    id: 'b7-109',
    class: 'group',
    lang: 'en',
    turns: ['movie night with my kids (7 and 10) and my dad who only watches westerns lol. ideas?'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Family', 'Western'] }],
  },
  {
    id: 'b7-110',
    class: 'group',
    lang: 'en',
    turns: ['3 of us watching: one wants horror, one wants comedy, one wants sci fi. help'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Horror', 'Comedy', 'Science Fiction'] }],
  },
  {
    id: 'b7-111',
    class: 'group',
    lang: 'es',
    turns: ['mi novio quiere acción y yo algo más de drama, ¿qué vemos?'],
    checks: [{ atLeast: 1 }, { genreCovers: ['Action', 'Drama'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b7-112',
    class: 'group',
    lang: 'fr',
    turns: ["ce soir avec ma sœur : elle adore les films d'animation, moi c'est plutôt les thrillers"],
    checks: [{ atLeast: 2 }, { genreCovers: ['Animation', 'Thriller'] }],
  },
  {
    id: 'b7-113',
    class: 'group',
    lang: 'it',
    turns: ['io e mia madre: lei ama i musical, io i film di guerra. cosa guardiamo?'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Music', 'War'] }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // reply-language
  {
    id: 'b7-114',
    class: 'reply-language',
    lang: 'pt',
    turns: ['oi, me recomenda um filme de suspense?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Thriller', 'Mystery'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b7-115',
    class: 'reply-language',
    lang: 'it',
    turns: ['Ciao! Cerco un film romantico da vedere stasera con la mia ragazza'],
    checks: [{ atLeast: 1 }, { genreAll: ['Romance'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b7-116',
    class: 'reply-language',
    lang: 'de',
    turns: ['Kannst du mir ein paar gute Dramen empfehlen?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Drama'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b7-117',
    class: 'reply-language',
    lang: 'es',
    turns: ['¿de qué va esta película? ¿merece la pena?'],
    movieId: 603,
    checks: [{ replyLanguage: 'es' }],
  },

  // ------------------------------------------------------------------------------------------------------------
  // markdown
  {
    id: 'b7-118',
    class: 'markdown',
    lang: 'en',
    turns: ['give me 5 classic movies from the 50s as a list'],
    checks: [{ exactly: 5 }, { yearBetween: [1950, 1959] }, { rendersMarkdown: true }],
  },
  {
    id: 'b7-119',
    class: 'markdown',
    lang: 'en',
    turns: ['top 3 animated movies of all time?'],
    checks: [{ exactly: 3 }, { genreAll: ['Animation'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b7-120',
    class: 'markdown',
    lang: 'fr',
    turns: ['donne-moi une liste de films de Hitchcock'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Alfred Hitchcock' },
      { rendersMarkdown: true },
      { replyLanguage: 'fr' },
    ],
  },
];
