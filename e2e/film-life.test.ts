import { expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { reportTotal, uploadHeldExport } from './support/film-import.ts';
import { browserSuite, openPage, signInContext, useBrowserServer } from './support/index.ts';

/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

const lines = (...rows: string[]) => rows.join('\n') + '\n';
/** A Letterboxd export: three diary entries over two years and one list, all starter-catalog movies. */
const letterboxdZip = () =>
  Buffer.from(
    zipSync({
      'diary.csv': strToU8(
        lines(
          'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date',
          '2023-05-01,Interstellar,2014,https://boxd.it/a1,4.5,,,2023-05-01',
          '2024-02-10,Fight Club,1999,https://boxd.it/a2,4,,"cult, with friends",2024-02-10',
          '2024-02-20,Inception,2010,https://boxd.it/a3,3.5,,,2024-02-20',
        ),
      ),
      'lists/road-trip.csv': strToU8(
        lines(
          'Letterboxd list export v7',
          'Date,Name,Tags,URL,Description',
          '2024-01-01,Road Trip,,https://letterboxd.com/someone/list/road-trip/,',
          '',
          'Position,Name,Year,URL,Description',
          '1,The Matrix,1999,https://boxd.it/b1,',
          '2,Spirited Away,2001,https://boxd.it/b2,',
        ),
      ),
    }),
  );

const openFromUserMenu = async (page: Page, link: string) => {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: link, exact: true }).click();
};

browserSuite('film life in Chromium: import, diary, stats, a shared playlist', () => {
  const suite = useBrowserServer();

  it('imports a Letterboxd zip with progress and a report, then finds it in the diary, the stats and a shared playlist', async () => {
    const origin = suite.server.baseUrl;
    const { page, context, pageErrors } = await openPage(suite.browser, origin, 'desktop');
    await signInContext(suite.server, context, 'Lena Letterboxd');
    await page.goto('/');
    await openFromUserMenu(page, 'Import & export');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Import & export' }).isVisible()).toBe(
      true,
    );

    await uploadHeldExport(page, { name: 'letterboxd-lena-2024.zip', buffer: letterboxdZip() }, async () => {
      await eventually(() => page.getByRole('progressbar', { name: 'Import progress' }).isVisible()).toBe(
        true,
      );
    });
    await eventually(() => page.getByRole('heading', { name: 'Import finished' }).isVisible()).toBe(true);
    expect(await reportTotal(page, 'Rows matched to a film').textContent()).toBe('5');
    expect(await reportTotal(page, 'Rows with no film found').textContent()).toBe('0');

    // The diary holds the three watches under their months.
    await openFromUserMenu(page, 'Diary');
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Diary' }).isVisible()).toBe(true);
    const february = page.getByRole('region', { name: 'February 2024' });
    await eventually(() => february.getByRole('article').count()).toBe(2);
    expect(await february.getByRole('link', { name: 'Fight Club' }).isVisible()).toBe(true);
    // Its Letterboxd tags show on the entry.
    expect(
      await february.getByRole('list', { name: 'Tags' }).getByRole('listitem').allTextContents(),
    ).toEqual(['cult', 'with friends']);
    expect(await page.getByRole('region', { name: 'May 2023' }).getByRole('article').count()).toBe(1);

    // The stats count them and review the latest year.
    await openFromUserMenu(page, 'Stats');
    await eventually(() =>
      page.getByRole('heading', { level: 2, name: 'Your 2024 in review' }).isVisible(),
    ).toBe(true);
    expect(
      await page.getByText(/^Your diary since 2023: 3 watches of 3 films, [\d.]+ hours$/).isVisible(),
    ).toBe(true);

    // The imported list is a playlist; made public, its link opens for someone signed out.
    await page.goto('/playlists');
    await page.getByRole('button', { name: 'Playlist menu for Road Trip' }).click();
    await page.getByRole('menuitem', { name: 'View All' }).click();
    const publicSwitch = page.getByRole('switch', { name: 'Public' });
    await eventually(() => publicSwitch.getAttribute('aria-checked')).toBe('false');
    await publicSwitch.click();
    await eventually(() => publicSwitch.getAttribute('aria-checked')).toBe('true');
    const shareLink = page.getByRole('textbox', { name: 'Share link' });
    await eventually(() => shareLink.inputValue()).toMatch(new RegExp(`^${origin}/p/[A-Za-z0-9_-]{22,}$`));
    const link = await shareLink.inputValue();

    const visitor = await openPage(suite.browser, origin, 'phone');
    await visitor.page.goto(link);
    await eventually(() =>
      visitor.page.getByRole('heading', { level: 1, name: 'Road Trip' }).isVisible(),
    ).toBe(true);
    const movies = visitor.page.getByRole('list', { name: 'Road Trip' });
    await eventually(() => movies.getByRole('listitem').count()).toBe(2);
    expect(await movies.getByRole('link', { name: /^The Matrix/ }).isVisible()).toBe(true);
    // In the list's Letterboxd order.
    const titles = await movies.getByRole('listitem').allTextContents();
    expect(titles.findIndex((text) => text.includes('The Matrix'))).toBe(0);
    expect(titles.findIndex((text) => text.includes('Spirited Away'))).toBe(1);
    expect(pageErrors).toEqual([]);
    await visitor.context.close();
    await context.close();
  });
});
