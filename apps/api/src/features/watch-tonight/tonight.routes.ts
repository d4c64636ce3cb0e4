import {
  addToWatchlistsBodySchema,
  addToWatchlistsResponseSchema,
  errorResponseSchema,
  tonightPicksBodySchema,
  tonightPicksResponseSchema,
  TONIGHT_LIMITED_NOTE,
} from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/respond.ts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { createOnMyServices } from './on-my-services.ts';
import { createTonightRepository } from './tonight.repository.ts';
import { createTonightService } from './tonight.service.ts';
import { createWatchTogetherRepository } from './watch-together.repository.ts';

const tags = ['watch tonight'];
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export const tonightRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { availability } = context.catalog;
  const tonight = createTonightRepository(context.database.db);
  const service = createTonightService({
    tonight,
    partners: createWatchTogetherRepository(context.database.db),
    recommender: context.recommender,
    catalog: context.catalog,
    onMyServices: availability ? createOnMyServices(context.database.db, availability) : undefined,
    log: context.log,
  });
  requireUserOnEveryRoute(app);

  app.post(
    '/tonight/picks',
    {
      schema: {
        tags,
        body: tonightPicksBodySchema,
        response: { 200: tonightPicksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const answer = await service.picks(user.id, request.body);
      return ok(answer, answer.limited ? TONIGHT_LIMITED_NOTE : 'Picks for tonight');
    },
  );

  app.post(
    '/tonight/watchlist',
    {
      schema: {
        tags,
        body: addToWatchlistsBodySchema,
        response: { 200: addToWatchlistsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const members = await service.addToWatchlists(user.id, request.body.tmdb_id, request.body.member_ids);
      return ok({ members }, `Added to ${members === 1 ? 'your watchlist' : "everyone's watchlists"}`);
    },
  );
};
