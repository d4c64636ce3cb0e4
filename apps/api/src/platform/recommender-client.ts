import {
  CATALOG_ID_HEADER,
  MODEL_VERSION_HEADER,
  recommendationListSchema,
  recommenderHealthSchema,
  type RecommendationItem,
} from '@marquee/contracts';

export type Recommendation = RecommendationItem;

/** The recommendation service could not answer (down, too slow, or answered something unexpected). */
export class RecommenderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RecommenderUnavailableError';
  }
}

/** An answer of the service and the version of the model that made it (undefined from an older service). */
export interface VersionedRecommendations {
  items: Recommendation[];
  modelVersion: string | undefined;
}

export interface RecommenderClient {
  /** The movie's recommendations, best first; [] for a movie the service does not know. Throws RecommenderUnavailableError. */
  recommend(tmdbId: number, topN: number): Promise<Recommendation[]>;
  /** The same, with the version of the model that answered. */
  recommendVersioned(tmdbId: number, topN: number): Promise<VersionedRecommendations>;
  /**
   * Recommendations from a user's history (most recent first), the history itself left out. With
   * `candidateIds` (at most RECOMMENDER_MAX_CANDIDATES), the model's score of each of those movies instead
   * (the ones it scores at all, best first, `topN` not applying), so several people's scores compare.
   */
  recommendForHistory(
    tmdbIds: number[],
    topN: number,
    candidateIds?: readonly number[],
  ): Promise<VersionedRecommendations>;
  /**
   * The version of the model in service as last heard (from an answer or /health), without waiting: when it
   * was heard more than a few seconds ago, /health is asked again in the background. Undefined before the first.
   */
  modelVersion(): string | undefined;
  /** 'wrong-catalog': the service answering is trained on another site's catalog (its answers are not used). */
  health(): Promise<RecommenderHealth>;
}

export type RecommenderHealth = 'ok' | 'down' | 'wrong-catalog';

/** The recommendation call gives up after 30 s: the movie page renders without recommendations then. */
export const RECOMMEND_TIMEOUT_MS = 30_000;
/** A retrained model is noticed within this long (the service retrains at most once a minute). */
export const MODEL_VERSION_RECHECK_MS = 5000;
/** Only the version and the site id are read from /health, so an older service's answer still counts. */
const healthBodySchema = recommenderHealthSchema.pick({ version: true, catalog: true }).partial();

/** HTTP client for services/recommender, with a timeout, a health check and a typed contract. */
export function createRecommenderClient({
  baseUrl,
  catalogId,
  timeoutMs = RECOMMEND_TIMEOUT_MS,
}: {
  baseUrl: string;
  /** This site's id (readSiteId): a service naming another one serves another site's catalog. */
  catalogId?: string;
  timeoutMs?: number;
}): RecommenderClient {
  const otherCatalog = (served: string | null | undefined) =>
    Boolean(catalogId && served && served !== catalogId);
  let version: { value: string | undefined; heardAt: number } = { value: undefined, heardAt: 0 };
  let checking = false;
  const heard = (value: string | null | undefined) => {
    if (value) version = { value, heardAt: Date.now() };
  };

  async function ask(path: string): Promise<VersionedRecommendations> {
    const url = `${baseUrl}${path}`;
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
    if (otherCatalog(response.headers.get(CATALOG_ID_HEADER))) {
      await response.body?.cancel();
      throw new RecommenderUnavailableError(
        `the recommendation service at ${baseUrl} serves another site's catalog`,
      );
    }
    const modelVersion = response.headers.get(MODEL_VERSION_HEADER) ?? undefined;
    heard(modelVersion);
    if (response.status === 404) {
      await response.body?.cancel();
      return { items: [], modelVersion };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new RecommenderUnavailableError(`recommendation service answered ${response.status}`);
    }
    const parsed = recommendationListSchema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new RecommenderUnavailableError('recommendation service answered an unexpected shape');
    return { items: parsed.data, modelVersion };
  }

  const client: RecommenderClient = {
    recommendVersioned: (tmdbId, topN) =>
      ask(`/recommend?tmdb_id=${encodeURIComponent(tmdbId)}&top_n=${encodeURIComponent(topN)}`),
    recommend: async (tmdbId, topN) => (await client.recommendVersioned(tmdbId, topN)).items,
    recommendForHistory: (tmdbIds, topN, candidateIds) =>
      ask(
        `/recommend/history?tmdb_ids=${tmdbIds.join(',')}&top_n=${encodeURIComponent(topN)}` +
          (candidateIds?.length ? `&candidate_ids=${candidateIds.join(',')}` : ''),
      ),
    modelVersion() {
      if (!checking && Date.now() - version.heardAt > MODEL_VERSION_RECHECK_MS) {
        checking = true;
        void client.health().finally(() => (checking = false));
      }
      return version.value;
    },
    async health() {
      try {
        const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2000) });
        const body = healthBodySchema.safeParse(await response.json().catch(() => undefined));
        if (body.success && otherCatalog(body.data.catalog)) return 'wrong-catalog';
        if (body.success) heard(body.data.version);
        return response.ok ? 'ok' : 'down';
      } catch {
        return 'down';
      }
    },
  };
  return client;
}
