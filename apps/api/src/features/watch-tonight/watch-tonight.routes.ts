import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TonightDependencies } from './tonight.dependencies.ts';
import { tonightRoutes } from './tonight.routes.ts';
import { watchTogetherRoutes } from './watch-together.routes.ts';
import type { WatchTogetherService } from './watch-together.service.ts';

/** Watch-together links and the Watch tonight picks they allow. */
export const watchTonightRoutes: FastifyPluginAsyncZod<{
  watchTogether: WatchTogetherService;
  tonight: TonightDependencies;
}> = async (app, { watchTogether, tonight }) => {
  await app.register(watchTogetherRoutes, { service: watchTogether });
  await app.register(tonightRoutes, { dependencies: tonight });
};
