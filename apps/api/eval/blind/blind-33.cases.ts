/**
 * Blind chat evaluation, set 33: a tester's sweep of every class, with turns that change course. A QA tester from
 * another company, given only the product brief ("a chat assistant on a movie site that recommends films, answers
 * facts, identifies a film from its plot, talks about your own diary/ratings, picks for a group, and replies in the
 * language you write in"), probes each of the 14 classes about 7 times (mood/genre and the user's own history 8
 * each). Weighted towards 30 conversations of 3 turns that change course at least twice ("horror from the 80s" ->
 * "funny horror" -> "under 100 minutes"), with a reference to the previous answer after every kind of turn: after a
 * person's films ("the 2nd one, how long is it"), after a studio's films, after a fact ("what else did that director
 * make"), after the user's own diary ("of those, which did I rate best") and after a group pick ("who directed the
 * first"). Half the prompts are in English, half in Spanish, French, German, Portuguese and Italian (10 each); 11
 * mix languages the way people write them (an English title or English slang inside another language, a switch of
 * language mid-conversation). Plain requests with an indefinite article ("recommend a scary movie") must list at
 * least 3 films. People are named by surname or with a typo, films by a sloppy title, decades and hours as people
 * say them. 11 cases are signed in with a realistic diary (16-18 entries, ratings, likes, watchlist); 10 are asked
 * on a movie page.
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * HELD-OUT: developers never read these cases or their failures; the set is run for its score only, at the
 * end of a round.
 *
 * As written: held out, scored by the lead at the end of the round.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase, Library } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six reply languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that)|no (?:te )?(?:he )?entend|pas compris|nicht verstanden|não entendi|non ho capito';

/** A science-fiction fan: 16 diary entries over the last five months, likes and a watchlist. */
const SCIFI_FAN: Library = {
  diary: [
    { id: 78, on: '-3d', rating: 9 },
    { id: 264660, on: '-6d', rating: 8 },
    { id: 603, on: '-10d', rating: 10 },
    { id: 329865, on: '-14d', rating: 9 },
    { id: 348, on: '-20d', rating: 8 },
    { id: 1091, on: '-25d', rating: 7 },
    { id: 602, on: '-29d', rating: 4 },
    { id: 137113, on: '-40d', rating: 7 },
    { id: 438631, on: '-50d', rating: 8 },
    { id: 24428, on: '-60d', rating: 5 },
    { id: 862, on: '-70d', rating: 7 },
    { id: 13, on: '-80d', rating: 6 },
    { id: 550, on: '-90d', rating: 8 },
    { id: 680, on: '-100d', rating: 9 },
    { id: 19995, on: '-120d', rating: 3 },
    { id: 11, on: '-150d', rating: 9 },
  ],
  likes: [78, 603, 329865, 348, 62],
  watchlist: [693134, 149, 9323, 152601, 185, 31011, 38],
};

/** A romance and drama lover whose diary runs from January to September of this year. */
const ROMANTIC: Library = {
  diary: [
    { id: 597, on: 'Y0-01-05', rating: 7 },
    { id: 11036, on: 'Y0-01-18', rating: 6 },
    { id: 4348, on: 'Y0-02-02', rating: 8 },
    { id: 313369, on: 'Y0-02-14', rating: 9 },
    { id: 194, on: 'Y0-02-20', rating: 9 },
    { id: 76, on: 'Y0-03-03', rating: 8 },
    { id: 152601, on: 'Y0-03-10', rating: 7 },
    { id: 38, on: 'Y0-03-22', rating: 10 },
    { id: 11216, on: 'Y0-03-29', rating: 9 },
    { id: 666277, on: 'Y0-04-07', rating: 8 },
    { id: 398818, on: 'Y0-04-19', rating: 7 },
    { id: 84892, on: 'Y0-05-02', rating: 6 },
    { id: 289, on: 'Y0-05-16', rating: 9 },
    { id: 804, on: 'Y0-06-01', rating: 8 },
    { id: 114, on: 'Y0-06-12', rating: 5 },
    { id: 621, on: 'Y0-07-04', rating: 4 },
    { id: 12405, on: 'Y0-08-09', rating: 7 },
    { id: 122906, on: 'Y0-09-13', rating: 8 },
  ],
  likes: [38, 313369, 289, 11216, 194],
  watchlist: [770, 164, 369557, 1402],
};

