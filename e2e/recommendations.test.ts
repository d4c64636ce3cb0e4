import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LOCALE_COOKIE } from '@marquee/contracts';
import {
  fixtureMovies,
  liveOnlyMovie,
  startFakeTmdb,
  type FakeTmdbServer,
  INTERSTELLAR,
} from '@marquee/catalog/testing';
import { browserSuite, openPage, saveScreenshot, useBrowserServer } from './support/index.ts';
import { cardTitle } from './support/movie-card.ts';

/** Generous: the machine may be busy with other suites, and the page loads its sections in parallel. */
const WAIT = { timeout: 20_000 };

function recommendationsSection(page: Page) {
  return page.getByRole('region', { name: 'Recommended Movies' });
}

async function recommendedIds(page: Page): Promise<number[]> {
  const hrefs = await recommendationsSection(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/^\/movie\/(\d+)$/.exec(href)?.[1]));
}

browserSuite('recommendations on the movie page', () => {
  describe('with the recommendation service running', () => {
    const suite = useBrowserServer({ recommender: true });

    it("Interstellar's page recommends movies that share its genres, each linking to its page", async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await page.goto(`/movie/${INTERSTELLAR}`);
      const section = recommendationsSection(page);
      await expect.poll(() => section.getByRole('link').count(), WAIT).toBeGreaterThan(0);
      expect(await section.getByText("Based on what you're viewing").isVisible()).toBe(true);
      expect(await section.getByText('Powered by machine learning').isVisible()).toBe(true);

      const hrefs = await section
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeLessThanOrEqual(12);

      // Each card carries Like and Add to Playlist, as every movie card does (they ask a visitor to log in).
      const card = section.getByRole('article').first();
      await card.hover();
      const title = await cardTitle(card);
      // Every card says why in a short line; hovering shows the full sentence, which also describes the link.
      expect(await section.locator('[data-reason]').count()).toBe(hrefs.length);
      await expect.poll(() => card.locator('[data-reason-full]').isVisible(), WAIT).toBe(true);
      const description = await card
        .getByRole('link')
        .first()
        .evaluate(
          (link) => document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent,
        );
      expect(description).toMatch(/^(Also directed by|Shares:|Also starring|People who loved|Similar to) \S/);
      await card.getByRole('button', { name: `Like ${title}` }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Please login to like movies' }).count(), WAIT)
        .toBeGreaterThan(0);
      expect(await card.getByRole('button', { name: `Add ${title} to playlist` }).isVisible()).toBe(true);
      const ids = hrefs.map((href) => Number(/^\/movie\/(\d+)$/.exec(href)?.[1]));
      expect(ids.every((id) => Number.isInteger(id) && id !== INTERSTELLAR)).toBe(true);

      const genresOf = async (id: number) =>
        (
          (await (await fetch(`${suite.server.baseUrl}/api/tmdb/movie/${id}`)).json()) as {
            genres: { id: number }[];
          }
        ).genres.map((genre) => genre.id);
      const viewed = new Set(await genresOf(INTERSTELLAR));
      const recommendedGenres = await Promise.all(ids.map(genresOf));
      expect(recommendedGenres.every((genres) => genres.some((genre) => viewed.has(genre)))).toBe(true);
      expect(recommendedGenres.filter((genres) => genres.includes(878)).length).toBeGreaterThanOrEqual(
        Math.ceil(ids.length / 2),
      );
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'recommendations-desktop');

      await section.getByRole('link').first().click();
      await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe(`/movie/${ids[0]}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('phone, in Spanish (its longer words): the section fits the screen and says why in Spanish', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
      await context.addCookies([{ name: LOCALE_COOKIE, value: 'es', url: suite.server.baseUrl }]);
      await page.goto(`/movie/${INTERSTELLAR}`);
      const section = page.getByRole('region', { name: 'Películas recomendadas' });
      await expect.poll(() => section.getByRole('link').count(), WAIT).toBeGreaterThan(0);
      const reasons = await section.locator('[data-reason]').allTextContents();
      expect(reasons.length).toBeGreaterThan(0);
      for (const reason of reasons) {
        expect(reason).toMatch(/^(Los fans de|También dirigida por|También con|En común:|Parecida a) \S/);
      }
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'recommendations-phone');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });

  describe('with the recommendation service stopped', () => {
    const suite = useBrowserServer({ recommender: false });

    it('the movie page still renders, and the section says there are no recommendations', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await page.goto(`/movie/${INTERSTELLAR}`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Interstellar', level: 1 }).isVisible(), WAIT)
        .toBe(true);
      const section = recommendationsSection(page);
      await expect.poll(() => section.getByText('No recommendations found.').isVisible(), WAIT).toBe(true);
      expect(await section.getByRole('link').count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Cast' }).isVisible()).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'recommendations-service-down');
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });

  describe('live from TMDB, for a movie absent from the starter catalog', () => {
    const liveOnly = liveOnlyMovie;
    const servedByTmdb = [...fixtureMovies, liveOnly];
    const apiKey = 'recommendations-e2e-key';
    let tmdb: FakeTmdbServer;
    beforeAll(async () => {
      tmdb = await startFakeTmdb(servedByTmdb, { apiKey });
    });
    afterAll(async () => {
      await tmdb?.stop();
    });
    const suite = useBrowserServer(() => ({
      recommender: true,
      env: { TMDB_API_KEY: apiKey, TMDB_BASE_URL: tmdb.url },
    }));

    it("its page shows recommendations, and soon the recommender's picks from the local catalog", async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await page.goto(`/movie/${liveOnly.id}`);
      await expect
        .poll(() => page.getByRole('heading', { name: liveOnly.title, level: 1 }).isVisible(), WAIT)
        .toBe(true);
      // The very first view may reach the recommender before the movie is mirrored: TMDB's own are shown then.
      await expect
        .poll(() => recommendationsSection(page).getByRole('link').count(), WAIT)
        .toBeGreaterThan(0);

      // The recommender places the mirrored movie by its content, among movies this TMDB server does not
      // even know: they can only come from the local catalog.
      const knownToTmdb = new Set(servedByTmdb.map((movie) => movie.id));
      await expect
        .poll(async () => {
          const fromLocalCatalog = (await recommendedIds(page)).filter((id) => !knownToTmdb.has(id));
          if (fromLocalCatalog.length === 0) await page.reload();
          return fromLocalCatalog.length;
        }, WAIT)
        .toBeGreaterThanOrEqual(3);
      const ids = await recommendedIds(page);
      expect(ids.every((id) => Number.isInteger(id) && id !== liveOnly.id)).toBe(true);
      expect(tmdb.hits(`/3/movie/${ids.find((id) => !knownToTmdb.has(id))}`)).toBe(0);
      const section = recommendationsSection(page);
      await section.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'recommendations-live-tmdb');
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
});
