import { openDatabase } from '@marquee/db';
import type { RecommenderConfig } from './config.ts';
import { buildRecommenderApp, type RecommenderApp } from './recommender.app.ts';
import { ModelKeeper } from './recommender.service.ts';
import { TrainingDataRepository } from './training-data.repository.ts';

export interface RunningRecommender {
  app: RecommenderApp;
  /** Base URL, e.g. http://127.0.0.1:3001 */
  url: string;
  keeper: ModelKeeper;
  close(): Promise<void>;
}

/**
 * Starts the service: listens at once (serving the model file if there is one), then trains in the
 * background when no model fits the catalog. `ready` resolves once that first check is done.
 */
export async function startRecommender(
  config: RecommenderConfig,
): Promise<RunningRecommender & { ready: Promise<void> }> {
  const database = openDatabase({ url: config.databaseUrl, poolSize: 2 });
  const keeperRef: { current?: ModelKeeper } = {};
  const app = buildRecommenderApp(
    {
      model: () => keeperRef.current?.model(),
      status: () => keeperRef.current?.status() ?? 'training',
      recommendUnknown: async (tmdbId, topN) => keeperRef.current?.recommendUnknown(tmdbId, topN),
      catalogId: () => keeperRef.current?.catalogId(),
    },
    { logLevel: config.logLevel },
  );
  const keeper = new ModelKeeper(new TrainingDataRepository(database.db), {
    databaseUrl: config.databaseUrl,
    modelPath: config.modelPath,
    refreshSeconds: config.refreshSeconds,
    log: app.log,
  });
  keeperRef.current = keeper;
  keeper.loadModelFile();
  app.addHook('onClose', async () => {
    keeper.stop();
    await database.close();
  });
  const url = await app.listen({ host: config.host, port: config.port });
  const ready = keeper.refresh();
  return { app, url, keeper, ready, close: () => app.close() };
}
