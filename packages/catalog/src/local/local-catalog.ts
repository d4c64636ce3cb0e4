import type { Kysely } from 'kysely';
import type { Database } from '@marquee/db';
import {
  genreName,
  LISTING_PAGE_SIZE,
  MAX_LISTING_PAGE,
  type ListingKind,
  type MovieCredits,
  type MovieDetails,
  type MovieListPage,
  type MovieReleaseDates,
  type MovieSummary,
  type PersonDetails,
  type PersonMovieCredits,
  type PersonSearchResult,
} from '@marquee/contracts';
import type {
  Catalog,
  CatalogBrowse,
  CatalogFacts,
  CatalogPeople,
  CatalogSearch,
  MeaningMatch,
  MovieFacts,
  MovieFilter,
  PersonMatch,
} from '../catalog.ts';
import { byCrewOrder, crewDepartment } from '../credits/crew-jobs.ts';
import { SearchIndex } from '../search/search-index.ts';
import { titleSearchForms } from '../search/title-normalizer.ts';
import { movieSummaryOf, readCatalogSnapshot, type CatalogSnapshot } from './catalog.reader.ts';
import { filterCandidates } from './filter-candidates.ts';
import { movieFilterPredicate, type FilterableMovie } from './movie-filter.ts';
import {
  onEmbeddingsStored,
  readMovieEmbeddings,
  type MovieEmbeddings,
} from '../meaning/embeddings.repository.ts';
import { batchedNearest } from '../meaning/batched-nearest.ts';
import { MeaningIndex, type Neighbour } from '../meaning/meaning-index.ts';
import { parseKeywordsJson } from '../meaning/movie-text.ts';
import { createQueryEmbedder } from '../meaning/query-embedder.ts';
import { StoryIndex } from '../story/story-index.ts';

interface LocalMovie extends FilterableMovie {
  details: MovieDetails;
  credits: MovieCredits;
  releaseDates: MovieReleaseDates;
  /** Keywords as stored (the filter's set is lower-cased). */
  keywordList: string[];
}

interface LocalPerson {
  id: number;
  name: string;
  profile_path: string | null;
  cast: { movie: LocalMovie; character: string | null }[];
  crew: { movie: LocalMovie; job: string }[];
}

// TMDB's own top-rated list needs a few hundred votes; a small catalog relaxes that to its median.
const TOP_RATED_MIN_VOTES = 300;
const TRENDING_HALF_LIFE_YEARS = 3;
const PAGE_CACHE_SIZE = 5000;
// TMDB's person search lists three films a person is known for.
const KNOWN_FOR = 3;
/** The cast getMovieFacts tells: its characters are the ones a story names. */
const TOP_BILLED = 10;
// TMDB's now playing is what cinemas show: here the films of the months before the newest one, at least a page.
const NOW_PLAYING_MONTHS = 18;
// TMDB's release type for a theatrical release.
const THEATRICAL_RELEASE = 3;

export function paginate<T extends MovieSummary>(items: T[], page: number): MovieListPage {
  const start = (page - 1) * LISTING_PAGE_SIZE;
  return {
    page,
    results: items.slice(start, start + LISTING_PAGE_SIZE),
    total_pages: Math.min(MAX_LISTING_PAGE, Math.ceil(items.length / LISTING_PAGE_SIZE)),
    total_results: items.length,
  };
}

/** The catalog served from our database: read once at start-up, then answered from memory. */
export async function createLocalCatalog(
  db: Kysely<Database>,
  options: { now?: () => Date; embeddingsReloadMs?: number } = {},
): Promise<Catalog> {
  // Listening before the first read: vectors stored meanwhile are not missed.
  const embeddingsChanged = { since: false };
  const unsubscribe = onEmbeddingsStored(db, () => (embeddingsChanged.since = true));
  const [snapshot, embeddings] = await Promise.all([readCatalogSnapshot(db), readMovieEmbeddings(db)]);
  return buildLocalCatalog(snapshot, embeddings, options.now ?? (() => new Date()), {
    db,
    reloadMs: options.embeddingsReloadMs ?? EMBEDDINGS_RELOAD_MS,
    embeddingsChanged,
    unsubscribe,
  });
}

