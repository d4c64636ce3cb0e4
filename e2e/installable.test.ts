import { expect, it } from 'vitest';
import { browserSuite, openPage, saveScreenshot, useBrowserServer } from './support/index.ts';

interface CachedEntry {
  cache: string;
  url: string;
}

browserSuite('installable app', () => {
  const suite = useBrowserServer();

  it('is installable, registers its worker after load, and shows the offline page when the network is gone', async () => {
    const { context, page, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    try {
      const home = await page.goto('/');
      expect(home?.ok()).toBe(true);
      // The server-drawn page is the one on screen: the worker did not stand in for it.
      await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBeTruthy();

      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(scope).toBe(`${suite.server.baseUrl}/`);
      // The page that registered it is left alone; the worker serves the pages after it.
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

      // Chromium's own verdict: the manifest, its icons and the worker make the site installable.
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // Playwright's contexts are incognito windows, where Chromium never offers an install: every other check counts.
      const errors = installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
      expect(errors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${suite.server.baseUrl}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);

      // A movie page loads its own code and answers, through the worker; then the network goes away.
      await page.goto('/movie/550');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
        `${suite.server.baseUrl}/sw.js`,
      );
      const cached = await page.evaluate(async () => {
        const entries: CachedEntry[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys())
            entries.push({ cache: name, url: new URL(request.url).pathname });
        }
        return entries;
      });
      const paths = cached.map((entry) => entry.url);
      expect(paths).toContain('/offline.html');
      expect(paths.some((path) => path.startsWith('/assets/') && path.endsWith('.js'))).toBe(true);
      expect(paths.some((path) => path.startsWith('/assets/') && path.endsWith('.css'))).toBe(true);
      // API answers (the session, personal lists) are never kept.
      expect(paths.filter((path) => path.startsWith('/api/'))).toEqual([]);

      await context.setOffline(true);
      await page.goto('/playlists', { waitUntil: 'load' }).catch(() => undefined);
      await expect(page.getByRole('heading', { name: "You're offline" }).isVisible()).resolves.toBe(true);
      expect(page.url()).toBe(`${suite.server.baseUrl}/playlists`);
      await saveScreenshot(page, 'offline-phone');

      // Back online, "Try again" opens the page that was asked for.
      await context.setOffline(false);
      await page.getByRole('link', { name: 'Try again' }).click();
      await page.waitForFunction(() => !document.title.startsWith('Offline'));
      expect(page.url()).toBe(`${suite.server.baseUrl}/playlists`);
      await expect(page.getByRole('heading', { name: "You're offline" }).count()).resolves.toBe(0);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
