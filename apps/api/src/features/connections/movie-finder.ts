import type { CatalogBrowse, CatalogFacts, MatchableMovie, MovieMatcher } from '@marquee/catalog';
import type { PlayedMovie } from './payloads/index.ts';

/** How long a loaded matcher serves before the catalog is read again. */
const MATCHER_FRESH_MS = 5 * 60_000;
/** A miss reloads the matcher (a movie mirrored since may match) at most this often. */
const RELOAD_ON_MISS_AFTER_MS = 10_000;

export interface MatcherTiming {
  /** How long a loaded matcher serves before it is rebuilt (in the background). */
  freshMs: number;
  /** A miss rebuilds the matcher at most this often. */
  reloadOnMissAfterMs: number;
}

const DEFAULT_TIMING: MatcherTiming = {
  freshMs: MATCHER_FRESH_MS,
  reloadOnMissAfterMs: RELOAD_ON_MISS_AFTER_MS,
};

/**
 * The importer's matcher (TMDB id, then IMDb id, then title and year), held in memory between deliveries so a
 * webhook costs a lookup, not a read of the whole catalog; in live-TMDB mode a movie the catalog lacks is looked
 * up on TMDB, as an import does, and kept.
 *
 * A rebuild never holds up a delivery that the matcher in hand can answer: once a matcher has loaded, a stale one
 * keeps serving while its successor builds (one build at a time, swapped in when done). Only the first
 * deliveries (nothing loaded yet) and a delivery the matcher in hand misses wait: the miss's own reload is what
 * may find a movie mirrored since.
 */
export function createMovieFinder(
  load: () => Promise<MovieMatcher>,
  catalog: CatalogBrowse & CatalogFacts,
  timing: MatcherTiming = DEFAULT_TIMING,
) {
  let ready: { matcher: MovieMatcher; loadedAt: number } | undefined;
  let building: Promise<MovieMatcher> | undefined;

  /** Starts a build unless one is under way; the finished matcher replaces the one in hand. */
  const rebuild = (): Promise<MovieMatcher> => {
    if (!building) {
      const startedAt = Date.now();
      building = load()
        .then((matcher) => {
          ready = { matcher, loadedAt: startedAt };
          return matcher;
        })
        // A failed build is not kept: the one in hand serves on and a later delivery tries again.
        .finally(() => (building = undefined));
    }
    return building;
  };

  const age = () => (ready ? Date.now() - ready.loadedAt : Infinity);

  /** The matcher in hand, fresh or not (a stale one starts a rebuild and serves meanwhile). */
  const inHand = async (): Promise<MovieMatcher> => {
    if (!ready) return rebuild();
    if (age() > timing.freshMs) rebuild().catch(() => undefined);
    return ready.matcher;
  };

  /** After a miss: a newer matcher when one is building or the one in hand is old enough to rebuild, else none. */
  const newer = async (): Promise<MovieMatcher | null> => {
    if (building) return building;
    return age() > timing.reloadOnMissAfterMs ? rebuild() : null;
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
    const found = (await inHand()).match(query) ?? (await newer())?.match(query) ?? null;
    if (found || !catalog.lookupMovie) return found;
    const looked = (await byTmdbId(played.tmdbId)) ?? (await catalog.lookupMovie(query).catch(() => null));
    if (looked) {
      (await inHand()).add([looked]);
      // A build already under way may have read the catalog before this movie was mirrored into it.
      building?.then((matcher) => matcher.add([looked])).catch(() => undefined);
    }
    return looked;
  };
}
export type MovieFinder = ReturnType<typeof createMovieFinder>;
