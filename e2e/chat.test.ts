import { expect, it } from 'vitest';
import { browserSuite, openPage, saveScreenshot, useBrowserServer } from './support/index.ts';
import { INCEPTION } from '@marquee/catalog/testing';

const GREETING = "Hello! I'm your movie recommendation assistant.";
/** A server's first reply loads the sentence encoder: longer than the run's 10 s poll on a busy machine. */
const FIRST_REPLY = { timeout: 30_000 };

browserSuite('chat assistant', () => {
  const suite = useBrowserServer();

  it('desktop: on a movie page, "more like this" shows Thinking..., then links that open movie pages; the conversation follows the user', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    // A little network latency, so the pending state is visible long enough to check.
    await page.route('**/api/chat', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(`/movie/${INCEPTION}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Inception', level: 1 }).isVisible())
      .toBe(true);

    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Movie Recommendation Chatbot' });
    await expect.poll(() => panel.getByText(GREETING).isVisible()).toBe(true);
    const input = panel.getByPlaceholder('Ask about movie recommendations...');
    const send = panel.getByRole('button', { name: 'Send' });

    // A blank message is ignored.
    await input.fill('   ');
    await send.click();
    expect(await panel.getByTestId('user-message').count()).toBe(0);

    await input.fill('more like this');
    const request = page.waitForRequest('**/api/chat');
    await send.click();
    await expect.poll(() => panel.getByText('Thinking...').isVisible()).toBe(true);
    expect(await input.isDisabled()).toBe(true);
    expect(await send.isDisabled()).toBe(true);
    expect((await request).postDataJSON()).toMatchObject({
      prompt: 'more like this',
      movieTitle: 'Inception',
      movieId: INCEPTION,
    });

    const reply = panel.getByTestId('bot-message').nth(1);
    await expect.poll(() => reply.getByRole('link').count(), FIRST_REPLY).toBeGreaterThanOrEqual(4);
    expect(await panel.getByText('Thinking...').count()).toBe(0);
    expect(await input.isDisabled()).toBe(false);
    expect(await reply.getByRole('link', { name: 'Inception' }).getAttribute('href')).toBe(
      `/movie/${INCEPTION}`,
    );
    await saveScreenshot(page, 'chat-desktop-reply');

    // A recommended movie's link opens its page inside the app; the conversation stays.
    const suggestion = reply.getByRole('link').nth(1);
    const title = (await suggestion.textContent())!.trim();
    const href = (await suggestion.getAttribute('href'))!;
    expect(href).toMatch(/^\/movie\/\d+$/);
    await suggestion.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    expect(await panel.getByTestId('bot-message').count()).toBe(2);

    // The toggle button, the close control and the backdrop all switch the panel.
    await page.getByRole('button', { name: 'Close chat' }).last().click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open chat' }).click();
    await page.getByTestId('chat-backdrop').click({ position: { x: 20, y: 400 } });
    await expect.poll(() => panel.isVisible()).toBe(false);

    // Restored after a reload within the session, and shared with /chatbot.
    await page.reload();
    await page.getByRole('button', { name: 'Open chat' }).click();
    await expect.poll(() => panel.getByTestId('user-message').allTextContents()).toEqual(['more like this']);
    await page.goto('/chatbot');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Movie Recommendation Chatbot', level: 1 }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByTestId('user-message').allTextContents()).toEqual(['more like this']);
    expect(await page.getByRole('button', { name: 'Open chat' }).count()).toBe(0);
    await page.getByPlaceholder('Ask about movie recommendations...').fill('something scary from the 80s');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('bot-message').count()).toBe(3);
    await expect
      .poll(() => page.getByTestId('bot-message').nth(2).getByRole('link').count())
      .toBeGreaterThanOrEqual(3);
    await saveScreenshot(page, 'chat-desktop-chatbot-page');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a javascript: link in a bot message is not clickable; allowed protocols stay links', async () => {
    const { page, context, pageErrors } = await openPage(suite.browser, suite.server.baseUrl, 'desktop');
    await page.goto('/');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'marquee_chat_conversation',
        JSON.stringify([
          { text: 'Hello!', isBot: true },
          {
            text: 'Try [click me](javascript:alert(1)), [mail us](mailto:team@example.com) or [Inception](/movie/27205).',
            isBot: true,
          },
        ]),
      ),
    );
    await page.reload();
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Open chat' }).click();
    const message = page.getByTestId('bot-message').nth(1);
    await expect.poll(() => message.getByText('click me').isVisible()).toBe(true);
    expect(await message.getByRole('link', { name: 'click me' }).count()).toBe(0);
    expect(await message.locator('[href^="javascript"]').count()).toBe(0);
    await message.getByText('click me').click();
    expect(dialogs).toBe(0);
    expect(await message.getByRole('link', { name: 'mail us' }).getAttribute('href')).toBe(
      'mailto:team@example.com',
    );
    await message.getByRole('link', { name: 'Inception' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/movie/${INCEPTION}`);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('a reply longer than the conversation shows from its start, not its end', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.setViewportSize({ width: 390, height: 520 });
    await page.goto(`/movie/${INCEPTION}`);
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Movie Recommendation Chatbot' });
    await expect.poll(() => panel.getByText(GREETING).isVisible()).toBe(true);
    await panel.getByPlaceholder('Ask about movie recommendations...').fill('more like this');
    await panel.getByRole('button', { name: 'Send' }).click();
    const reply = panel.getByTestId('bot-message').nth(1);
    await expect.poll(() => reply.getByRole('link').count(), FIRST_REPLY).toBeGreaterThanOrEqual(4);
    const log = panel.getByRole('log', { name: 'Conversation' });
    const logBox = (await log.boundingBox())!;
    const replyBox = (await reply.boundingBox())!;
    expect(replyBox.height, 'the reply is taller than the conversation shows').toBeGreaterThan(logBox.height);
    // Its first line is in view at the top of the conversation.
    expect(replyBox.y).toBeGreaterThanOrEqual(logBox.y);
    expect(replyBox.y).toBeLessThan(logBox.y + 40);
    await context.close();
  });

  it('phone: the panel spans the screen width and a failed request shows the apology as a bot message', async () => {
    const { page, context } = await openPage(suite.browser, suite.server.baseUrl, 'phone');
    await page.goto('/');
    await page.getByRole('button', { name: 'Open chat' }).click();
    const panel = page.getByRole('dialog', { name: 'Movie Recommendation Chatbot' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    const box = (await panel.boundingBox())!;
    expect(box.width).toBe(375);
    expect(box.height).toBeLessThanOrEqual(600);
    await panel.getByPlaceholder('Ask about movie recommendations...').fill('a'.repeat(1000));
    // The server rejects what the browser would never send (a 1,001-character prompt) with a 400: the apology shows.
    await page.route('**/api/chat', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, prompt: 'a'.repeat(1001) }) });
    });
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => panel.getByTestId('bot-message').last().textContent())
      .toBe("Sorry, I'm having trouble connecting. Please try again.");
    await saveScreenshot(page, 'chat-phone-panel');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
