import {
  watchStatusBodySchema,
  watchStatusListResponseSchema,
  watchStatusResponseSchema,
} from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { createWatchStatusService } from './watch-status.service.ts';

export const watchStatusRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createWatchStatusService>;
}> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/watch/status',
    { schema: { tags: ['watch status'], response: { 200: watchStatusListResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.listStatuses(user.id), 'Watch statuses retrieved');
    },
  );

  app.post(
    '/watch/status',
    {
      schema: {
        tags: ['watch status'],
        body: watchStatusBodySchema,
        response: { 200: watchStatusResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { item, message } = await service.setStatus(user.id, request.body.tmdb_id, request.body.status);
      return ok(item, message);
    },
  );
};
