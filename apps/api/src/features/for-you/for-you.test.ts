import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForYou } from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { startTestRecommender, type TestRecommender } from '@marquee/recommender/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';

const INTERSTELLAR = 157336;
const TOY_STORY = 862;
const SCIENCE_FICTION = 878;
const ANIMATION = 16;

describe.each(routeTestEngines())('"For you" over real HTTP on %s', (engine) => {
  let recommender: TestRecommender;
  let api: TestApp;
  let alice: TestUser;

  beforeAll(async () => {
    recommender = await startTestRecommender(engine);
    api = await createTestApp(engine, { RECOMMENDER_URL: recommender.url });
    alice = await signUpVerifiedUser(api);
  });
  afterAll(async () => {
    await api?.close();
    await recommender?.close();
  });

  const forYou = async (user: TestUser) => {
    const response = await api.app.inject({ method: 'GET', url: '/api/for-you', headers: user.headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ success: true; data: ForYou }>().data;
  };
  const send = async (method: 'POST', url: string, user: TestUser, payload: object) => {
    const response = await api.app.inject({ method, url, headers: user.headers, payload });
    expect(response.statusCode, `${method} ${url}`).toBeLessThan(300);
  };
  const listed = (answer: ForYou) => [
    ...answer.recommended.map((movie) => movie.id),
    ...answer.because_you_liked.flatMap((row) => row.movies.map((movie) => movie.id)),
  ];
  const share = (answer: { genre_ids: number[] }[], genre: number) =>
    answer.filter((movie) => movie.genre_ids.includes(genre)).length / answer.length;

  it('answers a visitor with 401 JSON, and someone with no history with empty lists', async () => {
    const visitor = await api.app.inject({ method: 'GET', url: '/api/for-you' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false });
    expect(await forYou(alice)).toEqual({ recommended: [], because_you_liked: [] });
  });

  it('reflects a new like at once, and never lists a liked, rated or watched movie', async () => {
    await send('POST', '/api/likes', alice, { tmdb_id: INTERSTELLAR });
    const first = await forYou(alice);
    expect(first.recommended.length).toBeGreaterThanOrEqual(10);
    expect(share(first.recommended.slice(0, 10), SCIENCE_FICTION)).toBeGreaterThanOrEqual(0.6);
    expect(first.because_you_liked).toEqual([]); // it would only repeat the row above
    expect(listed(first)).not.toContain(INTERSTELLAR);

    // The next request after a like already answers from the new history: no stale answer is kept.
    await send('POST', '/api/likes', alice, { tmdb_id: TOY_STORY });
    const second = await forYou(alice);
    expect(second.because_you_liked.map((row) => row.liked)).toEqual([
      { id: TOY_STORY, title: 'Toy Story' },
      { id: INTERSTELLAR, title: 'Interstellar' },
    ]);
    expect(share(second.because_you_liked[0].movies, ANIMATION)).toBeGreaterThanOrEqual(0.5);
    expect(second.recommended.filter((movie) => movie.genre_ids.includes(ANIMATION)).length).toBeGreaterThan(
      first.recommended.filter((movie) => movie.genre_ids.includes(ANIMATION)).length,
    );
    expect(listed(second)).not.toContain(INTERSTELLAR);
    expect(listed(second)).not.toContain(TOY_STORY);

    // Watching one of them, and rating another (even badly), takes each out everywhere.
    const [watched, rated] = second.recommended;
    await send('POST', '/api/watch/status', alice, { tmdb_id: watched.id, status: 'watched' });
    await send('POST', '/api/ratings', alice, { tmdb_id: rated.id, rating: 2 });
    const third = await forYou(alice);
    expect(third.recommended.length).toBeGreaterThanOrEqual(10);
    for (const id of [INTERSTELLAR, TOY_STORY, watched.id, rated.id]) expect(listed(third)).not.toContain(id);
  });

  it('the service down: still 200 with the same shape, and the home page keeps rendering', async () => {
    await recommender.stop();
    await send('POST', '/api/likes', alice, { tmdb_id: 550 });
    const answer = await forYou(alice);
    expect(answer).toEqual({ recommended: [], because_you_liked: [] });
    const home = await api.app.inject({ method: 'GET', url: '/api/tmdb/movie/popular' });
    expect(home.statusCode).toBe(200);
    recommender = await recommender.restart();
  });
});
