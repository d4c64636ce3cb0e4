import fs from 'node:fs';
import { expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';
import { seriousViolations } from './support/axe.ts';
import { reportTotal, uploadHeldExport } from './support/film-import.ts';
import { cardTitle } from './support/movie-card.ts';

/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

const header = 'Date,Name,Year,Letterboxd URI';
const lines = (...rows: string[]) => rows.join('\n') + '\n';
/** A small Letterboxd export of starter-catalog movies and one film no catalog has. */
const letterboxdZip = () =>
  Buffer.from(
    zipSync({
      'watched.csv': strToU8(
        lines(
          header,
          '2023-01-10,Fight Club,1999,https://boxd.it/a',
          '2023-02-11,"Godfather, The",1972,https://boxd.it/b',
          '2023-03-12,The Lamplighter of Vennick Moor,1961,https://boxd.it/c',
        ),
      ),
      'likes/films.csv': strToU8(lines(header, '2023-01-11,Fight Club,1999,https://boxd.it/a')),
    }),
  );

const openImportPage = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Import & export' }).click();
  await eventually(() => page.getByRole('heading', { level: 1, name: 'Import & export' }).isVisible()).toBe(
    true,
  );
};

browserSuite('importing a film history in Chromium', () => {
  const suite = useBrowserServer();

  it('uploads a Letterboxd zip with a progress bar, shows the report and downloads the unmatched rows', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await signInContext(suite.server, context, 'Import Tester');
    await openImportPage(page);
    await saveScreenshot(page, 'import-desktop-empty');

    const progress = page.getByRole('progressbar', { name: 'Import progress' });
    await uploadHeldExport(
      page,
      { name: 'letterboxd-tester-2024.zip', buffer: letterboxdZip() },
      async () => {
        await eventually(() => progress.isVisible()).toBe(true);
        expect(await page.getByText('Importing letterboxd-tester-2024.zip').isVisible()).toBe(true);
      },
    );

    await eventually(() => page.getByRole('heading', { name: 'Import finished' }).isVisible()).toBe(true);
    // Each figure says what it counts: rows of the file, or what they added to the library.
    expect(await reportTotal(page, 'Rows matched to a film').textContent()).toBe('3');
    expect(await reportTotal(page, 'Added to your library').textContent()).toBe('3');
    expect(await reportTotal(page, 'Rows with no film found').textContent()).toBe('1');
    expect(await page.getByText('of 4 rows, each found in the catalog').isVisible()).toBe(true);
    expect(
      await page
        .getByText('one row can add more than one: a diary entry also marks its film watched')
        .isVisible(),
    ).toBe(true);
    const table = page.getByRole('table', { name: 'Rows that matched no movie' });
    expect(await table.getByRole('row').count()).toBe(2);
    expect(
      await table.getByRole('cell', { name: 'The Lamplighter of Vennick Moor', exact: true }).isVisible(),
    ).toBe(true);
    expect(await progress.count()).toBe(0);
    await saveScreenshot(page, 'import-desktop-report');
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download unmatched rows (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('marquee-unmatched-rows.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('File,Line,Title,Year,imdbID,Reason');
    expect(csv).toContain('watched.csv,4,The Lamplighter of Vennick Moor,1961,');

    // What was imported is in the library.
    await page.goto('/liked');
    await eventually(() => cardTitle(page.getByRole('list', { name: 'Your Liked Movies' }))).toBe(
      'Fight Club',
    );
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('reports what it left out and why, in rows that stack on a phone with every reason on screen', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInContext(suite.server, context, 'Phone Report');
    await page.goto('/settings/data');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Import & export' }).isVisible()).toBe(
      true,
    );
    const zip = zipSync({
      'watched.csv': strToU8(
        lines(
          header,
          '2023-01-10,Fight Club,1999,https://boxd.it/a',
          '2023-03-12,The Lamplighter of Vennick Moor and the Very Long Night,1961,https://boxd.it/c',
        ),
      ),
      'profile.csv': strToU8(
        lines(
          'Date Joined,Username,Given Name,Family Name,Email Address,Location,Website,Bio,Pronoun,Favorite Films',
        ),
      ),
      'lists/rainy-sundays.csv': strToU8(
        lines(
          'Letterboxd list export v7',
          'Date,Name,Tags,URL,Description',
          '2023-03-01,Rainy Sundays,"cosy, slow",https://letterboxd.com/someone/list/rainy-sundays/,For grey afternoons.',
          '',
          'Position,Name,Year,URL,Description',
          '1,Interstellar,2014,https://boxd.it/l1,',
        ),
      ),
    });
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'letterboxd-phone-2024.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(zip),
    });
    await eventually(() => page.getByRole('heading', { name: 'Import finished' }).isVisible()).toBe(true);

    const leftOut = page.getByRole('table', { name: 'Rows left out of the import, and why' });
    expect(await page.getByRole('heading', { name: 'Rows left out (3)' }).isVisible()).toBe(true);
    for (const reason of [
      /^Profiles are not imported/,
      "The list's description is not kept: playlists here have a name only",
      "The list's tags (cosy, slow) are not kept: playlists here have no tags",
    ])
      expect(await leftOut.getByRole('cell', { name: reason }).isVisible(), String(reason)).toBe(true);
    expect(await leftOut.getByRole('cell', { name: 'profile.csv', exact: true }).isVisible()).toBe(true);

    // Every cell of both tables lies on the screen: nothing waits in a sideways scroller.
    const offScreen = await page.getByRole('table').evaluateAll((tables) =>
      tables.flatMap((table) =>
        [...table.querySelectorAll('td')]
          .filter((cell) => {
            const box = cell.getBoundingClientRect();
            return box.left < 0 || box.right > window.innerWidth;
          })
          .map((cell) => cell.textContent),
      ),
    );
    expect(offScreen).toEqual([]);
    const sideways = await page
      .getByRole('region', { name: /^Rows/ })
      .evaluateAll((scrollers) => scrollers.map((box) => box.scrollWidth - box.clientWidth));
    expect(sideways).toEqual([0, 0]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await leftOut.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'import-phone-report');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await saveScreenshot(page, 'import-desktop-left-out');
    await context.close();
  });

  it("shows a malformed file's error naming the file and line, and fits a phone screen", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await signInContext(suite.server, context, 'Phone Importer');
    await page.goto('/settings/data');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Import & export' }).isVisible()).toBe(
      true,
    );
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'ratings.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines(`${header},Rating`, '2024-01-01,"Fight Club,1999,https://boxd.it/a,4')),
    });
    await eventually(() => page.getByRole('alert').textContent()).toContain(
      'ratings.csv, line 2: a quoted field is never closed',
    );
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'import-phone-error');
    await context.close();
  });
});
