import { expect, it } from 'vitest';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { openDatabase } from '@marquee/db';
import { routeTestEngines } from '@marquee/db/testing';
import { seriousViolations } from './support/axe.ts';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const visible = (locator: Locator) => locator.isVisible();
/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });
async function expectToast(page: Page, text: string): Promise<void> {
  await eventually(() => toast(page, text).count(), `toast '${text}'`).toBeGreaterThan(0);
}

/** Creates a playlist with these movies through the real API and answers its id. */
async function playlistWith(request: APIRequestContext, origin: string, name: string, movies: number[]) {
  const headers = { origin };
  const created = await request.post('/api/playlists', { headers, data: { name } });
  const id = ((await created.json()) as { data: { playlist_id: number } }).data.playlist_id;
  for (const tmdbId of movies)
    await request.post(`/api/playlists/${id}/movies`, { headers, data: { tmdb_id: tmdbId } });
  return id;
}

/**
 * A diary entry written straight into the server's database (the diary's own routes are another feature's):
 * a rewatch of Fight Club, rated 9, with a review.
 */
async function writeDiaryEntry(request: APIRequestContext, databaseUrl: string): Promise<void> {
  const session = (await (await request.get('/api/auth/get-session')).json()) as { user: { id: string } };
  const database = openDatabase({ url: databaseUrl, poolSize: 1 });
  const stamp = new Date().toISOString();
  try {
    await database.db
      .insertInto('diary_entries')
      .values({
        user_id: session.user.id,
        tmdb_id: 550,
        title: 'Fight Club',
        poster_path: null,
        vote_average: 8.4,
        release_date: '1999-10-15',
        watched_on: '2026-03-02',
        rating: 9,
        review: 'Still sharp on a third watch.',
        is_rewatch: 1,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
  } finally {
    await database.close();
  }
}

/** The scripts a page loads that carry the schema library (zod): a visitor's public page must load none. */
function watchForZod(page: Page, origin: string): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.url().endsWith('.js'))
      scripts.push(response.text().then((body) => (body.includes('_zod') ? response.url() : '')));
  });
  return scripts;
}

/** Axe finds nothing serious; then a full-page screenshot from the top, as a reader first sees the page. */
async function checkPage(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page), name).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

async function hasNoHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

