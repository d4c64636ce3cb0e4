import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { RecommendationModel } from './model/model-file.ts';

export const MAX_TOP_N = 50;

const recommendQuerySchema = z.object({
  tmdb_id: z.coerce
    .number({ message: 'tmdb_id must be a number' })
    .int('tmdb_id must be a whole number')
    .positive('tmdb_id must be positive'),
  top_n: z.coerce
    .number({ message: 'top_n must be a number' })
    .int('top_n must be a whole number')
    .min(1, `top_n must be between 1 and ${MAX_TOP_N}`)
    .max(MAX_TOP_N, `top_n must be between 1 and ${MAX_TOP_N}`)
    .default(10),
});

export interface RecommenderState {
  /** The model in service, or undefined while the first one is being trained. */
  model(): RecommendationModel | undefined;
  status(): 'ok' | 'training';
}

/** HTTP face of the service: `GET /recommend?tmdb_id=&top_n=` and `GET /health`. */
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

  // 503 until the first model is in service, so a supervisor or load balancer waits before sending traffic.
  app.get('/health', async (_request, reply) => {
    const model = state.model();
    return reply.code(model ? 200 : 503).send({
      status: state.status(),
      movies: model?.movieCount ?? 0,
      trainedAt: model?.file.trainedAt ?? null,
    });
  });

  app.get('/recommend', async (request, reply) => {
    const query = recommendQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ success: false, message: query.error.issues.map((issue) => issue.message).join('; ') });
    }
    const model = state.model();
    if (!model)
      return reply.code(503).send({ success: false, message: 'The recommendation model is still training' });
    const recommendations = model.recommend(query.data.tmdb_id, query.data.top_n);
    if (!recommendations)
      return reply
        .code(404)
        .send({ success: false, message: `Movie ${query.data.tmdb_id} is not in the model` });
    return recommendations;
  });

  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .send({ success: false, message: `Route ${request.method} ${request.url} not found` });
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, _request, reply) => {
    const statusCode =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    void reply
      .code(statusCode)
      .send({ success: false, message: statusCode === 500 ? 'Internal error' : error.message });
  });
  return app;
}
