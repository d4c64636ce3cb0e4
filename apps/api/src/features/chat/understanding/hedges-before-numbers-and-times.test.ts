import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

const linkedIds = (reply: string) =>
  [...reply.matchAll(/\]\(\/movie\/(\d+)\)/g)].map((match) => Number(match[1]));

describe('POST /api/chat: a hedge before an amount or a time is no count and no likeness', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it("reads 'so um die 7' as German for about seven, not the Portuguese 'just one'", async () => {
    const reply = await ask('Geburtstagsparty mit 6 Kindern, so um die 7 Jahre alt, was können wir gucken?');
    expect(new Set(linkedIds(reply)).size).toBeGreaterThan(1);
  });

  it("reads 'in like the 1800s' as the time a story is set in, not a film to be like", async () => {
    const reply = await ask('the one with two rival magicians in london in like the 1800s');
    expect(linkedIds(reply)[0]).toBe(1124);
    expect(reply).not.toMatch(/couldn't find that title/);
  });
});
