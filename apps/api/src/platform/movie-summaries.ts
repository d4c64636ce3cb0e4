import type { Catalog } from '@marquee/catalog';
import type { MovieDetails, MovieSummary } from '@marquee/contracts';

/** A movie's details as a list entry: genres become their ids, details only the movie page shows are left out. */
export function toMovieSummary(movie: MovieDetails): MovieSummary {
  const { genres, runtime: _runtime, production_companies: _companies, tagline: _tagline, ...rest } = movie;
  return { ...rest, genre_ids: genres.map((genre) => genre.id) };
}

/** The first `limit` movies of these ids, in their order, in one catalog call; ids it cannot resolve are dropped. */
export async function resolveMovies(catalog: Catalog, ids: number[], limit: number): Promise<MovieSummary[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await catalog.getMovies(ids)).map((movie) => [movie.id, movie]));
  return ids
    .flatMap((id) => {
      const movie = byId.get(id);
      return movie ? [toMovieSummary(movie)] : [];
    })
    .slice(0, limit);
}
