import {
  movieRatingSummaryResponseSchema,
  ratingBodySchema,
  tmdbIdCamelParamsSchema,
  userRatingResponseSchema,
} from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { createRatingsService } from './ratings.service.ts';

export const ratingsRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createRatingsService>;
}> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  app.post(
    '/ratings',
    { schema: { tags: ['ratings'], body: ratingBodySchema, response: { 200: userRatingResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.rateMovie(user.id, request.body.tmdb_id, request.body.rating), 'Rating saved');
    },
  );

  app.get(
    '/ratings/user/:tmdbId',
    {
      schema: {
        tags: ['ratings'],
        params: tmdbIdCamelParamsSchema,
        response: { 200: userRatingResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.userRating(user.id, request.params.tmdbId), 'Rating retrieved');
    },
  );

  // The community rating is public: every movie page shows it, to visitors too.
  app.get(
    '/ratings/movie/:tmdbId',
    {
      config: { visitorsMayRead: true },
      schema: {
        tags: ['ratings'],
        params: tmdbIdCamelParamsSchema,
        response: { 200: movieRatingSummaryResponseSchema },
      },
    },
    async (request) => ok(await service.movieSummary(request.params.tmdbId), 'Movie rating retrieved'),
  );
};
