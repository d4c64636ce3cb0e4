/**
 * The API instances the chat eval and bench:chat ask: the starter catalog on a fresh database, or the shared
 * dataset imported once into a database kept in the system's temporary folder (the import, with its meaning
 * index, takes minutes; later runs reuse it, as `CATALOG_DIR` does for a self-hoster's data folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config/env.ts';
import type { AppContext } from '../../src/context.ts';
import { waitForMeaningIndex } from './meaning-index-wait.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const sharedData = path.resolve(
  process.env.MARQUEE_SHARED_DATA ?? path.join(repoRoot, '../shared/data'),
);
export const hasSharedData = fs.existsSync(path.join(sharedData, 'tmdb-5000', 'tmdb_5000_movies.csv'));

export interface EvalApp {
  app: FastifyInstance;
  context: AppContext;
  /** Where this instance keeps its files (the sign-up mails of signed-in eval conversations land here). */
  dataDir: string;
  close(): Promise<void>;
}

export async function startEvalApp(catalog: 'starter' | 'imported'): Promise<EvalApp> {
  const imported = catalog === 'imported';
  const dataDir = imported
    ? path.join(os.tmpdir(), 'marquee-chat-eval-imported')
    : fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-chat-eval-'));
  // A run stopped during the import leaves a partial catalog: only a completed start is reused.
  const completed = path.join(dataDir, 'import-completed');
  if (imported && !fs.existsSync(completed)) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const { app, context } = await buildApp(
    loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      RECOMMENDER_URL: 'http://127.0.0.1:9',
      ...(imported ? { CATALOG_DIR: sharedData } : {}),
    }),
  );
  await app.ready();
  if (imported) {
    fs.writeFileSync(completed, new Date().toISOString());
    await waitForMeaningIndex(context, (line) => console.log(line));
  }
  return {
    app,
    context,
    dataDir,
    async close() {
      await app.close();
      if (!imported) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
