import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@marquee/db/testing';
import type { DatabaseEngine } from '@marquee/db';
import { repoRoot } from './environment.ts';
import { freePort } from './ports.ts';
import { harnessApiEnv, waitForHealthy } from './server.ts';
import { serverArgs } from './server-command.ts';

/**
 * Finer control than startServer() for crash and scale-out tests: an API process that can be killed with
 * SIGKILL and started again on the same data, several processes on one database, a private Redis, and a
 * round-robin balancer in front of them. Everything listens on 127.0.0.1 and is stopped by its owner.
 */

export interface SharedStore {
  engine: DatabaseEngine;
  /** DATABASE_URL for PostgreSQL (an isolated schema); empty for SQLite (the file under dataDir). */
  databaseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

/** A fresh database and DATA_DIR that several API processes (or successive ones) can share. */
export async function createSharedStore(engine: DatabaseEngine): Promise<SharedStore> {
  const database: TestDatabase | undefined =
    engine === 'postgres' ? await createTestDatabase(engine, { migrate: false }) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-proc-'));
  return {
    engine,
    databaseUrl: database?.url ?? '',
    dataDir,
    async close() {
      await database?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiProcess {
  baseUrl: string;
  port: number;
  logs(): string;
  /** The pid of the running process (for kill -9). */
  pid(): number | undefined;
  /** SIGKILL, no shutdown hooks: what a power cut or an OOM kill does. */
  killHard(): Promise<void>;
  /** Starts the same API again on the same port, database and data dir. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  store: SharedStore;
  env?: Record<string, string>;
  /** Where the API finds the recommender; default a closed port (the API sees it down). */
  recommenderUrl?: string;
  /** As StartServerOptions.warmEncoder: default false, the encoder loads on the first meaning query. */
  warmEncoder?: boolean;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Spawns one real API process (`apps/api/src/main.ts`) on a free port over the given shared store. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  let child: ChildProcess | undefined;

  const launch = async () => {
    const started = spawn(process.execPath, await serverArgs('api'), {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: options.store.dataDir,
        DATABASE_URL: options.store.databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        RECOMMENDER_URL: options.recommenderUrl ?? 'http://127.0.0.1:9',
        ...harnessApiEnv(options),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk) => log.push(String(chunk)));
    started.stderr?.on('data', (chunk) => log.push(String(chunk)));
    child = started;
    await waitForHealthy(`${baseUrl}/api/health`, started, log, 120_000);
  };

  const stopGracefully = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const timer = setTimeout(() => current.kill('SIGKILL'), 10_000);
    current.kill('SIGTERM');
    await exited(current);
    clearTimeout(timer);
  };

  try {
    await launch();
  } catch (error) {
    child?.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    port,
    logs: () => log.join(''),
    pid: () => child?.pid,
    async killHard() {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      current.kill('SIGKILL');
      await exited(current);
    },
    async restart() {
      await stopGracefully();
      log.push('\n--- restart ---\n');
      await launch();
    },
    stop: stopGracefully,
  };
}

export interface RedisProcess {
  url: string;
  port: number;
  /** SIGKILL: Redis vanishes mid-run. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: it keeps nothing on disk). */
  restart(): Promise<void>;
  /** SIGSTOP: connections stay open and nothing answers, as with a Redis stuck on a full disk or swapping. */
  freeze(): void;
  /** SIGCONT after freeze(). */
  thaw(): void;
  stop(): Promise<void>;
}

/** A private, throw-away redis-server (never the shared one at 6379): no persistence, loopback only. */
export async function startRedis(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const launch = async () => {
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child = started;
    const output: string[] = [];
    started.stdout?.on('data', (chunk) => output.push(String(chunk)));
    const deadline = Date.now() + 20_000;
    while (!output.join('').includes('Ready to accept connections')) {
      if (started.exitCode !== null) throw new Error(`redis-server exited: ${output.join('')}`);
      if (Date.now() > deadline) throw new Error(`redis-server did not start: ${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const kill = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    current.kill('SIGKILL');
    await exited(current);
  };
  const signal = (name: NodeJS.Signals) => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(name);
  };
  const stop = async () => {
    signal('SIGCONT');
    await kill();
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill,
    restart: launch,
    freeze: () => signal('SIGSTOP'),
    thaw: () => signal('SIGCONT'),
    stop,
  };
}

export interface RoundRobin {
  url: string;
  /** The instances behind it; may be filled in after the balancer starts (its URL is their PUBLIC_URL). */
  targets: string[];
  /** How many requests each target received, by target URL. */
  counts: Map<string, number>;
  stop(): Promise<void>;
}

/** A minimal HTTP load balancer: each request goes to the next target in turn (like nginx's default). */
export async function startRoundRobin(targets: string[] = []): Promise<RoundRobin> {
  const counts = new Map<string, number>();
  let next = 0;
  const server = http.createServer((request, response) => {
    const chosen = targets[next % targets.length]!;
    next += 1;
    counts.set(chosen, (counts.get(chosen) ?? 0) + 1);
    const target = new URL(chosen);
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ success: false, message: 'upstream unavailable' }));
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 5_000;
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    targets,
    counts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RecommenderProcess {
  url: string;
  killHard(): Promise<void>;
  stop(): Promise<void>;
}

/** The real recommendation service over the shared store (it learns from the same database). */
export async function startRecommenderProcess(
  store: SharedStore,
  /** A port chosen beforehand, e.g. one an API process already started was told the recommender is on. */
  port?: number,
): Promise<RecommenderProcess> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child = spawn(process.execPath, await serverArgs('recommender'), {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATA_DIR: store.dataDir,
      DATABASE_URL: store.databaseUrl,
      RECOMMENDER_HOST: '127.0.0.1',
      RECOMMENDER_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => log.push(String(chunk)));
  child.stderr?.on('data', (chunk) => log.push(String(chunk)));
  const killHard = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited(child);
  };
  try {
    await waitForHealthy(`${url}/health`, child, log, 120_000);
  } catch (error) {
    await killHard();
    throw error;
  }
  return { url, killHard, stop: killHard };
}

export interface NpmStarted {
  baseUrl: string;
  logs(): string;
  /** SIGTERM to the npm process, as a process manager sends it; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * `npm start` or `npm run start:api` exactly as an operator runs them (the supervisor, its build check, its
 * children), on a free PORT with the given environment; resolves once /api/health answers.
 */
export async function startNpmScript(
  script: 'start' | 'start:api',
  env: Record<string, string>,
): Promise<NpmStarted> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const log: string[] = [];
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => log.push(String(chunk)));
  child.stderr?.on('data', (chunk) => log.push(String(chunk)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
    child.kill('SIGTERM');
    await exited(child);
    clearTimeout(timer);
  };
  try {
    await waitForHealthy(`${baseUrl}/api/health`, child, log, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, logs: () => log.join(''), stop };
}
