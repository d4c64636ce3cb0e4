import { expect, it } from 'vitest';
import { browserSuite, openPage, signInContext, useBrowserServer } from './support/index.ts';

// The test server's PUBLIC_URL is http://127.0.0.1:<port>; these pages are opened at http://localhost:<port>.
browserSuite('addresses handed to other apps use PUBLIC_URL, in Chromium', () => {
  const suite = useBrowserServer();
  const openedAt = () => suite.server.baseUrl.replace('127.0.0.1', 'localhost');

  it('builds the webhook and calendar addresses on PUBLIC_URL and says the page is open elsewhere', async () => {
    const { page, context } = await openPage(suite.browser, openedAt(), 'desktop');
    await signInContext(suite.server, context, 'Lou');

    await page.goto('/settings/connections');
    await page.getByRole('button', { name: 'Connect Jellyfin' }).click();
    const webhook = page.getByRole('textbox', { name: 'Jellyfin webhook address' });
    // Until the server's settings arrive the address is built on the page's origin; then on PUBLIC_URL.
    await expect
      .poll(() => webhook.inputValue())
      .toMatch(new RegExp(`^${suite.server.baseUrl}/api/webhooks/jellyfin/[\\w-]{32}$`));
    const caveat = `You opened Marquee at ${openedAt()}; addresses here use the site's public address, ${suite.server.baseUrl}.`;
    expect(await page.getByRole('note').filter({ hasText: caveat }).count()).toBe(1);

    await page.goto('/settings/api-tokens');
    await page.getByRole('button', { name: 'Create calendar address' }).click();
    const calendar = page.getByRole('textbox', { name: 'Calendar address' });
    await expect.poll(() => calendar.inputValue()).toMatch(new RegExp(`^${suite.server.baseUrl}/`));
    expect(await page.getByRole('note').filter({ hasText: caveat }).count()).toBe(1);
  });

  it('says nothing when the page is open at PUBLIC_URL', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await signInContext(suite.server, context, 'Max');
    await page.goto('/settings/connections');
    await page.getByRole('button', { name: 'Connect Jellyfin' }).click();
    const webhook = page.getByRole('textbox', { name: 'Jellyfin webhook address' });
    await expect
      .poll(() => webhook.inputValue())
      .toMatch(new RegExp(`^${suite.server.baseUrl}/api/webhooks/`));
    expect(await page.getByRole('note').count()).toBe(0);
  });
});
