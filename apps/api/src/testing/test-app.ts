import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
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
  const startsSeeded = engine === 'sqlite' && !env.CATALOG_DIR && !options.logDestination;
  return openTestApp(engine, env, options, startsSeeded ? await seededSqliteFile() : undefined);
}

/**
 * A test app (SQLite) whose database starts as a copy of the closed file `sqliteFile`: an API started again on a
 * database an earlier start (or import) left, e.g. a dataset imported once for several suites.
 */
export function createTestAppOnCopy(sqliteFile: string, env: Record<string, string> = {}): Promise<TestApp> {
  return openTestApp('sqlite', env, {}, sqliteFile);
}

let seededSqlite: Promise<string> | undefined;

/**
 * A closed SQLite file as a test app with default settings leaves it on start (migrated, the starter catalog and
 * its shipped vectors stored), without its site id; made once per test process by the API's own start-up.
 * SQLite test apps start from a copy: seeding the catalog cost each one about a third of its 560 ms of CPU.
 * Apps that import a dataset folder, or whose start-up logs a test reads, still start from an empty database.
 */
function seededSqliteFile(): Promise<string> {
  seededSqlite ??= (async () => {
    const template = await openTestApp('sqlite', {}, {}, undefined);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-seeded-')), 'seeded.db');
    try {
      await template.database.db.deleteFrom('site_identity').execute();
      await sql`VACUUM INTO ${file}`.execute(template.database.db);
    } finally {
      await template.close();
    }
    return file;
  })();
  return seededSqlite;
}

async function openTestApp(
  engine: DatabaseEngine,
  env: Record<string, string>,
  options: BuildOptions,
  sqliteCopyOf: string | undefined,
): Promise<TestApp> {
  const database = await createTestDatabase(engine, { migrate: false, sqliteCopyOf });
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
