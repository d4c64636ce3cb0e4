/**
 * Blind chat evaluation, set 28: one need, many phrasings. 24 needs, each asked 5 times in genuinely different
 * wordings (word order, verb, slang vs. formal, typos, half sentences, rambling context, question vs. order), at
 * least 2 of the 5 in Spanish, French, German, Portuguese or Italian, with the concrete films, people, genres and
 * years varied between phrasings where the need allows. It measures robustness to wording, not breadth of needs.
 * Weighted: "like this" with a change (5 needs: without its genre, two seeds together, older, shorter, the film
 * on this page), facts (5: director, year, runtime, cast, plot), follow-ups over 2-3 turns (5: "the 2nd one", the
 * oldest of those, "others, I've seen those", narrowing by runtime/year, who directed the first), themes (4: a
 * theme, a theme without a creature, a theme within a genre, a theme within a decade), two people (3: two actors
 * together, an actor with a director, two actors where one is in many films) and original language (2: non-English
 * films of a genre, films originally in one language).
 *
 * Written without reading the assistant's code, its evaluation or any other blind set: only the case format
 * (blind-types.ts), the runner (blind-runner.ts, blind.cli.ts), blind-27's header and the catalog data
 * (packages/catalog/starter and ../shared/data) were read. Every film id was checked against the starter catalog.
 *
 * As written: 93 / 120 on the starter catalog (scored once, 2026-11-30).
 *
 * TUNED-TO: developers may read this set's failures afterwards, so it no longer measures blind generalisation once
 * they have.
 *
 * FROZEN: do not edit these cases to make the assistant pass. Add a new set instead.
 */
import type { BlindCase } from './blind-types.ts';

/** A reply of an assistant that did not understand the request, in the six reply languages. */
const CONFUSED =
  'couldn.t (?:work out|tell|understand|find what)|could not (?:work out|tell|understand)|not sure what (?:kind|you)|' +
  'didn.t (?:understand|get that|catch)|no (?:he |te )?entend|no s[eé] (?:qu[eé]|a qu[eé])|pas (?:bien )?compris|' +
  'nicht (?:ganz )?verstanden|não (?:entendi|percebi)|non ho (?:capito|compreso)';
const NOT_CONFUSED = { notContains: CONFUSED } as const;

/** Robots, androids and artificial minds, as the catalog's overviews put it. */
const ROBOTS = 'robot|android|artificial|cyborg|machine';
/** Outer space, as the catalog's overviews put it. */
const SPACE = 'space|astronaut|planet|galax|orbit|\\bmoon|\\bmars\\b|spaceship|starship';
/** Aliens and other creatures (the user wants space without them). */
const ALIENS = 'alien|extraterrestrial|creature|monster';
/** The mob, the mafia, gangsters. */
const MOB = 'mob\\b|mobster|mafia|gangster|crime family|crime boss|godfather|corleone|wiseguy|cartel|cocaine';

