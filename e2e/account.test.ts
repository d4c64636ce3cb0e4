import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { BrowserContext, Page } from 'playwright-core';
import { routeTestEngines } from '@marquee/db/testing';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';
import { seriousViolations } from './support/axe.ts';

/** signInContext's password. */
const FIRST_PASSWORD = 'popcorn-and-film';
const NEW_PASSWORD = 'stale-popcorn-2';

const visible = (locator: { isVisible(): Promise<boolean> }) => locator.isVisible();
/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

async function sessionEmail(context: BrowserContext): Promise<string> {
  const session = (await (await context.request.get('/api/auth/get-session')).json()) as {
    user: { email: string };
  };
  return session.user.email;
}

/** The newest link to `marker` in the mails the console mailer wrote to `to`. */
function latestLink(dataDir: string, to: string, marker: string): string | undefined {
  const mailDir = path.join(dataDir, 'mail');
  if (!fs.existsSync(mailDir)) return undefined;
  return fs
    .readdirSync(mailDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map(
      (file) => JSON.parse(fs.readFileSync(path.join(mailDir, file), 'utf8')) as { to: string; text: string },
    )
    .filter((mail) => mail.to === to)
    .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
    .filter((link) => link.includes(marker))
    .at(-1);
}

/** A sign-in from a fresh client: its HTTP status. */
async function signInStatus(page: Page, origin: string, email: string, password: string): Promise<number> {
  const context = await page.context().browser()!.newContext({ baseURL: origin });
  const answer = await context.request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: { email, password },
  });
  await context.close();
  return answer.status();
}

for (const engine of routeTestEngines())
  browserSuite(`account settings in Chromium on ${engine}`, () => {
    const suite = useBrowserServer({ engine });

    it('renames, changes the email and the password, exports a zip and deletes the account through the dialog', async () => {
      const origin = suite.server.baseUrl;
      const { page, context, pageErrors } = await openPage(suite.browser, origin, 'desktop');
      await signInContext(suite.server, context, 'Settings Tester');
      const firstEmail = await sessionEmail(context);
      const email = `moved-${firstEmail}`;
      await context.request.post('/api/likes', { headers: { origin }, data: { tmdb_id: 550 } });
      await context.request.post('/api/watch/status', {
        headers: { origin },
        data: { tmdb_id: 157336, status: 'watched' },
      });

      // The user menu leads to the settings page.
      await page.goto('/');
      await page.getByRole('button', { name: 'Account menu for Settings Tester' }).click();
      await page.getByRole('link', { name: 'Settings' }).click();
      await eventually(() => visible(page.getByRole('heading', { level: 1, name: 'Settings' }))).toBe(true);
      await eventually(() => visible(page.getByRole('heading', { name: 'Danger zone' }))).toBe(true);
      await saveScreenshot(page, 'settings-desktop');

      // Display name: the navbar follows.
      const name = page.getByLabel('Display name');
      await name.fill('Renamed Viewer');
      await page.getByRole('button', { name: 'Save name' }).click();
      await eventually(() => visible(page.getByText('Display name saved.'))).toBe(true);
      await eventually(() =>
        visible(page.getByRole('button', { name: 'Account menu for Renamed Viewer' })),
      ).toBe(true);

      // Email: it changes once the link sent to the new address is opened.
      await page.getByLabel('New email').fill(email);
      await page.getByRole('button', { name: 'Change email' }).click();
      await eventually(() =>
        visible(
          page.getByText(`We sent a confirmation link to ${email}. Your email changes once you open it.`),
        ),
      ).toBe(true);
      let link: string | undefined;
      await eventually(() => (link = latestLink(suite.server.dataDir, email, '/verify-email'))).toBeTruthy();
      await page.goto(link!);
      await eventually(() => visible(page.getByText('Your email address has been changed.'))).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/settings');
      await eventually(() => visible(page.getByText(`You sign in with ${email}.`))).toBe(true);
      expect(await signInStatus(page, origin, firstEmail, FIRST_PASSWORD)).toBe(401);

      // Password: a wrong current one is refused, then the new one signs in and the old one no longer does.
      await page.getByLabel('Current password').fill('not-the-password');
      await page.getByLabel('New password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await eventually(() => visible(page.getByText('Your current password is incorrect.'))).toBe(true);
      await page.getByLabel('Current password').fill(FIRST_PASSWORD);
      await page.getByLabel('New password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Change password' }).click();
      await eventually(() =>
        visible(page.getByText('Password changed. Your other devices have been signed out.')),
      ).toBe(true);
      expect(await signInStatus(page, origin, email, NEW_PASSWORD)).toBe(200);
      expect(await signInStatus(page, origin, email, FIRST_PASSWORD)).toBe(401);
      // This browser stays signed in (its session was renewed, the others ended).
      await page.reload();
      await eventually(() =>
        visible(page.getByRole('button', { name: 'Account menu for Renamed Viewer' })),
      ).toBe(true);

      // Export: the download is a zip with the user's movies.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^marquee-export-\d{4}-\d{2}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
      const json = JSON.parse(strFromU8(files['marquee.json']!)) as {
        user: { name: string; email: string };
        likes: { tmdb_id: number }[];
        watched: { tmdb_id: number }[];
      };
      expect(json.user).toEqual({ name: 'Renamed Viewer', email });
      expect(json.likes.map((movie) => movie.tmdb_id)).toEqual([550]);
      expect(json.watched.map((movie) => movie.tmdb_id)).toEqual([157336]);
      expect(strFromU8(files['diary.csv']!)).toMatch(
        /^tmdbID,imdbID,Title,Year,Rating10,WatchedDate,Rewatch,Review,Tags\r\n/,
      );
      expect(strFromU8(files['likes/films.csv']!)).toContain('550,Fight Club,1999');
      expect(strFromU8(files['watched.csv']!)).toContain('157336,Interstellar,2014');

      // Delete: the dialog keeps focus, refuses a wrong password, then signs out and goes home.
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
      await eventually(() => visible(dialog)).toBe(true);
      const password = dialog.getByLabel('Your password');
      await eventually(() => password.evaluate((input) => input === document.activeElement)).toBe(true);
      for (let step = 0; step < 5; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await eventually(() => dialog.count()).toBe(0);
      await page.getByRole('button', { name: 'Delete account' }).click();
      await password.fill('not-the-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await eventually(() => visible(dialog.getByText('Incorrect password.'))).toBe(true);
      await password.fill(NEW_PASSWORD);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/');
      await eventually(() =>
        visible(page.getByRole('status').filter({ hasText: 'Your account has been deleted.' })),
      ).toBe(true);
      await eventually(() => visible(page.getByRole('link', { name: 'Login' }))).toBe(true);
      expect(await signInStatus(page, origin, email, NEW_PASSWORD)).toBe(401);
      expect((await context.request.get('/api/likes')).status()).toBe(401);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('lays the settings page out on a 390 px phone without sideways scrolling', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
      await page.setViewportSize({ width: 390, height: 844 });
      await signInContext(suite.server, context, 'Phone Settings');
      await page.goto('/settings');
      await eventually(() => visible(page.getByRole('heading', { name: 'Danger zone' }))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'settings-phone');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Delete account' }).click();
      await eventually(() => visible(page.getByRole('alertdialog'))).toBe(true);
      await saveScreenshot(page, 'settings-phone-delete-dialog');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('asks a visitor to sign in', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await page.goto('/settings');
      await eventually(() =>
        visible(page.getByRole('heading', { name: 'Sign in to see your settings' })),
      ).toBe(true);
      await context.close();
    });
  });
