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
});
