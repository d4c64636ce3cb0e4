import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeFindings } from './support/axe.ts';
import { openInApp } from './support/in-app.ts';
import { browserSuite, openPage, useBrowserServer } from './support/index.ts';
import { fillLibrary, signInContext } from './support/sign-in.ts';

const PAGES = [
  ['home', '/', 'Now Playing'],
  ['movie', '/movie/157336', 'Cast'],
  ['search', '/search/godfather', 'Search results for "godfather"'],
  ['genre', '/genre/18', 'Exploring Drama Movies'],
  ['cast', '/cast/10297/Matthew%20McConaughey', 'Movies featuring Matthew McConaughey'],
  ['content', '/content/top_rated', 'Top Rated'],
  ['login', '/login', 'Welcome Back'],
  ['register', '/register', 'Create Account'],
  ['chatbot', '/chatbot', 'Movie Recommendation Chatbot'],
  // The visitor's /watched, /watchlist and /recently-visited are /liked's page (library-list-page.tsx) with
  // another title: one of them stands for all four (library.test.ts reads each one's title).
  ['liked', '/liked', 'Sign in to see your liked movies'],
  ['playlists', '/playlists', 'Sign in to see your playlists'],
  ['not-found', '/no-such-page', 'Page Not Found'],
] as const;

/** The pages of a signed-in user with something in them ('{playlist}' is one of theirs), and their settings. */
const PERSONAL_PAGES = [
  ['liked', '/liked', 'Your Liked Movies'],
  ['watched', '/watched', 'Watched Movies'],
  ['watchlist', '/watchlist', 'Your Watchlist'],
  ['recently-visited', '/recently-visited', 'Recently Visited'],
  ['playlists', '/playlists', 'Your Playlists'],
  ['playlist', '/playlist/{playlist}', 'Weekend picks'],
  ['movie', '/movie/157336', 'Rating'],
  ['settings', '/settings', 'Settings'],
  ['import and export', '/settings/data', 'Import & export'],
  ['public profile', '/settings/profile', 'Public profile'],
  ['connections', '/settings/connections', 'Connections'],
  ['api tokens and calendar', '/settings/api-tokens', 'API tokens & calendar'],
] as const;

/** Pages in Spanish (issue #42): visitor pages, then a signed-in user's, with their Spanish headings. */
const SPANISH_PAGES = [
  ['home', '/', 'En cartelera'],
  ['movie', '/movie/157336', 'Reparto'],
  ['login', '/login', 'Hola de nuevo'],
  ['register', '/register', 'Crear cuenta'],
  ['chatbot', '/chatbot', 'Chatbot de recomendaciones de películas'],
  ['liked', '/liked', 'Inicia sesión para ver las películas que te gustan'],
  ['not-found', '/no-such-page', 'Página no encontrada'],
] as const;
const SPANISH_PERSONAL_PAGES = [
  ['diary', '/diary', 'Diario'],
  ['stats', '/stats', 'Tus estadísticas'],
  ['watch tonight', '/tonight', 'Ver esta noche'],
  ['settings', '/settings', 'Ajustes'],
  ['connections', '/settings/connections', 'Conexiones'],
] as const;

/** The brief's two widths: desktop 1440 and phone 390 px. */
const WIDTHS = [
  ['desktop', 1440],
  ['phone', 390],
] as const;

/** The visitor pages that are grids of movie cards, with their list's name. */
const GRIDS = new Map<string, string>([
  ['/', 'Now Playing'],
  ['/search/godfather', 'Search results for godfather'],
  ['/genre/18', 'Drama movies'],
  ['/cast/10297/Matthew%20McConaughey', 'Acting: Matthew McConaughey'],
  ['/content/top_rated', 'Top Rated movies'],
]);

/** Rules Lighthouse scores that the WCAG tags leave out: checked on the grids at 390 px, posters failing. */
const LIGHTHOUSE_RULES = ['heading-order', 'label-content-name-mismatch'];

/** What the phone's visitor pass checks on the grids besides. */
const ON_GRIDS =
  "; posters failing, every grid has its headings in order and card links named by what they show (Lighthouse's rules)";

/** A card link reads the title, the year and the rating, once each. */
const CARD_LINK_NAME = /^[^()]+ \(\d{4}\)\s*Rating \d\.\d$/;

/**
 * What a grid shows once its posters have failed (the image host is unreachable): its first card's "No Poster"
 * placeholder, the text a link's name could miss. A finding when the card's link is not named by what it shows.
 */
async function gridFindings(page: Page, list: string): Promise<string[]> {
  const card = page.getByRole('list', { name: list }).getByRole('listitem').first();
  await card.waitFor();
  await expect.poll(() => card.getByText('No Poster').isVisible()).toBe(true);
  const named = await card.getByRole('link', { name: CARD_LINK_NAME }).count();
  return named === 1
    ? []
    : [`the first card's link is not named by its title, year and rating once (${named})`];
}

