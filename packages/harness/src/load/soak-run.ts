import type { DatabaseEngine } from '@marquee/db';
import { createSharedStore, startApiProcess, type ApiProcess, type SharedStore } from '../processes.ts';
import { signUpManyOverHttp, type HttpUser } from './http-users.ts';
import { discoverCatalog, runMixedTraffic, verifyLedger, type TrafficReport } from './mixed-traffic.ts';

export interface SoakOptions {
  engine: DatabaseEngine;
  users: number;
  durationMs: number;
  maxRequestsPerUser?: number;
  seed?: number;
  /** Crash run: kill -9 the API once this many writes were acknowledged, restart it, verify. */
  crashAfterWrites?: number;
  log?: (line: string) => void;
}

export interface SoakResult {
  report: TrafficReport;
  /** Disagreements between the ledger of acknowledged writes and what the API reads back. */
  problems: string[];
  /** Crash runs: the writes acknowledged before the kill, and the traffic after the restart. */
  crashedAfterWrites?: number;
  afterRestart?: TrafficReport;
  afterRestartProblems?: string[];
}

/** Users come from distinct addresses behind a trusted proxy, as they would in production. */
export const LOAD_API_ENV = { TRUST_PROXY: 'true', RATE_LIMIT_MAX: '100000' };

/**
 * One soak (or crash) run end to end: a real API process on a fresh database, signed-in users over HTTP,
 * mixed traffic, then every acknowledged write read back through the API.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => undefined);
  let store: SharedStore | undefined;
  let api: ApiProcess | undefined;
  try {
    store = await createSharedStore(options.engine);
    api = await startApiProcess({ store, env: LOAD_API_ENV });
    const catalog = await discoverCatalog(api.baseUrl);
    const users: HttpUser[] = await signUpManyOverHttp(api.baseUrl, store.dataDir, options.users);
    log(`${options.engine}: ${users.length} users signed in, ${catalog.movieIds.length} movies in the pool`);
    const commentMovies = catalog.movieIds.slice(0, 4);
    const running = api;

    if (options.crashAfterWrites === undefined) {
      const report = await runMixedTraffic({
        baseUrl: api.baseUrl,
        users,
        durationMs: options.durationMs,
        maxRequestsPerUser: options.maxRequestsPerUser,
        seed: options.seed,
        ...catalog,
      });
      const problems = await verifyLedger(api.baseUrl, users, report.ledgers, commentMovies);
      return { report, problems };
    }

    let killing: Promise<void> | undefined;
    let crashedAfterWrites: number | undefined;
    const threshold = options.crashAfterWrites;
    const report = await runMixedTraffic({
      baseUrl: api.baseUrl,
      users,
      durationMs: options.durationMs,
      maxRequestsPerUser: options.maxRequestsPerUser,
      seed: options.seed,
      stopOnTransportError: true,
      ...catalog,
      onResponse: (current) => {
        if (!killing && current.acknowledgedWrites >= threshold) {
          crashedAfterWrites = current.acknowledgedWrites;
          log(
            `${options.engine}: kill -9 pid ${running.pid()} after ${crashedAfterWrites} acknowledged writes`,
          );
          killing = running.killHard();
        }
      },
    });
    if (!killing)
      throw new Error(
        `the run ended before ${threshold} writes were acknowledged: ${report.acknowledgedWrites}`,
      );
    await killing;
    await api.restart();
    log(`${options.engine}: restarted on the same data`);
    const problems = await verifyLedger(api.baseUrl, users, report.ledgers, commentMovies);
    // The same sessions go on working after the restart, and new writes are accounted for as exactly.
    const afterRestart = await runMixedTraffic({
      baseUrl: api.baseUrl,
      users,
      durationMs: Math.min(options.durationMs, 3000),
      maxRequestsPerUser: 20,
      seed: (options.seed ?? 1) + 1,
      startFrom: report.ledgers,
      ...catalog,
    });
    const afterRestartProblems = await verifyLedger(api.baseUrl, users, afterRestart.ledgers, commentMovies);
    return { report, problems, crashedAfterWrites, afterRestart, afterRestartProblems };
  } finally {
    await api?.stop();
    await store?.close();
  }
}
