import {
  addToWatchlistsBodySchema,
  addToWatchlistsResponseSchema,
  errorResponseSchema,
  type AddedToWatchlists,
  tonightPicksBodySchema,
  tonightPicksResponseSchema,
  TONIGHT_LIMITED_NOTE,
} from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/respond.ts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import type { TonightDependencies } from './tonight.dependencies.ts';
import { pickForTonight } from './tonight-picks.ts';
import { addPickToWatchlists } from './tonight-watchlists.ts';

const tags = ['watch tonight'];
const errors = { 400: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

/** Says what the click did: a pick every member already had is no success to report. */
function addedToWatchlistsMessage({ members, added }: AddedToWatchlists): string {
  const alone = members === 1;
  if (added === 0) return alone ? "It's already on your watchlist" : "It's already on everyone's watchlist";
  if (added === members) return alone ? 'Added to your watchlist' : "Added to everyone's watchlists";
  return `Added to ${added} of the ${members} watchlists; the others already had it`;
}

export const tonightRoutes: FastifyPluginAsyncZod<{ dependencies: TonightDependencies }> = async (
  app,
  { dependencies },
) => {
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
      const answer = await pickForTonight(dependencies, user.id, request.body);
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
      const answer = await addPickToWatchlists(
        dependencies,
        user.id,
        request.body.tmdb_id,
        request.body.member_ids,
      );
      return ok(answer, addedToWatchlistsMessage(answer));
    },
  );
};
