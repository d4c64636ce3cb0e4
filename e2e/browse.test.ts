import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openInApp } from './support/in-app.ts';
import { browserSuite, openPage, saveScreenshot, useBrowserServer } from './support/index.ts';

const path = (page: Page) => new URL(page.url()).pathname;
const search = (page: Page) => new URL(page.url()).search;

/**
 * Every poster box keeps its size whether its image loads or fails: nothing moves once the page settles.
 * Cards side by side in a row count once (a row keeps adding cards to its right while the browser is idle).
 */
async function layoutSnapshot(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify(
      [...document.querySelectorAll('main h1, main h2, main article')]
        .map((element) => {
          const box = element.getBoundingClientRect();
          return `${Math.round(box.top + window.scrollY)},${Math.round(box.height)}`;
        })
        .filter((entry, index, all) => entry !== all[index - 1])
        .slice(0, 40),
    ),
  );
}

browserSuite('browse: home, movie, genre, cast and content pages', () => {
  const suite = useBrowserServer();

  it('home renders the carousel and the three rows; the carousel wraps and opens a movie page', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/');
    for (const title of ['Now Playing', 'Top Rated', 'Popular Movies']) {
      const row = page.getByRole('list', { name: title });
      await expect.poll(() => row.getByRole('listitem').count()).toBeGreaterThanOrEqual(10);
    }
    expect(await page.getByRole('link', { name: 'View All Now Playing' }).getAttribute('href')).toBe(
      '/content/now_playing',
    );
    expect(await page.getByRole('link', { name: 'View All Top Rated' }).getAttribute('href')).toBe(
      '/content/top_rated',
    );
    expect(await page.getByRole('link', { name: 'View All Popular Movies' }).getAttribute('href')).toBe(
      '/content/popular',
    );

    // The hero shows the first 5 popular movies; Previous from the first wraps to the fifth.
    const popular = (await (await page.request.get('/api/tmdb/movie/popular?page=1')).json()) as {
      results: { id: number; title: string }[];
    };
    const carousel = page.getByRole('region', { name: 'Featured movies' });
    await expect.poll(() => carousel.getByRole('button', { name: /^Show / }).count()).toBe(5);
    await expect
      .poll(() => carousel.getByRole('heading', { level: 2 }).textContent())
      .toBe(popular.results[0]!.title);
    await carousel.getByRole('button', { name: 'Previous movie' }).click();
    await expect
      .poll(() => carousel.getByRole('heading', { level: 2 }).textContent())
      .toBe(popular.results[4]!.title);
    await carousel.getByRole('button', { name: 'Next movie' }).click();
    await carousel.getByRole('button', { name: 'Next movie' }).click();
    await expect
      .poll(() => carousel.getByRole('heading', { level: 2 }).textContent())
      .toBe(popular.results[1]!.title);

    // A row scrolls right by a step when its button is pressed.
    const row = page.getByRole('list', { name: 'Top Rated' });
    await row.hover();
    await page.getByRole('button', { name: 'Scroll Top Rated right' }).click();
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(150);

    await carousel.getByRole('link', { name: 'View Details' }).click();
    await expect.poll(() => path(page)).toBe(`/movie/${popular.results[1]!.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: popular.results[1]!.title }).isVisible())
      .toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a movie page shows its facts and sections; its genre link pages through the genre and a cast link opens the person', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/movie/157336');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Interstellar' }).isVisible())
      .toBe(true);
    const facts = page.getByRole('list', { name: 'Facts' });
    await expect.poll(() => facts.textContent()).toContain('2h 49m');
    expect(await facts.textContent()).toContain('November 5, 2014');
    for (const section of ['Genres', 'Production Companies', 'Cast']) {
      expect(await page.getByRole('heading', { level: 2, name: section }).isVisible()).toBe(true);
    }
    // Posters fail to load here: the placeholder with the title stands in, never a broken image.
    await expect.poll(() => page.locator('img[alt="Interstellar poster"]').count()).toBe(0);

    await page.getByRole('link', { name: 'Drama', exact: true }).click();
    await expect.poll(() => path(page)).toBe('/genre/18');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Exploring Drama Movies');
    await expect.poll(() => page.getByText(/^page 1 of \d+$/).isVisible()).toBe(true);
    const firstPage = await page
      .getByRole('list', { name: 'Drama movies' })
      .getByRole('link')
      .first()
      .getAttribute('href');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => search(page)).toBe('?page=2');
    await expect.poll(() => page.getByText(/^page 2 of \d+$/).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/^Page 2 of \d+$/).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Drama movies' }).getByRole('link').first().getAttribute('href'),
      )
      .not.toBe(firstPage);
    // Changing page scrolls to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Another genre starts again at page 1.
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Comedy' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Exploring Comedy Movies');
    await expect.poll(() => page.getByText(/^page 1 of \d+$/).isVisible()).toBe(true);

    // Back on the movie page through the app's router, as its links do (a full load of it costs Chromium about
    // three times as much).
    await openInApp(page, '/movie/157336');
    await page
      .getByRole('list', { name: 'Cast' })
      .getByRole('link', { name: /Matthew McConaughey/ })
      .click();
    await expect.poll(() => path(page)).toBe('/cast/10297/Matthew%20McConaughey');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Matthew McConaughey');
    expect(
      await page.getByRole('heading', { level: 2, name: 'Movies featuring Matthew McConaughey' }).isVisible(),
    ).toBe(true);
    await expect.poll(() => page.getByText(/^Found \d+ movies$/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /^Interstellar/ }).count()).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('content listings: title, count line, Prev/Next paging, unknown type and a person with no movies', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/content/top_rated');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Top Rated');
    await expect.poll(() => page.getByText(/^Found \d+ movies on page 1 of \d+$/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Prev', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => page.getByText(/^Found \d+ movies on page 2 of \d+$/).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Prev', exact: true }).isDisabled()).toBe(false);

    // Another type starts again at page 1.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('link', { name: 'View All Popular Movies' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Popular');
    await expect.poll(() => page.getByText(/^Found \d+ movies on page 1 of \d+$/).isVisible()).toBe(true);

    await page.goto('/content/blockbusters');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Content Not Found' }).isVisible())
      .toBe(true);
    expect(await page.getByText('The requested content type does not exist.').isVisible()).toBe(true);

    await page.goto('/cast/999999999/Nobody%20Known');
    await expect.poll(() => page.getByText('No movies found for this actor/actress.').isVisible()).toBe(true);
    await context.close();
  });

  it('a movie hero names its director and writers, linked to their pages, and offers the trailer', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/movie/157336');
    const hero = page.locator('section[aria-labelledby="movie-title"]');
    await expect.poll(() => hero.getByText('Directed by').isVisible()).toBe(true);
    expect(await hero.getByText('Written by').isVisible()).toBe(true);
    const trailer = hero.getByRole('link', { name: /^Trailer/ });
    expect(await trailer.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/);
    expect(await hero.getByRole('link', { name: 'Jonathan Nolan' }).isVisible()).toBe(true);
    await hero.getByRole('link', { name: 'Christopher Nolan' }).first().click();
    await expect.poll(() => path(page)).toBe('/cast/525/Christopher%20Nolan');
    // A director's page lists the films they directed.
    const directed = page.getByRole('region', { name: /^Directing/ });
    await expect.poll(() => directed.getByRole('link', { name: /^Inception/ }).count()).toBeGreaterThan(0);
    expect(await directed.getByRole('link', { name: /^Oppenheimer/ }).count()).toBeGreaterThan(0);
    // Each film shows its year and rating under the poster, without a hover.
    const inception = directed
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Inception/ }) });
    const posterBottom = await inception
      .getByRole('link')
      .evaluate((link) => link.getBoundingClientRect().bottom);
    const underPoster = async (text: string | RegExp) => {
      const tops = await inception
        .getByText(text, { exact: true })
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
      return tops.some((top) => top >= posterBottom);
    };
    expect(await underPoster('2010')).toBe(true);
    expect(await underPoster(/\d\.\d$/)).toBe(true);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`${viewport}: home and movie pages look finished and do not shift when images fail`, async () => {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, viewport);
      // Home loaded, then the movie page reached from it in the app, as a visitor's click does.
      for (const [name, url] of [
        ['home', '/'],
        ['movie', '/movie/157336'],
      ] as const) {
        if (name === 'home') {
          await page.goto(url);
          await page.waitForLoadState('networkidle');
        } else {
          await openInApp(page, url);
        }
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        const settled = await layoutSnapshot(page);
        // Whatever could still move the layout has finished: every image in view loaded or failed, web fonts in.
        await page.waitForFunction(
          () =>
            document.fonts.status === 'loaded' &&
            [...document.images]
              .filter((image) => {
                const box = image.getBoundingClientRect();
                return (
                  box.bottom > 0 &&
                  box.right > 0 &&
                  box.top < window.innerHeight &&
                  box.left < window.innerWidth
                );
              })
              .every((image) => image.complete),
        );
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await layoutSnapshot(page)).toBe(settled);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `browse-${viewport}-${name}`);
      }
      expect(pageErrors).toEqual([]);
      await context.close();
    });
  }
});
