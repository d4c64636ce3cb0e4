import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Catalog } from '@marquee/catalog';
import {
  MAX_RECOMMENDATIONS_SHOWN,
  RECOMMENDATIONS_REQUESTED,
  recommendationsResponseSchema,
} from '@marquee/contracts';
import { CompressibleBody } from '../../platform/compression.ts';
import { ok } from '../../platform/respond.ts';
import { resolveMovies } from '../../platform/movie-summaries.ts';
import type { RecommenderClient } from '../../platform/recommender-client.ts';

/** Movie pages whose answers are kept (a few KB each). */
const ANSWERS_KEPT = 20_000;

export const NO_RECOMMENDATIONS = 'No recommendations found.';

export interface RecommendationsService {
  /**
   * The movie page's recommendations as the route's answer, serialised; "No recommendations found." whenever
   * the service or the catalog cannot help.
   */
  answerFor(tmdbId: number): Promise<CompressibleBody>;
}

interface KeptAnswer {
  modelVersion: string;
  body: CompressibleBody;
}

/**
 * A movie's answer is kept with the version of the model that made it: while the service reports the same
 * version, a repeat view costs no service or catalog call. When the service cannot answer, the kept answer
 * is served whatever its version (decision 006); with nothing kept, the page gets no recommendations.
 */
export function createRecommendationsService({
  recommender,
  catalog,
  log,
}: {
  recommender: RecommenderClient;
  catalog: Catalog;
  log: FastifyBaseLogger;
}): RecommendationsService {
  const kept = new LRUCache<number, KeptAnswer>({ max: ANSWERS_KEPT });
  const emptyAnswer = CompressibleBody.json(recommendationsResponseSchema, ok([], NO_RECOMMENDATIONS));

  async function resolve(tmdbId: number): Promise<KeptAnswer | undefined> {
    const current = kept.get(tmdbId);
    if (current && current.modelVersion === recommender.modelVersion()) return current;
    try {
      const answer = await recommender.recommendVersioned(tmdbId, RECOMMENDATIONS_REQUESTED);
      const ids = [...new Set(answer.items.map((item) => item.tmdbId))].filter((id) => id !== tmdbId);
      const movies = await resolveMovies(catalog, ids, MAX_RECOMMENDATIONS_SHOWN);
      const fresh = {
        modelVersion: answer.modelVersion ?? '',
        body:
          movies.length > 0
            ? CompressibleBody.json(recommendationsResponseSchema, ok(movies, 'Recommendations retrieved'))
            : emptyAnswer,
      };
      // Not kept when the service knew nothing of the movie: one just mirrored from TMDB may reach the shared
      // catalog a moment later, and the service then places it at once.
      if (answer.modelVersion && answer.items.length > 0) kept.set(tmdbId, fresh);
      return fresh;
    } catch (error) {
      // The movie page must render whatever happens here: the kept answer, else none, is the degraded answer.
      log.warn({ err: error, tmdbId, servedKept: Boolean(current) }, 'recommendations unavailable');
      return current;
    }
  }

  return {
    answerFor: async (tmdbId) => (await resolve(tmdbId))?.body ?? emptyAnswer,
  };
}
