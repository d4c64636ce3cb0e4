import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fixtureMovies, startFakeTmdb, type FakeTmdbServer } from '@marquee/catalog/testing';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';
import { holdRequests } from './support/held-requests.ts';
import { serveImagesFrom, startImageServer, type ImageServer } from './support/image-server.ts';

const CHAPLIN = '/cast/13848/Charlie%20Chaplin';
const NOLAN = 525;
/** Generous: a cold page on a busy 2-core machine. */
const WAIT = { timeout: 20_000 };

const roleGroups = (page: Page) =>
  page
    .getByRole('region', { name: /^Movies featuring/ })
    .getByRole('heading', { level: 3 })
    .allTextContents();

/** The years under the cards of one role's grid, in page order. */
const yearsIn = (group: Locator) =>
  group
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.textContent?.match(/\b(19|20)\d{2}\b/)?.[0] ?? ''));

/** Nothing wider than the window: no sideways scroll on a phone. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

browserSuite('person pages', () => {
  describe('on the starter catalog', () => {
    const suite = useBrowserServer();
    let images: ImageServer;
    beforeAll(async () => {
      images = await startImageServer();
    });
    afterAll(() => images?.stop());

    it('a photo, what they are known for and every film grouped by role, newest first, at 1440 and 390 px', async () => {
      for (const [viewport, width] of [
        ['desktop', 1440],
        ['phone', 390],
      ] as const) {
        const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, viewport);
        await page.setViewportSize({ width, height: 900 });
        await serveImagesFrom(context, images);
        await page.goto(CHAPLIN);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT)
          .toBe('Charlie Chaplin');
        expect(await page.title()).toBe('Charlie Chaplin · Marquee');
        const facts = page.getByRole('main').locator('dl');
        await expect.poll(() => facts.getByText('Known for').isVisible(), WAIT).toBe(true);
        expect(await facts.getByText('Acting', { exact: true }).isVisible()).toBe(true);
        // The local catalog has no biography, birthday or birthplace: none is made up.
        expect(await page.getByText('Born', { exact: true }).count()).toBe(0);
        expect(await page.getByRole('heading', { name: 'Biography' }).count()).toBe(0);

        const films = page.getByRole('region', { name: 'Movies featuring Charlie Chaplin' });
        await expect.poll(() => films.getByText('Found 3 movies').isVisible(), WAIT).toBe(true);
        // What he is known for first, then acting and the crew in a movie page's order.
        expect(await roleGroups(page)).toEqual([
          'Acting (3)',
          'Directing (3)',
          'Writing (3)',
          'Production (3)',
          'Editing (2)',
          'Sound (3)',
        ]);
        const acting = page.getByRole('region', { name: /^Acting/ });
        expect(await yearsIn(acting)).toEqual(['1940', '1936', '1931']);
        // Under each card, the part he played (or the job he did).
        expect(await acting.getByText('as A Tramp', { exact: true }).isVisible()).toBe(true);
        const editing = page.getByRole('region', { name: /^Editing/ });
        expect(await yearsIn(editing)).toEqual(['1936', '1931']);
        expect(await editing.getByText('Editor', { exact: true }).first().isVisible()).toBe(true);
        expect(
          await page
            .getByRole('region', { name: /^Sound/ })
            .getByText('Original Music Composer')
            .count(),
        ).toBe(3);
        expect(await overflowsSideways(page)).toBe(false);
        expect(pageErrors).toEqual([]);
        await saveScreenshot(page, `person-page-${width}`);
        await context.close();
      }
    });

    it('keyboard: the role links jump to their group, and the cards follow in order', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await page.goto(CHAPLIN);
      const roles = page.getByRole('navigation', { name: 'Roles' });
      await roles.getByRole('link', { name: /^Sound/ }).waitFor(WAIT);
      for (let step = 0; step < 40; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
        if (focused.startsWith('Sound')) break;
      }
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sound3 movies');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).hash).toBe('#filmography-sound');
      const sound = page.getByRole('region', { name: /^Sound/ });
      await expect
        .poll(() => sound.evaluate((section) => Math.round(section.getBoundingClientRect().top)))
        .toBeLessThan(200);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('signed in, every film carries your mark, from one request for the whole filmography', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await signInContext(suite.server, context, 'Filmography Fan');
      const headers = { origin: suite.server.baseUrl };
      await context.request.post('/api/likes', { headers, data: { tmdb_id: 27205 } });
      await context.request.post('/api/watch/status', { headers, data: { tmdb_id: 155, status: 'watched' } });
      await context.request.post('/api/ratings', { headers, data: { tmdb_id: 155, rating: 10 } });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/library/statuses') asked.push(request.url());
      });
      await page.goto(`/cast/${NOLAN}/Christopher%20Nolan`);
      const directing = page.getByRole('region', { name: /^Directing/ });
      const card = (tmdbId: number) =>
        directing
          .getByRole('listitem')
          .filter({ has: page.locator(`a[href="/movie/${tmdbId}"]`) })
          .locator('[data-status-mark]');
      await expect.poll(() => card(27205).getAttribute('aria-label'), WAIT).toBe('Liked');
      expect(await card(155).getAttribute('aria-label')).toBe('Watched, rated 10');
      // The same film under Writing and Production carries the same mark.
      expect(
        await page
          .getByRole('region', { name: /^Writing/ })
          .locator('a[href="/movie/155"] [data-status-mark]')
          .getAttribute('aria-label'),
      ).toBe('Watched, rated 10');
      expect(await page.getByText('What the marks mean').isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(asked).toHaveLength(1);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('shows skeletons while loading, the error in red when the films fail, the empty state for no one', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
      await page.setViewportSize({ width: 390, height: 844 });
      const release = await holdRequests(page, '**/api/tmdb/person/13848/movie_credits');
      await page.goto(CHAPLIN);
      await expect
        .poll(() => page.getByRole('status', { name: 'Loading movies' }).isVisible(), WAIT)
        .toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Charlie Chaplin');
      await saveScreenshot(page, 'person-page-loading-390');
      release();
      await expect.poll(() => page.getByText('Found 3 movies').isVisible(), WAIT).toBe(true);

      await page.route('**/api/tmdb/person/525/movie_credits', (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'The movie database is not answering' }),
        }),
      );
      await page.goto(`/cast/${NOLAN}/Christopher%20Nolan`);
      await expect
        .poll(() => page.getByRole('alert').textContent(), WAIT)
        .toBe('Error: The movie database is not answering');
      // Who the person is still shows.
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Christopher Nolan');

      await page.goto('/cast/999999999/Nobody%20Known');
      await expect
        .poll(() => page.getByText('No movies found for this actor/actress.').isVisible(), WAIT)
        .toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Nobody Known');
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });

  describe('live from TMDB', () => {
    const apiKey = 'person-page-e2e-key';
    let tmdb: FakeTmdbServer;
    const biography = [
      'Christopher Edward Nolan is a British and American filmmaker. Known for his Hollywood blockbusters with complex storytelling, he is considered a leading filmmaker of the 21st century.',
      'Born and raised in London, Nolan developed an interest in filmmaking from a young age. After studying English literature at University College London, he made his feature debut with Following (1998).',
      'He gained considerable recognition for his second feature, Memento (2000), and transitioned from independent to studio filmmaking with Insomnia (2002).',
    ].join('\n\n');
    beforeAll(async () => {
      tmdb = await startFakeTmdb(fixtureMovies, { apiKey });
      tmdb.personFacts.set(NOLAN, {
        biography,
        birthday: '1970-07-30',
        place_of_birth: 'Westminster, London, England, UK',
      });
    });
    afterAll(async () => {
      await tmdb?.stop();
    });
    const suite = useBrowserServer(() => ({ env: { TMDB_API_KEY: apiKey, TMDB_BASE_URL: tmdb.url } }));

    it('adds the biography, birthday and place of birth TMDB gives, the long biography folded', async () => {
      for (const [viewport, width] of [
        ['desktop', 1440],
        ['phone', 390],
      ] as const) {
        const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, viewport);
        await page.setViewportSize({ width, height: 900 });
        // An address without the name: the page takes it from the movie database.
        await page.goto(`/cast/${NOLAN}`);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent(), WAIT)
          .toBe('Christopher Nolan');
        expect(await page.title()).toBe('Christopher Nolan · Marquee');
        await expect.poll(() => page.getByText('July 30, 1970').isVisible(), WAIT).toBe(true);
        expect(await page.getByText('Westminster, London, England, UK').isVisible()).toBe(true);
        const bio = page.getByRole('region', { name: 'Biography' });
        expect(await bio.getByText(/^Christopher Edward Nolan is a British/).isVisible()).toBe(true);
        const more = bio.getByRole('button', { name: 'Read more' });
        expect(await more.getAttribute('aria-expanded')).toBe('false');
        // Folded: the last paragraph is cut off.
        const folded = await bio.evaluate((section) => section.getBoundingClientRect().height);
        await saveScreenshot(page, `person-page-live-folded-${width}`);
        await more.click();
        expect(await bio.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
          'true',
        );
        expect(await bio.evaluate((section) => section.getBoundingClientRect().height)).toBeGreaterThan(
          folded,
        );
        expect(await bio.getByText(/Insomnia \(2002\)/).isVisible()).toBe(true);
        expect(await roleGroups(page)).toEqual(['Directing (3)']);
        expect(await overflowsSideways(page)).toBe(false);
        expect(pageErrors).toEqual([]);
        await saveScreenshot(page, `person-page-live-${width}`);
        await context.close();
      }
    });
  });
});
