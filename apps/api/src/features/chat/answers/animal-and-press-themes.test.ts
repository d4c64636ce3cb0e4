import { describe, expect, it } from 'vitest';
import { shownFilmWords, useChatTestApp } from '../../../testing/chat-test-app.ts';

describe('POST /api/chat: films about animals and about the press', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    [
      'cartoons with animals in them for a 6 year old?',
      /animal|dog|cat|fox|lion|bear|panda|rabbit|mouse|rat|pupp/i,
    ],
    ['películas sobre periodistas investigando algo', /journalist|reporter|newspaper|editor|press/i],
  ])('%s', async (prompt, told) => {
    // Each film's own story, read from the catalog: a reply in Spanish quotes no English synopsis.
    const listed = await shownFilmWords(testApp(), await ask(prompt));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.filter(({ words }) => told.test(words)).length / listed.length).toBeGreaterThanOrEqual(0.5);
  });
});
