import { sql } from 'kysely';
import { healthResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

/**
 * A check that has not answered by then counts as down: a container's health check gives up after 5 s and a
 * load balancer needs an answer, whatever hangs behind the API.
 */
const CHECK_TIMEOUT_MS = 500;

function within<T>(check: Promise<T>, otherwise: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(otherwise), CHECK_TIMEOUT_MS)));
  return Promise.race([check.catch(() => otherwise), late]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const [database, cache, recommender] = await Promise.all([
        within(
          sql`select 1`.execute(context.database.db).then(() => 'ok' as const),
          'down' as const,
        ),
        within(context.cache.status(), 'down' as const),
        within(context.recommender.health(), 'down' as const),
      ]);
      // Known by the catalog already (its circuit breaker, TMDB's last answer): never waits for TMDB.
      const catalog = context.catalog.health();
      const degraded = [
        database === 'down' && `database: ${context.database.engine} unreachable`,
        cache === 'down' && 'cache: redis unreachable, using in-process limits and no shared cache',
        recommender === 'down' &&
          'recommender: unreachable; movie pages show the recommendations kept from before, or none',
        recommender === 'wrong-catalog' &&
          "recommender: serves another site's catalog (check RECOMMENDER_URL); its answers are not used",
        catalog.status === 'down' &&
          `catalog: ${catalog.detail ?? 'unavailable'}; the assistant answers from the local catalog`,
      ].filter((line): line is string => typeof line === 'string');
      // The database is essential; the cache, recommender and catalog degrade gracefully.
      const essentialUp = database === 'ok';
      return reply.status(essentialUp ? 200 : 503).send({
        success: essentialUp,
        status: degraded.length === 0 ? 'ok' : 'degraded',
        database,
        databaseKind: context.database.engine,
        cache,
        cacheKind: context.cache.kind,
        recommender,
        catalog: { source: context.catalog.source, status: catalog.status },
        degraded,
      });
    },
  );
};
