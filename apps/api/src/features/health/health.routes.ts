import { sql } from 'kysely';
import { healthResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const [database, cache, recommender, catalog] = await Promise.all([
        sql`select 1`.execute(context.database.db).then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
        context.cache.status(),
        context.recommender.health(),
        context.catalog.status(),
      ]);
      // The database is essential; the cache, recommender and catalog degrade gracefully.
      const essentialUp = database === 'ok';
      const allUp = essentialUp && cache === 'ok' && recommender === 'ok' && catalog === 'ok';
      return reply.status(essentialUp ? 200 : 503).send({
        success: essentialUp,
        status: allUp ? 'ok' : 'degraded',
        database,
        cache,
        cacheKind: context.cache.kind,
        recommender,
        catalog: { source: context.catalog.source, status: catalog },
      });
    },
  );
};
