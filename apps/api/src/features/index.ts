import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../composition-root.ts';
import type { AppContext } from '../context.ts';
import { accountRoutes } from './account/account.routes.ts';
import { apiTokensRoutes } from './api-tokens/api-tokens.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { calendarRoutes } from './calendar/calendar.routes.ts';
import { catalogRoutes } from './catalog/catalog.routes.ts';
import { chatRoutes } from './chat/chat.routes.ts';
import { commentsRoutes } from './comments/comments.routes.ts';
import { connectionsRoutes } from './connections/connections.routes.ts';
import { diaryRoutes } from './diary/diary.routes.ts';
import { exportRoutes } from './export/export.routes.ts';
import { forYouRoutes } from './for-you/for-you.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { importRoutes } from './import/import.routes.ts';
import { libraryStatusesRoutes } from './library-statuses/library-statuses.routes.ts';
import { likesRoutes } from './likes/likes.routes.ts';
import { playlistsRoutes } from './playlists/playlists.routes.ts';
import { profilesRoutes } from './profiles/profiles.routes.ts';
import { ratingsRoutes } from './ratings/ratings.routes.ts';
import { recommendationsRoutes } from './recommendations/recommendations.routes.ts';
import { statsRoutes } from './stats/stats.routes.ts';
import { visitsRoutes } from './visits/visits.routes.ts';
import { whereToWatchRoutes } from './where-to-watch/where-to-watch.routes.ts';
import { watchStatusRoutes } from './watch-status/watch-status.routes.ts';
import { watchTonightRoutes } from './watch-tonight/watch-tonight.routes.ts';

/**
 * Every feature's routes, under /api, each handed what the composition root built for it. Auth comes first: it
 * gives every request `resolveUser()`.
 */
export async function registerFeatures(
  app: FastifyInstance,
  context: AppContext,
  services: AppServices,
): Promise<void> {
  await app.register(authRoutes, { context, auth: services.auth });
  const feature =
    <Options extends object>(routes: FastifyPluginAsyncZod<Options>, options: Options) =>
    () =>
      app.register(routes, { ...options, prefix: '/api' });
  const features = [
    feature(healthRoutes, { context }),
    feature(catalogRoutes, { service: services.catalog }),
    feature(likesRoutes, { service: services.likes }),
    feature(watchStatusRoutes, { service: services.watchStatus }),
    feature(ratingsRoutes, { service: services.ratings }),
    feature(libraryStatusesRoutes, { service: services.libraryStatuses }),
    feature(commentsRoutes, { service: services.comments }),
    feature(playlistsRoutes, { service: services.playlists }),
    feature(profilesRoutes, { service: services.profiles }),
    feature(visitsRoutes, { service: services.visits }),
    feature(diaryRoutes, { service: services.diary }),
    feature(recommendationsRoutes, { service: services.recommendations }),
    feature(forYouRoutes, { service: services.forYou }),
    feature(chatRoutes, { chat: services.chat, libraries: services.libraries }),
    feature(statsRoutes, { service: services.stats }),
    feature(importRoutes, { service: services.import }),
    feature(accountRoutes, { service: services.account }),
    feature(exportRoutes, { service: services.exports }),
    feature(connectionsRoutes, { dependencies: services.connections }),
    feature(watchTonightRoutes, { watchTogether: services.watchTogether, tonight: services.tonight }),
    feature(apiTokensRoutes, { service: services.apiTokens }),
    feature(whereToWatchRoutes, { service: services.whereToWatch }),
    feature(calendarRoutes, { service: services.calendar }),
  ];
  for (const register of features) await register();
}
