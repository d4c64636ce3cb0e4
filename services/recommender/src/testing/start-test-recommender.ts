import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureCatalogSeeded } from '@marquee/catalog';
import type { DatabaseEngine } from '@marquee/db';
import { createTestDatabase, type TestDatabase } from '@marquee/db/testing';
import { startRecommender, type RunningRecommender } from '../recommender.server.ts';

export interface TestRecommender extends RunningRecommender {
  database: TestDatabase;
  modelPath: string;
  /** Stops the service, keeping its database and model file (to start it again). */
  stop(): Promise<void>;
  /** Starts it again on the same database and model file. */
  restart(): Promise<TestRecommender>;
}

/**
 * The real recommendation service on a free port, over a fresh database of the given engine seeded with
 * the built-in starter catalog (plus whatever `prepare` adds), trained before this resolves.
 */
export async function startTestRecommender(
  engine: DatabaseEngine,
  prepare: (database: TestDatabase) => Promise<void> = async () => undefined,
): Promise<TestRecommender> {
  const database = await createTestDatabase(engine);
  await ensureCatalogSeeded(database.db);
  await prepare(database);
  const modelDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-recommender-'));
  return launch(database, path.join(modelDir, 'model.json'));
}

async function launch(database: TestDatabase, modelPath: string): Promise<TestRecommender> {
  const running = await startRecommender({
    host: '127.0.0.1',
    port: 0,
    databaseUrl: database.url,
    modelPath,
    refreshSeconds: 3600,
    logLevel: 'silent',
  });
  await running.ready;
  const self: TestRecommender = {
    ...running,
    database,
    modelPath,
    stop: () => running.close(),
    restart: () => launch(database, modelPath),
    async close() {
      await running.close();
      await database.close();
      fs.rmSync(path.dirname(modelPath), { recursive: true, force: true });
    },
  };
  return self;
}
