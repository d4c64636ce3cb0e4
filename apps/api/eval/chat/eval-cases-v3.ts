/**
 * Eval conversations for the request model (assistant v3): exclusions, counts, order, the previous answer, typed
 * questions, age, the signed-in user, tone, keyword themes, names and languages. Written as people type them.
 * Movies are TMDB ids present in both the starter catalog and the imported dataset.
 */
import type { EvalCase } from './eval-cases.ts';
import {
  atLeast,
  certificationFact,
  certifiedWithin,
  certifiedAtMost,
  credits,
  directorsFact,
  exactly,
  genreShare,
  keywordShare,
  leavesOut,
  linksPrevious,
  namesActorOf,
  noGenre,
  noKeywords,
  noList,
  none,
  noRepeats,
  notCrediting,
  notInLanguage,
  onlyFrom,
  onlyPrevious,
  originalLanguage,
  runtimeAtLeast,
  runtimeAtMost,
  runtimeFact,
  says,
  saysNot,
  sortedBy,
  spanish,
  yearBefore,
  yearsBetween,
} from './eval-checks.ts';
import { HISTORY_NOTE, NOLAN_FAN, NOLAN_SEEN } from './eval-libraries.ts';
import {
  ALIEN,
  AMELIE,
  BACK_TO_THE_FUTURE,
  HEAT,
  INCEPTION,
  INTERSTELLAR,
  JAWS,
  PULP_FICTION,
  SCHINDLERS_LIST,
  SE7EN,
  SHAWSHANK,
  THE_DARK_KNIGHT,
  THE_GODFATHER,
  THE_MATRIX,
  TITANIC,
  TOY_STORY,
  UP,
  WHIPLASH,
} from '@marquee/catalog/testing';

const DEADPOOL = 293660;
const SILENCE_OF_THE_LAMBS = 274;
const EMPIRE_STRIKES_BACK = 1891;
const PSYCHO = 539;
const JURASSIC_PARK = 329;
const THE_DARK_KNIGHT_RISES = 49026;

const TWO_TOWERS = 121;
const PRISONER_OF_AZKABAN = 673;
const TERMINATOR_2 = 280;

