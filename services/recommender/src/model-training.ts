import { Worker } from 'node:worker_threads';
import { toModelFile, writeModelFile, type ModelFile } from './model/model-file.ts';
import { trainNeighbours } from './model/train.ts';
import type { TrainingDataRepository } from './training-data.repository.ts';

/** Reads the training data, trains, and writes the model file; returns what it wrote. */
export async function trainModelFile(
  repository: TrainingDataRepository,
  modelPath: string,
): Promise<ModelFile> {
  const fingerprint = await repository.fingerprint();
  const data = await repository.load();
  const file = toModelFile(trainNeighbours(data), fingerprint);
  writeModelFile(modelPath, file);
  return file;
}

export interface TrainingJob {
  databaseUrl: string;
  modelPath: string;
}

/**
 * Trains in a worker thread, so the service keeps answering /recommend in microseconds while a model for a
 * large catalog takes seconds to build. Resolves once the new model file is written.
 */
export function trainInWorker(job: TrainingJob): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./model-training.worker.mjs', import.meta.url), { workerData: job });
    worker.once('message', () => resolve());
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`training worker exited with code ${code}`)),
    );
  });
}
