import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FEDERATION_OFF_MESSAGE,
  blockBodySchema,
  blockParamsSchema,
  entryVisibilityBodySchema,
  entryVisibilityParamsSchema,
  entryVisibilityResponseSchema,
  federationBlockResponseSchema,
  federationBlocksResponseSchema,
  federationPeopleResponseSchema,
  federationPersonResponseSchema,
  federationSettingsResponseSchema,
  followBodySchema,
  friendsFeedResponseSchema,
  itemVisibilityParamsSchema,
  itemVisibilityResponseSchema,
  profilePath,
  relationParamsSchema,
  tmdbIdParamsSchema,
  updateFederationSettingsBodySchema,
  visibilitiesResponseSchema,
  visibilityQuerySchema,
} from '@marquee/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { accountEventsOf } from '../../platform/account-events.ts';
import { diaryEventsOf } from '../../platform/diary-events.ts';
import { publishableEventsOf } from '../../platform/publishable-events.ts';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { failure, ok } from '../../platform/respond.ts';
import type { FederationDependencies } from './federation.dependencies.ts';
import type { MarqueeFederation } from './federation.ts';
import type { FederationRepository } from './federation.repository.ts';
import type { FederationService } from './federation.service.ts';

/** The most an inbox accepts in one delivery (ADR 035); Mastodon's own posts are a few KB. */
export const INBOX_BODY_LIMIT = 64 * 1024;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length']);

/**
 * Federation (ADR 035): the ActivityPub and discovery endpoints at the site's root, served by Fedify, and the
 * signed-in user's federation API under /api/federation. With FEDERATION off, discovery answers 404 and the
 * API says federation is off.
 */
export async function registerFederation(
  app: FastifyInstance,
  context: AppContext,
  { federation, repository, service }: FederationDependencies,
): Promise<void> {
  const { log } = context;
  await app.register(protocolRoutes, { federation, repository, context });
  await app.register(
    async (api) => {
      requireUserOnEveryRoute(api);
      for (const routes of [settingsAndFollowersRoutes, followingAndBlocksRoutes, visibilityAndFeedRoutes])
        await api.register(routes, { service });
    },
    { prefix: '/api' },
  );
  if (!federation) return;

  diaryEventsOf(context).listen((change) => service.onDiaryChange(change));
  publishableEventsOf(context).listen((change) => service.onItemChange(change));
  accountEventsOf(context).onBeforeDeletion((userId) => service.announceAccountDeletion(userId));
  const stop = new AbortController();
  let queue: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    queue = federation
      .startQueue(undefined, { signal: stop.signal })
      .catch((error: unknown) => log.error({ err: error }, 'federation queue stopped'));
  });
  app.addHook('onClose', async () => {
    stop.abort();
    await Promise.race([queue, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
  });
}

/** ActivityPub's own protocol, not our API: left out of the OpenAPI document. */
const hidden = { hide: true };

const notFound = (message = 'Not found') =>
  new Response(JSON.stringify(failure(message)), {
    status: 404,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

const protocolRoutes = async (
  app: FastifyInstance,
  {
    federation,
    repository,
    context,
  }: { federation: MarqueeFederation | undefined; repository: FederationRepository; context: AppContext },
) => {
  if (!federation) {
    for (const url of ['/.well-known/webfinger', '/.well-known/nodeinfo'])
      app.get(url, { schema: hidden }, async (_request, reply) =>
        reply.status(404).send(failure(FEDERATION_OFF_MESSAGE)),
      );
    return;
  }
  const { publicUrl } = context.config;
  // Fedify verifies signatures over the exact bytes: every body stays raw, and small.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: INBOX_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  /** A browser opening an actor's address gets their profile page instead. */
  const profileRedirect = async (request: Request): Promise<Response> => {
    const identifier = /^\/ap\/users\/([^/]+)$/.exec(new URL(request.url).pathname)?.[1];
    const actor = identifier ? await repository.actorOf(decodeURIComponent(identifier)) : undefined;
    if (!actor) return new Response('Not Acceptable', { status: 406 });
    return new Response(null, { status: 302, headers: { location: profilePath(actor.handle) } });
  };

  const toFedify = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    const body = Buffer.isBuffer(request.body) ? request.body : undefined;
    const response = await federation.fetch(
      new Request(new URL(request.url, publicUrl), {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
      }),
      {
        contextData: undefined,
        onNotFound: () => notFound(),
        onNotAcceptable: profileRedirect,
      },
    );
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name)) reply.header(name, value);
    });
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };

  const reads = ['GET', 'HEAD'] as const;
  for (const url of ['/.well-known/webfinger', '/.well-known/nodeinfo', '/nodeinfo/2.1', '/ap/*'])
    app.route({ method: [...reads], url, schema: hidden, handler: toFedify });
  app.route({
    method: 'POST',
    url: '/ap/*',
    schema: hidden,
    config: {
      rateLimit: { max: context.config.FEDERATION_INBOX_RATE_LIMIT, timeWindow: '1 minute' },
    },
    handler: toFedify,
  });
};

const tags = ['federation'];
const deleted = z.object({ success: z.literal(true), message: z.string(), data: z.null() });
type ServiceOptions = { service: FederationService };

