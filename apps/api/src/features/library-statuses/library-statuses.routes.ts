import { libraryStatusesQuerySchema, libraryStatusesResponseSchema } from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { createLibraryStatusesService } from './library-statuses.service.ts';

export const libraryStatusesRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createLibraryStatusesService>;
}> = async (app, { service }) => {
  requireUserOnEveryRoute(app);

  // A GET, though it names up to 200 movies: it only reads, so a read-only API token may ask it too.
  app.get(
    '/library/statuses',
    {
      schema: {
        tags: ['library statuses'],
        description:
          "The signed-in user's marks for the movies a page shows (watched, on the watchlist, liked, their rating), one entry per id asked about.",
        querystring: libraryStatusesQuerySchema,
        response: { 200: libraryStatusesResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.statusesOf(user.id, request.query.tmdb_ids), 'Statuses retrieved');
    },
  );
};