// Vectors stored while the catalog runs (a background encoding) are picked up at most this often.
const EMBEDDINGS_RELOAD_MS = 10_000;

const limitOf = (filter: MovieFilter) => Math.max(1, Math.min(100, filter.limit ?? 20));

interface LiveEmbeddings {
  db: Kysely<Database>;
  reloadMs: number;
  embeddingsChanged: { since: boolean };
  unsubscribe: () => void;
}

/** The catalog from one snapshot: movies and people indexed, listings ranked, then the four roles over them. */
function buildLocalCatalog(
  snapshot: CatalogSnapshot,
  embeddings: MovieEmbeddings,
  now: () => Date,
  live: LiveEmbeddings,
): Catalog {
  const movies = indexMovies(snapshot);
  const people = indexPeople(snapshot, movies);
  const rankings = rankMovies([...movies.values()], now);
  const pages = createPageCache();
  const findPeople = peopleFinder(people);
  return {
    source: 'local',
    ...browseRole(movies, rankings, pages),
    ...searchRole(movies, findPeople, pages),
    ...factsRole(movies, people, rankings, embeddings, live),
    ...peopleRole(people, findPeople),
    health() {
      return { status: 'ok' };
    },
    async close() {
      live.unsubscribe();
    },
  };
}

/** Each movie's details, credits and the facts its filters look at. */
function indexMovies(snapshot: CatalogSnapshot): Map<number, LocalMovie> {
  const genresByMovie = groupBy(snapshot.genres, (row) => row.movie_id);
  const companiesByMovie = groupBy(snapshot.companies, (row) => row.movie_id);
  const castByMovie = groupBy(snapshot.cast, (row) => row.movie_id);
  const crewByMovie = groupBy(snapshot.crew, (row) => row.movie_id);
  const countriesByMovie = groupBy(snapshot.countries, (row) => row.movie_id);

  const movies = new Map<number, LocalMovie>();
  for (const row of snapshot.movies) {
    const genreIds = (genresByMovie.get(row.id) ?? []).map((genre) => genre.genre_id);
    const summary = movieSummaryOf(row, genreIds);
    const { genre_ids: _genreIds, ...rest } = summary;
    const details: MovieDetails = {
      ...rest,
      runtime: row.runtime === null ? null : Number(row.runtime),
      genres: genreIds.flatMap((id) => {
        const name = genreName(id);
        return name ? [{ id, name }] : [];
      }),
      production_companies: (companiesByMovie.get(row.id) ?? [])
        .sort((a, b) => a.position - b.position)
        .map((company) => ({ id: company.id, name: company.name, logo_path: null })),
      tagline: null,
      videos: {
        results: row.trailer_key
          ? [{ key: row.trailer_key, site: 'YouTube', type: 'Trailer', name: 'Trailer' }]
          : [],
      },
    };
    const credits: MovieCredits = {
      id: row.id,
      cast: (castByMovie.get(row.id) ?? [])
        .sort((a, b) => a.cast_order - b.cast_order)
        .map((member) => ({
          id: member.person_id,
          name: member.name,
          character: member.character,
          profile_path: member.profile_path,
          order: member.cast_order,
        })),
      crew: (crewByMovie.get(row.id) ?? [])
        .map((member) => ({
          id: member.person_id,
          name: member.name,
          job: member.job,
          department: crewDepartment(member.job),
          profile_path: member.profile_path,
        }))
        .sort(byCrewOrder),
    };
    const year = row.release_date ? Number.parseInt(row.release_date.slice(0, 4), 10) : NaN;
    const keywordList = parseKeywordsJson(row.keywords_json);
    movies.set(row.id, {
      summary,
      details,
      credits,
      releaseDates: releaseDatesOf(row),
      keywordList,
      keywords: new Set(keywordList.map((keyword) => keyword.toLowerCase())),
      year: Number.isFinite(year) ? year : null,
      runtime: details.runtime,
      certification: row.certification,
      countries: new Set(
        (countriesByMovie.get(row.id) ?? [])
          .sort((a, b) => a.position - b.position)
          .map((country) => country.country),
      ),
      castIds: new Set(credits.cast.map((member) => member.id)),
      directorIds: new Set(
        credits.crew.filter((member) => member.job === 'Director').map((member) => member.id),
      ),
    });
  }
  return movies;
}

