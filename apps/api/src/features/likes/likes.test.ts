import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { catalogApiPaths } from '@marquee/contracts';
import { engineTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

describe.each(engineTestEngines())('likes API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { alice: {}, bob: {} });

  const like = (user: TestUser, tmdbId: unknown) =>
    suite.testApp.app.inject({
      method: 'POST',
      url: '/api/likes',
      headers: user.headers,
      payload: { tmdb_id: tmdbId },
    });
  const list = (user: TestUser) =>
    suite.testApp.app.inject({ method: 'GET', url: '/api/likes', headers: user.headers });

  it('answers 401 JSON on every route without a user', async () => {
    for (const [method, url] of [
      ['GET', '/api/likes'],
      ['POST', '/api/likes'],
      ['DELETE', '/api/likes/550'],
    ] as const) {
      const response = await suite.testApp.app.inject({
        method,
        url,
        payload: method === 'POST' ? { tmdb_id: 550 } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Authentication required. Please log in.' });
    }
  });

  it('likes a movie with a catalog snapshot, lists it newest first and only for its owner', async () => {
    const first = await like(suite.alice, 550);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      success: true,
      data: { like_id: expect.any(Number), tmdb_id: 550 },
    });
    expect((await like(suite.alice, 157336)).statusCode).toBe(201);

    const body = (await list(suite.alice)).json();
    expect(body.success).toBe(true);
    expect(body.data.map((item: { tmdb_id: number }) => item.tmdb_id)).toEqual([157336, 550]);
    expect(body.data[1]).toMatchObject({
      tmdb_id: 550,
      movie_id: 550,
      id: 550,
      title: 'Fight Club',
      like_id: first.json().data.like_id,
    });
    expect(typeof body.data[1].vote_average).toBe('number');
    expect((await list(suite.bob)).json().data).toEqual([]);
  });

  it('answers 409 for a second like and 404 when unliking a movie not liked', async () => {
    const again = await like(suite.alice, 550);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Movie already liked' });

    const unlike = await suite.testApp.app.inject({
      method: 'DELETE',
      url: '/api/likes/550',
      headers: suite.alice.headers,
    });
    expect(unlike.statusCode).toBe(200);
    expect(unlike.json()).toMatchObject({ success: true, data: { tmdb_id: 550 } });
    const unlikeAgain = await suite.testApp.app.inject({
      method: 'DELETE',
      url: '/api/likes/550',
      headers: suite.alice.headers,
    });
    expect(unlikeAgain.statusCode).toBe(404);
    expect(unlikeAgain.json()).toEqual({ success: false, message: 'Movie not in your likes' });
    expect((await list(suite.alice)).json().data.map((item: { tmdb_id: number }) => item.tmdb_id)).toEqual([
      157336,
    ]);
  });

  it('rejects bad input with a 400 naming the field, and an unknown movie with 404', async () => {
    for (const bad of ['550', -1, 1.5, null]) {
      const response = await like(suite.alice, bad);
      expect(response.statusCode, String(bad)).toBe(400);
      expect(response.json().message).toContain("'tmdb_id'");
    }
    const badParam = await suite.testApp.app.inject({
      method: 'DELETE',
      url: '/api/likes/abc',
      headers: suite.alice.headers,
    });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().message).toContain('tmdb_id');
    const unknown = await like(suite.alice, 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Movie not found' });
  });

  it('keeps exactly one like when 50 identical likes arrive at once', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => like(suite.bob, 27205)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect((await list(suite.bob)).json().data.map((item: { tmdb_id: number }) => item.tmdb_id)).toEqual([
      27205,
    ]);
  });

  it('lists likes written by another API instance on the same database at once, never a stale answer', async () => {
    const { db } = suite.testApp.context.database;
    const likedIds = async () =>
      (await list(suite.bob)).json().data.map((item: { tmdb_id: number }) => item.tmdb_id);
    const before = await likedIds();
    // What another instance does: rows change in the shared database, this instance's kept answer does not.
    const otherInstanceLikes = (tmdbId: number, title: string) =>
      db
        .insertInto('likes')
        .values({
          user_id: suite.bob.userId,
          tmdb_id: tmdbId,
          title,
          poster_path: null,
          vote_average: 8,
          created_at: new Date().toISOString(),
        })
        .execute();
    await otherInstanceLikes(238, 'The Godfather');
    expect(await likedIds()).toEqual([238, ...before]);

    // A removal and an addition together, leaving the count as it was.
    await db.deleteFrom('likes').where('user_id', '=', suite.bob.userId).where('tmdb_id', '=', 238).execute();
    await otherInstanceLikes(680, 'Pulp Fiction');
    expect(await likedIds()).toEqual([680, ...before]);
    await db.deleteFrom('likes').where('user_id', '=', suite.bob.userId).where('tmdb_id', '=', 680).execute();
    expect(await likedIds()).toEqual(before);
  });

  it('sends a long list compressed to a client that accepts it, the same JSON, and a short one as it is', async () => {
    const popular = await suite.testApp.app.inject({
      method: 'GET',
      url: `/${catalogApiPaths.listing('popular')}`,
    });
    const ids: number[] = popular.json().results.map((movie: { id: number }) => movie.id);
    for (const id of ids.slice(0, 15)) await like(suite.bob, id);
    const plain = await list(suite.bob);
    // Over the size below which the API does not bother compressing.
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const compressed = await suite.testApp.app.inject({
      method: 'GET',
      url: '/api/likes',
      headers: { ...suite.bob.headers, 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());

    const short = await suite.testApp.app.inject({
      method: 'GET',
      url: '/api/likes',
      headers: { ...suite.alice.headers, 'accept-encoding': 'gzip' },
    });
    expect(short.rawPayload.length).toBeLessThan(1024);
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.json()).toEqual((await list(suite.alice)).json());
  });
});
