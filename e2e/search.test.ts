import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openInApp } from './support/in-app.ts';
import { browserSuite, openPage, saveScreenshot, useBrowserServer } from './support/index.ts';

const path = (page: Page) => decodeURIComponent(new URL(page.url()).pathname);
const history = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('movie_search_history') ?? '[]') as string[]);

browserSuite('search: desktop dropdown, results pages and mobile overlay', () => {
  const suite = useBrowserServer();

  it('desktop: typing "interst" suggests Interstellar; arrow keys and Enter open it', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/');
    await page.getByRole('button', { name: 'Search movies' }).click();
    const input = page.getByRole('combobox', { name: 'Search movies' });
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    // Short input: the popular searches.
    for (const term of ['Final Destination', 'Mission Impossible', 'Stree 2', 'Interstellar']) {
      expect(await page.getByRole('button', { name: term, exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Submit search' }).isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await page.getByRole('button', { name: 'Submit search' }).isDisabled()).toBe(true);

    await input.fill('interst');
    await expect.poll(() => page.getByText('Searching...').isVisible()).toBe(true);
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect.poll(() => suggestions.getByRole('option').first().textContent()).toContain('Interstellar');
    expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(6);
    expect(await page.getByRole('button', { name: 'View all results for "interst"' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'search-desktop-suggestions');
    await input.press('ArrowDown');
    await expect
      .poll(() => suggestions.getByRole('option', { selected: true }).textContent())
      .toContain('Interstellar');
    await input.press('Enter');
    await expect.poll(() => path(page)).toBe('/movie/157336');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Interstellar' }).isVisible())
      .toBe(true);
    expect(await suggestions.isVisible()).toBe(false);

    // A query with no match says so; Escape closes the panel.
    await page.getByRole('button', { name: 'Search movies' }).click();
    await input.fill('qqzzxxvv');
    await expect.poll(() => page.getByText('No suggestions found').isVisible()).toBe(true);
    await input.press('Escape');
    await expect.poll(() => input.isVisible()).toBe(false);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('desktop: suggestions put titles starting with the typed word before matches deep in a title', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/');
    await page.getByRole('button', { name: 'Search movies' }).click();
    const input = page.getByRole('combobox', { name: 'Search movies' });
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    // Each suggestion names its title (with its year): read as the titles the starter catalog has for these.
    const titles = ['Interstellar', 'The Intouchables', 'Spider-Man: Into the Spider-Verse', 'Inside Out'];
    const suggested = async () =>
      (await suggestions.getByRole('option').allTextContents()).map(
        (text) => titles.find((title) => text.includes(title)) ?? text,
      );

    await input.fill('int');
    await expect
      .poll(suggested)
      .toEqual(['Interstellar', 'The Intouchables', 'Spider-Man: Into the Spider-Verse']);
    await saveScreenshot(page, 'search-desktop-ranking');
    // "Winter" is one letter from "inter", but people rarely mistype a first letter: The Winter Soldier is not
    // suggested (it used to be, second).
    await input.fill('inter');
    await expect.poll(suggested).toEqual(['Interstellar']);
    await input.fill('ins');
    await expect.poll(suggested).toEqual(['Inside Out']);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('desktop: submitting "godfather" shows its results and keeps it in the history; a broad query pages to page 2', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/');
    await page.getByRole('button', { name: 'Search movies' }).click();
    const input = page.getByRole('combobox', { name: 'Search movies' });
    await input.fill('godfather');
    // The input is disabled while the submit spinner shows: the page itself records it, so no timing can miss it.
    await input.evaluate((element: HTMLInputElement) => {
      const record = window as unknown as { searchInputWasDisabled?: boolean };
      new MutationObserver(() => {
        if (element.disabled) record.searchInputWasDisabled = true;
      }).observe(element, { attributes: true, attributeFilter: ['disabled'] });
    });
    await input.press('Enter');
    await expect.poll(() => path(page)).toBe('/search/godfather');
    expect(
      await page.evaluate(
        () => (window as unknown as { searchInputWasDisabled?: boolean }).searchInputWasDisabled,
      ),
    ).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Search results for "godfather"');
    await expect.poll(() => page.getByText(/^Found \d+ results on page 1 of 1$/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /^The Godfather/ }).count()).toBeGreaterThanOrEqual(2);
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    expect(await history(page)).toEqual(['godfather']);

    // Recent searches appear (newest first, case-insensitively unique) when the input is short.
    await page.getByRole('button', { name: 'Search movies' }).click();
    await page.getByRole('button', { name: 'Interstellar', exact: true }).click();
    await expect.poll(() => path(page)).toBe('/search/Interstellar');
    await page.getByRole('button', { name: 'Search movies' }).click();
    await input.fill('GODFATHER');
    await input.press('Enter');
    await expect.poll(() => path(page)).toBe('/search/GODFATHER');
    expect(await history(page)).toEqual(['GODFATHER', 'Interstellar']);
    // A recent search runs again with one press. The pages from here on are reached in the app, as its links do
    // (a full load of a page of cards costs Chromium two to four times what the router's drawing of it does).
    await openInApp(page, '/');
    await page.getByRole('button', { name: 'Search movies' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Recent searches' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'search-desktop-history');
    await page.getByRole('button', { name: 'GODFATHER', exact: true }).click();
    await expect.poll(() => path(page)).toBe('/search/GODFATHER');

    await openInApp(page, '/search/the');
    await expect.poll(() => page.getByText(/^Found \d+ results on page 1 of \d+$/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => page.getByText(/^Found \d+ results on page 2 of \d+$/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // A new query starts again at page 1.
    await page.getByRole('button', { name: 'Search movies' }).click();
    await input.fill('a');
    await input.press('Enter');
    await expect.poll(() => path(page)).toBe('/search/a');
    await expect.poll(() => page.getByText(/^Found \d+ results on page 1 of \d+$/).isVisible()).toBe(true);

    await openInApp(page, '/search/qqzzxxvv');
    await expect.poll(() => page.getByRole('heading', { name: 'No results found' }).isVisible()).toBe(true);
    expect(await page.getByText('Try searching with different keywords.').isVisible()).toBe(true);
    await context.close();
  });

  it('phone: the full-screen overlay "Search Movies" suggests, submits and closes', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.goto('/');
    await page.getByRole('button', { name: 'Search movies' }).click();
    const overlay = page.getByRole('dialog', { name: 'Search Movies' });
    await expect.poll(() => overlay.isVisible()).toBe(true);
    const input = overlay.getByRole('combobox', { name: 'Search movies' });
    await input.fill('interst');
    await expect.poll(() => overlay.getByRole('option').first().textContent()).toContain('Interstellar');
    await saveScreenshot(page, 'search-phone-overlay');
    await overlay.getByRole('button', { name: 'View all results for "interst"' }).click();
    await expect.poll(() => path(page)).toBe('/search/interst');
    await expect.poll(() => overlay.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Search results for "interst"');

    await page.getByRole('button', { name: 'Search movies' }).click();
    await expect
      .poll(() => overlay.getByRole('button', { name: 'interst', exact: true }).isVisible())
      .toBe(true);
    await overlay.getByRole('button', { name: 'Close search' }).click();
    await expect.poll(() => overlay.isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('desktop and phone: people above the movies, in the suggestions and on the results page, each opening the person', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/');
    await page.getByRole('button', { name: 'Search movies' }).click();
    const input = page.getByRole('combobox', { name: 'Search movies' });
    // One typo still finds the director.
    await input.fill('spielburg');
    const people = page.getByRole('region', { name: 'People' });
    await expect.poll(() => people.getByRole('link').first().textContent()).toContain('Steven Spielberg');
    await people.getByRole('link', { name: /Steven Spielberg/ }).click();
    await expect.poll(() => path(page)).toBe('/cast/488/Steven Spielberg');
    const directed = page.getByRole('region', { name: /^Directing/ });
    await expect.poll(() => directed.getByRole('link', { name: /^Jaws/ }).count()).toBeGreaterThan(0);

    // The results page: People first, and the count line still counts movies. Reached in the app, as a search
    // from the header does.
    await openInApp(page, '/search/tom%20hanks');
    const resultsPeople = page.getByRole('region', { name: 'People' });
    await expect.poll(() => resultsPeople.getByRole('link').first().textContent()).toContain('Tom Hanks');
    expect(await resultsPeople.getByRole('link').first().textContent()).toContain('Actor');
    // No title has the name: the movies' empty state points to the person found, not to other keywords.
    await expect
      .poll(() => page.getByRole('heading', { name: 'No movie titles match' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'No results found' }).count()).toBe(0);
    await openInApp(page, '/search/toy');
    await expect.poll(() => page.getByText(/^Found \d+ results on page 1 of \d+$/).isVisible()).toBe(true);
    const movieCount = Number(
      /Found (\d+)/.exec((await page.getByText(/^Found \d+ results/).textContent()) ?? '')?.[1],
    );
    const { total_results } = (await (await page.request.get('/api/tmdb/search/movie?query=toy')).json()) as {
      total_results: number;
    };
    expect(movieCount).toBe(total_results);
    expect(pageErrors).toEqual([]);
    await context.close();

    const phone = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await phone.page.goto('/search/miyazaki');
    const phonePeople = phone.page.getByRole('region', { name: 'People' });
    await expect.poll(() => phonePeople.getByRole('link').first().textContent()).toContain('Hayao Miyazaki');
    await phonePeople.getByRole('link', { name: /Hayao Miyazaki/ }).click();
    await expect.poll(() => path(phone.page)).toBe('/cast/608/Hayao Miyazaki');
    await expect.poll(() => phone.page.getByText(/^Found \d+ movies$/).isVisible()).toBe(true);
    await phone.context.close();
  });
});
