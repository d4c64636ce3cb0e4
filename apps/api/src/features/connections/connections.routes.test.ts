import { describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import {
  CONNECTION_LOG_LIMIT,
  WEBHOOK_BODY_MAX_BYTES,
  WEBHOOK_RATE_LIMIT_PER_MINUTE,
} from '@marquee/contracts';
import { redactUrl } from '../../platform/logging/redaction.ts';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import { originHeaders } from '../../testing/test-users.ts';
import { connectionClient, deliver, fixture, multipartBody } from '../../testing/webhook-deliveries.ts';

describe.each(routeTestEngines())('connections API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, {
    ada: {},
    bob: {},
    carol: {},
    dan: {},
    erin: {},
    fay: {},
    gus: {},
    hal: {},
  });
  const client = () => connectionClient(suite.testApp);
  const post = (url: string, contentType: string, payload: string | Buffer) =>
    suite.testApp.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

  it('answers 401 on the settings routes without a user, and lists every source as not connected at first', async () => {
    for (const [method, url] of [
      ['GET', '/api/connections'],
      ['POST', '/api/connections/plex'],
      ['DELETE', '/api/connections/plex'],
      ['GET', '/api/connections/plex/events'],
      ['GET', '/api/connections/unmatched'],
    ] as const) {
      const response = await suite.testApp.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const listed = (await client().inject(suite.ada, 'GET', '/api/connections')).json().data;
    expect(
      listed.map((connection: { source: string; connected: boolean }) => [
        connection.source,
        connection.connected,
      ]),
    ).toEqual([
      ['jellyfin', false],
      ['emby', false],
      ['plex', false],
      ['generic', false],
    ]);
  });

  it('documents the webhook and every connections route in the OpenAPI document', () => {
    const paths = (
      suite.testApp.app.swagger() as { paths: Record<string, Record<string, { description?: string }>> }
    ).paths;
    expect(paths['/api/webhooks/{source}/{secret}']?.post?.description).toMatch(/Send All Properties/);
    for (const path of [
      '/api/connections',
      '/api/connections/{source}',
      '/api/connections/{source}/events',
      '/api/connections/unmatched',
      '/api/connections/unmatched/{item_id}',
      '/api/connections/unmatched/{item_id}/resolve',
    ])
      expect(paths[path], path).toBeDefined();
  });

  it('answers 404 for a wrong secret or source, and a rotated or revoked address stops working', async () => {
    const first = await client().connect(suite.ada, 'jellyfin', { time_zone: 'UTC' });
    const finished = fixture('jellyfin', 'playback-stop-finished');
    for (const url of [
      '/api/webhooks/jellyfin/wrong',
      '/api/webhooks/kodi/wrong',
      first.replace('jellyfin', 'emby'),
    ]) {
      const response = await deliver(suite.testApp, url, 'jellyfin', finished);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'No connection at this address' });
    }
    // A wrong address is refused before its body is read: even a broken body gets the 404.
    expect((await post('/api/webhooks/jellyfin/wrong', 'application/json', '{oops')).statusCode).toBe(404);

    const rotated = await client().connect(suite.ada, 'jellyfin');
    expect(rotated).not.toBe(first);
    expect((await deliver(suite.testApp, first, 'jellyfin', finished)).statusCode).toBe(404);
    expect((await deliver(suite.testApp, rotated, 'jellyfin', finished)).json().data.outcome).toBe('logged');
    const listed = (await client().inject(suite.ada, 'GET', '/api/connections')).json().data[0];
    expect(listed).toMatchObject({ connected: true, secret_hint: rotated.slice(-4), time_zone: 'UTC' });
    expect(JSON.stringify(listed)).not.toContain(rotated.split('/').at(-1));

    expect((await client().inject(suite.ada, 'DELETE', '/api/connections/jellyfin')).statusCode).toBe(200);
    expect((await deliver(suite.testApp, rotated, 'jellyfin', finished)).statusCode).toBe(404);
    expect((await client().inject(suite.ada, 'GET', '/api/connections/jellyfin/events')).statusCode).toBe(
      404,
    );
    expect(redactUrl(rotated)).toBe('/api/webhooks/jellyfin/[redacted]');
  });

  it('answers 400 for a malformed body and shows it in the log', async () => {
    const jellyfin = await client().connect(suite.bob, 'jellyfin');
    const generic = await client().connect(suite.bob, 'generic');
    const plex = await client().connect(suite.bob, 'plex');
    const cases: [string, string, string | Buffer, RegExp][] = [
      [jellyfin, 'text/plain', '{"NotificationType": "PlaybackStop",', /not valid JSON/],
      [jellyfin, 'application/json', '', /empty/],
      [jellyfin, 'application/json', '[1, 2]', /not a JSON object/],
      [jellyfin, 'application/json', '{"Name": "Fight Club"}', /No NotificationType/],
      [generic, 'application/json', '{"year": 1999}', /at least one of tmdb_id, imdb_id or title/],
      [generic, 'application/json', '{"tmdb_id": 550, "rating": 11}', /rating/],
      [generic, 'application/json', '{"tmdb_id": 550, "watched_at": "yesterday"}', /watched_at/],
      [
        plex,
        multipartBody({ other: '{}' }).contentType,
        multipartBody({ other: '{}' }).body,
        /no payload part/,
      ],
    ];
    for (const [url, contentType, payload, message] of cases) {
      const response = await post(url, contentType, payload);
      expect(response.statusCode, String(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    const log = await client().events(suite.bob, 'jellyfin');
    expect(log).toHaveLength(4);
    expect(log.every((event) => event.outcome === 'malformed')).toBe(true);
    expect(await client().diary(suite.bob)).toEqual([]);
  });

  it('answers 413 for a body over the cap, JSON or multipart, and takes a Plex thumbnail in its stride', async () => {
    const generic = await client().connect(suite.carol, 'generic');
    const plex = await client().connect(suite.carol, 'plex');
    const padding = 'x'.repeat(WEBHOOK_BODY_MAX_BYTES);
    const big = await post(generic, 'application/json', JSON.stringify({ tmdb_id: 550, padding }));
    expect(big.statusCode).toBe(413);
    expect(big.json().success).toBe(false);
    const bigPlex = multipartBody({
      payload: JSON.stringify({ ...fixture('plex', 'media-scrobble'), padding }),
    });
    expect((await post(plex, bigPlex.contentType, bigPlex.body)).statusCode).toBe(413);
    // Whoever sets the server up sees why nothing arrived.
    for (const source of ['generic', 'plex'] as const)
      expect(await client().events(suite.carol, source), source).toEqual([
        expect.objectContaining({ outcome: 'rejected', reason: expect.stringMatching(/^Rejected \(413\)/) }),
      ]);

    const withThumb = multipartBody(
      { payload: JSON.stringify(fixture('plex', 'media-scrobble')) },
      Buffer.alloc(200_000, 7),
    );
    const response = await post(plex, withThumb.contentType, withThumb.body);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ outcome: 'logged', tmdb_id: 27205 });
  });

  it(`answers 429 after ${WEBHOOK_RATE_LIMIT_PER_MINUTE} deliveries a minute to one address, and other addresses still work`, async () => {
    const emby = await client().connect(suite.dan, 'emby');
    const generic = await client().connect(suite.dan, 'generic');
    const start = fixture('emby', 'playback-start');
    for (let delivery = 0; delivery < WEBHOOK_RATE_LIMIT_PER_MINUTE; delivery++)
      expect((await deliver(suite.testApp, emby, 'emby', start)).statusCode).toBe(200);
    const limited = await deliver(suite.testApp, emby, 'emby', start);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/Too many requests/),
    });
    expect((await deliver(suite.testApp, generic, 'generic', { tmdb_id: 550 })).statusCode).toBe(200);

    // The log shows the refusal once, however many follow, and keeps its newest 50 events.
    for (let refused = 0; refused < 3; refused++)
      expect((await deliver(suite.testApp, emby, 'emby', start)).statusCode).toBe(429);
    const log = await client().events(suite.dan, 'emby');
    expect(log).toHaveLength(CONNECTION_LOG_LIMIT);
    expect(log[0]).toMatchObject({
      outcome: 'rejected',
      event: 'rate-limited',
      reason: expect.stringMatching(/^Rate-limited \(429\)/),
    });
    expect(log.filter((event) => event.outcome === 'rejected')).toHaveLength(1);
    expect(log.slice(1).every((event) => event.outcome === 'ignored')).toBe(true);
  });

  it('logs only the filtered server user, a later day as a rewatch, on the day of the user’s time zone', async () => {
    const jellyfin = await client().connect(suite.erin, 'jellyfin', {
      time_zone: 'Asia/Tokyo',
      server_user: 'Ada',
    });
    const finished = fixture('jellyfin', 'playback-stop-finished');
    const byBob = { ...finished, NotificationUsername: 'bob', UserId: '0000' };
    const ignored = await deliver(suite.testApp, jellyfin, 'jellyfin', byBob);
    expect(ignored.json().data).toMatchObject({
      outcome: 'ignored',
      reason: "Played by bob: this connection logs only Ada's plays",
    });

    // 21:41 UTC on the 20th is the 21st in Tokyo.
    expect((await deliver(suite.testApp, jellyfin, 'jellyfin', finished)).json().data).toMatchObject({
      outcome: 'logged',
      watched_on: '2026-11-21',
    });
    const nextDay = { ...finished, UtcTimestamp: '2026-11-22T20:05:00.0000000Z' };
    expect((await deliver(suite.testApp, jellyfin, 'jellyfin', nextDay)).json().data.outcome).toBe('logged');
    expect((await deliver(suite.testApp, jellyfin, 'jellyfin', nextDay)).json().data.outcome).toBe(
      'duplicate',
    );

    const diary = await client().diary(suite.erin);
    expect(diary.map((entry) => [entry.tmdb_id, entry.watched_on, entry.is_rewatch])).toEqual([
      [550, '2026-11-23', true],
      [550, '2026-11-21', false],
    ]);

    // Emby's "mark played" after the play ended the same day is the same watch.
    const emby = await client().connect(suite.erin, 'emby', { time_zone: 'UTC' });
    expect(
      (await deliver(suite.testApp, emby, 'emby', fixture('emby', 'playback-stop-finished'))).json().data
        .outcome,
    ).toBe('logged');
    const markedLater = { ...fixture('emby', 'item-markplayed'), Date: '2026-11-20T23:10:00.0000000Z' };
    expect((await deliver(suite.testApp, emby, 'emby', markedLater)).json().data.outcome).toBe('duplicate');

    const patched = await client().inject(suite.erin, 'PATCH', '/api/connections/jellyfin', {
      server_user: '',
    });
    expect(patched.json().data).toMatchObject({ server_user: null });
    expect(
      (
        await deliver(suite.testApp, jellyfin, 'jellyfin', { ...byBob, UtcTimestamp: '2026-11-24T10:00:00Z' })
      ).json().data.outcome,
    ).toBe('logged');
  });

  it('keeps unmatched plays until the user picks the movie or dismisses them', async () => {
    const generic = await client().connect(suite.fay, 'generic', { time_zone: 'UTC' });
    const unknown = fixture('generic', 'unknown');
    await deliver(suite.testApp, generic, 'generic', { ...unknown, rating: 8 });
    await deliver(suite.testApp, generic, 'generic', { ...unknown, rating: 8 });
    await deliver(suite.testApp, generic, 'generic', {
      title: 'Un Film Introuvable',
      watched_at: '2026-11-19',
    });
    const queue = await client().unmatched(suite.fay);
    expect(queue.map((item) => [item.title, item.watched_on])).toEqual([
      ['Un Film Introuvable', '2026-11-19'],
      ['Les Vacances de Grand-Oncle Fernand', '2026-11-20'],
    ]);
    expect(await client().unmatched(suite.gus)).toEqual([]);
    const [other, fernand] = queue;

    // Another user can neither resolve nor dismiss it.
    expect(
      (await client().inject(suite.gus, 'DELETE', `/api/connections/unmatched/${fernand.item_id}`))
        .statusCode,
    ).toBe(404);
    const missingMovie = await client().inject(
      suite.fay,
      'POST',
      `/api/connections/unmatched/${fernand.item_id}/resolve`,
      { tmdb_id: 2099887766 },
    );
    expect(missingMovie.statusCode).toBe(404);

    const resolved = await client().inject(
      suite.fay,
      'POST',
      `/api/connections/unmatched/${fernand.item_id}/resolve`,
      { tmdb_id: 680 },
    );
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data).toMatchObject({ outcome: 'logged', tmdb_id: 680, watched_on: '2026-11-20' });
    expect(await client().diary(suite.fay)).toEqual([
      expect.objectContaining({ tmdb_id: 680, watched_on: '2026-11-20', rating: 8 }),
    ]);

    const dismissed = await client().inject(
      suite.fay,
      'DELETE',
      `/api/connections/unmatched/${other.item_id}`,
    );
    expect(dismissed.json()).toMatchObject({ success: true, data: { item_id: other.item_id } });
    expect(await client().unmatched(suite.fay)).toEqual([]);
    expect(await client().diary(suite.fay)).toHaveLength(1);
  });

  it('reads Emby’s multipart deliveries (the JSON in data), and deleting the account deletes its connections', async () => {
    const emby = await client().connect(suite.hal, 'emby', { time_zone: 'UTC' });
    const form = multipartBody({ data: JSON.stringify(fixture('emby', 'playback-stop-finished')) });
    const response = await post(emby, form.contentType, form.body);
    expect(response.json().data).toMatchObject({ outcome: 'logged', tmdb_id: 603 });
    await deliver(suite.testApp, emby, 'emby', fixture('emby', 'playback-stop-unknown'));

    const deleted = await suite.testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { ...suite.hal.headers, ...originHeaders(suite.testApp) },
      payload: { password: suite.hal.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await deliver(suite.testApp, emby, 'emby', fixture('emby', 'playback-stop-finished'))).statusCode,
    ).toBe(404);
    const db = suite.testApp.context.database.db;
    for (const table of [
      'media_connections',
      'media_connection_events',
      'media_connection_watches',
      'media_connection_unmatched',
    ] as const) {
      const rows = await db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', suite.hal.userId)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });
});
