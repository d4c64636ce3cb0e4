import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { percentile } from './metrics.ts';
import { seededRandom } from '@marquee/contracts';

export interface ServedModelProcess {
  url: string;
  /** Ids of `GET /recommend?tmdb_id=&top_n=` best first; [] when the service does not know the movie. */
  recommend(tmdbId: number, topN: number): Promise<number[]>;
  /** Sequential requests on random movies after a warm-up: round-trip milliseconds as the client sees them. */
  latency(movieIds: number[], requests: number): Promise<{ p50: number; p99: number }>;
  stop(): Promise<void>;
}

/** Starts the service's HTTP app on a model file in a process of its own, and talks to it over HTTP. */
export async function startServedModelProcess(modelPath: string): Promise<ServedModelProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./serve-model-file.ts', import.meta.url)), modelPath],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const [firstLine] = (await once(child.stdout, 'data')) as [Buffer];
  const url = firstLine.toString().trim().split('\n')[0];
  const recommend = async (tmdbId: number, topN: number) => {
    const response = await fetch(`${url}/recommend?tmdb_id=${tmdbId}&top_n=${topN}`);
    if (response.status === 404) {
      await response.body?.cancel();
      return [];
    }
    if (!response.ok) throw new Error(`/recommend answered ${response.status}`);
    return ((await response.json()) as { tmdbId: number }[]).map((item) => item.tmdbId);
  };
  return {
    url,
    recommend,
    async latency(movieIds, requests) {
      const random = seededRandom(11);
      const warmUp = 300;
      const latencies: number[] = [];
      for (let i = 0; i < requests + warmUp; i++) {
        const started = performance.now();
        await recommend(movieIds[Math.floor(random() * movieIds.length)], 10);
        if (i >= warmUp) latencies.push(performance.now() - started);
      }
      latencies.sort((a, b) => a - b);
      return { p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
    },
    async stop() {
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}