/** The signed-in user's federation API: settings and the people following them. */
const settingsAndFollowersRoutes: FastifyPluginAsyncZod<ServiceOptions> = async (app, { service }) => {
  app.get(
    '/federation',
    {
      schema: {
        tags,
        summary: 'Whether federation is on for this server and for you, and your fediverse address',
        response: { 200: federationSettingsResponseSchema },
      },
    },
    async (request) => ok(await service.settings((await requireUser(request)).id), 'Federation settings'),
  );

  app.put(
    '/federation',
    {
      schema: {
        tags,
        summary:
          'Turn federation on or off for you, and choose how follow requests and new entries are handled',
        body: updateFederationSettingsBodySchema,
        response: { 200: federationSettingsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.updateSettings(user.id, request.body), 'Federation settings saved');
    },
  );

  app.get(
    '/federation/followers',
    {
      schema: {
        tags,
        summary: 'People following you (and waiting requests)',
        response: { 200: federationPeopleResponseSchema },
      },
    },
    async (request) => ok(await service.followers((await requireUser(request)).id), 'Followers'),
  );

  app.post(
    '/federation/followers/:relation_id/accept',
    {
      schema: {
        tags,
        summary: 'Accept a follow request',
        params: relationParamsSchema,
        response: { 200: federationPersonResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.acceptFollower(user.id, request.params.relation_id), 'Follow request accepted');
    },
  );

  app.delete(
    '/federation/followers/:relation_id',
    {
      schema: {
        tags,
        summary: 'Refuse a follow request or remove a follower',
        params: relationParamsSchema,
        response: { 200: deleted },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.removeFollower(user.id, request.params.relation_id);
      return ok(null, 'Follower removed');
    },
  );
};

/** The people the user follows, and whom they blocked. */
const followingAndBlocksRoutes: FastifyPluginAsyncZod<ServiceOptions> = async (app, { service }) => {
  app.get(
    '/federation/following',
    {
      schema: { tags, summary: 'People you follow', response: { 200: federationPeopleResponseSchema } },
    },
    async (request) => ok(await service.following((await requireUser(request)).id), 'Following'),
  );

  app.post(
    '/federation/following',
    {
      schema: {
        tags,
        summary: 'Follow someone by @name@host, on this server or another',
        body: followBodySchema,
        response: { 201: federationPersonResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const person = await service.follow(user.id, request.body.account);
      return reply.status(201).send(ok(person, 'Follow request sent'));
    },
  );

  app.delete(
    '/federation/following/:relation_id',
    {
      schema: { tags, summary: 'Unfollow', params: relationParamsSchema, response: { 200: deleted } },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.unfollow(user.id, request.params.relation_id);
      return ok(null, 'Unfollowed');
    },
  );

  app.get(
    '/federation/blocks',
    {
      schema: {
        tags,
        summary: 'People and servers you blocked',
        response: { 200: federationBlocksResponseSchema },
      },
    },
    async (request) => ok(await service.blocks((await requireUser(request)).id), 'Blocks'),
  );

  app.post(
    '/federation/blocks',
    {
      schema: {
        tags,
        summary: 'Block a person (account) or a whole server: nothing more is delivered to them or accepted',
        body: blockBodySchema,
        response: { 201: federationBlockResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(ok(await service.block(user.id, request.body), 'Blocked'));
    },
  );

  app.delete(
    '/federation/blocks/:block_id',
    {
      schema: { tags, summary: 'Unblock', params: blockParamsSchema, response: { 200: deleted } },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.unblock(user.id, request.params.block_id);
      return ok(null, 'Unblocked');
    },
  );
};

/** Who sees each diary entry, and what the people the user follows posted. */
const visibilityAndFeedRoutes: FastifyPluginAsyncZod<ServiceOptions> = async (app, { service }) => {
  app.get(
    '/federation/visibility',
    {
      schema: {
        tags,
        summary:
          'Who sees the given diary entries, ratings (by TMDB id), comments and playlists; enabled is false, with no items, while federation is off for the server or you',
        querystring: visibilityQuerySchema,
        response: { 200: visibilitiesResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.visibilities(user.id, request.query), 'Visibility');
    },
  );

  app.put(
    '/federation/diary/:entry_id/visibility',
    {
      schema: {
        tags,
        summary: 'Who sees one diary entry: public, followers only, or private (never sent)',
        params: entryVisibilityParamsSchema,
        body: entryVisibilityBodySchema,
        response: { 200: entryVisibilityResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { entry_id } = request.params;
      return ok(
        await service.setEntryVisibility(user.id, entry_id, request.body.visibility),
        'Visibility saved',
      );
    },
  );

  app.put(
    '/federation/items/:item/:item_id/visibility',
    {
      schema: {
        tags,
        summary:
          'Who sees one rating (item_id: the film’s TMDB id), comment or public playlist: public, followers only, or private',
        params: itemVisibilityParamsSchema,
        body: entryVisibilityBodySchema,
        response: { 200: itemVisibilityResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { item, item_id } = request.params;
      return ok(
        await service.setItemVisibility(user.id, item, item_id, request.body.visibility),
        'Visibility saved',
      );
    },
  );

  app.get(
    '/federation/feed',
    {
      schema: {
        tags,
        summary: 'Film posts of the people you follow, newest first',
        response: { 200: friendsFeedResponseSchema },
      },
    },
    async (request) => ok(await service.feed((await requireUser(request)).id), 'Friends feed'),
  );

  app.get(
    '/federation/movies/:tmdb_id',
    {
      schema: {
        tags,
        summary: 'What the people you follow posted about one film (friends who watched it), newest first',
        params: tmdbIdParamsSchema,
        response: { 200: friendsFeedResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.feed(user.id, request.params.tmdb_id), 'Friends who watched this');
    },
  );
};
