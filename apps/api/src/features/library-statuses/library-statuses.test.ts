import { describe, expect, it } from 'vitest';
import { LIBRARY_STATUSES_MAX_IDS, SIGN_IN_REQUIRED_MESSAGE, type LibraryStatus } from '@marquee/contracts';
import { engineTestEngines } from '@marquee/db/testing';
import { allowFriendsRatings, followFriendWithRatings } from '../../testing/friends-posts.ts';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

describe.each(engineTestEngines())('poster statuses API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { alice: {}, bob: {} });

  const statuses = (query: string, headers: Record<string, string> = suite.alice.headers) =>
    suite.testApp.app.inject({ method: 'GET', url: `/api/library/statuses${query}`, headers });
  const post = (user: TestUser, url: string, payload: object) =>
    suite.testApp.app.inject({ method: 'POST', url, headers: user.headers, payload });

  it('answers 401 JSON to a visitor, before reading the ids', async () => {
    for (const query of ['?tmdb_ids=550', '?tmdb_ids=nonsense', '']) {
      const response = await statuses(query, {});
      expect(response.statusCode, query).toBe(401);
      expect(response.json()).toEqual({ success: false, message: SIGN_IN_REQUIRED_MESSAGE });
    }
  });

  it("answers each movie asked about once, in the order asked, with the user's own marks only", async () => {
    await post(suite.alice, '/api/watch/status', { tmdb_id: 550, status: 'watched' });
    await post(suite.alice, '/api/ratings', { tmdb_id: 550, rating: 8 });
    await post(suite.alice, '/api/likes', { tmdb_id: 550 });
    await post(suite.alice, '/api/watch/status', { tmdb_id: 680, status: 'want_to_watch' });
    await post(suite.alice, '/api/ratings', { tmdb_id: 27205, rating: 6 });
    // Bob's marks never show in Alice's answer.
    await post(suite.bob, '/api/likes', { tmdb_id: 27205 });
    await post(suite.bob, '/api/watch/status', { tmdb_id: 157336, status: 'watched' });

    const response = await statuses('?tmdb_ids=680,550,27205,157336,550');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Statuses retrieved',
      data: [
        {
          tmdb_id: 680,
          watched: false,
          want_to_watch: true,
          liked: false,
          rating: null,
          friends_rating: null,
        },
        { tmdb_id: 550, watched: true, want_to_watch: false, liked: true, rating: 8, friends_rating: null },
        {
          tmdb_id: 27205,
          watched: false,
          want_to_watch: false,
          liked: false,
          rating: 6,
          friends_rating: null,
        },
        {
          tmdb_id: 157336,
          watched: false,
          want_to_watch: false,
          liked: false,
          rating: null,
          friends_rating: null,
        },
      ],
    });
    const bobs = (await statuses('?tmdb_ids=27205,157336', suite.bob.headers)).json().data;
    expect(bobs).toEqual([
      {
        tmdb_id: 27205,
        watched: false,
        want_to_watch: false,
        liked: true,
        rating: null,
        friends_rating: null,
      },
      {
        tmdb_id: 157336,
        watched: true,
        want_to_watch: false,
        liked: false,
        rating: null,
        friends_rating: null,
      },
    ]);
  });

  it('marks the average rating of the people the user follows, only once the user allows it', async () => {
    const { db } = suite.testApp.database;
    const { userId } = suite.bob;
    await followFriendWithRatings(db, userId, 'dora', [[550, 9]]);
    await followFriendWithRatings(db, userId, 'emil', [[550, 6]]);
    const friendsRatings = async () =>
      ((await statuses('?tmdb_ids=550,680', suite.bob.headers)).json().data as LibraryStatus[]).map(
        (entry) => entry.friends_rating,
      );
    expect(await friendsRatings()).toEqual([null, null]);
    await allowFriendsRatings(db, userId, true);
    expect(await friendsRatings()).toEqual([7.5, null]);
  });

  it(`takes up to ${LIBRARY_STATUSES_MAX_IDS} ids in one request`, async () => {
    const ids = Array.from({ length: LIBRARY_STATUSES_MAX_IDS }, (_, index) => 1_000_000 + index);
    ids[0] = 550;
    const response = await statuses(`?tmdb_ids=${ids.join(',')}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { tmdb_id: number; watched: boolean }[];
    expect(data.map((entry) => entry.tmdb_id)).toEqual(ids);
    expect(data[0]).toMatchObject({ tmdb_id: 550, watched: true });
  });

  it('refuses a missing, malformed, out-of-range or too long list with a 400 JSON answer', async () => {
    const tooMany = Array.from({ length: LIBRARY_STATUSES_MAX_IDS + 1 }, (_, index) => index + 1).join(',');
    for (const query of [
      '',
      '?tmdb_ids=',
      '?tmdb_ids=550,,680',
      '?tmdb_ids=abc',
      '?tmdb_ids=-5',
      '?tmdb_ids=0',
      '?tmdb_ids=1.5',
      '?tmdb_ids=99999999999',
      `?tmdb_ids=${tooMany}`,
    ]) {
      const response = await statuses(query);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body.success, query).toBe(false);
      expect(body.message, query).toMatch(/tmdb_ids/);
    }
  });
});
