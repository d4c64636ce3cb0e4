import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routeTestEngines } from '@marquee/db/testing';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';

/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
async function expectToast(page: Page, text: string): Promise<void> {
  await eventually(() => toast(page, text).count(), `toast '${text}'`).toBeGreaterThan(0);
}

const utc = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date());
const today = () => utc({ year: 'numeric', month: 'long', day: 'numeric' });
const thisMonth = () => utc({ year: 'numeric', month: 'long' });

/** What has keyboard focus: its accessible-ish name (aria-label, else text) and input type. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      label: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      type: element?.getAttribute('type') ?? element?.tagName.toLowerCase() ?? '',
      inDialog: Boolean(element?.closest('[role="dialog"]')),
    };
  });

/** Presses Tab until `wanted` holds for the focused element (Chromium tabs through a date input's parts). */
async function tabUntil(page: Page, wanted: (now: Awaited<ReturnType<typeof focused>>) => boolean) {
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    if (wanted(await focused(page))) return;
  }
  throw new Error('Tab never reached the wanted control');
}

for (const engine of routeTestEngines())
  browserSuite(`watch diary in Chromium on ${engine}`, () => {
    const suite = useBrowserServer({ engine });

    it('a visitor sees no diary on the movie page and the sign-in prompt on /diary', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await page.goto('/movie/550');
      await eventually(() => page.getByRole('heading', { level: 1, name: 'Fight Club' }).isVisible()).toBe(
        true,
      );
      await eventually(() => page.getByRole('button', { name: 'Mark as Watched' }).isEnabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Log a watch' }).count()).toBe(0);
      await page.goto('/diary');
      await eventually(() =>
        page.getByRole('heading', { name: 'Sign in to see your diary' }).isVisible(),
      ).toBe(true);
      expect(await page.getByText('Authentication required. Please log in.').isVisible()).toBe(true);
      await context.close();
    });

    it('logs watches from the movie page, by mouse and by keyboard, and keeps the diary by month', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      const confirms: string[] = [];
      page.on('dialog', async (dialog) => {
        confirms.push(dialog.message());
        await dialog.accept();
      });
      await signInContext(suite.server, context, 'Diary Keeper');

      // Mark as Watched logs today's watch.
      await page.goto('/movie/550');
      const logButton = page.getByRole('button', { name: 'Log a watch' });
      await eventually(() => logButton.isVisible()).toBe(true);
      const line = page.getByTestId('movie-diary-line');
      expect(await line.count()).toBe(0);
      await page.getByRole('button', { name: 'Mark as Watched' }).click();
      await expectToast(page, 'Movie marked as watched!');
      await eventually(() => line.textContent()).toBe(`Watched once, last on ${today()}`);

      // Escape closes the dialog and gives focus back to the button that opened it.
      await logButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Log a watch' });
      await eventually(() => dialog.isVisible()).toBe(true);
      await eventually(() => focused(page)).toMatchObject({ type: 'date', inDialog: true });
      await page.keyboard.press('Escape');
      await eventually(() => dialog.count()).toBe(0);
      expect((await focused(page)).label).toBe('Log a watch');

      // A rewatch, keyboard only: rating with the arrow keys, a review, submit; focus stays inside the dialog.
      await page.keyboard.press('Enter');
      await eventually(() => focused(page)).toMatchObject({ type: 'date', inDialog: true });
      expect(await dialog.getByLabel('Date watched').inputValue()).toBe(
        new Date().toISOString().slice(0, 10),
      );
      await tabUntil(page, (now) => now.type === 'radio');
      expect((await focused(page)).label).toBe('No rating');
      for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowRight');
      expect((await focused(page)).label).toBe('8 out of 10');
      await page.keyboard.press('Tab');
      expect((await focused(page)).type).toBe('textarea');
      await page.keyboard.type('Better the second time.');
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        expect((await focused(page)).inDialog, 'Tab stays in the dialog').toBe(true);
      }
      await tabUntil(page, (now) => now.label === 'Log watch');
      await page.keyboard.press('Enter');
      await expectToast(page, 'Watch logged!');
      await eventually(() => dialog.count()).toBe(0);
      await eventually(() => line.textContent()).toBe(`Watched 2 times, last on ${today()}`);
      expect((await focused(page)).label).toBe('Log a watch');

      // Once the user has rated the movie, a new watch starts from that rating.
      await page.getByRole('button', { name: 'Rate 7 out of 10' }).click();
      await page.getByRole('button', { name: 'Submit Rating' }).click();
      await expectToast(page, 'Rating saved successfully!');
      await logButton.click();
      await eventually(() => dialog.isVisible()).toBe(true);
      await eventually(() => dialog.getByRole('radio', { name: '7 out of 10' }).isChecked()).toBe(true);
      await page.keyboard.press('Escape');
      await eventually(() => dialog.count()).toBe(0);
      await saveScreenshot(page, 'diary-movie-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, 'diary-movie-390');
      await page.setViewportSize({ width: 1440, height: 900 });

      // Earlier watches of other movies, so the diary has two months.
      for (const [tmdbId, watchedOn, rating] of [
        [680, '2026-01-20', 9],
        [27205, '2026-01-05', undefined],
      ] as const) {
        const response = await context.request.post('/api/diary', {
          headers: { origin: suite.server.baseUrl },
          data: { tmdb_id: tmdbId, watched_on: watchedOn, rating },
        });
        expect(response.status()).toBe(201);
      }

      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('link', { name: 'Diary', exact: true }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/diary');
      await eventually(() => page.getByRole('heading', { level: 1, name: 'Diary' }).isVisible()).toBe(true);
      await eventually(() => page.getByText('4 watches logged').isVisible()).toBe(true);
      const currentMonth = page.getByRole('region', { name: thisMonth() });
      const fightClub = currentMonth.getByRole('article', { name: /^Fight Club/ });
      await eventually(() => fightClub.count()).toBe(2);
      const rewatch = fightClub.filter({ hasText: 'Rewatch' });
      expect(await rewatch.count()).toBe(1);
      expect(await rewatch.getByText('8/10').isVisible()).toBe(true);
      expect(await rewatch.getByText('Better the second time.').isVisible()).toBe(true);
      const january = page.getByRole('region', { name: 'January 2026' });
      expect(await january.getByRole('article').count()).toBe(2);
      expect(await january.getByRole('link', { name: 'Pulp Fiction' }).isVisible()).toBe(true);

      await saveScreenshot(page, 'diary-1440');
      await page.setViewportSize({ width: 390, height: 844 });
      await eventually(() =>
        page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).toBe(true);
      await saveScreenshot(page, 'diary-390');

      // Edit the rewatch's rating in the same dialog.
      await rewatch.getByRole('button', { name: /^Edit Fight Club/ }).click();
      const editor = page.getByRole('dialog', { name: 'Edit diary entry' });
      await eventually(() => editor.isVisible()).toBe(true);
      expect(await editor.getByLabel('Review').inputValue()).toBe('Better the second time.');
      expect(await editor.getByRole('radio', { name: '8 out of 10' }).isChecked()).toBe(true);
      await saveScreenshot(page, 'diary-dialog-390');
      await page.setViewportSize({ width: 1440, height: 900 });
      await editor.getByText('10', { exact: true }).click();
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await expectToast(page, 'Diary entry updated!');
      await eventually(() => editor.count()).toBe(0);
      await eventually(() => rewatch.getByText('10/10').isVisible()).toBe(true);

      // Delete the first watch (after a confirmation).
      const firstWatch = fightClub.filter({ hasNotText: 'Rewatch' });
      await firstWatch.getByRole('button', { name: /^Delete Fight Club/ }).click();
      await expectToast(page, 'Diary entry deleted.');
      expect(confirms).toEqual([`Delete your watch of "Fight Club" on ${today()} from your diary?`]);
      await eventually(() => fightClub.count()).toBe(1);
      await eventually(() => page.getByText('3 watches logged').isVisible()).toBe(true);

      // The change survives a reload, and the movie page agrees.
      await page.reload();
      await eventually(() => page.getByRole('article', { name: /^Fight Club/ }).count()).toBe(1);
      expect(await page.getByText('10/10').isVisible()).toBe(true);
      // A page past the end (an old link) leads back to the entries.
      await page.goto('/diary?page=9');
      await eventually(() => page.getByRole('heading', { name: 'No entries on this page' }).isVisible()).toBe(
        true,
      );
      await page.getByRole('link', { name: 'Go to the newest entries' }).click();
      await eventually(() => page.getByRole('article').count()).toBe(3);
      await page.goto('/movie/550');
      await eventually(() => page.getByTestId('movie-diary-line').textContent()).toBe(
        `Watched once, last on ${today()}`,
      );
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('a new user finds an empty diary with a way forward', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
      await signInContext(suite.server, context, 'New Diarist');
      await page.goto('/diary');
      await eventually(() => page.getByRole('heading', { name: 'Your diary is empty' }).isVisible()).toBe(
        true,
      );
      await page.getByRole('link', { name: 'Find a movie' }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/');
      await context.close();
    });
  });
