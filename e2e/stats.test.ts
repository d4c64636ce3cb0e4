import { expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '@marquee/db';
import { routeTestEngines } from '@marquee/db/testing';
import {
  browserSuite,
  openPage,
  saveScreenshot,
  signInContext,
  useBrowserServer,
  type RunningServer,
} from './support/index.ts';
import { seriousViolations } from './support/axe.ts';

/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

/** A string only Chart.js's code contains, to tell which pages load it. */
const CHART_LIBRARY_MARKER = 'Failed to create chart';

const WATCHES = [
  { tmdb_id: 550, title: 'Fight Club', watched_on: '2023-03-10', rating: 8 },
  { tmdb_id: 27205, title: 'Inception', watched_on: '2023-11-02', rating: 9 },
  { tmdb_id: 157336, title: 'Interstellar', watched_on: '2024-01-05', rating: 10 },
  { tmdb_id: 550, title: 'Fight Club', watched_on: '2024-01-20', rating: null },
  { tmdb_id: 155, title: 'The Dark Knight', watched_on: '2024-02-14', rating: 7 },
  { tmdb_id: 157336, title: 'Interstellar', watched_on: '2024-06-01', rating: 9 },
];

/**
 * Writes diary entries straight into the server's database, as the diary feature would: this branch has no
 * API that logs a watch on a chosen day.
 */
async function logWatches(server: RunningServer, context: BrowserContext): Promise<void> {
  const session = await context.request.get('/api/auth/get-session');
  const userId = ((await session.json()) as { user: { id: string } }).user.id;
  const { db, close } = openDatabase({ url: server.databaseUrl });
  const now = new Date().toISOString();
  try {
    await db
      .insertInto('diary_entries')
      .values(
        WATCHES.map((watch) => ({
          ...watch,
          user_id: userId,
          poster_path: null,
          vote_average: 0,
          release_date: null,
          review: null,
          is_rewatch: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  } finally {
    await close();
  }
}

/**
 * Marks films watched straight in the database, the diary's films and two it lacks (as an import of
 * Letterboxd's watched.csv leaves them: watched on no known day).
 */
async function markWatched(server: RunningServer, context: BrowserContext): Promise<void> {
  const session = await context.request.get('/api/auth/get-session');
  const userId = ((await session.json()) as { user: { id: string } }).user.id;
  const films = new Map(WATCHES.map((watch) => [watch.tmdb_id, watch.title]));
  films.set(238, 'The Godfather').set(680, 'Pulp Fiction');
  const { db, close } = openDatabase({ url: server.databaseUrl });
  const now = new Date().toISOString();
  try {
    await db
      .insertInto('watch_status')
      .values(
        [...films].map(([tmdbId, title]) => ({
          user_id: userId,
          tmdb_id: tmdbId,
          title,
          poster_path: null,
          vote_average: 0,
          status: 'watched' as const,
          updated_at: now,
        })),
      )
      .execute();
  } finally {
    await close();
  }
}

/** The rows of a chart's table alternative, as [label, value] pairs. */
const tableRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent?.trim())));

for (const engine of routeTestEngines())
  browserSuite(`stats in Chromium on ${engine}`, () => {
    const suite = useBrowserServer({ engine });

    it('a visitor is asked to sign in, and a user with an empty diary is shown the way to import one', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await page.goto('/stats');
      await eventually(() =>
        page.getByRole('heading', { name: 'Sign in to see your stats' }).isVisible(),
      ).toBe(true);
      expect(await page.getByText('Authentication required. Please log in.').isVisible()).toBe(true);

      await signInContext(suite.server, context, 'Empty Diary');
      await page.reload();
      await eventually(() =>
        page.getByRole('heading', { name: 'No films in your diary yet' }).isVisible(),
      ).toBe(true);
      const importLink = page.getByRole('link', { name: 'Import your history' });
      expect(await importLink.getAttribute('href')).toBe('/settings/data');
      expect(await page.getByText('Mark movies as watched or import your history').isVisible()).toBe(true);
      await context.close();
    });

    it('a user with watched films sees their numbers and charts, and choosing a year changes the review', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await signInContext(suite.server, context, 'Stats Tester');
      await logWatches(suite.server, context);

      // Reached from the user menu.
      await page.goto('/');
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('link', { name: 'Stats' }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/stats');

      await eventually(() =>
        page.getByRole('heading', { level: 2, name: 'Your 2024 in review' }).isVisible(),
      ).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your Stats');
      // 139 + 148 + 169 + 139 + 152 + 169 minutes.
      expect(
        await page.getByText('Your diary since 2023: 6 watches of 4 films, 15.3 hours').isVisible(),
      ).toBe(true);

      const numbers = page.locator('dl[aria-label="2024 in numbers"]');
      await eventually(() => numbers.textContent()).toContain('Watches logged4');
      expect(await numbers.textContent()).toContain('Rewatches2');
      expect(await numbers.textContent()).toContain('Most-watched genreDrama');

      // Every chart is drawn, and says the same in its table.
      for (const name of [
        'Films per month in 2024',
        'Films per year',
        'Hours per year',
        'Your ratings',
        'Top genres',
      ]) {
        const chart = page.getByRole('img', { name });
        await eventually(() => chart.evaluate((element) => element.tagName), name).toBe('CANVAS');
        // Chart.js has drawn: the canvas was sized to its box.
        expect(await chart.evaluate((canvas) => (canvas as HTMLCanvasElement).width), name).toBeGreaterThan(
          100,
        );
      }
      expect(await tableRows(page, 'Films per year')).toEqual([
        ['2023', '2'],
        ['2024', '4'],
      ]);
      expect(await tableRows(page, 'Hours per year')).toEqual([
        ['2023', '4.8 h'],
        ['2024', '10.5 h'],
      ]);
      expect((await tableRows(page, 'Your ratings')).filter(([, films]) => films !== '0')).toEqual([
        ['7', '1'],
        ['8', '1'],
        ['9', '2'],
      ]);
      expect((await tableRows(page, 'Films per month in 2024')).slice(0, 3)).toEqual([
        ['Jan', '2'],
        ['Feb', '1'],
        ['Mar', '0'],
      ]);
      expect(await page.getByRole('list', { name: 'Top directors' }).textContent()).toBe(
        'Christopher Nolan3 filmsDavid Fincher1 film',
      );
      expect(
        await page.getByRole('list', { name: 'Top rated of 2024' }).getByRole('listitem').allTextContents(),
      ).toEqual(['1Interstellar9 out of 10', '2Fight Club8 out of 10', '3The Dark Knight7 out of 10']);
      await saveScreenshot(page, 'stats-desktop');
      expect(await seriousViolations(page)).toEqual([]);

      // The review follows the chosen year, and the address keeps it.
      const year = page.getByRole('combobox', { name: 'Year' });
      await year.focus();
      await year.selectOption('2023');
      await eventually(() =>
        page.getByRole('heading', { level: 2, name: 'Your 2023 in review' }).isVisible(),
      ).toBe(true);
      expect(new URL(page.url()).searchParams.get('year')).toBe('2023');
      await eventually(() => tableRows(page, 'Films per month in 2023')).toContainEqual(['Mar', '1']);
      expect(await page.locator('dl[aria-label="2023 highlights"]').textContent()).toContain(
        'First filmFight ClubMarch 10',
      );
      expect(
        await page.getByRole('list', { name: 'Top rated of 2023' }).getByRole('listitem').allTextContents(),
      ).toEqual(['1Inception9 out of 10', '2Fight Club8 out of 10']);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('Stats and Watched each say what they count, so 6 watches of 4 films and 6 watched films agree', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
      await page.setViewportSize({ width: 390, height: 844 });
      await signInContext(suite.server, context, 'Counts Tester');
      await logWatches(suite.server, context);
      await markWatched(suite.server, context);

      await page.goto('/stats');
      const header = page
        .locator('header')
        .filter({ has: page.getByRole('heading', { name: 'Your Stats' }) });
      await eventually(() => header.getByText(/^Your diary since 2023:/).isVisible()).toBe(true);
      expect(await header.innerText()).toContain('Your diary since 2023: 6 watches of 4 films, 15.3 hours');
      expect(await header.innerText()).toContain(
        "Stats add up your diary: each watch on its day, rewatches included. Your Watched list counts 6 films marked watched; 2 of them have no diary entry, so they aren't counted here.",
      );
      await saveScreenshot(page, 'stats-counts-phone');
      await header.getByRole('link', { name: 'Watched list' }).click();
      await eventually(() => page.getByText('You have watched 6 movie(s)').isVisible()).toBe(true);
      expect(
        await page.getByText('Every film you marked as watched, with or without a date.').isVisible(),
      ).toBe(true);
      expect(await page.getByRole('link', { name: 'Stats', exact: true }).getAttribute('href')).toBe(
        '/stats',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'watched-counts-phone');
      await context.close();
    });

    it('at 390 px the page fits the screen', async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
      await page.setViewportSize({ width: 390, height: 844 });
      await signInContext(suite.server, context, 'Phone Stats');
      await logWatches(suite.server, context);
      await page.goto('/stats');
      await eventually(() => page.getByRole('img', { name: 'Top genres' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'stats-phone');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it("only the stats page loads the chart library: a visitor's home and movie pages do not", async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
      const checked: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(suite.server.baseUrl) && response.url().endsWith('.js'))
          checked.push(
            response.text().then((body) => (body.includes(CHART_LIBRARY_MARKER) ? response.url() : '')),
          );
      });
      const chartScripts = async () => (await Promise.all(checked)).filter(Boolean);
      for (const url of ['/', '/movie/157336']) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
      }
      expect(checked.length).toBeGreaterThan(3);
      expect(await chartScripts()).toEqual([]);

      await signInContext(suite.server, context, 'Chart Loader');
      await logWatches(suite.server, context);
      await page.goto('/stats');
      await eventually(() => page.getByRole('img', { name: 'Films per year' }).isVisible()).toBe(true);
      expect(await chartScripts()).toHaveLength(1);
      await context.close();
    });
  });
