import type {
  ListingKind,
  MovieCredits,
  MovieDetails,
  MovieListPage,
  MovieReleaseDates,
  MovieSummary,
  PersonDetails,
  PersonMovieCredits,
  PersonSearchPage,
} from '@marquee/contracts';
import type { MatchableMovie, MovieMatchQuery } from './match/movie-matcher.ts';

/** US theatrical certification (MPAA). */
export type Certification = 'G' | 'PG' | 'PG-13' | 'R' | 'NC-17';
export const CERTIFICATIONS: readonly Certification[] = ['G', 'PG', 'PG-13', 'R', 'NC-17'];

/** Filters for {@link Catalog.findMovies} and the meaning queries; every field is optional and they combine with AND. */
export interface MovieFilter {
  /** The movie must have every one of these TMDB genre ids. */
  genreIds?: number[];
  /** The movie must have at least one of these genre ids. */
  anyGenreIds?: number[];
  /** The movie must have none of these genre ids. */
  excludeGenreIds?: number[];
  /** Inclusive release-year range. */
  yearFrom?: number;
  yearTo?: number;
  /** Inclusive runtime range in minutes; movies without a runtime are left out when either is set. */
  runtimeMin?: number;
  runtimeMax?: number;
  /** ISO 639-1 original languages ('fr'). */
  originalLanguages?: string[];
  /** ISO 3166-1 alpha-2 production countries ('FR'); the movie must have at least one. */
  countries?: string[];
  /** US certification; movies without one are left out when set. */
  certifications?: Certification[];
  /** A person in the cast or the crew (director). */
  personId?: number;
  /** With personId: only movies where the person is in the cast, or directed it; either when absent. */
  personRole?: 'cast' | 'director';
  /** A keyword, matched case-insensitively against the movie's keywords. */
  keyword?: string;
  /** The movie must have at least one of these keywords (case-insensitive). */
  anyKeywords?: string[];
  /** The movie must have none of these keywords (case-insensitive). */
  excludeKeywords?: string[];
  /** No one of these people may be in the cast or have directed the movie. */
  excludePersonIds?: number[];
  /** ISO 639-1 original languages left out; a movie whose original language is unknown is left out too. */
  excludeLanguages?: string[];
  /** ISO 3166-1 alpha-2 production countries left out. */
  excludeCountries?: string[];
  /** Only these movies (a user's watchlist, the previous answer). */
  includeIds?: number[];
  /** Movies to leave out (already seen, already suggested). */
  excludeIds?: number[];
  /** At least this many votes. */
  minVoteCount?: number;
  /** popularity (default), vote_average (among movies with enough votes) or release_date (newest first). */
  sort?: 'popularity' | 'vote_average' | 'release_date';
  /** At most this many results (default 20, at most 100). */
  limit?: number;
}

/** What the catalog knows about one movie beyond its details. */
export interface MovieFacts {
  movie: MovieDetails;
  directors: { id: number; name: string }[];
  /** Billing order, at most 10. */
  cast: { id: number; name: string; character: string | null }[];
  /** The key crew besides the directors (writers, composer, cinematographer, editor, producers): crew-jobs.ts. */
  crew: { id: number; name: string; job: string }[];
  /** US certification ('PG-13'), null when unknown. */
  certification: string | null;
  /** ISO 3166-1 alpha-2 production countries. */
  countries: string[];
  keywords: string[];
}

/** A movie and its cosine similarity to the query (-1..1, higher is closer). */
export interface MeaningMatch {
  movie: MovieSummary;
  score: number;
}

export interface PersonMatch {
  id: number;
  name: string;
  profile_path: string | null;
  /** How many catalog movies the person is credited in. */
  movie_count: number;
  /** Of those, how many in the cast. */
  cast_count: number;
  /** Of those, how many directed. */
  director_count: number;
}

/** Listings, movie pages and their credits: what the browsing pages read. */
export interface CatalogBrowse {
  listMovies(kind: ListingKind, page: number): Promise<MovieListPage>;
  discoverByGenre(genreId: number, page: number): Promise<MovieListPage>;
  getMovie(id: number): Promise<MovieDetails | null>;
  /** Many movies in one call, in the order asked; unknown ids are left out. */
  getMovies(ids: number[]): Promise<MovieDetails[]>;
  /**
   * Many movies as list entries, in the order asked; unknown ids are left out. The TMDB source answers from
   * the local catalog (starter and mirror) first and asks TMDB only for the ids it does not know; one TMDB
   * cannot answer right now is left out too.
   */
  getMovieSummaries(ids: number[]): Promise<MovieSummary[]>;
  /** The source's own recommendations for a movie, best first (TMDB's); [] when it has none, as the local source never has. */
  getSourceRecommendations(id: number): Promise<MovieSummary[]>;
  getCredits(id: number): Promise<MovieCredits | null>;
  /**
   * TMDB's release dates by country. The local source knows one US certification and the primary release
   * date, given as one US theatrical release (no entry when the certification is unknown).
   */
  getReleaseDates(id: number): Promise<MovieReleaseDates | null>;
}

/** Search by title and by name, in TMDB's page shapes. */
export interface CatalogSearch {
  searchMovies(query: string, page: number): Promise<MovieListPage>;
  /** TMDB's /search/person: people whose name matches (typo-tolerant on the local source), with films they are known for. */
  searchPersonPage(query: string, page: number): Promise<PersonSearchPage>;
}

