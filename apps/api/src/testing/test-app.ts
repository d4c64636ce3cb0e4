import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@marquee/db/testing';
import type { DatabaseEngine } from '@marquee/db';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import type { AppContext } from '../context.ts';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A real API instance on a fresh, isolated database of the given engine, for `app.inject` route tests.
 * `env` overrides configuration exactly as environment variables would.
 */
export async function createTestApp(
  engine: DatabaseEngine,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine, { migrate: false });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    RECOMMENDER_URL: 'http://127.0.0.1:9',
    // Route tests that ask a meaning query load the encoder then; the others need not load it at all.
    WARM_ENCODER_ON_START: 'false',
    ...(engine === 'postgres' ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  if (engine === 'sqlite') config.databaseUrl = database.url;
  const { app, context } = await buildApp(config, options);
  await app.ready();
  return {
    app,
    context,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another API instance on the same database, data directory (and so auth secret) and configuration as
 * `testApp`, as a second server behind a load balancer. Close it before `testApp`.
 */
export async function createSecondInstance(testApp: TestApp): Promise<FastifyInstance> {
  const { app } = await buildApp(testApp.context.config);
  await app.ready();
  return app;
}
