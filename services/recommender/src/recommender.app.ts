import Fastify, { type FastifyError, type FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  invalidInputMessage,
  CATALOG_ID_HEADER,
  MODEL_VERSION_HEADER,
  recommendationListSchema,
  recommenderHealthSchema,
  recommendHistoryQuerySchema,
  recommendQuerySchema,
  RECOMMENDER_MAX_TOP_N,
  type ErrorResponse,
} from '@marquee/contracts';
import type { Recommendation, RecommendationModel } from './model/model-file.ts';
import { scoreHistory } from './model/history-scores.ts';

export interface RecommenderState {
  /** The model in service, or undefined while the first one is being trained. */
  model(): RecommendationModel | undefined;
  status(): 'ok' | 'training';
  /** A catalog movie the model was not trained on, placed by its content; undefined when unknown to the catalog too. */
  recommendUnknown?(tmdbId: number, topN: number): Promise<Recommendation[] | undefined>;
  /** The id of the site whose catalog the model is trained on (see readSiteId); undefined until known. */
  catalogId?(): string | undefined;
}

/** Input is validated and answers written through the contracts' schemas, as in the API. */
const answerSchemas = {
  200: recommendationListSchema,
  '4xx': errorResponseSchema,
  '5xx': errorResponseSchema,
};

function sendError(reply: FastifyReply, statusCode: number, message: string): FastifyReply {
  const body: ErrorResponse = { success: false, message };
  return reply.code(statusCode).send(body);
}

/**
 * HTTP face of the service: `GET /recommend?tmdb_id=&top_n=`, `GET /recommend/history?tmdb_ids=&top_n=` and
 * `GET /health`.
 */
export function buildRecommenderApp(
  state: RecommenderState,
  { logLevel = 'info' }: { logLevel?: string } = {},
) {
  const app = Fastify({
    logger: logLevel === 'silent' ? false : { level: logLevel },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Its callers (the API) log each request they serve: here a request shows only when it warns or fails.
  app.addHook('onRoute', (route) => {
    route.logLevel ||= 'warn';
  });

  app.addHook('onRequest', async (_request, reply) => {
    const catalogId = state.catalogId?.();
    if (catalogId) void reply.header(CATALOG_ID_HEADER, catalogId);
  });

  // 503 until the first model is in service, so a supervisor or load balancer waits before sending traffic.
  app.get(
    '/health',
    { schema: { response: { 200: recommenderHealthSchema, 503: recommenderHealthSchema } } },
    async (_request, reply) => {
      const model = state.model();
      return reply.code(model ? 200 : 503).send({
        status: state.status(),
        movies: model?.movieCount ?? 0,
        trainedAt: model?.file.trainedAt ?? null,
        version: model?.version ?? null,
        catalog: state.catalogId?.() ?? null,
      });
    },
  );

  const recommendOne = async (model: RecommendationModel, tmdbId: number, topN: number) =>
    model.recommend(tmdbId, topN) ?? (await state.recommendUnknown?.(tmdbId, topN));

  /** The model in service, named in the answer's header; undefined once a 503 (still training) is sent. */
  const modelFor = (reply: FastifyReply) => {
    const model = state.model();
    if (!model) {
      void sendError(reply, 503, 'The recommendation model is still training');
      return undefined;
    }
    void reply.header(MODEL_VERSION_HEADER, model.version);
    return model;
  };

  app.get(
    '/recommend',
    { schema: { querystring: recommendQuerySchema, response: answerSchemas } },
    async (request, reply) => {
      const model = modelFor(reply);
      if (!model) return reply;
      const { tmdb_id: tmdbId, top_n: topN } = request.query;
      const recommendations = await recommendOne(model, tmdbId, topN);
      if (!recommendations) return sendError(reply, 404, `Movie ${tmdbId} is not in the model`);
      return recommendations;
    },
  );

  // A user's recommendations from their history (most recent first): each movie's list, merged by summing
  // 1/rank (the merge recommender:eval measures), the history itself left out. Each answer names the history
  // movies whose terms add most to its score (its reason on "For you").
  app.get(
    '/recommend/history',
    { schema: { querystring: recommendHistoryQuerySchema, response: answerSchemas } },
    async (request, reply) => {
      const model = modelFor(reply);
      if (!model) return reply;
      const { tmdb_ids: tmdbIds, top_n: topN, candidate_ids: candidateIds } = request.query;
      const history = [...new Set(tmdbIds)];
      const lists = await Promise.all(
        history.map(async (tmdbId) => (await recommendOne(model, tmdbId, RECOMMENDER_MAX_TOP_N)) ?? []),
      );
      const scored = scoreHistory(history, lists, candidateIds && new Set(candidateIds));
      return candidateIds ? scored : scored.slice(0, topN);
    },
  );

  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, `Route ${request.method} ${request.url} not found`),
  );
  // The same `{ success: false, message }` answers as the API's: 400 naming the bad field, other 4xx as
  // Fastify words them, and a logged 500 for anything unexpected.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error))
      return sendError(reply, 400, invalidInputMessage(error.validationContext, error.validation));
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) return sendError(reply, status, error.message);
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, 500, 'Internal server error');
  });
  return app;
}

export type RecommenderApp = ReturnType<typeof buildRecommenderApp>;
