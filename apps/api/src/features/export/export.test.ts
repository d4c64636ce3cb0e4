import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { filmExportSchema } from '@marquee/contracts';
import { routeTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

describe.each(routeTestEngines())('export API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { alice: { name: 'Alice Export' }, bob: {} });

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) =>
    suite.testApp.app.inject({ method, url, headers: user.headers, payload });
  const download = async (user: TestUser) => {
    const response = await suite.testApp.app.inject({
      method: 'GET',
      url: '/api/export',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = (name: string) => {
      expect(Object.keys(files)).toContain(name);
      return strFromU8(files[name]!);
    };
    return { response, files, text, data: filmExportSchema.parse(JSON.parse(text('marquee.json'))) };
  };

  it('answers 401 JSON to a visitor', async () => {
    const response = await suite.testApp.app.inject({ method: 'GET', url: '/api/export' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Authentication required. Please log in.' });
  });

  it('gives a new user a dated zip with an empty marquee.json and header-only CSVs', async () => {
    const { response, data, text, files } = await download(suite.bob);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="marquee-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(data).toMatchObject({ format: 'marquee-export', version: 1, user: { email: suite.bob.email } });
    expect(
      [data.diary, data.likes, data.playlists, data.comments, data.visits].every((list) => list.length === 0),
    ).toBe(true);
    expect(text('diary.csv')).toBe('tmdbID,imdbID,Title,Year,Rating10,WatchedDate,Rewatch,Review,Tags\r\n');
    expect(text('ratings.csv')).toBe('tmdbID,Title,Year,Rating10\r\n');
    for (const name of ['watched.csv', 'watchlist.csv', 'likes/films.csv'])
      expect(text(name)).toBe('tmdbID,Title,Year\r\n');
    expect(Object.keys(files).some((name) => name.startsWith('lists/'))).toBe(false);
  });

  it("holds everything the user owns, and only theirs, in marquee.json and Letterboxd's CSVs", async () => {
    const { alice, bob } = suite;
    for (const [method, url, payload] of [
      ['POST', '/api/likes', { tmdb_id: 550 }],
      ['POST', '/api/ratings', { tmdb_id: 157336, rating: 9 }],
      ['POST', '/api/watch/status', { tmdb_id: 550, status: 'watched' }],
      ['POST', '/api/watch/status', { tmdb_id: 157336, status: 'want_to_watch' }],
      ['POST', '/api/visits', { tmdb_id: 550 }],
      ['POST', '/api/comments', { tmdb_id: 550, comment_text: 'First rule: "talk", about it, always.' }],
    ] as const)
      expect((await call(alice, method, url, payload)).statusCode).toBeLessThan(300);
    const playlist = (await call(alice, 'POST', '/api/playlists', { name: 'Mind / Benders!' })).json().data;
    await call(alice, 'POST', `/api/playlists/${playlist.playlist_id}/movies`, { tmdb_id: 157336 });
    await call(alice, 'POST', '/api/playlists', { name: 'mind benders' });
    await call(bob, 'POST', '/api/likes', { tmdb_id: 157336 });
    const now = new Date().toISOString();
    await suite.testApp.context.database.db
      .insertInto('diary_entries')
      .values({
        user_id: alice.userId,
        tmdb_id: 550,
        title: 'Fight Club',
        poster_path: null,
        vote_average: 8.4,
        release_date: '1999-10-15',
        watched_on: '2026-02-03',
        rating: 7,
        review: 'Loud, "clever",\nand long.',
        tags: JSON.stringify(['cult', 'with friends']),
        is_rewatch: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const { data, text } = await download(alice);
    expect(data.user).toEqual({ name: 'Alice Export', email: alice.email });
    // Mark as Watched logged today's watch beside the entry written above.
    const today = new Date().toISOString().slice(0, 10);
    expect(data.diary).toEqual([
      {
        tmdb_id: 550,
        title: 'Fight Club',
        year: 1999,
        imdb_id: 'tt0137523',
        watched_on: '2026-02-03',
        rating: 7,
        review: 'Loud, "clever",\nand long.',
        tags: ['cult', 'with friends'],
        is_rewatch: true,
      },
      {
        tmdb_id: 550,
        title: 'Fight Club',
        year: 1999,
        imdb_id: 'tt0137523',
        watched_on: today,
        rating: null,
        review: null,
        tags: [],
        is_rewatch: false,
      },
    ]);
    expect(data.ratings).toEqual([
      expect.objectContaining({ tmdb_id: 157336, title: 'Interstellar', year: 2014, rating: 9 }),
    ]);
    expect(data.likes.map((like) => like.tmdb_id)).toEqual([550]);
    expect(data.watched.map((movie) => movie.tmdb_id)).toEqual([550]);
    expect(data.watchlist.map((movie) => movie.tmdb_id)).toEqual([157336]);
    expect(data.visits.map((visit) => visit.tmdb_id)).toEqual([550]);
    expect(data.comments).toEqual([
      expect.objectContaining({
        tmdb_id: 550,
        text: 'First rule: "talk", about it, always.',
        parent_comment_id: null,
      }),
    ]);
    expect(data.playlists).toEqual([
      expect.objectContaining({
        name: 'Mind / Benders!',
        is_public: false,
        movies: [expect.objectContaining({ tmdb_id: 157336 })],
      }),
      expect.objectContaining({ name: 'mind benders', movies: [] }),
    ]);

    expect(text('diary.csv')).toBe(
      'tmdbID,imdbID,Title,Year,Rating10,WatchedDate,Rewatch,Review,Tags\r\n' +
        '550,tt0137523,Fight Club,1999,7,2026-02-03,Yes,"Loud, ""clever"",\nand long.","cult, with friends"\r\n' +
        `550,tt0137523,Fight Club,1999,,${today},,,\r\n`,
    );
    expect(text('ratings.csv')).toBe('tmdbID,Title,Year,Rating10\r\n157336,Interstellar,2014,9\r\n');
    expect(text('likes/films.csv')).toBe('tmdbID,Title,Year\r\n550,Fight Club,1999\r\n');
    expect(text('watched.csv')).toBe('tmdbID,Title,Year\r\n550,Fight Club,1999\r\n');
    expect(text('watchlist.csv')).toBe('tmdbID,Title,Year\r\n157336,Interstellar,2014\r\n');
    // Two names that make the same file name are both kept.
    expect(text('lists/mind-benders.csv')).toBe('tmdbID,Title,Year\r\n157336,Interstellar,2014\r\n');
    expect(text('lists/mind-benders-2.csv')).toBe('tmdbID,Title,Year\r\n');

    // Bob's export holds his like, none of Alice's.
    const bobs = (await download(bob)).data;
    expect(bobs.likes.map((like) => like.tmdb_id)).toEqual([157336]);
    expect(bobs.diary).toEqual([]);
  });
});