/** Everyone credited, with the movies they acted in and worked on. */
function indexPeople(snapshot: CatalogSnapshot, movies: Map<number, LocalMovie>): Map<number, LocalPerson> {
  const people = new Map<number, LocalPerson>();
  const personOf = (id: number, name: string, profilePath: string | null) => {
    let person = people.get(id);
    if (!person) {
      person = { id, name, profile_path: profilePath, cast: [], crew: [] };
      people.set(id, person);
    }
    return person;
  };
  for (const row of snapshot.cast) {
    const movie = movies.get(row.movie_id);
    if (movie)
      personOf(row.person_id, row.name, row.profile_path).cast.push({ movie, character: row.character });
  }
  for (const row of snapshot.crew) {
    const movie = movies.get(row.movie_id);
    if (movie) personOf(row.person_id, row.name, row.profile_path).crew.push({ movie, job: row.job });
  }
  return people;
}

/** The one US release the catalog knows: its certification, on the primary release date. */
function releaseDatesOf(row: CatalogSnapshot['movies'][number]): MovieReleaseDates {
  const id = Number(row.id);
  if (!row.certification) return { id, results: [] };
  const release = {
    certification: row.certification,
    descriptors: [],
    iso_639_1: '',
    note: '',
    release_date: row.release_date ? `${row.release_date}T00:00:00.000Z` : '',
    type: THEATRICAL_RELEASE,
  };
  return { id, results: [{ iso_3166_1: 'US', release_dates: [release] }] };
}

