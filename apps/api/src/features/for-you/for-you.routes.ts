import { forYouResponseSchema, forYouStarterResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { createForYouRepository } from './for-you.repository.ts';
import { createForYouService } from './for-you.service.ts';

export const forYouRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = createForYouService({
    repository: createForYouRepository(context.database.db),
    recommender: context.recommender,
    catalog: context.catalog,
    log: context.log,
  });
  requireUserOnEveryRoute(app);

  app.get(
    '/for-you',
    { schema: { tags: ['recommendations'], response: { 200: forYouResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const answer = await service.answerFor(user.id);
      return answer.send(request, reply.type('application/json; charset=utf-8'));
    },
  );
  app.get(
    '/for-you/starter',
    { schema: { tags: ['recommendations'], response: { 200: forYouStarterResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const answer = await service.starter(user.id);
      return answer.send(request, reply.type('application/json; charset=utf-8'));
    },
  );
};
