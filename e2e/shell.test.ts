import { expect, it } from 'vitest';
import { browserSuite, openPage, saveScreenshot, useBrowserServer } from './support/index.ts';

browserSuite('app shell', () => {
  const suite = useBrowserServer();

  it('desktop: the Categories dropdown opens, lists the 19 genres and leads to the chosen genre', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Marquee home' }).isVisible()).toBe(true);
    const categories = page.getByRole('button', { name: 'Categories' });
    await categories.click();
    const menu = page.getByRole('list', { name: 'Categories' });
    await expect.poll(() => menu.getByRole('link').count()).toBe(19);
    // Escape closes it; a second click reopens it.
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await categories.click();
    await saveScreenshot(page, 'shell-desktop-categories');
    await menu.getByRole('link', { name: 'Drama' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/genre/18');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('phone: the mobile menu opens, Quick Access "Trending" goes to /genre/28 and its Categories list every genre', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.getByRole('link', { name: 'Log In' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'shell-phone-menu');
    await menu.getByRole('link', { name: 'Trending' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/genre/28');
    await expect.poll(() => menu.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const categories = menu.getByRole('button', { name: 'Categories' });
    expect(await categories.getAttribute('aria-expanded')).toBe('false');
    await categories.click();
    expect(await categories.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => menu.locator('#mobile-categories').getByRole('link').count()).toBe(19);
    await saveScreenshot(page, 'shell-phone-menu-categories');
    await menu.getByRole('link', { name: 'Comedy' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/genre/35');
    await expect.poll(() => menu.isVisible()).toBe(false);
    // No horizontal scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('reloading a client-side route serves the app, and unknown routes show a not-found page', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    const response = await page.goto('/movie/550');
    expect(response?.status()).toBe(200);
    await page.goto('/this/does/not/exist');
    await expect.poll(() => page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    await context.close();
  });

  it('each page has its own tab title, already in the first HTML of a movie page, and it follows client-side navigation', async () => {
    // Drawn by the server: the title is there before any script runs.
    const html = await (await fetch(`${suite.server.baseUrl}/movie/157336`)).text();
    expect(html).toContain('<title>Interstellar (2014) · Marquee</title>');
    expect(await (await fetch(`${suite.server.baseUrl}/`)).text()).toContain('<title>Marquee</title>');

    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/movie/157336');
    await expect.poll(() => page.title()).toBe('Interstellar (2014) · Marquee');
    // Client-side: a genre link on the movie page, then back.
    await page.getByRole('link', { name: 'Science Fiction', exact: true }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/genre/878');
    await expect.poll(() => page.title()).toBe('Science Fiction movies · Marquee');
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Interstellar (2014) · Marquee');
    await page.getByRole('link', { name: 'Marquee home' }).click();
    await expect.poll(() => page.title()).toBe('Marquee');

    for (const [path, title] of [
      ['/search/heat', 'Search results for "heat" · Marquee'],
      ['/diary', 'Diary · Marquee'],
      ['/playlists', 'Your Playlists · Marquee'],
      ['/cast/1892/Matt%20Damon', 'Matt Damon · Marquee'],
      ['/this/does/not/exist', 'Page not found · Marquee'],
    ] as const) {
      await page.goto(path);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
    }
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
