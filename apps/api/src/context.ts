import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { openDatabase, migrateToLatest, ensureSiteId, type DatabaseHandle } from '@marquee/db';
import type { Catalog } from '@marquee/catalog';
import type { Config } from './config/env.ts';
import type { Cache } from './platform/cache/cache.ts';
import { createMemoryCache } from './platform/cache/memory-cache.ts';
import { connectRedis, createRedisCache } from './platform/cache/redis-cache.ts';
import { redactConnectionUrl } from './platform/logging/redaction.ts';
import { createMailer, type Mailer } from './platform/mailer/mailer.ts';
import { createCatalog } from './features/catalog/catalog.provider.ts';
import { createRecommenderClient, type RecommenderClient } from './platform/recommender-client.ts';

/** The long-lived dependencies every feature is built from. Created once per API process. */
export interface AppContext {
  config: Config;
  log: FastifyBaseLogger;
  database: DatabaseHandle;
  cache: Cache;
  /** Present when REDIS_URL is set: shared cache and rate-limit store. */
  redis: Redis | undefined;
  mailer: Mailer;
  catalog: Catalog;
  recommender: RecommenderClient;
  close(): Promise<void>;
}

export async function createAppContext(config: Config, log: FastifyBaseLogger): Promise<AppContext> {
  const database = openDatabase({ url: config.databaseUrl });
  await migrateToLatest(database.db, database.engine);
  // Before the catalog is seeded: a recommender that sees the catalog then also finds the id (see ModelKeeper).
  const siteId = await ensureSiteId(database.db);
  const redis = config.REDIS_URL
    ? await connectRedis(config.REDIS_URL, log, config.REDIS_KEY_PREFIX)
    : undefined;
  const cache = redis ? createRedisCache(redis, log) : createMemoryCache();
  const mailer = createMailer(config, log);
  const catalog = await createCatalog({ config, database, cache, log });
  const recommender = createRecommenderClient({
    baseUrl: config.recommenderUrl,
    catalogId: siteId,
  });
  log.info(
    `database: ${database.engine} (${redactConnectionUrl(config.databaseUrl)}); cache and rate limits: ${
      redis ? `redis (${redactConnectionUrl(config.REDIS_URL ?? '')})` : 'memory (this process only)'
    }; movie data: ${catalog.source === 'tmdb' ? 'live TMDB' : 'local catalog'}`,
  );
  return {
    config,
    log,
    database,
    cache,
    redis,
    mailer,
    catalog,
    recommender,
    async close() {
      await catalog.close();
      await cache.close();
      await database.close();
    },
  };
}
