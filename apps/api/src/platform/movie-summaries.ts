import type { CatalogBrowse } from '@marquee/catalog';
import type { MovieDetails, MovieSummary } from '@marquee/contracts';

/** A movie's details as a list entry: genres become their ids, details only the movie page shows are left out. */
export function toMovieSummary(movie: MovieDetails): MovieSummary {
  const { genres, runtime: _runtime, production_companies: _companies, tagline: _tagline, ...rest } = movie;
  return { ...rest, genre_ids: genres.map((genre) => genre.id) };
}

/**
 * The first `limit` movies of these ids, in their order; ids the catalog cannot resolve are dropped. The local
 * catalog (starter, import, TMDB mirror) answers first, the live source only for the rest.
 */
export async function resolveMovies(
  catalog: CatalogBrowse,
  ids: number[],
  limit: number,
): Promise<MovieSummary[]> {
  if (ids.length === 0) return [];
  return (await catalog.getMovieSummaries(ids)).slice(0, limit);
}
