import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { IMAGE_SETTINGS_API_PATH } from '@marquee/contracts';
import { listen } from '../../testing/http-client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { FakeImageHost } from './fake-image-host.ts';

const IMAGE_BYTES = 4096;

/** A web build with just its HTML shell, so the API serves pages. */
function writeWebShell(): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-images-web-'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  return webDir;
}

/** The API over real HTTP with the image cache on, fetching from `host`. */
async function startApi(
  engine: Parameters<typeof createTestApp>[0],
  host: FakeImageHost,
  env: Record<string, string> = {},
) {
  const webDir = writeWebShell();
  const testApp = await createTestApp(engine, {
    IMAGE_CACHE: 'true',
    TMDB_IMAGE_BASE_URL: host.url,
    WEB_DIST_DIR: webDir,
    ...env,
  });
  const base = `http://127.0.0.1:${await listen(testApp)}`;
  return {
    testApp,
    get: (url: string) => fetch(`${base}${url}`),
    kept: (key: string) => fs.existsSync(path.join(testApp.dataDir, 'images', key)),
    async close() {
      await testApp.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    },
  };
}

async function imageBytes(response: Response): Promise<Buffer> {
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe.each(routeTestEngines())('images through the server (%s)', (engine) => {
  describe('with IMAGE_CACHE=true', () => {
    let host: FakeImageHost;
    let api: Awaited<ReturnType<typeof startApi>>;
    beforeAll(async () => {
      host = await new FakeImageHost(IMAGE_BYTES).start();
      api = await startApi(engine, host);
    });
    afterAll(async () => {
      await api?.close();
      await host?.stop();
    });

    it('fetches each image size from the image host once, then serves it from disk with long cache headers', async () => {
      const first = await api.get('/images/w500/poster-a.jpg');
      expect(first.headers.get('content-type')).toBe('image/jpeg');
      expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await imageBytes(first)).toEqual(host.imageBytes('w500/poster-a.jpg'));
      expect(api.kept('w500/poster-a.jpg')).toBe(true);

      const again = await api.get('/images/w500/poster-a.jpg');
      expect(await imageBytes(again)).toEqual(host.imageBytes('w500/poster-a.jpg'));
      expect(host.hits('w500/poster-a.jpg')).toBe(1);

      // Another size of the same poster is another image.
      expect(await imageBytes(await api.get('/images/w92/poster-a.jpg'))).toEqual(
        host.imageBytes('w92/poster-a.jpg'),
      );
      expect(host.hits('w92/poster-a.jpg')).toBe(1);
      const png = await api.get('/images/w185/face.png');
      expect(png.headers.get('content-type')).toBe('image/png');
    });

    it('shares one fetch among requests for the same image that arrive while it is on its way', async () => {
      host.mode = 'hold';
      try {
        const answers = Array.from({ length: 5 }, () => api.get('/images/w342/shared.jpg'));
        await until(() => host.hits('w342/shared.jpg') > 0);
        // Time for the other requests to reach the server while the first fetch is held.
        await new Promise((resolve) => setTimeout(resolve, 200));
        host.release();
        for (const answer of await Promise.all(answers))
          expect(await imageBytes(answer)).toEqual(host.imageBytes('w342/shared.jpg'));
        expect(host.hits('w342/shared.jpg')).toBe(1);
      } finally {
        host.mode = 'ok';
      }
    });

    it('refuses sizes outside the allow-list and file names that are not TMDB image names, with a 400 saying so', async () => {
      for (const url of [
        '/images/w9999/poster.jpg',
        '/images/large/poster.jpg',
        '/images/w500/poster.svg',
        '/images/w500/poster',
        '/images/w500/..%2F..%2Fsecret.jpg',
        '/images/w500/a%20b.jpg',
        `/images/w500/${'a'.repeat(80)}.jpg`,
      ]) {
        const answer = await api.get(url);
        expect(answer.status, url).toBe(400);
        expect(await answer.json(), url).toMatchObject({ success: false, message: expect.any(String) });
      }
      const badSize = (await (await api.get('/images/w9999/poster.jpg')).json()) as { message: string };
      expect(badSize.message).toContain('w500');
      expect(host.hits('w9999/poster.jpg')).toBe(0);
    });

    it("tells the web app, in every page's HTML, to load images from /images, and pages may not load TMDB's", async () => {
      expect(await (await api.get(`/${IMAGE_SETTINGS_API_PATH}`)).json()).toEqual({ base: '/images' });
      const page = await api.get('/profile');
      const html = await page.text();
      const answers = /<script type="application\/json" id="preloaded-answers">(.*?)<\/script>/s.exec(html);
      expect(JSON.parse(answers![1]!)).toEqual({ [IMAGE_SETTINGS_API_PATH]: { base: '/images' } });
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("img-src 'self'");
      expect(policy).not.toContain('image.tmdb.org');
    });
  });

  it('keeps the images under IMAGE_CACHE_MAX_MB, dropping the least recently served first', async () => {
    const host = await new FakeImageHost(IMAGE_BYTES).start();
    // Room for three and a half images.
    const api = await startApi(engine, host, {
      IMAGE_CACHE_MAX_MB: String((3.5 * IMAGE_BYTES) / 1024 / 1024),
    });
    try {
      for (const name of ['a', 'b', 'c']) await imageBytes(await api.get(`/images/w500/${name}.jpg`));
      // a is served again, so b is now the one served longest ago.
      await imageBytes(await api.get('/images/w500/a.jpg'));
      await imageBytes(await api.get('/images/w500/d.jpg'));

      expect(['a', 'b', 'c', 'd'].map((name) => api.kept(`w500/${name}.jpg`))).toEqual([
        true,
        false,
        true,
        true,
      ]);
      await imageBytes(await api.get('/images/w500/a.jpg'));
      expect(host.hits('w500/a.jpg')).toBe(1);
      expect(await imageBytes(await api.get('/images/w500/b.jpg'))).toEqual(host.imageBytes('w500/b.jpg'));
      expect(host.hits('w500/b.jpg')).toBe(2);
    } finally {
      await api.close();
      await host.stop();
    }
  });

  it('serves kept images through an outage of the image host and answers others with a 502 or 504 at once', async () => {
    const host = await new FakeImageHost(IMAGE_BYTES).start();
    const api = await startApi(engine, host, { IMAGE_CACHE_TIMEOUT_MS: '300' });
    try {
      await imageBytes(await api.get('/images/w500/kept.jpg'));

      host.mode = 'fail';
      const failed = await api.get('/images/w500/new-1.jpg');
      expect(failed.status).toBe(502);
      expect(await failed.json()).toMatchObject({ success: false, message: expect.stringContaining('503') });

      host.mode = 'hang';
      const late = await api.get('/images/w500/new-2.jpg');
      expect(late.status).toBe(504);
      expect(await late.json()).toMatchObject({ success: false });

      // Two failures in a row: the host is left alone for a while, and new images fail without asking it.
      const refused = await api.get('/images/w500/new-3.jpg');
      expect(refused.status).toBe(502);
      expect(host.hits('w500/new-3.jpg')).toBe(0);

      expect(await imageBytes(await api.get('/images/w500/kept.jpg'))).toEqual(
        host.imageBytes('w500/kept.jpg'),
      );
      expect(host.hits('w500/kept.jpg')).toBe(1);
    } finally {
      await api.close();
      await host.stop();
    }
  });

  it('is off by default: no /images route, pages say nothing about images, and TMDB stays allowed', async () => {
    const webDir = writeWebShell();
    const testApp: TestApp = await createTestApp(engine, { WEB_DIST_DIR: webDir });
    try {
      const image = await testApp.app.inject({ method: 'GET', url: '/images/w500/poster.jpg' });
      expect(image.statusCode).toBe(404);
      expect(
        (await testApp.app.inject({ method: 'GET', url: `/${IMAGE_SETTINGS_API_PATH}` })).statusCode,
      ).toBe(404);
      const page = await testApp.app.inject({ method: 'GET', url: '/profile' });
      expect(page.body).not.toContain(IMAGE_SETTINGS_API_PATH);
      expect(page.headers['content-security-policy']).toContain('https://image.tmdb.org');
      expect(fs.existsSync(path.join(testApp.dataDir, 'images'))).toBe(false);
    } finally {
      await testApp.close();
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
