import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availableOnMyServicesQuerySchema,
  availableOnMyServicesResponseSchema,
  movieListPageSchema,
  movieWatchProvidersResponseSchema,
  onMyServicesQuerySchema,
  regionProvidersResponseSchema,
  regionQuerySchema,
  successEnvelope,
  tmdbIdParamsSchema,
  watchServicesBodySchema,
  watchServicesResponseSchema,
} from '@marquee/contracts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import { uniqueTimestamp } from '../../platform/unique-timestamp.ts';
import type { createWhereToWatchService } from './where-to-watch.service.ts';

export const whereToWatchRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createWhereToWatchService>;
}> = async (app, { service }) => {
  requireUserOnEveryRoute(app);
  const tags = ['where to watch'];
  const visitorsMayRead = { visitorsMayRead: true };
  const viewerId = async (request: Parameters<typeof requireUser>[0]) =>
    (await request.resolveUser().catch(() => null))?.id;

  app.get(
    '/where-to-watch/settings',
    { schema: { tags, response: { 200: watchServicesResponseSchema } } },
    async (request) => ok(await service.settings((await requireUser(request)).id), 'Services retrieved'),
  );

  app.put(
    '/where-to-watch/settings',
    { schema: { tags, body: watchServicesBodySchema, response: { 200: watchServicesResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { region, provider_ids } = request.body;
      return ok(
        await service.saveSettings(user.id, region, provider_ids, uniqueTimestamp()),
        'Services saved',
      );
    },
  );

  app.get(
    '/where-to-watch/providers',
    {
      config: visitorsMayRead,
      schema: {
        tags,
        summary: 'The streaming services of a region (default: the signed-in user’s)',
        querystring: regionQuerySchema,
        response: { 200: regionProvidersResponseSchema },
      },
    },
    async (request) =>
      ok(await service.regionProviders(await viewerId(request), request.query.region), 'Services retrieved'),
  );

  app.get(
    '/where-to-watch/movie/:tmdb_id',
    {
      config: visitorsMayRead,
      schema: {
        tags,
        summary:
          'Where a movie streams, rents and sells in the user’s region (data by JustWatch, through TMDB)',
        params: tmdbIdParamsSchema,
        response: { 200: movieWatchProvidersResponseSchema },
      },
    },
    async (request) =>
      ok(await service.forMovie(await viewerId(request), request.params.tmdb_id), 'Providers retrieved'),
  );

  app.get(
    '/where-to-watch/on-my-services',
    {
      schema: {
        tags,
        querystring: onMyServicesQuerySchema,
        response: { 200: successEnvelope(movieListPageSchema) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.onMyServices(user.id, request.query.page), 'Movies retrieved');
    },
  );

  app.get(
    '/where-to-watch/available',
    {
      schema: {
        tags,
        summary: 'Which of these movies stream on the user’s services',
        querystring: availableOnMyServicesQuerySchema,
        response: { 200: availableOnMyServicesResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(
        { ids: await service.availableOnMyServices(user.id, request.query.ids) },
        'Availability retrieved',
      );
    },
  );
};
