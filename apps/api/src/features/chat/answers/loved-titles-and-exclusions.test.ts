import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films whose titles are common words too.
const ALIEN = 348;
const THE_THING = 1091;
const HEAT = 949;
const SE7EN = 807;
const THE_SHINING = 694;

describe('POST /api/chat: titles loved now are seeds, and "but not actual <genre>" leaves the genre out', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const genresOf = async (id: number) => {
    const body = (await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json();
    return (body.genres as { name: string }[]).map((genre) => genre.name);
  };

  it.each([
    ['i really love alien and the thing, anything similar?', [ALIEN, THE_THING], /^If you liked/],
    ['me encantan alien y the thing, ¿qué más hay?', [ALIEN, THE_THING], /^Si te gustó/],
    ["j'adore heat et se7en, tu as autre chose ?", [HEAT, SE7EN], /^Si vous avez aimé/],
    ['ich liebe heat und se7en, was noch?', [HEAT, SE7EN], /./],
  ])('reads two loved titles as seeds, neither recommended back: %s', async (message, seeds, opening) => {
    const reply = await ask(message);
    expect(reply).toMatch(opening);
    expect(moviesShownIn(reply.split('\n')[0]!).map((film) => film.id)).toEqual(seeds);
    const listed = moviesListedIn(reply).map((film) => film.id);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const seed of seeds) expect(listed).not.toContain(seed);
  });

  it('reads what is loved as a kind of film when the catalog has no title of that name', async () => {
    const reply = await ask('i love horror movies');
    expect(reply).toMatch(/Horror movies/);
    const listed = moviesListedIn(reply).map((film) => film.id);
    for (const id of listed.slice(0, 3)) expect(await genresOf(id)).toContain('Horror');
  });

  it.each([
    ['something like the shining but not real horror please', /^If you liked/],
    ['films like the shining without being horror', /^If you liked/],
    ["des films comme shining sans être de l'horreur", /^Si vous avez aimé/],
    ['algo como el resplandor pero sin ser de terror', /^Si te gustó/],
  ])('leaves the genre out of films like a seed: %s', async (message, opening) => {
    const reply = await ask(message);
    expect(reply).toMatch(opening);
    const listed = moviesListedIn(reply).map((film) => film.id);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed).not.toContain(THE_SHINING);
    for (const id of listed) expect(await genresOf(id)).not.toContain('Horror');
  });
});
