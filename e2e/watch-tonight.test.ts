import { expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { seriousViolations } from './support/axe.ts';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';
import { FINDING_NEMO, INCEPTION, INTERSTELLAR, TOY_STORY } from '@marquee/catalog/testing';

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
    // Ben's profile is private: Ana reads a real reason for him (his watchlist, or how his history led to
    // the pick: counted by the recommender, or the genres it shares while picks are simpler), never his
    // movies by name.
    const benReasons = await ana.page
      .getByRole('list', { name: 'Why it fits' })
      .getByRole('listitem')
      .filter({ hasText: /^Ben:/ })
      .allInnerTexts();
    expect(benReasons).toHaveLength(5);
    for (const reason of benReasons) {
      expect(reason).toMatch(
        /^Ben: (it's on their watchlist|close to (a film|\d+ films) in their watch history|.+, as in their watch history|new ground for them)$/,
      );
      expect(reason).not.toMatch(/Toy Story|Finding Nemo/);
    }
    expect(benReasons.some((reason) => reason.includes('in their watch history'))).toBe(true);
    const reasons = ana.page.getByRole('list', { name: 'Why it fits' }).first();
    expect(await reasons.getByText(/^You:/).isVisible()).toBe(true);
    expect(await seriousViolations(ana.page)).toEqual([]);
    await ana.page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(ana.page, 'watch-tonight-desktop');

    await ana.page.getByRole('button', { name: 'Another' }).click();
    await eventually(async () => (await pickTitles(ana.page)).length).toBe(6);
    const all = await pickTitles(ana.page);
    expect(new Set(all).size).toBe(6);

    const addButtons = ana.page.getByRole('button', { name: "Add to everyone's watchlist" });
    await addButtons.first().click();
    // The card says everyone has it now, where the button was, and keeps the keyboard's place.
    const onEveryList = ana.page.getByText("It's on everyone's watchlist");
    await eventually(() => onEveryList.count()).toBe(1);
    expect(await addButtons.count()).toBe(5);
    expect(await onEveryList.evaluate((element) => element === document.activeElement)).toBe(true);
    const benWatchlist = await (await ben.context.request.get('/api/watch/status')).json();
    expect(
      (benWatchlist as { data: { status: string }[] }).data.filter((row) => row.status === 'want_to_watch'),
    ).toHaveLength(1);

    // From the watchlists only, the film they both have now is offered to nobody's list again.
    await ana.page.getByRole('switch', { name: 'From our watchlists only' }).click();
    await ana.page.getByRole('button', { name: 'Find picks' }).click();
    await eventually(async () => (await pickTitles(ana.page)).length).toBe(1);
    expect(await ana.page.getByText("It's on everyone's watchlist").isVisible()).toBe(true);
    expect(await addButtons.count()).toBe(0);
    expect(await ana.page.getByText("Ben: it's on their watchlist").isVisible()).toBe(true);

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

  it('says where handles come from, and a one-time link shows in view with Copy; pending links are told apart', async () => {
    const origin = suite.server.baseUrl;
    const cleo = await openPage(suite.browser, origin, 'phone');
    await cleo.page.setViewportSize({ width: 390, height: 844 });
    await cleo.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await signInContext(suite.server, cleo.context, 'Cleo');
    const { page } = cleo;
    await page.goto('/tonight');
    const partners = page.getByRole('region', { name: 'Watch together' });

    // Handles: nobody has one until they set it under Public profile, which the hint links to.
    const handleField = partners.getByRole('textbox', { name: 'Invite by handle' });
    await eventually(() => handleField.isVisible()).toBe(true);
    expect(await handleField.evaluate((input) => input.getAttribute('aria-describedby'))).toBeTruthy();
    const hint = page.locator(
      `#${await handleField.evaluate((input) => input.getAttribute('aria-describedby'))}`,
    );
    expect(await hint.innerText()).toMatch(/has a handle only once they set one under Public profile/);
    expect(await hint.getByRole('link', { name: 'Public profile' }).getAttribute('href')).toBe(
      '/settings/profile',
    );

    // A new link: in view, focused and selected, with a Copy button that copies it.
    await partners.getByRole('button', { name: 'Create a one-time invite link' }).click();
    const linkField = partners.getByRole('textbox', { name: 'One-time invite link' });
    await eventually(() => linkField.isVisible()).toBe(true);
    /** Inside the viewport and not under anything (the sticky header). */
    const inView = (locator: typeof linkField) =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const inside =
          box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const [top, bottom] = [box.top + 2, box.bottom - 2].map((atY) => document.elementFromPoint(x, atY));
        return inside && [top, bottom, document.elementFromPoint(x, y)].every((hit) => element.contains(hit));
      });
    await eventually(() => linkField.evaluate((input) => input === document.activeElement)).toBe(true);
    const copy = partners.getByRole('button', { name: 'Copy one-time invite link' });
    expect(await inView(linkField)).toBe(true);
    expect(await inView(copy)).toBe(true);
    const firstUrl = await linkField.inputValue();
    expect(firstUrl).toMatch(/\/tonight\/join\/[\w-]{20,}$/);
    await copy.click();
    await eventually(() => page.getByText('Invite link copied').isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

    // A second link a moment later: the two waiting ones read differently (when each was made, to the second
    // within one minute), and the page says why they can't be shown again.
    await page.waitForTimeout(1_100);
    await partners.getByRole('button', { name: 'Create a one-time invite link' }).click();
    await eventually(() => linkField.inputValue()).not.toBe(firstUrl);
    const pending = partners.getByRole('listitem').filter({ hasText: /^Invite link made / });
    await eventually(() => pending.count()).toBe(2);
    const names = await pending.allInnerTexts();
    expect(new Set(names).size).toBe(2);
    for (const name of names) expect(name).toMatch(/Works until/);
    expect(await partners.getByText(/can't show a link again/).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, 'watch-together-links-phone');

    // A lost link: a new one in its place, shown and focused; still two waiting.
    const secondUrl = await linkField.inputValue();
    await pending
      .first()
      .getByRole('button', { name: /^New link in place of the invite link made / })
      .click();
    await eventually(() => linkField.inputValue()).not.toBe(secondUrl);
    await eventually(() => linkField.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await inView(linkField)).toBe(true);
    await eventually(() => pending.count()).toBe(2);
    await page.setViewportSize({ width: 1440, height: 900 });
    await saveScreenshot(page, 'watch-together-links-desktop');
  });
});
