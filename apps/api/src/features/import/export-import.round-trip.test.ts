import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { filmExportSchema, type FilmExport, type ImportReport } from '@marquee/contracts';
import { engineTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';
import { ndjsonLines } from './import-test-files.ts';

/** What a person would call "my account": everything but ids, timestamps and who they are. */
function accountContent(data: FilmExport) {
  const ids = (movies: { tmdb_id: number }[]) => movies.map((movie) => movie.tmdb_id).sort((a, b) => a - b);
  return {
    diary: data.diary
      .map(({ tmdb_id, watched_on, rating, review, is_rewatch }) => ({
        tmdb_id,
        watched_on,
        rating,
        review,
        is_rewatch,
      }))
      .sort((a, b) => `${a.watched_on}${a.tmdb_id}`.localeCompare(`${b.watched_on}${b.tmdb_id}`)),
    ratings: data.ratings
      .map(({ tmdb_id, rating }) => ({ tmdb_id, rating }))
      .sort((a, b) => a.tmdb_id - b.tmdb_id),
    likes: ids(data.likes),
    watched: ids(data.watched),
    watchlist: ids(data.watchlist),
    visits: ids(data.visits),
    playlists: data.playlists
      .map((playlist) => ({ name: playlist.name, movies: ids(playlist.movies) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    comments: data.comments.map(({ tmdb_id, text }) => ({ tmdb_id, text })),
  };
}

describe.each(engineTestEngines())(
  'exporting an account and importing it into a fresh one on %s',
  (engine) => {
    const suite = useTestAppWithUsers(engine, { alice: { name: 'Alice Leaving' }, fresh: {} });
    const call = (user: TestUser, method: 'POST' | 'GET', url: string, payload?: object) =>
      suite.testApp.app.inject({ method, url, headers: user.headers, payload });
    const ok = async (user: TestUser, method: 'POST' | 'GET', url: string, payload?: object) => {
      const response = await call(user, method, url, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response;
    };
    const exportOf = async (user: TestUser) => {
      const response = await ok(user, 'GET', '/api/export');
      const files = unzipSync(new Uint8Array(response.rawPayload));
      return {
        zip: response.rawPayload,
        data: filmExportSchema.parse(JSON.parse(strFromU8(files['marquee.json']!))),
      };
    };
    const importZip = async (user: TestUser, zip: Buffer): Promise<ImportReport> => {
      const response = await suite.testApp.app.inject({
        method: 'POST',
        url: '/api/import?file_name=marquee-export.zip',
        headers: { ...user.headers, 'content-type': 'application/octet-stream' },
        payload: zip,
      });
      expect(response.statusCode, response.body).toBe(200);
      const last = ndjsonLines(response.body).at(-1)!;
      expect(last.type, JSON.stringify(last)).toBe('report');
      return last.report as ImportReport;
    };

    it('reproduces the diary, ratings, likes, watch lists, playlists, visits and comments, and a second import adds nothing', async () => {
      const { alice, fresh } = suite;
      await ok(alice, 'POST', '/api/likes', { tmdb_id: 550 });
      await ok(alice, 'POST', '/api/likes', { tmdb_id: 129 });
      await ok(alice, 'POST', '/api/ratings', { tmdb_id: 157336, rating: 9 });
      await ok(alice, 'POST', '/api/ratings', { tmdb_id: 550, rating: 7 });
      await ok(alice, 'POST', '/api/watch/status', { tmdb_id: 157336, status: 'want_to_watch' });
      await ok(alice, 'POST', '/api/diary', {
        tmdb_id: 550,
        watched_on: '2021-05-01',
        rating: 8,
        review: 'Still "loud",\nstill good.',
      });
      await ok(alice, 'POST', '/api/diary', { tmdb_id: 550, watched_on: '2024-01-20', rating: 7 });
      await ok(alice, 'POST', '/api/diary', { tmdb_id: 129, watched_on: '2023-11-02' });
      await ok(alice, 'POST', '/api/watch/status', { tmdb_id: 550, status: 'watched' });
      await ok(alice, 'POST', '/api/visits', { tmdb_id: 13 });
      await ok(alice, 'POST', '/api/comments', {
        tmdb_id: 550,
        comment_text: 'The twist holds up, and so does the score.',
      });
      const playlist = (await ok(alice, 'POST', '/api/playlists', { name: 'Sunday, rainy' })).json().data;
      await ok(alice, 'POST', `/api/playlists/${playlist.playlist_id}/movies`, { tmdb_id: 129 });
      await ok(alice, 'POST', `/api/playlists/${playlist.playlist_id}/movies`, { tmdb_id: 157336 });
      await ok(alice, 'POST', '/api/playlists', { name: 'Empty for now' });

      const original = await exportOf(alice);
      const before = accountContent(original.data);
      expect(before.diary).toHaveLength(3);
      expect(before.comments).toHaveLength(1);

      const report = await importZip(fresh, original.zip);
      expect(report.source).toBe('marquee');
      expect(report.unmatched).toEqual([]);
      expect(accountContent((await exportOf(fresh)).data)).toEqual(before);

      const again = await importZip(fresh, original.zip);
      expect(
        Object.values(again.created).every((count) => count === 0),
        JSON.stringify(again.created),
      ).toBe(true);
      expect(accountContent((await exportOf(fresh)).data)).toEqual(before);
    });
  },
);
