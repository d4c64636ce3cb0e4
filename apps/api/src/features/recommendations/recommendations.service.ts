import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogBrowse } from '@marquee/catalog';
import {
  itemReason,
  MAX_RECOMMENDATIONS_SHOWN,
  RECOMMENDATIONS_REQUESTED,
  recommendationsResponseSchema,
  sourceReason,
  type RecommendedMovie,
} from '@marquee/contracts';
import { CompressibleBody } from '../../platform/compression.ts';
import { ok } from '../../platform/respond.ts';
import { resolveRecommended, titlesOf } from '../../platform/recommended-movies.ts';
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
 * is served whatever its version (decision 006). When the service has nothing for the movie (down with nothing
 * kept, or a movie it cannot place), the catalog source's own recommendations are the last resort: TMDB's in
 * live mode, none from the local catalog.
 */
export function createRecommendationsService({
  recommender,
  catalog,
  log,
}: {
  recommender: RecommenderClient;
  catalog: CatalogBrowse;
  log: FastifyBaseLogger;
}): RecommendationsService {
  const kept = new LRUCache<number, KeptAnswer>({ max: ANSWERS_KEPT });
  const emptyAnswer = CompressibleBody.json(recommendationsResponseSchema, ok([], NO_RECOMMENDATIONS));

  const answerOf = (movies: RecommendedMovie[]) =>
    movies.length > 0
      ? CompressibleBody.json(recommendationsResponseSchema, ok(movies, 'Recommendations retrieved'))
      : emptyAnswer;

  /** The page's movie as its picks' reasons name it. */
  async function seedOf(tmdbId: number) {
    return { id: tmdbId, title: (await titlesOf(catalog, [tmdbId])).get(tmdbId) ?? 'this movie' };
  }

  /** The recommender's answer; undefined when it has none (it does not know the movie, or is down with nothing kept). */
  async function fromRecommender(tmdbId: number): Promise<KeptAnswer | undefined> {
    const current = kept.get(tmdbId);
    if (current && current.modelVersion === recommender.modelVersion()) return current;
    try {
      const answer = await recommender.recommendVersioned(tmdbId, RECOMMENDATIONS_REQUESTED);
      const seed = await seedOf(tmdbId);
      const picks = answer.items
        .filter((item) => item.tmdbId !== tmdbId)
        .map((item) => ({ tmdbId: item.tmdbId, reason: itemReason(item.reason, seed) }));
      const movies = await resolveRecommended(catalog, picks, MAX_RECOMMENDATIONS_SHOWN);
      // Nothing kept when there is nothing to show: a movie just mirrored from TMDB may reach the shared
      // catalog a moment later, and the service then places it at once (the source's own are shown meanwhile).
      if (movies.length === 0) return undefined;
      const fresh = { modelVersion: answer.modelVersion ?? '', body: answerOf(movies) };
      if (answer.modelVersion) kept.set(tmdbId, fresh);
      return fresh;
    } catch (error) {
      // The movie page must render whatever happens here: the kept answer, else the source's, is the degraded answer.
      log.warn({ err: error, tmdbId, servedKept: Boolean(current) }, 'recommendations unavailable');
      return current;
    }
  }

  /** The catalog source's own recommendations (TMDB's), the last resort; never kept. */
  async function fromSource(tmdbId: number): Promise<CompressibleBody> {
    try {
      const movies = await catalog.getSourceRecommendations(tmdbId);
      const reason = sourceReason(await seedOf(tmdbId));
      return answerOf(
        movies
          .filter((movie) => movie.id !== tmdbId)
          .slice(0, MAX_RECOMMENDATIONS_SHOWN)
          .map((movie) => ({ ...movie, reason })),
      );
    } catch (error) {
      log.warn({ err: error, tmdbId }, 'source recommendations unavailable');
      return emptyAnswer;
    }
  }

  return {
    answerFor: async (tmdbId) => (await fromRecommender(tmdbId))?.body ?? fromSource(tmdbId),
  };
}
