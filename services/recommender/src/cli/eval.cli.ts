// `npm run recommender:eval [-- --tune]`: offline evaluation on MovieLens users held out from training
// (issue #15's protocol, see EVAL.md). --tune prints the validation grid the served settings were chosen on.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { toModelFile, writeModelFile } from '../model/model-file.ts';
import { SERVED_EASE, trainNeighbours, type TrainedNeighbours } from '../model/train.ts';
import { movieLensInteractionWeight, type TrainingData } from '../model/training-data.ts';
import {
  CUTOFF,
  mergedListsRanker,
  modelRecommender,
  popularityRanker,
  scoreRanker,
  type Scores,
  type UserRanker,
} from '../eval/evaluate.ts';
import { trainKMeansBaseline } from '../eval/kmeans-baseline.ts';
import { startServedModelProcess } from '../eval/served-model-process.ts';
import { loadEvalDataset, type MovieLensRating } from '../eval/shared-dataset.ts';
import { POSITIVE_STARS, SPLIT_PROTOCOL, splitUsers, type EvalSplit } from '../eval/split.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const env = z
  .object({
    MARQUEE_SHARED_DATA: z.string().default(path.resolve(repoRoot, '../shared/data')),
    EVAL_LATENCY_REQUESTS: z.coerce.number().int().positive().default(5000),
  })
  .parse(process.env);
const tune = process.argv.includes('--tune');

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const dataset = loadEvalDataset(env.MARQUEE_SHARED_DATA);
const split = splitUsers(dataset.ratings, { seed: 42 });
const describeSplit = (name: string, { testUsers }: EvalSplit) =>
  `${testUsers.length} ${name} users, ${testUsers.reduce((sum, user) => sum + user.heldOutIds.size, 0)} hidden positives`;
console.log(
  `Loaded ${dataset.ratings.length} MovieLens ratings on ${dataset.movies.length} TMDB movies in ${elapsed()}; ` +
    `${describeSplit('test', split)} (seed 42).`,
);

const trainingDataOf = (ratings: MovieLensRating[]): TrainingData => ({
  movies: dataset.movies,
  interactions: ratings.map((rating) => ({
    userKey: `ml:${rating.userId}`,
    movieId: rating.tmdbId,
    weight: movieLensInteractionWeight(rating.stars),
  })),
});
const listsOf = (model: TrainedNeighbours) => mergedListsRanker(modelRecommender(model));

if (tune) {
  // Validation users come from the training users only: the test users' hidden movies are never looked at.
  const validation = splitUsers(split.training, {
    seed: 7,
    excludedUsers: new Set(split.testUsers.map((user) => user.userId)),
  });
  const data = trainingDataOf(validation.training);
  console.log(`Tuning on ${describeSplit('validation', validation)}, carved out of the training users.`);
  console.log('| model                         | recall@10 | NDCG@10 | train |');
  console.log('|-------------------------------|-----------|---------|-------|');
  for (const minPositives of [5, 10])
    for (const lambda of [500, 1000, 2000, 4000, 8000]) {
      const trainStart = performance.now();
      const model = trainNeighbours(data, 'served', { ease: { lambda, minPositives } });
      const seconds = (performance.now() - trainStart) / 1000;
      const scores = await scoreRanker(listsOf(model), validation.testUsers);
      console.log(
        `| ${`served λ=${lambda}, >= ${minPositives} positives`.padEnd(29)} | ${scores.recall.toFixed(4).padStart(9)} | ${scores.ndcg.toFixed(4).padStart(7)} | ${`${seconds.toFixed(1)} s`.padStart(5)} |`,
      );
    }
  process.exit(0);
}

const trainingData = trainingDataOf(split.training);
const likedCounts = new Map<number, number>();
for (const rating of split.training) {
  if (rating.stars >= POSITIVE_STARS)
    likedCounts.set(rating.tmdbId, (likedCounts.get(rating.tmdbId) ?? 0) + 1);
}

