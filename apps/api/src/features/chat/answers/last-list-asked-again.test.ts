import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@marquee/contracts';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

/**
 * 'them' after a question about one film of a list is still the list: 'who directed the first one?' then 'list them
 * again, shortest first' lists the same films again in the order asked, and a request for 'every <series> film' lists
 * the whole series.
 */
describe('POST /api/chat: the last list asked for again after a question about one of its films', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  // The first request of a process loads the sentence encoder: not part of any one case's time.
  beforeAll(async () => {
    await ask('a comedy please');
  }, 120_000);
  const listed = (reply: string) => moviesListedIn(reply).map((movie) => movie.id);
  const converse = async (turns: string[]) => {
    const history: ChatMessage[] = [];
    const replies: string[] = [];
    for (const turn of turns) {
      const reply = await ask(turn, { history });
      history.push({ text: turn, isBot: false }, { text: reply, isBot: true });
      replies.push(reply);
    }
    return replies;
  };

  it('lists them again in the order asked, in Spanish', async () => {
    const [first, , again] = await converse([
      'pelis de christopher nolan',
      '¿cuál es la más larga?',
      'muéstramelas de nuevo, de la más antigua a la más nueva',
    ]);
    const before = listed(first!);
    const after = listed(again!);
    expect(after.length).toBe(before.length);
    expect([...after].sort()).toEqual([...before].sort());
  });

  it('lists every film of a series, then all of them again', async () => {
    const [series, , again] = await converse([
      'show me every toy story movie',
      'how long is the last one?',
      'can you show me those again, oldest first',
    ]);
    const films = listed(series!);
    expect(films.length).toBeGreaterThanOrEqual(3);
    expect(new Set(listed(again!))).toEqual(new Set(films));
  });
});
