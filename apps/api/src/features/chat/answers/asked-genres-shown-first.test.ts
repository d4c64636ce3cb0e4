import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/** The genres a list item names after its film ('— Comedy / Romance, rated 7.8/10'). */
const namedGenres = (reply: string) =>
  reply
    .split('\n')
    .filter((line) => /^\d+\. /.test(line))
    .map((line) => /— ([^,]+),/.exec(line)?.[1]);

describe('POST /api/chat: a list of two genres asked for names those two on every film', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['a few family adventure films please', ['Family', 'Adventure']],
    ['komödien mit romantik, so 5 stück', ['Komödie', 'Liebesfilm']],
  ])('%s', async (message, genres) => {
    const named = namedGenres(await ask(message));
    expect(named.length).toBeGreaterThanOrEqual(3);
    for (const shown of named) expect(shown?.split(' / ').sort()).toEqual([...genres].sort());
  });
});
