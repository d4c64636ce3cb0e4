/**
 * One movie with everything the catalog stores about it: what the starter catalog ships and what the
 * importer merges from the datasets. The single input of the catalog writer.
 */
export interface CatalogMovieRecord {
  id: number;
  title: string;
  original_language: string | null;
  overview: string | null;
  release_date: string | null;
  runtime: number | null;
  vote_average: number;
  vote_count: number;
  popularity: number;
  poster_path: string | null;
  backdrop_path: string | null;
  keywords: string[];
  genre_ids: number[];
  production_companies: { id: number; name: string }[];
  cast: { id: number; name: string; character: string | null; order: number | null; profile_path: string | null }[];
  directors: { id: number | null; name: string; profile_path?: string | null }[];
}
