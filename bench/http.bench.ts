import fs from 'node:fs';
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
import { measureThroughput, ratioLine, startBareServer, THROUGHPUT_HEADER } from './lib/measure.ts';

/**
 * npm run bench:http — personal-data and recommender throughput as ratios to bare Fastify routes measured in
 * the same run (one replaying each route's own answers, one answering a small object), asked as a browser asks: GET /api/likes for a user with 500 likes, the API's recommendations route, and the
 * recommender's own GET /recommend. The API runs as its own process on the imported dataset when the shared
 * data folder exists (500 distinct movies need more than the starter catalog).
 */
const TARGET_RATIO = 0.5;
/** What Chromium sends with every request: answers may travel compressed. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const LIKES = 500;
const sharedData = path.resolve(process.env.MARQUEE_SHARED_DATA ?? path.join(repoRoot, '../shared/data'));
const hasDataset = fs.existsSync(sharedData);

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
const served = await startApiProcess({ store, env: apiEnv, recommenderUrl: recommender.url });
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
  const routes = [
    {
      name: 'GET /api/playlists (same user, empty: auth cost alone)',
      url: served.baseUrl,
      paths: ['/api/playlists'],
      headers: user.headers,
      target: undefined,
    },
    {
      name: `GET /api/likes (${liked} likes)`,
      url: served.baseUrl,
      paths: ['/api/likes'],
      headers: user.headers,
      target: TARGET_RATIO,
    },
    {
      name: 'GET /api/recommendations/:id',
      url: served.baseUrl,
      paths: sample.map((id) => `/api/recommendations/${id}`),
      headers: {},
      target: TARGET_RATIO,
    },
    {
      name: 'recommender GET /recommend?top_n=10',
      url: recommender.url,
      paths: sample.map((id) => `/recommend?tmdb_id=${id}&top_n=10`),
      headers: {},
      target: TARGET_RATIO,
    },
  ];
  console.log(`\n${THROUGHPUT_HEADER}`);
  // The machine is shared and noisy: each route is compared with bare runs made just before it, one replaying
  // the route's own answers byte for byte (the target's baseline) and one answering a small object.
  for (const route of routes) {
    const headers = { ...BROWSER_HEADERS, ...route.headers };
    const sameAnswers = await bare.replay(route.url, route.paths, headers);
    const small = await measureThroughput('bare route, small answer', bare.url, ['/bare'], headers);
    const same = await measureThroughput('bare route, same answers', bare.url, sameAnswers, headers);
    const measured = await measureThroughput(route.name, route.url, route.paths, headers);
    const { line, met } = ratioLine(measured, same, small, route.target);
    console.log(
      `${line} bare: ${same.requestsPerSecond.toFixed(0)} req/s same answers, ${small.requestsPerSecond.toFixed(0)} req/s small`,
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
