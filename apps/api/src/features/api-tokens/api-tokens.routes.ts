import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiTokenIdParamsSchema,
  apiTokenListResponseSchema,
  apiTokenRevokedResponseSchema,
  createApiTokenBodySchema,
  createdApiTokenResponseSchema,
} from '@marquee/contracts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { createApiTokensService } from './api-tokens.service.ts';

/** Settings → API tokens. Managed with a signed-in session only: a token never makes or revokes tokens. */
export const apiTokensRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createApiTokensService>;
}> = async (app, { service }) => {
  requireUserOnEveryRoute(app);
  const tags = ['api tokens'];
  const config = { refusesApiTokens: true };

  app.get(
    '/api-tokens',
    { config, schema: { tags, response: { 200: apiTokenListResponseSchema } } },
    async (request) => ok(await service.list((await requireUser(request)).id), 'API tokens retrieved'),
  );

  app.post(
    '/api-tokens',
    {
      config,
      schema: {
        tags,
        summary: 'Create a personal API token; the answer is the only time the whole token is shown',
        body: createApiTokenBodySchema,
        response: { 200: createdApiTokenResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { name, scope } = request.body;
      return ok(await service.create(user.id, name, scope), 'API token created');
    },
  );

  app.delete(
    '/api-tokens/:tokenId',
    {
      config,
      schema: { tags, params: apiTokenIdParamsSchema, response: { 200: apiTokenRevokedResponseSchema } },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.revoke(user.id, request.params.tokenId);
      return ok({ revoked: true as const }, 'API token revoked');
    },
  );
};
