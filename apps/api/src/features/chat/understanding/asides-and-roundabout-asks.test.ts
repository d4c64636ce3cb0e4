import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: asides and roundabout ways of asking', () => {
  const { ask, askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const ids = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);

  it('takes a user stepping away as small talk, whatever their reason names', async () => {
    const reply = await ask('brb, need to walk the dog and get the kids some dinner');
    expect(ids(reply)).toEqual([]);
    expect(reply.length).toBeLessThan(300);
  });

  it("reads 'at most' after a rough length as its bound, the length in words", async () => {
    const reply = await ask(
      'she can only sit through about seventy minutes at most, an animated film please',
    );
    expect(ids(reply).length).toBeGreaterThan(0);
    for (const id of ids(reply)) expect((await filmFacts(testApp(), id)).runtime).toBeLessThanOrEqual(70);
  });

  it('reads a diminutive as the order it makes smaller: o mais curtinho', async () => {
    const { answer, before } = await askAfter(
      'filmes de animação pra família',
      'qual deles é o mais curtinho?',
    );
    const runtimes = await Promise.all(before.map(async (id) => (await filmFacts(testApp(), id)).runtime));
    expect(ids(answer)[0]).toBe(before[runtimes.indexOf(Math.min(...runtimes))]);
  });
});
