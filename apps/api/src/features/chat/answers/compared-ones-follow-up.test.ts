import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: the films just shown called by a comparative are a change of that answer, no title', () => {
  const { askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['some thrillers please', 'anything like the older ones?'],
    ['Krimis bitte', 'sowas wie die älteren'],
    ['consigliami dei film di fantascienza', 'qualcosa come quelli più vecchi'],
  ])('%s, then %s', async (first, next) => {
    const { answer, before } = await askAfter(first, next);
    const listed = [...answer.matchAll(/\/movie\/(\d+)/g)].map((match) => Number(match[1]));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.filter((id) => before.includes(id))).toEqual([]);
  });
});
