import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { askChat, shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: a shorter length asked stays with the request the next follow-up narrows', () => {
  const { testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  /** The replies to each message in turn, each asked after the ones before. */
  async function conversation(messages: string[]): Promise<string[]> {
    const history: ChatMessage[] = [];
    const replies: string[] = [];
    for (const message of messages) {
      const reply = await askChat(testApp(), message, { history });
      history.push({ text: message, isBot: false }, { text: reply, isBot: true });
      replies.push(reply);
    }
    return replies;
  }

  it.each([
    ['comedies', 'shorter ones?', 'and nothing animated'],
    ['des drames', 'plus courts', 'et pas de dessins animés'],
  ])('%s / %s / %s', async (first, second, third) => {
    const [firstReply, , thirdReply] = await conversation([first, second, third]);
    const firstRuntimes = (await shownFilmFacts(testApp(), firstReply!)).map((film) => film.runtime);
    const longestAllowed = [...firstRuntimes].sort((a, b) => a - b)[Math.floor(firstRuntimes.length / 2)]!;
    const narrowed = await shownFilmFacts(testApp(), thirdReply!);
    expect(narrowed.length).toBeGreaterThan(0);
    for (const film of narrowed) {
      expect(film.runtime).toBeLessThanOrEqual(longestAllowed);
      expect(film.genres).not.toContain('Animation');
    }
  });
});
