import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

describe.each(routeTestEngines())('POST /api/chat for a group with different tastes, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const genresOf = async (reply: string) =>
    Promise.all(
      moviesShownIn(reply).map(async ({ id }) => {
        const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
        return (body.genres as { name: string }[]).map((genre) => genre.name);
      }),
    );

  it('covers each taste when few films suit both at once, and says so', async () => {
    const reply = await ask(
      'my uncle only watches westerns and my aunt wants a romance, what can we all watch?',
    );
    const genres = await genresOf(reply);
    expect(genres.length).toBeGreaterThanOrEqual(3);
    expect(genres.some((names) => names.includes('Western'))).toBe(true);
    expect(genres.some((names) => names.includes('Romance'))).toBe(true);
    expect(genres.every((names) => names.includes('Western') || names.includes('Romance'))).toBe(true);
    expect(reply).toMatch(/some of each/);
  });

  it('leaves out what one of them hates', async () => {
    const genres = await genresOf(
      await ask('family film for my nephews, but my sister hates animated stuff'),
    );
    expect(genres.length).toBeGreaterThanOrEqual(2);
    expect(genres.flat()).not.toContain('Animation');
  });
});
