import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { SearchIndex } from '@marquee/catalog';
import { seededRandom } from '@marquee/contracts';
import { percentile } from './lib/measure.ts';

/**
 * npm run bench:search — the catalog's title search index (the same class the API uses) over synthetic
 * catalogs of 10,000, 100,000 and 1,000,000 generated titles, to show how search latency grows with the
 * catalog. Queries are what people type: title prefixes, some with a typo, each asked once (no answer cache).
 * The figures over the real imported dataset come from bench:catalog. Heap is what the built index
 * holds after a full garbage collection, not what building it churned through.
 */
const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const QUERIES = 2000;
const TARGET_P99_MS = 5;

const WORDS = (
  'night day dark light star war love lost last first city river road king queen house ghost shadow blood fire ice storm ' +
  'silent secret hidden broken golden iron glass paper stone wild black white red blue green summer winter spring autumn ' +
  'return rise fall escape mission dream empire kingdom island ocean desert mountain forest valley garden station machine ' +
  'letter promise voyage journey legend story song dance game hunter stranger doctor soldier pilot detective thief angel ' +
  'monster dragon wolf tiger eagle horse child mother father brother sister friend enemy heart mind soul memory time ' +
  'tomorrow yesterday forever never always midnight morning evening paradise inferno horizon frontier planet galaxy'
).split(' ');

function syntheticTitles(count: number): string[] {
  const rand = seededRandom(42);
  const word = () => WORDS[Math.floor(rand() * WORDS.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const length = 1 + Math.floor(rand() * 4);
    const words = Array.from({ length }, word);
    // A share of made-up words, so the vocabulary grows with the catalog as real titles' names do.
    if (rand() < 0.5) words.push(`${word().slice(0, 3)}${(index * 2654435761) % 99991}`.slice(0, 9));
    return words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
  });
}

function queriesFor(titles: string[]): string[] {
  const rand = seededRandom(7);
  return Array.from({ length: QUERIES }, (_, index) => {
    const title = titles[Math.floor(rand() * titles.length)]!.toLowerCase();
    const typed = title.slice(0, Math.max(3, Math.ceil(title.length * (0.4 + rand() * 0.6))));
    if (index % 3 !== 0 || typed.length < 6) return typed;
    return typed.slice(0, 2) + typed[3] + typed[2] + typed.slice(4);
  });
}

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
// Typed arrays keep their contents outside the JavaScript heap: count both.
const memoryInUse = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

console.log(
  `| catalog size | build s | heap MB | p50 ms | p99 ms | target p99 | |\n|---|---|---|---|---|---|---|`,
);
let failedAt: number | undefined;
for (const size of SIZES) {
  const titles = syntheticTitles(size);
  collectGarbage();
  const heapBefore = memoryInUse();
  const started = performance.now();
  const index = new SearchIndex(titles.map((text, id) => ({ id: id + 1, text, rank: size - id })));
  const buildSeconds = (performance.now() - started) / 1000;
  collectGarbage();
  const heapMb = (memoryInUse() - heapBefore) / 1024 / 1024;
  const latencies: number[] = [];
  for (const query of new Set(queriesFor(titles))) {
    const begin = performance.now();
    index.search(query);
    latencies.push(performance.now() - begin);
  }
  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 0.99);
  const met = p99 <= TARGET_P99_MS;
  if (!met && failedAt === undefined) failedAt = size;
  console.log(
    `| ${size.toLocaleString('en')} synthetic titles | ${buildSeconds.toFixed(1)} | ${heapMb.toFixed(0)} | ${percentile(latencies, 0.5).toFixed(3)} | ${p99.toFixed(3)} | <= ${TARGET_P99_MS} ms | ${met ? 'met' : 'over'} |`,
  );
}
console.log(
  `\n(${QUERIES} distinct queries per size; the ${TARGET_P99_MS} ms target applies to the real dataset (bench:catalog); the synthetic sizes show the growth${failedAt ? `, which crosses it at ${failedAt.toLocaleString('en')} titles` : ''})`,
);
