import {
  commentDeletedResponseSchema,
  commentIdParamsSchema,
  commentResponseSchema,
  commentsPageResponseSchema,
  commentsQuerySchema,
  createCommentBodySchema,
  tmdbIdCamelParamsSchema,
  updateCommentBodySchema,
} from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { createCommentsService } from './comments.service.ts';

export const commentsRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createCommentsService>;
}> = async (app, { service }) => {
  requireUserOnEveryRoute(app);
  const tags = ['comments'];

  app.post(
    '/comments',
    { schema: { tags, body: createCommentBodySchema, response: { 201: commentResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(ok(await service.createComment(user.id, request.body), 'Comment added'));
    },
  );

  // Comments are public reading; writing, editing and deleting need a signed-in user.
  app.get(
    '/comments/:tmdbId',
    {
      config: { visitorsMayRead: true },
      schema: {
        tags,
        params: tmdbIdCamelParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: commentsPageResponseSchema },
      },
    },
    async (request) => {
      const viewer = await request.resolveUser();
      const { page, limit } = request.query;
      return ok(
        await service.listComments(viewer?.id ?? null, request.params.tmdbId, page, limit),
        'Comments retrieved',
      );
    },
  );

  app.put(
    '/comments/:commentId',
    {
      schema: {
        tags,
        params: commentIdParamsSchema,
        body: updateCommentBodySchema,
        response: { 200: commentResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(
        await service.updateComment(user.id, request.params.commentId, request.body.comment_text),
        'Comment updated',
      );
    },
  );

  app.delete(
    '/comments/:commentId',
    { schema: { tags, params: commentIdParamsSchema, response: { 200: commentDeletedResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.deleteComment(user.id, request.params.commentId), 'Comment deleted');
    },
  );
};
