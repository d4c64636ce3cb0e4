import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const TITANIC = 597;
const GROUNDHOG_DAY = 137;
const HOME_ALONE = 771;

describe.each(routeTestEngines())('POST /api/chat: a film told from memory, on %s', (engine) => {
  const { ask } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['en', 'that film with leo where a ship hits an iceberg and sinks, what was it'],
    ['fr', 'le film avec leo où le paquebot heurte un iceberg et coule'],
  ])(
    '%s: a lead named by a short first name counts as that actor',
    async (_language, story) => {
      expect(moviesShownIn(await ask(story))[0]?.id).toBe(TITANIC);
    },
    90_000,
  );

  it.each([
    'the one where a weather reporter has to live february second again and again',
    'the movie where the weather man wakes up every morning on the same day',
  ])('a story about a weather man is no question about the weather: %s', async (story) => {
    expect(moviesShownIn(await ask(story))[0]?.id).toBe(GROUNDHOG_DAY);
  });

  it('an "or" clauses after the story began joins guesses of it, no two titles to compare', async () => {
    const reply = await ask(
      'kid forgotten at home when his family flies off for christmas, to paris or london or somewhere, he fights off two burglars',
    );
    expect(moviesShownIn(reply)[0]?.id).toBe(HOME_ALONE);
  });
});
