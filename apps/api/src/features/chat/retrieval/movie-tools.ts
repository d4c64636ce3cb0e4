/**
 * The assistant's tool layer over the catalog: structured search, search by meaning, movie facts, similar movies,
 * and resolving typed titles and names. The built-in assistant and the LLM's tool calls both go through it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type {
  CatalogBrowse,
  CatalogFacts,
  CatalogPeople,
  CatalogSearch,
  MovieFacts,
  MovieFilter,
  PersonMatch,
} from '@marquee/catalog';
import { titleKey } from '@marquee/catalog';
import type { MovieSummary } from '@marquee/contracts';
import { toMovieSummary } from '../../../platform/movie-summaries.ts';
import type { Studio } from '../understanding/studios.ts';
import { normalizeText, personMatches, sameTitle, titleMatches } from '../understanding/text.ts';
import { seriesFilmBySubtitle, titleOfAlias, titleStartedBy } from '../understanding/title-aliases.ts';
import { anyOf, entriesOf } from '../understanding/lexicons/all-languages.ts';

/** What the assistant needs from the recommendation service (the AppContext's client has this shape). */
export interface SimilarMoviesSource {
  recommend(tmdbId: number, topN: number): Promise<{ tmdbId: number; rating: number }[]>;
}

export interface MovieTools {
  search(filter: MovieFilter): Promise<MovieSummary[]>;
  /** Closest in meaning to the text within the filter; empty when the catalog has no meaning index. */
  searchByMeaning(text: string, filter: MovieFilter): Promise<MovieSummary[]>;
  /** Films sharing the most telling words with a story told of one (BM25 score), best first. */
  searchByStoryWords(text: string, filter: MovieFilter): Promise<{ movie: MovieSummary; score: number }[]>;
  /** How telling each word stem is across the catalog, 0 (every film holds it) to 1 (one film does). */
  storyWordRarity(stems: readonly string[]): Promise<number[]>;
  /** For each word of another language, the catalog's English words it may be by descent ('simulação' -> 'simulation'). */
  storyCognates(words: readonly string[]): Promise<string[][]>;
  facts(id: number): Promise<MovieFacts | null>;
  /** Movies like the seed: the recommendation service, then the meaning index, then shared genres. */
  similar(seed: MovieSummary, filter: MovieFilter, count: number): Promise<MovieSummary[]>;
  findTitle(typed: string): Promise<MovieSummary | undefined>;
  /** The films whose titles start with the typed words ('lord of the rings' -> the three), most voted first. */
  findSeries(typed: string): Promise<MovieSummary[]>;
  /** The films whose titles hold the typed words whole, anywhere ('batman' -> 'Batman', 'The Batman', 'Batman Returns'). */
  findNamed(typed: string): Promise<MovieSummary[]>;
  findPerson(typed: string, role?: 'cast' | 'director' | 'any'): Promise<PersonMatch | undefined>;
  /** The catalog person with exactly this name (accents and case aside), no typo forgiven: a cheap check. */
  findPersonNamed(name: string): Promise<PersonMatch | undefined>;
  /** Every catalog person the typed name may be, the likeliest (most credited in the role) first. */
  findPeople(typed: string, role?: 'cast' | 'director' | 'any'): Promise<PersonMatch[]>;
  movie(id: number): Promise<MovieSummary | undefined>;
  /** The movies that pass the whole filter, in their order (picks from outside the catalog's search). */
  allowedBy(movies: MovieSummary[], filter: MovieFilter): Promise<MovieSummary[]>;
  /** Runtimes in minutes, null when unknown. */
  runtimes(movies: MovieSummary[]): Promise<Map<number, number | null>>;
  /**
   * The movies made by one of the wanted studios (when any) and by none of the avoided ones, from the production
   * companies the catalog lists; `known` says whether it listed companies for any of them.
   */
  byStudio(
    movies: MovieSummary[],
    wanted: readonly Studio[],
    avoided: readonly Studio[],
  ): Promise<{ movies: MovieSummary[]; known: boolean }>;
}

/** The movie page waits up to 30 s for recommendations; a chat reply must arrive well inside the web client's 20 s. */
const RECOMMEND_TIMEOUT_MS = 8_000;
const CANDIDATES = 60;
/** Below this cosine similarity a 'match' only shares generic words with the request. */
const MIN_MEANING_SCORE = 0.2;
/** Measured on the imported dataset: on-topic requests score 0.42 and up, keyboard mashing 0.34 at best. */
const MIN_BEST_MEANING_SCORE = 0.38;

