// `npm run recommender:train`: trains the model from the database into the model file the service loads.
import { openDatabase } from '@marquee/db';
import { loadRecommenderConfig } from '../config.ts';
import { trainModelFile } from '../model-training.ts';
import { TrainingDataRepository } from '../training-data.repository.ts';

const config = loadRecommenderConfig();
const database = openDatabase({ url: config.databaseUrl, poolSize: 2 });
const started = performance.now();
try {
  const model = await trainModelFile(new TrainingDataRepository(database.db), config.modelPath);
  console.log(
    `Trained the recommendation model on ${model.movieCount} movies in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
      `(${model.fingerprint}); written to ${config.modelPath}`,
  );
  if (model.movieCount === 0)
    console.log(
      'The catalog is empty: start the API once (it seeds the starter catalog) or run catalog:import.',
    );
} finally {
  await database.close();
}
