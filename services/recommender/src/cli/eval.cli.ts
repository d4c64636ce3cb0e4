// `npm run recommender:eval`: offline evaluation on MovieLens users held out from training (see EVAL.md).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { toModelFile, writeModelFile } from '../model/model-file.ts';
import { trainNeighbours, type ModelKind } from '../model/train.ts';
import { movieLensInteractionWeight, type TrainingData } from '../model/training-data.ts';
import {
  itemToItemRanker,
  popularityRanker,
  scoreRanker,
  CUTOFF,
  type Scores,
  type UserRanker,
} from '../eval/evaluate.ts';
import { trainKMeansBaseline } from '../eval/kmeans-baseline.ts';
import { loadEvalDataset } from '../eval/shared-dataset.ts';
import { POSITIVE_STARS, splitUsers } from '../eval/split.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const env = z
  .object({
    MARQUEE_SHARED_DATA: z.string().default(path.resolve(repoRoot, '../shared/data')),
    EVAL_LATENCY_REQUESTS: z.coerce.number().int().positive().default(5000),
  })
  .parse(process.env);

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

const dataset = loadEvalDataset(env.MARQUEE_SHARED_DATA);
const split = splitUsers(dataset.ratings);
console.log(
  `Loaded ${dataset.ratings.length} MovieLens ratings on ${dataset.movies.length} TMDB movies ` +
    `(${dataset.movies.filter((movie) => movie.genreIds.length > 0).length} with content facts) in ${elapsed()}; ` +
    `${split.testUsers.length} test users, ${split.testUsers.reduce((sum, user) => sum + user.heldOutIds.size, 0)} held-out positives.`,
);

const trainingData: TrainingData = {
  movies: dataset.movies,
  interactions: split.training.map((rating) => ({
    userKey: `ml:${rating.userId}`,
    movieId: rating.tmdbId,
    weight: movieLensInteractionWeight(rating.stars),
  })),
};
const likedCounts = new Map<number, number>();
for (const rating of split.training) {
  if (rating.stars >= POSITIVE_STARS)
    likedCounts.set(rating.tmdbId, (likedCounts.get(rating.tmdbId) ?? 0) + 1);
}

const rows: { name: string; scores: Scores; trainSeconds: number }[] = [];
function evaluate(name: string, build: () => UserRanker) {
  const trainStart = performance.now();
  const ranker = build();
  const trainSeconds = (performance.now() - trainStart) / 1000;
  rows.push({ name, scores: scoreRanker(ranker, split.testUsers), trainSeconds });
}

evaluate('popularity', () => popularityRanker(likedCounts));
evaluate('original approach (KMeans + cosine in cluster)', () =>
  itemToItemRanker(trainKMeansBaseline(dataset.movies, dataset.numbers)),
);
const models = new Map<ModelKind, ReturnType<typeof trainNeighbours>>();
for (const [kind, name] of [
  ['content', 'content-only'],
  ['collaborative', 'CF-only (item-item)'],
  ['hybrid', 'hybrid (served)'],
] as const) {
  evaluate(name, () => {
    const model = trainNeighbours(trainingData, kind);
    models.set(kind, model);
    return itemToItemRanker(model);
  });
}

// Latency of the real service over HTTP, serving the hybrid model file, measured in a process of its own.
const modelDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-eval-'));
const modelPath = path.join(modelDir, 'model.json');
writeModelFile(modelPath, toModelFile(models.get('hybrid')!, 'eval'));
const probe = execFileSync(
  process.execPath,
  [
    '--import',
    'tsx',
    fileURLToPath(new URL('../eval/latency-probe.ts', import.meta.url)),
    modelPath,
    String(env.EVAL_LATENCY_REQUESTS),
  ],
  {
    encoding: 'utf8',
  },
);
fs.rmSync(modelDir, { recursive: true, force: true });
const latency = z
  .object({
    requests: z.number(),
    movies: z.number(),
    p50: z.number(),
    p99: z.number(),
    serverP50: z.number(),
    serverP99: z.number(),
  })
  .parse(JSON.parse(probe.trim().split('\n').at(-1)!));

const baseline = (name: string) => rows.find((row) => row.name.startsWith(name))!.scores;
const hybrid = baseline('hybrid').recall;
const pad = (text: string, width: number) => text.padEnd(width);
console.log(
  `\nrecall@${CUTOFF} and NDCG@${CUTOFF} on held-out MovieLens positives (>= ${POSITIVE_STARS} stars), seed 42`,
);
console.log(`| ${pad('model', 48)} | recall@10 | NDCG@10 | hybrid recall ratio | train |`);
console.log(`|${'-'.repeat(50)}|-----------|---------|---------------------|-------|`);
for (const row of rows) {
  const ratio = row.scores.recall > 0 ? `${(hybrid / row.scores.recall).toFixed(2)}x` : 'n/a';
  console.log(
    `| ${pad(row.name, 48)} | ${row.scores.recall.toFixed(4).padStart(9)} | ${row.scores.ndcg.toFixed(4).padStart(7)} | ${ratio.padStart(19)} | ${`${row.trainSeconds.toFixed(1)} s`.padStart(5)} |`,
  );
}
console.log(
  `\n/recommend over HTTP (${latency.requests} sequential requests, top_n=10, ${latency.movies} movies): ` +
    `p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms round trip; ` +
    `inside the service p50 ${latency.serverP50.toFixed(2)} ms, p99 ${latency.serverP99.toFixed(2)} ms ` +
    `(machine load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores: other work on the machine shows up in the tail)`,
);
console.log(
  `hybrid vs popularity: ${(hybrid / baseline('popularity').recall).toFixed(2)}x recall@10; ` +
    `hybrid vs original approach: ${(hybrid / baseline('original').recall).toFixed(2)}x recall@10. Total ${elapsed()}.`,
);
