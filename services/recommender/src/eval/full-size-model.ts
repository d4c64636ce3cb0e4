// What bench:recommender measures: the served model at full size, served over HTTP as the eval serves it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toModelFile, writeModelFile } from '../model/model-file.ts';
import { trainNeighbours } from '../model/train.ts';
import { movieLensInteractionWeight } from '../model/training-data.ts';
import { startServedModelProcess, type ServedModelProcess } from './served-model-process.ts';
import { loadEvalDataset } from './shared-dataset.ts';
import { POSITIVE_STARS } from './split.ts';

export interface FullSizeModel {
  service: ServedModelProcess;
  movieIds: number[];
  /** Each MovieLens user's positives, most recent first (the histories the API sends). */
  histories: number[][];
  ratings: number;
  trainSeconds: number;
  stop(): Promise<void>;
}

/**
 * The served model trained on every MovieLens rating of the shared dataset (`dataDir`), written to a model
 * file and served by the service's own HTTP app in a process of its own.
 */
export async function startFullSizeModel(dataDir: string): Promise<FullSizeModel> {
  const dataset = loadEvalDataset(dataDir);
  const started = performance.now();
  const model = trainNeighbours(
    {
      movies: dataset.movies,
      interactions: dataset.ratings.map((rating) => ({
        userKey: `ml:${rating.userId}`,
        movieId: rating.tmdbId,
        weight: movieLensInteractionWeight(rating.stars),
        at: rating.timestamp,
      })),
    },
    'served',
  );
  const trainSeconds = (performance.now() - started) / 1000;
  const modelDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-full-size-model-'));
  const modelPath = path.join(modelDir, 'model.json');
  writeModelFile(modelPath, toModelFile(model, 'bench'));
  const positives = new Map<number, { id: number; at: number }[]>();
  for (const rating of dataset.ratings) {
    if (rating.stars < POSITIVE_STARS) continue;
    const own = positives.get(rating.userId) ?? [];
    own.push({ id: rating.tmdbId, at: rating.timestamp });
    positives.set(rating.userId, own);
  }
  const service = await startServedModelProcess(modelPath);
  return {
    service,
    movieIds: dataset.movies.map((movie) => movie.id),
    histories: [...positives.values()].map((own) =>
      own.sort((a, b) => b.at - a.at).map((positive) => positive.id),
    ),
    ratings: dataset.ratings.length,
    trainSeconds,
    async stop() {
      await service.stop();
      fs.rmSync(modelDir, { recursive: true, force: true });
    },
  };
}
