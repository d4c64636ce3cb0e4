import { expect, it } from 'vitest';
import { browserSuite, openPage, saveScreenshot, useBrowserServer } from './support/index.ts';
import { INTERSTELLAR } from '@marquee/catalog/testing';

/** The starter catalog knows no US rating for The Thief of Bagdad (1924). */
const THIEF_OF_BAGDAD = 28963;
const WAIT = { timeout: 20_000 };

browserSuite('age rating on the movie page', () => {
  const suite = useBrowserServer();

  it('shows the US certification as a badge beside the runtime, at 1440 and 390 px, and nothing when there is none', async () => {
    for (const [viewport, width] of [
      ['desktop', 1440],
      ['phone', 390],
    ] as const) {
      const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, viewport);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/movie/${INTERSTELLAR}`);
      const facts = page.getByRole('list', { name: 'Facts' });
      const badge = facts.getByRole('listitem').filter({ hasText: 'PG-13' });
      await expect.poll(() => badge.isVisible(), WAIT).toBe(true);
      expect(await badge.textContent()).toBe('Age rating PG-13');
      // Right after the runtime, on its line.
      const items = await facts.getByRole('listitem').allTextContents();
      expect(items[items.indexOf('Runtime 2h 49m') + 1]).toBe('Age rating PG-13');
      const runtimeBox = (await facts.getByRole('listitem').filter({ hasText: 'Runtime' }).boundingBox())!;
      const badgeBox = (await badge.boundingBox())!;
      expect(
        Math.abs(badgeBox.y + badgeBox.height / 2 - (runtimeBox.y + runtimeBox.height / 2)),
      ).toBeLessThan(4);
      expect(badgeBox.x).toBeGreaterThan(runtimeBox.x + runtimeBox.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await saveScreenshot(page, `age-rating-${width}`);

      await page.goto(`/movie/${THIEF_OF_BAGDAD}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'The Thief of Bagdad' }).isVisible(), WAIT)
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(
        await page
          .getByRole('list', { name: 'Facts' })
          .getByText(/Age rating/)
          .count(),
      ).toBe(0);
      expect(pageErrors).toEqual([]);
      await context.close();
    }
  });
});
