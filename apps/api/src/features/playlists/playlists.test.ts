import { describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

describe.each(engineTestEngines())('playlists API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { alice: {}, bob: {} });

  type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
  const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
    suite.testApp.app.inject({ method, url, headers: user?.headers, payload });
  const createPlaylist = async (user: TestUser, name: string): Promise<number> => {
    const response = await call(user, 'POST', '/api/playlists', { name });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.playlist_id;
  };

  it('answers 401 JSON on every route without a user', async () => {
    for (const [method, url] of [
      ['GET', '/api/playlists'],
      ['POST', '/api/playlists'],
      ['DELETE', '/api/playlists/1'],
      ['GET', '/api/playlists/1/movies'],
      ['POST', '/api/playlists/1/movies'],
      ['DELETE', '/api/playlists/1/movies/550'],
      ['PATCH', '/api/playlists/1/visibility'],
    ] as const) {
      const response = await call(null, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().success).toBe(false);
    }
  });

  it('creates trimmed playlists and lists its owner’s newest first with movie counts', async () => {
    const created = await call(suite.alice, 'POST', '/api/playlists', { name: '  Weekend  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, data: { name: 'Weekend', movie_count: 0 } });
    const second = await createPlaylist(suite.alice, 'Classics');
    await call(suite.alice, 'POST', `/api/playlists/${second}/movies`, { tmdb_id: 238 });

    const list = (await call(suite.alice, 'GET', '/api/playlists')).json().data;
    expect(list.map((p: { name: string; movie_count: number }) => [p.name, p.movie_count])).toEqual([
      ['Classics', 1],
      ['Weekend', 0],
    ]);
    expect((await call(suite.bob, 'GET', '/api/playlists')).json().data).toEqual([]);
  });

  it('validates names: non-blank after trimming, at most 100 characters', async () => {
    for (const name of ['   ', '', 'n'.repeat(101), 7]) {
      const response = await call(suite.alice, 'POST', '/api/playlists', { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("'name'");
    }
    expect((await call(suite.alice, 'POST', '/api/playlists', { name: 'n'.repeat(100) })).statusCode).toBe(
      201,
    );
  });

  it('adds movies with snapshots (409 for a repeat), lists newest first and removes them (404 when absent)', async () => {
    const id = await createPlaylist(suite.alice, 'Nolan');
    const added = await call(suite.alice, 'POST', `/api/playlists/${id}/movies`, { tmdb_id: 157336 });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      playlist_id: id,
      tmdb_id: 157336,
      id: 157336,
      title: 'Interstellar',
    });
    await call(suite.alice, 'POST', `/api/playlists/${id}/movies`, { tmdb_id: 27205 });
    const repeat = await call(suite.alice, 'POST', `/api/playlists/${id}/movies`, { tmdb_id: 27205 });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({ success: false, message: 'Movie already in playlist' });

    const movies = (await call(suite.alice, 'GET', `/api/playlists/${id}/movies`)).json().data;
    expect(movies.map((movie: { tmdb_id: number }) => movie.tmdb_id)).toEqual([27205, 157336]);

    expect((await call(suite.alice, 'DELETE', `/api/playlists/${id}/movies/27205`)).statusCode).toBe(200);
    const again = await call(suite.alice, 'DELETE', `/api/playlists/${id}/movies/27205`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: 'Movie not in playlist' });
    expect(
      (await call(suite.alice, 'POST', `/api/playlists/${id}/movies`, { tmdb_id: 999_999_999 })).statusCode,
    ).toBe(404);
    expect(
      (await call(suite.alice, 'POST', `/api/playlists/${id}/movies`, { tmdb_id: 'x' })).statusCode,
    ).toBe(400);
  });

  it('answers 403 on every route for another user’s playlist and 404 for a missing one', async () => {
    const id = await createPlaylist(suite.alice, 'Private');
    await call(suite.alice, 'POST', `/api/playlists/${id}/movies`, { tmdb_id: 550 });
    for (const [method, url, payload] of [
      ['GET', `/api/playlists/${id}/movies`, undefined],
      ['POST', `/api/playlists/${id}/movies`, { tmdb_id: 680 }],
      ['DELETE', `/api/playlists/${id}/movies/550`, undefined],
      ['DELETE', `/api/playlists/${id}`, undefined],
    ] as const) {
      const response = await call(suite.bob, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ success: false, message: 'You don’t own this playlist' });
    }
    expect((await call(suite.alice, 'GET', `/api/playlists/${id}/movies`)).json().data).toHaveLength(1);

    const missing = await call(suite.alice, 'DELETE', '/api/playlists/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Playlist not found' });
    expect((await call(suite.alice, 'GET', '/api/playlists/abc/movies')).statusCode).toBe(400);
  });

  it('deletes a playlist with its entries', async () => {
    const id = await createPlaylist(suite.alice, 'Short-lived');
    await call(suite.alice, 'POST', `/api/playlists/${id}/movies`, { tmdb_id: 13 });
    const deleted = await call(suite.alice, 'DELETE', `/api/playlists/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, data: { playlist_id: id } });
    expect((await call(suite.alice, 'GET', `/api/playlists/${id}/movies`)).statusCode).toBe(404);
    const remaining = await suite.testApp.database.db
      .selectFrom('playlist_movies')
      .select('tmdb_id')
      .where('playlist_id', '=', id)
      .execute();
    expect(remaining).toEqual([]);
  });

  it('makes a playlist public with a share link: private hides and ends it, public again brings a new one', async () => {
    const id = await createPlaylist(suite.alice, 'To share');
    const other = await createPlaylist(suite.alice, 'Also shared');
    const visibility = (playlistId: number, is_public: unknown) =>
      call(suite.alice, 'PATCH', `/api/playlists/${playlistId}/visibility`, { is_public });
    const listed = async () =>
      (await call(suite.alice, 'GET', '/api/playlists'))
        .json()
        .data.find((playlist: { playlist_id: number }) => playlist.playlist_id === id);
    expect(await listed()).toMatchObject({ is_public: false, share_url: null });

    const shared = await visibility(id, true);
    expect(shared.statusCode).toBe(200);
    const shareUrl: string = shared.json().data.share_url;
    // 128 bits or more, URL-safe.
    expect(shareUrl).toMatch(/^\/p\/[A-Za-z0-9_-]{22,}$/);
    expect(await listed()).toMatchObject({ is_public: true, share_url: shareUrl });
    expect((await visibility(other, true)).json().data.share_url).not.toBe(shareUrl);
    expect((await visibility(id, true)).json().data.share_url).toBe(shareUrl);

    const hidden = await visibility(id, false);
    expect(hidden.json().data).toMatchObject({ is_public: false, share_url: null });
    expect((await call(null, 'GET', `/api/shared/playlists/${shareUrl.slice(3)}`)).statusCode).toBe(404);
    // Public again: a new link works, and the one handed out before stays dead.
    const renewed: string = (await visibility(id, true)).json().data.share_url;
    expect(renewed).toMatch(/^\/p\/[A-Za-z0-9_-]{22,}$/);
    expect(renewed).not.toBe(shareUrl);
    expect(await listed()).toMatchObject({ is_public: true, share_url: renewed });
    expect((await call(null, 'GET', `/api/shared/playlists/${renewed.slice(3)}`)).statusCode).toBe(200);
    expect((await call(null, 'GET', `/api/shared/playlists/${shareUrl.slice(3)}`)).statusCode).toBe(404);

    for (const bad of ['yes', 1, null, undefined]) {
      const response = await visibility(id, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain("'is_public'");
    }
    const missing = await visibility(999_999, true);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Playlist not found' });
    // Someone else's playlist answers exactly like a missing one.
    const bobs = await call(suite.bob, 'PATCH', `/api/playlists/${id}/visibility`, { is_public: false });
    expect(bobs.statusCode).toBe(404);
    expect(bobs.body).toBe(missing.body);
    expect(await listed()).toMatchObject({ is_public: true });
  });
});
