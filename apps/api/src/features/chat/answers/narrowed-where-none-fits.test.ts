import { describe, expect, it } from 'vitest';
import { shownFilmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: the last list narrowed where none of it fits', () => {
  const { askAfter, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it('offers other films of the same request that fit, none of those shown', async () => {
    const { answer, before } = await askAfter('some sci-fi movies', 'only the ones from before 1970');
    const shown = await shownFilmFacts(testApp(), answer);
    expect(shown.length).toBeGreaterThanOrEqual(1);
    for (const film of shown) {
      expect(film.year).toBeLessThan(1970);
      expect(film.genres).toContain('Science Fiction');
    }
    expect(moviesShownIn(answer).filter((film) => before.includes(film.id))).toEqual([]);
  });
});