for (const engine of routeTestEngines())
  browserSuite(`public profiles and shared playlists in Chromium on ${engine}`, () => {
    const suite = useBrowserServer({ engine });

    it('an owner shares a playlist and a profile; a visitor sees only what was made public', async () => {
      const origin = suite.server.baseUrl;
      const owner = await openPage(suite.browser, origin, 'desktop');
      await owner.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      await signInContext(suite.server, owner.context, 'Rosa Reel');
      const { page } = owner;
      for (const tmdbId of [550, 680])
        await owner.context.request.post('/api/likes', { headers: { origin }, data: { tmdb_id: tmdbId } });
      const sharedId = await playlistWith(owner.context.request, origin, 'Space and dreams', [157336, 27205]);
      await playlistWith(owner.context.request, origin, 'Hidden guilty pleasures', [155]);
      await writeDiaryEntry(owner.context.request, suite.server.databaseUrl);

      // On /playlists each title says whether the playlist is shared and opens it.
      await page.goto('/playlists');
      const sharedRow = page.getByRole('region', { name: 'Space and dreams' });
      await eventually(() => visible(sharedRow.getByText('Private', { exact: true }))).toBe(true);
      await sharedRow.getByRole('link', { name: 'Space and dreams', exact: true }).click();
      await eventually(() => new URL(page.url()).pathname).toBe(`/playlist/${sharedId}`);
      // Two cards start at the left edge of the page, under the title, not centred in the grid's row.
      const grid = page.getByRole('list', { name: 'Space and dreams' });
      await eventually(() => grid.getByRole('listitem').count()).toBe(2);
      const titleBox = await page.getByRole('heading', { level: 1, name: 'Space and dreams' }).boundingBox();
      const firstCard = await grid.getByRole('listitem').first().boundingBox();
      expect(Math.abs(firstCard!.x - titleBox!.x)).toBeLessThan(2);

      // The owner makes the playlist public and copies its link.
      const publicSwitch = page.getByRole('switch', { name: 'Public' });
      await eventually(() => publicSwitch.getAttribute('aria-checked')).toBe('false');
      expect(await page.getByRole('button', { name: 'Copy link' }).count()).toBe(0);
      await publicSwitch.click();
      await expectToast(page, 'Playlist is now public');
      await eventually(() => publicSwitch.getAttribute('aria-checked')).toBe('true');
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expectToast(page, 'Link copied!');
      let link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${origin}/p/[A-Za-z0-9_-]{22,}$`));
      expect(await page.getByRole('textbox', { name: 'Share link' }).inputValue()).toBe(link);
      await checkPage(page, 'playlist-sharing-desktop');

      // A signed-out visitor opens the link and sees the movies, without the schema library.
      const visitor = await openPage(suite.browser, origin, 'desktop');
      const zodScripts = watchForZod(visitor.page, origin);
      await visitor.page.goto(link);
      await eventually(() =>
        visible(visitor.page.getByRole('heading', { level: 1, name: 'Space and dreams' })),
      ).toBe(true);
      const movies = visitor.page.getByRole('list', { name: 'Space and dreams' });
      await eventually(() => movies.getByRole('listitem').count()).toBe(2);
      expect(await visible(movies.getByRole('link', { name: /^Interstellar/ }))).toBe(true);
      expect(await visible(movies.getByRole('link', { name: /^Inception/ }))).toBe(true);
      expect(await visitor.page.getByText('A playlist by Rosa Reel').isVisible()).toBe(true);
      // Her profile isn't public yet: her name links nowhere.
      expect(await visitor.page.getByRole('link', { name: 'Rosa Reel' }).count()).toBe(0);
      await checkPage(visitor.page, 'shared-playlist-desktop');

      // Made private, the same link shows the designed page and nothing of the playlist.
      await publicSwitch.click();
      await expectToast(page, 'Playlist is now private');
      await eventually(() => publicSwitch.getAttribute('aria-checked')).toBe('false');
      await visitor.page.goto(link);
      await eventually(() =>
        visible(visitor.page.getByRole('heading', { name: "This playlist is private or doesn't exist" })),
      ).toBe(true);
      expect(await visitor.page.getByText('Interstellar').count()).toBe(0);
      await checkPage(visitor.page, 'shared-playlist-private-desktop');
      // Public again, a new link: the one handed out before stays dead.
      const revoked = link;
      await publicSwitch.click();
      const shareField = page.getByRole('textbox', { name: 'Share link' });
      await eventually(async () => ((await shareField.count()) ? shareField.inputValue() : revoked)).not.toBe(
        revoked,
      );
      link = await shareField.inputValue();
      expect(link).toMatch(new RegExp(`^${origin}/p/[A-Za-z0-9_-]{22,}$`));
      await visitor.page.goto(revoked);
      await eventually(() =>
        visible(visitor.page.getByRole('heading', { name: "This playlist is private or doesn't exist" })),
      ).toBe(true);

      // The owner picks a handle and turns the profile on, from the user menu's link.
      await page.getByRole('button', { name: 'Account menu for Rosa Reel' }).click();
      await page.getByRole('link', { name: 'Public profile' }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/settings/profile');
      const handleField = page.getByRole('textbox', { name: 'Handle' });
      await eventually(() => visible(handleField)).toBe(true);
      await handleField.fill('ab');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await eventually(() => visible(page.getByText('Handle must be 3 to 30 characters'))).toBe(true);
      const handle = `rosa-${Date.now().toString(36)}`;
      await handleField.fill(handle.toUpperCase());
      const profileSwitch = page.getByRole('switch', { name: 'Public profile' });
      await profileSwitch.click();
      expect(await profileSwitch.getAttribute('aria-checked')).toBe('true');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expectToast(page, 'Profile saved!');
      await eventually(() => handleField.inputValue()).toBe(handle);
      await eventually(() => visible(page.getByRole('link', { name: `${origin}/u/${handle}` }))).toBe(true);
      await checkPage(page, 'settings-profile-desktop');

      // The visitor opens the profile: favourites and the public playlist, never the private one.
      await visitor.page.goto(`/u/${handle}`);
      await eventually(() =>
        visible(visitor.page.getByRole('heading', { level: 1, name: 'Rosa Reel' })),
      ).toBe(true);
      expect(await visitor.page.getByText(`@${handle}`).isVisible()).toBe(true);
      const diary = visitor.page.getByRole('list', { name: 'Recent diary entries' });
      await eventually(() => diary.getByRole('listitem').count()).toBe(1);
      expect(await diary.textContent()).toContain('Watched March 2, 2026');
      expect(await diary.textContent()).toContain('Rated 9/10');
      expect(await diary.textContent()).toContain('Still sharp on a third watch.');
      const favourites = visitor.page.getByRole('list', { name: 'Favourites' });
      await eventually(() => favourites.getByRole('listitem').count()).toBe(2);
      expect(await visible(favourites.getByRole('link', { name: /^Fight Club/ }))).toBe(true);
      const playlists = visitor.page.getByRole('list', { name: 'Public playlists' });
      expect(await visible(playlists.getByRole('link', { name: /Space and dreams/ }))).toBe(true);
      expect(await visitor.page.getByText('Hidden guilty pleasures').count()).toBe(0);
      await checkPage(visitor.page, 'public-profile-desktop');
      // The playlist card leads to the shared playlist, whose owner now links back to the profile.
      await playlists.getByRole('link', { name: /Space and dreams/ }).click();
      await eventually(() => visitor.page.url()).toBe(link);
      await eventually(() => visible(visitor.page.getByRole('link', { name: 'Rosa Reel' }))).toBe(true);

      // Phone width: same content, nothing wider than the screen.
      await visitor.page.setViewportSize({ width: 390, height: 844 });
      await visitor.page.goto(`/u/${handle}`);
      await eventually(() =>
        visible(visitor.page.getByRole('heading', { level: 1, name: 'Rosa Reel' })),
      ).toBe(true);
      expect(await hasNoHorizontalScroll(visitor.page)).toBe(true);
      await checkPage(visitor.page, 'public-profile-phone');
      await visitor.page.goto(link);
      await eventually(() => movies.getByRole('listitem').count()).toBe(2);
      expect(await hasNoHorizontalScroll(visitor.page)).toBe(true);
      await checkPage(visitor.page, 'shared-playlist-phone');

      // Off again: the profile page is the designed 404, as for a handle nobody has.
      await profileSwitch.click();
      await page.getByRole('button', { name: 'Save profile' }).click();
      await eventually(() => visible(page.getByText('Your profile is private', { exact: false }))).toBe(true);
      for (const url of [`/u/${handle}`, '/u/nobody-has-this-handle']) {
        await visitor.page.goto(url);
        await eventually(() =>
          visible(visitor.page.getByRole('heading', { name: "This profile is private or doesn't exist" })),
        ).toBe(true);
      }
      await checkPage(visitor.page, 'public-profile-private-phone');

      expect(zodScripts.length).toBeGreaterThan(3);
      expect((await Promise.all(zodScripts)).filter(Boolean)).toEqual([]);
      expect(owner.pageErrors).toEqual([]);
      expect(visitor.pageErrors).toEqual([]);
      await visitor.context.close();
      await owner.context.close();
    });

    it('Delete Playlist asks in a dialog: Escape keeps the playlist, Delete removes it', async () => {
      const origin = suite.server.baseUrl;
      const { page, context } = await openPage(suite.browser, origin, 'phone');
      await signInContext(suite.server, context, 'Dee Leter');
      await playlistWith(context.request, origin, 'Maybe later', [550]);
      await page.goto('/playlists');
      const menu = page.getByRole('button', { name: 'Playlist menu for Maybe later' });
      await eventually(() => visible(menu)).toBe(true);

      await menu.click();
      await page.getByRole('menuitem', { name: 'Delete Playlist' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this playlist?' });
      await eventually(() => visible(dialog)).toBe(true);
      // Focus starts on Cancel and Tab stays inside the dialog.
      const focusedName = () => page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(await focusedName()).toBe('Cancel');
      await page.keyboard.press('Tab');
      expect(await focusedName()).toBe('Delete Playlist');
      await page.keyboard.press('Tab');
      expect(await focusedName()).toBe('Cancel');
      await checkPage(page, 'delete-playlist-dialog-phone');
      await page.keyboard.press('Escape');
      await eventually(() => dialog.count()).toBe(0);
      expect(await visible(page.getByRole('heading', { name: 'Maybe later' }))).toBe(true);
      expect(await page.getByText('Playlist deleted!').count()).toBe(0);

      await menu.click();
      await page.getByRole('menuitem', { name: 'Delete Playlist' }).click();
      await dialog.getByRole('button', { name: 'Delete Playlist' }).click();
      await expectToast(page, 'Playlist deleted!');
      await eventually(() => visible(page.getByRole('heading', { name: 'No Playlists Found' }))).toBe(true);
      const stored = await context.request.get('/api/playlists');
      expect(((await stored.json()) as { data: unknown[] }).data).toEqual([]);
      await context.close();
    });
  });
