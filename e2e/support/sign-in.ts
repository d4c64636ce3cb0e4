import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import type { RunningServer } from '@marquee/harness';

let counter = 0;

/** Registers through the real API, opens the verification link the console mailer wrote, and signs the browser context in. */
export async function signInContext(
  server: RunningServer,
  context: BrowserContext,
  name: string,
): Promise<void> {
  const email = `user-${Date.now().toString(36)}-${(counter += 1)}@example.test`;
  const password = 'popcorn-and-film';
  const origin = { origin: server.baseUrl };
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    headers: origin,
    data: { email, name, password, callbackURL: '/login' },
  });
  expect(signUp.status()).toBe(200);
  const mailDir = path.join(server.dataDir, 'mail');
  let link: string | undefined;
  await expect
    .poll(() => {
      const texts = fs.existsSync(mailDir)
        ? fs
            .readdirSync(mailDir)
            .filter((file) => file.endsWith('.json'))
            .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
        : [];
      link = texts
        .flatMap((text) =>
          text.includes(email) ? (text.match(/https?:\/\/[^\s"\\]+verify-email[^\s"\\]*/g) ?? []) : [],
        )
        .at(-1);
      return link;
    })
    .toBeTruthy();
  const verify = await context.request.get(link!, { maxRedirects: 0 });
  expect(verify.status()).toBeLessThan(400);
  const signIn = await context.request.post('/api/auth/sign-in/email', {
    headers: origin,
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
}

/** Gives a signed-in user something in every list, through the real API; answers the 'Weekend picks' playlist's id. */
export async function fillLibrary(request: APIRequestContext, origin: string): Promise<number> {
  const headers = { origin };
  for (const tmdbId of [157336, 550, 27205, 155, 680]) {
    await request.post('/api/likes', { headers, data: { tmdb_id: tmdbId } });
    await request.post('/api/visits', { headers, data: { tmdb_id: tmdbId } });
  }
  for (const [tmdbId, status] of [
    [157336, 'watched'],
    [550, 'watched'],
    [27205, 'want_to_watch'],
  ] as const)
    await request.post('/api/watch/status', { headers, data: { tmdb_id: tmdbId, status } });
  const playlist = await request.post('/api/playlists', { headers, data: { name: 'Weekend picks' } });
  const playlistId = ((await playlist.json()) as { data: { playlist_id: number } }).data.playlist_id;
  for (const tmdbId of [157336, 27205, 155])
    await request.post(`/api/playlists/${playlistId}/movies`, { headers, data: { tmdb_id: tmdbId } });
  await request.post('/api/playlists', { headers, data: { name: 'Empty for now' } });
  await request.post('/api/comments', {
    headers,
    data: { tmdb_id: 157336, comment_text: 'The docking scene still holds up.', parent_comment_id: null },
  });
  await request.post('/api/ratings', { headers, data: { tmdb_id: 157336, rating: 9 } });
  return playlistId;
}

let handles = 0;

/**
 * Gives a signed-in user (after `fillLibrary`) a film life through the real API: diary entries over two months,
 * a public profile and the playlist made public. Answers the profile's handle and the playlist's share path.
 */
export async function fillFilmLife(
  request: APIRequestContext,
  origin: string,
  playlistId: number,
): Promise<{ handle: string; sharePath: string }> {
  const headers = { origin };
  for (const [tmdbId, watchedOn, rating, review] of [
    [157336, '2026-03-14', 9, 'Saw it on the biggest screen in town.'],
    [550, '2026-03-02', 8, undefined],
    [27205, '2026-02-21', 7, 'The hallway fight is the best part.'],
    [680, '2026-02-08', undefined, undefined],
  ] as const) {
    const entry = await request.post('/api/diary', {
      headers,
      data: { tmdb_id: tmdbId, watched_on: watchedOn, rating, review },
    });
    expect(entry.status()).toBe(201);
  }
  const handle = `reader-${Date.now().toString(36)}-${(handles += 1)}`;
  const profile = await request.put('/api/profile', { headers, data: { handle, is_public: true } });
  expect(profile.status()).toBe(200);
  const shared = await request.patch(`/api/playlists/${playlistId}/visibility`, {
    headers,
    data: { is_public: true },
  });
  expect(shared.status()).toBe(200);
  const { share_url } = ((await shared.json()) as { data: { share_url: string } }).data;
  return { handle, sharePath: share_url };
}
