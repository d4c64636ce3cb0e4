// The measuring side of bench:webhooks, in a thread of its own: timed in the thread that also drives the soak's
// traffic, every request waited for that thread's own event loop too, which added tens of milliseconds of noise
// at p99 to whichever request it fell on. Plain JavaScript so that it runs in a worker without a loader.

import { parentPort, workerData } from 'node:worker_threads';

/** @typedef {{ source: 'generic' | 'jellyfin', path: string, last?: { body: string, contentType: string } }} Address */
const {
  baseUrl,
  /** @type {Address[]} */ addresses,
  /** @type {Record<string, string>[]} */ writerHeaders,
  /** @type {Record<string, string>} */ readerHeaders,
  /** @type {number[]} */ movieIds,
  /** @type {Record<string, unknown>} */ jellyfinFinished,
  durationMs,
  warmUp,
  minRoundMs,
  unknownEvery,
  unknownTmdbId,
} = workerData;

const DAY_MS = 24 * 60 * 60 * 1000;
/** @param {number} a @param {number} b @returns {number} */
const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));
/** Rounds until an address meets the same movie again (round i sends movie i mod movies to address i mod addresses). */
const PAIRS_CYCLE = (addresses.length * movieIds.length) / gcd(addresses.length, movieIds.length);

/** @param {'generic' | 'jellyfin'} source @param {number} tmdbId @param {Date} watchedAt */
function delivery(source, tmdbId, watchedAt) {
  if (source === 'generic')
    return {
      body: JSON.stringify({ tmdb_id: tmdbId, watched_at: watchedAt.toISOString() }),
      contentType: 'application/json',
    };
  // The Jellyfin plugin's Generic destination posts text/plain unless told otherwise.
  return {
    body: JSON.stringify({
      ...jellyfinFinished,
      Provider_tmdb: String(tmdbId),
      Provider_imdb: '',
      Name: `Movie ${tmdbId}`,
      UtcTimestamp: watchedAt.toISOString(),
    }),
    contentType: 'text/plain; charset=utf-8',
  };
}

/** @param {string} url @param {RequestInit} init */
async function timed(url, init) {
  const begin = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  return { ms: performance.now() - begin, status: response.status, text };
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

const times = { generic: [], jellyfin: [], unknown: [] };
const health = [];
const signedIn = [];
const durableWrite = [];
/** The deliveries' times by what became of them (logged, duplicate, unmatched). */
/** @type {Record<string, number[]>} */
const byOutcome = {};
/** @type {string[]} */
const refusals = [];
const stopAt = performance.now() + durationMs;
let next = 0;

// Each client likes and unlikes one movie as a user outside the traffic: a write that must reach the disk too.
/** @param {number} client */
async function measure(client) {
  const likedMovie = movieIds[0];
  let liked = false;
  for (let round = next++; performance.now() < stopAt; round = next++) {
    const began = performance.now();
    const address = addresses[round % addresses.length];
    const unknown = round % unknownEvery === unknownEvery - 1;
    // A third of the deliveries repeat the address's last one byte for byte: a retry, answered "duplicate".
    const repeat = !unknown && round % 3 === 2 && address.last !== undefined;
    // Each pass over every address and movie is dated a day earlier than the one before, so a delivery that is not
    // a retry logs a watch (a rewatch on another day) all through the run, as a server's new plays would.
    const pass = Math.floor(round / PAIRS_CYCLE);
    const sent = repeat
      ? address.last
      : delivery(
          address.source,
          unknown ? unknownTmdbId : movieIds[round % movieIds.length],
          new Date(Date.now() - pass * DAY_MS),
        );
    if (!unknown) address.last = sent;
    /** @type {Record<string, () => Promise<{ ms: number, status: number, text: string }>>} */
    const requests = {
      hook: () =>
        timed(baseUrl + address.path, {
          method: 'POST',
          headers: { 'content-type': sent.contentType },
          body: sent.body,
        }),
      base: () => timed(`${baseUrl}/api/health`, {}),
      read: () => timed(`${baseUrl}/api/playlists`, { headers: readerHeaders }),
      write: () =>
        timed(
          liked ? `${baseUrl}/api/likes/${likedMovie}` : `${baseUrl}/api/likes`,
          liked
            ? { method: 'DELETE', headers: writerHeaders[client] }
            : {
                method: 'POST',
                headers: { ...writerHeaders[client], 'content-type': 'application/json' },
                body: JSON.stringify({ tmdb_id: likedMovie }),
              },
        ),
    };
    // Each request takes each place in the round in turn: the first one after the pause between rounds, say,
    // should not always be the delivery.
    const order = Object.keys(requests);
    /** @type {Record<string, { ms: number, status: number, text: string }>} */
    const answers = {};
    for (let place = 0; place < order.length; place++) {
      const name = order[(place + round) % order.length];
      answers[name] = await requests[name]();
    }
    const { hook, base, read, write } = answers;
    if (write.status !== (liked ? 200 : 201))
      refusals.push(`like toggle ${write.status} ${write.text.slice(0, 200)}`);
    liked = !liked;
    if (hook.status !== 200) refusals.push(`${hook.status} ${hook.text.slice(0, 200)}`);
    if (round >= warmUp) {
      const outcome = JSON.parse(hook.text).data?.outcome ?? 'none';
      (byOutcome[outcome] ??= []).push(hook.ms);
      (unknown ? times.unknown : times[address.source]).push(hook.ms);
      health.push(base.ms);
      signedIn.push(read.ms);
      durableWrite.push(write.ms);
    }
    const rest = minRoundMs - (performance.now() - began);
    if (rest > 0) await sleep(rest);
  }
}

await Promise.all(writerHeaders.map((_, client) => measure(client)));
parentPort?.postMessage({ times, health, signedIn, durableWrite, byOutcome, refusals });
