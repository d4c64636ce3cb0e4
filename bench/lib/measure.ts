import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { freePort, repoRoot } from '@marquee/harness';
import { createBareApp } from './bare-app.ts';

export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = 10;

export interface Throughput {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** CPU time the serving process spent per answer, when its pid is known (Linux). */
  cpuMsPerRequest?: number;
}

/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds a process has used so far (user + system), from /proc; undefined without it. CPU time per
 * answer barely depends on how busy the machine is, unlike answers per second.
 */
export function cpuMillisecondsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** autocannon against one or more paths (cycled), bounded in time, loopback only. */
export async function measureThroughput(
  name: string,
  url: string,
  paths: string[],
  headers: Record<string, string> = {},
  seconds = BENCH_SECONDS,
  serverPid?: number,
): Promise<Throughput> {
  let next = 0;
  const cpuBefore = cpuMillisecondsOf(serverPid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...headers },
          path: paths[next++ % paths.length],
        }),
      },
    ],
  });
  const cpuAfter = cpuMillisecondsOf(serverPid);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMsPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
  };
}

export interface BareServer {
  url: string;
  /** The process serving the baselines. */
  pid: number | undefined;
  /** The paths on the bare server that replay the API's recorded answers for `paths`. */
  replay(apiUrl: string, paths: string[], headers?: Record<string, string>): Promise<string[]>;
  stop(): Promise<void>;
}

async function loadAnswers(
  bareUrl: string,
  apiUrl: string,
  paths: string[],
  headers: Record<string, string>,
) {
  const recorded = Object.fromEntries(
    await Promise.all(paths.map(async (path) => [path, await recordAnswer(apiUrl, path, headers)] as const)),
  );
  const response = await fetch(`${bareUrl}/answers`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(recorded),
  });
  if (!response.ok) throw new Error(`bare server refused the recorded answers: ${response.status}`);
  return paths.map((path) => `/replay${path}`);
}

/** What the API sends for one path: the raw bytes (still compressed, if they were) and the headers that matter. */
function recordAnswer(apiUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: string }>((resolve, reject) => {
    http
      .get(new URL(path, apiUrl), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const kept: Record<string, string> = {};
          for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary']) {
            const value = response.headers[name];
            if (typeof value === 'string') kept[name] = value;
          }
          resolve({ headers: kept, body: Buffer.concat(chunks).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

/** The bare baselines in a process of their own, like the API process they are compared with. */
export async function startBareServer(): Promise<BareServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-server.ts', String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid,
    replay: (apiUrl, paths, headers = {}) => loadAnswers(url, apiUrl, paths, headers),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The bare baselines inside this process, for a benchmark that runs the API in this process too: the load
 * generator then takes its share of the same event loop from both.
 */
export async function startBareInProcess(): Promise<BareServer> {
  const app = createBareApp();
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    pid: process.pid,
    replay: (apiUrl, paths, headers = {}) => loadAnswers(url, apiUrl, paths, headers),
    stop: () => app.close(),
  };
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

export interface Round {
  measured: Throughput;
  /** The bare server replaying the route's own answers, measured just before the route. */
  same: Throughput;
  /** The bare route's small answer, measured just after. */
  small: Throughput;
  ratio: number;
  /** Bare CPU time per answer over the route's: the ratio the route would reach with the CPU to itself. */
  cpuRatio: number | undefined;
}

/**
 * Short rounds of bare and route, alternating, so that every ratio compares two runs a few seconds apart: on a
 * shared machine the load changes from one minute to the next, and one long run of each can't tell a
 * regression from a busy neighbour. The median round and the spread of the ratios are what to read.
 */
export async function alternatingRounds(
  route: { name: string; url: string; paths: string[]; headers: Record<string, string>; pid?: number },
  bare: { url: string; sameAnswers: string[]; pid?: number },
  { rounds, seconds }: { rounds: number; seconds: number },
): Promise<Round[]> {
  const results: Round[] = [];
  for (let round = 0; round < rounds; round++) {
    const same = await measureThroughput(
      'bare, same answers',
      bare.url,
      bare.sameAnswers,
      route.headers,
      seconds,
      bare.pid,
    );
    const measured = await measureThroughput(
      route.name,
      route.url,
      route.paths,
      route.headers,
      seconds,
      route.pid,
    );
    const small = await measureThroughput('bare, small answer', bare.url, ['/bare'], route.headers, seconds);
    const cpuRatio =
      same.cpuMsPerRequest && measured.cpuMsPerRequest
        ? same.cpuMsPerRequest / measured.cpuMsPerRequest
        : undefined;
    const ratio = measured.requestsPerSecond / same.requestsPerSecond;
    results.push({ measured, same, small, ratio, cpuRatio });
  }
  return results;
}

function medianOf(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of the rounds' ratios, the round it came from, and the spread (min-max and interquartile range). */
export function summariseRounds(rounds: Round[]) {
  const sorted = [...rounds].sort((a, b) => a.ratio - b.ratio);
  const ratios = sorted.map((round) => round.ratio);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? ratios[middle]! : (ratios[middle - 1]! + ratios[middle]!) / 2;
  const quartile = (fraction: number) => {
    const position = (ratios.length - 1) * fraction;
    const low = Math.floor(position);
    return ratios[low]! + (ratios[Math.ceil(position)]! - ratios[low]!) * (position - low);
  };
  return {
    median,
    min: ratios[0]!,
    max: ratios[ratios.length - 1]!,
    q1: quartile(0.25),
    q3: quartile(0.75),
    medianRound: sorted[middle]!,
    cpuMedian: medianOf(rounds.flatMap((round) => (round.cpuRatio === undefined ? [] : [round.cpuRatio]))),
    errors: rounds.reduce((sum, round) => sum + round.measured.errors, 0),
  };
}
