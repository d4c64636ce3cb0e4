import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseEngine } from '@marquee/db';
import { emptyTables, tableRowCounts } from '@marquee/db/testing';
import { freePort } from './ports.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * API servers shared by the test files of a run, so that a file needs no boot of its own (a boot costs a few
 * CPU-seconds): the pool runs in the test runner's main process (a Vitest global setup) and lends each file a
 * server of the engine it asks for, over a small HTTP interface on 127.0.0.1. A server is lent to one file at a
 * time; when the file gives it back, its state is reset: every table that was empty when it started (the
 * accounts and everything they own) is emptied again and the mail it wrote is deleted, so the next file starts
 * from a just-booted server's data. What lives only in the API's memory (rate-limit counters, caches keyed by
 * ids that are never reused) is not reset: a suite that depends on it starts its own server.
 */
export interface ServerPool {
  url: string;
  /** How many API processes the pool has started (for the run's summary). */
  started(): number;
  stop(): Promise<void>;
}

export interface LeaseOptions {
  engine?: DatabaseEngine;
}

interface PooledServer {
  id: number;
  engine: DatabaseEngine;
  server: RunningServer;
  logFile: string;
  /** The tables that held rows when the server became healthy (catalog, migrations): a reset keeps them. */
  seeded: Set<string>;
  leased: boolean;
}

interface Lease {
  id: number;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string;
  logFile: string;
  logOffset: number;
}

/** Empties every table a pooled server did not start with, and deletes the mail it wrote. */
async function resetServer(pooled: PooledServer): Promise<void> {
  const counts = await tableRowCounts(pooled.server.databaseUrl);
  const written = [...counts].filter(([name, count]) => count > 0 && !pooled.seeded.has(name));
  await emptyTables(
    pooled.server.databaseUrl,
    written.map(([name]) => name),
  );
  fs.rmSync(path.join(pooled.server.dataDir, 'mail'), { recursive: true, force: true });
}

async function readBody(request: http.IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? JSON.parse(text) : {};
}

/** Starts the pool (in the test runner's main process). Servers start on the first lease of their engine. */
export async function startServerPool(): Promise<ServerPool> {
  const servers: PooledServer[] = [];
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-pool-'));
  let nextId = 1;

  const lease = async (options: LeaseOptions): Promise<Lease> => {
    const engine = options.engine ?? 'sqlite';
    let pooled = servers.find((candidate) => candidate.engine === engine && !candidate.leased);
    if (pooled) {
      pooled.leased = true;
    } else {
      const id = nextId++;
      const logFile = path.join(logDir, `api-${id}.log`);
      const server = await startServer({ engine, logFile });
      const counts = await tableRowCounts(server.databaseUrl);
      const seeded = new Set([...counts].filter(([, count]) => count > 0).map(([name]) => name));
      pooled = { id, engine, server, logFile, seeded, leased: true };
      servers.push(pooled);
    }
    return {
      id: pooled.id,
      baseUrl: pooled.server.baseUrl,
      dataDir: pooled.server.dataDir,
      databaseUrl: pooled.server.databaseUrl,
      logFile: pooled.logFile,
      logOffset: fs.existsSync(pooled.logFile) ? fs.statSync(pooled.logFile).size : 0,
    };
  };

  const release = async (id: number): Promise<void> => {
    const pooled = servers.find((candidate) => candidate.id === id);
    if (!pooled?.leased) throw new Error(`server ${id} is not lent out`);
    try {
      await resetServer(pooled);
      pooled.leased = false;
    } catch (error) {
      // A server that cannot be reset is not lent again.
      servers.splice(servers.indexOf(pooled), 1);
      await pooled.server.stop();
      throw error;
    }
  };

  const control = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    readBody(request)
      .then(async (body) => {
        if (request.method === 'POST' && request.url === '/lease')
          return answer(200, await lease(body as LeaseOptions));
        if (request.method === 'POST' && request.url === '/release') {
          await release((body as { id: number }).id);
          return answer(200, {});
        }
        answer(404, { message: 'not found' });
      })
      .catch((error: unknown) => answer(500, { message: String((error as Error).stack ?? error) }));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => control.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    started: () => nextId - 1,
    async stop() {
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await Promise.all(servers.map((pooled) => pooled.server.stop()));
      fs.rmSync(logDir, { recursive: true, force: true });
    },
  };
}

async function callPool(poolUrl: string, route: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${poolUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { message?: string };
  if (!response.ok) throw new Error(`server pool ${route}: ${answer.message}`);
  return answer;
}

/**
 * Borrows a server from the pool at `poolUrl`: a RunningServer whose `stop()` gives it back (and resets it)
 * instead of stopping it, and whose `logs()` are the API's output since it was lent.
 */
export async function leaseServer(poolUrl: string, options: LeaseOptions = {}): Promise<RunningServer> {
  const lease = (await callPool(poolUrl, '/lease', options)) as Lease;
  let returned = false;
  return {
    baseUrl: lease.baseUrl,
    dataDir: lease.dataDir,
    databaseUrl: lease.databaseUrl,
    logs: () =>
      fs.existsSync(lease.logFile) ? fs.readFileSync(lease.logFile).subarray(lease.logOffset).toString() : '',
    // Pooled servers run without a recommender (a suite that wants one gets its own server).
    async stopRecommender() {},
    async stop() {
      if (returned) return;
      returned = true;
      await callPool(poolUrl, '/release', { id: lease.id });
    },
  };
}
