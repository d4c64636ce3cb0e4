import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixtureMovies, startFakeTmdb, type FakeTmdbServer, INTERSTELLAR } from '@marquee/catalog/testing';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';

const WAIT = { timeout: 20_000 };
// Real-shaped entries of TMDB's /movie/{id}/watch/providers.
const netflix = {
  logo_path: '/pbpMk2JmcoNnQwx5JGpXngfoWtp.jpg',
  provider_id: 8,
  provider_name: 'Netflix',
  display_priority: 0,
};
const appleTv = {
  logo_path: '/9ghgSC0MA082EL6HLCW3GalykFD.jpg',
  provider_id: 2,
  provider_name: 'Apple TV',
  display_priority: 4,
};

browserSuite('where to watch, live from TMDB', () => {
  const apiKey = 'where-to-watch-e2e-key';
  let tmdb: FakeTmdbServer;
  beforeAll(async () => {
    tmdb = await startFakeTmdb(fixtureMovies, { apiKey });
    tmdb.watchProviders.set(INTERSTELLAR, {
      US: {
        link: 'https://www.themoviedb.org/movie/157336-interstellar/watch?locale=US',
        flatrate: [netflix],
        rent: [appleTv],
        buy: [appleTv],
      },
    });
  });
  afterAll(async () => {
    await tmdb?.stop();
  });
  const suite = useBrowserServer(() => ({ env: { TMDB_API_KEY: apiKey, TMDB_BASE_URL: tmdb.url } }));

  it('picks a service in Settings, then the movie page and the home row show where it streams', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await signInContext(suite.server, context, 'Rosa');
    await page.goto('/settings/api-tokens');
    await page.getByRole('checkbox', { name: 'Netflix' }).check(WAIT);
    await page.getByRole('button', { name: 'Save services' }).click();
    await expect.poll(() => page.getByText('Services saved!').isVisible(), WAIT).toBe(true);

    await page.goto(`/movie/${INTERSTELLAR}`);
    const section = page.getByRole('region', { name: 'Where to watch' });
    await expect.poll(() => section.getByText('Netflix').isVisible(), WAIT).toBe(true);
    // The user's own services and the movie's providers answer in requests of their own, in either order
    // ('Netflix' shows with the first of them).
    await expect.poll(() => section.getByText('On your services').isVisible(), WAIT).toBe(true);
    await expect.poll(() => section.getByRole('heading', { name: 'Rent' }).isVisible(), WAIT).toBe(true);
    expect(
      await section.getByRole('link', { name: 'Streaming data by JustWatch' }).getAttribute('href'),
    ).toContain('themoviedb.org/movie/157336');
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'where-to-watch-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'where-to-watch-390');

    await page.goto('/');
    const row = page.getByRole('region', { name: 'On your services' });
    await expect.poll(() => row.getByText('Interstellar').first().isVisible(), WAIT).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
