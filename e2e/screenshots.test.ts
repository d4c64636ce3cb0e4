import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowserServer, VIEWPORTS, type ViewportName } from './support/index.ts';
import { serveImagesFrom, startImageServer, type ImageServer } from './support/image-server.ts';
import { fillLibrary, signInContext } from './support/sign-in.ts';

/**
 * Screenshots of every route for people to look at: 1440 and 390 px wide, as a visitor and signed in, with
 * images failing (offline) and served by a local image server. Not part of `npm test`:
 *   MARQUEE_SCREENSHOTS=/tmp/marquee-shots npx vitest run e2e/screenshots.test.ts
 */
const outDir = process.env.MARQUEE_SCREENSHOTS;

const VISITOR_ROUTES = [
  ['home', '/'],
  ['movie', '/movie/157336'],
  ['movie-fight-club', '/movie/550'],
  ['search', '/search/inter'],
  ['search-empty', '/search/zzzzqqq'],
  ['cast', '/cast/10297/Matthew%20McConaughey'],
  ['genre', '/genre/18'],
  ['content', '/content/top_rated'],
  ['login', '/login'],
  ['register', '/register'],
  ['chatbot', '/chatbot'],
  ['liked', '/liked'],
  ['watched', '/watched'],
  ['watchlist', '/watchlist'],
  ['recently-visited', '/recently-visited'],
  ['playlists', '/playlists'],
  ['not-found', '/no-such-page'],
] as const;

const PERSONAL_ROUTES = [
  ['home', '/'],
  ['movie', '/movie/157336'],
  ['liked', '/liked'],
  ['watched', '/watched'],
  ['watchlist', '/watchlist'],
  ['recently-visited', '/recently-visited'],
  ['playlists', '/playlists'],
  ['playlist', '/playlist/:id'],
] as const;

const WIDTHS: [ViewportName, number][] = [
  ['desktop', 1440],
  ['phone', 390],
];

async function capture(page: Page, url: string, file: string): Promise<void> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Lazy images below the fold load as a reader scrolls; the screenshot shows the page scrolled through.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: file, fullPage: true });
}

describe.skipIf(!outDir)('screenshots of every route', () => {
  const suite = useBrowserServer();
  let images: ImageServer;
  beforeAll(async () => {
    images = await startImageServer();
    fs.mkdirSync(outDir!, { recursive: true });
  });
  afterAll(() => images.stop());

  for (const [viewport, width] of WIDTHS)
    for (const imageMode of ['offline', 'images'] as const)
      for (const who of ['visitor', 'signed-in'] as const)
        it(`${who}, ${imageMode}, ${width} px`, async () => {
          const { page, context } = await openPage(suite.browser, suite.server.baseUrl, viewport);
          await page.setViewportSize({ width, height: VIEWPORTS[viewport].height });
          if (imageMode === 'images') await serveImagesFrom(context, images);
          let routes: readonly (readonly [string, string])[] = VISITOR_ROUTES;
          if (who === 'signed-in') {
            await signInContext(suite.server, context, 'Screenshot Reader');
            const playlistId = await fillLibrary(context.request, suite.server.baseUrl);
            routes = PERSONAL_ROUTES.map(([name, url]) => [name, url.replace(':id', String(playlistId))]);
          }
          for (const [name, url] of routes) {
            const file = path.join(outDir!, `${who}-${imageMode}-${width}-${name}.png`);
            await capture(page, url, file);
            expect(fs.statSync(file).size).toBeGreaterThan(0);
          }
          await context.close();
        });
});
