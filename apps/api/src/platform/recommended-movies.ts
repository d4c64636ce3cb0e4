import type { CatalogBrowse } from '@marquee/catalog';
import type { RecommendationReason, RecommendedMovie } from '@marquee/contracts';
import { resolveMovies } from './movie-summaries.ts';

/**
 * The first `limit` of these picks that the catalog resolves, in their order, each with its reason (decision
 * 024: every recommendation the API answers carries one).
 */
export async function resolveRecommended(
  catalog: CatalogBrowse,
  picks: { tmdbId: number; reason: RecommendationReason }[],
  limit: number,
): Promise<RecommendedMovie[]> {
  const reasons = new Map(picks.map((pick) => [pick.tmdbId, pick.reason]));
  const movies = await resolveMovies(
    catalog,
    picks.map((pick) => pick.tmdbId),
    limit,
  );
  return movies.map((movie) => ({ ...movie, reason: reasons.get(movie.id)! }));
}

/** Titles of these movies by id, as the catalog has them (movies it cannot resolve are left out). */
export async function titlesOf(catalog: CatalogBrowse, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const movies = await catalog.getMovieSummaries([...new Set(ids)]);
  return new Map(movies.map((movie) => [movie.id, movie.title]));
}