/**
 * Each page once, after its heading and `networkidle`: what axe finds serious or critical. The first page is
 * loaded, the others are opened in the app from there, as a visitor's links do (a page load cost Chromium about
 * three times what the router's drawing of the same page does). With `grids`, a grid page is analysed once its
 * posters have failed, in the same axe pass for Lighthouse's rules, and its cards' links are checked too.
 */
async function violationsOn(
  page: Page,
  pages: readonly (readonly [string, string, string])[],
  { grids = false } = {},
): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [index, [name, url, heading]] of pages.entries()) {
    if (index === 0) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    } else {
      await openInApp(page, url);
    }
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    const grid = grids ? GRIDS.get(url) : undefined;
    const cards = grid ? await gridFindings(page, grid) : [];
    const { serious, ofRules } = await axeFindings(page, grid ? LIGHTHOUSE_RULES : []);
    const violations = [...serious, ...ofRules, ...cards];
    if (violations.length) found[name] = violations;
  }
  return found;
}

/** The focused control's tag and name, and whether it shows a focus ring, read in one go (no re-render between). */
async function focusedControl(page: Page): Promise<{ name: string; ring: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'BODY:', ring: false };
    const style = getComputedStyle(element);
    return {
      name: `${element.tagName}:${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`,
      ring:
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    };
  });
}

browserSuite('accessibility of the visitor pages', () => {
  const suite = useBrowserServer();

  for (const [viewport, width] of WIDTHS) {
    const onPhone = viewport === 'phone';
    it(`${width} px: axe finds no serious or critical violation on any page, as a visitor${onPhone ? ON_GRIDS : ''}`, async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, viewport);
      await page.setViewportSize({ width, height: 900 });
      expect(await violationsOn(page, PAGES, { grids: onPhone })).toEqual({});
      await context.close();
    });

    it(`${width} px: axe finds no serious or critical violation on the personal pages, signed in`, async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, viewport);
      await page.setViewportSize({ width, height: 900 });
      await signInContext(suite.server, context, 'Axe Reader');
      const playlistId = await fillLibrary(context.request, suite.server.baseUrl);
      const pages = PERSONAL_PAGES.map(
        ([name, url, heading]) => [name, url.replace('{playlist}', String(playlistId)), heading] as const,
      );
      expect(await violationsOn(page, pages)).toEqual({});
      await context.close();
    });
  }

  it('390 px, in Spanish: axe finds no serious or critical violation, as a visitor and signed in', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.setViewportSize({ width: 390, height: 900 });
    // The footer's choice, kept in its cookie: the server and the browser both speak Spanish.
    await context.addCookies([{ name: 'marquee-language', value: 'es', url: suite.server.baseUrl }]);
    expect(await violationsOn(page, SPANISH_PAGES)).toEqual({});
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await signInContext(suite.server, context, 'Lectora Axe');
    expect(await violationsOn(page, SPANISH_PERSONAL_PAGES)).toEqual({});
    await context.close();
  });

  it('keyboard: every control on the home page is reachable with Tab and shows a focus ring; a card shows its actions on focus', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/');
    await page.getByRole('list', { name: 'Now Playing' }).getByRole('listitem').first().waitFor();
    const reached = new Set<string>();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const { name, ring } = await focusedControl(page);
      // Rows are one Tab stop each: the whole page may take fewer than 40, and then focus leaves it.
      if (name.startsWith('BODY:')) break;
      reached.add(name);
      expect(ring, `focus ring on ${name}`).toBe(true);
    }
    for (const control of [
      'BUTTON:Search movies',
      'BUTTON:Categories',
      'A:View Details',
      'BUTTON:Previous movie',
      'BUTTON:Next movie',
      'A:View All Now Playing',
    ]) {
      expect([...reached]).toContain(control);
    }

    // Enter on the focused carousel control works like a click.
    const carousel = page.getByRole('region', { name: 'Featured movies' });
    const before = await carousel.getByRole('heading', { level: 2 }).textContent();
    await carousel.getByRole('button', { name: 'Next movie' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => carousel.getByRole('heading', { level: 2 }).textContent()).not.toBe(before);

    // Focusing a card reveals its overlay (title and rating).
    const card = page.getByRole('list', { name: 'Now Playing' }).getByRole('listitem').first();
    await card.getByRole('link').first().focus();
    await expect
      .poll(() =>
        card
          .locator('[data-card-title]')
          .evaluate((element) => getComputedStyle(element.parentElement!).opacity),
      )
      .toBe('1');
    await context.close();
  });
});
