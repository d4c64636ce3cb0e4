import type { MoviesTable } from '@marquee/db';

/**
 * One movie with everything the catalog stores about it: what the starter catalog ships and what the
 * importer merges from the datasets. The single input of the catalog writer.
 */
export interface CatalogMovieRecord extends Omit<
  MoviesTable,
  'keywords_json' | 'updated_at' | 'imdb_id' | 'trailer_key'
> {
  /** "tt0114709"; absent or null when no source knows it (a stored one is then kept). */
  imdb_id?: string | null;
  keywords: string[];
  /** ISO 3166-1 alpha-2 production countries. */
  countries: string[];
  genre_ids: number[];
  production_companies: { id: number; name: string }[];
  cast: {
    id: number;
    name: string;
    character: string | null;
    order: number | null;
    profile_path: string | null;
  }[];
  directors: { id: number | null; name: string; profile_path?: string | null }[];
  /**
   * Crew besides the directors, where a source has them: writing credits ("Screenplay", "Novel"...) and the key
   * crew of credits/crew-jobs.ts (composer, director of photography, editor, producers).
   */
  crew?: { id: number; name: string; job: string; profile_path?: string | null }[];
  /** YouTube key of the movie's trailer; absent or null when unknown (a stored one is then kept). */
  trailer_key?: string | null;
}