export const BLIND_28_CASES: BlindCase[] = [
  // --- likeness: like X but without its horror (Alien, Jaws, Get Out, Shaun of the Dead, Gremlins) ---
  {
    id: 'b28-001',
    class: 'likeness',
    lang: 'en',
    turns: ['something like Alien but not a horror movie, i get scared way too easily'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [348], share: 0.6 },
      { excludesMovies: [348] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-002',
    class: 'likeness',
    lang: 'en',
    turns: ['Jaws vibes minus the horror part?'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [578], share: 0.6 },
      { excludesMovies: [578] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-003',
    class: 'likeness',
    lang: 'es',
    turns: ['me encanto Get Out pero no quiero nada de terror, q me recomiendas parecido?'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [419430], share: 0.6 },
      { excludesMovies: [419430] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-004',
    class: 'likeness',
    lang: 'fr',
    turns: ["des films dans l'esprit de Shaun of the Dead mais sans l'horreur svp"],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [747], share: 0.6 },
      { excludesMovies: [747] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-005',
    class: 'likeness',
    lang: 'de',
    turns: ['Sowas wie Gremlins, aber bitte ohne Horror, meine Kinder gucken mit'],
    checks: [
      { atLeast: 2 },
      { noGenre: ['Horror'] },
      { likeSeeds: [927], share: 0.6 },
      { excludesMovies: [927] },
      NOT_CONFUSED,
    ],
  },

  // --- likeness: like X and Y together, neither recommended back ---
  {
    id: 'b28-006',
    class: 'likeness',
    lang: 'en',
    turns: ['I loved Inception and The Matrix, what should I watch next that mixes both?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [27205, 603], share: 0.6 },
      { excludesMovies: [27205, 603] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-007',
    class: 'likeness',
    lang: 'en',
    turns: ['something in between heat and the departed'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [949, 1422], share: 0.6 },
      { excludesMovies: [949, 1422] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-008',
    class: 'likeness',
    lang: 'pt',
    turns: ['meus filhos amam Toy Story e Shrek, vc tem algo na mesma linha dos dois?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [862, 808], share: 0.6 },
      { excludesMovies: [862, 808] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-009',
    class: 'likeness',
    lang: 'it',
    turns: ['un film che sia un incrocio tra La città incantata e Harry Potter e la pietra filosofale'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [129, 671], share: 0.6 },
      { excludesMovies: [129, 671] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-010',
    class: 'likeness',
    lang: 'de',
    turns: ['Alien und The Thing fand ich beide mega. Was gibts noch in die Richtung?'],
    checks: [
      { atLeast: 2 },
      { likeSeeds: [348, 1091], share: 0.6 },
      { excludesMovies: [348, 1091] },
      NOT_CONFUSED,
    ],
  },

  // --- likeness: like X but older ---
  {
    id: 'b28-011',
    class: 'likeness',
    lang: 'en',
    turns: ['like interstellar but older'],
    checks: [
      { atLeast: 2 },
      { olderThan: 157336 },
      { likeSeeds: [157336], share: 0.6 },
      { excludesMovies: [157336] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-012',
    class: 'likeness',
    lang: 'en',
    turns: ['Any films similar to The Matrix that came out before it? Want to see what inspired it'],
    checks: [
      { atLeast: 2 },
      { olderThan: 603 },
      { likeSeeds: [603], share: 0.6 },
      { excludesMovies: [603] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-013',
    class: 'likeness',
    lang: 'es',
    turns: ['algo del estilo de Knives Out pero mas antiguo, de antes'],
    checks: [
      { atLeast: 2 },
      { olderThan: 546554 },
      { likeSeeds: [546554], share: 0.6 },
      { excludesMovies: [546554] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-014',
    class: 'likeness',
    lang: 'fr',
    turns: ["j'ai adoré La La Land, t'aurais des films du même genre mais plus anciens ?"],
    checks: [
      { atLeast: 2 },
      { olderThan: 313369 },
      { likeSeeds: [313369], share: 0.6 },
      { excludesMovies: [313369] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-015',
    class: 'likeness',
    lang: 'de',
    turns: ['Filme wie Toy Story, nur älter. Also Klassiker von früher'],
    checks: [
      { atLeast: 2 },
      { olderThan: 862 },
      { likeSeeds: [862], share: 0.6 },
      { excludesMovies: [862] },
      NOT_CONFUSED,
    ],
  },

  // --- likeness: like X but shorter ---
  {
    id: 'b28-016',
    class: 'likeness',
    lang: 'en',
    turns: ['something like lord of the rings fellowship but not 3 hours long lol'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 120 },
      { likeSeeds: [120], share: 0.6 },
      { excludesMovies: [120] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-017',
    class: 'likeness',
    lang: 'en',
    turns: ['My dad wants a movie like The Godfather but he falls asleep in long ones. Shorter please.'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 238 },
      { likeSeeds: [238], share: 0.6 },
      { excludesMovies: [238] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-018',
    class: 'likeness',
    lang: 'es',
    turns: ['Quiero algo tipo Avengers: Endgame pero mas cortito'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 299534 },
      { likeSeeds: [299534], share: 0.6 },
      { excludesMovies: [299534] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-019',
    class: 'likeness',
    lang: 'it',
    turns: ['qualcosa come I sette samurai ma che duri meno, 3 ore e mezza sono troppe'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 346 },
      { likeSeeds: [346], share: 0.6 },
      { excludesMovies: [346] },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-020',
    class: 'likeness',
    lang: 'pt',
    turns: ['tem algum filme parecido com Titanic so que menos longo?'],
    checks: [
      { atLeast: 2 },
      { shorterThan: 597 },
      { likeSeeds: [597], share: 0.6 },
      { excludesMovies: [597] },
      NOT_CONFUSED,
    ],
  },

  // --- likeness: more like the film on this page ---
  {
    id: 'b28-021',
    class: 'likeness',
    lang: 'en',
    movieId: 862,
    turns: ['more like this one'],
    checks: [{ atLeast: 2 }, { likeSeeds: [862], share: 0.6 }, { excludesMovies: [862] }, NOT_CONFUSED],
  },
  {
    id: 'b28-022',
    class: 'likeness',
    lang: 'en',
    movieId: 348,
    turns: ['just finished this, what else is similar?'],
    checks: [{ atLeast: 2 }, { likeSeeds: [348], share: 0.6 }, { excludesMovies: [348] }, NOT_CONFUSED],
  },
  {
    id: 'b28-023',
    class: 'likeness',
    lang: 'es',
    movieId: 289,
    turns: ['hay otras pelis parecidas a esta?'],
    checks: [{ atLeast: 2 }, { likeSeeds: [289], share: 0.6 }, { excludesMovies: [289] }, NOT_CONFUSED],
  },
  {
    id: 'b28-024',
    class: 'likeness',
    lang: 'fr',
    movieId: 949,
    turns: ['Vous pourriez me conseiller des films proches de celui-ci ?'],
    checks: [{ atLeast: 2 }, { likeSeeds: [949], share: 0.6 }, { excludesMovies: [949] }, NOT_CONFUSED],
  },
  {
    id: 'b28-025',
    class: 'likeness',
    lang: 'de',
    movieId: 129,
    turns: ['gibts noch mehr filme in der art wie der hier?'],
    checks: [{ atLeast: 2 }, { likeSeeds: [129], share: 0.6 }, { excludesMovies: [129] }, NOT_CONFUSED],
  },

  // --- facts: who directed X (Jaws, Parasite, Amélie, Pulp Fiction, Blade Runner) ---
  {
    id: 'b28-026',
    class: 'facts',
    lang: 'en',
    turns: ['who directed jaws'],
    checks: [{ saysDirectorOf: 578 }, NOT_CONFUSED],
  },
  {
    id: 'b28-027',
    class: 'facts',
    lang: 'en',
    turns: ["Parasite - who's the director again? it's on the tip of my tongue"],
    checks: [{ saysDirectorOf: 496243 }, NOT_CONFUSED],
  },
  {
    id: 'b28-028',
    class: 'facts',
    lang: 'fr',
    turns: ["c'est qui le réalisateur d'Amélie Poulain ?"],
    checks: [{ saysDirectorOf: 194 }, NOT_CONFUSED],
  },
  {
    id: 'b28-029',
    class: 'facts',
    lang: 'pt',
    turns: ['quem dirigiu pulp fiction?'],
    checks: [{ saysDirectorOf: 680 }, NOT_CONFUSED],
  },
  {
    id: 'b28-030',
    class: 'facts',
    lang: 'de',
    turns: ['Von wem ist eigentlich Blade Runner? Also wer hat da Regie geführt'],
    checks: [{ saysDirectorOf: 78 }, NOT_CONFUSED],
  },

  // --- facts: what year X came out (Casablanca, The Matrix, Titanic, Back to the Future, Spirited Away) ---
  {
    id: 'b28-031',
    class: 'facts',
    lang: 'en',
    turns: ['what year did casablanca come out'],
    checks: [{ saysYearOf: 289 }, NOT_CONFUSED],
  },
  {
    id: 'b28-032',
    class: 'facts',
    lang: 'en',
    turns: ['The Matrix release year?'],
    checks: [{ saysYearOf: 603 }, NOT_CONFUSED],
  },
  {
    id: 'b28-033',
    class: 'facts',
    lang: 'es',
    turns: ['en que año salio Titanic? mi novia dice q en el 98 y yo q antes'],
    checks: [{ saysYearOf: 597 }, NOT_CONFUSED],
  },
  {
    id: 'b28-034',
    class: 'facts',
    lang: 'it',
    turns: ['di che anno è Ritorno al futuro?'],
    checks: [{ saysYearOf: 105 }, NOT_CONFUSED],
  },
  {
    id: 'b28-035',
    class: 'facts',
    lang: 'de',
    turns: ['wann kam chihiros reise ins zauberland raus'],
    checks: [{ saysYearOf: 129 }, NOT_CONFUSED],
  },

  // --- facts: how long X runs (Oppenheimer, Inception, The Lion King, Seven Samurai, Gone with the Wind) ---
  {
    id: 'b28-036',
    class: 'facts',
    lang: 'en',
    turns: ['how long is oppenheimer'],
    checks: [{ saysRuntimeOf: 872585 }, NOT_CONFUSED],
  },
  {
    id: 'b28-037',
    class: 'facts',
    lang: 'en',
    turns: ["What's the runtime of Inception? Need to know if we can fit it in before 11"],
    checks: [{ saysRuntimeOf: 27205 }, NOT_CONFUSED],
  },
  {
    id: 'b28-038',
    class: 'facts',
    lang: 'es',
    turns: ['cuanto dura el rey leon?'],
    checks: [{ saysRuntimeOf: 8587 }, NOT_CONFUSED],
  },
  {
    id: 'b28-039',
    class: 'facts',
    lang: 'fr',
    turns: ['Les Sept Samouraïs, ça fait combien de temps ?'],
    checks: [{ saysRuntimeOf: 346 }, NOT_CONFUSED],
  },
  {
    id: 'b28-040',
    class: 'facts',
    lang: 'pt',
    turns: ['qual a duração de E o Vento Levou? dizem q é enorme'],
    checks: [{ saysRuntimeOf: 770 }, NOT_CONFUSED],
  },

  // --- facts: who stars in X (Pulp Fiction, Forrest Gump, The Godfather, Heat, The Grand Budapest Hotel) ---
  {
    id: 'b28-041',
    class: 'facts',
    lang: 'en',
    turns: ["who's in pulp fiction"],
    checks: [{ saysCastOf: 680, count: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b28-042',
    class: 'facts',
    lang: 'en',
    turns: ['Can you tell me the main actors of Forrest Gump?'],
    checks: [{ saysCastOf: 13, count: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b28-043',
    class: 'facts',
    lang: 'it',
    turns: ['chi recita nel Padrino?'],
    checks: [{ saysCastOf: 238, count: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b28-044',
    class: 'facts',
    lang: 'de',
    turns: ['wer spielt bei Heat mit?'],
    checks: [{ saysCastOf: 949, count: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b28-045',
    class: 'facts',
    lang: 'es',
    turns: ['el reparto de El gran hotel Budapest cual es?'],
    checks: [{ saysCastOf: 120467, count: 2 }, NOT_CONFUSED],
  },

  // --- facts: what X is about (Arrival, The Truman Show, Groundhog Day, Memento, Coco) ---
  {
    id: 'b28-046',
    class: 'facts',
    lang: 'en',
    turns: ['what is arrival about'],
    checks: [{ firstMovieIs: 329865 }, NOT_CONFUSED],
  },
  {
    id: 'b28-047',
    class: 'facts',
    lang: 'en',
    turns: ['Give me the plot of The Truman Show, no spoilers pls'],
    checks: [{ firstMovieIs: 37165 }, NOT_CONFUSED],
  },
  {
    id: 'b28-048',
    class: 'facts',
    lang: 'fr',
    turns: ['ça parle de quoi Un jour sans fin ?'],
    checks: [{ firstMovieIs: 137 }, NOT_CONFUSED],
  },
  {
    id: 'b28-049',
    class: 'facts',
    lang: 'es',
    turns: ['de que va Memento? me la recomendaron pero no se nada'],
    checks: [{ firstMovieIs: 77 }, NOT_CONFUSED],
  },
  {
    id: 'b28-050',
    class: 'facts',
    lang: 'pt',
    turns: ['qual é a história de Coco?'],
    checks: [{ firstMovieIs: 354912 }, NOT_CONFUSED],
  },

  // --- two people: films with actor A and actor B together (each pair shares 2+ films) ---
  {
    id: 'b28-051',
    class: 'two-people',
    lang: 'en',
    turns: ['movies with both de niro and pacino'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Robert De Niro' },
      { hasCastMember: 'Al Pacino' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-052',
    class: 'two-people',
    lang: 'en',
    turns: ['What have Simon Pegg and Nick Frost done together?'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Simon Pegg' }, { hasCastMember: 'Nick Frost' }, NOT_CONFUSED],
  },
  {
    id: 'b28-053',
    class: 'two-people',
    lang: 'es',
    turns: ['pelis donde salgan Tom Hanks y Tim Allen juntos'],
    checks: [{ atLeast: 2 }, { hasCastMember: 'Tom Hanks' }, { hasCastMember: 'Tim Allen' }, NOT_CONFUSED],
  },
  {
    id: 'b28-054',
    class: 'two-people',
    lang: 'fr',
    turns: ['les films où jouent à la fois Humphrey Bogart et Peter Lorre'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Humphrey Bogart' },
      { hasCastMember: 'Peter Lorre' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-055',
    class: 'two-people',
    lang: 'de',
    turns: ['In welchen Filmen spielen Christian Bale und Michael Caine zusammen?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Christian Bale' },
      { hasCastMember: 'Michael Caine' },
      NOT_CONFUSED,
    ],
  },

  // --- two people: actor A in a film by director D ---
  {
    id: 'b28-056',
    class: 'two-people',
    lang: 'en',
    turns: ['dicaprio movies directed by scorsese'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Leonardo DiCaprio' },
      { directedBy: 'Martin Scorsese' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-057',
    class: 'two-people',
    lang: 'en',
    turns: ['Which Hitchcock films have James Stewart in them?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'James Stewart' },
      { directedBy: 'Alfred Hitchcock' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-058',
    class: 'two-people',
    lang: 'pt',
    turns: ['filmes do Spielberg com o Tom Hanks'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Tom Hanks' },
      { directedBy: 'Steven Spielberg' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-059',
    class: 'two-people',
    lang: 'it',
    turns: ['in quali film di Tarantino recita Uma Thurman?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Uma Thurman' },
      { directedBy: 'Quentin Tarantino' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-060',
    class: 'two-people',
    lang: 'es',
    turns: ['las de Sergio Leone en las que sale Clint Eastwood, cuales son?'],
    checks: [
      { atLeast: 2 },
      { hasCastMember: 'Clint Eastwood' },
      { directedBy: 'Sergio Leone' },
      NOT_CONFUSED,
    ],
  },

  // --- two people: two actors where one of them is in many films (only the shared film counts) ---
  {
    id: 'b28-061',
    class: 'two-people',
    lang: 'en',
    turns: ['tom cruise and val kilmer in the same movie?'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Tom Cruise' }, { hasCastMember: 'Val Kilmer' }, NOT_CONFUSED],
  },
  {
    id: 'b28-062',
    class: 'two-people',
    lang: 'en',
    turns: ['I want a film with Tom Hanks AND Matt Damon in it, not just any Tom Hanks film'],
    checks: [{ atLeast: 1 }, { hasCastMember: 'Tom Hanks' }, { hasCastMember: 'Matt Damon' }, NOT_CONFUSED],
  },
  {
    id: 'b28-063',
    class: 'two-people',
    lang: 'fr',
    turns: ['un film avec Harrison Ford et Sean Connery ensemble'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Harrison Ford' },
      { hasCastMember: 'Sean Connery' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-064',
    class: 'two-people',
    lang: 'de',
    turns: ['gibts nen film wo DiCaprio und Kate Winslet beide mitspielen'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Leonardo DiCaprio' },
      { hasCastMember: 'Kate Winslet' },
      NOT_CONFUSED,
    ],
  },
  {
    id: 'b28-065',
    class: 'two-people',
    lang: 'it',
    turns: ['cerco un film con Morgan Freeman e Brad Pitt insieme'],
    checks: [
      { atLeast: 1 },
      { hasCastMember: 'Morgan Freeman' },
      { hasCastMember: 'Brad Pitt' },
      NOT_CONFUSED,
    ],
  },

  // --- themes: films about robots and artificial minds ---
  {
    id: 'b28-066',
    class: 'themes',
    lang: 'en',
    turns: ['movies about robots'],
    checks: [{ atLeast: 2 }, { themeShare: ROBOTS, share: 0.5 }, NOT_CONFUSED],
  },
  {
    id: 'b28-067',
    class: 'themes',
    lang: 'en',
    turns: ["I'm into anything with androids or artificial intelligence, got recs?"],
    checks: [{ atLeast: 2 }, { themeShare: ROBOTS, share: 0.5 }, NOT_CONFUSED],
  },
  {
    id: 'b28-068',
    class: 'themes',
    lang: 'es',
    turns: ['peliculas de robots porfa'],
    checks: [{ atLeast: 2 }, { themeShare: ROBOTS, share: 0.5 }, NOT_CONFUSED],
  },
  {
    id: 'b28-069',
    class: 'themes',
    lang: 'fr',
    turns: ["des films sur les robots ou l'intelligence artificielle ?"],
    checks: [{ atLeast: 2 }, { themeShare: ROBOTS, share: 0.5 }, NOT_CONFUSED],
  },
  {
    id: 'b28-070',
    class: 'themes',
    lang: 'de',
    turns: ['Zeig mir Filme, in denen Roboter vorkommen'],
    checks: [{ atLeast: 2 }, { themeShare: ROBOTS, share: 0.5 }, NOT_CONFUSED],
  },

  // --- themes: space, but without aliens or creatures ---
  {
    id: 'b28-071',
    class: 'themes',
    lang: 'en',
    turns: ['space movies but no aliens pls'],
    checks: [{ atLeast: 2 }, { themeShare: SPACE, share: 0.5 }, { themeNone: ALIENS }, NOT_CONFUSED],
  },
  {
    id: 'b28-072',
    class: 'themes',
    lang: 'en',
    turns: [
      'Looking for films set in outer space, astronauts etc. Nothing with monsters or aliens though, my son hates those.',
    ],
    checks: [{ atLeast: 2 }, { themeShare: SPACE, share: 0.5 }, { themeNone: ALIENS }, NOT_CONFUSED],
  },
  {
    id: 'b28-073',
    class: 'themes',
    lang: 'es',
    turns: ['pelis del espacio sin extraterrestres'],
    checks: [{ atLeast: 2 }, { themeShare: SPACE, share: 0.5 }, { themeNone: ALIENS }, NOT_CONFUSED],
  },
  {
    id: 'b28-074',
    class: 'themes',
    lang: 'it',
    turns: ['film ambientati nello spazio ma senza alieni'],
    checks: [{ atLeast: 2 }, { themeShare: SPACE, share: 0.5 }, { themeNone: ALIENS }, NOT_CONFUSED],
  },
  {
    id: 'b28-075',
    class: 'themes',
    lang: 'de',
    turns: ['Weltraumfilme ohne Aliens oder Monster bitte'],
    checks: [{ atLeast: 2 }, { themeShare: SPACE, share: 0.5 }, { themeNone: ALIENS }, NOT_CONFUSED],
  },

  // --- themes: a theme within a genre (war films about Vietnam) ---
  {
    id: 'b28-076',
    class: 'themes',
    lang: 'en',
    turns: ['vietnam war movies'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { themeShare: 'vietnam', share: 0.6 }, NOT_CONFUSED],
  },
  {
    id: 'b28-077',
    class: 'themes',
    lang: 'en',
    turns: ['Recommend me some war films set during the Vietnam War.'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { themeShare: 'vietnam', share: 0.6 }, NOT_CONFUSED],
  },
  {
    id: 'b28-078',
    class: 'themes',
    lang: 'pt',
    turns: ['filmes de guerra sobre o Vietnã'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { themeShare: 'vietnam', share: 0.6 }, NOT_CONFUSED],
  },
  {
    id: 'b28-079',
    class: 'themes',
    lang: 'fr',
    turns: ['je cherche des films de guerre sur le Vietnam'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { themeShare: 'vietnam', share: 0.6 }, NOT_CONFUSED],
  },
  {
    id: 'b28-080',
    class: 'themes',
    lang: 'de',
    turns: ['Kriegsfilme über Vietnam, was habt ihr da?'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { themeShare: 'vietnam', share: 0.6 }, NOT_CONFUSED],
  },

  // --- themes: a theme within a decade (the mob, in the 90s or the 70s) ---
  {
    id: 'b28-081',
    class: 'themes',
    lang: 'en',
    turns: ['mafia movies from the 90s'],
    checks: [{ atLeast: 2 }, { yearBetween: [1990, 1999] }, { themeShare: MOB, share: 0.5 }, NOT_CONFUSED],
  },
  {
    id: 'b28-082',
    class: 'themes',
    lang: 'en',
    turns: ['gangster films, 70s only'],
    checks: [{ atLeast: 1 }, { yearBetween: [1970, 1979] }, { themeShare: MOB, share: 0.5 }, NOT_CONFUSED],
  },
  {
    id: 'b28-083',
    class: 'themes',
    lang: 'es',
    turns: ['pelis de mafiosos de los años 90'],
    checks: [{ atLeast: 2 }, { yearBetween: [1990, 1999] }, { themeShare: MOB, share: 0.5 }, NOT_CONFUSED],
  },
  {
    id: 'b28-084',
    class: 'themes',
    lang: 'it',
    turns: ['film sulla mafia usciti negli anni settanta'],
    checks: [{ atLeast: 1 }, { yearBetween: [1970, 1979] }, { themeShare: MOB, share: 0.5 }, NOT_CONFUSED],
  },
  {
    id: 'b28-085',
    class: 'themes',
    lang: 'de',
    turns: ['Mafiafilme aus den Neunzigern?'],
    checks: [{ atLeast: 2 }, { yearBetween: [1990, 1999] }, { themeShare: MOB, share: 0.5 }, NOT_CONFUSED],
  },

  // --- follow-ups: details of "the 2nd one" ---
  {
    id: 'b28-086',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend some sci-fi movies', 'tell me more about the second one'],
    checks: [{ firstIsNthOfPrevious: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b28-087',
    class: 'follow-ups',
    lang: 'en',
    turns: ['good westerns?', "what's #2 about"],
    checks: [{ firstIsNthOfPrevious: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b28-088',
    class: 'follow-ups',
    lang: 'es',
    turns: ['recomiendame pelis de animacion', 'y la segunda de que va?'],
    checks: [{ firstIsNthOfPrevious: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b28-089',
    class: 'follow-ups',
    lang: 'de',
    turns: ['ein paar gute Thriller bitte', 'Erzähl mir mehr über den zweiten'],
    checks: [{ firstIsNthOfPrevious: 2 }, NOT_CONFUSED],
  },
  {
    id: 'b28-090',
    class: 'follow-ups',
    lang: 'it',
    turns: ['consigliami qualche commedia romantica', 'e la seconda? di cosa parla?'],
    checks: [{ firstIsNthOfPrevious: 2 }, NOT_CONFUSED],
  },

  // --- follow-ups: which of those is the oldest ---
  {
    id: 'b28-091',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some crime movies please', 'which of those is the oldest?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, NOT_CONFUSED],
  },
  {
    id: 'b28-092',
    class: 'follow-ups',
    lang: 'en',
    turns: ['list a few war films', 'ok and which one came out first'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, NOT_CONFUSED],
  },
  {
    id: 'b28-093',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des comédies à voir ?', 'laquelle est la plus ancienne ?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, NOT_CONFUSED],
  },
  {
    id: 'b28-094',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me indica uns filmes de fantasia', 'qual desses é o mais velho?'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, NOT_CONFUSED],
  },
  {
    id: 'b28-095',
    class: 'follow-ups',
    lang: 'es',
    turns: ['quiero ver algo de misterio', 'de esas cual es la mas antigua'],
    checks: [{ firstIsExtremeOfPrevious: 'oldest' }, NOT_CONFUSED],
  },

  // --- follow-ups: others, I've seen those ---
  {
    id: 'b28-096',
    class: 'follow-ups',
    lang: 'en',
    turns: ['horror movies', 'seen all of those, others?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Horror'] }, { noneFrom: 'earlier' }, NOT_CONFUSED],
  },
  {
    id: 'b28-097',
    class: 'follow-ups',
    lang: 'en',
    turns: [
      'can you suggest a few westerns',
      "I've already watched every one of them. Got any different ones?",
    ],
    checks: [{ atLeast: 2 }, { genreAll: ['Western'] }, { noneFrom: 'earlier' }, NOT_CONFUSED],
  },
  {
    id: 'b28-098',
    class: 'follow-ups',
    lang: 'es',
    turns: ['pelis animadas para ver con mi sobrino', 'esas ya las vimos todas, tienes otras?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { noneFrom: 'earlier' }, NOT_CONFUSED],
  },
  {
    id: 'b28-099',
    class: 'follow-ups',
    lang: 'de',
    turns: ['Komödien bitte', 'die kenn ich schon alle, noch andere?'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { noneFrom: 'earlier' }, NOT_CONFUSED],
  },
  {
    id: 'b28-100',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['filmes de guerra', 'ja vi esses, manda outros'],
    checks: [{ atLeast: 2 }, { genreAll: ['War'] }, { noneFrom: 'earlier' }, NOT_CONFUSED],
  },

  // --- follow-ups: narrowing the last list by runtime or year ---
  {
    id: 'b28-101',
    class: 'follow-ups',
    lang: 'en',
    turns: ['some sci-fi films', 'only the ones under 2 hours'],
    checks: [{ atLeast: 1 }, { genreAll: ['Science Fiction'] }, { runtimeAtMost: 120 }, NOT_CONFUSED],
  },
  {
    id: 'b28-102',
    class: 'follow-ups',
    lang: 'en',
    turns: ['recommend me dramas', 'hmm just stuff from 2010 onwards'],
    checks: [{ atLeast: 1 }, { genreAll: ['Drama'] }, { yearBetween: [2010, 2030] }, NOT_CONFUSED],
  },
  {
    id: 'b28-103',
    class: 'follow-ups',
    lang: 'es',
    turns: ['peliculas de aventuras', 'solo las que duren menos de hora y media'],
    checks: [{ atLeast: 1 }, { genreAll: ['Adventure'] }, { runtimeAtMost: 90 }, NOT_CONFUSED],
  },
  {
    id: 'b28-104',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des thrillers ?', "garde seulement ceux d'avant 1980"],
    checks: [{ atLeast: 1 }, { genreAll: ['Thriller'] }, { yearBetween: [1900, 1979] }, NOT_CONFUSED],
  },
  {
    id: 'b28-105',
    class: 'follow-ups',
    lang: 'it',
    turns: ['film d azione', 'solo quelli sotto i 100 minuti'],
    checks: [{ atLeast: 1 }, { genreAll: ['Action'] }, { runtimeAtMost: 100 }, NOT_CONFUSED],
  },

  // --- follow-ups: who directed the first one ---
  {
    id: 'b28-106',
    class: 'follow-ups',
    lang: 'en',
    turns: ['family movies for tonight', 'who directed the first one?'],
    checks: [{ saysDirectorOfPrevious: 1 }, NOT_CONFUSED],
  },
  {
    id: 'b28-107',
    class: 'follow-ups',
    lang: 'en',
    turns: ['any good mystery films', 'the top one on your list, who made it'],
    checks: [{ saysDirectorOfPrevious: 1 }, NOT_CONFUSED],
  },
  {
    id: 'b28-108',
    class: 'follow-ups',
    lang: 'pt',
    turns: ['me recomenda uns dramas', 'quem é o diretor do primeiro?'],
    checks: [{ saysDirectorOfPrevious: 1 }, NOT_CONFUSED],
  },
  {
    id: 'b28-109',
    class: 'follow-ups',
    lang: 'fr',
    turns: ['des films de science-fiction ?', "le premier, c'est de qui ?"],
    checks: [{ saysDirectorOfPrevious: 1 }, NOT_CONFUSED],
  },
  {
    id: 'b28-110',
    class: 'follow-ups',
    lang: 'de',
    turns: ['empfiehl mir ein paar Krimis', 'Wer hat beim ersten Regie geführt?'],
    checks: [{ saysDirectorOfPrevious: 1 }, NOT_CONFUSED],
  },

  // --- original language: only non-English films of a genre ---
  {
    id: 'b28-111',
    class: 'original-language',
    lang: 'en',
    turns: ['non-english animated movies'],
    checks: [{ atLeast: 2 }, { genreAll: ['Animation'] }, { notOriginalLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b28-112',
    class: 'original-language',
    lang: 'en',
    turns: ["Foreign-language thrillers? I don't mind subtitles, just nothing originally in English."],
    checks: [{ atLeast: 2 }, { genreAll: ['Thriller'] }, { notOriginalLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b28-113',
    class: 'original-language',
    lang: 'es',
    turns: ['comedias q no sean en ingles'],
    checks: [{ atLeast: 2 }, { genreAll: ['Comedy'] }, { notOriginalLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b28-114',
    class: 'original-language',
    lang: 'fr',
    turns: ['des drames étrangers, pas en anglais'],
    checks: [{ atLeast: 2 }, { genreAll: ['Drama'] }, { notOriginalLanguage: 'en' }, NOT_CONFUSED],
  },
  {
    id: 'b28-115',
    class: 'original-language',
    lang: 'de',
    turns: ['Western, aber keine amerikanischen/englischsprachigen, sondern andere Sprachen'],
    checks: [{ atLeast: 2 }, { genreAll: ['Western'] }, { notOriginalLanguage: 'en' }, NOT_CONFUSED],
  },

  // --- original language: only films originally in one language ---
  {
    id: 'b28-116',
    class: 'original-language',
    lang: 'en',
    turns: ['japanese movies only'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'ja' }, NOT_CONFUSED],
  },
  {
    id: 'b28-117',
    class: 'original-language',
    lang: 'en',
    turns: ["I'm learning French, can you suggest films originally made in French?"],
    checks: [{ atLeast: 2 }, { originalLanguage: 'fr' }, NOT_CONFUSED],
  },
  {
    id: 'b28-118',
    class: 'original-language',
    lang: 'es',
    turns: ['alguna peli hablada en español?'],
    checks: [{ atLeast: 1 }, { originalLanguage: 'es' }, NOT_CONFUSED],
  },
  {
    id: 'b28-119',
    class: 'original-language',
    lang: 'it',
    turns: ['film in lingua originale italiana'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'it' }, NOT_CONFUSED],
  },
  {
    id: 'b28-120',
    class: 'original-language',
    lang: 'de',
    turns: ['Deutschsprachige Filme, also im Original auf Deutsch'],
    checks: [{ atLeast: 2 }, { originalLanguage: 'de' }, NOT_CONFUSED],
  },
];
