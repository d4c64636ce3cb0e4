import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  callApi,
  createSharedStore,
  discoverCatalog,
  LOAD_API_ENV,
  repoRoot,
  runMixedTraffic,
  signUpManyOverHttp,
  startApiProcess,
  summarize,
  type HttpUser,
} from '@marquee/harness';
import { numberOptions } from './lib/cli.ts';
import { percentile } from './lib/measure.ts';

/**
 * npm run bench:webhooks [-- --duration 30 --users 50] — what the media-server webhook route
 * (POST /api/webhooks/{source}/{secret}) adds to itself under the soak's load: a real API process on the starter
 * catalog, the soak's signed-in users running its mixed traffic in the background, and meanwhile, one after the
 * other, a finished-movie delivery (generic JSON or the Jellyfin plugin's body, a third of them exact repeats: a
 * server's retry, answered "duplicate") alternating with three baselines measured in the same moments: the health
 * route, a small signed-in read and a like toggled by a user outside the traffic (a write that waits for the disk
 * too, as a delivery does). One delivery in 20 names a movie the catalog lacks, which reloads the matcher
 * (at most every 10 s), so a reload on the delivery path shows in the tail. Target: the deliveries' p99 at most
 * 5 ms above the health route's p99.
 */
const options = numberOptions({ duration: 30, users: 50, 'load-users': 20, seed: 1 });
const TARGET_EXTRA_P99_MS = 5;
const WARM_UP = 20;
/** Clients measuring at once, each a delivery then the baselines, in turn. */
const MEASURING_CLIENTS = 4;
if (options.users < options['load-users'] + MEASURING_CLIENTS)
  throw new Error(
    `--users must leave ${MEASURING_CLIENTS} users outside the traffic: the measuring clients like as them`,
  );
/** Each address takes 60 deliveries a minute: the clients stay below that over all the addresses. */
const MIN_ROUND_MS = 50;
const UNKNOWN_EVERY = 20;
const UNKNOWN_TMDB_ID = 987_654_321;

const jellyfinFinished = JSON.parse(
  fs.readFileSync(
    path.join(repoRoot, 'apps/api/src/features/connections/fixtures/jellyfin/playback-stop-finished.json'),
    'utf8',
  ),
) as Record<string, unknown>;

type Source = 'generic' | 'jellyfin';
interface Address {
  source: Source;
  path: string;
  last?: { body: string; contentType: string };
}

function delivery(source: Source, tmdbId: number): { body: string; contentType: string } {
  if (source === 'generic')
    return {
      body: JSON.stringify({ tmdb_id: tmdbId, watched_at: new Date().toISOString() }),
      contentType: 'application/json',
    };
  // The Jellyfin plugin's Generic destination posts text/plain unless told otherwise.
  return {
    body: JSON.stringify({
      ...jellyfinFinished,
      Provider_tmdb: String(tmdbId),
      Provider_imdb: '',
      Name: `Movie ${tmdbId}`,
      UtcTimestamp: new Date().toISOString(),
    }),
    contentType: 'text/plain; charset=utf-8',
  };
}

