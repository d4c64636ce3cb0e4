import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signUpVerifiedUser } from '../testing/test-users.ts';
import { FIRST_SCREEN_RENDERER_FILE, WEB_ROUTE_PATHS } from '@marquee/contracts';
import { jsonForScriptElement } from './web-shell.ts';

const ENTRY_HTML =
  '<!doctype html><html><head><meta name="description" content="Marquee: discover movies." />' +
  '<title>Marquee</title><script type="module" src="/assets/index-a1.js"></script></head>' +
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
    expect(unknown.statusCode).toBe(404);
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

  it("writes the page's language: the visitor's cookie, else the browser's first language we have, else English", async () => {
    const langOf = async (headers: Record<string, string>) => {
      const response = await testApp.app.inject({ method: 'GET', url: '/', headers });
      expect(String(response.headers.vary)).toMatch(/Cookie.*Accept-Language/);
      return /<html lang="([^"]*)"/.exec(response.body)?.[1];
    };
    expect(await langOf({})).toBe('en');
    expect(await langOf({ 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' })).toBe('es');
    expect(await langOf({ 'accept-language': 'ja-JP, ko;q=0.9, es;q=0.5' })).toBe('es');
    expect(await langOf({ 'accept-language': 'ja-JP, ko;q=0.9' })).toBe('en');
    expect(await langOf({ 'accept-language': 'ja-JP, pt-BR;q=0.8, de;q=0.7' })).toBe('pt');
    expect(await langOf({ 'accept-language': 'fr-FR, fr;q=0.9, en;q=0.8' })).toBe('fr');
    expect(await langOf({ 'accept-language': 'es', cookie: 'a=1; marquee-language=en' })).toBe('en');
    expect(await langOf({ cookie: 'marquee-language=es' })).toBe('es');
    expect(await langOf({ cookie: 'marquee-language=xx', 'accept-language': 'es' })).toBe('es');
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

/** The link-preview tags of a page's head: Open Graph properties, named metas and the canonical link. */
function headTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
    tags[key!] = content!;
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head);
  if (canonical) tags.canonical = canonical[1]!;
  return tags;
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** An address for each page of the web app's route list, its `:params` filled in (optional ones left out). */
const PAGE_SAMPLES: Record<string, string> = {
  movieId: '157336',
  query: 'st.elmo',
  castId: '1892',
  genreId: '18',
  contentType: 'popular',
  playlistId: '1',
  token: 'invitation-token',
};

describe('pages that are not there', () => {
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
  const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    testApp.app.inject({ method, url, headers: { 'accept-encoding': 'br' } });
  const body = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
    response.headers['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(response.rawPayload).toString()
      : response.rawPayload.toString();

  it('answers 404 with the app, titled "Page not found", where no page of the web app is', async () => {
    for (const url of ['/this-does-not-exist', '/movies/157336', '/settings/nope', '/u', '/cast', '/p/a/b']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const html = body(response);
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).toContain('href="/assets/start-f6.js"');
      expect(titleOf(html), url).toBe('Page not found · Marquee');
      expect(headTags(html)['og:title'], url).toBeUndefined();
    }
    expect((await page('/this-does-not-exist', 'HEAD')).statusCode).toBe(404);
  });

  it('answers 404 for a movie the catalog does not have and for an id that names none', async () => {
    for (const url of ['/movie/99999999', '/movie/abc', '/movie/0', '/movie/-3', '/movie/99999999999']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      const html = body(response);
      expect(titleOf(html), url).toBe('Movie not found · Marquee');
      expect(embeddedAnswers(html), url).toEqual({});
      expect(headTags(html)['og:title'], url).toBeUndefined();
    }
  });

  it('answers 404 for a genre, a listing or a person that is not there, titled as the page says', async () => {
    const missing: [string, string][] = [
      ['/genre/abc', 'Genre not found'],
      ['/genre/12345', 'Genre not found'],
      ['/content/unknown', 'Content not found'],
      ['/content/Popular2', 'Content not found'],
      ['/cast/abc', 'Cast'],
      ['/cast/0/Nobody', 'Nobody'],
      ['/cast/99999999/Someone%20Else', 'Someone Else'],
    ];
    for (const [url, subject] of missing) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(titleOf(body(response)), url).toBe(`${subject} · Marquee`);
    }
  });

  it("a person's page carries their name as its title and link preview", async () => {
    const response = await page('/cast/1892');
    expect(response.statusCode).toBe(200);
    const html = body(response);
    const name = headTags(html)['og:title'];
    expect(name).toBeTruthy();
    expect(titleOf(html)).toBe(`${name} · Marquee`);
    expect(headTags(html)['og:url']).toMatch(new RegExp(`/cast/1892/${encodeURIComponent(name!)}$`));
  });

  it("answers 200 for every page of the web app's route list, however its address is written", async () => {
    const urls = WEB_ROUTE_PATHS.filter((route) => !['u/:handle', 'p/:token'].includes(route)).map(
      (route) =>
        `/${route
          .split('/')
          .filter((segment) => !segment.endsWith('?'))
          .map((segment) => (segment.startsWith(':') ? PAGE_SAMPLES[segment.slice(1)] : segment))
          .join('/')}`,
    );
    expect(urls).toContain('/search/st.elmo');
    for (const url of [...urls, '/Login', '/movie/157336/', '/cast/1892/Matthew%20McConaughey'])
      expect((await page(url)).statusCode, url).toBe(200);
  });

  it('keeps JSON 404s for the API and plain ones for missing files', async () => {
    const api = await page('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, message: 'Route GET /api/no-such-thing not found' });
    for (const url of ['/favicon.ico', '/assets/gone-z9.js']) {
      const file = await page(url);
      expect(file.statusCode, url).toBe(404);
      expect(file.headers['content-type'], url).toContain('text/plain');
    }
  });
});

describe('link previews of shared pages', () => {
  const PUBLIC_URL = 'https://movies.example.org';
  let testApp: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = writeWebBuild();
    testApp = await createTestApp('sqlite', { WEB_DIST_DIR: webDir, PUBLIC_URL });
  });
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });
  const inject = (
    url: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' = 'GET',
    headers = {},
    payload?: object,
  ) => testApp.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("a movie page carries the film's title, a short description, its poster and its address on PUBLIC_URL", async () => {
    const movie = (await inject('/api/tmdb/movie/157336')).json();
    const response = await inject('/movie/157336');
    expect(response.statusCode).toBe(200);
    expect(titleOf(response.body)).toBe('Interstellar (2014) · Marquee');
    const tags = headTags(response.body);
    expect(tags).toMatchObject({
      'og:site_name': 'Marquee',
      'og:type': 'video.movie',
      'og:title': 'Interstellar',
      'og:url': `${PUBLIC_URL}/movie/157336`,
      canonical: `${PUBLIC_URL}/movie/157336`,
      'og:image': `https://image.tmdb.org/t/p/w500${movie.poster_path}`,
      'twitter:card': 'summary',
    });
    expect(tags['og:description']).toMatch(/^2014 · Adventure, Drama, Science Fiction\. \S/);
    expect(tags['og:description']!.length).toBeLessThanOrEqual(200);
    expect(tags.description).toBe(tags['og:description']);
    // The first screen's answers still travel with it.
    expect(Object.keys(embeddedAnswers(response.body))).toContain('api/tmdb/movie/157336');
  });

  it('escapes what users wrote, and a private playlist or profile says nothing of itself', async () => {
    const owner = await signUpVerifiedUser(testApp, { name: 'Ada "<b>" Lovelace' });
    const name = 'Night & "day" <i>picks</i>';
    const created = await inject('/api/playlists', 'POST', owner.headers, { name });
    const playlistId = created.json().data.playlist_id;
    await inject(`/api/playlists/${playlistId}/movies`, 'POST', owner.headers, { tmdb_id: 157336 });
    const shared = await inject(`/api/playlists/${playlistId}/visibility`, 'PATCH', owner.headers, {
      is_public: true,
    });
    const sharePath: string = shared.json().data.share_url;
    const handle = `ada-${Date.now().toString(36)}`;
    await inject('/api/profile', 'PUT', owner.headers, { handle, is_public: true });

    const playlistPage = await inject(sharePath);
    expect(playlistPage.statusCode).toBe(200);
    expect(playlistPage.body).not.toContain('<i>picks');
    expect(titleOf(playlistPage.body)).toBe('Night &amp; &quot;day&quot; &lt;i&gt;picks&lt;/i&gt; · Marquee');
    expect(headTags(playlistPage.body)).toMatchObject({
      'og:title': 'Night &amp; &quot;day&quot; &lt;i&gt;picks&lt;/i&gt;',
      'og:type': 'website',
      'og:url': `${PUBLIC_URL}${sharePath}`,
      'og:description': 'A playlist of 1 movie by Ada &quot;&lt;b&gt;&quot; Lovelace: Interstellar.',
    });
    expect(headTags(playlistPage.body)['og:image']).toMatch(/^https:\/\/image\.tmdb\.org\/t\/p\/w500\/\w+/);

    const profilePage = await inject(`/u/${handle.toUpperCase()}`);
    expect(profilePage.statusCode).toBe(200);
    expect(headTags(profilePage.body)).toMatchObject({
      'og:title': `Ada &quot;&lt;b&gt;&quot; Lovelace (@${handle})`,
      'og:type': 'profile',
      'og:url': `${PUBLIC_URL}/u/${handle}`,
    });

    await inject(`/api/playlists/${playlistId}/visibility`, 'PATCH', owner.headers, { is_public: false });
    await inject('/api/profile', 'PUT', owner.headers, { handle, is_public: false });
    for (const [url, title] of [
      [sharePath, 'This playlist is private or doesn&#39;t exist · Marquee'],
      [`/u/${handle}`, 'This profile is private or doesn&#39;t exist · Marquee'],
      ['/p/no-such-share-token', 'This playlist is private or doesn&#39;t exist · Marquee'],
    ] as const) {
      const hidden = await inject(url);
      expect(hidden.statusCode, url).toBe(404);
      expect(titleOf(hidden.body), url).toBe(title);
      expect(hidden.body, url).not.toMatch(/Night|Lovelace|og:/);
    }
  });
});

describe('link previews with the image cache on', () => {
  const PUBLIC_URL = 'https://movies.example.org';
  let testApp: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = writeWebBuild();
    testApp = await createTestApp('sqlite', { WEB_DIST_DIR: webDir, PUBLIC_URL, IMAGE_CACHE: 'true' });
  });
  afterAll(async () => {
    await testApp?.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("points the poster at the server's own images, on PUBLIC_URL", async () => {
    const movie = (await testApp.app.inject({ url: '/api/tmdb/movie/157336' })).json();
    const tags = headTags((await testApp.app.inject({ url: '/movie/157336' })).body);
    expect(tags['og:image']).toBe(`${PUBLIC_URL}/images/w500${movie.poster_path}`);
  });
});
