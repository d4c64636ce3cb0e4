import { z } from 'zod';
import { movieSummarySchema } from './catalog.ts';
import { idField, idParam, successEnvelope } from './envelope.ts';

/** One item of the recommendation service's `GET /recommend` answer; rating is the model's score. */
export const recommendationItemSchema = z.object({ tmdbId: z.number().int().positive(), rating: z.number() });
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;
export const recommendationListSchema = z.array(recommendationItemSchema);

export const recommendationsParamsSchema = z.object({ tmdbId: idParam });

/** `GET /api/recommendations/:tmdbId`: the recommended movies, resolved through the catalog, best first. */
export const recommendationsResponseSchema = successEnvelope(z.array(movieSummarySchema));
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

// The recommendation service's own API (services/recommender), asked by the API's recommender client.

/** The service answers at most this many movies, and reads at most this many movies of a user's history. */
export const RECOMMENDER_MAX_TOP_N = 50;
export const RECOMMENDER_MAX_HISTORY = 100;
/** Header naming the model that made an answer: answers kept under it stay right until it changes. */
export const MODEL_VERSION_HEADER = 'x-model-version';
/** Header naming the site whose catalog the recommender learns from: the API checks it is its own. */
export const CATALOG_ID_HEADER = 'x-catalog-id';

const topNParam = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, `must be between 1 and ${RECOMMENDER_MAX_TOP_N}`)
  .max(RECOMMENDER_MAX_TOP_N, `must be between 1 and ${RECOMMENDER_MAX_TOP_N}`)
  .default(10);

/** `GET /recommend?tmdb_id=&top_n=`: the movies like one movie. */
export const recommendQuerySchema = z.object({ tmdb_id: idParam, top_n: topNParam });

/** `GET /recommend/history?tmdb_ids=&top_n=`: the movies for a user's history, most recent first. */
export const recommendHistoryQuerySchema = z.object({
  tmdb_ids: z
    .string({ message: 'must be a comma-separated list of movie ids' })
    .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of movie ids')
    .transform((value) => value.split(',').map(Number))
    .pipe(
      z.array(idField).max(RECOMMENDER_MAX_HISTORY, `may name at most ${RECOMMENDER_MAX_HISTORY} movies`),
    ),
  top_n: topNParam,
});

/** `GET /health`: 200 once a model is in service, 503 while the first one trains. */
export const recommenderHealthSchema = z.object({
  status: z.enum(['ok', 'training']),
  movies: z.number().int().nonnegative(),
  trainedAt: z.string().nullable(),
  version: z.string().nullable(),
  /** The site id of the catalog the model learns from (null until known). */
  catalog: z.string().nullable().optional(),
});
export type RecommenderHealth = z.infer<typeof recommenderHealthSchema>;
