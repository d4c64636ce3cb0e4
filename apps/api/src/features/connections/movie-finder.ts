import type { Catalog, MatchableMovie, MovieMatcher } from '@marquee/catalog';
import type { PlayedMovie } from './payloads/index.ts';

/** How long a loaded matcher serves before the catalog is read again. */
const MATCHER_FRESH_MS = 5 * 60_000;
/** A miss reloads the matcher (a movie mirrored since may match) at most this often. */
const RELOAD_ON_MISS_AFTER_MS = 10_000;

/**
 * The importer's matcher (TMDB id, then IMDb id, then title and year), held in memory between deliveries so a
 * webhook costs a lookup, not a read of the whole catalog; in live-TMDB mode a movie the catalog lacks is looked
 * up on TMDB, as an import does, and kept.
 */
export function createMovieFinder(load: () => Promise<MovieMatcher>, catalog: Catalog) {
  let current: { matcher: Promise<MovieMatcher>; loadedAt: number } | undefined;
  const matcher = (maxAgeMs: number) => {
    if (!current || Date.now() - current.loadedAt > maxAgeMs) {
      const loading = load();
      current = { matcher: loading, loadedAt: Date.now() };
      // A failed load is not kept: the next delivery tries again.
      loading.catch(() => (current = undefined));
    }
    return current.matcher;
  };

  /** Live mode: fetching a movie by id mirrors it into the catalog. */
  const byTmdbId = async (tmdbId: number | null): Promise<MatchableMovie | null> => {
    if (tmdbId === null) return null;
    const movie = await catalog.getMovie(tmdbId).catch(() => null);
    if (!movie) return null;
    return {
      id: movie.id,
      title: movie.title,
      imdb_id: null,
      release_date: movie.release_date || null,
      poster_path: movie.poster_path,
      vote_average: movie.vote_average,
      popularity: movie.popularity,
    };
  };

  return async function findMovie(played: PlayedMovie): Promise<MatchableMovie | null> {
    const query = { tmdbId: played.tmdbId, imdbId: played.imdbId, title: played.title, year: played.year };
    const found =
      (await matcher(MATCHER_FRESH_MS)).match(query) ?? (await matcher(RELOAD_ON_MISS_AFTER_MS)).match(query);
    if (found || !catalog.lookupMovie) return found;
    const looked = (await byTmdbId(played.tmdbId)) ?? (await catalog.lookupMovie(query).catch(() => null));
    if (looked) (await matcher(MATCHER_FRESH_MS)).add([looked]);
    return looked;
  };
}
export type MovieFinder = ReturnType<typeof createMovieFinder>;
