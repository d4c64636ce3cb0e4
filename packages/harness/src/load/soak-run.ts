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

/** What one phase on a target does: its own new users, their traffic and its limits. */
export type PhaseOptions = Omit<SoakOptions, 'engine' | 'crashAfterWrites'>;

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
 * A real API process on a fresh database and the movies the traffic acts on: what soak and crash phases drive.
 * Each phase signs up users of its own, so phases run one after another on a target check only their own writes
 * (a crash phase last: it kills the process and starts it again).
 */
export interface SoakTarget {
  readonly engine: DatabaseEngine;
  readonly api: ApiProcess;
  readonly store: SharedStore;
  readonly catalog: { movieIds: number[]; searchTerms: string[] };
  stop(): Promise<void>;
}

export async function startSoakTarget(engine: DatabaseEngine): Promise<SoakTarget> {
  const store = await createSharedStore(engine);
  let api: ApiProcess | undefined;
  try {
    api = await startApiProcess({ store, env: LOAD_API_ENV });
    const catalog = await discoverCatalog(api.baseUrl);
    const running = api;
    return {
      engine,
      api,
      store,
      catalog,
      async stop() {
        await running.stop();
        await store.close();
      },
    };
  } catch (error) {
    await api?.stop();
    await store.close();
    throw error;
  }
}

/** The movies whose comments a verification reads back. */
const commentMoviesOf = (target: SoakTarget) => target.catalog.movieIds.slice(0, 4);

async function newUsers(target: SoakTarget, options: PhaseOptions): Promise<HttpUser[]> {
  const users = await signUpManyOverHttp(target.api.baseUrl, target.store.dataDir, options.users);
  options.log?.(
    `${target.engine}: ${users.length} users signed in, ${target.catalog.movieIds.length} movies in the pool`,
  );
  return users;
}

/** Mixed traffic from new users, then every acknowledged write read back through the API. */
export async function soakPhase(target: SoakTarget, options: PhaseOptions): Promise<SoakResult> {
  const users = await newUsers(target, options);
  const report = await runMixedTraffic({
    baseUrl: target.api.baseUrl,
    users,
    durationMs: options.durationMs,
    maxRequestsPerUser: options.maxRequestsPerUser,
    seed: options.seed,
    ...target.catalog,
  });
  const problems = await verifyLedger(target.api.baseUrl, users, report.ledgers, commentMoviesOf(target));
  return { report, problems };
}

/**
 * Mixed writes from new users until `crashAfterWrites` were acknowledged, kill -9, a restart on the same database
 * and data dir, every acknowledged write read back; then the same sessions write on, accounted for as exactly.
 */
export async function crashPhase(
  target: SoakTarget,
  options: PhaseOptions & { crashAfterWrites: number },
): Promise<SoakResult> {
  const { api } = target;
  const users = await newUsers(target, options);
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
    ...target.catalog,
    onResponse: (current) => {
      if (!killing && current.acknowledgedWrites >= threshold) {
        crashedAfterWrites = current.acknowledgedWrites;
        options.log?.(
          `${target.engine}: kill -9 pid ${api.pid()} after ${crashedAfterWrites} acknowledged writes`,
        );
        killing = api.killHard();
      }
    },
  });
  if (!killing)
    throw new Error(
      `the run ended before ${threshold} writes were acknowledged: ${report.acknowledgedWrites}`,
    );
  await killing;
  await api.restart();
  options.log?.(`${target.engine}: restarted on the same data`);
  const commentMovies = commentMoviesOf(target);
  const problems = await verifyLedger(api.baseUrl, users, report.ledgers, commentMovies);
  const afterRestart = await runMixedTraffic({
    baseUrl: api.baseUrl,
    users,
    durationMs: Math.min(options.durationMs, 3000),
    maxRequestsPerUser: 20,
    seed: (options.seed ?? 1) + 1,
    startFrom: report.ledgers,
    ...target.catalog,
  });
  const afterRestartProblems = await verifyLedger(api.baseUrl, users, afterRestart.ledgers, commentMovies);
  return { report, problems, crashedAfterWrites, afterRestart, afterRestartProblems };
}

/** One soak (or crash) run end to end on a target of its own (`npm run bench:soak`, `bench:crash`). */
export async function runSoak({ engine, crashAfterWrites, ...phase }: SoakOptions): Promise<SoakResult> {
  const target = await startSoakTarget(engine);
  try {
    return crashAfterWrites === undefined
      ? await soakPhase(target, phase)
      : await crashPhase(target, { ...phase, crashAfterWrites });
  } finally {
    await target.stop();
  }
}
