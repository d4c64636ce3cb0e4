import {
  errorResponseSchema,
  invitationParamsSchema,
  invitationResponseSchema,
  inviteByHandleBodySchema,
  inviteLinkPreviewResponseSchema,
  inviteLinkResponseSchema,
  inviteTokenParamsSchema,
  watchTogetherResponseSchema,
} from '@marquee/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/respond.ts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import type { WatchTogetherService } from './watch-together.service.ts';

const tags = ['watch tonight'];
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const doneSchema = z.object({ success: z.literal(true), message: z.string(), data: z.null() });

export const watchTogetherRoutes: FastifyPluginAsyncZod<{ service: WatchTogetherService }> = async (
  app,
  { service },
) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/watch-together',
    { schema: { tags, response: { 200: watchTogetherResponseSchema } } },
    async (request) => ok(await service.overview((await requireUser(request)).id), 'Watch-together links'),
  );

  app.post(
    '/watch-together/invitations',
    {
      schema: {
        tags,
        body: inviteByHandleBodySchema,
        response: { 201: invitationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const invitation = await service.inviteByHandle(user.id, request.body.handle);
      return reply.code(201).send(ok(invitation, 'Invitation sent'));
    },
  );

  app.post(
    '/watch-together/invitations/:invitationId/accept',
    {
      schema: {
        tags,
        params: invitationParamsSchema,
        response: { 200: invitationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.accept(user.id, request.params.invitationId), 'You now watch together');
    },
  );

  app.delete(
    '/watch-together/invitations/:invitationId',
    { schema: { tags, params: invitationParamsSchema, response: { 200: doneSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      await service.remove(user.id, request.params.invitationId);
      return ok(null, 'Removed');
    },
  );

  app.post(
    '/watch-together/links',
    { schema: { tags, response: { 201: inviteLinkResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.code(201).send(ok(await service.createInviteLink(user.id), 'Invite link created'));
    },
  );

  app.get(
    '/watch-together/links/:token',
    {
      schema: {
        tags,
        params: inviteTokenParamsSchema,
        response: { 200: inviteLinkPreviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.previewLink(user.id, request.params.token), 'Invite link');
    },
  );

  app.post(
    '/watch-together/links/:token/accept',
    {
      schema: {
        tags,
        params: inviteTokenParamsSchema,
        response: { 200: invitationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.acceptLink(user.id, request.params.token), 'You now watch together');
    },
  );

  app.post(
    '/watch-together/links/:token/decline',
    { schema: { tags, params: inviteTokenParamsSchema, response: { 200: doneSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      await service.declineLink(user.id, request.params.token);
      return ok(null, 'Invitation declined');
    },
  );
};
