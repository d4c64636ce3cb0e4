import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { filmFacts, useChatTestApp } from '../../../testing/chat-test-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

const TOY_STORY = 862;

/**
 * Requests whose words a large catalog holds as titles or as its best-rated niche: a mood, a length order and a seed
 * turned down again are read as what they ask.
 */
describe.each(routeTestEngines())('requests a large catalog could misread, on %s', (engine) => {
  const { ask, testApp } = useChatTestApp(engine, { RATE_LIMIT_MAX: '10000' });
  const facts = (id: number) => filmFacts(testApp(), id);

  it('a mood gets stories, not documentaries or concert films', async () => {
    const ids = moviesListedIn(await ask('feeling low tonight, something to cheer me up')).map(
      ({ id }) => id,
    );
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      const film = await facts(id);
      expect(film.genres, film.title).not.toContain('Documentary');
    }
  });

  it("'the longest' is an order, not the start of a title: longest first", async () => {
    const ids = moviesListedIn(await ask('the 5 longest films you have, longest first')).map(({ id }) => id);
    expect(ids).toHaveLength(5);
    const runtimes = await Promise.all(ids.map(async (id) => (await facts(id)).runtime));
    expect(runtimes).toEqual([...runtimes].sort((a, b) => b - a));
    expect(runtimes[0]).toBeGreaterThanOrEqual(180);
  });

  it("'like X but not another X' keeps X as the seed and leaves its series out", async () => {
    const reply = await ask('something like toy story but not another toy story please');
    expect(moviesShownIn(reply).map(({ id }) => id)).toContain(TOY_STORY);
    const listed = moviesListedIn(reply);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    for (const movie of listed) expect((await facts(movie.id)).title).not.toMatch(/toy story/i);
  });
});
