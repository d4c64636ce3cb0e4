import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchQuerySchema,
  discoverQuerySchema,
  errorResponseSchema,
  idParamsSchema,
  movieBatchSchema,
  movieCreditsSchema,
  movieDetailsSchema,
  movieListPageSchema,
  pageQuerySchema,
  personMovieCreditsSchema,
  searchQuerySchema,
  type ListingKind,
} from '@marquee/contracts';
import type { AppContext } from '../../context.ts';
import { CatalogService } from './catalog.service.ts';

// Catalog facts change rarely: browsers and shared caches may keep answers for five minutes.
const CACHE_CONTROL = 'public, max-age=300';

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 502: errorResponseSchema };

// The local catalog hands out the same immutable objects again and again: each is checked against its
// schema and serialised once, then its JSON is reused (the hot path of every detail and listing page).
// Kept as UTF-8 bytes, so a 10-20 KB listing is not re-encoded and re-measured on every send.
const serialised = new WeakMap<object, Buffer>();
function cached(reply: FastifyReply, schema: z.ZodType) {
  reply.header('cache-control', CACHE_CONTROL).type('application/json; charset=utf-8');
  reply.serializer((payload: unknown) => {
    if (payload === null || typeof payload !== 'object') return JSON.stringify(payload);
    let json = serialised.get(payload);
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(schema.parse(payload)));
      serialised.set(payload, json);
    }
    return json as unknown as string;
  });
}

/**
 * The movie-database proxy of spec section 7, in TMDB's own response shapes (no envelope), whichever
 * source serves it. Only these paths exist; anything else under /api/tmdb is 404.
 */
export const catalogRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const service = new CatalogService(context.catalog);
  const tags = ['catalog'];

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
        const result = await service.listMovies(kind, request.query.page);
        cached(reply, movieListPageSchema);
        return result;
      },
    );
  }

  app.get(
    '/tmdb/search/movie',
    { schema: { tags, querystring: searchQuerySchema, response: { 200: movieListPageSchema, ...errors } } },
    async (request, reply) => {
      const result = await service.searchMovies(request.query.query, request.query.page);
      cached(reply, movieListPageSchema);
      return result;
    },
  );

  app.get(
    '/tmdb/discover/movie',
    { schema: { tags, querystring: discoverQuerySchema, response: { 200: movieListPageSchema, ...errors } } },
    async (request, reply) => {
      const result = await service.discoverByGenre(request.query.with_genres, request.query.page);
      cached(reply, movieListPageSchema);
      return result;
    },
  );

  app.get(
    '/tmdb/movie/:id',
    { schema: { tags, params: idParamsSchema, response: { 200: movieDetailsSchema, ...errors } } },
    async (request, reply) => {
      const movie = await service.getMovie(request.params.id);
      cached(reply, movieDetailsSchema);
      return movie;
    },
  );

  app.get(
    '/tmdb/movie/:id/credits',
    { schema: { tags, params: idParamsSchema, response: { 200: movieCreditsSchema, ...errors } } },
    async (request, reply) => {
      const credits = await service.getCredits(request.params.id);
      cached(reply, movieCreditsSchema);
      return credits;
    },
  );

  app.get(
    '/tmdb/person/:id/movie_credits',
    { schema: { tags, params: idParamsSchema, response: { 200: personMovieCreditsSchema, ...errors } } },
    async (request, reply) => {
      const credits = await service.getPersonMovieCredits(request.params.id);
      cached(reply, personMovieCreditsSchema);
      return credits;
    },
  );

  // Our own addition: the movie page resolves 10-12 recommended ids in one round trip.
  app.get(
    '/tmdb/movies',
    {
      schema: {
        tags,
        description:
          'Many movies in one call: `?ids=1,2,3` (at most 50). Unknown ids are listed in `missing`.',
        querystring: batchQuerySchema,
        response: { 200: movieBatchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.getMovies(request.query.ids);
      cached(reply, movieBatchSchema);
      return result;
    },
  );
};
