import { errorResponseSchema, statsQuerySchema, statsResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { createStatsService } from './stats.service.ts';

export const statsRoutes: FastifyPluginAsyncZod<{ service: ReturnType<typeof createStatsService> }> = async (
  app,
  { service },
) => {
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