const rows: { name: string; scores: Scores; trainSeconds: number | undefined }[] = [];
async function evaluate(name: string, build: () => UserRanker, trained = true) {
  const trainStart = performance.now();
  const ranker = build();
  const trainSeconds = trained ? (performance.now() - trainStart) / 1000 : undefined;
  rows.push({ name, scores: await scoreRanker(ranker, split.testUsers), trainSeconds });
}

await evaluate('popularity', () => popularityRanker(likedCounts));
await evaluate('item-kNN (cosine over likers)', () =>
  listsOf(trainNeighbours(trainingData, 'collaborative')),
);
// Plain EASE on every movie with 5 positives (the full 9,000 would take minutes to invert on this machine).
const BASELINE_EASE = { lambda: 500, minPositives: 5 };
await evaluate(`EASE λ=500 (movies with >= ${BASELINE_EASE.minPositives} positives)`, () =>
  listsOf(trainNeighbours(trainingData, 'ease', { ease: BASELINE_EASE })),
);
await evaluate('original approach (KMeans + cosine in cluster)', () =>
  listsOf(trainKMeansBaseline(dataset.movies, dataset.numbers)),
);
await evaluate('previous served model (content + item-kNN hybrid)', () =>
  listsOf(trainNeighbours(trainingData, 'hybrid')),
);
let served: TrainedNeighbours | undefined;
const trainStart = performance.now();
served = trainNeighbours(trainingData, 'served');
const servedSeconds = (performance.now() - trainStart) / 1000;

// The served model as the service answers it: its model file, served by the service's own code in a process
// of its own, asked over HTTP.
const modelDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-eval-'));
const modelPath = path.join(modelDir, 'model.json');
writeModelFile(modelPath, toModelFile(served, 'eval'));
served = undefined;
const service = await startServedModelProcess(modelPath);
await evaluate(
  `served model (EASE λ=${SERVED_EASE.lambda} >= ${SERVED_EASE.minPositives}, fans, content), HTTP`,
  () => mergedListsRanker((id) => service.recommend(id, CUTOFF)),
  false,
);
rows.at(-1)!.trainSeconds = servedSeconds;
const latency = await service.latency(
  trainingData.movies.map((movie) => movie.id),
  env.EVAL_LATENCY_REQUESTS,
);
await service.stop();
fs.rmSync(modelDir, { recursive: true, force: true });

const pad = (text: string, width: number) => text.padEnd(width);
console.log(
  `\nrecall@${CUTOFF} (hits / min(${CUTOFF}, hidden)) and NDCG@${CUTOFF}: ${SPLIT_PROTOCOL.queries} most recent kept ` +
    `positives each ask /recommend?top_n=${CUTOFF}, lists merged by 1/rank, kept positives removed`,
);
console.log(`| ${pad('model', 56)} | recall@10 | NDCG@10 | train  |`);
console.log(`|${'-'.repeat(58)}|-----------|---------|--------|`);
for (const row of rows) {
  const train = row.trainSeconds === undefined ? '-' : `${row.trainSeconds.toFixed(1)} s`;
  console.log(
    `| ${pad(row.name, 56)} | ${row.scores.recall.toFixed(4).padStart(9)} | ${row.scores.ndcg.toFixed(4).padStart(7)} | ${train.padStart(6)} |`,
  );
}
const recallOf = (prefix: string) => rows.find((row) => row.name.startsWith(prefix))!.scores.recall;
console.log(
  `\n/recommend over HTTP (${env.EVAL_LATENCY_REQUESTS} sequential requests, top_n=10, ${trainingData.movies.length} movies): ` +
    `p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms round trip ` +
    `(machine load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores).`,
);
console.log(
  `served / EASE λ=500 recall@10: ${(recallOf('served') / recallOf('EASE')).toFixed(3)}x; ` +
    `served / original approach: ${(recallOf('served') / recallOf('original')).toFixed(2)}x. Total ${elapsed()}.`,
);
