import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import type { TestUser } from '../../testing/test-users.ts';
import {
  asUser,
  federatedUser,
  pollUntil,
  startFederatedServer,
  type FederatedServer,
} from '../../testing/federated-servers.ts';

interface FeedItem {
  note_url: string;
  author: { account: string };
  movie: { tmdb_id: number; title: string };
  rating: number | null;
  text: string;
}

/**
 * Two API instances on two ports, each with its own data (SQLite files, or PostgreSQL schemas) and PUBLIC_URL,
 * federating over real HTTP: follow and accept, a watch delivered to the follower's feed, its deletion, a block.
 */
describe.each(engineTestEngines())('federation between two servers on %s', (engine) => {
  let serverA: FederatedServer;
  let serverB: FederatedServer;
  let a: TestUser;
  let b: TestUser;

  beforeAll(async () => {
    [serverA, serverB] = await Promise.all([
      startFederatedServer({}, engine),
      startFederatedServer({}, engine),
    ]);
    a = await federatedUser(serverA, 'anna');
    // B accepts follow requests by hand.
    b = await federatedUser(serverB, 'bruno', { auto_accept: false });
  });
  afterAll(async () => {
    await serverA?.close();
    await serverB?.close();
  });

  const feedOfA = async (): Promise<FeedItem[]> =>
    (await asUser(serverA, a, 'GET', '/api/federation/feed')).json().data;
  const queueOf = (server: FederatedServer) =>
    server.testApp.database.db
      .selectFrom('federation_queue')
      .select((eb) => eb.fn.countAll<number>().as('waiting'))
      .executeTakeFirstOrThrow();

  it('A follows B by @bruno@host; B sees the request, accepts it, and A then follows B', async () => {
    const follow = await asUser(serverA, a, 'POST', '/api/federation/following', {
      account: `@bruno@${serverB.host}`,
    });
    expect(follow.status).toBe(201);
    expect(follow.json().data).toMatchObject({ account: `@bruno@${serverB.host}`, status: 'pending' });

    const requests = await pollUntil(
      async () => (await asUser(serverB, b, 'GET', '/api/federation/followers')).json().data,
      (people: { status: string; relation_id: number }[]) => people.length > 0,
    );
    expect(requests).toEqual([
      expect.objectContaining({ account: `@anna@${serverA.host}`, status: 'pending' }),
    ]);

    const accept = await asUser(
      serverB,
      b,
      'POST',
      `/api/federation/followers/${requests[0].relation_id}/accept`,
    );
    expect(accept.status).toBe(200);
    expect(accept.json().data.status).toBe('accepted');

    const following = await pollUntil(
      async () => (await asUser(serverA, a, 'GET', '/api/federation/following')).json().data,
      (people: { status: string }[]) => people[0]?.status === 'accepted',
    );
    expect(following[0]).toMatchObject({ account: `@bruno@${serverB.host}`, status: 'accepted' });
  });

  let entryId: number;

  it('B logs a watch with a rating and it shows in A’s friends feed', async () => {
    const logged = await asUser(serverB, b, 'POST', '/api/diary', {
      tmdb_id: 603,
      rating: 8,
      review: 'Still <great> & strange.',
    });
    expect(logged.status).toBe(201);
    entryId = logged.json().data.entry_id;

    const feed = await pollUntil(feedOfA, (items) => items.some((item) => item.movie.tmdb_id === 603));
    const item = feed.find((entry) => entry.movie.tmdb_id === 603)!;
    expect(item).toMatchObject({
      author: { account: `@bruno@${serverB.host}` },
      movie: { tmdb_id: 603, title: 'The Matrix' },
      rating: 8,
    });
    expect(item.text).toContain('Watched The Matrix (1999) ★ 8/10');
    expect(item.text).toContain('Still <great> & strange.');

    const film = async (tmdbId: number) =>
      (await asUser(serverA, a, 'GET', `/api/federation/movies/${tmdbId}`)).json().data as FeedItem[];
    expect((await film(603)).map((post) => post.rating)).toEqual([8]);
    expect(await film(550)).toEqual([]);
  });

  it('B edits the rating and A sees the update; B deletes it and it disappears from A', async () => {
    const edited = await asUser(serverB, b, 'PATCH', `/api/diary/${entryId}`, { rating: 9 });
    expect(edited.status).toBe(200);
    const updated = await pollUntil(feedOfA, (items) => items.some((item) => item.rating === 9));
    expect(updated.find((item) => item.movie.tmdb_id === 603)?.rating).toBe(9);

    expect((await asUser(serverB, b, 'DELETE', `/api/diary/${entryId}`)).status).toBe(200);
    const after = await pollUntil(feedOfA, (items) => !items.some((item) => item.movie.tmdb_id === 603));
    expect(after.some((item) => item.movie.tmdb_id === 603)).toBe(false);
  });

  it('an entry logged private never leaves B; making it public delivers it', async () => {
    const logged = await asUser(serverB, b, 'POST', '/api/diary', {
      tmdb_id: 680,
      rating: 7,
      visibility: 'private',
    });
    expect(logged.status).toBe(201);
    const privateId = logged.json().data.entry_id;
    const read = await asUser(serverB, b, 'GET', `/api/federation/visibility?diary=${privateId}`);
    expect(read.json().data).toEqual({
      enabled: true,
      default_visibility: 'public',
      items: [{ item: 'diary', item_id: privateId, visibility: 'private' }],
    });
    // Another user's entry is not theirs to read: it answers with A's own default.
    const notTheirs = await asUser(serverA, a, 'GET', `/api/federation/visibility?diary=${privateId}`);
    expect(notTheirs.json().data.items).toEqual([
      { item: 'diary', item_id: privateId, visibility: 'public' },
    ]);
    await pollUntil(
      () => queueOf(serverB),
      (queue) => Number(queue.waiting) === 0,
    );
    // Delivered nothing: once B’s queue is empty, A has no post of it and B holds it as unsent.
    const published = await serverB.testApp.database.db
      .selectFrom('federation_entries')
      .select('sent_as')
      .where('entry_id', '=', privateId)
      .executeTakeFirst();
    expect(published?.sent_as ?? null).toBeNull();
    expect((await feedOfA()).some((item) => item.movie.tmdb_id === 680)).toBe(false);

    await asUser(serverB, b, 'PUT', `/api/federation/diary/${privateId}/visibility`, {
      visibility: 'public',
    });
    const feed = await pollUntil(feedOfA, (items) => items.some((item) => item.movie.tmdb_id === 680));
    expect(feed.some((item) => item.movie.tmdb_id === 680)).toBe(true);
  });

  it('B’s rating, comment and public playlist reach A linked to their films; edits update, deletions and private take them away', async () => {
    const postAbout = (tmdbId: number) => (items: FeedItem[]) =>
      items.find((item) => item.movie.tmdb_id === tmdbId);

    // A rating: "Rated <film> ★ 9/10", re-rated as an Update, made private per item as a Delete.
    expect((await asUser(serverB, b, 'POST', '/api/ratings', { tmdb_id: 155, rating: 9 })).status).toBe(200);
    const rated = postAbout(155)(await pollUntil(feedOfA, (items) => !!postAbout(155)(items)));
    expect(rated).toMatchObject({ rating: 9, movie: { title: 'The Dark Knight' } });
    expect(rated?.text).toContain('Rated The Dark Knight (2008) ★ 9/10');
    await asUser(serverB, b, 'POST', '/api/ratings', { tmdb_id: 155, rating: 7 });
    await pollUntil(feedOfA, (items) => postAbout(155)(items)?.rating === 7);
    expect(postAbout(155)(await feedOfA())?.note_url).toBe(rated?.note_url);
    const hidden = await asUser(serverB, b, 'PUT', '/api/federation/items/rating/155/visibility', {
      visibility: 'private',
    });
    expect(hidden.json().data).toEqual({ item: 'rating', item_id: 155, visibility: 'private' });
    const ratings = await asUser(serverB, b, 'GET', '/api/federation/visibility?rating=155,13');
    expect(ratings.json().data.items).toEqual([
      { item: 'rating', item_id: 155, visibility: 'private' },
      { item: 'rating', item_id: 13, visibility: 'public' },
    ]);
    await pollUntil(feedOfA, (items) => !postAbout(155)(items));
    expect(postAbout(155)(await feedOfA())).toBeUndefined();
    const unrated = await asUser(serverB, b, 'PUT', '/api/federation/items/rating/13/visibility', {
      visibility: 'public',
    });
    expect(unrated.status).toBe(404);

    // A comment: its words under "On <film>:", edited, then deleted.
    const comment = await asUser(serverB, b, 'POST', '/api/comments', {
      tmdb_id: 27205,
      comment_text: 'Dreams within dreams.',
      parent_comment_id: null,
    });
    const commentId = comment.json().data.comment_id;
    const said = postAbout(27205)(await pollUntil(feedOfA, (items) => !!postAbout(27205)(items)));
    expect(said?.text).toContain('On Inception (2010):');
    expect(said?.text).toContain('Dreams within dreams.');
    await asUser(serverB, b, 'PUT', `/api/comments/${commentId}`, {
      comment_text: 'Dreams, all the way down.',
    });
    await pollUntil(feedOfA, (items) => !!postAbout(27205)(items)?.text.includes('all the way down'));
    expect(postAbout(27205)(await feedOfA())?.text).toContain('Dreams, all the way down.');
    await asUser(serverB, b, 'DELETE', `/api/comments/${commentId}`);
    await pollUntil(feedOfA, (items) => !postAbout(27205)(items));
    expect(postAbout(27205)(await feedOfA())).toBeUndefined();

    // A comment written "only me" is kept so from the start: it never reaches A.
    const quiet = await asUser(serverB, b, 'POST', '/api/comments', {
      tmdb_id: 27205,
      comment_text: 'Between us.',
      visibility: 'private',
    });
    const quietId = quiet.json().data.comment_id;
    const quietRead = await asUser(serverB, b, 'GET', `/api/federation/visibility?comment=${quietId}`);
    expect(quietRead.json().data.items).toEqual([
      { item: 'comment', item_id: quietId, visibility: 'private' },
    ]);
    await pollUntil(
      () => queueOf(serverB),
      (queue) => Number(queue.waiting) === 0,
    );
    expect(postAbout(27205)(await feedOfA())).toBeUndefined();

    // A playlist goes out once public, naming its films; made private again, it goes.
    const playlist = await asUser(serverB, b, 'POST', '/api/playlists', { name: 'Space night' });
    const playlistId = playlist.json().data.playlist_id;
    for (const tmdbId of [157336, 680])
      await asUser(serverB, b, 'POST', `/api/playlists/${playlistId}/movies`, { tmdb_id: tmdbId });
    await asUser(serverB, b, 'PATCH', `/api/playlists/${playlistId}/visibility`, { is_public: true });
    const listed = postAbout(157336)(await pollUntil(feedOfA, (items) => !!postAbout(157336)(items)));
    expect(listed?.text).toContain('Playlist “Space night”: Interstellar, Pulp Fiction');
    await asUser(serverB, b, 'PATCH', `/api/playlists/${playlistId}/visibility`, { is_public: false });
    await pollUntil(feedOfA, (items) => !postAbout(157336)(items));
    expect(postAbout(157336)(await feedOfA())).toBeUndefined();
  });

  it('B blocks A: A is no longer a follower, and B’s next watch is not delivered to A', async () => {
    const block = await asUser(serverB, b, 'POST', '/api/federation/blocks', {
      account: `@anna@${serverA.host}`,
    });
    expect(block.status).toBe(201);
    expect(block.json().data).toMatchObject({ kind: 'actor' });
    expect((await asUser(serverB, b, 'GET', '/api/federation/followers')).json().data).toEqual([]);
    // The Block reaches A's server, which stops following B there too.
    await pollUntil(
      async () => (await asUser(serverA, a, 'GET', '/api/federation/following')).json().data,
      (people: unknown[]) => people.length === 0,
    );

    expect((await asUser(serverB, b, 'POST', '/api/diary', { tmdb_id: 550, rating: 6 })).status).toBe(201);
    await pollUntil(
      () => queueOf(serverB),
      (queue) => Number(queue.waiting) === 0,
    );
    expect((await feedOfA()).some((item) => item.movie.tmdb_id === 550)).toBe(false);

    // A's follow request is no longer accepted either.
    await asUser(serverA, a, 'POST', '/api/federation/following', { account: `@bruno@${serverB.host}` });
    // Delivered by A's queue, then handled from B's.
    for (const server of [serverA, serverB])
      await pollUntil(
        () => queueOf(server),
        (queue) => Number(queue.waiting) === 0,
      );
    expect((await asUser(serverB, b, 'GET', '/api/federation/followers')).json().data).toEqual([]);
  });
});
