import type {
  ListingKind,
  MovieCredits,
  MovieDetails,
  MovieListPage,
  MovieSummary,
  PersonMovieCredits,
} from '@marquee/contracts';

/** Filters for {@link Catalog.findMovies}; every field is optional and they combine with AND. */
export interface MovieFilter {
  /** The movie must have every one of these TMDB genre ids. */
  genreIds?: number[];
  /** Inclusive release-year range. */
  yearFrom?: number;
  yearTo?: number;
  /** A person in the cast or the crew (director). */
  personId?: number;
  /** A keyword, matched case-insensitively against the movie's keywords. */
  keyword?: string;
  /** popularity (default), vote_average (among movies with enough votes) or release_date (newest first). */
  sort?: 'popularity' | 'vote_average' | 'release_date';
  /** At most this many results (default 20, at most 100). */
  limit?: number;
}

export interface PersonMatch {
  id: number;
  name: string;
  profile_path: string | null;
  /** How many catalog movies the person is credited in. */
  movie_count: number;
}

/**
 * The movie catalog, whichever source serves it (local database + search index, or TMDB live).
 * Every answer is in TMDB's own response shapes; `null` means the movie or person does not exist.
 * A source that cannot answer (TMDB down, nothing cached) throws {@link CatalogUnavailableError}.
 */
export interface Catalog {
  readonly source: 'local' | 'tmdb';
  listMovies(kind: ListingKind, page: number): Promise<MovieListPage>;
  searchMovies(query: string, page: number): Promise<MovieListPage>;
  discoverByGenre(genreId: number, page: number): Promise<MovieListPage>;
  getMovie(id: number): Promise<MovieDetails | null>;
  /** Many movies in one call, in the order asked; unknown ids are left out. */
  getMovies(ids: number[]): Promise<MovieDetails[]>;
  getCredits(id: number): Promise<MovieCredits | null>;
  getPersonMovieCredits(personId: number): Promise<PersonMovieCredits | null>;
  /**
   * Movies matching structured filters (for the chat assistant and the recommender), best first.
   * The TMDB source answers through /discover/movie, so keyword filtering there is best-effort.
   */
  findMovies(filter: MovieFilter): Promise<MovieSummary[]>;
  /** People whose name matches (typo-tolerant on the local source), most credited first, at most `limit` (default 10). */
  searchPeople(name: string, limit?: number): Promise<PersonMatch[]>;
  status(): Promise<'ok' | 'down'>;
  close(): Promise<void>;
}

/** Cache the catalog may use (the API passes its in-process or Redis cache). */
export interface CatalogCache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
}

/** The source cannot answer right now (TMDB down, timed out or rate limited, and nothing cached). */
export class CatalogUnavailableError extends Error {
  constructor(message = 'The movie database is unavailable right now. Please try again later.') {
    super(message);
    this.name = 'CatalogUnavailableError';
  }
}
