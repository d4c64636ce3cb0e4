import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: "something like <title>" in German and Italian everyday words', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['sowas wie matrix', /The Matrix/],
    ['hast du was ähnliches wie matrix?', /The Matrix/],
    ['ein Film wie Inception', /Inception/],
    ['voglio qualcosa di simile a inception', /Inception/],
  ])('%s', async (message, seed) => {
    const reply = await ask(message);
    const [first] = reply.split('\n');
    expect(first).toMatch(seed);
    expect(moviesShownIn(reply).length).toBeGreaterThanOrEqual(4);
  });
});
