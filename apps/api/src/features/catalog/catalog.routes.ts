import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchQuerySchema,
  discoverQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  movieBatchSchema,
  movieCreditsSchema,
  movieDetailsQuerySchema,
  movieDetailsSchema,
  movieListPageSchema,
  pageQuerySchema,
  personDetailsSchema,
  personMovieCreditsSchema,
  personSearchPageSchema,
  searchQuerySchema,
  type ListingKind,
} from '@marquee/contracts';
import { CompressibleBody } from '../../platform/compression.ts';
import type { CatalogService } from './catalog.service.ts';

// Catalog facts change rarely: browsers and shared caches may keep answers for five minutes.
const CACHE_CONTROL = 'public, max-age=300';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 502: errorResponseSchema };

// The local catalog hands out the same immutable objects again and again: each is checked against its
// schema and serialised once, then its bytes are reused (the hot path of every detail and listing page),
// compressed at most once per encoding. Sent as bytes rather than through a reply serializer, so an error
// answer is never run through a success schema.
const serialised = new WeakMap<object, CompressibleBody>();
function sendCached(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType, payload: object) {
  let answer = serialised.get(payload);
  if (answer === undefined) {
    answer = CompressibleBody.json(schema, payload);
    serialised.set(payload, answer);
  }
  reply.header('cache-control', CACHE_CONTROL).type('application/json; charset=utf-8');
  return answer.send(request, reply);
}

type CatalogApp = Parameters<FastifyPluginAsyncZod>[0];
const tags = ['catalog'];

/** The lists, the movie search and discover by genre: pages of movies. */
function movieListRoutes(app: CatalogApp, service: CatalogService): void {
  const listings: Record<string, ListingKind> = {
    '/tmdb/movie/popular': 'popular',
    '/tmdb/movie/top_rated': 'top_rated',
    '/tmdb/movie/now_playing': 'now_playing',
    '/tmdb/trending/movie/week': 'trending',
  };
  for (const [url, kind] of Object.entries(listings)) {
    app.get(
      url,
      { schema: { tags, querystring: pageQuerySchema, response: { 200: movieListPageSchema, ...errors } } },
      async (request, reply) => {
        return sendCached(
          request,
          reply,
          movieListPageSchema,
          await service.listMovies(kind, request.query.page),
        );
      },
    );
  }

  app.get(
    '/tmdb/search/movie',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: movieListPageSchema, ...errors } } },
    async (request, reply) => {
      return sendCached(
        request,
        reply,
        movieListPageSchema,
        await service.searchMovies(request.query.query, request.query.page),
      );
    },
  );

  app.get(
    '/tmdb/discover/movie',
    { schema: { tags, querystring: discoverQuerySchema, response: { 200: movieListPageSchema, ...errors } } },
    async (request, reply) => {
      return sendCached(
        request,
        reply,
        movieListPageSchema,
        await service.discoverByGenre(request.query.with_genres, request.query.page),
      );
    },
  );
}

/** One movie, its credits, and many movies at once. */
function movieRoutes(app: CatalogApp, service: CatalogService): void {
  app.get(
    '/tmdb/movie/:id',
    {
      schema: {
        tags,
        description:
          "A movie in TMDB's shape; `append_to_response` may add `credits` and `release_dates` (the trailer, `videos`, is always there).",
        params: idParamsSchema,
        querystring: movieDetailsQuerySchema,
        response: { 200: movieDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const movie = await service.getMovie(request.params.id, request.query.append_to_response);
      return sendCached(request, reply, movieDetailsSchema, movie);
    },
  );

  app.get(
    '/tmdb/movie/:id/credits',
    { schema: { tags, params: idParamsSchema, response: { 200: movieCreditsSchema, ...errors } } },
    async (request, reply) => {
      return sendCached(request, reply, movieCreditsSchema, await service.getCredits(request.params.id));
    },
  );

  // Our own addition: the movie page resolves 10-12 recommended ids in one round trip.
  app.get(
    '/tmdb/movies',
    {
      schema: {
        tags,
        description:
          'Many movies in one call: `?ids=1,2,3` (at most 50). Unknown ids, and ids the movie database cannot give right now, are listed in `missing`.',
        querystring: batchQuerySchema,
        response: { 200: movieBatchSchema, ...errors },
      },
    },
    async (request, reply) => {
      return sendCached(request, reply, movieBatchSchema, await service.getMovies(request.query.ids));
    },
  );
}

/** The person search, a person and their films. */
function peopleRoutes(app: CatalogApp, service: CatalogService): void {
  app.get(
    '/tmdb/search/person',
    {
      schema: {
        tags,
        description:
          'People (actors, directors, writers) whose name matches, typo-tolerant, with `known_for` films.',
        querystring: searchQuerySchema,
        response: { 200: personSearchPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      return sendCached(
        request,
        reply,
        personSearchPageSchema,
        await service.searchPeople(request.query.query, request.query.page),
      );
    },
  );

  app.get(
    '/tmdb/person/:id',
    {
      schema: {
        tags,
        description:
          "A person in TMDB's shape; biography, birthday and place of birth only when TMDB serves the catalog.",
        params: idParamsSchema,
        response: { 200: personDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      return sendCached(request, reply, personDetailsSchema, await service.getPerson(request.params.id));
    },
  );

  app.get(
    '/tmdb/person/:id/movie_credits',
    { schema: { tags, params: idParamsSchema, response: { 200: personMovieCreditsSchema, ...errors } } },
    async (request, reply) => {
      return sendCached(
        request,
        reply,
        personMovieCreditsSchema,
        await service.getPersonMovieCredits(request.params.id),
      );
    },
  );
}

/**
 * The movie-database proxy, in TMDB's own response shapes (no envelope), whichever
 * source serves it. Only these paths exist; anything else under /api/tmdb is 404.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ service: CatalogService }> = async (app, { service }) => {
  movieListRoutes(app, service);
  peopleRoutes(app, service);
  movieRoutes(app, service);
};
