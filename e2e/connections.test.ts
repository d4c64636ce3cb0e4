import { expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { browserSuite, openPage, signInContext, useBrowserServer } from './support/index.ts';

const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

for (const engine of routeTestEngines())
  browserSuite(`Settings → Connections in Chromium on ${engine}`, () => {
    const suite = useBrowserServer({ engine });

    it('connects Jellyfin, copies the address, shows a delivery in the log and the diary, and refuses bad tokens and writes by a read-only token', async () => {
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

      // A wrong secret and a made-up API token are refused.
      const wrongSecret = address.replace(/[\w-]{32}$/, 'x'.repeat(32));
      const refusedDelivery = await fetch(wrongSecret, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tmdb_id: 550 }),
      });
      expect(refusedDelivery.status).toBe(404);
      const api = (path: string, token: string, init: RequestInit = {}) =>
        fetch(`${suite.server.baseUrl}${path}`, {
          ...init,
          headers: { ...init.headers, authorization: `Bearer ${token}` },
        });
      expect((await api('/api/diary', `mqt_${'A'.repeat(43)}`)).status).toBe(401);

      // A read-only token made in Settings → API tokens (shown once) reads the diary but can't write.
      await page.goto('/settings/api-tokens');
      await page.getByRole('textbox', { name: 'Token name' }).fill('Diary reader');
      await page.getByRole('radio', { name: 'Read only' }).check();
      await page.getByRole('button', { name: 'Create token' }).click();
      const shown = page.getByRole('textbox', { name: 'New API token' });
      await eventually(() => shown.count(), 'the new token is shown').toBe(1);
      const token = await shown.inputValue();
      expect(token).toMatch(/^mqt_/);
      const diary = await api('/api/diary', token);
      expect(diary.status).toBe(200);
      const entries = ((await diary.json()) as { data: { entries: { tmdb_id: number }[] } }).data.entries;
      expect(entries.map((entry) => entry.tmdb_id)).toContain(550);
      const write = await api('/api/watch/status', token, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tmdb_id: 13, status: 'want_to_watch' }),
      });
      expect(write.status).toBe(403);
      const statuses = await api('/api/watch/status', token);
      expect(
        ((await statuses.json()) as { data: { tmdb_id: number }[] }).data.map((item) => item.tmdb_id),
      ).not.toContain(13);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
