import { errorResponseSchema, statsQuerySchema, statsResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import { createStatsRepository } from './stats.repository.ts';
import { createStatsService } from './stats.service.ts';

export const statsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createStatsService({ stats: createStatsRepository(context.database.db) });
  requireUserOnEveryRoute(app);

  app.get(
    '/stats',
    {
      schema: {
        tags: ['stats'],
        querystring: statsQuerySchema,
        response: { 200: statsResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.statsFor(user.id, request.query.year), 'Stats retrieved');
    },
  );
};
