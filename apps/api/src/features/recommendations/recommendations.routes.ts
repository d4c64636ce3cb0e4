import { recommendationsParamsSchema, recommendationsResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/respond.ts';
import { createRecommendationsService } from './recommendations.service.ts';

export const recommendationsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const service = createRecommendationsService({
    recommender: context.recommender,
    catalog: context.catalog,
    log: context.log,
  });

  app.get(
    '/recommendations/:tmdbId',
    {
      schema: {
        tags: ['recommendations'],
        params: recommendationsParamsSchema,
        response: { 200: recommendationsResponseSchema },
      },
    },
    async (request) => {
      const movies = await service.recommendFor(request.params.tmdbId);
      return ok(movies, movies.length > 0 ? 'Recommendations retrieved' : 'No recommendations found.');
    },
  );
};
