import { describe, expect, it } from 'vitest';
import { useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesShownIn } from '../chat.markdown.ts';

// Starter-catalog films.
const ALIEN = 348;
const TOY_STORY = 862;
const JURASSIC_PARK = 329;

describe('POST /api/chat: words read as titles, lengths or names only when they are', () => {
  const { ask, testApp } = useChatTestApp('sqlite', { RATE_LIMIT_MAX: '10000' });
  const listed = (reply: string) => moviesShownIn(reply).map((movie) => movie.id);
  const runtimeOf = async (id: number) =>
    Number((await testApp().app.inject({ method: 'GET', url: `/api/tmdb/movie/${id}` })).json().runtime);

  it("reads two titles that 'had a baby' as the films the answer is like", async () => {
    const reply = await ask('si alien y toy story tuvieran un hijo, ¿cuál sería?');
    expect(reply).toMatch(/^Si te gustó/);
    expect(listed(reply).slice(0, 2)).toEqual([ALIEN, TOY_STORY]);
    expect(listed(reply).length).toBeGreaterThanOrEqual(5);
  });

  it("lists films of the feel asked when the '+' between two things names no title the catalog has", async () => {
    const reply = await ask(
      'something relaxing for a snowy evening by the fire 🔥 cocoa + fuzzy socks vibes',
    );
    expect(reply).not.toMatch(/couldn't find that title/);
    expect(listed(reply).length).toBeGreaterThanOrEqual(3);
  });

  it("reads 'as long as' as a condition, no long film asked", async () => {
    const reply = await ask("a comedy please, as long as it's not animated");
    const films = listed(reply);
    expect(films.length).toBeGreaterThanOrEqual(3);
    const runtimes = await Promise.all(films.map(runtimeOf));
    expect(
      runtimes.some((minutes) => minutes < 140),
      reply,
    ).toBe(true);
  });

  it("reads 'dinos' as dinosaurs, no one's name", async () => {
    expect(listed(await ask('hab bock auf was mit dinos'))).toContain(JURASSIC_PARK);
    expect(listed(await ask('anything with dinos?'))).toContain(JURASSIC_PARK);
  });
});
