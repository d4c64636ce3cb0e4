import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { FakeImageHost } from './fake-image-host.ts';
import { createImageSource } from './image-source.ts';
import { createImageStore } from './image-store.ts';
import { prefetchImages, starterPosterPaths } from './prefetch.ts';

describe('images:prefetch', () => {
  let host: FakeImageHost;
  let dir: string;
  beforeAll(async () => {
    host = await new FakeImageHost(1024).start();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-prefetch-'));
  });
  afterAll(async () => {
    await host?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** One run of the command, as a fresh process would make it. */
  async function run(paths: string[]) {
    const store = await createImageStore({ dir, maxBytes: 1024 * 1024 });
    const source = createImageSource({ store, upstreamBase: host.url, timeoutMs: 1000, cooldownMs: 0 });
    const lines: string[] = [];
    const summary = await prefetchImages({
      paths,
      sizes: ['w92', 'w500'],
      store,
      source,
      progress: (done, total) => lines.push(`${done}/${total}`),
    });
    return { summary, lines };
  }

  it('fetches every poster size once, reports progress, and a later run skips what is kept', async () => {
    const first = await run(['/a.jpg', '/b.jpg']);
    expect(first.summary).toEqual({ fetched: 4, alreadyKept: 0, failed: 0, gaveUp: false });
    expect(first.lines.at(-1)).toBe('4/4');
    expect(fs.readFileSync(path.join(dir, 'w500', 'a.jpg'))).toEqual(host.imageBytes('w500/a.jpg'));

    const second = await run(['/a.jpg', '/b.jpg', '/c.jpg']);
    expect(second.summary).toEqual({ fetched: 2, alreadyKept: 4, failed: 0, gaveUp: false });
    expect(host.hits('w500/a.jpg')).toBe(1);
    expect(host.hits('w92/c.jpg')).toBe(1);
  });

  it('gives up while the image host keeps failing, and resumes on the next run', async () => {
    const posters = Array.from({ length: 8 }, (_, index) => `/offline-${index}.jpg`);
    host.mode = 'fail';
    const offline = await run(posters);
    expect(offline.summary.gaveUp).toBe(true);
    expect(offline.summary.fetched).toBe(0);
    host.mode = 'ok';
    const online = await run(posters);
    expect(online.summary).toEqual({ fetched: 16, alreadyKept: 0, failed: 0, gaveUp: false });
  });

  it("reads the starter catalog's posters", () => {
    const posters = starterPosterPaths(loadConfig({}).repoRoot);
    expect(posters.length).toBeGreaterThan(300);
    for (const poster of posters) expect(poster).toMatch(/^\/[A-Za-z0-9_-]+\.(jpg|png)$/);
  });
});
