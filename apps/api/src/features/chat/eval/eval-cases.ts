/**
 * Everyday requests to the assistant with machine checks of the answer. Movies are named by TMDB id (present in
 * both the starter catalog and the imported dataset); every expected fact is read from the catalog at run time.
 */
import {
  atLeast,
  certifiedAtMost,
  comparesByRating,
  credits,
  genreShare,
  noGenre,
  noKeywords,
  none,
  noRepeats,
  originalLanguage,
  runtimeAtLeast,
  runtimeAtMost,
  says,
  saysNot,
  spanish,
  statesFact,
  yearBefore,
  yearsBetween,
  type Check,
} from './eval-checks.ts';

export interface EvalCase {
  /** Earlier user messages of the conversation (each answered live first), then the prompt checked. */
  turns: string[];
  /** The movie page the user is on. */
  movieId?: number;
  /** The movie(s) a question is about, for fact checks. */
  about?: number[];
  checks: Check[];
  /** Part of the short run kept in CI. */
  short?: boolean;
}

const ALIEN = 348;
const TITANIC = 597;
const INTERSTELLAR = 157336;
const FIGHT_CLUB = 550;
const THE_MATRIX = 603;
const INCEPTION = 27205;
const THE_GODFATHER = 238;
const TOY_STORY = 862;
const FORREST_GUMP = 13;
const THE_DARK_KNIGHT = 155;

const GORE = ['gore', 'splatter', 'torture', 'cannibal', 'slasher', 'dismemberment'];
const directors = (facts: { directors: { name: string }[] }) =>
  facts.directors.map((director) => director.name);
const recommends = (count = 3) => atLeast(count);

