import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@marquee/harness';
import { seededRandom } from '@marquee/contracts';
import { startFullSizeModel } from '@marquee/recommender/full-size-model';
import { percentile, startBareServer } from './lib/measure.ts';

/**
 * npm run bench:recommender — serving latency of the recommendation service at full size: the served model
 * trained on every MovieLens rating of the shared dataset (9,053 movies), written to a model file and served by
 * the service's own HTTP app in a process of its own, asked sequentially over loopback HTTP. Each round asks, in
 * turn, the bare Fastify route of the same run (bench/lib/bare-server.ts), `GET /recommend` (a random movie,
 * top_n=10), `GET /recommend/history` (a random MovieLens user's 20 most recent positives, top_n=50, as "For you"
 * asks) and the same with 100 `candidate_ids` (a Watch tonight group's pool). Target (issue #25): p99 < 10 ms.
 */
const ROUNDS = Number(process.env.BENCH_RECOMMENDER_ROUNDS ?? 2000);
const WARM_UP = 200;
const HISTORY = 20;
const CANDIDATES = 100;
const TARGET_P99_MS = 10;

const sharedData = process.env.MARQUEE_SHARED_DATA ?? path.resolve(repoRoot, '../shared/data');
const full = await startFullSizeModel(sharedData);
const { service, movieIds } = full;
const users = full.histories.filter((positives) => positives.length >= HISTORY);
const bare = await startBareServer();
const random = seededRandom(25);
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  if (!response.ok && response.status !== 404) throw new Error(`${url} answered ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

const rows = {
  bare: [] as number[],
  recommend: [] as number[],
  history: [] as number[],
  candidates: [] as number[],
};
try {
  for (let round = 0; round < ROUNDS + WARM_UP; round++) {
    const history = pick(users).slice(0, HISTORY).join(',');
    const candidates = Array.from({ length: CANDIDATES }, () => pick(movieIds)).join(',');
    const times = {
      bare: await timed(`${bare.url}/bare`),
      recommend: await timed(`${service.url}/recommend?tmdb_id=${pick(movieIds)}&top_n=10`),
      history: await timed(`${service.url}/recommend/history?tmdb_ids=${history}&top_n=50`),
      candidates: await timed(
        `${service.url}/recommend/history?tmdb_ids=${history}&top_n=50&candidate_ids=${candidates}`,
      ),
    };
    if (round >= WARM_UP)
      for (const [name, time] of Object.entries(times)) rows[name as keyof typeof rows].push(time);
  }
} finally {
  await full.stop();
  await bare.stop();
}

const names: Record<keyof typeof rows, string> = {
  bare: 'bare GET /bare (baseline, same run)',
  recommend: 'GET /recommend?top_n=10',
  history: `GET /recommend/history (${HISTORY} movies, top_n=50)`,
  candidates: `GET /recommend/history (${HISTORY} movies, ${CANDIDATES} candidate_ids)`,
};
const p = (times: number[], fraction: number) => percentile(times, fraction).toFixed(2);
console.log(
  `\nServed model trained in ${full.trainSeconds.toFixed(1)} s on ${full.ratings} ratings, ${movieIds.length} movies; ` +
    `${ROUNDS} sequential rounds; load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores.`,
);
console.log('| request | count | p50 ms | p99 ms | p99 minus bare p99 |\n|---|---|---|---|---|');
for (const times of Object.values(rows)) times.sort((a, b) => a - b);
const bareP99 = percentile(rows.bare, 0.99);
for (const [name, times] of Object.entries(rows))
  console.log(
    `| ${names[name as keyof typeof rows]} | ${times.length} | ${p(times, 0.5)} | ${p(times, 0.99)} | ${name === 'bare' ? '-' : (percentile(times, 0.99) - bareP99).toFixed(2)} |`,
  );
const worst = Math.max(
  percentile(rows.recommend, 0.99),
  percentile(rows.history, 0.99),
  percentile(rows.candidates, 0.99),
);
const failed = worst >= TARGET_P99_MS;
console.log(`\nworst p99 ${worst.toFixed(2)} ms, target < ${TARGET_P99_MS} ms: ${failed ? 'MISSED' : 'met'}`);
process.exitCode = failed ? 1 : 0;
