import type { FastifyInstance } from 'fastify';
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

/** Every feature's routes, under /api. Auth comes first: it gives every request `resolveUser()`. */
export async function registerFeatures(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(authRoutes, { context });
  const features = [
    healthRoutes,
    catalogRoutes,
    likesRoutes,
    watchStatusRoutes,
    ratingsRoutes,
    commentsRoutes,
    playlistsRoutes,
    profilesRoutes,
    visitsRoutes,
    diaryRoutes,
    recommendationsRoutes,
    forYouRoutes,
    chatRoutes,
    statsRoutes,
    importRoutes,
    accountRoutes,
    exportRoutes,
    connectionsRoutes,
    watchTonightRoutes,
    apiTokensRoutes,
    whereToWatchRoutes,
    calendarRoutes,
  ];
  for (const feature of features) await app.register(feature, { context, prefix: '/api' });
}
