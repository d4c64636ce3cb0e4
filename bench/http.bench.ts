import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createSharedStore,
  startApiProcess,
  startRecommenderProcess,
  repoRoot,
  signUpOverHttp,
  callApi,
  LOAD_API_ENV,
} from '@marquee/harness';
import { alternatingRounds, startBareServer, summariseRounds } from './lib/measure.ts';

/**
 * npm run bench:http — the API's read routes (catalog detail, listing, typo search, credits, recommendations,
 * a user's likes and playlists) and the recommender's own GET /recommend, each in short rounds alternating
 * with bare Fastify routes of the same run: one replaying the route's own answers byte for byte (the target's
 * baseline, decision 004), one answering a small object. Asked as a browser asks. The API runs as its own
 * process on the imported dataset when the shared data folder exists (500 distinct movies need more than the
 * starter catalog). Beside each throughput ratio, the ratio of CPU time per answer (bare's over the API's, read
 * from /proc), which a busy machine disturbs far less. `BENCH_ROUNDS` (5) and `BENCH_SECONDS` (2 per run) set the rounds; `BENCH_ROUTES=credits,typo`
 * measures only the routes whose names contain one of the words; `BENCH_CPU_PROF=DIR` has the API process write a
 * CPU profile there when it stops (open it in Chrome DevTools' Performance panel or speedscope).
 */
const TARGET_RATIO = 0.5;
const ROUNDS = Math.max(5, Number(process.env.BENCH_ROUNDS ?? 5));
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
/** What Chromium sends with every request: answers may travel compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const LIKES = 500;
const ONLY = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const sharedData = path.resolve(process.env.MARQUEE_SHARED_DATA ?? path.join(repoRoot, '../shared/data'));
const hasDataset = fs.existsSync(sharedData);

/** What a person types into search with a slip: the start of a title with two letters swapped. */
function typoQuery(title: string): string {
  const typed = title.toLowerCase().slice(0, Math.max(6, Math.ceil(title.length * 0.6)));
  return typed.length < 6 ? typed : typed.slice(0, 2) + typed[3] + typed[2] + typed.slice(4);
}

