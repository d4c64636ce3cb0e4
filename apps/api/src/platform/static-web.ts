import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { matchWebRoute } from '@marquee/contracts';
import { isApiPath } from './api-path.ts';
import { failure } from './respond.ts';
import { createWebShell } from './web-shell.ts';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other non-/api GET answers
 * index.html so client-side routes (a reload of /movie/550) work: with a 404 where no page is (web-shell.ts).
 * Text files go out pre-compressed (brotli or gzip, whichever the browser accepts). Unknown /api paths answer
 * 404 JSON.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  { distDir, publicUrl }: { distDir: string; publicUrl: string },
): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasWebBuild = fs.existsSync(indexFile);
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Looked up per request, so a rebuild's new hashed assets are served without a restart.
      wildcard: true,
      // Pages get the shell with their first-screen answers: / from its own route, the rest from the not-found handler.
      index: false,
      // The build writes .br and .gz copies of its text files; the one the browser accepts is sent as it is.
      preCompressed: true,
      // The build's own dot folders (.vite's manifest, the .server renderer) are for the API, not for browsers.
      dotfiles: 'ignore',
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // The service worker too: browsers check it for updates, and a stale one would keep serving old rules.
        const html = filePath.endsWith('.html') || filePath.endsWith(`${path.sep}sw.js`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : html ? 'no-cache' : 'public, max-age=300',
        );
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build`');
  }

  const sendWebShell = createWebShell(app, distDir, publicUrl);
  // The static plugin would answer / itself (a directory: 403, since index files are off).
  if (hasWebBuild) {
    app.get('/', { schema: { hide: true } }, (request, reply) => sendWebShell(request, reply, '/'));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (isApiPath(pathname) || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(failure(`Route ${request.method} ${pathname} not found`));
    }
    // A missing asset (a stale hashed file name) must fail as a 404, not load the HTML shell as script; a page
    // whose address ends like a file name (a search for "st.elmo") is still a page.
    const looksLikeFile = /\.[a-z0-9]{2,5}$/i.test(pathname) && !matchWebRoute(pathname);
    if (pathname.startsWith('/assets/') || looksLikeFile) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!hasWebBuild) {
      return reply.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`.');
    }
    return sendWebShell(request, reply, pathname);
  });
}