/** A mixed-taste viewer: 16 diary entries over this year and the end of last year, two extra ratings. */
const MIXED_TASTE: Library = {
  diary: [
    { id: 496243, on: '-2d', rating: 9 },
    { id: 419430, on: '-9d', rating: 8 },
    { id: 546554, on: '-15d', rating: 8 },
    { id: 120467, on: '-21d', rating: 9 },
    { id: 293660, on: '-33d', rating: 6 },
    { id: 205321, on: '-47d', rating: 2 },
    { id: 475557, on: '-58d', rating: 7 },
    { id: 530915, on: '-72d', rating: 8 },
    { id: 315635, on: '-95d', rating: 5 },
    { id: 157336, on: '-130d', rating: 10 },
    { id: 872585, on: '-180d', rating: 8 },
    { id: 27205, on: '-260d', rating: 9 },
    { id: 155, on: '2025-11-20', rating: 9 },
    { id: 680, on: '2025-10-02', rating: 8 },
    { id: 9532, on: '2025-08-15', rating: 3 },
    { id: 807, on: '2025-06-01', rating: 9 },
  ],
  ratings: [
    [238, 9],
    [550, 7],
  ],
  likes: [496243, 157336, 120467, 807],
  watchlist: [11324, 1124, 77, 210577, 670],
};

