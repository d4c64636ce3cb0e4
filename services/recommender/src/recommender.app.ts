import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, recommendationListSchema, type ErrorResponse } from '@marquee/contracts';
import type { Recommendation, RecommendationModel } from './model/model-file.ts';

export const MAX_TOP_N = 50;

const topNSchema = z.coerce
  .number({ message: 'top_n must be a number' })
  .int('top_n must be a whole number')
  .min(1, `top_n must be between 1 and ${MAX_TOP_N}`)
  .max(MAX_TOP_N, `top_n must be between 1 and ${MAX_TOP_N}`)
  .default(10);

const recommendQuerySchema = z.object({
  tmdb_id: z.coerce
    .number({ message: 'tmdb_id must be a number' })
    .int('tmdb_id must be a whole number')
    .positive('tmdb_id must be positive'),
  top_n: topNSchema,
});

/** A user's history, most recent first: at most this many movies are read. */
export const MAX_HISTORY = 100;

const historyQuerySchema = z.object({
  tmdb_ids: z
    .string({ message: 'tmdb_ids must be a comma-separated list of movie ids' })
    .transform((value) => value.split(',').map(Number))
    .pipe(
      z
        .array(z.number().int().positive(), {
          message: 'tmdb_ids must be a comma-separated list of movie ids',
        })
        .min(1, 'tmdb_ids must name at least one movie')
        .max(MAX_HISTORY, `tmdb_ids may name at most ${MAX_HISTORY} movies`),
    ),
  top_n: topNSchema,
});

export interface RecommenderState {
  /** The model in service, or undefined while the first one is being trained. */
  model(): RecommendationModel | undefined;
  status(): 'ok' | 'training';
  /** A catalog movie the model was not trained on, placed by its content; undefined when unknown to the catalog too. */
  recommendUnknown?(tmdbId: number, topN: number): Promise<Recommendation[] | undefined>;
  /** The id of the site whose catalog the model is trained on (see readSiteId); undefined until known. */
  catalogId?(): string | undefined;
}

/** Answers are written through the contracts' schemas: a list of recommendations, or `{ success: false, message }`. */
const jsonSchema = (schema: z.ZodType) => {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema);
  return rest;
};
const answerSchemas = {
  response: {
    200: jsonSchema(recommendationListSchema),
    '4xx': jsonSchema(errorResponseSchema),
    '5xx': jsonSchema(errorResponseSchema),
  },
};

function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  const body: ErrorResponse = { success: false, message };
  return reply.code(statusCode).send(body);
}

/** Header naming the model that made an answer: answers kept under it stay right until it changes. */
export const MODEL_VERSION_HEADER = 'x-model-version';
/** Header naming the site whose catalog answers come from: the API checks it is its own. */
export const CATALOG_ID_HEADER = 'x-catalog-id';

/**
 * HTTP face of the service: `GET /recommend?tmdb_id=&top_n=`, `GET /recommend/history?tmdb_ids=&top_n=` and
 * `GET /health`.
 */
export function buildRecommenderApp(
  state: RecommenderState,
  { logLevel = 'info' }: { logLevel?: string } = {},
): FastifyInstance {
  const app = Fastify({
    logger: logLevel === 'silent' ? false : { level: logLevel },
    return503OnClosing: true,
  });
  // Its callers (the API) log each request they serve: here a request shows only when it warns or fails.
  app.addHook('onRoute', (route) => {
    route.logLevel ||= 'warn';
  });

  app.addHook('onRequest', async (_request, reply) => {
    const catalogId = state.catalogId?.();
    if (catalogId) void reply.header(CATALOG_ID_HEADER, catalogId);
  });

  // 503 until the first model is in service, so a supervisor or load balancer waits before sending traffic.
  app.get('/health', async (_request, reply) => {
    const model = state.model();
    return reply.code(model ? 200 : 503).send({
      status: state.status(),
      movies: model?.movieCount ?? 0,
      trainedAt: model?.file.trainedAt ?? null,
      version: model?.version ?? null,
      catalog: state.catalogId?.() ?? null,
    });
  });

  const recommendOne = async (model: RecommendationModel, tmdbId: number, topN: number) =>
    model.recommend(tmdbId, topN) ?? (await state.recommendUnknown?.(tmdbId, topN));

  /** The query and the loaded model, or undefined once a 400 (bad query) or 503 (still training) is sent. */
  const queryAndModel = <T>(schema: z.ZodType<T>, raw: unknown, reply: FastifyReply) => {
    const query = schema.safeParse(raw);
    if (!query.success) {
      void sendError(reply, 400, query.error.issues.map((issue) => issue.message).join('; '));
      return undefined;
    }
    const model = state.model();
    if (!model) {
      void sendError(reply, 503, 'The recommendation model is still training');
      return undefined;
    }
    return { query: query.data, model };
  };

  app.get('/recommend', { schema: answerSchemas }, async (request, reply) => {
    const ready = queryAndModel(recommendQuerySchema, request.query, reply);
    if (!ready) return reply;
    const { query, model } = ready;
    const recommendations = await recommendOne(model, query.tmdb_id, query.top_n);
    void reply.header(MODEL_VERSION_HEADER, model.version);
    if (!recommendations) return sendError(reply, 404, `Movie ${query.tmdb_id} is not in the model`);
    return recommendations;
  });

  // A user's recommendations from their history (most recent first): each movie's list, merged by summing
  // 1/rank (the merge recommender:eval measures), the history itself left out.
  app.get('/recommend/history', { schema: answerSchemas }, async (request, reply) => {
    const ready = queryAndModel(historyQuerySchema, request.query, reply);
    if (!ready) return reply;
    const { query, model } = ready;
    const history = new Set(query.tmdb_ids);
    const scores = new Map<number, number>();
    for (const tmdbId of history) {
      const list = (await recommendOne(model, tmdbId, MAX_TOP_N)) ?? [];
      list.forEach((item, rank) => {
        if (!history.has(item.tmdbId))
          scores.set(item.tmdbId, (scores.get(item.tmdbId) ?? 0) + 1 / (rank + 1));
      });
    }
    void reply.header(MODEL_VERSION_HEADER, model.version);
    return [...scores.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, query.top_n)
      .map(([tmdbId, score]) => ({ tmdbId, rating: Math.round(score * 10_000) / 10_000 }));
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `Route ${request.method} ${request.url} not found`),
  );
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, 'Internal server error');
  });
  return app;
}
