import { describe, expect, it } from 'vitest';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/**
 * 'quel est le plus long parmi ceux-ci ?', 'welcher ist der längste unter diesen?', 'qual é o mais longo entre
 * esses?': a superlative asked among 'these' picks one film of the list just shown, no new list.
 */
describe('POST /api/chat: the longest or shortest among the films just shown', () => {
  const { askAfter } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['des comédies', 'quel est le plus long parmi ceux-ci ?'],
    ['ein paar komödien bitte', 'welcher ist der längste unter diesen?'],
    ['umas comedias', 'qual é o mais longo entre esses?'],
  ])('%j then %j', async (first, pick) => {
    const { answer, before } = await askAfter(first, pick);
    expect(before.length).toBeGreaterThan(1);
    expect(moviesListedIn(answer)).toHaveLength(0);
    expect(before).toContain(moviesShownIn(answer)[0]?.id);
  });
});
