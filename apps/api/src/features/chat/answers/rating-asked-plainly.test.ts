import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe("POST /api/chat: 'what rating is X' asks its score, 'what age rating' its certification", () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('answers the score, not films like it', async () => {
    expect(await ask('what rating is se7en')).toMatch(
      /^\*\*\[Se7en\]\(\/movie\/807\)\*\* \(1995\) is rated \d\.\d\/10/,
    );
  });

  it('answers the age rating when the age is said', async () => {
    expect(await ask('what age rating does shrek have')).toMatch(/\/movie\/808.* is rated \*\*PG\*\*/);
  });
});
