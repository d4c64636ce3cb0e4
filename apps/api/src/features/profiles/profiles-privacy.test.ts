import { beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Viewer = 'visitor' | 'other' | 'owner';

/** What the owner (Alice) has: a public profile, a public and a private playlist, likes, diary entries. */
interface Fixture {
  publicPlaylistId: number;
  publicToken: string;
  privatePlaylistId: number;
  /** The token of a playlist that was public once and is private now: its link must open nothing. */
  revokedToken: string;
  throwawayPlaylistId: number;
  /** An entry of the owner's diary, deleted by the last route of the table. */
  diaryEntryId: number;
}

const OWNER_HANDLE = 'alice-films';
const OTHER_HANDLE = 'bob-private';
const PRIVATE_PLAYLIST = 'Secret stash';
const REVOKED_PLAYLIST = 'Was public once';

describe.each(routeTestEngines())('profile and playlist privacy on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { alice: { name: 'Alice Owner' }, bob: { name: 'Bob Other' } });
  let fixture: Fixture;

  const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
    suite.testApp.app.inject({ method, url, headers: user?.headers, payload });
  const as = (viewer: Viewer) => ({ visitor: null, other: suite.bob, owner: suite.alice })[viewer];
  const ok = async (user: TestUser, method: Method, url: string, payload?: object) => {
    const response = await call(user, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json().data;
  };
  const tokenOf = (shareUrl: string) => shareUrl.replace('/p/', '');

  beforeAll(async () => {
    const { alice, bob } = suite;
    await ok(alice, 'PUT', '/api/profile', { handle: OWNER_HANDLE, is_public: true });
    await ok(bob, 'PUT', '/api/profile', { handle: OTHER_HANDLE, is_public: false });
    for (const tmdbId of [550, 680]) await ok(alice, 'POST', '/api/likes', { tmdb_id: tmdbId });
    await ok(bob, 'POST', '/api/likes', { tmdb_id: 13 });
    await ok(alice, 'POST', '/api/ratings', { tmdb_id: 550, rating: 9 });
    await ok(alice, 'POST', '/api/watch/status', { tmdb_id: 27205, status: 'want_to_watch' });
    await ok(alice, 'POST', '/api/visits', { tmdb_id: 550 });

    const publicPlaylistId = (await ok(alice, 'POST', '/api/playlists', { name: 'Shown to all' }))
      .playlist_id;
    await ok(alice, 'POST', `/api/playlists/${publicPlaylistId}/movies`, { tmdb_id: 157336 });
    const shown = await ok(alice, 'PATCH', `/api/playlists/${publicPlaylistId}/visibility`, {
      is_public: true,
    });
    const privatePlaylistId = (await ok(alice, 'POST', '/api/playlists', { name: PRIVATE_PLAYLIST }))
      .playlist_id;
    await ok(alice, 'POST', `/api/playlists/${privatePlaylistId}/movies`, { tmdb_id: 27205 });
    const revokedId = (await ok(alice, 'POST', '/api/playlists', { name: REVOKED_PLAYLIST })).playlist_id;
    const revoked = await ok(alice, 'PATCH', `/api/playlists/${revokedId}/visibility`, { is_public: true });
    await ok(alice, 'PATCH', `/api/playlists/${revokedId}/visibility`, { is_public: false });
    const throwawayPlaylistId = (await ok(alice, 'POST', '/api/playlists', { name: 'Throwaway' }))
      .playlist_id;
    const diaryEntryId = (
      await ok(alice, 'POST', '/api/diary', {
        tmdb_id: 157336,
        watched_on: '2025-01-01',
        review: 'Only mine',
      })
    ).entry_id;
    fixture = {
      diaryEntryId,
      publicPlaylistId,
      publicToken: tokenOf(shown.share_url),
      privatePlaylistId,
      revokedToken: tokenOf(revoked.share_url),
      throwawayPlaylistId,
    };
  });

  /** Every route, in order, with what each viewer gets; viewers run visitor, other, owner (writes last). */
  const routes = (): [Method, string, object | undefined, Record<Viewer, number>][] => {
    const {
      publicPlaylistId,
      publicToken,
      privatePlaylistId,
      revokedToken,
      throwawayPlaylistId,
      diaryEntryId,
    } = fixture;
    return [
      ['GET', '/api/profile', undefined, { visitor: 401, other: 200, owner: 200 }],
      [
        'PUT',
        '/api/profile',
        { handle: OWNER_HANDLE, is_public: true },
        { visitor: 401, other: 409, owner: 200 },
      ],
      ['GET', `/api/profiles/${OWNER_HANDLE}`, undefined, { visitor: 200, other: 200, owner: 200 }],
      ['GET', `/api/profiles/${OTHER_HANDLE}`, undefined, { visitor: 404, other: 404, owner: 404 }],
      ['GET', '/api/profiles/nobody-at-all', undefined, { visitor: 404, other: 404, owner: 404 }],
      // Strings no handle or token can be are answered like any unknown one, on PostgreSQL too (NUL bytes).
      ['GET', '/api/profiles/%00', undefined, { visitor: 404, other: 404, owner: 404 }],
      ['GET', '/api/shared/playlists/%00x', undefined, { visitor: 404, other: 404, owner: 404 }],
      ['GET', `/api/shared/playlists/${publicToken}`, undefined, { visitor: 200, other: 200, owner: 200 }],
      ['GET', `/api/shared/playlists/${revokedToken}`, undefined, { visitor: 404, other: 404, owner: 404 }],
      ['GET', '/api/shared/playlists/not-a-real-token', undefined, { visitor: 404, other: 404, owner: 404 }],
      [
        'PATCH',
        `/api/playlists/${publicPlaylistId}/visibility`,
        { is_public: true },
        { visitor: 401, other: 404, owner: 200 },
      ],
      [
        'PATCH',
        `/api/playlists/${privatePlaylistId}/visibility`,
        { is_public: false },
        { visitor: 401, other: 404, owner: 200 },
      ],
      ['GET', '/api/playlists', undefined, { visitor: 401, other: 200, owner: 200 }],
      [
        'GET',
        `/api/playlists/${privatePlaylistId}/movies`,
        undefined,
        { visitor: 401, other: 403, owner: 200 },
      ],
      // A public playlist is read through its link; the owner's routes stay the owner's.
      [
        'GET',
        `/api/playlists/${publicPlaylistId}/movies`,
        undefined,
        { visitor: 401, other: 403, owner: 200 },
      ],
      [
        'POST',
        `/api/playlists/${privatePlaylistId}/movies`,
        { tmdb_id: 680 },
        { visitor: 401, other: 403, owner: 201 },
      ],
      [
        'DELETE',
        `/api/playlists/${privatePlaylistId}/movies/680`,
        undefined,
        { visitor: 401, other: 403, owner: 200 },
      ],
      [
        'DELETE',
        `/api/playlists/${throwawayPlaylistId}`,
        undefined,
        { visitor: 401, other: 403, owner: 200 },
      ],
      ['POST', '/api/playlists', { name: 'Fresh' }, { visitor: 401, other: 201, owner: 201 }],
      ['GET', '/api/likes', undefined, { visitor: 401, other: 200, owner: 200 }],
      ['GET', '/api/watch/status', undefined, { visitor: 401, other: 200, owner: 200 }],
      ['GET', '/api/visits', undefined, { visitor: 401, other: 200, owner: 200 }],
      ['GET', '/api/ratings/user/550', undefined, { visitor: 401, other: 200, owner: 200 }],
      ['GET', '/api/stats', undefined, { visitor: 401, other: 200, owner: 200 }],
      ['GET', '/api/diary', undefined, { visitor: 401, other: 200, owner: 200 }],
      ['GET', '/api/diary/movies/157336', undefined, { visitor: 401, other: 200, owner: 200 }],
      ['PATCH', `/api/diary/${diaryEntryId}`, { rating: 8 }, { visitor: 401, other: 404, owner: 200 }],
      ['DELETE', `/api/diary/${diaryEntryId}`, undefined, { visitor: 401, other: 404, owner: 200 }],
    ];
  };

  it('answers every route as expected for the owner, another user and a visitor, without leaking', async () => {
    const secrets = () => [
      suite.alice.email,
      suite.alice.userId,
      suite.bob.email,
      suite.bob.userId,
      fixture.revokedToken,
      PRIVATE_PLAYLIST,
      REVOKED_PLAYLIST,
    ];
    const seen: string[] = [];
    for (const [method, url, payload, expected] of routes()) {
      for (const viewer of ['visitor', 'other', 'owner'] as const) {
        const response = await call(as(viewer), method, url, payload);
        const where = `${viewer}: ${method} ${url}`;
        seen.push(`${where} -> ${response.statusCode}`);
        expect(response.statusCode, `${where}: ${response.body}`).toBe(expected[viewer]);
        expect(response.json().success, where).toBe(response.statusCode < 300);
        // What a public route answers reaches anyone: none of the owner's private facts may be in it.
        const isPublicRoute = url.startsWith('/api/profiles/') || url.startsWith('/api/shared/');
        if (isPublicRoute) {
          for (const secret of secrets()) expect(response.body, where).not.toContain(secret);
          expect(response.body, where).not.toContain('playlist_id');
          expect(response.body, where).not.toContain('user_id');
        }
        // Another user's own answers never carry the owner's data.
        if (viewer === 'other' && response.statusCode < 300 && !isPublicRoute) {
          for (const secret of [
            suite.alice.email,
            suite.alice.userId,
            PRIVATE_PLAYLIST,
            OWNER_HANDLE,
            'Only mine',
          ])
            expect(response.body, where).not.toContain(secret);
        }
      }
    }
    expect(seen.length).toBe(routes().length * 3);
  });

  it('says the same thing for a private profile and a handle nobody has, and for a revoked and an unknown link', async () => {
    const privateProfile = await call(null, 'GET', `/api/profiles/${OTHER_HANDLE}`);
    const noProfile = await call(null, 'GET', '/api/profiles/nobody-at-all');
    expect(privateProfile.json()).toEqual({
      success: false,
      message: "This profile is private or doesn't exist",
    });
    expect(noProfile.body).toBe(privateProfile.body);

    const revoked = await call(null, 'GET', `/api/shared/playlists/${fixture.revokedToken}`);
    const unknown = await call(null, 'GET', '/api/shared/playlists/not-a-real-token');
    expect(revoked.json()).toEqual({ success: false, message: "This playlist is private or doesn't exist" });
    expect(unknown.body).toBe(revoked.body);
  });

  it('shows a public profile with its diary, favourites and public playlists only', async () => {
    const db = suite.testApp.database.db;
    const entry = { title: 'Fight Club', poster_path: null, vote_average: 8.4, release_date: '1999-10-15' };
    const stamp = '2026-01-01T00:00:00.000Z';
    await db
      .insertInto('diary_entries')
      .values([
        {
          ...entry,
          user_id: suite.alice.userId,
          tmdb_id: 550,
          watched_on: '2026-03-02',
          rating: 9,
          review: 'Again!',
          is_rewatch: 1,
          created_at: stamp,
          updated_at: stamp,
        },
        {
          ...entry,
          user_id: suite.alice.userId,
          tmdb_id: 550,
          watched_on: '2026-02-01',
          rating: null,
          review: null,
          is_rewatch: 0,
          created_at: stamp,
          updated_at: stamp,
        },
        {
          ...entry,
          user_id: suite.bob.userId,
          tmdb_id: 550,
          watched_on: '2026-02-05',
          rating: 2,
          review: 'Not Alice',
          is_rewatch: 0,
          created_at: stamp,
          updated_at: stamp,
        },
      ])
      .execute();

    const response = await call(null, 'GET', `/api/profiles/${OWNER_HANDLE.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile).toMatchObject({ handle: OWNER_HANDLE, display_name: 'Alice Owner' });
    const alicesDiary = profile.diary.filter((row: { review: string | null }) => row.review !== 'Not Alice');
    expect(profile.diary).toEqual(alicesDiary);
    expect(
      profile.diary.map((row: { watched_on: string; rating: number | null }) => [row.watched_on, row.rating]),
    ).toEqual([
      ['2026-03-02', 9],
      ['2026-02-01', null],
    ]);
    expect(profile.diary[0]).toMatchObject({
      id: 550,
      title: 'Fight Club',
      review: 'Again!',
      is_rewatch: true,
    });
    expect(profile.favourites.map((movie: { id: number }) => movie.id)).toEqual([680, 550]);
    expect(profile.playlists).toEqual([
      {
        name: 'Shown to all',
        movie_count: 1,
        share_url: `/p/${fixture.publicToken}`,
        preview: [expect.objectContaining({ id: 157336, title: 'Interstellar' })],
      },
    ]);
  });

  it('reads a public playlist through its link, naming the owner’s handle only while the profile is public', async () => {
    const url = `/api/shared/playlists/${fixture.publicToken}`;
    const shared = (await call(null, 'GET', url)).json().data;
    expect(shared).toMatchObject({
      name: 'Shown to all',
      movie_count: 1,
      owner: { display_name: 'Alice Owner', handle: OWNER_HANDLE },
      movies: [expect.objectContaining({ id: 157336, tmdb_id: 157336, title: 'Interstellar' })],
    });

    await ok(suite.alice, 'PUT', '/api/profile', { handle: OWNER_HANDLE, is_public: false });
    try {
      const withPrivateProfile = (await call(null, 'GET', url)).json().data;
      expect(withPrivateProfile.owner).toEqual({ display_name: 'Alice Owner', handle: null });
      expect((await call(null, 'GET', url)).body).not.toContain(OWNER_HANDLE);
      expect((await call(null, 'GET', `/api/profiles/${OWNER_HANDLE}`)).statusCode).toBe(404);
    } finally {
      await ok(suite.alice, 'PUT', '/api/profile', { handle: OWNER_HANDLE, is_public: true });
    }
  });
});
