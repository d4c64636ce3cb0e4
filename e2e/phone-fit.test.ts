import { expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';

/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

const PHONE = { width: 390, height: 844 };
const OPPENHEIMER = 872585;

const heightOf = async (locator: Locator) => (await locator.boundingBox())!.height;

/**
 * Words of the poster placeholders' text that a line break cuts in two, or that stick out of their poster:
 * what a reader would see as "Oppenheime / r".
 */
function brokenPlaceholderWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const poster of document.querySelectorAll<HTMLElement>('[data-image="failed"]')) {
      const box = poster.getBoundingClientRect();
      const walker = document.createTreeWalker(poster, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.checkVisibility()) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const lines = new Set(rects.map((rect) => Math.round(rect.top)));
          const outside = rects.some((rect) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
          if (lines.size > 1 || outside) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

browserSuite('phone widths (390 px) in Chromium', () => {
  const suite = useBrowserServer();

  it("the webhook address field is as tall as the phone's other fields (44 px), as on a desktop", async () => {
    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
      await page.setViewportSize(viewport);
      await signInContext(suite.server, context, 'Webhook Phone');
      await page.goto('/settings/connections');
      await page.getByRole('button', { name: 'Connect Jellyfin' }).click();
      const address = page.getByRole('textbox', { name: 'Jellyfin webhook address' });
      await eventually(() => address.isVisible()).toBe(true);
      expect(await heightOf(address), `${viewport.width} px`).toBe(44);
      expect(await heightOf(page.getByRole('button', { name: 'Copy address' })), `${viewport.width} px`).toBe(
        44,
      );
      expect(await address.inputValue()).toMatch(/\/api\/webhooks\/jellyfin\//);
      if (viewport === PHONE) await saveScreenshot(page, 'connections-webhook-phone');
      await context.close();
    }
  });

  it('a poster placeholder wraps its title at word boundaries, never "Oppenheime/r"', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.setViewportSize(PHONE);
    await page.goto(`/movie/${OPPENHEIMER}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: 'Oppenheimer' }).isVisible()).toBe(
      true,
    );
    await eventually(() => page.locator('[data-image="failed"]').count()).toBeGreaterThan(0);
    expect(await brokenPlaceholderWords(page)).toEqual([]);
    await saveScreenshot(page, 'movie-placeholder-phone');
    // Rows of cards on the home page, whatever their titles.
    await page.goto('/');
    await eventually(() => page.locator('[data-image="failed"]').count()).toBeGreaterThan(10);
    expect(await brokenPlaceholderWords(page)).toEqual([]);
    await context.close();
  });

  it('the "None" rating chip is wide enough for its word, on a phone and a desktop', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await signInContext(suite.server, context, 'Chip Phone');
    for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/movie/550');
      await page.getByRole('button', { name: 'Log a watch' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log a watch' });
      await eventually(() => dialog.isVisible()).toBe(true);
      const none = dialog.getByRole('radio', { name: 'No rating' }).locator('xpath=..');
      // The word sits inside its chip with room on both sides, and nothing is clipped.
      const fit = await none.evaluate((chip) => {
        const word = chip.querySelector('span')!.getBoundingClientRect();
        const box = chip.getBoundingClientRect();
        return {
          room: Math.min(word.left - box.left, box.right - word.right),
          clipped: chip.scrollWidth > chip.clientWidth,
        };
      });
      expect(fit.clipped, `${viewport.width} px`).toBe(false);
      expect(fit.room, `${viewport.width} px`).toBeGreaterThanOrEqual(8);
      if (viewport === PHONE) await saveScreenshot(page, 'diary-dialog-phone');
      await page.keyboard.press('Escape');
    }
    await context.close();
  });

  it('every link under "Your Library" in the phone menu has its icon', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.setViewportSize(PHONE);
    await signInContext(suite.server, context, 'Menu Phone');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const library = menu.locator('h2', { hasText: 'Your Library' }).locator('xpath=following-sibling::ul[1]');
    await eventually(() => library.getByRole('link').count()).toBeGreaterThan(10);
    const withoutIcon = await library
      .getByRole('link')
      .evaluateAll((links) =>
        links.filter((link) => !link.querySelector('svg')?.checkVisibility()).map((link) => link.textContent),
      );
    expect(withoutIcon).toEqual([]);
    // And each icon sits at the same place, so the labels line up.
    const iconLefts = await library
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => Math.round(link.querySelector('svg')!.getBoundingClientRect().left)),
      );
    expect(new Set(iconLefts).size).toBe(1);
    await saveScreenshot(page, 'mobile-menu-library-phone');
    await context.close();
  });

  it("a toast never covers an open dialog's buttons on a phone (Cancel in Add to Playlist)", async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.setViewportSize(PHONE);
    await signInContext(suite.server, context, 'Toast Phone');
    await page.goto('/movie/550');
    await page.getByRole('button', { name: 'Add to Playlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Playlist' });
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'New playlist' }).fill('Rainy Sundays');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Playlist created!' });
    await eventually(() => toast.isVisible()).toBe(true);
    // Let the toast finish moving in before measuring it.
    await page.waitForTimeout(400);
    const toastBox = (await toast.boundingBox())!;
    const covered: string[] = [];
    for (const button of await dialog.getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        box.x + box.width > toastBox.x &&
        box.y < toastBox.y + toastBox.height &&
        box.y + box.height > toastBox.y;
      if (overlaps) covered.push((await button.getAttribute('aria-label')) ?? (await button.innerText()));
    }
    expect(covered).toEqual([]);
    // The buttons still take a tap: nothing lies on top of Cancel.
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    expect(
      await cancel.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      }),
    ).toBe(true);
    await saveScreenshot(page, 'playlist-dialog-toast-phone');
    // With the dialog closed, toasts are back at the bottom, as the spec says.
    await cancel.click();
    await page.getByRole('button', { name: 'Like' }).click();
    const liked = page.getByRole('status').filter({ hasText: /liked|Liked/ });
    await eventually(() => liked.isVisible()).toBe(true);
    await page.waitForTimeout(400);
    expect((await liked.boundingBox())!.y).toBeGreaterThan(PHONE.height / 2);
    await context.close();
  });
});
