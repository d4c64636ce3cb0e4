import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

const TOY_STORY = 862;
const TOY_STORY_3 = 10193;

/** 'longer than the first one', 'länger als der erste teil': the first film of the series of the title compared. */
describe('POST /api/chat: a film compared with the first one of its series', () => {
  const { ask } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['en', 'is toy story 3 longer than the original?'],
    ['de', 'dauert toy story 3 länger als der erste film?'],
  ])('%s: "%s"', async (_language, prompt) => {
    const films = moviesShownIn(await ask(prompt)).map((movie) => movie.id);
    expect(films.sort()).toEqual([TOY_STORY_3, TOY_STORY].sort());
  });
});