const store = await createSharedStore('sqlite');
const bare = await startBareServer();
// Encoding the dataset's meaning index would load the API being measured for minutes (at a few requests a
// second): neither process encodes it, the one serving included.
const apiEnv = { ...LOAD_API_ENV, ...(hasDataset ? { ENCODE_EMBEDDINGS_ON_START: 'false' } : {}) };
const api = await startApiProcess({
  store,
  env: { ...apiEnv, ...(hasDataset ? { CATALOG_DIR: sharedData } : {}) },
});
const recommender = await startRecommenderProcess(store);
await api.stop();
const served = await startApiProcess({
  store,
  env: {
    ...apiEnv,
    ...(PROFILE_DIR
      ? {
          NODE_OPTIONS: `--import ${path.join(repoRoot, 'bench/lib/cpu-profile.mjs')}`,
          MARQUEE_CPU_PROF_DIR: path.resolve(PROFILE_DIR),
        }
      : {}),
  },
  recommenderUrl: recommender.url,
});
let failed = false;
try {
  const user = await signUpOverHttp(served.baseUrl, store.dataDir, { index: 1 });
  const ids: number[] = [];
  for (let page = 1; ids.length < LIKES && page <= 40; page += 1) {
    const listing = await callApi(served.baseUrl, undefined, 'GET', `/api/tmdb/movie/popular?page=${page}`);
    if (listing.kind !== 'answer' || listing.status !== 200) break;
    ids.push(...(listing.json as { results: { id: number }[] }).results.map((movie) => movie.id));
  }
  let liked = 0;
  for (const id of ids.slice(0, LIKES)) {
    const answer = await callApi(served.baseUrl, user, 'POST', '/api/likes', { tmdb_id: id });
    if (answer.kind === 'answer' && answer.status === 201) liked += 1;
  }
  console.log(
    `API on ${hasDataset ? 'the imported dataset' : 'the starter catalog'}; the user has ${liked} likes${liked < LIKES ? ` (fewer than ${LIKES}: the catalog is smaller)` : ''}`,
  );

  const sample = ids.slice(0, 50);
  const titles: string[] = [];
  for (const id of sample) {
    const detail = await callApi(served.baseUrl, undefined, 'GET', `/api/tmdb/movie/${id}`);
    if (detail.kind === 'answer' && detail.status === 200)
      titles.push((detail.json as { title: string }).title);
  }
  const routes = [
    { name: 'GET /api/tmdb/movie/:id (detail)', paths: sample.map((id) => `/api/tmdb/movie/${id}`) },
    {
      name: 'GET /api/tmdb/movie/popular (listing)',
      paths: Array.from({ length: 20 }, (_, page) => `/api/tmdb/movie/popular?page=${page + 1}`),
    },
    {
      name: 'GET /api/tmdb/search/movie (typo search)',
      paths: titles.map(
        (title) => `/api/tmdb/search/movie?query=${encodeURIComponent(typoQuery(title))}&page=1`,
      ),
    },
    { name: 'GET /api/tmdb/movie/:id/credits', paths: sample.map((id) => `/api/tmdb/movie/${id}/credits`) },
    { name: 'GET /api/recommendations/:id', paths: sample.map((id) => `/api/recommendations/${id}`) },
    { name: `GET /api/likes (${liked} likes)`, paths: ['/api/likes'], headers: user.headers },
    {
      name: 'GET /api/playlists (empty: the signed-in cost)',
      paths: ['/api/playlists'],
      headers: user.headers,
    },
    {
      name: 'recommender GET /recommend?top_n=10',
      url: recommender.url,
      paths: sample.map((id) => `/recommend?tmdb_id=${id}&top_n=10`),
    },
  ];
  console.log(
    `${ROUNDS} alternating rounds per route (bare replaying the route's answers, the route, bare small answer; ` +
      `${ROUND_SECONDS} s each); load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' / ')} on ${os.cpus().length} cores\n`,
  );
  console.log(
    '| route | median ratio to bare, same answers | spread: min-max (IQR) | rounds | route req/s, p99 ms (median round) | bare same answers req/s | median ratio to bare, small answer | median CPU ratio to bare, same answers | target | errors | |\n' +
      '|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const route of routes) {
    if (ONLY && !ONLY.some((word) => route.name.includes(word))) continue;
    const headers = { ...BROWSER_HEADERS, ...route.headers };
    const url = route.url ?? served.baseUrl;
    const sameAnswers = await bare.replay(url, route.paths, headers);
    const rounds = await alternatingRounds(
      { name: route.name, url, paths: route.paths, headers, pid: route.url ? undefined : served.pid() },
      { url: bare.url, sameAnswers, pid: bare.pid },
      { rounds: ROUNDS, seconds: ROUND_SECONDS },
    );
    const summary = summariseRounds(rounds);
    const smallRatios = rounds
      .map((round) => round.measured.requestsPerSecond / round.small.requestsPerSecond)
      .sort((a, b) => a - b);
    const met = summary.median >= TARGET_RATIO && summary.errors === 0;
    const { measured, same } = summary.medianRound;
    console.log(
      `| ${route.name} | ${summary.median.toFixed(2)} | ${summary.min.toFixed(2)}-${summary.max.toFixed(2)} ` +
        `(${summary.q1.toFixed(2)}-${summary.q3.toFixed(2)}) | ${rounds.map((round) => round.ratio.toFixed(2)).join(' ')} | ` +
        `${measured.requestsPerSecond.toFixed(0)}, ${measured.p99} | ${same.requestsPerSecond.toFixed(0)} | ` +
        `${smallRatios[Math.floor(smallRatios.length / 2)]!.toFixed(2)} | ${summary.cpuMedian?.toFixed(2) ?? '-'} | >= ${TARGET_RATIO} | ${summary.errors} | ${met ? 'met' : '**missed**'} |`,
    );
    failed ||= !met;
  }
} finally {
  await served.stop();
  await recommender.stop();
  await bare.stop();
  await store.close();
}
process.exit(failed ? 1 : 0);
