import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuite, openPage, saveScreenshot, useBrowserServer } from './support/index.ts';

const path = (page: Page) => new URL(page.url()).pathname;

browserSuite('not-found page', () => {
  const suite = useBrowserServer();
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

  it('an unknown address answers 404 with the not-found page, whose search and home link lead on', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    const response = await page.goto('/this-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect.poll(() => heading(page, 'Page Not Found').isVisible()).toBe(true);
    expect(await page.title()).toBe('Page not found · Marquee');
    await saveScreenshot(page, 'not-found-desktop');

    const searchBox = page.getByRole('searchbox', { name: 'Search movies' });
    await searchBox.fill('Interstellar');
    await searchBox.press('Enter');
    await expect.poll(() => path(page)).toBe('/search/Interstellar');
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /Interstellar/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.goBack();
    await expect.poll(() => heading(page, 'Page Not Found').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => path(page)).toBe('/');
    await expect.poll(() => page.getByRole('list', { name: 'Popular Movies' }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Marquee');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('an unknown address reached inside the app shows the same page; a movie the catalog lacks is a 404 too', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.goto('/');
    await expect.poll(() => page.getByRole('list', { name: 'Popular Movies' }).isVisible()).toBe(true);
    // Client-side navigation, as a link inside the app would do it.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/nowhere/at-all');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect.poll(() => heading(page, 'Page Not Found').isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe('Page not found · Marquee');

    const missing = await page.goto('/movie/99999999');
    expect(missing?.status()).toBe(404);
    await expect.poll(() => heading(page, 'Movie not found').isVisible()).toBe(true);
    expect(await page.title()).toBe('Movie not found · Marquee');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => path(page)).toBe('/');
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
