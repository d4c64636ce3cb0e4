import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@marquee/db';
import {
  createLocalCatalog,
  createTmdbCatalog,
  ensureCatalogSeeded,
  warmSentenceEncoder,
  type Catalog,
} from '@marquee/catalog';
import type { Config } from '../../config/env.ts';
import type { Cache } from '../../platform/cache/cache.ts';

export interface CatalogDependencies {
  config: Config;
  database: DatabaseHandle;
  cache: Cache;
  log: FastifyBaseLogger;
}

const TMDB_DEFAULT_BASE_URL = 'https://api.themoviedb.org/3';

/** The local catalog by default; TMDB live when a TMDB key is configured. */
export async function createCatalog({ config, database, cache, log }: CatalogDependencies): Promise<Catalog> {
  // Seeded even when TMDB serves the pages: the recommender and the chat assistant read the local catalog.
  const backgroundEncoding = new AbortController();
  await ensureCatalogSeeded(database.db, {
    catalogDir: config.CATALOG_DIR,
    encodeInBackground: config.ENCODE_EMBEDDINGS_ON_START,
    signal: backgroundEncoding.signal,
    log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
  });
  const catalog = await createSourceCatalog({ config, database, cache, log });
  // Off the request path: the first meaning query would otherwise wait for the encoder to load.
  if (config.WARM_ENCODER_ON_START)
    warmSentenceEncoder().then(
      (ms) => log.info(`meaning index: query encoder ready (${ms} ms)`),
      (error: unknown) => log.warn(`meaning index: query encoder not warmed: ${(error as Error).message}`),
    );
  const closeSource = catalog.close.bind(catalog);
  catalog.close = async () => {
    backgroundEncoding.abort();
    await closeSource();
  };
  return catalog;
}

async function createSourceCatalog({ config, database, cache, log }: CatalogDependencies): Promise<Catalog> {
  if (config.TMDB_API_KEY || config.TMDB_READ_ACCESS_TOKEN) {
    return createTmdbCatalog({
      baseUrl: config.TMDB_BASE_URL ?? TMDB_DEFAULT_BASE_URL,
      apiKey: config.TMDB_API_KEY,
      readAccessToken: config.TMDB_READ_ACCESS_TOKEN,
      cache,
      freshSeconds: config.TMDB_CACHE_FRESH_SECONDS,
      breakerCooldownMs: config.TMDB_RETRY_AFTER_SECONDS * 1000,
      log: { warn: (message) => log.warn(message) },
      // Movies served from TMDB are copied into our catalog, with facts and embeddings.
      mirror: database.db,
    });
  }
  return createLocalCatalog(database.db);
}
