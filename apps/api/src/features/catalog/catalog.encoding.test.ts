import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSyntheticDataset } from '@marquee/catalog/testing';
import { routeTestEngines } from '@marquee/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// More than the API encodes before it starts listening (300): the rest are encoded after start.
const MOVIES = 400;
// Vectors are stored 64 at a time.
const MOVIES_PER_WRITE = 64;
// Encoding on the event loop let through one request every few movies (measured: 20 requests while 128
// movies were encoded); on a worker thread the API answered 14-38 requests per movie encoded.
const REQUESTS_PER_MOVIE = 3;

describe.each(routeTestEngines())('meaning index encoded after start on %s', (engine) => {
  let datasetDir: string;
  let testApp: TestApp;
  const log: string[] = [];

  beforeAll(async () => {
    datasetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-dataset-'));
    writeSyntheticDataset(datasetDir, MOVIES);
    testApp = await createTestApp(
      engine,
      { CATALOG_DIR: datasetDir, LOG_LEVEL: 'info' },
      { logDestination: { write: (line: string) => void log.push(line) } },
    );
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(datasetDir, { recursive: true, force: true });
  });

  const encoded = async () => {
    // The test database's own connection: it outlives the app's.
    const row = await testApp.database.db
      .selectFrom('movie_embeddings')
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  it('answers requests while encoding, and stops encoding when it closes', async () => {
    expect(log.join('\n')).toContain(`meaning index: encoding ${MOVIES} movies in the background`);
    await expect.poll(encoded, { timeout: 60_000 }).toBeGreaterThan(0);

    // Health requests over HTTP, one after another, until the encoder has stored one more write.
    const address = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const before = await encoded();
    let after = before;
    let answered = 0;
    while (after - before < MOVIES_PER_WRITE) {
      const response = await fetch(`${address}/api/health`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      answered += 1;
      if (answered % 20 === 0) after = await encoded();
    }
    expect(after).toBeLessThan(MOVIES);
    expect(answered).toBeGreaterThan(REQUESTS_PER_MOVIE * (after - before));

    await testApp.app.close();
    await expect
      .poll(() => log.join('\n'), { timeout: 10_000 })
      .toMatch(/meaning index: \d+ movies encoded \(stopped before the other \d+\)/);
    const stoppedAt = await encoded();
    expect(stoppedAt).toBeLessThan(MOVIES);
  }, 120_000);
});
