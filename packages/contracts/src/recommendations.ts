import { z } from 'zod';
import { movieSummarySchema } from './catalog.ts';
import { idParam, successEnvelope } from './envelope.ts';

/** One item of the recommendation service's `GET /recommend` answer; rating is the model's score. */
export const recommendationItemSchema = z.object({ tmdbId: z.number().int().positive(), rating: z.number() });
export type RecommendationItem = z.infer<typeof recommendationItemSchema>;
export const recommendationListSchema = z.array(recommendationItemSchema);

export const recommendationsParamsSchema = z.object({ tmdbId: idParam });

/** `GET /api/recommendations/:tmdbId`: the recommended movies, resolved through the catalog, best first. */
export const recommendationsResponseSchema = successEnvelope(z.array(movieSummarySchema));
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