/** The part of a filter the recommendation service's picks are checked against: years and genres. */
function fitsYearsAndGenres(movie: MovieSummary, filter: MovieFilter): boolean {
  const year = Number(movie.release_date.slice(0, 4)) || undefined;
  if ((filter.yearFrom !== undefined || filter.yearTo !== undefined) && year === undefined) return false;
  if (filter.yearFrom !== undefined && year! < filter.yearFrom) return false;
  if (filter.yearTo !== undefined && year! > filter.yearTo) return false;
  if (filter.excludeGenreIds?.some((id) => movie.genre_ids.includes(id))) return false;
  return (filter.genreIds ?? []).every((id) => movie.genre_ids.includes(id));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What the tools read: the catalog, the recommendation service, and where to log its outages. */
export interface MovieToolsDeps {
  catalog: CatalogBrowse & CatalogSearch & CatalogFacts & CatalogPeople;
  recommender: SimilarMoviesSource;
  log: FastifyBaseLogger;
  recommendTimeoutMs?: number;
}
type ToolsCatalog = MovieToolsDeps['catalog'];

export function createMovieTools(deps: MovieToolsDeps): MovieTools {
  const { catalog } = deps;
  return {
    search: (filter) => catalog.findMovies(filter),
    searchByMeaning: (text, filter) => searchByMeaning(catalog, text, filter),
    searchByStoryWords: (text, filter) => catalog.findByStoryWords(text, filter),
    storyWordRarity: (stems) => catalog.storyWordRarity(stems),
    storyCognates: (words) => catalog.storyCognates(words),
    facts: (id) => catalog.getMovieFacts(id),
    movie: async (id) => {
      const movie = await catalog.getMovie(id);
      return movie ? toMovieSummary(movie) : undefined;
    },
    similar: (seed, filter, count) => similarMovies(deps, seed, filter, count),
    findTitle: (typed) => findTitle(catalog, typed),
    findSeries: (typed) => findSeries(catalog, typed),
    findNamed: (typed) => findNamed(catalog, typed),
    findPerson: async (typed, role) => (await findPeople(catalog, typed, role))[0],
    findPeople: (typed, role) => findPeople(catalog, typed, role),
    findPersonNamed: async (name) => {
      const wanted = normalizeText(name);
      // The most credited of the namesakes, as findPerson would pick.
      return (await catalog.searchPeople(name, 5))
        .filter((person) => normalizeText(person.name) === wanted)
        .sort((a, b) => b.movie_count - a.movie_count)[0];
    },
    allowedBy: (movies, filter) => allowedBy(catalog, movies, filter),
    byStudio: (movies, wanted, avoided) => byStudio(catalog, movies, wanted, avoided),
    runtimes: async (movies) => {
      const facts = await Promise.all(movies.map((movie) => catalog.getMovieFacts(movie.id)));
      return new Map(movies.map((movie, index) => [movie.id, facts[index]?.movie.runtime ?? null]));
    },
  };
}

async function searchByMeaning(catalog: ToolsCatalog, text: string, filter: MovieFilter) {
  const matches = await catalog.findByMeaning(text, filter);
  // Nonsense still has nearest neighbours: without one clearly close match there is no match at all.
  if (!matches.some((match) => match.score >= MIN_BEST_MEANING_SCORE)) return [];
  return matches.filter((match) => match.score >= MIN_MEANING_SCORE).map((match) => match.movie);
}

/** Movies like the seed: the recommendation service, then the meaning index, then shared genres. */
async function similarMovies(
  { catalog, recommender, log, recommendTimeoutMs = RECOMMEND_TIMEOUT_MS }: MovieToolsDeps,
  seed: MovieSummary,
  filter: MovieFilter,
  count: number,
): Promise<MovieSummary[]> {
  const excluded = new Set([seed.id, ...(filter.excludeIds ?? [])]);
  // 'like toy story but not animation': the seed's other genres are what the films must still share.
  const seedGenres = seed.genre_ids.filter((id) => !filter.excludeGenreIds?.includes(id));
  const changed = seedGenres.length > 0 && seedGenres.length < seed.genre_ids.length;
  const sharesGenre = (movie: MovieSummary) =>
    !seedGenres.length || movie.genre_ids.some((id) => seedGenres.includes(id));
  const picks: MovieSummary[] = [];
  const add = (movies: MovieSummary[]) => {
    for (const movie of movies) {
      if (picks.length >= count) return;
      if (excluded.has(movie.id)) continue;
      excluded.add(movie.id);
      picks.push(movie);
    }
  };
  try {
    const recommended = await withTimeout(recommender.recommend(seed.id, 30), recommendTimeoutMs);
    const movies = await catalog.getMovieSummaries(recommended.map((item) => item.tmdbId));
    add(movies.filter((movie) => fitsYearsAndGenres(movie, filter) && (!changed || sharesGenre(movie))));
  } catch (error) {
    log.warn(
      { err: error },
      'chat: recommendation service unavailable, using the catalog for similar movies',
    );
  }
  if (picks.length >= Math.min(3, count)) return picks;
  // 'like amélie, also in french': few films of one language share the seed's genres; the nearest in meaning of
  // that language are the likeness asked, unless a genre of the seed was turned down.
  const oneLanguage = Boolean(filter.originalLanguages?.length) && !changed;
  add(
    (await catalog.similarByMeaning(seed.id, { ...filter, limit: CANDIDATES }))
      .map((match) => match.movie)
      .filter((movie) => oneLanguage || sharesGenre(movie)),
  );
  if (picks.length >= count) return picks;
  const genres = seedGenres.slice(0, 3);
  if (!genres.length) return picks;
  const shared = (movie: MovieSummary) => movie.genre_ids.filter((id) => seedGenres.includes(id)).length;
  const queries: MovieFilter[] = genres.length >= 2 ? [{ genreIds: genres.slice(0, 2) }] : [];
  queries.push({ anyGenreIds: genres });
  for (const extra of queries) {
    const found = await catalog.findMovies({
      ...filter,
      ...extra,
      genreIds: [...(filter.genreIds ?? []), ...(extra.genreIds ?? [])],
      sort: 'vote_average',
      limit: CANDIDATES,
    });
    add([...found].sort((a, b) => shared(b) - shared(a)));
    if (picks.length >= count) break;
  }
  return picks;
}

/** A typed title as the catalog's film: with a year or a short form, forgiving a typo or a word in front. */
/**
 * 'Dune (2021)', 'dune 2021', 'heat (the 95 one)', "scarface (the '83 one)", 'king kong the 2005 version': the year
 * typed beside a title.
 */
const TYPED_YEAR =
  /\s*\((?:the )?'?(\d{4}|\d{2})(?: (?:one|version|film|movie|remake))?\)|\s(?:the )?'?(19\d\d|20\d\d|\d{2}) (?:one|version|remake)$|\s(19\d\d|20\d\d)$/;

/** A year typed in two digits is the last century's unless it is not past yet ('95' -> 1995, '09' -> 2009). */
function fullYear(typed: string): string {
  if (typed.length === 4) return typed;
  const century = Number(typed) <= new Date().getFullYear() % 100 ? '20' : '19';
  return century + typed;
}

async function findTitle(catalog: ToolsCatalog, typed: string): Promise<MovieSummary | undefined> {
  // 'Dune (2021)' or 'dune 2021': a year picks among films sharing the title.
  const yearMatch = TYPED_YEAR.exec(typed.trim());
  const yearTyped = yearMatch ? (yearMatch[1] ?? yearMatch[2] ?? yearMatch[3]) : undefined;
  const year = yearTyped && fullYear(yearTyped);
  const withoutYear = typed.trim().replace(TYPED_YEAR, '').trim();
  // 'lotr', 'hp 3': a short form the alias table lists stands for its title, and only such a one.
  const query = titleOfAlias(withoutYear) ?? withoutYear;
  if (!query) return undefined;
  const numbered = query === withoutYear ? await nthOfSeries(catalog, query) : undefined;
  if (numbered) return numbered;
  const page = await catalog.searchMovies(query, 1);
  const matches = page.results.filter((movie) => titleMatches(query, movie.title));
  if (year) {
    const ofYear = matches.find((movie) => movie.release_date.startsWith(year));
    if (ofYear) return ofYear;
  }
  // 'return of the king': the famous film it subtitles before a little-known one of that exact title (1980).
  const exact = matches.filter((movie) => sameTitle(movie.title, query));
  const bySubtitle = titleBySubtitle(query, page.results);
  const exactVotes = Math.max(0, ...exact.map((movie) => movie.vote_count));
  if (bySubtitle && bySubtitle.vote_count >= SUBTITLE_OUTVOTES * exactVotes) return bySubtitle;
  const subtitled = query === withoutYear ? seriesFilmBySubtitle(query) : undefined;
  // 'o fabuloso destino de amélie': a listed title typed without its last words.
  const started = query === withoutYear ? titleStartedBy(query) : undefined;
  return (
    pickTitle(query, matches, page.results) ??
    (subtitled ? await findTitle(catalog, subtitled) : undefined) ??
    (started ? await findTitle(catalog, started) : undefined) ??
    (await titleWithATypo(catalog, query)) ??
    (await titleAfterAWord(catalog, query))
  );
}

/** 'dos', 'zwei', 'deux': the number words of every language, up to a series' ninth film. */
const SEQUEL_NUMBERS = Object.fromEntries(
  Object.entries(entriesOf((lexicon) => lexicon.numbers)).filter(([, value]) => value >= 2 && value <= 9),
);
/**
 * 'godfather 2', 'toy story 3', 'el padrino 2', 'duna parte 2', 'der pate teil zwei': a series' name, a word naming
 * a part ('part', 'parte', 'teil', 'partie') or none, and a number after it.
 */
const NUMBERED = new RegExp(
  String.raw`^(.+?)(?:\s+${anyOf((lexicon) => lexicon.sequelParts)})?\s+([2-9]|${Object.keys(SEQUEL_NUMBERS).join('|')})$`,
);
/** The number a sequel is named by, typed or spelled ('2', 'dos'). */
const sequelNumber = (typed: string) => SEQUEL_NUMBERS[typed] ?? Number(typed);
const LEADING_ARTICLE = /^(?:the|a|an)\s+/;

/**
 * The words a sequel's title goes on with after the series' name: a colon or a dash ('The Lord of the Rings: The
 * Two Towers'), 'and the' ('Harry Potter and the Chamber of Secrets') or its number ('The Godfather Part II'); not
 * another word ('Fantastic Four' is no film of a series 'Fantastic').
 */
const SEQUEL_GOES_ON = /^(?:$|\s*[:–—-]|\s+(?:and|part|chapter|\d|[ivx]+\b))/i;

/**
 * The n-th film of a series named with a number after it: the film whose title carries that number ('Toy Story 3',
 * 'The Godfather Part II'), else the n-th of the series in release order ('lord of the rings 2' is 'The Two
 * Towers'). The series is the films the typed name opens, and those the film of that name (or of its title in
 * another language: 'el padrino', 'herr der ringe') opens with its title or its title's part before a colon.
 */
async function nthOfSeries(catalog: ToolsCatalog, typed: string): Promise<MovieSummary | undefined> {
  // 'el padrino parte 2': the series' name with its article, as its title in another language is listed.
  const match = NUMBERED.exec(normalizeText(typed).trim()) ?? NUMBERED.exec(titleKey(typed));
  if (!match) return undefined;
  const [, name, typedNumber] = match as unknown as [string, string, string];
  const number = sequelNumber(typedNumber);
  const first = await findTitle(catalog, name);
  const named = first && !NUMBERED.test(titleKey(first.title)) ? first : undefined;
  const stems = named ? [named.title, named.title.split(/\s*[:–—]\s*|\s+-\s+/)[0]!] : [];
  const keys = [...new Set([name, ...stems.map(titleKey)])];
  const found = (await Promise.all([name, ...stems].map((stem) => findSeries(catalog, stem)))).flat();
  const series = [
    ...new Map([...(named ? [named] : []), ...found].map((movie) => [movie.id, movie])).values(),
  ];
  const carrying = series.find((movie) => keys.some((key) => titleKey(movie.title) === `${key} ${number}`));
  if (carrying) return carrying;
  // 'toy story 2' beside 'Toy Story 3': a series numbered in its titles has no film of a number none carries.
  if (series.some((movie) => keys.some((key) => /^ [2-9]$/.test(titleKey(movie.title).slice(key.length)))))
    return undefined;
  const sequels = series.filter((movie) => {
    const title = normalizeText(movie.title).replace(LEADING_ARTICLE, '');
    return keys.some((key) => title.startsWith(key) && SEQUEL_GOES_ON.test(title.slice(key.length)));
  });
  return sequels.length >= 2
    ? sequels.sort((a, b) => a.release_date.localeCompare(b.release_date))[number - 1]
    : undefined;
}

/** How many times the votes of a film of that exact title a film it subtitles needs to be meant instead. */
const SUBTITLE_OUTVOTES = 10;

/**
 * 'return of the king': a film's subtitle typed whole ('The Lord of the Rings: The Return of the King') is that
 * film, before any title a typo away ('Return of the Jedi').
 */
function titleBySubtitle(typed: string, results: MovieSummary[]): MovieSummary | undefined {
  if (titleKey(typed).length < 8) return undefined;
  // 'Mission: Impossible - Rogue Nation': 'rogue nation' and 'impossible rogue nation' are both its subtitle.
  const subtitled = results.filter((movie) => {
    const parts = movie.title.split(/\s*[:–—]\s*|\s+-\s+/);
    return parts.some((_, index) => index > 0 && sameTitle(parts.slice(index).join(' '), typed));
  });
  return subtitled.sort((a, b) => b.vote_count - a.vote_count)[0];
}

/**
 * 'the dark night': a typo the title search does not forgive (a letter added before a word's first). The title is
 * searched without each word in turn, then checked against the whole of what was typed.
 */
async function titleWithATypo(catalog: ToolsCatalog, query: string): Promise<MovieSummary | undefined> {
  const words = query.split(' ');
  if (words.length < 2 || words.length > 5) return undefined;
  const without = await Promise.all(
    words.map((_, index) => catalog.searchMovies(words.filter((__, at) => at !== index).join(' '), 1)),
  );
  const near = without
    .flatMap((result) => result.results)
    .filter((movie) => titleMatches(query, movie.title));
  return near.length ? pickTitle(query, near, []) : undefined;
}

/**
 * 'il gladiatore', 'nuovo cinema paradiso': a word before the catalog's title (an article, or the rest of a title in
 * another language); the rest must then be the title itself, or nearly so after an article.
 */
async function titleAfterAWord(catalog: ToolsCatalog, query: string): Promise<MovieSummary | undefined> {
  const [first, ...rest] = query.split(' ');
  if (!rest.length || !first) return undefined;
  const shorter = rest.join(' ');
  const next = (await catalog.searchMovies(shorter, 1)).results;
  const close = next.filter(
    (movie) => sameTitle(movie.title, shorter) || (first.length <= 3 && titleMatches(shorter, movie.title)),
  );
  return pickTitle(shorter, close, []);
}

async function findSeries(catalog: ToolsCatalog, typed: string): Promise<MovieSummary[]> {
  const key = titleKey(typed);
  if (!key) return [];
  const page = await catalog.searchMovies(typed, 1);
  return page.results
    .filter((movie) => titleKey(movie.title).startsWith(`${key} `))
    .sort((a, b) => b.vote_count - a.vote_count);
}

async function findNamed(catalog: ToolsCatalog, typed: string): Promise<MovieSummary[]> {
  const key = titleKey(typed);
  if (!key) return [];
  const page = await catalog.searchMovies(typed, 1);
  return page.results.filter((movie) => ` ${titleKey(movie.title)} `.includes(` ${key} `));
}

/** Every catalog person the typed name may be, the likeliest (most credited in the role) first. */
/** A surname's particle and the rest of it typed as one word ('deniro', 'vandamme'), the rest three letters or more. */
const FUSED_PARTICLE = /^(della|del|dos|van|von|de|di|da|du|le|la)(\p{L}{3,})$/u;

async function findPeople(
  catalog: ToolsCatalog,
  typed: string,
  role?: 'cast' | 'director' | 'any',
): Promise<PersonMatch[]> {
  // 'nolan' is several people: the one with the most credits (in the role asked) is who people mean.
  // A surname alone ('nolan') is the first name of many: look further down the name search for it.
  const limit = typed.trim().includes(' ') ? 10 : 50;
  let people = (await catalog.searchPeople(typed, limit)).filter((person) =>
    personMatches(typed, person.name),
  );
  // A typo the name search does not forgive ('tom hanx'): each word alone, checked against the whole name.
  const words = typed.split(/\s+/).filter((word) => word.length >= 3);
  if (!people.length && words.length >= 2) {
    const found = await Promise.all(words.map((word) => catalog.searchPeople(word, 20)));
    people = found.flat().filter((person) => personMatches(typed, person.name));
  }
  // 'leonardo di caprio', 'de niro': a particle typed apart from the name it belongs to.
  const parts = typed.trim().split(/\s+/);
  for (let index = 0; !people.length && index < parts.length - 1; index++) {
    if (parts[index]!.length > 3) continue;
    const joined = [...parts.slice(0, index), parts[index]! + parts[index + 1]!, ...parts.slice(index + 2)];
    people = (await catalog.searchPeople(joined.join(' '), 10)).filter((person) =>
      personMatches(joined.join(' '), person.name),
    );
  }
  // 'deniro', 'vandamme', 'deltoro': a particle typed together with the name it belongs to.
  for (let index = 0; !people.length && index < parts.length; index++) {
    const fused = FUSED_PARTICLE.exec(parts[index]!);
    if (!fused) continue;
    const apart = [...parts.slice(0, index), fused[1]!, fused[2]!, ...parts.slice(index + 1)].join(' ');
    people = (await catalog.searchPeople(apart, 10)).filter((person) => personMatches(apart, person.name));
  }
  const credits = (person: PersonMatch) =>
    role === 'director' ? person.director_count : role === 'cast' ? person.cast_count : person.movie_count;
  // The name typed in full ('morgan freeman') before a more credited near miss; namesakes by their credits.
  // A surname typed as it is written ('lang': Fritz Lang) before a near miss (Lana Wachowski), and among namesakes
  // with as many credits, the one whose films are theirs (directed or acted in) before a crew member.
  const wanted = normalizeText(typed);
  const typedWords = wanted.split(/\s+/);
  const exact = (person: PersonMatch) => {
    const name = normalizeText(person.name);
    if (name === wanted) return 2;
    const nameWords = name.split(/[^\p{L}\p{N}']+/u);
    return Number(typedWords.every((word) => nameWords.includes(word)));
  };
  const own = (person: PersonMatch) => person.director_count + person.cast_count;
  const unique = [...new Map(people.map((person) => [person.id, person])).values()];
  return unique.sort((a, b) => exact(b) - exact(a) || credits(b) - credits(a) || own(b) - own(a));
}

async function allowedBy(
  catalog: ToolsCatalog,
  movies: MovieSummary[],
  filter: MovieFilter,
): Promise<MovieSummary[]> {
  if (!movies.length) return movies;
  const allowed = await catalog.findMovies({
    ...filter,
    includeIds: movies.map((movie) => movie.id),
    limit: Math.min(100, movies.length),
  });
  const ids = new Set(allowed.map((movie) => movie.id));
  return movies.filter((movie) => ids.has(movie.id));
}

async function byStudio(
  catalog: ToolsCatalog,
  movies: MovieSummary[],
  wanted: readonly Studio[],
  avoided: readonly Studio[],
): Promise<{ movies: MovieSummary[]; known: boolean }> {
  if (!movies.length || (!wanted.length && !avoided.length)) return { movies, known: false };
  const details = await catalog.getMovies(movies.map((movie) => movie.id));
  const companies = new Map(
    details.map((movie) => [movie.id, movie.production_companies.map((company) => company.name)]),
  );
  const madeBy = (id: number, studio: Studio) =>
    (companies.get(id) ?? []).some((name) => studio.company.test(name));
  return {
    known: details.some((movie) => movie.production_companies.length > 0),
    movies: movies.filter(
      (movie) =>
        (!wanted.length || wanted.some((studio) => madeBy(movie.id, studio))) &&
        !avoided.some((studio) => madeBy(movie.id, studio)),
    ),
  };
}

/**
 * Several films share a title ('Dune', 'Titanic'): the exact title first, the most voted of those; a series' name
 * typed alone ('lord of the rings') is its best-known film.
 */
function pickTitle(
  typed: string,
  matches: MovieSummary[],
  results: MovieSummary[],
): MovieSummary | undefined {
  const exact = matches.filter((movie) => titleMatches(movie.title, typed) && sameTitle(movie.title, typed));
  const series = matches.length
    ? []
    : results.filter((movie) => titleKey(movie.title).startsWith(`${titleKey(typed)} `));
  const pool = exact.length ? exact : matches.length ? matches.slice(0, 1) : series;
  return [...pool].sort((a, b) => b.vote_count - a.vote_count)[0];
}
