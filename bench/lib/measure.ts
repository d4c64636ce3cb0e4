import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { freePort, repoRoot } from '../../e2e/support/index.ts';

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
): Promise<Throughput> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: BENCH_SECONDS,
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

/** The bare Fastify route in a process of its own, like the API it is compared with. */
export async function startBareServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/bare-server.ts', String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

export function ratioLine(
  measured: Throughput,
  bare: Throughput,
  target?: number,
): { line: string; met: boolean } {
  const ratio = measured.requestsPerSecond / bare.requestsPerSecond;
  const met = (target === undefined || ratio >= target) && measured.errors === 0;
  const line =
    `| ${measured.name} | ${measured.requestsPerSecond.toFixed(0)} | ${measured.p50} | ${measured.p99} | ${ratio.toFixed(2)} | ` +
    `${target === undefined ? '-' : `>= ${target}`} | ${measured.errors} | ${target === undefined ? '' : met ? 'met' : '**missed**'} |`;
  return { line, met };
}

export const THROUGHPUT_HEADER =
  '| route | req/s | p50 ms | p99 ms | ratio to bare | target | errors/non-2xx | |\n|---|---|---|---|---|---|---|---|';
