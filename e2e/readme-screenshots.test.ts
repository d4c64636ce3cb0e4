import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { openPage, repoRoot, signInContext, useBrowserServer } from './support/index.ts';
import { drawTitleCards } from './support/title-cards.ts';
import { fillLibrary } from './support/sign-in.ts';
import { FINDING_NEMO, INTERSTELLAR, TOY_STORY, UP } from '@marquee/catalog/testing';

/**
 * The README's screenshots (docs/screenshots/), taken from the real app: the API and the recommender as `npm start`
 * runs them, a signed-in reader with a library, headless Chromium. Not part of `npm test`; `npm run screenshots`
 * runs it. Posters are title cards drawn from the starter catalog (support/title-cards.ts: no TMDB key, nothing
 * downloaded). JPEG at quality 80 keeps each picture near 100 KB: as PNG the page's own soft gradients cost up to
 * 400 KB.
 */
const outDir = process.env.MARQUEE_README_SCREENSHOTS
  ? path.resolve(repoRoot, process.env.MARQUEE_README_SCREENSHOTS)
  : undefined;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const WAIT = { timeout: 60_000 };

async function shoot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Images below the fold load lazily; the fonts and posters in view settle first.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(outDir!, `${name}.jpg`), type: 'jpeg', quality: 80 });
}

async function send(request: APIRequestContext, origin: string, url: string, data: object, method = 'post') {
  const response = await request.fetch(url, { method, headers: { origin }, data });
  expect(response.status(), `${method} ${url}`).toBeLessThan(300);
}

describe.skipIf(!outDir)('README screenshots', () => {
  // The sentence encoder warmed at start, as a site runs it: the first question is answered at once.
  const suite = useBrowserServer({ recommender: true, warmEncoder: true });

  it('home, movie page, chat, Watch tonight and a phone', { timeout: 300_000 }, async () => {
    fs.mkdirSync(outDir!, { recursive: true });
    const origin = suite.server.baseUrl;
    const rosa = await openPage(suite.browser, origin, 'desktop');
    await rosa.page.setViewportSize(DESKTOP);
    await drawTitleCards(rosa.context);
    await signInContext(suite.server, rosa.context, 'Rosa');
    await fillLibrary(rosa.context.request, origin);
    const { page } = rosa;

    // Home, signed in: the recommender's row from what Rosa liked, then the catalog's rows.
    await page.goto('/');
    await expect
      .poll(() => page.getByRole('region', { name: 'Recommended for you' }).isVisible(), WAIT)
      .toBe(true);
    await shoot(page, 'home');

    // A movie page.
    await page.goto(`/movie/${INTERSTELLAR}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Interstellar', level: 1 }).isVisible(), WAIT)
      .toBe(true);
    await shoot(page, 'movie');

    // The assistant, asked in plain words.
    await page.goto('/chatbot');
    const input = page.getByPlaceholder('Ask about movie recommendations...');
    await input.fill('a funny animated movie for a family night, not too long');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => page.getByTestId('bot-message').nth(1).getByRole('link').count(), { timeout: 120_000 })
      .toBeGreaterThanOrEqual(3);
    // The conversation from the question down.
    await page
      .getByTestId('user-message')
      .first()
      .evaluate((message) => message.scrollIntoView({ block: 'start' }));
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'chat');

    // Watch tonight: Rosa and Ben pick a film neither has seen.
    const ben = await openPage(suite.browser, origin, 'phone');
    await ben.page.setViewportSize(PHONE);
    await drawTitleCards(ben.context);
    await signInContext(suite.server, ben.context, 'Ben');
    const handle = `ben-${Date.now().toString(36)}`;
    await send(ben.context.request, origin, '/api/profile', { handle, is_public: false }, 'put');
    for (const tmdbId of [FINDING_NEMO, UP])
      await send(ben.context.request, origin, '/api/likes', { tmdb_id: tmdbId });
    await send(ben.context.request, origin, '/api/watch/status', { tmdb_id: TOY_STORY, status: 'watched' });
    await page.goto('/tonight');
    await page.getByRole('textbox', { name: 'Invite by handle' }).fill(handle);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect.poll(() => page.getByText('Waiting for an answer').isVisible(), WAIT).toBe(true);
    await ben.page.goto('/tonight');
    await ben.page.getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(
        () => ben.page.getByRole('button', { name: 'Stop watching together with Rosa' }).isVisible(),
        WAIT,
      )
      .toBe(true);
    await page.goto('/tonight?with=Ben');
    await page.getByRole('button', { name: 'Find picks' }).click();
    const picks = page.getByRole('region', { name: 'Picks for tonight' });
    await expect.poll(() => picks.getByRole('heading', { level: 3 }).count(), WAIT).toBe(5);
    // Who is watching, then the picks.
    await page.evaluate(() => window.scrollTo(0, 0));
    const who = await page.getByRole('checkbox', { name: 'Ben' }).boundingBox();
    await page.evaluate((top) => window.scrollTo(0, top), Math.max(0, (who?.y ?? 0) - 160));
    await shoot(page, 'watch-tonight');

    // On a phone: Ben's home page, with what the recommender found for him.
    await ben.page.goto('/');
    await expect
      .poll(() => ben.page.getByRole('region', { name: 'Recommended for you' }).isVisible(), WAIT)
      .toBe(true);
    await shoot(ben.page, 'phone');
    await ben.context.close();
    await rosa.context.close();
  });
});
