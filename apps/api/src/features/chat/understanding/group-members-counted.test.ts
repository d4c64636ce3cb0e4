import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: a number of people in a group is no number of films', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    [
      'wir sind fünf: drei wollen was Lustiges, zwei was Spannendes. gibt es beides in einem?',
      ['Thriller', 'Comedy'],
    ],
    ['siamo in quattro: due vogliono ridere e due vogliono un thriller', ['Comedy', 'Thriller']],
  ])('%s', async (prompt, genres) => {
    const films = moviesShownIn(await ask(prompt));
    expect(films.length).toBeGreaterThanOrEqual(3);
    for (const film of films) {
      const { genres: kinds } = await filmFacts(testApp(), film.id);
      expect(
        kinds.some((kind) => genres.includes(kind)),
        String(film.id),
      ).toBe(true);
    }
  });
});
