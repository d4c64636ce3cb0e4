import { describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

describe.each(engineTestEngines())('ratings API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { alice: {}, bob: {} });

  const rate = (user: TestUser, payload: unknown) =>
    suite.testApp.app.inject({
      method: 'POST',
      url: '/api/ratings',
      headers: user.headers,
      payload: payload as object,
    });
  const get = (user: TestUser, url: string) =>
    suite.testApp.app.inject({ method: 'GET', url, headers: user.headers });

  it('answers 401 JSON without a user, except for the community rating, which visitors read', async () => {
    for (const [method, url] of [
      ['POST', '/api/ratings'],
      ['GET', '/api/ratings/user/550'],
    ] as const) {
      expect((await suite.testApp.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    await rate(suite.bob, { tmdb_id: 603, rating: 7 });
    const visitor = await suite.testApp.app.inject({ method: 'GET', url: '/api/ratings/movie/603' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toEqual({ tmdb_id: 603, total_ratings: 1, average_rating: 7 });
  });

  it('has no rating before the first one', async () => {
    expect((await get(suite.alice, '/api/ratings/user/550')).json().data).toEqual({
      tmdb_id: 550,
      rating: null,
    });
    expect((await get(suite.alice, '/api/ratings/movie/550')).json().data).toEqual({
      tmdb_id: 550,
      total_ratings: 0,
      average_rating: null,
    });
  });

  it('keeps one rating per user and movie, updatable, and averages over users', async () => {
    expect((await rate(suite.alice, { tmdb_id: 550, rating: 8 })).statusCode).toBe(200);
    expect((await get(suite.alice, '/api/ratings/user/550')).json().data.rating).toBe(8);
    await rate(suite.alice, { tmdb_id: 550, rating: 9 });
    expect((await get(suite.alice, '/api/ratings/user/550')).json().data.rating).toBe(9);
    await rate(suite.bob, { tmdb_id: 550, rating: 6 });
    expect((await get(suite.bob, '/api/ratings/movie/550')).json().data).toEqual({
      tmdb_id: 550,
      total_ratings: 2,
      average_rating: 7.5,
    });
    expect((await get(suite.bob, '/api/ratings/user/550')).json().data.rating).toBe(6);
  });

  it('accepts only whole numbers from 1 to 10 and known movies', async () => {
    for (const rating of [0, 11, 7.5, '8', null]) {
      const response = await rate(suite.alice, { tmdb_id: 550, rating });
      expect(response.statusCode, String(rating)).toBe(400);
      expect(response.json().message).toContain("'rating'");
    }
    expect((await rate(suite.alice, { tmdb_id: 999_999_999, rating: 5 })).json()).toEqual({
      success: false,
      message: 'Movie not found',
    });
    expect((await get(suite.alice, '/api/ratings/movie/abc')).statusCode).toBe(400);
  });
});
