import type { Certification } from '../catalog.ts';
import type { CatalogMovieRecord } from '../movie-record.ts';
import type { ImdbMovieFacts } from './imdb-facts.ts';

export type CastMember = CatalogMovieRecord['cast'][number];
export type Director = CatalogMovieRecord['directors'][number];
/** A cast member as a source lists it: without a person id when the source has only names (merge resolves it). */
export type SourceCastMember = Omit<CastMember, 'id'> & { id: number | null };
/** A crew member with a kept job (credits/crew-jobs.ts), id resolved at merge when the source has none. */
export type SourceCrewMember = { id: number | null; name: string; job: string; profile_path: string | null };

/** Facts one source gives about one movie; lower priority numbers win when sources disagree. */
export interface MovieFacts {
  id: number;
  priority: number;
  title?: string;
  original_language?: string | null;
  overview?: string | null;
  release_date?: string | null;
  runtime?: number | null;
  vote_average?: number;
  vote_count?: number;
  popularity?: number;
  poster_path?: string | null;
  backdrop_path?: string | null;
  genre_ids?: number[];
  production_companies?: { id: number; name: string }[];
  /** Companies a source names without TMDB ids (tmdb-full-2024): given ids at merge. */
  production_company_names?: string[];
  /** ISO 3166-1 alpha-2. */
  production_countries?: string[];
  /** "tt0114709", from sources that carry it (links.csv is the other way). */
  imdb_id?: string | null;
}

export interface MovieLensRating {
  userId: number;
  movieId: number;
  rating: number;
  timestamp: number;
}

/** Everything read from a dataset folder, before merging by TMDB id. */
export interface DatasetContents {
  facts: MovieFacts[];
  keywords: { movieId: number; priority: number; keywords: string[] }[];
  castLists: { movieId: number; priority: number; cast: SourceCastMember[] }[];
  /** Directors and the other kept crew; the best source (lowest priority) of each wins. */
  crewLists: { movieId: number; priority: number; crew: SourceCrewMember[] }[];
  /** US certifications the TMDB exports carry; IMDB 5000's is the fallback. */
  certifications: { movieId: number; priority: number; certification: Certification }[];
  /** YouTube trailer keys. */
  trailers: Map<number, string>;
  /** People with their TMDB id and profile image (tmdb-people-2025), to identify name-only credits. */
  people: { id: number; name: string; profile_path: string | null }[];
  /** TMDB 5000's person -> movies table: cast membership without billing order or character. */
  personMovies: { person: { id: number; name: string }; movieIds: number[] }[];
  /** MovieLens movie id -> TMDB id. */
  links: Map<number, number>;
  /** IMDB id (the number of "tt0114709") -> TMDB id, from the same links files. */
  imdbLinks: Map<number, number>;
  /** IMDB 5000 rows, joined to TMDB ids through imdbLinks when merging. */
  imdb: ImdbMovieFacts[];
  ratings: MovieLensRating[];
  files: string[];
}

export type ReportMalformed = (file: string, line: number, message: string) => void;

export function emptyContents(): DatasetContents {
  return {
    facts: [],
    keywords: [],
    castLists: [],
    crewLists: [],
    certifications: [],
    trailers: new Map(),
    people: [],
    personMovies: [],
    links: new Map(),
    imdbLinks: new Map(),
    imdb: [],
    ratings: [],
    files: [],
  };
}
