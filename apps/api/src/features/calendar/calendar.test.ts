import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nodeIcal, { type VEvent } from 'node-ical';
import { createLocalCatalog } from '@marquee/catalog';
import { FakeTmdbServer } from '@marquee/catalog/testing';
import { engineTestEngines, routeTestEngines } from '@marquee/db/testing';
import { utcDate } from '@marquee/contracts';
import { hashSecret } from '@marquee/db';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { chooseLanguage, signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import { createCalendarRepository } from './calendar.repository.ts';

const daysFromToday = (days: number) => utcDate(new Date(Date.now() + days * 86_400_000));

async function wantToWatch(testApp: TestApp, user: TestUser, tmdbId: number) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/watch/status',
    headers: user.headers,
    payload: { tmdb_id: tmdbId, status: 'want_to_watch' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function makeFeed(testApp: TestApp, user: TestUser): Promise<string> {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/calendar', headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.feed_path;
}

/** The feed parsed by node-ical, as a calendar app would read it: its events by summary. */
async function readFeed(testApp: TestApp, path: string): Promise<Map<string, VEvent>> {
  const response = await testApp.app.inject({ url: path });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/calendar');
  const parsed = nodeIcal.sync.parseICS(response.body);
  const events = Object.values(parsed).filter((item): item is VEvent => item?.type === 'VEVENT');
  return new Map(events.map((event) => [String(event.summary), event]));
}

/** node-ical gives an all-day date as local midnight. */
const eventDate = (event: VEvent | undefined) => {
  if (!event) return undefined;
  const start = new Date(event.start);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`;
};

describe.each(routeTestEngines())('release calendar on %s, local catalog', (engine) => {
  const suite = useTestAppWithUsers(engine, { fan: {}, other: {} });
  const setReleaseDate = (id: number, date: string) =>
    suite.testApp.context.database.db
      .updateTable('movies')
      .set({ release_date: date })
      .where('id', '=', id)
      .execute();

  it('lists watchlist movies released in the last 90 days or coming, and validates as iCalendar', async () => {
    const { testApp, fan } = suite;
    await setReleaseDate(550, daysFromToday(20));
    await setReleaseDate(680, daysFromToday(-30));
    await setReleaseDate(13, daysFromToday(-200));
    for (const id of [550, 680, 13]) await wantToWatch(testApp, fan, id);
    // Watched, not on the watchlist: never in the calendar.
    await setReleaseDate(155, daysFromToday(5));
    await testApp.app.inject({
      method: 'POST',
      url: '/api/watch/status',
      headers: fan.headers,
      payload: { tmdb_id: 155, status: 'watched' },
    });

    const path = await makeFeed(testApp, fan);
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{20,}\.ics$/);
    const events = await readFeed(testApp, path);
    expect(eventDate(events.get('Fight Club (release)'))).toBe(daysFromToday(20));
    expect(eventDate(events.get('Pulp Fiction (release)'))).toBe(daysFromToday(-30));
    expect([...events.keys()].some((summary) => summary.startsWith('Forrest Gump'))).toBe(false);
    expect([...events.keys()].some((summary) => summary.startsWith('The Dark Knight'))).toBe(false);
    expect(JSON.stringify(events.get('Fight Club (release)')?.url)).toContain('/movie/550');
  });

  it('names the events and the calendar in the language the owner chose in Settings', async () => {
    const { testApp } = suite;
    const owner = await signUpVerifiedUser(testApp);
    await chooseLanguage(testApp, owner, 'es');
    await setReleaseDate(550, daysFromToday(20));
    await wantToWatch(testApp, owner, 550);
    const path = await makeFeed(testApp, owner);
    const events = await readFeed(testApp, path);
    expect(eventDate(events.get('Fight Club (estreno)'))).toBe(daysFromToday(20));
    expect(events.has('Fight Club (release)')).toBe(false);
    expect((await testApp.app.inject({ url: path })).body).toContain(
      'X-WR-CALNAME:Marquee: estrenos de tu lista',
    );

    // Back to following the browser: a calendar app sends no language, so the feed reads English.
    await chooseLanguage(testApp, owner, null);
    expect(eventDate((await readFeed(testApp, path)).get('Fight Club (release)'))).toBe(daysFromToday(20));
  });

  it('answers 404 for an unknown secret and for the old address after a rotation or a revocation', async () => {
    const { testApp, other } = suite;
    const unknown = await testApp.app.inject({ url: '/api/calendar/not-a-real-secret-at-all.ics' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Calendar not found' });
    expect((await testApp.app.inject({ url: '/api/calendar/bad%20secret.ics' })).statusCode).toBe(400);

    const first = await makeFeed(testApp, other);
    const second = await makeFeed(testApp, other);
    expect(second).not.toBe(first);
    expect((await testApp.app.inject({ url: first })).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: second })).statusCode).toBe(200);
    // Shown in the answer that made it only: the server keeps a hash of the secret.
    const shown = await testApp.app.inject({ url: '/api/calendar', headers: other.headers });
    expect(shown.json().data).toEqual({ active: true, created_at: expect.any(String), feed_path: null });

    const revoked = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/calendar',
      headers: other.headers,
    });
    expect(revoked.json().data).toEqual({ active: false, created_at: null, feed_path: null });
    expect((await testApp.app.inject({ url: second })).statusCode).toBe(404);
  });

  it('ends the feed, as every content line, with CRLF (RFC 5545)', async () => {
    const response = await suite.testApp.app.inject({ url: await makeFeed(suite.testApp, suite.other) });
    expect(response.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(response.body.endsWith('\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(response.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('needs a signed-in user to see or change the address', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await suite.testApp.app.inject({ method, url: '/api/calendar' })).statusCode).toBe(401);
  });
});

describe.each(routeTestEngines())('release calendar on %s, live TMDB', (engine) => {
  const apiKey = 'calendar-tmdb-key';
  let backing: TestApp;
  let server: FakeTmdbServer;
  let testApp: TestApp;
  let fan: TestUser;

  beforeAll(async () => {
    backing = await createTestApp(engine);
    server = await new FakeTmdbServer(await createLocalCatalog(backing.database.db), { apiKey }).start();
    testApp = await createTestApp(engine, { TMDB_API_KEY: apiKey, TMDB_BASE_URL: server.url });
    fan = await signUpVerifiedUser(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
    await server?.stop();
    await backing?.close();
  });

  const release = (date: string, type: number, note = '') => ({
    certification: '',
    descriptors: [],
    iso_639_1: '',
    note,
    release_date: `${date}T00:00:00.000Z`,
    type,
  });

  it("uses TMDB's release dates of the user's region", async () => {
    server.releaseDates.set(27205, [
      { iso_3166_1: 'US', release_dates: [release(daysFromToday(3), 3)] },
      { iso_3166_1: 'GB', release_dates: [release(daysFromToday(10), 3), release(daysFromToday(40), 4)] },
    ]);
    server.releaseDates.set(157336, [
      { iso_3166_1: 'GB', release_dates: [release(daysFromToday(-120), 3), release(daysFromToday(-10), 5)] },
    ]);
    const region = await testApp.app.inject({
      method: 'PUT',
      url: '/api/where-to-watch/settings',
      headers: fan.headers,
      payload: { region: 'gb', provider_ids: [] },
    });
    expect(region.statusCode, region.body).toBe(200);
    for (const id of [27205, 157336]) await wantToWatch(testApp, fan, id);

    const events = await readFeed(testApp, await makeFeed(testApp, fan));
    expect(eventDate(events.get('Inception (in theaters)'))).toBe(daysFromToday(10));
    expect(eventDate(events.get('Inception (digital release)'))).toBe(daysFromToday(40));
    expect(eventDate(events.get('Interstellar (on disc)'))).toBe(daysFromToday(-10));
    // More than 90 days ago: left out.
    expect(events.has('Interstellar (in theaters)')).toBe(false);
    expect(server.hits('/3/movie/27205/release_dates')).toBeGreaterThan(0);

    // In Spanish, the kinds and the description too; the dates stay the region's.
    await chooseLanguage(testApp, fan, 'es');
    const spanish = await readFeed(testApp, await makeFeed(testApp, fan));
    expect(eventDate(spanish.get('Inception (en cines)'))).toBe(daysFromToday(10));
    expect(eventDate(spanish.get('Interstellar (en disco)'))).toBe(daysFromToday(-10));
    expect(spanish.get('Inception (en digital)')?.description).toBe('Estreno en GB');
  });
});

describe.each(engineTestEngines())('calendar storage on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { fan: {} });

  it('keeps only a hash of the secret, one per user, and reads the watchlist with catalog release dates', async () => {
    const { testApp, fan } = suite;
    const path = await makeFeed(testApp, fan);
    const secret = /^\/api\/calendar\/(.+)\.ics$/.exec(path)![1]!;
    const db = testApp.context.database.db;
    const stored = await db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('user_id', '=', fan.userId)
      .execute();
    expect(stored).toEqual([
      { user_id: fan.userId, secret_hash: hashSecret(secret), created_at: expect.any(String) },
    ]);
    expect(JSON.stringify(stored)).not.toContain(secret);

    // A row holding the hash of a secret (as the migration leaves the plain ones it found) answers at its address.
    const feeds = createCalendarRepository(db);
    await feeds.saveSecretHash(
      fan.userId,
      hashSecret('secret-made-before-hashing'),
      new Date().toISOString(),
    );
    expect((await testApp.app.inject({ url: path })).statusCode).toBe(404);
    expect(
      (await testApp.app.inject({ url: '/api/calendar/secret-made-before-hashing.ics' })).statusCode,
    ).toBe(200);

    await wantToWatch(testApp, fan, 157336);
    expect(await feeds.watchlist(fan.userId)).toEqual([
      { tmdb_id: 157336, title: 'Interstellar', release_date: '2014-11-05' },
    ]);
    await feeds.delete(fan.userId);
    expect(await feeds.findCreatedAt(fan.userId)).toBeUndefined();
  });
});
