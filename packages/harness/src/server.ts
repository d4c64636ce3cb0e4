import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@marquee/db/testing';
import type { DatabaseEngine } from '@marquee/db';
import { repoRoot } from './environment.ts';
import { freePort, listensOn } from './ports.ts';
import { serverArgs } from './server-command.ts';

export interface RunningServer {
  /** e.g. http://127.0.0.1:43123 */
  baseUrl: string;
  dataDir: string;
  databaseUrl: string;
  /** Combined stdout/stderr of the API (and recommender), for failure messages. */
  logs(): string;
  /** Stops the recommendation service's process (when one was started), leaving the API running: an outage. */
  stopRecommender(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  engine?: DatabaseEngine;
  /** Extra environment for the API process (e.g. SMTP_URL, GOOGLE_CLIENT_ID...). */
  env?: Record<string, string>;
  /** Also start the real recommendation service and point the API at it. Default false (the API sees it down). */
  recommender?: boolean;
  /**
   * Load the sentence encoder in the background at start, as production does (WARM_ENCODER_ON_START). Default
   * false: it costs a few CPU-seconds a boot, and a meaning query loads it on first use anyway.
   */
  warmEncoder?: boolean;
  /** Also append the processes' output to this file (a server pool's borrowers read it from there). */
  logFile?: string;
}

/** The environment every API process the harness starts gets before its own `env`. */
export function harnessApiEnv(options: { warmEncoder?: boolean } = {}): Record<string, string> {
  return { WARM_ENCODER_ON_START: options.warmEncoder ? 'true' : 'false' };
}

interface ServiceLog {
  push(chunk: string): void;
}

function spawnService(args: string[], env: Record<string, string>, log: ServiceLog): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => log.push(String(chunk)));
  child.stderr?.on('data', (chunk) => log.push(String(chunk)));
  return child;
}

/**
 * Waits until `url` answers below 500 from `child` (or a process it started), failing early (with the process's
 * output) if the process exits. Another test's server that took the port first answers too, but is not ours.
 */
export async function waitForHealthy(
  url: string,
  child: ChildProcess,
  log: string[],
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url}: process exited with ${child.exitCode}\n${log.join('')}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500 && listensOn(child, Number(new URL(url).port))) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs} ms\n${log.join('')}`);
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the real API (serving the built web app) on a free port with a fresh database and data dir. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const engine = options.engine ?? 'sqlite';
  // PostgreSQL: an isolated schema; SQLite: the API's default file under the fresh DATA_DIR.
  const database: TestDatabase | undefined =
    engine === 'postgres' ? await createTestDatabase(engine, { migrate: false }) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-e2e-'));
  const log: string[] = [];
  const serviceLog: ServiceLog = {
    push(chunk) {
      log.push(chunk);
      if (options.logFile) fs.appendFileSync(options.logFile, chunk);
    },
  };
  const [apiPort, recommenderPort] = await Promise.all([freePort(), freePort()]);
  const recommenderUrl = options.recommender ? `http://127.0.0.1:${recommenderPort}` : 'http://127.0.0.1:9';
  const sharedEnv = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '' };

  const api = spawnService(
    await serverArgs('api'),
    {
      ...sharedEnv,
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
      RECOMMENDER_URL: recommenderUrl,
      ...harnessApiEnv(options),
      ...options.env,
    },
    serviceLog,
  );
  const baseUrl = `http://127.0.0.1:${apiPort}`;
  const children = [api];
  let recommender: ChildProcess | undefined;
  try {
    await waitForHealthy(`${baseUrl}/api/health`, api, log);
    if (options.recommender) {
      recommender = spawnService(
        await serverArgs('recommender'),
        { ...sharedEnv, RECOMMENDER_PORT: String(recommenderPort) },
        serviceLog,
      );
      children.push(recommender);
      await waitForHealthy(`${recommenderUrl}/health`, recommender, log);
    }
  } catch (error) {
    await Promise.all(children.map(stopProcess));
    await database?.close();
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    databaseUrl: database?.url ?? path.join(dataDir, 'marquee.db'),
    logs: () => log.join(''),
    async stopRecommender() {
      if (recommender) await stopProcess(recommender);
    },
    async stop() {
      await Promise.all(children.map(stopProcess));
      await database?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
