import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@marquee/db';
import { createLocalCatalog, ensureCatalogSeeded, type Catalog } from '@marquee/catalog';
import type { Config } from '../../config/env.ts';
import type { Cache } from '../../platform/cache/cache.ts';

export interface CatalogDependencies {
  config: Config;
  database: DatabaseHandle;
  cache: Cache;
  log: FastifyBaseLogger;
}

/** The local catalog by default; TMDB live when a TMDB key is configured. */
export async function createCatalog({ config, database, log }: CatalogDependencies): Promise<Catalog> {
  await ensureCatalogSeeded(database.db, {
    catalogDir: config.CATALOG_DIR,
    log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
  });
  return createLocalCatalog(database.db);
}
