import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openInApp } from './support/in-app.ts';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';
import { fillLibrary } from './support/sign-in.ts';
import { INTERSTELLAR } from '@marquee/catalog/testing';

/** Generous: a cold page on a busy 2-core machine. */
const WAIT = { timeout: 20_000 };

/** The poster-status requests the page makes from now on, with the movie ids each asks about. */
function statusRequests(page: Page): number[][] {
  const asked: number[][] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/library/statuses')
      asked.push((url.searchParams.get('tmdb_ids') ?? '').split(',').map(Number));
  });
  return asked;
}

/** The mark on the card of `tmdbId` inside `scope`, by the name it reads out. */
const markOn = (page: Page, scope: string, tmdbId: number) =>
  page
    .getByRole('list', { name: scope })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/movie/${tmdbId}"]`) })
    .locator('[data-status-mark]');

/** The colour of the focus ring (DESIGN.md's accent, #f5b50a). */
const ACCENT = [245, 181, 10];

/**
 * How the focused movie card's ring is drawn (undefined when the focus is elsewhere): the outline's style, the
 * box it encloses (the link's box grown by the outline's offset and width) and which ancestors that clip their
 * overflow cut into that box.
 */
function focusedCardRing(page: Page) {
  return page.evaluate(async () => {
    const link = document.activeElement;
    if (!(link instanceof HTMLAnchorElement) || !link.querySelector('[data-card-title]')) return undefined;
    // The whole ring on screen, for the screenshot; then, as the page's reduced-motion rule still runs a 0.01 ms
    // transition, read it a frame later.
    link.scrollIntoView({ block: 'center', inline: 'nearest' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const style = getComputedStyle(link);
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
    const box = link.getBoundingClientRect();
    const ring = {
      left: box.left - reach,
      top: box.top - reach,
      right: box.right + reach,
      bottom: box.bottom + reach,
    };
    const clippedBy: string[] = [];
    for (let parent = link.parentElement; parent; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (
        ring.left < clip.left ||
        ring.top < clip.top ||
        ring.right > clip.right ||
        ring.bottom > clip.bottom
      )
        clippedBy.push(`${parent.tagName}.${parent.className}`);
    }
    return {
      href: link.getAttribute('href')!,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outlineOffset: parseFloat(style.outlineOffset),
      outlineColor: style.outlineColor,
      ring,
      clippedBy,
    };
  });
}

/** Tabs (at most 60 times) until a movie card's link has the focus; answers its ring. */
async function tabToCard(page: Page) {
  for (let step = 0; step < 60; step += 1) {
    await page.keyboard.press('Tab');
    const ring = await focusedCardRing(page);
    if (ring) return ring;
  }
  throw new Error('no movie card took the focus within 60 Tab presses');
}

/** The colours of the screen's pixels at these points (read from a screenshot, decoded by the page's canvas). */
async function pixelsAt(page: Page, points: { x: number; y: number }[]): Promise<number[][]> {
  const png = (await page.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, points }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      return points.map(({ x, y }) => [
        ...context.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3),
      ]);
    },
    { png, points },
  );
}

const nearAccent = (rgb: number[]) => rgb.every((value, index) => Math.abs(value - ACCENT[index]!) <= 40);

/** The ring is drawn in the accent colour, outside the poster, on all four sides, and nothing clips it. */
async function expectVisibleRing(page: Page) {
  const card = await tabToCard(page);
  expect(card.outlineStyle).toBe('solid');
  expect(card.outlineWidth).toBeGreaterThanOrEqual(2);
  // Outside the link's box: the poster inside it cannot paint over the ring.
  expect(card.outlineOffset).toBeGreaterThanOrEqual(0);
  expect(card.clippedBy).toEqual([]);
  // On screen, the middle of each side of the ring is the accent colour. Measured again with each screenshot:
  // on a busy machine a late font or row may still move the card between a measure and a screenshot.
  let seen = '';
  const sidesInAccent = async () => {
    const { ring } = (await focusedCardRing(page))!;
    const middle = { x: (ring.left + ring.right) / 2, y: (ring.top + ring.bottom) / 2 };
    const side = card.outlineWidth / 2;
    // Each side is sampled across its width, 2 px either way: a card at a fractional position rounds its ring
    // to the pixel grid one way or the other.
    const across = [-2, -1, 0, 1, 2];
    const sides = [
      across.map((shift) => ({ x: ring.left + side + shift, y: middle.y })),
      across.map((shift) => ({ x: ring.right - side - 1 + shift, y: middle.y })),
      across.map((shift) => ({ x: middle.x, y: ring.top + side + shift })),
      across.map((shift) => ({ x: middle.x, y: ring.bottom - side - 1 + shift })),
    ];
    const pixels = await pixelsAt(page, sides.flat());
    seen = JSON.stringify({ ring, pixels });
    return sides.map((_, index) =>
      pixels.slice(index * across.length, (index + 1) * across.length).some(nearAccent),
    );
  };
  try {
    await expect.poll(sidesInAccent, { timeout: 5_000 }).toEqual([true, true, true, true]);
  } catch (error) {
    throw new Error(`no ring in the accent colour around the card on ${page.url()}: ${seen}`, {
      cause: error,
    });
  }
  return card;
}

