import { tmdbIdBodySchema, visitResponseSchema, visitsResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { createVisitsService } from './visits.service.ts';

export const visitsRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createVisitsService>;
}> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/visits',
    { schema: { tags: ['visits'], response: { 200: visitsResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.recentVisits(user.id), 'Recently visited movies retrieved');
    },
  );

  app.post(
    '/visits',
    { schema: { tags: ['visits'], body: tmdbIdBodySchema, response: { 200: visitResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.logVisit(user.id, request.body.tmdb_id), 'Visit recorded');
    },
  );
};
