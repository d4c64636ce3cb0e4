import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '@marquee/db';
import { seriousViolations } from './support/axe.ts';
import {
  browserSuite,
  openPage,
  saveScreenshot,
  signInContext,
  useBrowserServer,
  useServer,
  type RunningServer,
} from './support/index.ts';

/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string, timeout = 15_000) =>
  expect.poll(read, { timeout, message });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
async function expectToast(page: Page, text: string): Promise<void> {
  await eventually(() => toast(page, text).count(), `toast '${text}'`).toBeGreaterThan(0);
}

/**
 * Federation on, over plain HTTP between two servers on 127.0.0.1: the test-only private-address setting, which
 * the API refuses with NODE_ENV=production.
 */
const FEDERATED = {
  env: { FEDERATION: 'on', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true', NODE_ENV: 'test' },
};
const hostOf = (server: RunningServer) => new URL(server.baseUrl).host;

/** Signs a new user in on `server` and gives them the public-profile `handle`. */
async function friendOn(server: RunningServer, context: BrowserContext, handle: string): Promise<void> {
  await signInContext(server, context, `${handle} name`);
  const profile = await context.request.put('/api/profile', {
    headers: { origin: server.baseUrl },
    data: { handle, is_public: true },
  });
  expect(profile.status()).toBe(200);
}

/** What B's server still has to deliver, and whether it has published entry `entryId` (or its deletion). */
async function deliveryState(server: RunningServer, entryId: number) {
  const { db, close } = openDatabase({ url: server.databaseUrl, poolSize: 1 });
  try {
    const queue = await db
      .selectFrom('federation_queue')
      .select((eb) => eb.fn.countAll<number>().as('waiting'))
      .executeTakeFirstOrThrow();
    const entry = await db
      .selectFrom('federation_entries')
      .select('sent_as')
      .where('entry_id', '=', entryId)
      .executeTakeFirst();
    return { waiting: Number(queue.waiting), published: Boolean(entry?.sent_as) };
  } finally {
    await close();
  }
}

/**
 * Issue #44's "Must show" through the web app, two real servers (each with its own data and PUBLIC_URL) and
 * Chromium: A follows B by @bruno@host, B accepts, B's rated watch shows on A's Friends page within 10 s and on
 * the film's page, "Only me" in its diary dialog takes it away and "Public" brings it back, its deletion takes
 * it away, and once B blocks A nothing more reaches A.
 */
browserSuite('friends across two servers in Chromium', () => {
  const suiteA = useBrowserServer(FEDERATED);
  const suiteB = useServer(FEDERATED);

  it('follows, accepts, sees a friend’s watch come and go, and stops at a block', async () => {
    const serverA = suiteA.server;
    const serverB = suiteB.server;
    const a = await openPage(suiteA.browser, serverA.baseUrl, 'desktop');
    const b = await openPage(suiteA.browser, serverB.baseUrl, 'phone');
    await friendOn(serverA, a.context, 'anna');
    await friendOn(serverB, b.context, 'bruno');
    const anna = `@anna@${hostOf(serverA)}`;
    const bruno = `@bruno@${hostOf(serverB)}`;

    // A: the Friends page first says federation is off for her; its settings turn it on.
    await a.page.goto('/friends');
    await a.page.getByRole('heading', { name: 'You are not on the fediverse yet' }).waitFor();
    await a.page.getByRole('link', { name: 'Friend settings' }).click();
    const federationSwitch = (page: Page) => page.getByRole('switch', { name: 'Federation for me' });
    await federationSwitch(a.page).click();
    await expectToast(a.page, 'Friend settings saved');
    await eventually(() => federationSwitch(a.page).getAttribute('aria-checked')).toBe('true');
    expect(await a.page.getByText(`Your address: ${anna}`).isVisible()).toBe(true);

    // B (on a phone): federation on, follow requests by hand, by keyboard.
    await b.page.goto('/settings/friends');
    await federationSwitch(b.page).focus();
    await b.page.keyboard.press('Space');
    await eventually(() => federationSwitch(b.page).getAttribute('aria-checked')).toBe('true');
    const autoAccept = b.page.getByRole('switch', { name: 'Accept follow requests automatically' });
    await eventually(() => autoAccept.isEnabled()).toBe(true);
    await autoAccept.focus();
    await b.page.keyboard.press('Enter');
    await eventually(() => autoAccept.getAttribute('aria-checked')).toBe('false');
    // Two changes in a row, each saved at once: one toast says so, not one stacked per change.
    await expectToast(b.page, 'Friend settings saved');
    expect(await toast(b.page, 'Friend settings saved').count()).toBe(1);
    await saveScreenshot(b.page, 'friend-settings-phone');

    // A follows B by address; a mistyped one is refused under the field.
    await a.page.goto('/friends');
    const address = a.page.getByLabel('Their address');
    await address.fill('nobody');
    await a.page.getByRole('button', { name: 'Follow', exact: true }).click();
    await eventually(() => a.page.getByText('must be written @name@host').isVisible()).toBe(true);
    await address.fill(bruno);
    await address.press('Enter');
    await expectToast(a.page, `Follow request sent to ${bruno}`);
    const following = a.page.getByRole('list', { name: 'Following' });
    await eventually(() => following.getByText('Waiting for them to accept').isVisible()).toBe(true);

    // B accepts the request on his Friends page.
    await b.page.goto('/friends');
    const accept = b.page.getByRole('button', { name: `Accept ${anna}` });
    await eventually(() => accept.isVisible(), 'the follow request reaches B').toBe(true);
    await accept.click();
    await expectToast(b.page, `${anna} now follows you`);
    await eventually(() => following.getByText('Waiting for them to accept').count()).toBe(0);
    await eventually(() => following.getByText(bruno).isVisible()).toBe(true);
    expect(await seriousViolations(a.page)).toEqual([]);

    // B logs a watch with a rating: A's open Friends page shows it within 10 s, without a reload.
    const headersB = { origin: serverB.baseUrl };
    const logged = await b.context.request.post('/api/diary', {
      headers: headersB,
      data: { tmdb_id: 603, rating: 8, review: 'Still strange, still great.' },
    });
    expect(logged.status()).toBe(201);
    const entryId = ((await logged.json()) as { data: { entry_id: number } }).data.entry_id;
    const post = a.page.getByRole('article', { name: 'bruno name on The Matrix' });
    await eventually(() => post.isVisible(), 'B’s watch on A’s Friends page', 10_000).toBe(true);
    expect(await post.getByText('Rated 8 out of 10').count()).toBe(1);
    expect(await post.getByText('Still strange, still great.').isVisible()).toBe(true);
    await saveScreenshot(a.page, 'friends-desktop');
    await a.page.setViewportSize({ width: 390, height: 844 });
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(a.page)).toEqual([]);
    await saveScreenshot(a.page, 'friends-phone');
    await a.page.setViewportSize({ width: 1440, height: 900 });

    // The film's page has "Friends who watched this" with B's rating; another film's page has no such section.
    await a.page.goto('/movie/603');
    const friendsSection = a.page.getByRole('region', { name: 'Friends who watched this' });
    await eventually(() => friendsSection.getByText('Rated 8 out of 10').count()).toBe(1);
    await a.page.goto('/movie/550');
    await a.page.getByRole('heading', { level: 1, name: 'Fight Club' }).waitFor();
    await a.page.waitForLoadState('networkidle');
    expect(await friendsSection.count()).toBe(0);

    // B (on a phone) makes it "Only me" in the diary entry's dialog: it leaves A's page. Opened again, the
    // dialog reads that choice back, and "Public" brings it back.
    await a.page.goto('/friends');
    await post.waitFor();
    const whoCanSee = async (choice: 'Only me' | 'Public') => {
      await b.page.goto('/diary');
      await b.page.getByRole('button', { name: /^Edit The Matrix on / }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Edit diary entry' });
      const group = dialog.getByRole('group', { name: 'Who can see this' });
      await group.waitFor();
      await group.getByText(choice, { exact: true }).click();
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(b.page, 'Diary entry updated!');
      await eventually(() => dialog.count()).toBe(0);
    };
    await whoCanSee('Only me');
    await eventually(() => post.count(), 'the watch made "Only me" leaves A’s page').toBe(0);
    await b.page.getByRole('button', { name: /^Edit The Matrix on / }).click();
    const onlyMe = b.page.getByRole('radio', { name: 'Only me' });
    await eventually(() => onlyMe.isChecked()).toBe(true);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(b.page)).toEqual([]);
    await saveScreenshot(b.page, 'diary-visibility-phone');
    await whoCanSee('Public');
    await eventually(() => post.count(), 'made public again, it is back on A’s page').toBe(1);

    // B deletes it, and it leaves A's page.
    expect((await b.context.request.delete(`/api/diary/${entryId}`, { headers: headersB })).status()).toBe(
      200,
    );
    await eventually(() => post.count(), 'the deleted watch leaves A’s page').toBe(0);

    // B blocks A from his followers: A no longer follows B, and B's next watch never reaches A.
    await b.page.goto('/friends');
    await b.page.getByRole('button', { name: `Block ${anna}` }).click();
    await expectToast(b.page, `Blocked ${anna}`);
    await eventually(() => b.page.getByText('Nobody follows you yet').isVisible()).toBe(true);
    await eventually(() => following.count(), 'the Block reaches A').toBe(0);
    const next = await b.context.request.post('/api/diary', {
      headers: headersB,
      data: { tmdb_id: 550, rating: 6 },
    });
    expect(next.status()).toBe(201);
    const nextId = ((await next.json()) as { data: { entry_id: number } }).data.entry_id;
    await eventually(() => deliveryState(serverB, nextId), 'B has published and delivered all').toEqual({
      waiting: 0,
      published: true,
    });
    await a.page.reload();
    await a.page.getByRole('heading', { name: 'Nothing from friends yet' }).waitFor();
    expect(await a.page.getByRole('article').count()).toBe(0);

    expect(a.pageErrors).toEqual([]);
    expect(b.pageErrors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
