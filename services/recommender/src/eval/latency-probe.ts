// Child process of the eval: serves one model file the way the service does and times /recommend over HTTP,
// away from the eval's own memory (its training data would otherwise add garbage-collection pauses).
import { readModelFile, RecommendationModel } from '../model/model-file.ts';
import { buildRecommenderApp } from '../recommender.app.ts';
import { percentile } from './metrics.ts';
import { seededRandom } from './split.ts';

const [modelPath, requestsArgument] = process.argv.slice(2);
const file = readModelFile(modelPath);
if (!file) throw new Error(`No readable model at ${modelPath}`);
const model = new RecommendationModel(file);
const app = buildRecommenderApp({ model: () => model, status: () => 'ok' }, { logLevel: 'silent' });
const handling: number[] = [];
app.addHook('onResponse', async (_request, reply) => {
  handling.push(reply.elapsedTime);
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const ids = Object.keys(file.neighbours).map(Number);
const random = seededRandom(11);
const requests = Number(requestsArgument);
const warmUp = 300;
const latencies: number[] = [];
for (let i = 0; i < requests + warmUp; i++) {
  const id = ids[Math.floor(random() * ids.length)];
  const started = performance.now();
  const response = await fetch(`${address}/recommend?tmdb_id=${id}&top_n=10`);
  await response.json();
  if (!response.ok) throw new Error(`/recommend answered ${response.status}`);
  if (i >= warmUp) latencies.push(performance.now() - started);
}
await app.close();
latencies.sort((a, b) => a - b);
const served = handling.slice(warmUp).sort((a, b) => a - b);
console.log(
  JSON.stringify({
    requests: latencies.length,
    movies: model.movieCount,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    serverP50: percentile(served, 50),
    serverP99: percentile(served, 99),
  }),
);