browserSuite('movie cards', () => {
  const suite = useBrowserServer();

  it('a signed-in home page full of rows asks for every mark in one request, and each card shows its own', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await signInContext(suite.server, context, 'Poster Marks');
    await fillLibrary(context.request, suite.server.baseUrl);
    const asked = statusRequests(page);

    await page.goto('/');
    for (const row of ['Liked Movies', 'Recently Visited', 'Now Playing', 'Top Rated', 'Popular Movies'])
      await expect
        .poll(() => page.getByRole('list', { name: row }).getByRole('listitem').count(), WAIT)
        .toBeGreaterThan(0);
    const interstellar = markOn(page, 'Liked Movies', INTERSTELLAR);
    await expect.poll(() => interstellar.getAttribute('aria-label'), WAIT).toBe('Watched, rated 9, liked');
    expect(await markOn(page, 'Liked Movies', 550).getAttribute('aria-label')).toBe('Watched, liked');
    expect(await markOn(page, 'Liked Movies', 27205).getAttribute('aria-label')).toBe(
      'On your watchlist, liked',
    );
    expect(await markOn(page, 'Liked Movies', 155).getAttribute('aria-label')).toBe('Liked');
    // The mark is read with the card: the link says the film, then the user's mark.
    expect(
      await page
        .getByRole('list', { name: 'Liked Movies' })
        .getByRole('link', { name: /^Interstellar\s*Rating [\d.]+\s*Watched, rated 9, liked$/ })
        .count(),
    ).toBe(1);
    // A movie the user never touched has no mark.
    const popular = (await (await page.request.get('/api/tmdb/movie/popular?page=1')).json()) as {
      results: { id: number }[];
    };
    const untouched = popular.results.find((movie) => ![157336, 550, 27205, 155, 680].includes(movie.id))!.id;
    expect(await markOn(page, 'Popular Movies', untouched).count()).toBe(0);

    // Let the rows finish (they add cards while the browser is idle) and every late list arrive.
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
    const ids = asked[0]!;
    expect(ids).toContain(INTERSTELLAR);
    // Every card of every row, the ones a row draws later included.
    for (const movie of popular.results) expect(ids).toContain(movie.id);
    expect(pageErrors).toEqual([]);
    await saveScreenshot(page, 'movie-cards-marks-home-1440');
    await context.close();
  });

  it('at 390 px the marks fit beside the card buttons; the list pages explain them', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInContext(suite.server, context, 'Phone Marks');
    await fillLibrary(context.request, suite.server.baseUrl);
    const asked = statusRequests(page);

    await page.goto('/liked');
    const mark = markOn(page, 'Your Liked Movies', INTERSTELLAR);
    await expect.poll(() => mark.getAttribute('aria-label'), WAIT).toBe('Watched, rated 9, liked');
    // The mark (top left) and the Like and Add to Playlist buttons (top right, always shown on a phone) do not overlap.
    const card = page.getByRole('list', { name: 'Your Liked Movies' }).getByRole('listitem').first();
    const markBox = (await card.locator('[data-status-mark]').boundingBox())!;
    const likeBox = (await card.getByRole('button', { name: /^(Unlike|Like) / }).boundingBox())!;
    expect(markBox.x + markBox.width).toBeLessThan(likeBox.x);

    const legend = page.getByText('What the marks mean');
    await legend.click();
    for (const meaning of ['You watched it', 'On your watchlist', 'Your rating, 1 to 10', 'You liked it'])
      expect(await page.getByText(meaning, { exact: true }).isVisible(), meaning).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await saveScreenshot(page, 'movie-cards-marks-liked-390');
    await context.close();
  });

  it('a like from a card marks it at once; a visitor gets no marks and asks for none', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await signInContext(suite.server, context, 'Card Liker');
    await page.goto('/search/interstellar');
    const results = page.getByRole('list', { name: 'Search results for interstellar' });
    const card = results
      .getByRole('listitem')
      .filter({ has: page.locator(`a[href="/movie/${INTERSTELLAR}"]`) });
    await card.waitFor(WAIT);
    expect(await card.locator('[data-status-mark]').count()).toBe(0);
    await card.hover();
    await card.getByRole('button', { name: 'Like Interstellar' }).click();
    await expect
      .poll(() => card.locator('[data-status-mark]').getAttribute('aria-label'), WAIT)
      .toBe('Liked');
    expect(pageErrors).toEqual([]);
    await context.close();

    const visitor = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    const asked = statusRequests(visitor.page);
    await visitor.page.goto('/');
    await expect
      .poll(
        () => visitor.page.getByRole('list', { name: 'Popular Movies' }).getByRole('listitem').count(),
        WAIT,
      )
      .toBeGreaterThan(0);
    await visitor.page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    expect(await visitor.page.locator('[data-status-mark]').count()).toBe(0);
    await visitor.context.close();
  });

  it('a card reached with Tab shows its focus ring around the poster, in a grid and in a row, at 1440 and 390 px', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, viewport);
      if (viewport === 'phone') await page.setViewportSize({ width: 390, height: 844 });
      const width = viewport === 'phone' ? 390 : 1440;

      await page.goto('/content/top_rated');
      await page.getByRole('list', { name: 'Top Rated movies' }).getByRole('listitem').first().waitFor(WAIT);
      await expectVisibleRing(page);
      await saveScreenshot(page, `movie-cards-focus-grid-${width}`);

      // A row scrolls sideways and so clips what overflows it: the ring still fits inside. The home page reached
      // in the app, as its logo link does (a full load of it costs Chromium about four times as much).
      await openInApp(page, '/');
      await page.getByRole('list', { name: 'Now Playing' }).getByRole('listitem').first().waitFor(WAIT);
      const inRow = await expectVisibleRing(page);
      expect(inRow.href).toMatch(/^\/movie\/\d+$/);
      await saveScreenshot(page, `movie-cards-focus-row-${width}`);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });
});
