import type {
  ListingKind,
  MovieCredits,
  MovieDetails,
  MovieListPage,
  PersonMovieCredits,
} from '@marquee/contracts';

/**
 * The movie catalog, whichever source serves it (local database + search index, or TMDB live).
 * Every answer is in TMDB's own response shapes; `null` means the movie or person does not exist.
 */
export interface Catalog {
  readonly source: 'local' | 'tmdb';
  listMovies(kind: ListingKind, page: number): Promise<MovieListPage>;
  searchMovies(query: string, page: number): Promise<MovieListPage>;
  discoverByGenre(genreId: number, page: number): Promise<MovieListPage>;
  getMovie(id: number): Promise<MovieDetails | null>;
  /** Many movies in one call; unknown ids are left out. */
  getMovies(ids: number[]): Promise<MovieDetails[]>;
  getCredits(id: number): Promise<MovieCredits | null>;
  getPersonMovieCredits(personId: number): Promise<PersonMovieCredits | null>;
  status(): Promise<'ok' | 'down'>;
  close(): Promise<void>;
}

/** Cache the catalog may use (the API passes its in-process or Redis cache). */
export interface CatalogCache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<void>;
}
