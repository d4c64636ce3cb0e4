import multipart from '@fastify/multipart';
import {
  connectBodySchema,
  connectionEventsResponseSchema,
  connectionListResponseSchema,
  connectionResponseSchema,
  connectionRevokedResponseSchema,
  connectionSecretResponseSchema,
  connectionSourceParamsSchema,
  dismissedPlayResponseSchema,
  resolveUnmatchedBodySchema,
  unmatchedPlayParamsSchema,
  unmatchedPlaysResponseSchema,
  updateConnectionBodySchema,
  WEBHOOK_BODY_MAX_BYTES,
  WEBHOOK_RATE_LIMIT_PER_MINUTE,
  WEBHOOK_THUMBNAIL_MAX_BYTES,
  webhookParamsSchema,
  webhookResponseSchema,
} from '@marquee/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { ConnectionsDependencies } from './connections.dependencies.ts';
import type { ConnectionRow } from './connections.repository.ts';
import { connectionAt, receiveDelivery } from './delivery.ts';
import { logRefusedRateLimited, logRefusedTooLarge } from './refusals.ts';
import {
  connectionLog,
  connectSource,
  listConnections,
  revokeConnection,
  updateConnection,
} from './settings.ts';
import { dismissUnmatchedPlay, listUnmatchedPlays, resolveUnmatchedPlay } from './unmatched.ts';
import { readDelivery } from './webhook-delivery.ts';
import { hashWebhookSecret } from './webhook-secret.ts';

const WEBHOOK_DESCRIPTION = `A media server posts each play here; the address is the one Settings → Connections shows.
- **jellyfin**: the Jellyfin Webhook plugin's Generic destination with "Send All Properties (ignores template)" on
  (or the template in docs/self-hosting.md), notification type Playback Stop. JSON, sent as text/plain or application/json.
- **emby**: Emby's webhooks (Emby Premiere), events playback.stop and item.markplayed, application/json (or
  multipart/form-data with the JSON in \`data\`).
- **plex**: Plex webhooks (Plex Pass): multipart/form-data with the JSON in the \`payload\` part; media.scrobble.
- **generic**: \`{ "tmdb_id"?, "imdb_id"?, "title"?, "year"?, "watched_at"?, "rating"? }\` as JSON, at least one of
  tmdb_id, imdb_id or title; watched_at an ISO date or timestamp (default now), rating 1-10.

Only a finished movie is logged (played to completion, a scrobble, or at least 90% watched), once per movie, source
and day. Answers 200 with what became of the delivery (logged, duplicate, ignored with the reason, unmatched),
404 for a wrong address, 400 for a body that is not the source's, 413 over ${WEBHOOK_BODY_MAX_BYTES / 1024} KB,
429 over ${WEBHOOK_RATE_LIMIT_PER_MINUTE} deliveries a minute.`;

/** The public webhook route, in its own scope: its body parsers (text, multipart) touch no other route. */
function webhookRoute(dependencies: ConnectionsDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    // JSON and text bodies are read as text and parsed by the delivery, so a malformed one reaches the log.
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser(
      ['application/json', 'text/plain'],
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    await app.register(multipart, {
      limits: {
        fieldSize: WEBHOOK_BODY_MAX_BYTES,
        fileSize: WEBHOOK_THUMBNAIL_MAX_BYTES,
        fields: 8,
        files: 2,
        parts: 10,
      },
    });
    const connections = new WeakMap<FastifyRequest, ConnectionRow>();

    // Refusals before the body is read still reach the connection's log, for whoever is setting the server up;
    // the answer (413, 429) stays what it is whatever becomes of the log write.
    app.addHook('onError', async (request, _reply, error) => {
      const status = (error as { statusCode?: unknown }).statusCode;
      if (status !== 413 && status !== 429) return;
      try {
        if (status === 413) {
          const connection = connections.get(request);
          if (connection) await logRefusedTooLarge(dependencies, connection);
        } else {
          const { source, secret } = request.params as { source?: string; secret?: string };
          if (source && secret) await logRefusedRateLimited(dependencies, source, secret);
        }
      } catch (logError) {
        request.log.warn({ err: logError }, 'webhook refusal not logged');
      }
    });

    app.post(
      '/webhooks/:source/:secret',
      {
        bodyLimit: WEBHOOK_BODY_MAX_BYTES,
        config: {
          rateLimit: {
            max: WEBHOOK_RATE_LIMIT_PER_MINUTE,
            timeWindow: '1 minute',
            keyGenerator: (request) =>
              `webhook:${hashWebhookSecret((request.params as { secret?: string }).secret ?? '')}`,
          },
        },
        // The address is checked before the body is read: a wrong one is a 404 whatever it sends.
        preParsing: async (request) => {
          const { source, secret } = request.params as { source: string; secret: string };
          connections.set(request, await connectionAt(dependencies, source, secret));
        },
        schema: {
          tags: ['connections'],
          summary:
            'Receive a play from Jellyfin, Emby, Plex or any script (the secret address of a connection)',
          description: WEBHOOK_DESCRIPTION,
          params: webhookParamsSchema,
          response: { 200: webhookResponseSchema },
        },
      },
      async (request) => {
        const connection = connections.get(request);
        if (!connection) throw new Error('webhook connection not resolved before the handler');
        const result = await receiveDelivery(dependencies, connection, await readDelivery(request));
        return ok(result, `Webhook ${result.outcome}`);
      },
    );
  };
}

