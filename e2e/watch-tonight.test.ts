import { expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.ts';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';

const TOY_STORY = 862;
const INTERSTELLAR = 157336;
const INCEPTION = 27205;
const FINDING_NEMO = 12;

const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

async function send(
  request: APIRequestContext,
  origin: string,
  method: 'post' | 'put',
  url: string,
  data: object,
) {
  const response = await request[method](url, { headers: { origin }, data });
  expect(response.status(), `${method} ${url}`).toBeLessThan(300);
}

async function pickTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Picks for tonight' })
    .getByRole('heading', { level: 3 })
    .allInnerTexts();
}

browserSuite('Watch tonight with two accounts in Chromium', () => {
  const suite = useBrowserServer();

  it('Ana invites Ben by handle, Ben accepts, and both get picks neither has watched', async () => {
    const origin = suite.server.baseUrl;
    const ana = await openPage(suite.browser, origin, 'desktop');
    const ben = await openPage(suite.browser, origin, 'phone');
    await ben.page.setViewportSize({ width: 390, height: 844 });
    await signInContext(suite.server, ana.context, 'Ana');
    await signInContext(suite.server, ben.context, 'Ben');
    const handle = `ben-${Date.now().toString(36)}`;
    await send(ben.context.request, origin, 'put', '/api/profile', { handle, is_public: false });
    for (const tmdbId of [INTERSTELLAR, INCEPTION])
      await send(ana.context.request, origin, 'post', '/api/likes', { tmdb_id: tmdbId });
    await send(ben.context.request, origin, 'post', '/api/likes', { tmdb_id: FINDING_NEMO });
    await send(ben.context.request, origin, 'post', '/api/watch/status', {
      tmdb_id: TOY_STORY,
      status: 'watched',
    });

    // Ana finds the page in the navbar and invites Ben by his handle.
    await ana.page.goto('/');
    await ana.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Watch tonight' })
      .click();
    await ana.page.getByRole('textbox', { name: 'Invite by handle' }).fill(handle);
    await ana.page.getByRole('button', { name: 'Invite', exact: true }).click();
    await eventually(() => ana.page.getByText('Waiting for an answer').isVisible()).toBe(true);

    // Ben accepts on his phone.
    await ben.page.goto('/tonight');
    await ben.page.getByRole('button', { name: 'Accept' }).click();
    await eventually(() =>
      ben.page.getByRole('button', { name: 'Stop watching together with Ana' }).isVisible(),
    ).toBe(true);

    // The assistant's link preselects Ben; the picks leave out what either has watched or liked.
    await ana.page.goto('/tonight?with=Ben');
    await eventually(() => ana.page.getByRole('checkbox', { name: 'Ben' }).isChecked()).toBe(true);
    await ana.page.getByRole('button', { name: 'Find picks' }).click();
    await eventually(async () => (await pickTitles(ana.page)).length).toBe(5);
    const first = await pickTitles(ana.page);
    for (const title of ['Toy Story', 'Finding Nemo', 'Interstellar', 'Inception'])
      expect(first.some((shown) => shown.startsWith(`${title}\n`) || shown === title)).toBe(false);
    // Ben's profile is private: Ana sees only that a pick fits everyone's taste.
    const reasons = ana.page.getByRole('list', { name: 'Why it fits' }).first();
    expect(await reasons.getByText("Ben: fits everyone's taste").isVisible()).toBe(true);
    expect(await reasons.getByText(/^You:/).isVisible()).toBe(true);
    expect(await seriousViolations(ana.page)).toEqual([]);
    await ana.page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(ana.page, 'watch-tonight-desktop');

    await ana.page.getByRole('button', { name: 'Another' }).click();
    await eventually(async () => (await pickTitles(ana.page)).length).toBe(6);
    const all = await pickTitles(ana.page);
    expect(new Set(all).size).toBe(6);

    await ana.page.getByRole('button', { name: "Add to everyone's watchlist" }).first().click();
    await eventually(() => ana.page.getByRole('button', { name: 'Added' }).count()).toBe(1);
    const benWatchlist = await (await ben.context.request.get('/api/watch/status')).json();
    expect(
      (benWatchlist as { data: { status: string }[] }).data.filter((row) => row.status === 'want_to_watch'),
    ).toHaveLength(1);

    // Ben picks with Ana at 390 px, then ends the link: Ana is no longer a partner of his.
    await ben.page.reload();
    await ben.page.getByRole('checkbox', { name: 'Ana' }).check();
    await ben.page.getByRole('button', { name: 'Find picks' }).click();
    await eventually(async () => (await pickTitles(ben.page)).length).toBe(5);
    expect(await ben.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
      true,
    );
    expect(await seriousViolations(ben.page)).toEqual([]);
    await ben.page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(ben.page, 'watch-tonight-phone');
    await ben.page.getByRole('button', { name: 'Stop watching together with Ana' }).click();
    await eventually(() => ben.page.getByRole('checkbox', { name: 'Ana' }).count()).toBe(0);
  });
});
