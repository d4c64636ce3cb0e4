import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  browserSuite,
  openPage,
  saveScreenshot,
  useBrowserServer,
  VIEWPORTS,
  type ViewportName,
} from './support/index.ts';

/** Console errors and failed answers of our own server while a page loads; the offline image host's are expected. */
function watchForFailures(page: Page, origin: string): string[] {
  const failures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.location().url.startsWith('https://image.tmdb.org/'))
      failures.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400)
      failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return failures;
}

/** Before any script runs, keeps the page's main heading as the server drew it, to compare with what follows. */
async function keepTheDrawnHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        (window as { drawnHeading?: Element | null }).drawnHeading = document.querySelector('#root h1');
    });
  });
}

browserSuite('first screens: the home and movie pages arrive drawn', () => {
  const suite = useBrowserServer();

  it('with JavaScript off, a visitor still sees the featured movie, the rows and a movie page with its facts', async () => {
    const context = await suite.browser.newContext({
      baseURL: suite.server.baseUrl,
      javaScriptEnabled: false,
      viewport: VIEWPORTS.phone,
    });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1, name: 'Marquee: discover movies' }).count()).toBe(1);
    for (const row of ['Now Playing', 'Top Rated', 'Popular Movies']) {
      expect(await page.getByRole('list', { name: row }).getByRole('listitem').count()).toBeGreaterThan(3);
    }
    expect(await page.getByRole('link', { name: 'View Details' }).first().isVisible()).toBe(true);
    await saveScreenshot(page, 'first-screen-home-without-javascript');

    await page.goto('/movie/157336');
    expect(await page.getByRole('heading', { level: 1, name: 'Interstellar' }).isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Facts' }).textContent()).toContain('2h 49m');
    expect(await page.getByRole('heading', { level: 2, name: 'Cast' }).isVisible()).toBe(true);
    await context.close();
  });

  const takeOvers: [string, string, ViewportName][] = [
    ['/', 'Marquee: discover movies', 'phone'],
    ['/movie/157336', 'Interstellar', 'desktop'],
  ];
  for (const [url, heading, viewport] of takeOvers) {
    it(`${viewport} ${url}: the app takes the drawn page over as it is, with no failed request or console error`, async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, viewport);
      const failures = watchForFailures(page, suite.server.baseUrl);
      await keepTheDrawnHeading(page);
      await page.goto(url);

      // The very element the server sent is the one on screen: React adopted the markup, it did not redraw it.
      const drawn = await page.evaluate(() => {
        const kept = (window as { drawnHeading?: Element | null }).drawnHeading;
        return { text: kept?.textContent, stillShown: kept?.isConnected === true };
      });
      expect(drawn).toEqual({ text: heading, stillShown: true });

      // And it answers: the chat opens and closes.
      await page.getByRole('button', { name: 'Open chat' }).click();
      await expect
        .poll(() => page.getByRole('dialog', { name: 'Movie Recommendation Chatbot' }).isVisible())
        .toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // A visitor's page does not ask for personal data only to be told to log in.
      await page.waitForLoadState('networkidle');
      expect(failures).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }

  it("a visitor's home and movie pages load no schema library (zod stays on the server and in the chat)", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(suite.server.baseUrl) && response.url().endsWith('.js'))
        scripts.push(response.text().then((body) => (body.includes('_zod') ? response.url() : '')));
    });
    for (const url of ['/', '/movie/157336']) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(3);
    expect((await Promise.all(scripts)).filter(Boolean)).toEqual([]);
    await context.close();
  });
});
