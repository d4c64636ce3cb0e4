import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: a number before a unit is an age or a length, not a score the user gave', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('answers a request for children of given ages, signed out, with films and no sign-in prompt', async () => {
    const reply = await ask('ho due figlie di 6 e 9 anni, cosa possiamo guardare insieme?');
    expect(reply).not.toMatch(/Accedi/);
    expect(reply).toMatch(/\/movie\/\d+/);
  });
});
