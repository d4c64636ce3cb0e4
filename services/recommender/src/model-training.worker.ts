import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '@marquee/db';
import { trainModelFile, type TrainingJob } from './model-training.ts';
import { TrainingDataRepository } from './training-data.repository.ts';

const job = workerData as TrainingJob;
const database = openDatabase({ url: job.databaseUrl, poolSize: 1 });
try {
  await trainModelFile(new TrainingDataRepository(database.db), job.modelPath);
  parentPort?.postMessage('trained');
} finally {
  await database.close();
}