/** What the catalog knows about movies, and queries over it (the chat assistant, the recommender). */
export interface CatalogFacts {
  /** Directors, top-billed cast, certification, countries and keywords of a movie; null when unknown. */
  getMovieFacts(id: number): Promise<MovieFacts | null>;
  /**
   * Movies matching structured filters (for the chat assistant and the recommender), best first.
   * The TMDB source answers through /discover/movie, so keyword filtering there is best-effort.
   */
  findMovies(filter: MovieFilter): Promise<MovieSummary[]>;
  /** Movies closest in meaning to free text (mood, theme, plot), within the filter, best first (limit = filter.limit ?? 20). */
  findByMeaning(text: string, filter?: MovieFilter): Promise<MeaningMatch[]>;
  /**
   * Movies whose own words (title, overview, keywords, characters) share the most telling words with a story told
   * of a film, within the filter, best first (limit = filter.limit ?? 20; scored by BM25).
   */
  findByStoryWords(text: string, filter?: MovieFilter): Promise<MeaningMatch[]>;
  /**
   * How telling each word stem (story-words.ts) is in the catalog's films' own words, from 0 (every film holds it)
   * to 1 (one film does, or none).
   */
  storyWordRarity(stems: readonly string[]): Promise<number[]>;
  /** For each word of another language, the films' English words it may be by descent ('simulação' -> 'simulation'). */
  storyCognates(words: readonly string[]): Promise<string[][]>;
  /** Movies closest in meaning to this movie (never the movie itself), within the filter, best first. */
  similarByMeaning(movieId: number, filter?: MovieFilter): Promise<MeaningMatch[]>;
  /**
   * Live sources only: finds a movie the local catalog lacks, by IMDb id or by title and year, and copies it
   * into the local catalog before answering (importing a film history adds the movies it names).
   */
  lookupMovie?(query: MovieMatchQuery): Promise<MatchableMovie | null>;
}

/** People: the films they acted in or made, and finding them by name. */
export interface CatalogPeople {
  /** Who a person is; the local source has no biography, birthday nor place of birth. */
  getPerson(personId: number): Promise<PersonDetails | null>;
  getPersonMovieCredits(personId: number): Promise<PersonMovieCredits | null>;
  /** People whose name matches (typo-tolerant on the local source), most credited first, at most `limit` (default 10). */
  searchPeople(name: string, limit?: number): Promise<PersonMatch[]>;
}

/** A streaming, rental or shop service, as TMDB's watch-provider answers name it. */
export interface WatchProviderOffer {
  provider_id: number;
  provider_name: string;
  logo_path: string | null;
  display_priority: number;
}

/** Where a movie can be watched in one region (TMDB's data, from JustWatch). */
export interface RegionWatchProviders {
  /** TMDB's page of the movie's offers in the region. */
  link: string | null;
  flatrate: WatchProviderOffer[];
  rent: WatchProviderOffer[];
  buy: WatchProviderOffer[];
}

/** One release of a movie in a region; `type` is TMDB's (1 premiere, 2 limited, 3 theatrical, 4 digital, 5 physical, 6 TV). */
export interface RegionalRelease {
  type: number;
  /** `YYYY-MM-DD`. */
  date: string;
  note: string;
}

/** Live sources only (TMDB): where to watch, and release dates by region. The local source has neither. */
export interface CatalogAvailability {
  /** Where the movie can be watched in `region`; empty lists when nowhere; null for an unknown movie. */
  getWatchProviders(id: number, region: string): Promise<RegionWatchProviders | null>;
  /** The movie's releases in `region`, oldest first ([] when it has none there); null for an unknown movie. */
  getRegionalReleases(id: number, region: string): Promise<RegionalRelease[] | null>;
  /** The streaming services TMDB knows in `region`, most prominent first. */
  listRegionProviders(region: string): Promise<WatchProviderOffer[]>;
  /** Popular movies streaming (flat rate) on any of these services in `region`. */
  discoverOnProviders(providerIds: number[], region: string, page: number): Promise<MovieListPage>;
}

/**
 * The movie catalog, whichever source serves it (local database + search index, or TMDB live): the four
 * roles its callers use (a caller needing one takes just that role). Every answer is in TMDB's own
 * response shapes; `null` means the movie or person does not exist. A source that cannot answer (TMDB
 * down, nothing cached) throws {@link CatalogUnavailableError}.
 */
export interface Catalog extends CatalogBrowse, CatalogSearch, CatalogFacts, CatalogPeople {
  readonly source: 'local' | 'tmdb';
  /** What the source knows of its own state, at once (never waits for an upstream); for /api/health. */
  health(): CatalogHealth;
  /**
   * Live sources only: the local catalog their movies are copied into, to answer from when the live source
   * cannot (the assistant during a TMDB outage).
   */
  localMirror?(): Promise<Catalog>;
  /** Live sources only: where to watch and regional release dates. */
  availability?: CatalogAvailability;
  close(): Promise<void>;
}

export interface CatalogHealth {
  status: 'ok' | 'down';
  /** What is wrong and what is served meanwhile, in plain words; absent when all is well. */
  detail?: string;
}

/** Cache the catalog may use (the API passes its in-process or Redis cache). */
export interface CatalogCache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlSeconds: number): Promise<unknown>;
}

/** The source cannot answer right now (TMDB down, timed out or rate limited, and nothing cached). */
export class CatalogUnavailableError extends Error {
  constructor(message = 'The movie database is unavailable right now. Please try again later.') {
    super(message);
    this.name = 'CatalogUnavailableError';
  }
}
