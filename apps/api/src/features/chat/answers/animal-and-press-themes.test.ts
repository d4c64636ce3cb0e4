import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/** The list items of a reply (each holds its film's story). */
const items = (reply: string) => reply.split('\n').filter((line) => /^\d+\.\s/.test(line));

describe('POST /api/chat: films about animals and about the press', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    [
      'cartoons with animals in them for a 6 year old?',
      /animal|dog|cat|fox|lion|bear|panda|rabbit|mouse|rat|pupp/i,
    ],
    ['películas sobre periodistas investigando algo', /journalist|reporter|newspaper|editor|press/i],
  ])('%s', async (prompt, told) => {
    const listed = items(await ask(prompt));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.filter((line) => told.test(line)).length / listed.length).toBeGreaterThanOrEqual(0.5);
  });
});
