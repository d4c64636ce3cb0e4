import { expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { seriousViolations } from './support/axe.ts';
import { browserSuite, openPage, saveScreenshot, signInContext, useBrowserServer } from './support/index.ts';
import { FIGHT_CLUB } from '@marquee/catalog/testing';

/** Polls long enough for a cold page load on a busy 2-core machine. */
const eventually = <T>(read: () => Promise<T> | T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

const SENTENCE = 'The first rule is easy to forget once the projector starts rolling again. ';
/** A comment at the 2,000-character limit, in paragraphs, ending in words a reader should reach. */
const END = ' THE VERY LAST WORDS.';
const LONG_COMMENT = `${SENTENCE.repeat(8)}\n\n${SENTENCE.repeat(20)}`.slice(0, 2000 - END.length) + END;

async function postComment(context: BrowserContext, origin: string, text: string): Promise<void> {
  const response = await context.request.post('/api/comments', {
    headers: { origin },
    data: { tmdb_id: FIGHT_CLUB, comment_text: text, parent_comment_id: null },
  });
  expect(response.status(), await response.text()).toBe(201);
}

browserSuite('long comments in Chromium', () => {
  const suite = useBrowserServer();

  it('a long comment shows a few lines with "Read more"; Enter and Space open and close it', async () => {
    const origin = suite.server.baseUrl;
    const { page, context } = await openPage(suite.browser, origin, 'desktop');
    await signInContext(suite.server, context, 'Ana');
    expect(LONG_COMMENT.length).toBe(2000);
    await postComment(context, origin, LONG_COMMENT);
    await postComment(context, origin, 'Short and sweet.');

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(`/movie/${FIGHT_CLUB}`);
      const long = page.getByTestId('comment').filter({ hasText: 'THE VERY LAST WORDS' });
      const short = page.getByTestId('comment').filter({ hasText: 'Short and sweet.' });
      await eventually(() => long.isVisible()).toBe(true);
      const text = long.locator('p').first();
      const more = long.getByRole('button', { name: "Read more of Ana's comment" });
      await eventually(() => more.isVisible()).toBe(true);
      expect(await short.getByRole('button', { name: /Read more/ }).count()).toBe(0);

      // Collapsed: six lines at most, the end out of sight; the button says what it controls.
      const lines = () =>
        text.evaluate(
          (paragraph) => paragraph.clientHeight / parseFloat(getComputedStyle(paragraph).lineHeight),
        );
      expect(await lines()).toBeLessThanOrEqual(6.1);
      expect(await text.evaluate((paragraph) => paragraph.scrollHeight > paragraph.clientHeight)).toBe(true);
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await more.getAttribute('aria-controls')).toBe(await text.getAttribute('id'));
      if (viewport.width === 390) await saveScreenshot(page, 'comment-collapsed-phone');

      // The keyboard opens it: the whole text shows, the button now offers to cut it again.
      await more.focus();
      await page.keyboard.press('Enter');
      const less = long.getByRole('button', { name: "Show less of Ana's comment" });
      await eventually(() => less.getAttribute('aria-expanded')).toBe('true');
      expect(await lines()).toBeGreaterThan(6);
      expect(await text.evaluate((paragraph) => paragraph.scrollHeight <= paragraph.clientHeight + 1)).toBe(
        true,
      );
      expect(await text.innerText()).toContain('THE VERY LAST WORDS.');
      expect(await less.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport.width === 1440) await saveScreenshot(page, 'comment-expanded-desktop');

      await page.keyboard.press(' ');
      await eventually(() => more.getAttribute('aria-expanded')).toBe('false');
      expect(await lines()).toBeLessThanOrEqual(6.1);
      expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
    }
    await context.close();
  });
});
