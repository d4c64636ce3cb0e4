import { spawn } from 'node:child_process';
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
}

/** autocannon against one or more paths (cycled), bounded in time, loopback only. */
export async function measureThroughput(
  name: string,
  url: string,
  paths: string[],
  headers: Record<string, string> = {},
  seconds = BENCH_SECONDS,
): Promise<Throughput> {
  let next = 0;
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
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export interface BareServer {
  url: string;
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
    replay: (apiUrl, paths, headers = {}) => loadAnswers(url, apiUrl, paths, headers),
    stop: () => app.close(),
  };
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

/**
 * One table row. The target applies to the ratio to the bare server replaying the route's own answers (what
 * the API adds over the fastest possible server of the same bytes); the ratio to the small bare answer shows
 * what the size of the answer costs on top.
 */
export function ratioLine(
  measured: Throughput,
  sameAnswers: Throughput,
  smallBare: Throughput,
  target?: number,
): { line: string; met: boolean } {
  const ratio = measured.requestsPerSecond / sameAnswers.requestsPerSecond;
  const met = (target === undefined || ratio >= target) && measured.errors === 0;
  const line =
    `| ${measured.name} | ${measured.requestsPerSecond.toFixed(0)} | ${measured.p50} | ${measured.p99} | ` +
    `${ratio.toFixed(2)} | ${(measured.requestsPerSecond / smallBare.requestsPerSecond).toFixed(2)} | ` +
    `${target === undefined ? '-' : `>= ${target}`} | ${measured.errors} | ${target === undefined ? '' : met ? 'met' : '**missed**'} |`;
  return { line, met };
}

export const THROUGHPUT_HEADER =
  '| route | req/s | p50 ms | p99 ms | ratio to bare, same answers | ratio to bare, small answer | target | errors/non-2xx | |\n|---|---|---|---|---|---|---|---|---|';
