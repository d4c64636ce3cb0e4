import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForYou } from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { startTestRecommender, type TestRecommender } from '@marquee/recommender/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';

const INTERSTELLAR = 157336;
const TOY_STORY = 862;
const FINDING_NEMO = 12;
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
    expect(await forYou(alice)).toEqual({ recommended: [], because_you_liked: [], limited: false });
  });

  it('reflects a new like at once, and never lists a liked, rated or watched movie', async () => {
    await send('POST', '/api/likes', alice, { tmdb_id: INTERSTELLAR });
    const first = await forYou(alice);
    expect(first.limited).toBe(false);
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

  it('the service down: popular movies in the genres the user likes most, marked limited', async () => {
    const fan = await signUpVerifiedUser(api);
    // Two animated movies and one science fiction: animation is what this user likes most.
    for (const tmdbId of [TOY_STORY, INTERSTELLAR, FINDING_NEMO])
      await send('POST', '/api/likes', fan, { tmdb_id: tmdbId });
    const up = await forYou(fan);
    await send('POST', '/api/watch/status', fan, { tmdb_id: up.recommended[0]!.id, status: 'watched' });
    await recommender.stop();
    try {
      const answer = await forYou(fan);
      expect(answer.limited).toBe(true);
      expect(answer.because_you_liked).toEqual([]);
      expect(answer.recommended.length).toBeGreaterThanOrEqual(10);
      for (const id of [TOY_STORY, INTERSTELLAR, FINDING_NEMO, up.recommended[0]!.id])
        expect(listed(answer)).not.toContain(id);
      // Every pick is in a genre of the liked movies, and animation (liked most) is among them.
      const likedGenres = new Set<number>();
      for (const tmdbId of [TOY_STORY, INTERSTELLAR, FINDING_NEMO]) {
        const movie = await api.app.inject({ url: `/api/tmdb/movie/${tmdbId}` });
        for (const genre of movie.json<{ genres: { id: number }[] }>().genres) likedGenres.add(genre.id);
      }
      expect(likedGenres.has(ANIMATION)).toBe(true);
      for (const movie of answer.recommended)
        expect(
          movie.genre_ids.some((genre) => likedGenres.has(genre)),
          movie.title,
        ).toBe(true);
      expect(answer.recommended.some((movie) => movie.genre_ids.includes(ANIMATION))).toBe(true);
      // The most popular first.
      const popularity = answer.recommended.map((movie) => movie.popularity);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
      const home = await api.app.inject({ method: 'GET', url: '/api/tmdb/movie/popular' });
      expect(home.statusCode).toBe(200);
    } finally {
      recommender = await recommender.restart();
    }
  });
});
