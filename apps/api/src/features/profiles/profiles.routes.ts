import {
  ownProfileResponseSchema,
  profileHandleParamsSchema,
  publicProfileResponseSchema,
  updateProfileBodySchema,
} from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { createProfilesService } from './profiles.service.ts';

export const profilesRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createProfilesService>;
}> = async (app, { service }) => {
  requireUserOnEveryRoute(app);
  const tags = ['profiles'];

  app.get('/profile', { schema: { tags, response: { 200: ownProfileResponseSchema } } }, async (request) => {
    const user = await requireUser(request);
    return ok(await service.ownProfile(user.id), 'Profile retrieved');
  });

  app.put(
    '/profile',
    { schema: { tags, body: updateProfileBodySchema, response: { 200: ownProfileResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const { handle, is_public } = request.body;
      return ok(await service.updateProfile(user.id, handle, is_public), 'Profile saved');
    },
  );

  app.get(
    '/profiles/:handle',
    {
      config: { visitorsMayRead: true },
      schema: { tags, params: profileHandleParamsSchema, response: { 200: publicProfileResponseSchema } },
    },
    async (request) => ok(await service.publicProfile(request.params.handle), 'Profile retrieved'),
  );
};
