import {
  likeCreatedResponseSchema,
  likeRemovedResponseSchema,
  likesResponseSchema,
  tmdbIdBodySchema,
  tmdbIdParamsSchema,
} from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { createFingerprintedAnswers } from '../../platform/fingerprinted-answers.ts';
import { ok } from '../../platform/respond.ts';
import type { createLikesService } from './likes.service.ts';

const LIKES_ANSWERS_BYTES = 32 * 1024 * 1024;

export const likesRoutes: FastifyPluginAsyncZod<{ service: ReturnType<typeof createLikesService> }> = async (
  app,
  { service },
) => {
  // A long list is read far more often than it changes: its answer is kept until the likes change.
  const likesAnswers = createFingerprintedAnswers(likesResponseSchema, LIKES_ANSWERS_BYTES);
  requireUserOnEveryRoute(app);

  app.get(
    '/likes',
    { schema: { tags: ['likes'], response: { 200: likesResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const fingerprint = await service.likesFingerprint(user.id);
      const answer = await likesAnswers.answer(user.id, fingerprint, async () =>
        ok(await service.listLikes(user.id), 'Liked movies retrieved'),
      );
      return answer.send(request, reply.type('application/json; charset=utf-8'));
    },
  );

  app.post(
    '/likes',
    { schema: { tags: ['likes'], body: tmdbIdBodySchema, response: { 201: likeCreatedResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const like = await service.likeMovie(user.id, request.body.tmdb_id);
      return reply.status(201).send(ok(like, 'Movie liked'));
    },
  );

  app.delete(
    '/likes/:tmdb_id',
    { schema: { tags: ['likes'], params: tmdbIdParamsSchema, response: { 200: likeRemovedResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await service.unlikeMovie(user.id, request.params.tmdb_id);
      return ok({ tmdb_id: request.params.tmdb_id }, 'Movie unliked');
    },
  );
};
