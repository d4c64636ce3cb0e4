import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { FIRST_SCREEN_RENDERER_FILE } from '@marquee/contracts';
import { jsonForScriptElement } from './web-shell.ts';

const ENTRY_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

// What Vite's manifest says of a build: the entry, a chunk it shares, the app's start module the entry imports,
// and the lazily loaded route modules.
const MANIFEST = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-b2.js' },
  'src/app/start.tsx': { file: 'assets/start-f6.js', imports: ['_framework.js', '_shared.js'] },
  '_framework.js': { file: 'assets/framework-g7.js' },
  '_row.js': { file: 'assets/row-c3.js', imports: ['_shared.js'] },
  'src/app/routes/home.tsx': { file: 'assets/home-d4.js', imports: ['_row.js', '_shared.js'] },
  'src/app/routes/movie.tsx': { file: 'assets/movie-e5.js', imports: ['_row.js'] },
};

function embeddedAnswers(html: string): Record<string, unknown> {
  const match = /<script type="application\/json" id="preloaded-answers">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]) as Record<string, unknown>) : {};
}

/** A web build in a temporary folder; with `renderer`, the server build's first-screen renderer too. */
function writeWebBuild(renderer?: string): string {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-shell-'));
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), ENTRY_HTML);
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};`;
  fs.writeFileSync(path.join(webDir, 'assets', 'index-a1.js'), script);
  fs.writeFileSync(path.join(webDir, 'assets', 'index-a1.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(webDir, 'assets', 'index-a1.js.gz'), zlib.gzipSync(script));
  if (renderer !== undefined) {
    fs.mkdirSync(path.join(webDir, path.dirname(FIRST_SCREEN_RENDERER_FILE)));
    fs.writeFileSync(path.join(webDir, FIRST_SCREEN_RENDERER_FILE), renderer);
  }
  return webDir;
}

describe('the web app shell', () => {
  let testApp: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = writeWebBuild();
    testApp = await createTestApp('sqlite', { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('carries the home rows the first screen shows, exactly as the API answers them', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const answers = embeddedAnswers(response.body);
    expect(Object.keys(answers).sort()).toEqual([
      'api/tmdb/movie/now_playing?page=1',
      'api/tmdb/movie/popular?page=1',
      'api/tmdb/movie/top_rated?page=1',
    ]);
    const popular = await page('/api/tmdb/movie/popular?page=1');
    expect(answers['api/tmdb/movie/popular?page=1']).toEqual(popular.json());
  });

  it("announces the app's and the route's chunks for download beside the entry, not the ones the entry loads", async () => {
    const body = (await page('/')).body;
    for (const file of ['start-f6.js', 'framework-g7.js', 'home-d4.js', 'row-c3.js'])
      expect(body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(body).not.toContain('href="/assets/shared-b2.js"');
    expect(body).not.toContain('movie-e5.js');
    expect(body).toContain('<div id="root"></div>');
  });

  it('carries a movie page its details and credits, and nothing for a movie that does not exist', async () => {
    const answers = embeddedAnswers((await page('/movie/238')).body);
    expect(Object.keys(answers).sort()).toEqual(['api/tmdb/movie/238', 'api/tmdb/movie/238/credits']);
    expect(answers['api/tmdb/movie/238']).toMatchObject({ id: 238, title: 'The Godfather' });

    const unknown = await page('/movie/999999999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<div id="root">');
    expect(embeddedAnswers(unknown.body)).toEqual({});
  });

  it("sends other pages the plain shell, announcing the app's chunks only", async () => {
    const response = await page('/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('preloaded-answers');
    expect(response.body).toContain('href="/assets/start-f6.js"');
    expect(response.body).not.toContain('home-d4.js');
  });

  it("never serves the build's own files meant for the API", async () => {
    for (const url of ['/.vite/manifest.json', `/${FIRST_SCREEN_RENDERER_FILE}`]) {
      expect((await page(url)).statusCode).toBe(404);
    }
  });

  it('compresses the shell as the browser accepts, and sends prebuilt compressed assets as they are', async () => {
    const plain = (await page('/movie/238')).body;
    const brotli = await page('/movie/238', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await page('/movie/238', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);

    const asset = await page('/assets/index-a1.js', { 'accept-encoding': 'br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toContain('hello hello');
  });

  it('keeps a title containing </script> from ending the element it travels in', () => {
    const json = JSON.stringify({ title: '</script><script>alert(1)</script>' });
    const embedded = jsonForScriptElement(json);
    expect(embedded).not.toContain('</script');
    expect(JSON.parse(embedded)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});

// Stands in for the web app's server build, whose real markup the browser tests (e2e/first-screen) hydrate.
const ECHO_RENDERER = `
export const renderFirstScreen = async (pathname, answers) => {
  if (pathname.startsWith('/movie/')) throw new Error('this page cannot be drawn');
  return '<main data-path="' + pathname + '">' + Object.keys(answers).sort().join(' ') + '</main>';
};`;

describe('the web app shell with the server build', () => {
  let testApp: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = writeWebBuild(ECHO_RENDERER);
    testApp = await createTestApp('sqlite', { WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('sends the first screen drawn from the answers it carries, marked until the app takes it over, with no chunks announced', async () => {
    const body = (await testApp.app.inject({ method: 'GET', url: '/' })).body;
    const paths = Object.keys(embeddedAnswers(body)).sort();
    expect(paths).toHaveLength(3);
    expect(body).toContain(
      `<div id="root" data-hydrating><main data-path="/">${paths.join(' ')}</main></div>`,
    );
    expect(body).not.toContain('modulepreload');
  });

  it('draws pages with a rebuilt renderer at once, never from the markup of the build before', async () => {
    const home = () => testApp.app.inject({ method: 'GET', url: '/' }).then((response) => response.body);
    expect(await home()).toContain('<main data-path="/">');
    const rendererFile = path.join(webDir, FIRST_SCREEN_RENDERER_FILE);
    fs.writeFileSync(
      rendererFile,
      ECHO_RENDERER.replace('<main data-path=', '<main data-rebuilt data-path='),
    );
    fs.utimesSync(rendererFile, new Date(), new Date(Date.now() + 5000));
    expect(await home()).toContain('<main data-rebuilt data-path="/">');
  });

  it('falls back to the shell the browser renders when a page cannot be drawn', async () => {
    const body = (await testApp.app.inject({ method: 'GET', url: '/movie/238' })).body;
    expect(body).toContain('<div id="root"></div>');
    expect(Object.keys(embeddedAnswers(body))).toContain('api/tmdb/movie/238');
    expect(body).toContain('href="/assets/movie-e5.js"');
  });
});
