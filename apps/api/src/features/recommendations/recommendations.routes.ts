import { recommendationsParamsSchema, recommendationsResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createRecommendationsService } from './recommendations.service.ts';

export const recommendationsRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createRecommendationsService>;
}> = async (app, { service }) => {
  app.get(
    '/recommendations/:tmdbId',
    {
      schema: {
        tags: ['recommendations'],
        params: recommendationsParamsSchema,
        response: { 200: recommendationsResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await service.answerFor(request.params.tmdbId);
      return answer.send(request, reply.type('application/json; charset=utf-8'));
    },
  );
};
