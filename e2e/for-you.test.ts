import { describe, expect, it } from 'vitest';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';
import { cardTitle } from './support/movie-card.ts';
import { FINDING_NEMO, INTERSTELLAR, TOY_STORY, WALL_E } from '@marquee/catalog/testing';

const LIMITED_NOTE = 'Recommendations are simpler right now — showing popular picks from genres you like';
/** Generous: the machine may be busy with other suites. */
const WAIT = { timeout: 20_000 };

browserSuite('"For you" on the home page', () => {
  describe('with the recommendation service running', () => {
    const suite = useBrowserServer({ recommender: true });

    it('a visitor sees no personal rows and asks for none', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/for-you') asked.push(request.url());
      });
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Popular Movies' }).isVisible(), WAIT)
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: 'Recommended for you' }).count()).toBe(0);
      expect(asked).toEqual([]);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('a signed-in user who liked a movie gets "Recommended for you" and "Because you liked" rows, and a page of more', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await signInContext(suite.server, context, 'For You Tester');
      for (const tmdbId of [INTERSTELLAR, TOY_STORY]) {
        const liked = await context.request.post('/api/likes', {
          headers: { origin: suite.server.baseUrl },
          data: { tmdb_id: tmdbId },
        });
        expect(liked.status()).toBe(201);
      }

      await page.goto('/');
      const row = page.getByRole('region', { name: 'Recommended for you' });
      await expect
        .poll(() => row.getByRole('link', { name: /^(?!View All)/ }).count(), WAIT)
        .toBeGreaterThan(0);
      const hrefs = await row
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs).not.toContain(`/movie/${INTERSTELLAR}`);
      expect(hrefs).not.toContain(`/movie/${TOY_STORY}`);
      expect(hrefs.filter((href) => /^\/movie\/\d+$/.test(href)).length).toBeGreaterThanOrEqual(5);
      for (const title of ['Toy Story', 'Interstellar']) {
        const because = page.getByRole('region', { name: `Because you liked ${title}` });
        await expect.poll(() => because.getByRole('link').count(), WAIT).toBeGreaterThan(0);
      }
      await row.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'for-you-home');

      await row.getByRole('link', { name: /View All/ }).click();
      await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/for-you');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Recommended for you', level: 1 }).isVisible(), WAIT)
        .toBe(true);
      await expect
        .poll(() => page.locator('a[href^="/movie/"]').count(), WAIT)
        .toBeGreaterThanOrEqual(hrefs.filter((href) => href.startsWith('/movie/')).length);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    it('liking a movie in the row updates the rows at once, not at the next minute', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await signInContext(suite.server, context, 'For You Changer');
      const liked = await context.request.post('/api/likes', {
        headers: { origin: suite.server.baseUrl },
        data: { tmdb_id: INTERSTELLAR },
      });
      expect(liked.status()).toBe(201);

      await page.goto('/');
      const row = page.getByRole('region', { name: 'Recommended for you' });
      const card = row.getByRole('article').first();
      await expect.poll(() => card.isVisible(), WAIT).toBe(true);
      const link = card.getByRole('link').first();
      const href = (await link.getAttribute('href'))!;
      const title = await cardTitle(card);
      // With one liked movie there is no "Because you liked" row (it would repeat this one).
      expect(await page.getByRole('region', { name: /^Because you liked/ }).count()).toBe(0);

      await card.hover();
      await card.getByRole('button', { name: `Like ${title}` }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Movie liked!' }).count(), WAIT)
        .toBeGreaterThan(0);
      // The row refreshes every minute on its own; this must happen well before.
      const quickly = { timeout: 15_000 };
      await expect
        .poll(() => page.getByRole('region', { name: `Because you liked ${title}` }).count(), quickly)
        .toBe(1);
      await expect.poll(() => row.locator(`a[href="${href}"]`).count(), quickly).toBe(0);
      expect(pageErrors).toEqual([]);
      await context.close();
    });

    // Last in this suite: it stops the recommender for good.
    it('with the recommender stopped, the row shows popular picks from liked genres and says so', async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
      await signInContext(suite.server, context, 'For You Outage');
      for (const tmdbId of [TOY_STORY, FINDING_NEMO]) {
        const liked = await context.request.post('/api/likes', {
          headers: { origin: suite.server.baseUrl },
          data: { tmdb_id: tmdbId },
        });
        expect(liked.status()).toBe(201);
      }
      const note = page.getByText(LIMITED_NOTE);
      const row = page.getByRole('region', { name: 'Recommended for you' });
      await page.goto('/');
      await expect.poll(() => row.getByRole('article').count(), WAIT).toBeGreaterThan(0);
      expect(await note.count()).toBe(0);

      // Stopped, and a new like that the answer kept from before doesn't cover.
      await suite.server.stopRecommender();
      const liked = await context.request.post('/api/likes', {
        headers: { origin: suite.server.baseUrl },
        data: { tmdb_id: WALL_E },
      });
      expect(liked.status()).toBe(201);
      await page.reload();
      await expect.poll(() => note.isVisible(), WAIT).toBe(true);
      expect(await row.getByRole('article').count()).toBeGreaterThan(0);
      const hrefs = await row
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs).not.toContain(`/movie/${TOY_STORY}`);
      expect(hrefs).not.toContain(`/movie/${FINDING_NEMO}`);
      expect(hrefs).not.toContain(`/movie/${WALL_E}`);
      await row.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'for-you-limited-home');

      await row.getByRole('link', { name: /View All/ }).click();
      await expect.poll(() => new URL(page.url()).pathname, WAIT).toBe('/for-you');
      await expect.poll(() => note.isVisible(), WAIT).toBe(true);
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  });
});