/** The newest films first, down to NOW_PLAYING_MONTHS before the newest (at least a page of them). */
function nowPlayingOf(newestFirst: LocalMovie[]): LocalMovie[] {
  const newest = newestFirst[0]?.summary.release_date;
  if (!newest) return [];
  const since = new Date(`${newest.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(since.getTime())) return newestFirst;
  since.setUTCMonth(since.getUTCMonth() - NOW_PLAYING_MONTHS);
  const sinceDate = since.toISOString().slice(0, 10);
  const recent = newestFirst.findIndex((movie) => movie.summary.release_date < sinceDate);
  return newestFirst.slice(0, Math.max(LISTING_PAGE_SIZE, recent === -1 ? newestFirst.length : recent));
}

type Rankings = ReturnType<typeof rankMovies>;

/** The listings (TMDB's semantics), genre pages and the orders filters sort by. */
function rankMovies(all: LocalMovie[], now: () => Date) {
  const byPopularity = [...all].sort(
    (a, b) => b.summary.popularity - a.summary.popularity || a.summary.id - b.summary.id,
  );
  const voteCounts = all.map((movie) => movie.summary.vote_count).sort((a, b) => a - b);
  const median = voteCounts[Math.floor(voteCounts.length / 2)] ?? 0;
  const minVotes = Math.min(TOP_RATED_MIN_VOTES, median);
  const byRating = (list: LocalMovie[]) =>
    list
      .filter((movie) => movie.summary.vote_count >= minVotes && movie.summary.vote_count > 0)
      .sort(
        (a, b) =>
          b.summary.vote_average - a.summary.vote_average || b.summary.vote_count - a.summary.vote_count,
      );
  const byReleaseDate = (list: LocalMovie[]) =>
    [...list].sort(
      (a, b) =>
        b.summary.release_date.localeCompare(a.summary.release_date) ||
        b.summary.popularity - a.summary.popularity,
    );

  const today = now().toISOString().slice(0, 10);
  const released = all.filter(
    (movie) => movie.summary.release_date !== '' && movie.summary.release_date <= today,
  );
  const nowMs = now().getTime();
  const trendScore = (movie: LocalMovie) => {
    const ageYears = Math.max(0, (nowMs - Date.parse(movie.summary.release_date)) / (365.25 * 86_400_000));
    return movie.summary.popularity * Math.pow(0.5, ageYears / TRENDING_HALF_LIFE_YEARS);
  };
  const trending = released
    .map((movie) => ({ movie, score: trendScore(movie) }))
    .sort((a, b) => b.score - a.score || b.movie.summary.popularity - a.movie.summary.popularity)
    .map((entry) => entry.movie.summary);

  const listings: Record<ListingKind, MovieSummary[]> = {
    popular: byPopularity.map((movie) => movie.summary),
    top_rated: byRating(all).map((movie) => movie.summary),
    now_playing: nowPlayingOf(byReleaseDate(released)).map((movie) => movie.summary),
    trending,
  };
  const byGenre = new Map<number, MovieSummary[]>();
  for (const movie of byPopularity) {
    for (const genreId of movie.summary.genre_ids) {
      const list = byGenre.get(genreId);
      if (list) list.push(movie.summary);
      else byGenre.set(genreId, [movie.summary]);
    }
  }
  const sortedBy = (list: LocalMovie[], sort: MovieFilter['sort']) =>
    sort === 'vote_average'
      ? byRating(list)
      : sort === 'release_date'
        ? byReleaseDate(list)
        : [...list].sort((a, b) => b.summary.popularity - a.summary.popularity);
  return { byPopularity, listings, byGenre, sortedBy };
}

type PageCache = ReturnType<typeof createPageCache>;

// Pages are immutable: the same object for the same page lets the API reuse its serialised JSON.
function createPageCache() {
  const pages = new Map<string, unknown>();
  return <T>(key: string, page: number, make: () => T): T => {
    const cacheKey = `${key}:${page}`;
    let result = pages.get(cacheKey) as T | undefined;
    if (result === undefined) {
      result = make();
      if (pages.size >= PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value as string);
      pages.set(cacheKey, result);
    }
    return result;
  };
}

const summariesOf = (movies: Map<number, LocalMovie>, ids: number[]) =>
  ids.map((id) => movies.get(id)?.summary).filter((summary) => summary !== undefined);

function browseRole(movies: Map<number, LocalMovie>, rankings: Rankings, cached: PageCache): CatalogBrowse {
  return {
    async listMovies(kind, page) {
      return cached(kind, page, () => paginate(rankings.listings[kind], page));
    },
    async discoverByGenre(genreId, page) {
      return cached(`genre:${genreId}`, page, () => paginate(rankings.byGenre.get(genreId) ?? [], page));
    },
    async getMovie(id) {
      return movies.get(id)?.details ?? null;
    },
    async getMovies(ids) {
      return ids.map((id) => movies.get(id)?.details).filter((details) => details !== undefined);
    },
    async getMovieSummaries(ids) {
      return summariesOf(movies, ids);
    },
    async getSourceRecommendations() {
      return [];
    },
    async getCredits(id) {
      return movies.get(id)?.credits ?? null;
    },
    async getReleaseDates(id) {
      return movies.get(id)?.releaseDates ?? null;
    },
  };
}

const creditCount = (person: LocalPerson) => person.cast.length + person.crew.length;
const directedCount = (person: LocalPerson) =>
  person.crew.filter((credit) => credit.job === 'Director').length;

/** The people index, built on the first name search (most credited first among equal matches). */
function peopleFinder(people: Map<number, LocalPerson>) {
  let index: SearchIndex | undefined;
  return (name: string): LocalPerson[] => {
    index ??= new SearchIndex(
      [...people.values()].map((person) => ({ id: person.id, text: person.name, rank: creditCount(person) })),
    );
    return index.search(name).map((hit) => people.get(hit.id) as LocalPerson);
  };
}
type FindPeople = ReturnType<typeof peopleFinder>;

/**
 * What TMDB says a person is known for: acting when they act at least as often as they direct, directing when
 * they direct, otherwise the department of most of their crew credits (writing, production, sound...).
 */
function knownForDepartment(person: LocalPerson): string {
  const directed = directedCount(person);
  if (person.cast.length >= Math.max(1, directed)) return 'Acting';
  if (directed > 0) return 'Directing';
  const credits = new Map<string, number>();
  for (const { job } of person.crew) {
    const department = crewDepartment(job);
    credits.set(department, (credits.get(department) ?? 0) + 1);
  }
  return [...credits].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'Acting';
}

const personDetailsOf = (person: LocalPerson): PersonDetails => ({
  id: person.id,
  name: person.name,
  profile_path: person.profile_path,
  known_for_department: knownForDepartment(person),
});

/** A person as TMDB's person search lists them: their department, and their most popular films. */
function personSearchResult(person: LocalPerson): PersonSearchResult {
  const films = [...new Set([...person.cast, ...person.crew].map((credit) => credit.movie))]
    .sort((a, b) => b.summary.popularity - a.summary.popularity || a.summary.id - b.summary.id)
    .slice(0, KNOWN_FOR);
  return {
    ...personDetailsOf(person),
    popularity: creditCount(person),
    known_for: films.map((movie) => ({ ...movie.summary, media_type: 'movie' as const })),
  };
}

function searchRole(
  movies: Map<number, LocalMovie>,
  findPeople: FindPeople,
  cached: PageCache,
): CatalogSearch {
  const titleIndex = new SearchIndex(
    [...movies.values()].map((movie) => ({
      id: movie.summary.id,
      text: movie.summary.title,
      rank: movie.summary.popularity,
    })),
    titleSearchForms,
  );
  return {
    async searchMovies(query, page) {
      return cached(`search:${query}`, page, () =>
        paginate(
          summariesOf(
            movies,
            titleIndex.search(query).map((hit) => hit.id),
          ),
          page,
        ),
      );
    },
    async searchPersonPage(query, page) {
      return cached(`person:${query}`, page, () => {
        const found = query.trim() === '' ? [] : findPeople(query);
        const start = (page - 1) * LISTING_PAGE_SIZE;
        return {
          page,
          results: found.slice(start, start + LISTING_PAGE_SIZE).map(personSearchResult),
          total_pages: Math.min(MAX_LISTING_PAGE, Math.ceil(found.length / LISTING_PAGE_SIZE)),
          total_results: found.length,
        };
      });
    },
  };
}

function factsRole(
  movies: Map<number, LocalMovie>,
  people: Map<number, LocalPerson>,
  rankings: Rankings,
  embeddings: MovieEmbeddings,
  live: LiveEmbeddings,
): CatalogFacts {
  const { db, reloadMs, embeddingsChanged } = live;
  // The index with, per row, its movie (undefined for a vector whose movie is gone): swapped together.
  const meaningOf = (stored: MovieEmbeddings) => {
    const index = new MeaningIndex(stored);
    return { index, rows: index.ids.map((id) => movies.get(id)) };
  };
  let meaning = meaningOf(embeddings);
  let embeddingsLoadedAt = Date.now();
  let reloading: Promise<void> | undefined;
  const currentMeaningIndex = async () => {
    if (embeddingsChanged.since && Date.now() - embeddingsLoadedAt >= reloadMs) {
      embeddingsChanged.since = false;
      embeddingsLoadedAt = Date.now();
      reloading ??= readMovieEmbeddings(db)
        .then((fresh) => {
          meaning = meaningOf(fresh);
        })
        .finally(() => (reloading = undefined));
    }
    await reloading;
    return meaning;
  };
  const embedQuery = createQueryEmbedder();
  const nearest = batchedNearest();
  const candidatesOf = filterCandidates(rankings.byPopularity);
  // Built on the first story told: a few hundred milliseconds for twenty thousand films, which most runs never need.
  let storyIndex: StoryIndex | undefined;
  const meaningMatches = (neighbours: Neighbour[]): MeaningMatch[] =>
    neighbours.flatMap(({ id, score }) => {
      const movie = movies.get(id);
      return movie ? [{ movie: movie.summary, score }] : [];
    });
  const accepting = (rows: (LocalMovie | undefined)[], filter: MovieFilter, excludedId?: number) => {
    const matches = movieFilterPredicate(filter);
    return (row: number) => {
      const movie = rows[row];
      return movie !== undefined && movie.summary.id !== excludedId && matches(movie);
    };
  };

  return {
    async findMovies(filter: MovieFilter) {
      const limit = limitOf(filter);
      let candidates: readonly LocalMovie[];
      if (filter.personId !== undefined) {
        const person = people.get(filter.personId);
        candidates = person
          ? [...new Set([...person.cast, ...person.crew].map((credit) => credit.movie))]
          : [];
      } else {
        candidates = candidatesOf(filter);
      }
      const matching = candidates.filter(movieFilterPredicate(filter));
      return rankings
        .sortedBy(matching, filter.sort)
        .slice(0, limit)
        .map((movie) => movie.summary);
    },
    async getMovieFacts(id): Promise<MovieFacts | null> {
      const movie = movies.get(id);
      if (!movie) return null;
      return {
        movie: movie.details,
        directors: movie.credits.crew
          .filter((member) => member.job === 'Director')
          .map((member) => ({ id: member.id, name: member.name })),
        cast: movie.credits.cast
          .slice(0, TOP_BILLED)
          .map((member) => ({ id: member.id, name: member.name, character: member.character })),
        crew: movie.credits.crew
          .filter((member) => member.job !== 'Director')
          .map((member) => ({ id: member.id, name: member.name, job: member.job })),
        certification: movie.certification,
        countries: [...movie.countries],
        keywords: movie.keywordList,
      };
    },
    async findByMeaning(text, filter = {}) {
      const { index, rows } = await currentMeaningIndex();
      if (text.trim() === '' || index.size === 0) return [];
      const query = await embedQuery(text);
      return meaningMatches(
        await nearest(index, query, { limit: limitOf(filter), accept: accepting(rows, filter) }),
      );
    },
    async storyCognates(words) {
      storyIndex ??= storyIndexOf(movies);
      return words.map((word) => storyIndex!.cognatesOf(word));
    },
    async storyWordRarity(stems) {
      storyIndex ??= storyIndexOf(movies);
      return stems.map((stem) => storyIndex!.relativeRarity(stem));
    },
    async findByStoryWords(text, filter = {}) {
      storyIndex ??= storyIndexOf(movies);
      const matches = movieFilterPredicate(filter);
      const accepted = (id: number) => {
        const movie = movies.get(id);
        return movie !== undefined && matches(movie);
      };
      return storyIndex
        .search(text, limitOf(filter), accepted)
        .map(({ id, score }) => ({ movie: movies.get(id)!.summary, score }));
    },
    async similarByMeaning(movieId, filter = {}) {
      const { index, rows } = await currentMeaningIndex();
      const vector = index.vectorOf(movieId);
      if (!vector) return [];
      return meaningMatches(
        await nearest(index, vector, { limit: limitOf(filter), accept: accepting(rows, filter, movieId) }),
      );
    },
  };
}

/** Each film's own words a story may hold: its title, overview, keywords and the characters of its top-billed cast. */
function storyIndexOf(movies: Map<number, LocalMovie>): StoryIndex {
  return new StoryIndex(
    [...movies.values()].map((movie) => ({
      id: movie.summary.id,
      texts: [
        movie.summary.title,
        movie.details.overview ?? '',
        ...movie.keywordList,
        ...movie.credits.cast.slice(0, TOP_BILLED).map((member) => member.character ?? ''),
      ],
    })),
  );
}

function peopleRole(people: Map<number, LocalPerson>, findPeople: FindPeople): CatalogPeople {
  return {
    async getPerson(personId) {
      const person = people.get(personId);
      return person ? personDetailsOf(person) : null;
    },
    async getPersonMovieCredits(personId): Promise<PersonMovieCredits | null> {
      const person = people.get(personId);
      if (!person) return null;
      const newestFirst = (a: { movie: LocalMovie }, b: { movie: LocalMovie }) =>
        b.movie.summary.release_date.localeCompare(a.movie.summary.release_date);
      return {
        id: person.id,
        cast: [...person.cast]
          .sort(newestFirst)
          .map((credit) => ({ ...credit.movie.summary, character: credit.character })),
        crew: [...person.crew].sort(newestFirst).map((credit) => ({
          ...credit.movie.summary,
          job: credit.job,
          department: crewDepartment(credit.job),
        })),
      };
    },
    async searchPeople(name, limit = 10): Promise<PersonMatch[]> {
      return findPeople(name)
        .slice(0, Math.max(1, limit))
        .map((person) => ({
          id: person.id,
          name: person.name,
          profile_path: person.profile_path,
          movie_count: creditCount(person),
          cast_count: person.cast.length,
          director_count: directedCount(person),
        }));
    },
  };
}

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
