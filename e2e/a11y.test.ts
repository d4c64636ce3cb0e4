import { expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { browserSuite, openPage, useBrowserServer } from './support/index.ts';

const PAGES = [
  ['home', '/', 'Now Playing'],
  ['movie', '/movie/157336', 'Cast'],
  ['search', '/search/godfather', 'Search results for "godfather"'],
  ['genre', '/genre/18', 'Exploring Drama Movies'],
  ['cast', '/cast/10297/Matthew%20McConaughey', 'Movies featuring Matthew McConaughey'],
  ['content', '/content/top_rated', 'Top Rated'],
] as const;

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** The focused element draws a visible ring (an outline or a box shadow). */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return (
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
    );
  });
}

browserSuite('accessibility of the visitor pages', () => {
  const suite = useBrowserServer();

  // Every page at desktop width; the phone layouts that differ most (hero, movie header, listing grid) at 375 px.
  for (const [viewport, pages] of [
    ['desktop', PAGES],
    ['phone', PAGES.filter(([name]) => ['home', 'movie', 'search'].includes(name))],
  ] as const) {
    it(`${viewport}: axe finds no serious or critical violation on ${pages.map(([name]) => name).join(', ')}`, async () => {
      const { page, context } = await openPage(suite.browser, suite.server.baseUrl, viewport);
      const found: Record<string, string[]> = {};
      for (const [name, url, heading] of pages) {
        await page.goto(url);
        await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const violations = await seriousViolations(page);
        if (violations.length) found[name] = violations;
      }
      expect(found).toEqual({});
      await context.close();
    });
  }

  it('keyboard: every control on the home page is reachable with Tab and shows a focus ring; a card shows its actions on focus', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/');
    await page.getByRole('list', { name: 'Now Playing' }).getByRole('listitem').first().waitFor();
    const reached = new Set<string>();
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const name = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element
          ? `${element.tagName}:${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`
          : '';
      });
      // Rows are one Tab stop each: the whole page may take fewer than 40, and then focus leaves it.
      if (name.startsWith('BODY:')) break;
      reached.add(name);
      expect(await focusIsVisible(page), `focus ring on ${name}`).toBe(true);
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
      .poll(() => card.locator('h3').evaluate((element) => getComputedStyle(element.parentElement!).opacity))
      .toBe('1');
    await context.close();
  });
});
