import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { serveImagesFrom, startImageServer, type ImageServer } from './support/image-server.ts';
import { holdRequests } from './support/held-requests.ts';
import { openInApp } from './support/in-app.ts';
import { browserSuite, openPage, signInContext, useBrowserServer } from './support/index.ts';
import { cardTitle, cardTitles } from './support/movie-card.ts';

/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

/** What has keyboard focus, as 'TAG:accessible text'. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element
      ? `${element.tagName}:${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`
      : '';
  });
const focusIsInside = (locator: Locator) =>
  locator.evaluate((element) => element.contains(document.activeElement));

/** Visible links, buttons and inputs whose box overlaps the floating chat button's. */
async function controlsUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('button[aria-controls="chat-panel"]')!;
    // A button that stepped aside (hidden) covers nothing.
    if (!button.checkVisibility({ visibilityProperty: true })) return [];
    const chat = button.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input')]
      .filter((element) => !element.matches('[aria-controls="chat-panel"]') && element.checkVisibility())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        return (
          box.left < chat.right && box.right > chat.left && box.top < chat.bottom && box.bottom > chat.top
        );
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
  });
}

/** Controls the chat button hides more than a quarter of (a tap beside a poster's covered corner still works). */
async function controlsMostlyUnderChatButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('button[aria-controls="chat-panel"]')!;
    if (!button.checkVisibility({ visibilityProperty: true })) return [];
    const chat = button.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input')]
      .filter((element) => element !== button && element.checkVisibility())
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const width = Math.min(box.right, chat.right) - Math.max(box.left, chat.left);
        const height = Math.min(box.bottom, chat.bottom) - Math.max(box.top, chat.top);
        return width > 0 && height > 0 && width * height > 0.25 * box.width * box.height;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName);
  });
}

