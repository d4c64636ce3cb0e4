import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';

describe.each(routeTestEngines())('watch status API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { user: {} });

  const set = (payload: unknown, headers: Record<string, string> = suite.user.headers) =>
    suite.testApp.app.inject({
      method: 'POST',
      url: '/api/watch/status',
      headers,
      payload: payload as object,
    });
  const list = () =>
    suite.testApp.app.inject({ method: 'GET', url: '/api/watch/status', headers: suite.user.headers });

  it('answers 401 JSON without a user', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await suite.testApp.app.inject({ method, url: '/api/watch/status' });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it('sets, replaces and lists statuses newest first with snapshots', async () => {
    const watched = await set({ tmdb_id: 550, status: 'watched' });
    expect(watched.statusCode).toBe(200);
    expect(watched.json()).toMatchObject({
      success: true,
      message: 'Movie marked as watched!',
      data: { tmdb_id: 550, status: 'watched', title: 'Fight Club' },
    });
    const wanted = await set({ tmdb_id: 680, status: 'want_to_watch' });
    expect(wanted.json()).toMatchObject({
      message: 'Added to your watchlist!',
      data: { status: 'want_to_watch' },
    });

    expect(
      (await list())
        .json()
        .data.map((item: { tmdb_id: number; status: string }) => [item.tmdb_id, item.status]),
    ).toEqual([
      [680, 'want_to_watch'],
      [550, 'watched'],
    ]);

    // One status per movie: watching a watchlisted movie moves it.
    await set({ tmdb_id: 680, status: 'watched' });
    expect(
      (await list())
        .json()
        .data.map((item: { tmdb_id: number; status: string }) => [item.tmdb_id, item.status]),
    ).toEqual([
      [680, 'watched'],
      [550, 'watched'],
    ]);
  });

  it('says so when the movie is already in the requested state', async () => {
    const again = await set({ tmdb_id: 550, status: 'watched' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Already marked as watched.');
  });

  it('rejects a bad status or id with 400 naming the field, and an unknown movie with 404', async () => {
    const badStatus = await set({ tmdb_id: 550, status: 'seen' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().message).toContain("'status'");
    const badId = await set({ tmdb_id: 'x', status: 'watched' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain("'tmdb_id'");
    const unknown = await set({ tmdb_id: 999_999_999, status: 'watched' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Movie not found');
  });
});