/** The signed-in user's side: connect, rotate, revoke and the log. */
function settingsRoutes(dependencies: ConnectionsDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    requireUserOnEveryRoute(app);
    const tags = ['connections'];

    app.get(
      '/connections',
      {
        schema: {
          tags,
          summary: 'The signed-in user’s media-server connections, one per source, connected or not',
          response: { 200: connectionListResponseSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return ok(await listConnections(dependencies, user.id), 'Connections retrieved');
      },
    );

    app.post(
      '/connections/:source',
      {
        // The answer is a secret address, a credential: made like a token, with a signed-in session only.
        config: { rateLimit: { max: 20 }, refusesApiTokens: true },
        schema: {
          tags,
          summary:
            'Connect a source, or rotate its secret: the answer holds the new webhook path, shown this once (the old one stops working)',
          params: connectionSourceParamsSchema,
          body: connectBodySchema,
          response: { 200: connectionSecretResponseSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const connection = await connectSource(dependencies, user.id, request.params.source, request.body);
        return ok(connection, 'Connection ready');
      },
    );

    app.patch(
      '/connections/:source',
      {
        schema: {
          tags,
          summary: 'Change a connection’s server-user filter or time zone',
          params: connectionSourceParamsSchema,
          body: updateConnectionBodySchema,
          response: { 200: connectionResponseSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return ok(
          await updateConnection(dependencies, user.id, request.params.source, request.body),
          'Connection updated',
        );
      },
    );

    app.delete(
      '/connections/:source',
      {
        schema: {
          tags,
          summary: 'Revoke a connection: its address stops working and its log is deleted',
          params: connectionSourceParamsSchema,
          response: { 200: connectionRevokedResponseSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        await revokeConnection(dependencies, user.id, request.params.source);
        return ok({ source: request.params.source }, 'Connection revoked');
      },
    );

    app.get(
      '/connections/:source/events',
      {
        schema: {
          tags,
          summary: 'A connection’s last events, newest first: what arrived and what became of it',
          params: connectionSourceParamsSchema,
          response: { 200: connectionEventsResponseSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return ok(
          await connectionLog(dependencies, user.id, request.params.source),
          'Connection log retrieved',
        );
      },
    );
  };
}

/** The finished plays no movie matched: the user picks the movie or dismisses the play. */
function unmatchedRoutes(dependencies: ConnectionsDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    requireUserOnEveryRoute(app);
    const tags = ['connections'];

    app.get(
      '/connections/unmatched',
      {
        schema: {
          tags,
          summary: 'Finished plays no movie matched, newest first, waiting for a movie to be picked',
          response: { 200: unmatchedPlaysResponseSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        return ok(await listUnmatchedPlays(dependencies, user.id), 'Unmatched plays retrieved');
      },
    );

    app.post(
      '/connections/unmatched/:item_id/resolve',
      {
        schema: {
          tags,
          summary: 'Log an unmatched play as the picked movie, on the day it was played',
          params: unmatchedPlayParamsSchema,
          body: resolveUnmatchedBodySchema,
          response: { 200: webhookResponseSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const result = await resolveUnmatchedPlay(
          dependencies,
          user.id,
          request.params.item_id,
          request.body.tmdb_id,
        );
        return ok(result, 'Unmatched play resolved');
      },
    );

    app.delete(
      '/connections/unmatched/:item_id',
      {
        schema: {
          tags,
          summary: 'Dismiss an unmatched play',
          params: unmatchedPlayParamsSchema,
          response: { 200: dismissedPlayResponseSchema },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        await dismissUnmatchedPlay(dependencies, user.id, request.params.item_id);
        return ok({ item_id: request.params.item_id }, 'Unmatched play dismissed');
      },
    );
  };
}

export const connectionsRoutes: FastifyPluginAsyncZod<{ dependencies: ConnectionsDependencies }> = async (
  app,
  { dependencies },
) => {
  await app.register(webhookRoute(dependencies));
  await app.register(settingsRoutes(dependencies));
  await app.register(unmatchedRoutes(dependencies));
};
