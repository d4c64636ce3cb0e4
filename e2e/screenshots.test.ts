import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, useBrowserServer, VIEWPORTS, type ViewportName } from './support/index.ts';
import { serveImagesFrom, startImageServer, type ImageServer } from './support/image-server.ts';
import { fillFilmLife, fillLibrary, signInContext } from './support/sign-in.ts';

/**
 * Screenshots of every route for people to look at: 1440 and 390 px wide, as a visitor and signed in, with
 * images failing (offline) and served by a local image server, with the recommender running. Not part of `npm test`:
 *   MARQUEE_SCREENSHOTS=/tmp/marquee-shots npx vitest run e2e/screenshots.test.ts
 * `MARQUEE_SCREENSHOTS_ONLY=visitor,images,390` keeps the runs whose name has every one of those words.
 * '{handle}' and '{share}' are a seeded reader's public profile and shared playlist; '{playlist}' is one of
 * the signed-in reader's own.
 */
const outDir = process.env.MARQUEE_SCREENSHOTS;

const VISITOR_ROUTES = [
  ['home', '/'],
  ['movie', '/movie/157336'],
  ['movie-fight-club', '/movie/550'],
  ['search', '/search/inter'],
  ['search-empty', '/search/zzzzqqq'],
  ['search-people', '/search/spielberg'],
  ['cast', '/cast/10297/Matthew%20McConaughey'],
  ['cast-director', '/cast/525/Christopher%20Nolan'],
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
  ['diary', '/diary'],
  ['stats', '/stats'],
  ['settings', '/settings'],
  ['public-profile', '/u/{handle}'],
  ['shared-playlist', '/p/{share}'],
  ['public-profile-missing', '/u/nobody-has-this-handle'],
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
  ['playlist', '/playlist/{playlist}'],
  ['diary', '/diary'],
  ['stats', '/stats'],
  ['settings', '/settings'],
  ['settings-data', '/settings/data'],
  ['settings-profile', '/settings/profile'],
  ['public-profile', '/u/{handle}'],
  ['shared-playlist', '/p/{share}'],
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

const only = (process.env.MARQUEE_SCREENSHOTS_ONLY ?? '').split(',').filter(Boolean);

/** The route with its placeholders filled in. */
function fill(url: string, values: Record<string, string>): string {
  return url.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
}

describe.skipIf(!outDir)('screenshots of every route', () => {
  const suite = useBrowserServer({ recommender: true });
  let images: ImageServer;
  beforeAll(async () => {
    images = await startImageServer();
    fs.mkdirSync(outDir!, { recursive: true });
  });
  /** Another reader's public profile and shared playlist, which a visitor opens (seeded once, inside a test). */
  let sharedReader: Promise<Record<string, string>> | undefined;
  const seedSharedReader = async () => {
    const owner = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await signInContext(suite.server, owner.context, 'Rosa Reel');
    const playlistId = await fillLibrary(owner.context.request, suite.server.baseUrl);
    const { handle, sharePath } = await fillFilmLife(owner.context.request, suite.server.baseUrl, playlistId);
    await owner.context.close();
    return { handle, share: sharePath.replace(/^\/p\//, '') };
  };
  afterAll(() => images?.stop());

  for (const [viewport, width] of WIDTHS)
    for (const imageMode of ['offline', 'images'] as const)
      for (const who of ['visitor', 'signed-in'] as const) {
        const runName = `${who}, ${imageMode}, ${width} px`;
        it.skipIf(!only.every((word) => runName.includes(word)))(runName, async () => {
          const { page, context } = await openPage(suite.browser, suite.server.baseUrl, viewport);
          await page.setViewportSize({ width, height: VIEWPORTS[viewport].height });
          if (imageMode === 'images') await serveImagesFrom(context, images);
          let routes: readonly (readonly [string, string])[] = VISITOR_ROUTES;
          let values: Record<string, string>;
          if (who === 'visitor') {
            values = await (sharedReader ??= seedSharedReader());
          } else {
            await signInContext(suite.server, context, 'Screenshot Reader');
            const playlistId = await fillLibrary(context.request, suite.server.baseUrl);
            const own = await fillFilmLife(context.request, suite.server.baseUrl, playlistId);
            routes = PERSONAL_ROUTES;
            values = {
              playlist: String(playlistId),
              handle: own.handle,
              share: own.sharePath.replace(/^\/p\//, ''),
            };
          }
          for (const [name, url] of routes) {
            const file = path.join(outDir!, `${who}-${imageMode}-${width}-${name}.png`);
            await capture(page, fill(url, values), file);
            expect(fs.statSync(file).size).toBeGreaterThan(0);
          }
          await context.close();
        });
      }
});
