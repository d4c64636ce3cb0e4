import { forYouResponseSchema, forYouStarterResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import type { createForYouService } from './for-you.service.ts';

export const forYouRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createForYouService>;
}> = async (app, { service }) => {
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