async function timed(url: string, init: RequestInit): Promise<{ ms: number; status: number; text: string }> {
  const begin = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  return { ms: performance.now() - begin, status: response.status, text };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const row = (name: string, times: number[]) => {
  if (times.length === 0) return `| ${name} | 0 | | | |`;
  const sorted = [...times].sort((a, b) => a - b);
  return `| ${name} | ${sorted.length} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} |`;
};

const store = await createSharedStore('sqlite');
const api = await startApiProcess({ store, env: LOAD_API_ENV });
let failed = false;
try {
  const catalog = await discoverCatalog(api.baseUrl);
  const users: HttpUser[] = await signUpManyOverHttp(api.baseUrl, store.dataDir, options.users);
  const addresses: Address[] = [];
  for (const user of users)
    for (const source of ['generic', 'jellyfin'] as const) {
      const answer = await callApi(api.baseUrl, user, 'POST', `/api/connections/${source}`, {});
      if (answer.kind !== 'answer' || answer.status !== 200)
        throw new Error(`connect ${source}: ${answer.kind === 'answer' ? answer.body : answer.kind}`);
      addresses.push({ source, path: (answer.json as { data: { webhook_path: string } }).data.webhook_path });
    }
  const reader = users[0]!;
  console.log(
    `${Math.min(users.length, options['load-users'])} of ${users.length} users running the soak's mixed traffic for ${options.duration} s, ${addresses.length} webhook addresses, ${catalog.movieIds.length} movies; load average ${os.loadavg()[0]!.toFixed(1)} on 2 cores`,
  );

  let backgroundDone = false;
  const background = runMixedTraffic({
    baseUrl: api.baseUrl,
    users: users.slice(0, options['load-users']),
    durationMs: options.duration * 1000,
    seed: options.seed,
    ...catalog,
  }).finally(() => (backgroundDone = true));

  const times = { generic: [] as number[], jellyfin: [] as number[], unknown: [] as number[] };
  const health: number[] = [];
  const signedIn: number[] = [];
  const durableWrite: number[] = [];
  const outcomes: Record<string, number> = {};
  const refusals: string[] = [];
  let next = 0;
  // Each client likes and unlikes one movie as a user outside the traffic: a write that must reach the disk too.
  const measure = async (client: number) => {
    const writer = users[options['load-users'] + client]!;
    const likedMovie = catalog.movieIds[0]!;
    let liked = false;
    for (let round = next++; !backgroundDone; round = next++) {
      const began = performance.now();
      const address = addresses[round % addresses.length]!;
      const unknown = round % UNKNOWN_EVERY === UNKNOWN_EVERY - 1;
      // A third of the deliveries repeat the address's last one byte for byte: a retry, answered "duplicate".
      const repeat = !unknown && round % 3 === 2 && address.last !== undefined;
      const sent = repeat
        ? address.last!
        : delivery(
            address.source,
            unknown ? UNKNOWN_TMDB_ID : catalog.movieIds[round % catalog.movieIds.length]!,
          );
      if (!unknown) address.last = sent;
      const hook = await timed(api.baseUrl + address.path, {
        method: 'POST',
        headers: { 'content-type': sent.contentType },
        body: sent.body,
      });
      const base = await timed(`${api.baseUrl}/api/health`, {});
      const read = await timed(`${api.baseUrl}/api/playlists`, { headers: reader.headers });
      const write = await timed(
        liked ? `${api.baseUrl}/api/likes/${likedMovie}` : `${api.baseUrl}/api/likes`,
        liked
          ? { method: 'DELETE', headers: writer.headers }
          : {
              method: 'POST',
              headers: { ...writer.headers, 'content-type': 'application/json' },
              body: JSON.stringify({ tmdb_id: likedMovie }),
            },
      );
      if (write.status !== (liked ? 200 : 201))
        refusals.push(`like toggle ${write.status} ${write.text.slice(0, 200)}`);
      liked = !liked;
      if (hook.status !== 200) refusals.push(`${hook.status} ${hook.text.slice(0, 200)}`);
      if (round >= WARM_UP) {
        const outcome = (JSON.parse(hook.text) as { data?: { outcome?: string } }).data?.outcome ?? 'none';
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        (unknown ? times.unknown : times[address.source]).push(hook.ms);
        health.push(base.ms);
        signedIn.push(read.ms);
        durableWrite.push(write.ms);
      }
      const rest = MIN_ROUND_MS - (performance.now() - began);
      if (rest > 0) await sleep(rest);
    }
  };
  await Promise.all(Array.from({ length: MEASURING_CLIENTS }, (_, client) => measure(client)));
  const report = await background;

  const deliveries = [...times.generic, ...times.jellyfin, ...times.unknown];
  console.log(`\nbackground: ${summarize(report)}`);
  console.log(`delivery outcomes: ${JSON.stringify(outcomes)}`);
  console.log('\n| request | count | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|');
  console.log(row('POST /api/webhooks/generic/{secret}, finished movie', times.generic));
  console.log(row('POST /api/webhooks/jellyfin/{secret}, finished movie (text/plain)', times.jellyfin));
  console.log(row(`unknown movie (1 in ${UNKNOWN_EVERY}: unmatched, may reload the matcher)`, times.unknown));
  console.log(row('all deliveries', deliveries));
  console.log(row('GET /api/health (baseline)', health));
  console.log(row('GET /api/playlists (signed-in read)', signedIn));
  console.log(row('POST /api/likes or DELETE /api/likes/{id} (signed-in durable write)', durableWrite));
  const p99 = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.99,
    );
  const extra = p99(deliveries) - p99(health);
  const problems = [
    ...refusals.map((refusal) => `delivery refused: ${refusal}`),
    ...report.serverErrors.map((sample) => `background 5xx: ${JSON.stringify(sample)}`),
  ];
  failed = extra > TARGET_EXTRA_P99_MS || problems.length > 0;
  console.log(
    `\ndeliveries' p99 ${p99(deliveries).toFixed(1)} ms vs the health route's ${p99(health).toFixed(1)} ms: +${extra.toFixed(1)} ms (${(p99(deliveries) / p99(health)).toFixed(2)}x; vs the signed-in read ${(p99(deliveries) - p99(signedIn)).toFixed(1)} ms, vs the like toggle ${(p99(deliveries) - p99(durableWrite)).toFixed(1)} ms), target <= +${TARGET_EXTRA_P99_MS} ms: ${extra > TARGET_EXTRA_P99_MS ? 'MISSED' : 'met'}`,
  );
  if (problems.length > 0)
    console.log(`${problems.length} PROBLEMS:\n  ${problems.slice(0, 20).join('\n  ')}`);
} finally {
  await api.stop();
  await store.close();
}
process.exit(failed ? 1 : 0);
