import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeSyntheticDataset } from '@marquee/catalog/testing';
import { createSharedStore, startApiProcess, type ApiProcess } from '@marquee/harness';
import { numberOptions } from './lib/cli.ts';
import { measureThroughput, type Throughput } from './lib/measure.ts';

/**
 * npm run bench:encoding — what encoding the meaning index after start costs the API. A first start imports a
 * made-up dataset of `--movies` movies and encodes their vectors in the background; GET /api/health is
 * measured while that runs, then on the same catalog by a process with nothing to encode (the same-run
 * baseline): the ratio is the share of its throughput the API keeps while encoding. Then the first meaning
 * query after start on the starter catalog (a chat prompt about a theme), with the query encoder warmed at
 * start and without.
 */
const options = numberOptions({ movies: 3000 });
// The encoder thread keeps one core busy: on two cores the API keeps about half of its throughput. Encoding on
// the event loop (before) kept under 1%.
const TARGET_RATIO = 0.5;
const THEME_PROMPT = 'something about toys that come alive';

/** Resolves once the process has logged `text` (start-up work that runs after the port is open). */
async function logged(api: ApiProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!api.logs().includes(text)) {
    if (Date.now() > deadline) throw new Error(`the API did not log "${text}" within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const lastProgress = (api: ApiProcess) =>
  api
    .logs()
    .match(/meaning index: [\d,]+ \/ [\d,]+/g)
    ?.at(-1) ?? 'none yet';

async function firstThemeQueryMs(api: ApiProcess): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${api.baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: THEME_PROMPT }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`POST /api/chat answered ${response.status}`);
  return performance.now() - started;
}

const datasetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-bench-dataset-'));
writeSyntheticDataset(datasetDir, options.movies);
const store = await createSharedStore('sqlite');
const starterStore = await createSharedStore('sqlite');
const env = { LOG_LEVEL: 'info' };
// Every process started, stopped in `finally` even when a step throws (an orphan would keep encoding).
const started: ApiProcess[] = [];
const start = async (options: Parameters<typeof startApiProcess>[0]) => {
  const api = await startApiProcess(options);
  started.push(api);
  return api;
};
let failed = false;
try {
  const encoding = await start({ store, env: { ...env, CATALOG_DIR: datasetDir } });
  await logged(encoding, 'query encoder ready');
  if (!encoding.logs().includes(`encoding ${options.movies} movies in the background`))
    throw new Error('the API is not encoding in the background: nothing to measure');
  const during = await measureThroughput('GET /api/health while encoding', encoding.baseUrl, ['/api/health']);
  const stillEncoding = !/movies encoded/.test(encoding.logs());
  const progress = lastProgress(encoding);
  await encoding.stop();

  const idle = await start({ store, env: { ...env, ENCODE_EMBEDDINGS_ON_START: 'false' } });
  await logged(idle, 'query encoder ready');
  const baseline = await measureThroughput('GET /api/health, nothing to encode', idle.baseUrl, [
    '/api/health',
  ]);
  await idle.stop();

  // The starter catalog, whose vectors all ship with it: every theme query goes through the meaning index.
  const warmed = await start({ store: starterStore, env });
  await logged(warmed, 'query encoder ready');
  const warmedMs = await firstThemeQueryMs(warmed);
  await warmed.stop();
  const cold = await start({
    store: starterStore,
    env: { ...env, WARM_ENCODER_ON_START: 'false' },
  });
  const coldMs = await firstThemeQueryMs(cold);
  const secondMs = await firstThemeQueryMs(cold);
  await cold.stop();

  const ratio = during.requestsPerSecond / baseline.requestsPerSecond;
  const met = ratio >= TARGET_RATIO && stillEncoding && during.errors === 0;
  failed = !met;
  const row = (measured: Throughput) =>
    `| ${measured.name} | ${measured.requestsPerSecond.toFixed(0)} | ${measured.p50} | ${measured.p99} | ${measured.errors} |`;
  console.log(
    `API on a made-up catalog of ${options.movies.toLocaleString('en-US')} movies (SQLite); ${os.cpus().length} cores, ` +
      `load average ${os.loadavg()[0].toFixed(1)} (the encoder thread takes a core: other load shares the rest)\n`,
  );
  console.log('| route | req/s | p50 ms | p99 ms | errors/non-2xx |\n|---|---|---|---|---|');
  console.log(row(during));
  console.log(row(baseline));
  console.log(
    `\nwhile encoding / nothing to encode: **${ratio.toFixed(2)}** (target >= ${TARGET_RATIO}) ${met ? 'met' : '**missed**'}; ` +
      `encoding ${stillEncoding ? 'still running' : '**had finished**'} when measured (last progress line: ${progress})`,
  );
  console.log(
    `\nfirst theme query after start on the starter catalog ("${THEME_PROMPT}"): ${warmedMs.toFixed(0)} ms with the encoder warmed at start, ` +
      `${coldMs.toFixed(0)} ms without (the same query again: ${secondMs.toFixed(0)} ms)`,
  );
} finally {
  for (const api of started) await api.stop();
  await store.close();
  await starterStore.close();
  fs.rmSync(datasetDir, { recursive: true, force: true });
}
if (failed) process.exitCode = 1;
