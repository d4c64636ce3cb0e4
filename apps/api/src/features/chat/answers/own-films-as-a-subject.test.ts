import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALIEN,
  ARRIVAL,
  CITY_LIGHTS,
  INTERSTELLAR,
  JAWS,
  MODERN_TIMES,
  SCHINDLERS_LIST,
  SHAWSHANK,
  TOY_STORY,
  UP,
} from '@marquee/catalog/testing';
import { askChat, postingAs } from '../../../testing/chat-test-app.ts';
import { useTestAppWithUsers } from '../../../testing/signed-in-app.ts';
import { moviesListedIn, moviesShownIn } from '../chat.markdown.ts';

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The user's own library as something to talk about: a part of it ('the films i liked') in an order of the films'
 * own, a pointer at the film in view in a question about having seen it, 'like those i loved' as their loved films,
 * and a ranking of their own left for 'that one' to point at.
 */
describe('POST /api/chat: their own films as the subject', () => {
  const suite = useTestAppWithUsers('sqlite', { fan: {}, scifi: {} }, { RATE_LIMIT_MAX: '10000' });
  const ask = (prompt: string, movieId?: number) =>
    askChat(suite.testApp, prompt, { cookie: suite.fan.cookie, movieId });

  beforeAll(async () => {
    const post = postingAs(suite.testApp, suite.fan.headers);
    // Liked: Modern Times (1936), Toy Story, Jaws. Seen and rated low, older than all of them: City Lights (1931).
    for (const id of [MODERN_TIMES, TOY_STORY, JAWS]) await post('/api/likes', { tmdb_id: id });
    await post('/api/diary', { tmdb_id: CITY_LIGHTS, watched_on: isoDaysAgo(30), rating: 4 });
    await post('/api/diary', { tmdb_id: SCHINDLERS_LIST, watched_on: isoDaysAgo(10), rating: 7 });
    await post('/api/ratings', { tmdb_id: SHAWSHANK, rating: 10 });
    await post('/api/ratings', { tmdb_id: UP, rating: 3 });
    const fan = postingAs(suite.testApp, suite.scifi.headers);
    for (const id of [ALIEN, ARRIVAL, INTERSTELLAR]) await fan('/api/likes', { tmdb_id: id });
  });

  it('orders the films they liked by their age, not every film they saw', async () => {
    const reply = await ask('welcher ist der älteste Film, den ich gemocht habe?');
    expect(moviesListedIn(reply)[0]?.id).toBe(MODERN_TIMES);
    expect(moviesListedIn(reply).map(({ id }) => id)).not.toContain(CITY_LIGHTS);
  });

  it('says yes to a pointer at the film of the page they are on', async () => {
    const reply = await ask('ai-je déjà vu ce film ?', SCHINDLERS_LIST);
    expect(reply).toMatch(/^Oui/);
    expect(moviesShownIn(reply).map(({ id }) => id)).toEqual([SCHINDLERS_LIST]);
  });

  it('reads "like those I loved" as their loved films, not the films just shown', async () => {
    const reply = await askChat(suite.testApp, 'dammi altri film simili a quelli che ho adorato', {
      cookie: suite.scifi.cookie,
    });
    const listed = moviesListedIn(reply);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    expect(listed.map(({ id }) => id)).not.toContain(ALIEN);
    const genres = await Promise.all(
      listed.map(async ({ id }) =>
        (await suite.testApp.context.catalog.getMovieFacts(id))!.movie.genres.map((g) => g.name),
      ),
    );
    const scifi = genres.filter((names) => names.includes('Science Fiction'));
    expect(scifi.length / listed.length).toBeGreaterThanOrEqual(0.6);
  });

  it('answers "and my worst?" from their ratings, and "like that one" from the film it leads with', async () => {
    const first = 'which films did i give the best marks?';
    const best = await ask(first);
    const history = [
      { text: first, isBot: false },
      { text: best, isBot: true },
    ];
    const worst = await askChat(suite.testApp, 'ok, and my worst?', { cookie: suite.fan.cookie, history });
    expect(moviesListedIn(worst)[0]?.id).toBe(UP);
    const next = [...history, { text: 'ok, and my worst?', isBot: false }, { text: worst, isBot: true }];
    const like = await askChat(suite.testApp, 'anything similar to that one?', {
      cookie: suite.fan.cookie,
      history: next,
    });
    expect(like).toContain('/movie/' + UP + ')');
    expect(moviesListedIn(like).map(({ id }) => id)).not.toContain(UP);
  });
});
