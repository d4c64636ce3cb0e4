import { tmdbIdBodySchema, visitResponseSchema, visitsResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import { createVisitsRepository } from './visits.repository.ts';
import { createVisitsService } from './visits.service.ts';

export const visitsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createVisitsService({
    visits: createVisitsRepository(context.database.db),
    catalog: context.catalog,
  });
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
