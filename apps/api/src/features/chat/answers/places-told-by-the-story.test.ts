import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn } from '../chat.markdown.ts';

describe('films set in a place: those whose story names it come before those only tagged with it', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  const overviewOf = async (id: number) => {
    const response = await testApp().app.inject({ url: `/api/tmdb/movie/${id}` });
    return (response.json() as { overview?: string }).overview ?? '';
  };

  it.each(['Filme, die in London spielen?', 'film ambientati a londra'])('%s', async (prompt) => {
    const listed = moviesListedIn(await ask(prompt));
    expect(listed.length).toBeGreaterThanOrEqual(4);
    for (const film of listed) expect(await overviewOf(film.id), `film ${film.id}`).toMatch(/london/i);
  });
});