browserSuite('polish: chat button, rows, focus, cards and scrolling', () => {
  const suite = useBrowserServer();
  let images: ImageServer;
  beforeAll(async () => {
    images = await startImageServer();
  });
  afterAll(() => images.stop());

  it('the chat button never sits over another control: hidden by the mobile menu, clear of the page end', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, viewport);
      // The first page loaded, the others reached in the app from there, as its links do (a full load of a card
      // page costs Chromium two to four times what the router's drawing of it does).
      for (const [index, url] of ['/genre/18', '/content/popular', '/movie/157336', '/'].entries()) {
        if (index === 0) {
          await page.goto(url);
          await page.waitForLoadState('networkidle');
        } else {
          await openInApp(page, url);
        }
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Scrolled again on each try: a page that was still loading more rows had moved its end.
        await eventually(async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return controlsUnderChatButton(page);
        }, `${viewport} ${url}`).toEqual([]);
      }
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const login = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log In' });
        await login.waitFor();
        // What a finger on the chat button's spot would hit is the menu, and Log In takes a plain click.
        const hit = await page.evaluate(() => {
          const box = document.querySelector('button[aria-controls="chat-panel"]')!.getBoundingClientRect();
          const element = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return element?.closest('[aria-controls="chat-panel"]') ? 'chat button' : 'menu';
        });
        expect(hit).toBe('menu');
        await login.click();
        await eventually(() => new URL(page.url()).pathname).toBe('/login');
      }
      await context.close();
    }
  });

  it('on a 390 px phone the chat button never hides a control (a star, Delete), at any scroll position of the movie page and the diary', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await signInContext(suite.server, context, 'Phone Reader');
    const logged = await context.request.post('/api/diary', {
      headers: { origin: suite.server.baseUrl },
      data: { tmdb_id: 680, watched_on: '2026-01-20', rating: 9 },
    });
    expect(logged.status()).toBe(201);
    const chatButton = page.getByRole('button', { name: 'Open chat' });
    for (const [url, control] of [
      ['/movie/680', page.getByRole('button', { name: 'Rate 10 out of 10' })],
      ['/diary', page.getByRole('button', { name: /^Delete Pulp Fiction/ })],
    ] as const) {
      await page.goto(url);
      await control.waitFor();
      await page.waitForLoadState('networkidle');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top <= height; top += 100) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await eventually(() => controlsMostlyUnderChatButton(page), `${url} at ${top} px`).toEqual([]);
      }
      // At the page's end there is room for it: the button is back and opens the chat.
      await eventually(() => chatButton.isVisible(), url).toBe(true);
    }
    await chatButton.click();
    await eventually(() =>
      page.getByRole('dialog', { name: 'Movie Recommendation Chatbot' }).isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('a row arrow scrolls 300 px; a row is one Tab stop with arrow keys inside', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/');
    const row = page.getByRole('list', { name: 'Top Rated' });
    await eventually(() => row.getByRole('listitem').count()).toBeGreaterThanOrEqual(10);
    await row.hover();
    await page.getByRole('button', { name: 'Scroll Top Rated right' }).click();
    await eventually(() => row.evaluate((element) => element.scrollLeft)).toBe(300);
    await page.getByRole('button', { name: 'Scroll Top Rated right' }).click();
    await eventually(() => row.evaluate((element) => element.scrollLeft)).toBe(600);

    const nowPlaying = page.getByRole('list', { name: 'Now Playing' });
    const cards = nowPlaying.getByRole('listitem');
    await page.getByRole('link', { name: 'View All Now Playing' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusIsInside(cards.nth(0))).toBe(true);
    const firstCard = await focused(page);
    expect(firstCard).toMatch(/^A:/);
    await page.keyboard.press('ArrowRight');
    expect(await focusIsInside(cards.nth(1))).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await focusIsInside(cards.nth(2))).toBe(true);
    // Down moves through the card's own controls: Like, then Add to Playlist.
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatch(/^BUTTON:Like /);
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatch(/^BUTTON:Add .+ to playlist$/);
    await page.keyboard.press('ArrowLeft');
    expect(await focusIsInside(cards.nth(1))).toBe(true);
    // One Tab leaves the row, whatever its length.
    await page.keyboard.press('Tab');
    expect(await focusIsInside(nowPlaying)).toBe(false);
    // Shift+Tab comes back to the card last focused.
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(cards.nth(1))).toBe(true);
    await context.close();
  });

  it("a movie's rating waits for the members' summary instead of showing TMDB's figure and then swapping it", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    const releaseSummary = await holdRequests(page, '**/api/ratings/movie/*');
    await page.goto('/movie/157336');
    const loading = page.getByRole('group', { name: 'Loading the rating' });
    await eventually(() => loading.isVisible()).toBe(true);
    expect(await loading.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByTestId('displayed-rating').count()).toBe(0);
    releaseSummary();
    // Nobody rated it on this server: then, and only then, TMDB's figure, saying whose it is.
    await eventually(() =>
      page.getByRole('group', { name: 'TMDB rating, no member ratings yet' }).isVisible(),
    ).toBe(true);
    expect(await page.getByTestId('displayed-rating').textContent()).toMatch(/^\d\.\d$/);
    await context.close();
  });

  it('Tab order follows the cards: a row stays one Tab stop when its Like buttons were still waiting for the likes', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    // The likes answer late, so every card's Like button is still disabled while the row sets its Tab stop.
    const releaseLikes = await holdRequests(page, '**/api/likes');
    await page.goto('/');
    const nowPlaying = page.getByRole('list', { name: 'Now Playing' });
    const cards = nowPlaying.getByRole('listitem');
    await eventually(() => cards.count()).toBeGreaterThanOrEqual(8);
    await nowPlaying.hover(); // the row renders all its cards
    await eventually(() => cards.count()).toBeGreaterThan(8);
    releaseLikes();
    await eventually(() =>
      nowPlaying
        .getByRole('button', { name: /^Like / })
        .first()
        .isEnabled(),
    ).toBe(true);

    await page.getByRole('link', { name: 'View All Now Playing' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusIsInside(cards.nth(0))).toBe(true);
    expect(await focused(page)).toMatch(/^A:/);
    // The next Tab leaves the row instead of landing on a Like button further along it.
    await page.keyboard.press('Tab');
    expect(await focusIsInside(nowPlaying), await focused(page)).toBe(false);
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(cards.nth(0))).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await focusIsInside(cards.nth(1))).toBe(true);
    await context.close();
  });

  it('Escape returns focus to the control that opened chat, the menu, the search overlay and Categories; Tab stays in open panels', async () => {
    const desktop = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    const page = desktop.page;
    await page.goto('/genre/18');
    await page.getByRole('heading', { name: 'Exploring Drama Movies' }).waitFor();

    const openChat = page.getByRole('button', { name: 'Open chat' });
    await openChat.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Movie Recommendation Chatbot' });
    await panel.getByPlaceholder('Ask about movie recommendations...').waitFor();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(panel), `Tab ${step + 1} stays in the chat panel`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(panel)).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => panel.count()).toBe(0);
    expect(await focused(page)).toBe('BUTTON:Open chat');

    const categories = page.getByRole('button', { name: 'Categories' });
    await categories.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Comedy' }).focus();
    await page.keyboard.press('Escape');
    await eventually(() => page.getByRole('list', { name: 'Categories' }).count()).toBe(0);
    expect(await focused(page)).toBe('BUTTON:Categories');
    await desktop.context.close();

    const phone = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await phone.page.goto('/genre/18');
    await phone.page.getByRole('heading', { name: 'Exploring Drama Movies' }).waitFor();
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (let step = 0; step < 20; step += 1) {
      await phone.page.keyboard.press('Tab');
      expect(await focusIsInside(menu), `Tab ${step + 1} stays in the menu`).toBe(true);
    }
    await phone.page.keyboard.press('Escape');
    await eventually(() => menu.count()).toBe(0);
    expect(await focused(phone.page)).toBe('BUTTON:Open menu');

    await phone.page.getByRole('button', { name: 'Search movies' }).click();
    const overlay = phone.page.getByRole('dialog', { name: 'Search Movies' });
    await overlay.waitFor();
    await phone.page.keyboard.press('Escape');
    await eventually(() => overlay.count()).toBe(0);
    expect(await focused(phone.page)).toBe('BUTTON:Search movies');
    await phone.context.close();
  });

  it('cards: one placeholder whether an image fails or none exists, the title once on hover, the poster when it loads', async () => {
    const offline = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await offline.page.goto('/content/top_rated');
    const card = offline.page.getByRole('list', { name: 'Top Rated movies' }).getByRole('article').first();
    await eventually(() => card.locator('[data-image]').getAttribute('data-image')).toBe('failed');
    const title = await cardTitle(card);
    await card.hover();
    await eventually(() => card.getByText('No Poster').isVisible()).toBe(true);
    // The placeholder sets the title; the hover overlay does not repeat it.
    const shown = await card.evaluate(
      (element, text) =>
        [...element.querySelectorAll('*')].filter(
          (node) =>
            node.childElementCount === 0 &&
            node.textContent?.trim() === text &&
            (node as HTMLElement).checkVisibility() &&
            node.getBoundingClientRect().width > 1,
        ).length,
      title,
    );
    expect(shown).toBe(1);
    await offline.context.close();

    const online = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await serveImagesFrom(online.context, images);
    await online.page.goto('/content/top_rated');
    const loaded = online.page.getByRole('list', { name: 'Top Rated movies' }).getByRole('article').first();
    await eventually(() => loaded.locator('[data-image]').getAttribute('data-image')).toBe('loaded');
    expect(await loaded.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(300);
    await loaded.hover();
    await eventually(() => loaded.locator('[data-card-title]').isVisible()).toBe(true);
    await online.context.close();
  });

  // A touch phone (no hover at all), and a 390 px window with a mouse that has not hovered the card.
  for (const device of ['touch phone', 'narrow window'] as const)
    it(`cards on a ${device}: Like and Add to Playlist show without hover, answer a tap, and leave the poster readable`, async () => {
      const touch = device === 'touch phone';
      const context = await suite.browser.newContext({
        baseURL: suite.server.baseUrl,
        viewport: { width: 390, height: 844 },
        hasTouch: touch,
        isMobile: touch,
      });
      const page = await context.newPage();
      expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(touch);
      await page.goto('/content/top_rated');
      await page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'));
      const card = page.getByRole('list', { name: 'Top Rated movies' }).getByRole('article').first();
      const like = card.getByRole('button', { name: /^Like / });
      const add = card.getByRole('button', { name: /^Add .+ to playlist$/ });
      await eventually(() => like.isVisible()).toBe(true);
      // Nothing hovered or focused: the buttons show on their own.
      const opacity = (button: Locator) =>
        button.evaluate((element) => {
          let total = 1;
          for (let node: Element | null = element; node; node = node.parentElement)
            total *= Number(getComputedStyle(node).opacity);
          return total;
        });
      expect(await opacity(like)).toBe(1);
      expect(await opacity(add)).toBe(1);
      // Both fit inside the card and cover little of its poster.
      const cardBox = (await card.boundingBox())!;
      let covered = 0;
      for (const button of [like, add]) {
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
        expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        expect(box.y).toBeGreaterThanOrEqual(cardBox.y);
        covered += box.width * box.height;
      }
      expect(covered / (cardBox.width * cardBox.height)).toBeLessThan(0.1);
      // A tap on Like does what Like does (a visitor is asked to log in) and stays on the page.
      const url = page.url();
      await (touch ? like.tap() : like.click());
      await eventually(() =>
        page.getByRole('status').filter({ hasText: 'Please login to like movies' }).count(),
      ).toBeGreaterThan(0);
      expect(page.url()).toBe(url);
      await (touch ? add.tap() : add.click());
      await eventually(() =>
        page.getByRole('status').filter({ hasText: 'Please login to add movies to playlists' }).count(),
      ).toBeGreaterThan(0);
      expect(page.url()).toBe(url);
      await context.close();
    });

  it('a new page starts at the top; back and forward restore where the reader was', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.goto('/genre/18');
    await page.getByRole('heading', { name: 'Exploring Drama Movies' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The home page reached in the app, as its logo link does.
    await openInApp(page, '/');
    const row = page.getByRole('list', { name: 'Popular Movies' });
    await row.getByRole('listitem').first().waitFor();
    await row.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const homeScroll = await page.evaluate(() => Math.round(window.scrollY));
    expect(homeScroll).toBeGreaterThan(300);
    await row.getByRole('link').first().click();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/movie\/\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await eventually(() => new URL(page.url()).pathname).toBe('/');
    await eventually(() => page.evaluate(() => Math.round(window.scrollY))).toBe(homeScroll);
    await page.goForward();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/movie\/\d+$/);
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A page chosen from the mobile menu low on a page opens at its top.
    await openInApp(page, '/content/popular');
    await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Trending' }).click();
    await page.getByRole('heading', { name: 'Exploring Action Movies' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();

    // On a desktop: a genre chosen from Categories low on a page, and a reload, open at the top.
    const desktop = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await desktop.page.goto('/content/popular');
    await desktop.page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
    expect(await desktop.page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await desktop.page.getByRole('button', { name: 'Categories' }).click();
    await desktop.page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Drama' }).click();
    await desktop.page.getByRole('heading', { name: 'Exploring Drama Movies' }).waitFor();
    await desktop.page.waitForLoadState('networkidle');
    expect(await desktop.page.evaluate(() => window.scrollY)).toBe(0);
    await desktop.page.reload();
    await desktop.page.getByRole('heading', { name: 'Exploring Drama Movies' }).waitFor();
    await desktop.page.waitForLoadState('networkidle');
    expect(await desktop.page.evaluate(() => window.scrollY)).toBe(0);
    await desktop.context.close();
  });

  it('search ranks titles starting with the query above matches deep in a title', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    // The first results page loaded, the second reached in the app (as a new search from the header does).
    const resultTitles = async (query: string, how: 'load' | 'in app') => {
      if (how === 'load') await page.goto(`/search/${query}`);
      else await openInApp(page, `/search/${query}`);
      const grid = page.getByRole('list', { name: `Search results for ${query}` });
      await grid.getByRole('article').first().waitFor();
      await page.waitForLoadState('networkidle');
      return cardTitles(grid);
    };
    const inter = await resultTitles('inter', 'load');
    // "Winter" would need its first letter changed, which counts as two typos: The Winter Soldier is no match.
    expect(inter).toEqual(['Interstellar']);
    const int = await resultTitles('int', 'in app');
    expect(int.indexOf('The Intouchables')).toBeGreaterThanOrEqual(0);
    expect(int.indexOf('The Intouchables')).toBeLessThan(int.indexOf('Spider-Man: Into the Spider-Verse'));
    await context.close();
  });

  it('signed in: the add-to-playlist modal keeps Tab inside; an expired session signs the page out and shows the login prompts; visitors read comments and the rating', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await signInContext(suite.server, context, 'Expiry Tester');
    await page.goto('/movie/550');
    await page.getByRole('heading', { level: 1, name: 'Fight Club' }).waitFor();
    const account = page.getByRole('button', { name: 'Account menu for Expiry Tester' });
    await eventually(() => account.isVisible()).toBe(true);

    const add = page.getByRole('button', { name: 'Add to Playlist', exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add to Playlist' });
    await dialog.waitFor();
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(dialog), `Tab ${step + 1} stays in the modal`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    expect(await focused(page)).toBe('BUTTON:Add to Playlist');

    // A comment and a rating, which visitors can read afterwards.
    const origin = { origin: suite.server.baseUrl };
    const comment = await context.request.post('/api/comments', {
      headers: origin,
      data: { tmdb_id: 550, comment_text: 'Still sharp decades later.', parent_comment_id: null },
    });
    expect(comment.status()).toBe(201);
    expect(
      (
        await context.request.post('/api/ratings', { headers: origin, data: { tmdb_id: 550, rating: 6 } })
      ).status(),
    ).toBe(200);

    // The session ends on the server (as when it expires); the page still shows the user until it hears so.
    const rate = page.getByRole('button', { name: 'Rate 8 out of 10' });
    await eventually(() => rate.isVisible()).toBe(true);
    const signOut = await context.request.post('/api/auth/sign-out', {
      headers: { origin: suite.server.baseUrl },
    });
    expect(signOut.status()).toBe(200);
    await rate.click();
    await page.getByRole('button', { name: 'Submit Rating' }).click();
    const toasts = page.getByRole('status');
    await eventually(() => toasts.filter({ hasText: 'Session expired. Please login again.' }).count()).toBe(
      1,
    );
    await eventually(() => page.getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(true);
    expect(await account.count()).toBe(0);
    await eventually(() => page.getByRole('link', { name: 'Login to rate this movie' }).isVisible()).toBe(
      true,
    );
    expect(await toasts.filter({ hasText: 'Failed to save rating' }).count()).toBe(0);

    // Signed out now, the page still shows the community rating and the comments, without Reply.
    await page.reload();
    await eventually(() => page.getByText('Still sharp decades later.').isVisible()).toBe(true);
    // The rating summary is its own request: until it answers, the figure is TMDB's average.
    await eventually(() => page.getByTestId('displayed-rating').textContent()).toBe('6.0');
    expect(await page.getByText('1 review(s)').isVisible()).toBe(true);
    // The sign-in prompt waits on the session, a request of its own: it may answer after the comments.
    await eventually(() => page.getByText('Please log in to write a comment.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reply' }).count()).toBe(0);
    await context.close();
  });
});
