import {
  playlistBodySchema,
  playlistDeletedResponseSchema,
  playlistIdParamsSchema,
  playlistMovieParamsSchema,
  playlistMovieRemovedResponseSchema,
  playlistMovieResponseSchema,
  playlistMoviesResponseSchema,
  playlistResponseSchema,
  playlistsResponseSchema,
  playlistVisibilityBodySchema,
  sharedPlaylistResponseSchema,
  shareTokenParamsSchema,
  tmdbIdBodySchema,
} from '@marquee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, requireUserOnEveryRoute } from '../../platform/request-user.ts';
import { ok } from '../../platform/respond.ts';
import type { createPlaylistsService } from './playlists.service.ts';

export const playlistsRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createPlaylistsService>;
}> = async (app, { service }) => {
  requireUserOnEveryRoute(app);
  const tags = ['playlists'];

  app.get('/playlists', { schema: { tags, response: { 200: playlistsResponseSchema } } }, async (request) => {
    const user = await requireUser(request);
    return ok(await service.listPlaylists(user.id), 'Playlists retrieved');
  });

  app.post(
    '/playlists',
    { schema: { tags, body: playlistBodySchema, response: { 201: playlistResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply
        .status(201)
        .send(ok(await service.createPlaylist(user.id, request.body.name), 'Playlist created'));
    },
  );

  app.delete(
    '/playlists/:id',
    { schema: { tags, params: playlistIdParamsSchema, response: { 200: playlistDeletedResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      await service.deletePlaylist(user.id, request.params.id);
      return ok({ playlist_id: request.params.id }, 'Playlist deleted');
    },
  );

  app.get(
    '/playlists/:id/movies',
    { schema: { tags, params: playlistIdParamsSchema, response: { 200: playlistMoviesResponseSchema } } },
    async (request) => {
      const user = await requireUser(request);
      return ok(await service.listMovies(user.id, request.params.id), 'Playlist movies retrieved');
    },
  );

  app.post(
    '/playlists/:id/movies',
    {
      schema: {
        tags,
        params: playlistIdParamsSchema,
        body: tmdbIdBodySchema,
        response: { 201: playlistMovieResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const entry = await service.addMovie(user.id, request.params.id, request.body.tmdb_id);
      return reply.status(201).send(ok(entry, 'Movie added to playlist'));
    },
  );

  app.patch(
    '/playlists/:id/visibility',
    {
      schema: {
        tags,
        params: playlistIdParamsSchema,
        body: playlistVisibilityBodySchema,
        response: { 200: playlistResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const playlist = await service.setVisibility(user.id, request.params.id, request.body.is_public);
      return ok(playlist, playlist.is_public ? 'Playlist is public' : 'Playlist is private');
    },
  );

  app.get(
    '/shared/playlists/:token',
    {
      config: { visitorsMayRead: true },
      schema: { tags, params: shareTokenParamsSchema, response: { 200: sharedPlaylistResponseSchema } },
    },
    async (request) => ok(await service.readShared(request.params.token), 'Shared playlist retrieved'),
  );

  app.delete(
    '/playlists/:id/movies/:tmdb_id',
    {
      schema: {
        tags,
        params: playlistMovieParamsSchema,
        response: { 200: playlistMovieRemovedResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await service.removeMovie(user.id, request.params.id, request.params.tmdb_id);
      return ok(
        { playlist_id: request.params.id, tmdb_id: request.params.tmdb_id },
        'Movie removed from playlist',
      );
    },
  );
};
