import { describe, expect, it } from 'vitest';
import { moviesShownIn } from '../chat.markdown.ts';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';

/** Words a film about space holds in its overview or keywords. */
const SPACE = /space|galax|planet|astronaut|moon|orbit|alien|\bstars?\b/i;

describe('POST /api/chat: a theme asked for a child is kept beyond their shelf of family films', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['space films for my daughter', /made for children/],
    ['Weltraumfilme für meine Tochter', /Kinderfilme/],
  ])('%s', async (prompt, said) => {
    const reply = await ask(prompt);
    const shown = moviesShownIn(reply);
    expect(shown.length).toBeGreaterThanOrEqual(3);
    const facts = await Promise.all(shown.map(({ id }) => testApp().context.catalog.getMovieFacts(id)));
    for (const [index, fact] of facts.entries()) {
      const movie = await testApp().context.catalog.getMovie(shown[index]!.id);
      expect(SPACE.test(`${movie?.overview ?? ''} ${fact?.keywords.join(' ') ?? ''}`), movie?.title).toBe(
        true,
      );
      expect([null, undefined, 'G', 'PG']).toContain(fact?.certification);
    }
    expect(reply).toMatch(said);
  });
});
