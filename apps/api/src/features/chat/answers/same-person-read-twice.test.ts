import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/**
 * 'ancora, senza ripetere quelli di prima': a word read twice as the same catalog person (as a name asked and a name left over) is
 * no pair sharing films; the assistant answers rather than failing.
 */
describe('POST /api/chat: one person read twice in a message', () => {
  const { askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['it', 'film horror', 'ancora, senza ripetere quelli di prima'],
    ['it', 'film comici', 'dammene altri, non ripetere quelli di prima'],
  ])(
    '%s: "%s" then "%s"',
    async (_language, first, next) => {
      const { answer } = await askAfter(first, next);
      expect(answer.length).toBeGreaterThan(0);
    },
    60_000,
  );
});