export const EVAL_CASES: EvalCase[] = [
  // Moods, genres, runtime, years, language, audience, negation.
  {
    turns: ['something cozy for a rainy sunday'],
    checks: [recommends(), noGenre('Horror', 'War', 'Thriller')],
    short: true,
  },
  {
    turns: ['a short comedy under 100 minutes'],
    checks: [recommends(), genreShare(['Comedy']), runtimeAtMost(100)],
    short: true,
  },
  {
    turns: ['a french film'],
    checks: [recommends(), originalLanguage('fr'), saysNot(/Dawn French|anyone called/)],
    short: true,
  },
  {
    turns: [
      'My girlfriend and I want a date night movie tonight, something with great acting and a good story, nothing too sad',
    ],
    checks: [recommends(), genreShare(['Romance'], 0.6), saysNot(/anyone called/)],
    short: true,
  },
  {
    turns: ['scary movies from the 80s'],
    checks: [recommends(), genreShare(['Horror']), yearsBetween(1980, 1989)],
  },
  { turns: ['any good sci-fi?'], checks: [recommends(), genreShare(['Science Fiction'])] },
  { turns: ['what came out in 1994?'], checks: [recommends(), yearsBetween(1994, 1994)] },
  { turns: ['movies with Tom Hanks'], checks: [recommends(), credits('Tom Hanks', 'cast')], short: true },
  {
    turns: ['anything directed by scorsese?'],
    checks: [recommends(1), credits('Martin Scorsese', 'director')],
  },
  {
    turns: ['films directed by Christopher Nolan'],
    checks: [recommends(2), credits('Christopher Nolan', 'director')],
    short: true,
  },
  {
    turns: ['something for kids aged 8'],
    checks: [
      recommends(),
      genreShare(['Family', 'Animation']),
      noGenre('Horror'),
      certifiedAtMost(['G', 'PG']),
    ],
    short: true,
  },
  {
    turns: ['a movie to watch with my parents'],
    checks: [recommends(), noGenre('Horror'), certifiedAtMost(['G', 'PG', 'PG-13'])],
  },
  {
    turns: ['action movies, not too violent'],
    checks: [recommends(), genreShare(['Action']), noKeywords(...GORE)],
  },
  { turns: ['nothing gory, something exciting'], checks: [recommends(), noGenre('Horror')] },
  { turns: ['a heist with a twist'], checks: [recommends(), genreShare(['Crime'])], short: true },
  { turns: ['toys come alive'], checks: [recommends(1), says(/Toy Story/)], short: true },
  { turns: ['best sci-fi of all time'], checks: [recommends(), genreShare(['Science Fiction'])] },
  { turns: ['classic westerns'], checks: [recommends(1), genreShare(['Western']), yearBefore(1980)] },
  {
    turns: ['a japanese animated movie'],
    checks: [recommends(1), originalLanguage('ja'), genreShare(['Animation'])],
  },
  {
    turns: ['horror movies under 2 hours'],
    checks: [recommends(), genreShare(['Horror']), runtimeAtMost(120)],
  },
  { turns: ['a long epic, over 2 hours'], checks: [recommends(), runtimeAtLeast(120)] },
  { turns: ['I need something uplifting tonight'], checks: [recommends(), noGenre('Horror', 'War')] },
  {
    turns: ['something mind-bending'],
    checks: [recommends(), genreShare(['Science Fiction', 'Mystery', 'Thriller'])],
  },
  {
    turns: ['romantic comedies from the 90s'],
    checks: [recommends(), genreShare(['Romance', 'Comedy']), yearsBetween(1990, 1999)],
  },
  { turns: ['80s action'], checks: [recommends(), genreShare(['Action']), yearsBetween(1980, 1989)] },
  { turns: ['a war movie from before 1970'], checks: [recommends(1), genreShare(['War']), yearBefore(1970)] },
  {
    turns: ['an animated film for the whole family'],
    checks: [recommends(), genreShare(['Animation', 'Family'])],
  },
  { turns: ['a good documentary'], checks: [recommends(1), genreShare(['Documentary'])] },
  {
    turns: ['a thriller that is not too long'],
    checks: [recommends(), genreShare(['Thriller']), runtimeAtMost(120)],
  },
  {
    turns: ['no horror, something funny'],
    checks: [recommends(), genreShare(['Comedy']), noGenre('Horror')],
  },
  // 'like X', 'more like this'.
  {
    turns: ['movies like Inception'],
    checks: [recommends(3), says(new RegExp(`/movie/${INCEPTION}\\)`))],
    short: true,
  },
  { turns: ['like Inception but less dark'], checks: [recommends(3), noGenre('Horror')] },
  { turns: ['something like The Matrix from the 90s'], checks: [recommends(2), yearsBetween(1990, 1999)] },
  {
    turns: ['more like this'],
    movieId: INTERSTELLAR,
    checks: [recommends(3), says(new RegExp(`/movie/${INTERSTELLAR}\\)`))],
  },
  // Small talk and honesty.
  { turns: ['hello!'], checks: [none, says(/like Inception/)] },
  { turns: ['thanks, that was great'], checks: [none, says(/welcome/i)] },
  { turns: ['asdfghjkl qwertyuiop'], checks: [none, says(/couldn't work out/)], short: true },
  { turns: ['movies like Zorblax Returns 3000'], checks: [none, saysNot(/Zorblax/)] },
  { turns: ['something with great acting'], checks: [saysNot(/anyone called/)], short: true },
  { turns: ['what should I watch tonight?'], checks: [recommends()] },
  // Facts and judgements.
  { turns: ['who directed Alien?'], about: [ALIEN], checks: [statesFact(directors)], short: true },
  {
    turns: ['when did Titanic come out?'],
    about: [TITANIC],
    checks: [statesFact((facts) => [facts.movie.release_date.slice(0, 4)])],
    short: true,
  },
  {
    turns: ['what is Interstellar about?'],
    about: [INTERSTELLAR],
    checks: [statesFact((facts) => (facts.movie.overview ? [facts.movie.overview.slice(0, 20)] : undefined))],
    short: true,
  },
  {
    turns: ['how long is The Godfather?'],
    about: [THE_GODFATHER],
    checks: [statesFact((facts) => (facts.movie.runtime ? [String(facts.movie.runtime)] : undefined))],
  },
  {
    turns: ['Is Fight Club worth watching?'],
    about: [FIGHT_CLUB],
    checks: [statesFact((facts) => [facts.movie.vote_average.toFixed(1)]), says(/worth/)],
    short: true,
  },
  {
    turns: ['which is better, The Matrix or Inception?'],
    about: [THE_MATRIX, INCEPTION],
    checks: [comparesByRating],
    short: true,
  },
  { turns: ['Inception or Interstellar?'], about: [INCEPTION, INTERSTELLAR], checks: [comparesByRating] },
  {
    turns: ['is this ok for my 6 year old?'],
    movieId: TOY_STORY,
    about: [TOY_STORY],
    checks: [
      statesFact((facts) => (facts.certification ? [facts.certification] : undefined)),
      says(/6-year-old/),
    ],
    short: true,
  },
  {
    turns: ['is this ok for my 6 year old?'],
    movieId: FIGHT_CLUB,
    about: [FIGHT_CLUB],
    checks: [
      statesFact((facts) => (facts.certification ? [facts.certification] : undefined)),
      saysNot(/usually suits/),
    ],
  },
  {
    turns: ['who stars in Forrest Gump?'],
    about: [FORREST_GUMP],
    checks: [statesFact((facts) => facts.cast.slice(0, 1).map((member) => member.name))],
  },
  {
    turns: ['what is The Dark Knight rated?'],
    about: [THE_DARK_KNIGHT],
    checks: [statesFact((facts) => (facts.certification ? [facts.certification] : undefined))],
  },
  {
    turns: ['tell me about Inception'],
    about: [INCEPTION],
    checks: [
      statesFact((facts) => [
        ...directors(facts),
        ...(facts.movie.runtime ? [String(facts.movie.runtime)] : []),
      ]),
    ],
  },
  {
    turns: ['who directed Zorblax Returns 3000?'],
    checks: [none, says(/couldn't find that title/), saysNot(/Zorblax/)],
  },
  // Conversation: more, older, less gory, other decades.
  { turns: ['movies like Inception', 'more'], checks: [recommends(), noRepeats], short: true },
  { turns: ['a feel-good movie please', 'more'], checks: [recommends(), noRepeats, noGenre('Horror')] },
  {
    turns: ['sci-fi from the 2010s', 'older ones'],
    checks: [recommends(), noRepeats, genreShare(['Science Fiction']), yearBefore(2010)],
    short: true,
  },
  {
    turns: ['horror movies', 'something less gory'],
    checks: [recommends(), noRepeats, genreShare(['Horror']), noKeywords(...GORE)],
    short: true,
  },
  {
    turns: ['comedies from the 90s', 'what about the 80s?'],
    checks: [recommends(), genreShare(['Comedy']), yearsBetween(1980, 1989)],
    short: true,
  },
  { turns: ['scary movies', 'more', 'more'], checks: [recommends(), noRepeats, genreShare(['Horror'])] },
  {
    turns: ['action movies', 'only ones under 2 hours'],
    checks: [recommends(), genreShare(['Action']), runtimeAtMost(120)],
  },
  { turns: ['a french film', 'more'], checks: [noRepeats, originalLanguage('fr')] },
  // Spanish.
  {
    turns: ['quiero una comedia romántica de los 90'],
    checks: [spanish, recommends(), genreShare(['Comedy', 'Romance']), yearsBetween(1990, 1999)],
    short: true,
  },
  {
    turns: ['recomiéndame una película de miedo'],
    checks: [spanish, recommends(), genreShare(['Horror'])],
    short: true,
  },
  {
    turns: ['algo para ver con niños de 7 años'],
    checks: [spanish, recommends(), genreShare(['Family', 'Animation']), noGenre('Horror')],
  },
  { turns: ['¿quién dirigió Titanic?'], about: [TITANIC], checks: [spanish, statesFact(directors)] },
  {
    turns: ['¿de qué trata Inception?'],
    about: [INCEPTION],
    checks: [
      spanish,
      statesFact((facts) => (facts.movie.overview ? [facts.movie.overview.slice(0, 20)] : undefined)),
    ],
  },
  {
    turns: ['películas de ciencia ficción', 'más'],
    checks: [spanish, recommends(), noRepeats, genreShare(['Science Fiction'])],
  },
  { turns: ['una película francesa'], checks: [spanish, recommends(1), originalLanguage('fr')] },
  { turns: ['hola'], checks: [spanish, none] },
  // Hindi in Latin script.
  { turns: ['koi achhi comedy film batao'], checks: [recommends(), genreShare(['Comedy'])], short: true },
  { turns: ['darawni film dikhao'], checks: [recommends(), genreShare(['Horror'])] },
  { turns: ['pyaar wali film'], checks: [recommends(), genreShare(['Romance'])] },
];