const GORE = ['gore', 'splatter', 'torture', 'cannibal', 'slasher', 'dismemberment'];
const UNREADABLE = [none, says(/can't read that language/), says(/Spanish/), says(/French/)];

export const NEW_CASES: EvalCase[] = [
  // Exclusions: an avoided person, theme, title or language is never what comes back.
  {
    kind: 'exclusion',
    turns: ['sci-fi but nothing by Christopher Nolan'],
    checks: [atLeast(3), genreShare(['Science Fiction']), notCrediting('Christopher Nolan')],
    short: true,
  },
  {
    kind: 'exclusion',
    turns: ['crime movies without al pacino'],
    checks: [atLeast(3), genreShare(['Crime']), notCrediting('Al Pacino')],
  },
  {
    kind: 'exclusion',
    turns: ['a good drama, no tom hanks please'],
    checks: [atLeast(1), notCrediting('Tom Hanks')],
  },
  {
    kind: 'exclusion',
    turns: ['space adventure but no time travel'],
    checks: [atLeast(3), noKeywords('time travel', 'time loop', 'time machine')],
    short: true,
  },
  {
    kind: 'exclusion',
    turns: ['horror but no zombies'],
    checks: [atLeast(3), genreShare(['Horror']), noKeywords('zombie')],
  },
  {
    kind: 'exclusion',
    turns: ['war films but not about world war 2'],
    checks: [atLeast(1), genreShare(['War']), noKeywords('world war ii')],
  },
  {
    kind: 'exclusion',
    turns: ['action movies not in english'],
    checks: [atLeast(1), genreShare(['Action']), notInLanguage('en')],
  },
  {
    kind: 'exclusion',
    turns: ["i've seen the matrix and inception already, other sci-fi please"],
    checks: [atLeast(3), genreShare(['Science Fiction']), leavesOut(THE_MATRIX, INCEPTION)],
  },
  {
    kind: 'exclusion',
    turns: ['a thriller, anything but Se7en'],
    checks: [atLeast(1), leavesOut(SE7EN)],
  },
  {
    kind: 'exclusion',
    turns: ['no superhero stuff, something action packed'],
    checks: [atLeast(3), noKeywords('superhero')],
  },
  {
    kind: 'exclusion',
    turns: ['fantasy without dragons'],
    checks: [atLeast(2), genreShare(['Fantasy']), noKeywords('dragon')],
  },
  // Counts.
  {
    kind: 'count',
    turns: ['give me three comedies'],
    checks: [exactly(3), genreShare(['Comedy'])],
    short: true,
  },
  { kind: 'count', turns: ['just one movie for tonight'], checks: [exactly(1)], short: true },
  { kind: 'count', turns: ['a couple of thrillers?'], checks: [exactly(2), genreShare(['Thriller'])] },
  // An article names a kind of film, not a count (issue 39): a handful, not one.
  { kind: 'count', turns: ['recommend a horror movie'], checks: [atLeast(3), genreShare(['Horror'])] },
  {
    kind: 'count',
    turns: ['top 10 sci-fi films'],
    checks: [exactly(10), genreShare(['Science Fiction'])],
  },
  { kind: 'count', turns: ['2 good war movies'], checks: [exactly(2), genreShare(['War'])] },
  {
    kind: 'count',
    turns: ['suggest four animated films'],
    checks: [exactly(4), genreShare(['Animation'])],
  },
  { kind: 'count', turns: ['dame tres comedias'], checks: [exactly(3), spanish, genreShare(['Comedy'])] },
  {
    kind: 'language',
    turns: ['recomiéndame dos películas de terror que no sean muy largas'],
    checks: [exactly(2), spanish, genreShare(['Horror']), runtimeAtMost(120)],
    short: true,
  },
  {
    kind: 'language',
    turns: ['comedias', 'solo 2 de esas'],
    checks: [exactly(2), spanish, onlyPrevious],
  },
  { kind: 'count', turns: ['one film with tom hanks'], checks: [exactly(1), credits('Tom Hanks', 'cast')] },
  { kind: 'count', turns: ['show me 5 dramas'], checks: [exactly(5), genreShare(['Drama'])] },
  // Order.
  { kind: 'order', turns: ['highest rated crime movies'], checks: [sortedBy('rating', 'desc')], short: true },
  {
    kind: 'order',
    turns: ['the newest animated movies'],
    checks: [sortedBy('date', 'desc'), genreShare(['Animation'])],
  },
  {
    kind: 'order',
    turns: ['oldest horror films you have'],
    checks: [sortedBy('date', 'asc'), genreShare(['Horror'])],
    short: true,
  },
  {
    kind: 'order',
    turns: ['shortest comedies'],
    checks: [sortedBy('runtime', 'asc'), genreShare(['Comedy'])],
  },
  { kind: 'order', turns: ['best rated westerns'], checks: [sortedBy('rating', 'desc')] },
  // A surname beside an order, and 'by' an order names no one.
  {
    kind: 'order',
    turns: ['nolan movies ranked by rating'],
    checks: [credits('Christopher Nolan', 'director'), sortedBy('rating', 'desc')],
    short: true,
  },
  {
    kind: 'order',
    turns: ['tarantino films in release order'],
    checks: [credits('Quentin Tarantino', 'director'), sortedBy('date', 'asc')],
  },
  // 'like' before a length is a filler, not a title.
  {
    kind: 'runtime',
    turns: ['short movies for a work night, like 90 minutes max, any genre but horror'],
    checks: [runtimeAtMost(90), noGenre('Horror')],
    short: true,
  },
  // Milder horror is still horror: rated PG-13 at most.
  {
    kind: 'refinement',
    turns: ['horror', 'less scary please'],
    checks: [atLeast(2), genreShare(['Horror']), certifiedAtMost(['G', 'PG', 'PG-13'])],
    short: true,
  },
  {
    kind: 'tone',
    turns: ['a scary movie thats not too gory'],
    checks: [atLeast(2), genreShare(['Horror']), certifiedAtMost(['G', 'PG', 'PG-13'])],
  },
  {
    kind: 'tone',
    turns: ['something fun'],
    checks: [atLeast(3), genreShare(['Comedy', 'Adventure', 'Animation']), noGenre('Horror', 'War')],
  },
  // 'Less violent' than an R-rated film: rated below it.
  {
    kind: 'tone',
    turns: ['something like heat but less violent'],
    checks: [atLeast(2), certifiedAtMost(['G', 'PG', 'PG-13'])],
    short: true,
  },
  // A US rating typed in the request: up to PG-13 for 'pg-13', exactly R for 'rated R'.
  {
    kind: 'age',
    turns: ['pg-13 action movies'],
    checks: [atLeast(3), genreShare(['Action']), certifiedAtMost(['G', 'PG', 'PG-13'])],
    short: true,
  },
  // Animation asked for by adults: the animated films, not the family shelf.
  {
    kind: 'age',
    turns: ['any animated movies that adults would enjoy?'],
    checks: [genreShare(['Animation']), noGenre('Family')],
  },
  { kind: 'order', turns: ['most recent thrillers'], checks: [sortedBy('date', 'desc')] },
  {
    kind: 'order',
    turns: ['the shortest sci-fi movies'],
    checks: [sortedBy('runtime', 'asc'), genreShare(['Science Fiction'])],
  },
  { kind: 'order', turns: ['oldest war movies'], checks: [sortedBy('date', 'asc'), genreShare(['War'])] },
  // References to the previous answer.
  {
    kind: 'reference',
    turns: ['sci-fi movies from the 90s', 'who directed the first one?'],
    checks: [linksPrevious(0), noList, says(/directed by/)],
    short: true,
  },
  {
    kind: 'reference',
    turns: ['some comedies', 'how long is the second one?'],
    checks: [linksPrevious(1), noList, says(/minutes|doesn't know/)],
  },
  {
    kind: 'reference',
    turns: ['best crime movies', 'what is the third one about?'],
    checks: [linksPrevious(2), noList],
  },
  {
    kind: 'reference',
    turns: ['christopher nolan films', 'which of them is the shortest?'],
    checks: [onlyPrevious, noList, says(/shortest/)],
    short: true,
  },
  {
    kind: 'reference',
    turns: ['movies like Jaws', 'ok which one is the best rated'],
    checks: [onlyPrevious, noList, says(/best rated/)],
  },
  {
    kind: 'reference',
    turns: ['animated movies', 'which of these would be ok for a 5 year old?'],
    checks: [noList, says(/5-year-old/)],
  },
  {
    kind: 'reference',
    turns: ['horror movies', 'more like the second one'],
    checks: [atLeast(3), noRepeats],
  },
  {
    kind: 'reference',
    turns: ['westerns', 'tell me about the last one'],
    checks: [linksPrevious(-1), noList],
  },
  {
    kind: 'reference',
    turns: ['dramas from the 70s', 'is the first one too long for a weeknight?'],
    checks: [linksPrevious(0), noList, says(/weeknight|evening/)],
  },
  // On a movie page: 'similar' is like the page's film, a bare 'age rating' is about it.
  {
    kind: 'reference',
    movieId: HEAT,
    turns: ['anything similar but shorter?'],
    checks: [atLeast(1), runtimeAtMost(169)],
    short: true,
  },
  {
    kind: 'age',
    movieId: HEAT,
    about: [HEAT],
    turns: ['whats the age rating'],
    checks: [certificationFact, noList],
    short: true,
  },
  // Streaming: said honestly, never guessed.
  {
    kind: 'new-topic',
    about: [INCEPTION],
    turns: ['where can i stream inception'],
    checks: [says(/where to watch/), noList],
  },
  // A number of the last answer's films: chosen among them, not new ones.
  {
    kind: 'reference',
    turns: ['some comedies', 'only 2 of them'],
    checks: [exactly(2), onlyPrevious, sortedBy('rating', 'desc')],
    short: true,
  },
  {
    kind: 'reference',
    turns: ['thrillers', 'the 3 shortest of those'],
    checks: [exactly(3), onlyPrevious, sortedBy('runtime', 'asc')],
  },
  {
    kind: 'reference',
    turns: ['heist movies', 'the second one, tell me more'],
    checks: [linksPrevious(1), noList],
    short: true,
  },
  {
    kind: 'reference',
    turns: ['who directed Alien?', 'how long is it?'],
    about: [ALIEN],
    checks: [runtimeFact],
  },
  // Refinements of the last request.
  {
    kind: 'refinement',
    turns: ['movies like alien', 'but funnier'],
    checks: [atLeast(2), genreShare(['Comedy']), noRepeats],
    short: true,
  },
  {
    kind: 'refinement',
    turns: ['movies like Inception', 'shorter'],
    checks: [atLeast(2), noRepeats, runtimeAtMost(147), leavesOut(INTERSTELLAR)],
    short: true,
  },
  {
    kind: 'refinement',
    turns: ['sci-fi movies', 'only before 2000'],
    checks: [atLeast(3), noRepeats, genreShare(['Science Fiction']), yearBefore(2000)],
    short: true,
  },
  {
    kind: 'refinement',
    turns: ['comedies from the 90s', 'not comedy this time'],
    checks: [atLeast(3), noGenre('Comedy'), yearsBetween(1990, 1999)],
    short: true,
  },
  {
    kind: 'refinement',
    turns: ['thrillers', 'something else'],
    checks: [atLeast(3), noRepeats, genreShare(['Thriller'])],
  },
  {
    kind: 'refinement',
    turns: ['war movies', 'any newer ones?'],
    checks: [atLeast(1), noRepeats, genreShare(['War'])],
  },
  {
    kind: 'refinement',
    turns: ['dramas', 'longer ones'],
    checks: [atLeast(3), noRepeats, runtimeAtLeast(120)],
  },
  {
    kind: 'refinement',
    turns: ['crime movies', 'without Al Pacino'],
    checks: [atLeast(3), genreShare(['Crime']), notCrediting('Al Pacino')],
  },
  { kind: 'refinement', turns: ['action movies', 'just two'], checks: [exactly(2), genreShare(['Action'])] },
  {
    kind: 'refinement',
    turns: ['adventure films', 'no animation please'],
    checks: [atLeast(3), genreShare(['Adventure']), noGenre('Animation')],
  },
  // A new topic starts a new request.
  {
    kind: 'new-topic',
    turns: ['comedies from the 90s', 'scary movies'],
    checks: [atLeast(3), genreShare(['Horror']), saysNot(/1990s/)],
    short: true,
  },
  {
    kind: 'new-topic',
    turns: ['french films', 'movies with Tom Hanks'],
    checks: [atLeast(3), credits('Tom Hanks', 'cast'), saysNot(/French/)],
  },
  {
    kind: 'new-topic',
    turns: ['horror movies under 90 minutes', 'a long epic war movie'],
    checks: [atLeast(1), genreShare(['War']), runtimeAtLeast(120)],
  },
  {
    kind: 'new-topic',
    turns: ['kids movies', 'a gritty crime thriller'],
    checks: [atLeast(3), genreShare(['Crime', 'Thriller']), saysNot(/for kids/)],
  },
  {
    kind: 'new-topic',
    turns: ['movies with Tom Hanks', 'best sci-fi'],
    checks: [atLeast(3), genreShare(['Science Fiction']), saysNot(/Tom Hanks/)],
  },
  {
    kind: 'new-topic',
    turns: ['nolan films', 'something cozy for sunday afternoon'],
    checks: [atLeast(3), notCrediting('Christopher Nolan'), noGenre('Horror')],
  },
  {
    kind: 'new-topic',
    turns: ['sci-fi without time travel', 'westerns'],
    checks: [atLeast(3), genreShare(['Western'])],
  },
  {
    kind: 'new-topic',
    turns: ['80s action', 'who directed Titanic?'],
    about: [TITANIC],
    checks: [directorsFact],
  },
  {
    kind: 'new-topic',
    turns: ['a japanese animated movie', 'korean thrillers'],
    checks: [atLeast(1), originalLanguage('ko')],
  },
  // Who plays a character.
  {
    kind: 'character',
    movieId: THE_MATRIX,
    about: [THE_MATRIX],
    turns: ['which actor played neo'],
    checks: [says(/Keanu Reeves/), noList],
  },
  { kind: 'character', turns: ['which actor played neo'], checks: [none, says(/which movie/i)] },
  {
    kind: 'character',
    turns: ['what part did keanu reeves play in the matrix'],
    about: [THE_MATRIX],
    checks: [says(/Keanu Reeves \(Neo\)/), noList],
    short: true,
  },
  {
    kind: 'character',
    turns: ['who plays the joker in the dark knight?'],
    about: [THE_DARK_KNIGHT],
    checks: [namesActorOf('joker'), noList],
    short: true,
  },
  {
    kind: 'character',
    turns: ['who played Hannibal Lecter in The Silence of the Lambs'],
    about: [SILENCE_OF_THE_LAMBS],
    checks: [namesActorOf('hannibal lecter'), noList],
  },
  {
    kind: 'character',
    turns: ['who plays marty mcfly in back to the future'],
    about: [BACK_TO_THE_FUTURE],
    checks: [namesActorOf('marty mcfly')],
  },
  {
    kind: 'character',
    turns: ['who was the actor who played han solo in the empire strikes back?'],
    about: [EMPIRE_STRIKES_BACK],
    checks: [namesActorOf('han solo')],
  },
  {
    kind: 'character',
    turns: ['who plays andy in shawshank redemption'],
    about: [SHAWSHANK],
    checks: [namesActorOf('andy')],
  },
  {
    kind: 'character',
    turns: ['who played jules in pulp fiction?'],
    about: [PULP_FICTION],
    checks: [namesActorOf('jules')],
  },
  {
    kind: 'character',
    turns: ['who played norman bates in psycho'],
    about: [PSYCHO],
    checks: [namesActorOf('norman bates')],
  },
  {
    kind: 'character',
    turns: ['who plays Fletcher in Whiplash?'],
    about: [WHIPLASH],
    checks: [namesActorOf('fletcher')],
  },
  {
    kind: 'character',
    turns: ['who plays the janitor in Inception'],
    about: [INCEPTION],
    checks: [says(/don't know that role/), noList],
    short: true,
  },
  {
    kind: 'character',
    turns: ['¿quién hace de Woody en Toy Story?'],
    about: [TOY_STORY],
    checks: [namesActorOf('woody'), spanish],
  },
  // What a person has been in or directed.
  {
    kind: 'filmography',
    turns: ['what has tom hanks been in?'],
    checks: [atLeast(3), credits('Tom Hanks', 'cast'), says(/Tom Hanks is in \d+ film/)],
    short: true,
  },
  {
    kind: 'filmography',
    turns: ['what did nolan direct'],
    checks: [atLeast(3), credits('Christopher Nolan', 'director'), says(/directed \d+ film/)],
    short: true,
  },
  {
    kind: 'filmography',
    turns: ['what else has the guy who directed alien made?'],
    checks: [atLeast(2), credits('Ridley Scott', 'director')],
    short: true,
  },
  {
    kind: 'filmography',
    turns: ['which movies has Brad Pitt been in'],
    checks: [atLeast(2), credits('Brad Pitt', 'cast')],
  },
  {
    kind: 'filmography',
    turns: ['what films was morgan freeman in'],
    checks: [atLeast(2), credits('Morgan Freeman', 'cast')],
  },
  {
    kind: 'filmography',
    turns: ['what else has Heath Ledger been in?'],
    checks: [atLeast(1), credits('Heath Ledger', 'cast')],
  },
  {
    kind: 'filmography',
    turns: ['what has Spielberg directed?'],
    checks: [atLeast(3), credits('Steven Spielberg', 'director')],
  },
  {
    kind: 'filmography',
    turns: ['filmography of quentin tarantino'],
    checks: [atLeast(3), credits('Quentin Tarantino', 'any')],
  },
  {
    kind: 'filmography',
    turns: ['¿en qué películas sale Tom Hanks?'],
    checks: [atLeast(3), credits('Tom Hanks', 'cast'), spanish],
  },
  {
    kind: 'filmography',
    turns: ['what movies did Scorsese direct'],
    checks: [atLeast(3), credits('Martin Scorsese', 'director')],
  },
  // How long, with a judgement.
  {
    kind: 'runtime',
    turns: ['is Interstellar too long for a weeknight?'],
    about: [INTERSTELLAR],
    checks: [runtimeFact, says(/long for a weeknight/)],
    short: true,
  },
  {
    kind: 'runtime',
    turns: ['is titanic a long movie?'],
    about: [TITANIC],
    checks: [runtimeFact, says(/weeknight|weekend/)],
  },
  {
    kind: 'runtime',
    turns: ['is Toy Story short?'],
    about: [TOY_STORY],
    checks: [runtimeFact, says(/short|comfortable/)],
  },
  {
    kind: 'runtime',
    turns: ['can I watch Inception on a weeknight?'],
    about: [INCEPTION],
    checks: [runtimeFact, says(/weeknight/)],
  },
  {
    kind: 'runtime',
    turns: ['would the godfather be too long for tonight'],
    about: [THE_GODFATHER],
    checks: [runtimeFact, says(/weekend|free evening/)],
  },
  { kind: 'runtime', turns: ['how many minutes is Up?'], about: [UP], checks: [runtimeFact] },
  {
    kind: 'runtime',
    turns: ["is Schindler's List too long?"],
    about: [SCHINDLERS_LIST],
    checks: [runtimeFact, says(/long/)],
  },
  {
    kind: 'runtime',
    turns: ['runtime of the dark knight rises'],
    about: [THE_DARK_KNIGHT_RISES],
    checks: [runtimeFact],
  },
  {
    kind: 'runtime',
    turns: ['¿es Titanic demasiado larga?'],
    about: [TITANIC],
    checks: [runtimeFact, spanish, says(/semana/)],
  },
  // Age: the age becomes a certification ceiling.
  {
    kind: 'age',
    turns: ['can my 12 year old watch Deadpool?'],
    about: [DEADPOOL],
    checks: [certificationFact, says(/PG-13/), says(/something else/)],
    short: true,
  },
  {
    kind: 'age',
    turns: ['is Toy Story ok for a 4 year old'],
    about: [TOY_STORY],
    checks: [certificationFact, says(/usually suits/)],
  },
  {
    kind: 'age',
    turns: ['an action movie for my 12-year-old'],
    checks: [atLeast(3), certifiedWithin(['G', 'PG', 'PG-13']), leavesOut(DEADPOOL)],
    short: true,
  },
  {
    kind: 'age',
    turns: ['movies for a 6 year old'],
    checks: [atLeast(3), certifiedWithin(['G', 'PG']), noGenre('Horror')],
  },
  {
    kind: 'age',
    turns: ['is jurassic park too scary for a 7 year old?'],
    about: [JURASSIC_PARK],
    checks: [certificationFact, says(/G\/PG/)],
  },
  {
    kind: 'age',
    turns: ['something funny my 15 year old would like'],
    checks: [atLeast(3), certifiedWithin(['G', 'PG', 'PG-13']), genreShare(['Comedy'])],
  },
  {
    kind: 'age',
    turns: ['is the dark knight appropriate for a 13 year old'],
    about: [THE_DARK_KNIGHT],
    checks: [certificationFact, says(/usually suits/)],
  },
  {
    kind: 'age',
    turns: ['una peli para mi hijo de 10 años'],
    checks: [atLeast(1), spanish, certifiedWithin(['G', 'PG'])],
  },
  {
    kind: 'age',
    turns: ['a scary movie for my 9 year old'],
    checks: [certifiedWithin(['G', 'PG'])],
  },
  // The signed-in user as context (a seeded diary, a rating and a watchlist).
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ['christopher nolan movies'],
    checks: [
      atLeast(1),
      credits('Christopher Nolan', 'director'),
      leavesOut(...NOLAN_SEEN),
      says(HISTORY_NOTE),
    ],
    short: true,
  },
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ['something from my watchlist'],
    checks: [atLeast(3), onlyFrom(JAWS, ALIEN, AMELIE, UP)],
    short: true,
  },
  // Their own ratings, highest first: Inception (9), The Dark Knight (8), The Prestige (6).
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ['what have i rated highest?'],
    checks: [
      atLeast(3),
      onlyFrom(...NOLAN_SEEN),
      says(new RegExp(`1\\. \\*\\*\\[[^\\]]+\\]\\(/movie/${INCEPTION}\\)[^\\n]*9/10`)),
    ],
    short: true,
  },
  { kind: 'signed-in', turns: ['show me my favourite movies'], checks: [none, says(/sign in/i)] },
  // A rewatch is picked among the films they have seen.
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ['what should i rewatch?'],
    // Inception, rated 9, is the film they loved last: it comes first.
    checks: [
      atLeast(3),
      onlyFrom(...NOLAN_SEEN),
      says(new RegExp(`1\\. \\*\\*\\[[^\\]]+\\]\\(/movie/${INCEPTION}\\)`)),
    ],
    short: true,
  },
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ['a sci-fi movie i have seen before'],
    checks: [atLeast(1), onlyFrom(...NOLAN_SEEN), genreShare(['Science Fiction'])],
  },
  { kind: 'signed-in', turns: ['what should i rewatch?'], checks: [none, says(/sign in/i)] },
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ['a comedy off my watch list'],
    checks: [atLeast(1), onlyFrom(AMELIE, UP), genreShare(['Comedy'])],
  },
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ['something like the last film I loved'],
    checks: [atLeast(2), says(new RegExp(`/movie/${INCEPTION}\\)`)), leavesOut(...NOLAN_SEEN)],
    short: true,
  },
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ["sci-fi I haven't seen"],
    checks: [atLeast(3), genreShare(['Science Fiction']), leavesOut(...NOLAN_SEEN)],
  },
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ['what should I watch tonight?'],
    checks: [atLeast(3), leavesOut(...NOLAN_SEEN), says(HISTORY_NOTE)],
  },
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ['sci-fi please', 'more'],
    checks: [atLeast(3), noRepeats, leavesOut(...NOLAN_SEEN), saysNot(HISTORY_NOTE)],
  },
  {
    kind: 'signed-in',
    library: NOLAN_FAN,
    turns: ['a nolan film to rewatch'],
    checks: [atLeast(1), credits('Christopher Nolan', 'director'), saysNot(HISTORY_NOTE)],
  },
  {
    kind: 'signed-in',
    turns: ['something from my watchlist'],
    checks: [none, says(/Sign in/)],
  },
  {
    kind: 'signed-in',
    library: { watchlist: [JAWS] },
    turns: ['movies like the last one I loved'],
    checks: [none, says(/haven't liked or rated/)],
  },
  // Tone, comparisons and pacing.
  {
    kind: 'tone',
    turns: ['something funny rather than scary'],
    checks: [atLeast(3), genreShare(['Comedy']), noGenre('Horror')],
    short: true,
  },
  { kind: 'tone', turns: ['a slow burn thriller'], checks: [atLeast(3), genreShare(['Thriller'])] },
  { kind: 'tone', turns: ['fast-paced action'], checks: [atLeast(3), genreShare(['Action'])] },
  {
    kind: 'tone',
    turns: ['more funny than romantic'],
    checks: [atLeast(3), genreShare(['Comedy']), noGenre('Romance')],
  },
  {
    kind: 'tone',
    turns: ['dark but not violent'],
    checks: [atLeast(3), noKeywords(...GORE), noGenre('Horror')],
  },
  {
    kind: 'tone',
    turns: ['something light-hearted, nothing sad'],
    checks: [atLeast(3), noGenre('War', 'Horror')],
  },
  { kind: 'tone', turns: ['an atmospheric mystery'], checks: [atLeast(2), genreShare(['Mystery'])] },
  { kind: 'tone', turns: ['uplifting, not cheesy'], checks: [atLeast(3), noGenre('Horror', 'War')] },
  // Keyword themes from the catalog's TMDB keywords.
  {
    kind: 'keywords',
    turns: ['a heist movie'],
    checks: [
      atLeast(1),
      keywordShare([
        'heist',
        'heist movie',
        'heist gone wrong',
        'bank robbery',
        'bank robber',
        'robbery',
        'thief',
        'cat burglar',
      ]),
    ],
    short: true,
  },
  {
    kind: 'keywords',
    turns: ['time travel films'],
    checks: [atLeast(3), keywordShare(['time travel', 'time loop', 'time machine'])],
  },
  {
    kind: 'keywords',
    turns: ['zombie movies'],
    checks: [atLeast(2), keywordShare(['zombie', 'zombie apocalypse'])],
  },
  {
    kind: 'keywords',
    turns: ['movies based on a true story'],
    checks: [atLeast(3), keywordShare(['based on true story', 'biography', 'true story'])],
  },
  {
    kind: 'keywords',
    turns: ['dystopian sci-fi'],
    checks: [
      atLeast(3),
      keywordShare(['dystopia', 'post-apocalyptic', 'post-apocalyptic future', 'apocalypse']),
    ],
  },
  {
    kind: 'keywords',
    turns: ['revenge thrillers'],
    checks: [atLeast(2), keywordShare(['revenge', 'vengeance'])],
  },
  {
    kind: 'keywords',
    turns: ['something about a serial killer'],
    checks: [atLeast(2), keywordShare(['serial killer', 'psychopath'])],
  },
  {
    kind: 'keywords',
    turns: ['superhero films'],
    checks: [atLeast(3), keywordShare(['superhero', 'based on comic', 'marvel comic'])],
  },
  {
    kind: 'keywords',
    turns: ['coming of age stories'],
    checks: [atLeast(3), keywordShare(['coming of age', 'adolescence', 'teenager', 'high school'])],
  },
  {
    kind: 'keywords',
    turns: ['pelis de venganza'],
    checks: [atLeast(2), spanish, keywordShare(['revenge', 'vengeance'])],
  },
  // Names and titles: only catalog people, in the catalog's spelling; the user's markup never comes back.
  {
    kind: 'names',
    turns: ['anything with morgan freeman narrating'],
    checks: [atLeast(2), credits('Morgan Freeman', 'cast')],
  },
  {
    kind: 'names',
    turns: ['movies with [Tom Hanks](http://evil.example)'],
    checks: [saysNot(/evil\.example/), saysNot(/\]\(http/)],
    short: true,
  },
  { kind: 'names', turns: ['films starring <b>Brad Pitt</b>'], checks: [saysNot(/<b>/)] },
  {
    kind: 'names',
    turns: ['movies with Zorblax McFakename'],
    checks: [none, saysNot(/Zorblax|McFakename/i)],
  },
  {
    kind: 'names',
    turns: ['directed by **Fakey Fakerson**'],
    checks: [none, saysNot(/Fakerson/i)],
    short: true,
  },
  {
    kind: 'names',
    turns: ['movies with tom hanx'],
    checks: [atLeast(3), credits('Tom Hanks', 'cast'), says(/Tom Hanks/)],
  },
  { kind: 'names', turns: ['directed by nolan'], checks: [atLeast(3), says(/Christopher Nolan/)] },
  { kind: 'names', turns: ['who directed Psycho?'], about: [PSYCHO], checks: [directorsFact] },
  { kind: 'names', turns: ['how long is Titanic?'], about: [TITANIC], checks: [runtimeFact] },
  {
    kind: 'names',
    turns: ['films by quentin tarantino'],
    checks: [atLeast(3), credits('Quentin Tarantino', 'any'), says(/Quentin Tarantino/)],
  },
  { kind: 'names', turns: ['what has <script>alert(1)</script> been in'], checks: [saysNot(/<script>/)] },
  // Languages: ones it cannot read get an honest English answer; fr, de, pt, it common words; es complete.
  { kind: 'language', turns: ['Ik wil graag een leuke film kijken'], checks: UNREADABLE, short: true },
  { kind: 'language', turns: ['Хочу посмотреть хорошую комедию'], checks: UNREADABLE },
  { kind: 'language', turns: ['我想看一部好看的喜剧'], checks: UNREADABLE },
  { kind: 'language', turns: ['polecisz jakis dobry film na wieczor?'], checks: UNREADABLE },
  { kind: 'language', turns: ['bana iyi bir film önerir misin'], checks: UNREADABLE },
  {
    kind: 'language',
    turns: ["un film d'horreur des années 80"],
    checks: [atLeast(1), genreShare(['Horror']), yearsBetween(1980, 1989)],
    short: true,
  },
  {
    kind: 'language',
    turns: ['une comédie romantique'],
    checks: [atLeast(3), genreShare(['Comedy', 'Romance'])],
  },
  {
    kind: 'language',
    turns: ["pas d'horreur, quelque chose de drôle"],
    checks: [atLeast(3), genreShare(['Comedy']), noGenre('Horror')],
  },
  {
    kind: 'language',
    turns: ['trois films de science-fiction'],
    checks: [exactly(3), genreShare(['Science Fiction'])],
  },
  {
    kind: 'language',
    turns: ['eine Komödie aus den 90er Jahren'],
    checks: [atLeast(1), genreShare(['Comedy']), yearsBetween(1990, 1999)],
    short: true,
  },
  {
    kind: 'language',
    turns: ['einen spannenden Thriller bitte'],
    checks: [atLeast(3), genreShare(['Thriller'])],
  },
  {
    kind: 'language',
    turns: ['Science-Fiction ohne Horror'],
    checks: [atLeast(3), genreShare(['Science Fiction']), noGenre('Horror')],
  },
  { kind: 'language', turns: ['zwei Kriegsfilme'], checks: [exactly(2), genreShare(['War'])] },
  {
    kind: 'language',
    turns: ['um filme de terror'],
    checks: [atLeast(1), genreShare(['Horror'])],
    short: true,
  },
  {
    kind: 'language',
    turns: ['uma comédia romântica'],
    checks: [atLeast(1), genreShare(['Comedy', 'Romance'])],
  },
  {
    kind: 'language',
    turns: ['filmes de ação sem terror'],
    checks: [atLeast(3), genreShare(['Action']), noGenre('Horror')],
  },
  { kind: 'language', turns: ['dois filmes de animação'], checks: [exactly(2), genreShare(['Animation'])] },
  {
    kind: 'language',
    turns: ['un film di fantascienza'],
    checks: [atLeast(1), genreShare(['Science Fiction'])],
    short: true,
  },
  { kind: 'language', turns: ['una commedia divertente'], checks: [atLeast(1), genreShare(['Comedy'])] },
  {
    kind: 'language',
    turns: ["film d'azione senza orrore"],
    checks: [atLeast(3), genreShare(['Action']), noGenre('Horror')],
  },
  { kind: 'language', turns: ['tre film di guerra'], checks: [exactly(3), genreShare(['War'])] },
  {
    kind: 'language',
    turns: ['algo de miedo pero sin zombis'],
    checks: [atLeast(3), spanish, genreShare(['Horror']), noKeywords('zombie')],
  },
  {
    kind: 'language',
    turns: ['¿qué películas ha dirigido Christopher Nolan?'],
    checks: [atLeast(3), spanish, credits('Christopher Nolan', 'director')],
  },
  {
    kind: 'language',
    turns: ['dos comedias de los 80'],
    checks: [exactly(2), spanish, genreShare(['Comedy']), yearsBetween(1980, 1989)],
  },
  {
    kind: 'language',
    turns: ['películas de ciencia ficción', '¿cuál es la más corta?'],
    checks: [spanish, onlyPrevious, says(/más corta/)],
  },
  // Short forms of titles people type ('lotr', 'hp'): only those the alias table lists, never a guess.
  {
    kind: 'facts',
    turns: ['how long is lotr two towers'],
    about: [TWO_TOWERS],
    checks: [runtimeFact, noList],
  },
  {
    kind: 'facts',
    turns: ['who directed t2?'],
    about: [TERMINATOR_2],
    checks: [directorsFact, noList],
  },
  {
    kind: 'facts',
    turns: ['hp 3 - is it ok for my 8 year old?'],
    about: [PRISONER_OF_AZKABAN],
    checks: [certificationFact, noList],
  },
  {
    kind: 'facts',
    turns: ['esb, how long is it'],
    about: [EMPIRE_STRIKES_BACK],
    checks: [runtimeFact, noList],
  },
  {
    kind: 'facts',
    turns: ['who directed zqx?'],
    checks: [none, says(/couldn't find|can't find|not in the catalog|no film/i)],
  },
  // Questions about a movie in the other languages the assistant reads (answered in English).
  {
    kind: 'language',
    turns: ['Qui a réalisé Titanic ?'],
    about: [TITANIC],
    checks: [directorsFact, noList],
  },
  {
    kind: 'language',
    turns: ['wie lange dauert Inception?'],
    about: [INCEPTION],
    checks: [runtimeFact, noList],
  },
  {
    kind: 'language',
    turns: ['quem dirigiu Titanic?'],
    about: [TITANIC],
    checks: [directorsFact, noList],
  },
];
