import { expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { browserSuite, openPage, signInContext, useBrowserServer } from './support/index.ts';

const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

for (const engine of routeTestEngines())
  browserSuite(`Settings → Connections in Chromium on ${engine}`, () => {
    const suite = useBrowserServer({ engine });

    it('connects Jellyfin, copies the address, and shows a delivery in the log and the diary', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.server.baseUrl });
      await signInContext(suite.server, context, 'Connie');
      await page.goto('/settings/connections');
      await page.getByRole('button', { name: 'Connect Jellyfin' }).click();

      await page.getByRole('button', { name: 'Copy address' }).click();
      await eventually(() =>
        page.getByRole('status').filter({ hasText: 'Jellyfin address copied' }).count(),
      ).toBe(1);
      const address = await page.evaluate(() => navigator.clipboard.readText());
      expect(address).toMatch(new RegExp(`^${suite.server.baseUrl}/api/webhooks/jellyfin/[\\w-]{32}$`));
      expect(await page.getByRole('textbox', { name: 'Jellyfin webhook address' }).inputValue()).toBe(
        address,
      );

      // What the Jellyfin Webhook plugin sends with "Send All Properties" when a movie ends.
      const delivery = await fetch(address, {
        method: 'POST',
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: JSON.stringify({
          NotificationType: 'PlaybackStop',
          ItemType: 'Movie',
          Name: 'Fight Club',
          Year: 1999,
          Provider_tmdb: '550',
          PlayedToCompletion: true,
          NotificationUsername: 'connie',
        }),
      });
      expect(delivery.status).toBe(200);

      const log = page.getByRole('list', { name: 'Recent events' });
      await eventually(
        () => log.getByText('Fight Club (1999)', { exact: true }).count(),
        'the log shows the delivery',
      ).toBe(1);
      expect(await log.getByText('Logged', { exact: true }).count()).toBe(1);
      await page.goto('/diary');
      await eventually(() =>
        page
          .getByRole('link', { name: /Fight Club/ })
          .first()
          .isVisible(),
      ).toBe(true);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