export const BLIND_33_CASES: BlindCase[] = [
  // ---------------------------------------------------------------------------------------------------------
  // mood-genre (8)
  {
    id: 'b33-001',
    class: 'mood-genre',
    lang: 'en',
    turns: ['recommend a scary movie'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror', 'Thriller'] }],
  },
  {
    id: 'b33-002',
    class: 'mood-genre',
    lang: 'en',
    turns: ['got a good thriller?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Thriller'] }],
  },
  {
    id: 'b33-003',
    class: 'mood-genre',
    lang: 'es',
    turns: ['una peli de risa porfa'],
    checks: [{ atLeast: 3 }, { genreAll: ['Comedy'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b33-004',
    class: 'mood-genre',
    lang: 'fr',
    turns: ["t'aurais un truc qui fait flipper pour ce soir ?"],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror', 'Thriller'] }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b33-005',
    class: 'mood-genre',
    lang: 'de',
    turns: ['Kannst du mir einen guten Horror-Film empfehlen?'],
    checks: [{ atLeast: 3 }, { genreAll: ['Horror'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b33-006',
    class: 'mood-genre',
    lang: 'it',
    turns: ["consigliami un film d'animazione"],
    checks: [{ atLeast: 3 }, { genreAll: ['Animation'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b33-007',
    class: 'mood-genre',
    lang: 'en',
    turns: [
      'horror from the 80s',
      'hmm actually i want something funny, like horror but a comedy',
      'only the ones under 100 minutes',
    ],
    checks: [{ atLeast: 1 }, { genreAll: ['Horror'] }, { genreAll: ['Comedy'] }, { runtimeAtMost: 100 }],
  },
  {
    id: 'b33-008',
    class: 'mood-genre',
    lang: 'en',
    turns: ['something chill for a lazy sunday', 'nah, more sci-fi', 'newer stuff please, after 2010'],
    checks: [{ atLeast: 2 }, { genreAll: ['Science Fiction'] }, { yearBetween: [2011, 2026] }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // history: the signed-in user's own diary, ratings, likes and watchlist (8)
  {
    id: 'b33-009',
    class: 'history',
    lang: 'en',
    library: SCIFI_FAN,
    turns: ['what was the last movie i watched?'],
    checks: [{ firstMovieIs: 78 }],
  },
  {
    id: 'b33-010',
    class: 'history',
    lang: 'es',
    library: ROMANTIC,
    turns: ['¿qué pelis vi en marzo?'],
    checks: [
      { mentionsAll: [76, 152601, 38, 11216] },
      { onlyFrom: 'diary' },
      { excludesMovies: [4348, 313369, 194, 666277, 398818] },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b33-011',
    class: 'history',
    lang: 'de',
    library: MIXED_TASTE,
    turns: ['wie viele Filme hab ich dieses Jahr geschaut?'],
    checks: [{ saysDiaryCountThisYear: true }, { replyLanguage: 'de' }],
  },
  {
    id: 'b33-012',
    class: 'history',
    lang: 'fr',
    library: ROMANTIC,
    turns: ["parmi les films que j'ai likés, c'est quoi le plus ancien ?"],
    checks: [{ firstMovieIs: 289 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b33-013',
    class: 'history',
    lang: 'en',
    library: SCIFI_FAN,
    turns: ['something from my watchlist under 2 hours?'],
    checks: [{ atLeast: 1 }, { onlyFrom: 'watchlist' }, { runtimeAtMost: 120 }],
  },
  {
    id: 'b33-014',
    class: 'history',
    lang: 'pt',
    library: MIXED_TASTE,
    turns: ['qual foi o filme que eu dei a pior nota?'],
    checks: [{ firstMovieIs: 205321 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b33-015',
    class: 'history',
    lang: 'it',
    library: ROMANTIC,
    turns: [
      'cosa ho visto ultimamente?',
      'di questi, quale ho votato meglio?',
      'ok, consigliami qualcosa di simile che non ho ancora visto',
    ],
    checks: [
      { atLeast: 1 },
      { noneFrom: 'seen' },
      { genreShare: ['Romance', 'Drama'], share: 0.6 },
      { replyLanguage: 'it' },
    ],
  },
  {
    id: 'b33-016',
    class: 'history',
    lang: 'en',
    library: SCIFI_FAN,
    turns: [
      'what have i watched in the last month?',
      'of those, which did i rate best?',
      'how long is that one?',
    ],
    checks: [{ saysRuntimeOf: 603 }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // small-talk (7)
  {
    id: 'b33-017',
    class: 'small-talk',
    lang: 'en',
    turns: ['hey! what can you do?'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'en' }],
  },
  {
    id: 'b33-018',
    class: 'small-talk',
    lang: 'en',
    turns: ["thanks, you're the best 🙌"],
    checks: [{ noMovies: true }, { notContains: CONFUSED }],
  },
  {
    id: 'b33-019',
    class: 'small-talk',
    lang: 'en',
    turns: ['hi, can you help me pick a movie?'],
    checks: [{ notContains: CONFUSED }, { replyLanguage: 'en' }],
  },
  {
    id: 'b33-020',
    class: 'small-talk',
    lang: 'de',
    turns: ['Hallo!', 'Empfiehl mir eine Komödie', 'danke, das reicht. tschüss!'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'de' }],
  },
  {
    id: 'b33-021',
    class: 'small-talk',
    lang: 'en',
    turns: ["what's the weather gonna be like in madrid tomorrow?"],
    checks: [{ notContains: '\\d+\\s*°' }, { replyLanguage: 'en' }],
  },
  {
    id: 'b33-022',
    class: 'small-talk',
    lang: 'pt',
    turns: ['valeu, você é demais!'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b33-023',
    class: 'small-talk',
    lang: 'it',
    turns: ['ciao!', 'mi consigli un thriller?', 'grazie mille, buona serata'],
    checks: [{ noMovies: true }, { notContains: CONFUSED }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // identify a film from its plot (7)
  {
    id: 'b33-024',
    class: 'identify',
    lang: 'en',
    turns: ['whats the movie where a weatherman keeps waking up on the same day in some small town'],
    checks: [{ firstMovieIs: 137 }],
  },
  {
    id: 'b33-025',
    class: 'identify',
    lang: 'en',
    turns: ["what's that film where the guy can't make new memories and tattoos clues on himself"],
    checks: [{ firstMovieIs: 77 }],
  },
  {
    id: 'b33-026',
    class: 'identify',
    lang: 'fr',
    turns: ["c'est quoi le film où un vieux monsieur s'envole avec sa maison accrochée à des ballons ?"],
    checks: [{ firstMovieIs: 14160 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b33-027',
    class: 'identify',
    lang: 'en',
    turns: ['the one with the giant shark terrorizing a beach town, 70s i think?'],
    checks: [{ firstMovieIs: 578 }],
  },
  {
    id: 'b33-028',
    class: 'identify',
    lang: 'pt',
    turns: ['qual é aquele filme em que o menino diz que vê gente morta?'],
    checks: [{ firstMovieIs: 745 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b33-029',
    class: 'identify',
    lang: 'it',
    turns: [
      'come si chiama quel film giapponese dove una bambina finisce nel mondo degli spiriti e i genitori diventano maiali?',
    ],
    checks: [{ firstMovieIs: 129 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b33-030',
    class: 'identify',
    lang: 'en',
    turns: [
      'theres this movie where a kid hides an alien in his house and they fly across the moon on a bike',
      'who directed it?',
      'what else did he make in the 90s?',
    ],
    checks: [{ atLeast: 2 }, { directedBy: 'Steven Spielberg' }, { yearBetween: [1990, 1999] }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // facts (7)
  {
    id: 'b33-031',
    class: 'facts',
    lang: 'en',
    turns: ['how long is the godfather part two'],
    checks: [{ saysRuntimeOf: 240 }],
  },
  {
    id: 'b33-032',
    class: 'facts',
    lang: 'en',
    movieId: 329,
    turns: ['who directed this one?'],
    checks: [{ saysDirectorOf: 329 }],
  },
  {
    id: 'b33-033',
    class: 'facts',
    lang: 'es',
    turns: ['¿quién sale en 12 monkeys?'],
    checks: [{ saysCastOf: 63, count: 2 }, { replyLanguage: 'es' }],
  },
  {
    id: 'b33-034',
    class: 'facts',
    lang: 'fr',
    movieId: 194,
    turns: ['il est sorti en quelle année ?'],
    checks: [{ saysYearOf: 194 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b33-035',
    class: 'facts',
    lang: 'en',
    turns: ['who directed lord of the rings 2', 'how long is it', 'and the third one?'],
    checks: [{ saysRuntimeOf: 122 }],
  },
  {
    id: 'b33-036',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu Cidade de Deus?', 'quanto tempo dura?', 'e quem tá no elenco?'],
    checks: [{ saysCastOf: 598, count: 2 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b33-037',
    class: 'facts',
    lang: 'de',
    movieId: 238,
    turns: ['Gibt es davon eine Fortsetzung?'],
    checks: [{ mentionsMovie: 240 }, { replyLanguage: 'de' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // two people at once (7)
  {
    id: 'b33-038',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with de niro and pacino together'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Robert De Niro' }, { hasCastMember: 'Al Pacino' }],
  },
  {
    id: 'b33-039',
    class: 'two-people',
    lang: 'en',
    turns: ['anything spielburg directed with tom hanks in it?'],
    checks: [{ atLeast: 2 }, { directedBy: 'Steven Spielberg' }, { hasCastMember: 'Tom Hanks' }],
  },
  {
    id: 'b33-040',
    class: 'two-people',
    lang: 'es',
    turns: [
      'pelis de Scorsese',
      'solo las que sale Di Caprio',
      'y de esas, ¿cuáles duran menos de dos horas y media?',
    ],
    checks: [
      { atLeast: 1 },
      { directedBy: 'Martin Scorsese' },
      { hasCastMember: 'Leonardo DiCaprio' },
      { runtimeAtMost: 150 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b33-041',
    class: 'two-people',
    lang: 'fr',
    turns: ['des films avec Simon Pegg et Nick Frost'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Simon Pegg' },
      { hasCastMember: 'Nick Frost' },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b33-042',
    class: 'two-people',
    lang: 'en',
    turns: ['nolan films with michael caine'],
    checks: [{ atLeast: 3 }, { directedBy: 'Christopher Nolan' }, { hasCastMember: 'Michael Caine' }],
  },
  {
    id: 'b33-043',
    class: 'two-people',
    lang: 'en',
    turns: ['films with harrison ford and carrie fisher'],
    checks: [{ atLeast: 3 }, { hasCastMember: 'Harrison Ford' }, { hasCastMember: 'Carrie Fisher' }],
  },
  {
    id: 'b33-044',
    class: 'two-people',
    lang: 'it',
    turns: ['film con Tom Cruise', "solo quelli dove c'è anche Simon Pegg", 'chi ha diretto il secondo?'],
    checks: [{ saysDirectorOfPrevious: 2 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // likeness (7)
  {
    id: 'b33-045',
    class: 'likeness',
    lang: 'en',
    turns: ['more like inception pls'],
    checks: [{ atLeast: 3 }, { excludesMovies: [27205] }, { likeSeeds: [27205], share: 0.6 }],
  },
  {
    id: 'b33-046',
    class: 'likeness',
    lang: 'en',
    movieId: 1124,
    turns: ['more like this but not so long'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [1124] },
      { shorterThan: 1124 },
      { likeSeeds: [1124], share: 0.5 },
    ],
  },
  {
    id: 'b33-047',
    class: 'likeness',
    lang: 'es',
    turns: ['algo parecido a Toy Story', 'pero más nuevo', 'y que no pase de hora y media'],
    checks: [
      { atLeast: 1 },
      { excludesMovies: [862] },
      { newerThan: 862 },
      { runtimeAtMost: 90 },
      { likeSeeds: [862], share: 0.6 },
      { replyLanguage: 'es' },
    ],
  },
  {
    id: 'b33-048',
    class: 'likeness',
    lang: 'fr',
    turns: ["un truc dans le même mood qu'Amélie Poulain ?"],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [194] },
      { likeSeeds: [194], share: 0.5 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b33-049',
    class: 'likeness',
    lang: 'en',
    library: SCIFI_FAN,
    turns: ['recommend me more like the ones i loved'],
    checks: [{ atLeast: 3 }, { noneFrom: 'seen' }, { genreShare: ['Science Fiction'], share: 0.6 }],
  },
  {
    id: 'b33-050',
    class: 'likeness',
    lang: 'de',
    turns: ['Filme wie Alien', 'lieber was Neueres', 'und höchstens zwei Stunden'],
    checks: [
      { atLeast: 1 },
      { excludesMovies: [348] },
      { newerThan: 348 },
      { runtimeAtMost: 120 },
      { likeSeeds: [348], share: 0.5 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b33-051',
    class: 'likeness',
    lang: 'pt',
    library: MIXED_TASTE,
    turns: [
      'qual filme eu avaliei com a nota mais alta?',
      'me recomenda algo parecido que eu ainda não vi',
      'mas com menos de duas horas',
    ],
    checks: [
      { atLeast: 1 },
      { noneFrom: 'seen' },
      { runtimeAtMost: 120 },
      { likeSeeds: [157336], share: 0.5 },
      { replyLanguage: 'pt' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // original language (7)
  {
    id: 'b33-052',
    class: 'original-language',
    lang: 'en',
    turns: ['any good korean movies?'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b33-053',
    class: 'original-language',
    lang: 'es',
    turns: ['¿alguna peli hablada en español?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b33-054',
    class: 'original-language',
    lang: 'en',
    turns: ['a french film for tonight?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'fr' }],
  },
  {
    id: 'b33-055',
    class: 'original-language',
    lang: 'en',
    movieId: 496243,
    turns: ['more korean films like this one'],
    checks: [{ atLeast: 1 }, { excludesMovies: [496243] }, { originalLanguage: 'ko' }],
  },
  {
    id: 'b33-056',
    class: 'original-language',
    lang: 'en',
    turns: ['must-see italian films?'],
    checks: [{ atLeast: 3 }, { originalLanguage: 'it' }],
  },
  {
    id: 'b33-057',
    class: 'original-language',
    lang: 'en',
    turns: [
      'japanese animated movies',
      'actually no anime, something not in english but live action',
      'from before 2000',
    ],
    checks: [
      { atLeast: 2 },
      { notOriginalLanguage: 'en' },
      { noGenre: ['Animation'] },
      { yearBetween: [1900, 1999] },
    ],
  },
  {
    id: 'b33-058',
    class: 'original-language',
    lang: 'pt',
    turns: ['filmes que não sejam em inglês, tipo foreign films, sabe?'],
    checks: [{ atLeast: 3 }, { notOriginalLanguage: 'en' }, { replyLanguage: 'pt' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // time budget (7)
  {
    id: 'b33-059',
    class: 'time-budget',
    lang: 'en',
    turns: ["i've got an hour and a half, what should i watch"],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }],
  },
  {
    id: 'b33-060',
    class: 'time-budget',
    lang: 'es',
    turns: ['tengo 2h, algo de acción tipo blockbuster'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 120 }, { genreAll: ['Action'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b33-061',
    class: 'time-budget',
    lang: 'de',
    turns: ['Ich hab anderthalb Stunden Zeit, was Lustiges?'],
    checks: [{ atLeast: 2 }, { runtimeAtMost: 90 }, { genreAll: ['Comedy'] }, { replyLanguage: 'de' }],
  },
  {
    id: 'b33-062',
    class: 'time-budget',
    lang: 'en',
    turns: ['got a short movie? like 80 min max'],
    checks: [{ atLeast: 1 }, { runtimeAtMost: 80 }],
  },
  {
    id: 'b33-063',
    class: 'time-budget',
    lang: 'it',
    turns: [
      'stasera ho tempo per un film lungo, anche 3 ore',
      'meglio un film di guerra',
      'ma che duri almeno due ore e mezza',
    ],
    checks: [{ atLeast: 2 }, { runtimeAtLeast: 150 }, { genreAll: ['War'] }, { replyLanguage: 'it' }],
  },
  {
    id: 'b33-064',
    class: 'time-budget',
    lang: 'en',
    turns: [
      'need something for a long flight, like 2 and a half hours or more',
      'make it sci-fi',
      'which of those is the longest?',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'longest' }],
  },
  {
    id: 'b33-065',
    class: 'time-budget',
    lang: 'en',
    movieId: 872585,
    turns: ['this is way too long for tonight, something similar under 2 hours?'],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [872585] },
      { runtimeAtMost: 120 },
      { likeSeeds: [872585], share: 0.5 },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // themes (7)
  {
    id: 'b33-066',
    class: 'themes',
    lang: 'en',
    turns: ['movies about time travel'],
    checks: [{ atLeast: 2 }, { themeShare: 'time|past|future|loop', share: 0.6 }],
  },
  {
    id: 'b33-067',
    class: 'themes',
    lang: 'en',
    turns: ['films about the mafia'],
    checks: [{ atLeast: 2 }, { themeShare: 'mafia|mob|gangster|crime|corleone|family', share: 0.6 }],
  },
  {
    id: 'b33-068',
    class: 'themes',
    lang: 'fr',
    movieId: 157336,
    turns: ["d'autres films sur l'espace comme celui-ci, mais plus anciens"],
    checks: [
      { atLeast: 2 },
      { excludesMovies: [157336] },
      { olderThan: 157336 },
      { themeShare: 'space|astronaut|planet|galaxy|orbit|moon|alien|star', share: 0.5 },
      { replyLanguage: 'fr' },
    ],
  },
  {
    id: 'b33-069',
    class: 'themes',
    lang: 'en',
    turns: ['movies about ww2'],
    checks: [
      { atLeast: 3 },
      { themeShare: 'world war|nazi|war|1940s|hitler|dunkirk|holocaust|d-day|soldier|occupied', share: 0.6 },
    ],
  },
  {
    id: 'b33-070',
    class: 'themes',
    lang: 'en',
    turns: ['any boxing movies?'],
    checks: [{ atLeast: 1 }, { themeShare: 'box|fight', share: 0.5 }],
  },
  {
    id: 'b33-071',
    class: 'themes',
    lang: 'en',
    turns: ['movies about artificial intelligence'],
    checks: [
      { atLeast: 2 },
      {
        themeShare: 'robot|android|artificial|machine|computer|\\bai\\b|program|intelligen|operating system',
        share: 0.5,
      },
    ],
  },
  {
    id: 'b33-072',
    class: 'themes',
    lang: 'en',
    turns: ['movies about prison breaks', 'hmm something lighter, with robots', 'animated ones only'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { themeShare: 'robot', share: 0.6 }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // follow-ups (7)
  {
    id: 'b33-073',
    class: 'follow-ups',
    lang: 'en',
    turns: ['tarantino movies', 'only the ones with samuel l jackson', 'the 2nd one, how long is it'],
    checks: [{ saysRuntimeOfPrevious: 2 }],
  },
  {
    id: 'b33-074',
    class: 'follow-ups',
    lang: 'en',
    turns: ['pixar movies', 'any from before 2005?', 'who directed the second one?'],
    checks: [{ saysDirectorOfPrevious: 2 }],
  },
  {
    id: 'b33-075',
    class: 'follow-ups',
    lang: 'es',
    turns: ['¿quién dirigió Alien?', '¿y qué más ha hecho ese director?', 'de esas, ¿cuál es la más corta?'],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'es' }],
  },
  {
    id: 'b33-076',
    class: 'follow-ups',
    lang: 'fr',
    turns: ["des films d'animation japonais", 'seulement ceux de Miyazaki', 'lequel est le plus ancien ?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b33-077',
    class: 'follow-ups',
    lang: 'de',
    turns: [
      'Wir sind zu viert, zwei wollen Action, zwei lieber Komödie',
      'geht auch was unter 100 Minuten?',
      'wer hat den ersten gedreht?',
    ],
    checks: [{ saysDirectorOfPrevious: 1 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b33-078',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes da Marvel Studios', 'só os de antes de 2016', 'quanto dura o primeiro?'],
    checks: [{ saysRuntimeOfPrevious: 1 }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b33-079',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film con Tom Hanks', 'solo quelli degli anni 90', 'il terzo quanto dura?'],
    checks: [{ saysRuntimeOfPrevious: 3 }, { replyLanguage: 'it' }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // reply language (7)
  {
    id: 'b33-080',
    class: 'reply-language',
    lang: 'es',
    turns: ['hola! me recomiendas una peli de ciencia ficción?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Science Fiction'] }, { replyLanguage: 'es' }],
  },
  {
    id: 'b33-081',
    class: 'reply-language',
    lang: 'fr',
    turns: ['je cherche un feel-good movie pour ce soir'],
    checks: [{ atLeast: 1 }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b33-082',
    class: 'reply-language',
    lang: 'de',
    turns: ['Kannst du mir was richtig Spannendes empfehlen?'],
    checks: [{ atLeast: 1 }, { replyLanguage: 'de' }],
  },
  {
    id: 'b33-083',
    class: 'reply-language',
    lang: 'pt',
    turns: ['me indica um filme de terror'],
    checks: [{ atLeast: 1 }, { genreAll: ['Horror'] }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b33-084',
    class: 'reply-language',
    lang: 'it',
    movieId: 680,
    turns: ['di cosa parla questo film?'],
    checks: [{ replyLanguage: 'it' }],
  },
  {
    id: 'b33-085',
    class: 'reply-language',
    lang: 'en',
    turns: ['recomiéndame una comedia', 'hmm mejor una romántica', 'can you say that in english please?'],
    checks: [{ atLeast: 1 }, { genreAll: ['Romance'] }, { replyLanguage: 'en' }],
  },
  {
    id: 'b33-086',
    class: 'reply-language',
    lang: 'es',
    turns: ['give me a good thriller', 'perdona, mejor en español', 'y que sea de los 90'],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Thriller'] },
      { yearBetween: [1990, 1999] },
      { replyLanguage: 'es' },
    ],
  },

  // ---------------------------------------------------------------------------------------------------------
  // group picks (7)
  {
    id: 'b33-087',
    class: 'group',
    lang: 'en',
    turns: ['movie night with my kids (6 and 9) and my parents, what works for everyone?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Family', 'Animation'] }, { noGenre: ['Horror'] }],
  },
  {
    id: 'b33-088',
    class: 'group',
    lang: 'en',
    turns: ['5 of us tonight, half want horror and half want comedy'],
    checks: [{ atLeast: 2 }, { genreCovers: ['Horror', 'Comedy'] }],
  },
  {
    id: 'b33-089',
    class: 'group',
    lang: 'fr',
    turns: [
      "soirée film avec ma copine : elle adore les films romantiques, moi c'est plutôt l'action",
      'un truc récent, après 2010',
      'lequel est le plus court ?',
    ],
    checks: [{ firstIsExtremeOfPrevious: 'shortest' }, { replyLanguage: 'fr' }],
  },
  {
    id: 'b33-090',
    class: 'group',
    lang: 'de',
    turns: ['Filmabend mit Kollegen, keiner mag Horror – was Lustiges für alle?'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { genreShare: ['Comedy'], share: 0.6 },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b33-091',
    class: 'group',
    lang: 'pt',
    movieId: 862,
    turns: ['algo tipo esse pra ver com meus sobrinhos de 8 anos e minha avó'],
    checks: [
      { atLeast: 1 },
      { excludesMovies: [862] },
      { genreAll: ['Family', 'Animation'] },
      { noGenre: ['Horror'] },
      { replyLanguage: 'pt' },
    ],
  },
  {
    id: 'b33-092',
    class: 'group',
    lang: 'it',
    turns: [
      'siamo in tre: io amo la fantascienza, lei i gialli, lui i cartoni animati',
      'ok ma niente sopra le due ore',
      'chi ha diretto il primo?',
    ],
    checks: [{ saysDirectorOfPrevious: 1 }, { replyLanguage: 'it' }],
  },
  {
    id: 'b33-093',
    class: 'group',
    lang: 'en',
    library: MIXED_TASTE,
    turns: ["my sister's coming over tonight and she hates horror. something i haven't seen yet?"],
    checks: [{ atLeast: 1 }, { noneFrom: 'seen' }, { noGenre: ['Horror'] }],
  },

  // ---------------------------------------------------------------------------------------------------------
  // markdown (7)
  {
    id: 'b33-094',
    class: 'markdown',
    lang: 'en',
    turns: ['list 5 sci-fi classics'],
    checks: [{ exactly: 5 }, { genreAll: ['Science Fiction'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b33-095',
    class: 'markdown',
    lang: 'en',
    turns: ['give me a list of nolan movies with the year'],
    checks: [{ atLeast: 3 }, { directedBy: 'Christopher Nolan' }, { rendersMarkdown: true }],
  },
  {
    id: 'b33-096',
    class: 'markdown',
    lang: 'en',
    turns: ['top 3 westerns, titles only'],
    checks: [{ exactly: 3 }, { genreAll: ['Western'] }, { rendersMarkdown: true }],
  },
  {
    id: 'b33-097',
    class: 'markdown',
    lang: 'de',
    turns: ['Nenn mir 4 Hitchcock-Filme mit Laufzeit'],
    checks: [
      { exactly: 4 },
      { directedBy: 'Alfred Hitchcock' },
      { rendersMarkdown: true },
      { replyLanguage: 'de' },
    ],
  },
  {
    id: 'b33-098',
    class: 'markdown',
    lang: 'pt',
    movieId: 13,
    turns: ['me passa o cast principal em bullet points'],
    checks: [{ saysCastOf: 13, count: 3 }, { rendersMarkdown: true }, { replyLanguage: 'pt' }],
  },
  {
    id: 'b33-099',
    class: 'markdown',
    lang: 'en',
    turns: [
      'best comedies of the 90s',
      'only the ones under 100 min',
      'put them in a numbered list with the year',
    ],
    checks: [
      { atLeast: 1 },
      { genreAll: ['Comedy'] },
      { runtimeAtMost: 100 },
      { yearBetween: [1990, 1999] },
      { rendersMarkdown: true },
    ],
  },
  {
    id: 'b33-100',
    class: 'markdown',
    lang: 'it',
    turns: ['fammi una lista bullet dei film di Kubrick'],
    checks: [
      { atLeast: 3 },
      { directedBy: 'Stanley Kubrick' },
      { rendersMarkdown: true },
      { replyLanguage: 'it' },
    ],
  },
];
