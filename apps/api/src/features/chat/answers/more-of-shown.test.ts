import { describe, expect, it } from 'vitest';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

describe('POST /api/chat: other films like the ones just shown, and picks among them', () => {
  const { testApp, askAfter: after } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });

  it.each([
    ['crime movies', 'similar to these, but ones you have not suggested yet', 'Crime'],
    ['des films de science-fiction', "d'autres comme ceux-là", 'Science Fiction'],
    ['filmes de faroeste', 'mais parecidos com esses', 'Western'],
    ['westernfilme', 'andere, die du noch nicht genannt hast', 'Western'],
  ])('lists other films of the request before: %s / %s', async (first, next, genre) => {
    const { before, answer } = await after(first, next);
    const ids = moviesListedIn(answer).map((film) => film.id);
    expect(ids.length, answer).toBeGreaterThanOrEqual(2);
    expect(ids.filter((id) => before.includes(id))).toEqual([]);
    for (const id of ids) expect((await filmFacts(testApp(), id)).genres, next).toContain(genre);
  });

  it.each([
    ['películas de ciencia ficción', 'y de estas, ¿cuál es la más moderna?', 'newest'],
    ['sci-fi movies from the 80s', 'which of them is the earliest?', 'oldest'],
    ['krimis', 'und welcher davon ist der jüngste?', 'newest'],
  ])('picks the newest or oldest of those films: %s / %s', async (first, next, which) => {
    const { before, answer } = await after(first, next);
    const years = await Promise.all(before.map(async (id) => (await filmFacts(testApp(), id)).year));
    const wanted = which === 'newest' ? Math.max(...years) : Math.min(...years);
    const [picked] = moviesShownIn(answer).map((film) => film.id);
    expect(before, answer).toContain(picked);
    expect((await filmFacts(testApp(), picked!)).year).toBe(wanted);
  });
});
