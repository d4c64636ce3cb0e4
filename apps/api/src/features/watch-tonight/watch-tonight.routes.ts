import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { tonightRoutes } from './tonight.routes.ts';
import { watchTogetherRoutes } from './watch-together.routes.ts';

/** Watch-together links and the Watch tonight picks they allow. */
export const watchTonightRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  await app.register(watchTogetherRoutes, { context });
  await app.register(tonightRoutes, { context });
};
