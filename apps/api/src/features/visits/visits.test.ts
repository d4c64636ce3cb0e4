import { describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

describe.each(engineTestEngines())('visits API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { user: {}, other: {} });

  const visit = (tmdbId: unknown, who: TestUser = suite.user) =>
    suite.testApp.app.inject({
      method: 'POST',
      url: '/api/visits',
      headers: who.headers,
      payload: { tmdb_id: tmdbId },
    });
  const recent = (who: TestUser = suite.user) =>
    suite.testApp.app.inject({ method: 'GET', url: '/api/visits', headers: who.headers });

  it('answers 401 JSON without a user', async () => {
    expect((await suite.testApp.app.inject({ method: 'GET', url: '/api/visits' })).statusCode).toBe(401);
    expect(
      (await suite.testApp.app.inject({ method: 'POST', url: '/api/visits', payload: { tmdb_id: 550 } }))
        .statusCode,
    ).toBe(401);
  });

  it('lists visited movies newest first, each movie once', async () => {
    for (const id of [550, 238, 13, 550]) expect((await visit(id)).statusCode).toBe(200);
    const body = (await recent()).json();
    expect(body.success).toBe(true);
    expect(body.data.map((item: { tmdb_id: number }) => item.tmdb_id)).toEqual([550, 13, 238]);
    expect(body.data[0]).toMatchObject({ id: 550, title: 'Fight Club', vote_average: expect.any(Number) });
    expect(body.data[0]).toHaveProperty('poster_path');
    expect((await recent(suite.other)).json().data).toEqual([]);
  });

  it('rejects bad input with 400 and an unknown movie with 404', async () => {
    const bad = await visit('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("'tmdb_id'");
    expect((await visit(999_999_999)).json()).toEqual({ success: false, message: 'Movie not found' });
  });
});
