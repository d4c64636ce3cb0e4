import { recommendationListSchema, type RecommendationItem } from '@marquee/contracts';

export type Recommendation = RecommendationItem;

/** The recommendation service could not answer (down, too slow, or answered something unexpected). */
export class RecommenderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RecommenderUnavailableError';
  }
}

export interface RecommenderClient {
  /** The movie's recommendations, best first; [] for a movie the service does not know. Throws RecommenderUnavailableError. */
  recommend(tmdbId: number, topN: number): Promise<Recommendation[]>;
  health(): Promise<'ok' | 'down'>;
}

/** Spec section 7: the recommendation call times out after 30 s. */
export const RECOMMEND_TIMEOUT_MS = 30_000;

/** HTTP client for services/recommender, with a timeout, a health check and a typed contract. */
export function createRecommenderClient({
  baseUrl,
  timeoutMs = RECOMMEND_TIMEOUT_MS,
}: {
  baseUrl: string;
  timeoutMs?: number;
}): RecommenderClient {
  return {
    async recommend(tmdbId, topN) {
      const url = `${baseUrl}/recommend?tmdb_id=${encodeURIComponent(tmdbId)}&top_n=${encodeURIComponent(topN)}`;
      let response: Response;
      try {
        response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        throw new RecommenderUnavailableError(`recommendation service unreachable at ${baseUrl}`, {
          cause: error,
        });
      }
      if (response.status === 404) {
        await response.body?.cancel();
        return [];
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new RecommenderUnavailableError(`recommendation service answered ${response.status}`);
      }
      const parsed = recommendationListSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success)
        throw new RecommenderUnavailableError('recommendation service answered an unexpected shape');
      return parsed.data;
    },
    async health() {
      try {
        const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
        await response.body?.cancel();
        return response.ok ? 'ok' : 'down';
      } catch {
        return 'down';
      }
    },
  };
}
