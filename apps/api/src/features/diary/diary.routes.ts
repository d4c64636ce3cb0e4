import {
  createDiaryEntryBodySchema,
  diaryEntryDeletedResponseSchema,
  diaryEntryParamsSchema,
  diaryEntryResponseSchema,
  diaryListQuerySchema,
  diaryPageResponseSchema,
  movieDiarySummaryResponseSchema,
  tmdbIdParamsSchema,
  updateDiaryEntryBodySchema,
} from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { createDiaryService } from './diary.service.ts';

export const diaryRoutes: FastifyPluginAsyncZod<{ service: ReturnType<typeof createDiaryService> }> = async (
  app,
  { service },
) => {
  requireUserOnEveryRoute(app);
  const tags = ['diary'];

  app.get(
    '/diary',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s watch diary, newest watch first, optionally one year or month',
        querystring: diaryListQuerySchema,
        response: { 200: diaryPageResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.listEntries(user.id, request.query), 'Diary entries retrieved');
    },
  );

  app.post(
    '/diary',
    {
      schema: {
        tags,
        summary: 'Log a watch of a movie (a rewatch when an earlier one is logged)',
        body: createDiaryEntryBodySchema,
        response: { 201: diaryEntryResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const entry = await service.logWatch(user.id, request.body);
      return reply.status(201).send(ok(entry, 'Watch logged'));
    },
  );

  app.patch(
    '/diary/:entry_id',
    {
      schema: {
        tags,
        summary: 'Change a diary entry’s date, rating or review (null clears the rating or review)',
        params: diaryEntryParamsSchema,
        body: updateDiaryEntryBodySchema,
        response: { 200: diaryEntryResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const entry = await service.updateEntry(user.id, request.params.entry_id, request.body);
      return ok(entry, 'Diary entry updated');
    },
  );

  app.delete(
    '/diary/:entry_id',
    {
      schema: {
        tags,
        summary: 'Delete a diary entry',
        params: diaryEntryParamsSchema,
        response: { 200: diaryEntryDeletedResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.deleteEntry(user.id, request.params.entry_id);
      return ok({ entry_id: request.params.entry_id }, 'Diary entry deleted');
    },
  );

  app.get(
    '/diary/movies/:tmdb_id',
    {
      schema: {
        tags,
        summary: 'How often and when the signed-in user watched one movie, with each watch',
        params: tmdbIdParamsSchema,
        response: { 200: movieDiarySummaryResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.movieSummary(user.id, request.params.tmdb_id), 'Movie diary retrieved');
    },
  );
};
