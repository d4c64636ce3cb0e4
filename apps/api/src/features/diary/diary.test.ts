import { describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { DIARY_PAGE_SIZE, DIARY_REVIEW_MAX_LENGTH, latestWatchDate, utcDate } from '@marquee/contracts';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';

interface Entry {
  entry_id: number;
  tmdb_id: number;
  watched_on: string;
  rating: number | null;
  review: string | null;
  is_rewatch: boolean;
}

describe.each(engineTestEngines())('diary API on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { alice: {}, bob: {}, carol: {} });

  const inject = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    suite.testApp.app.inject({
      method,
      url,
      headers: user?.headers,
      payload: payload as object | undefined,
    });
  const log = (user: TestUser, payload: unknown) => inject(user, 'POST', '/api/diary', payload);
  const list = async (user: TestUser, query = '') => (await inject(user, 'GET', `/api/diary${query}`)).json();
  const summary = async (user: TestUser, tmdbId: number) =>
    (await inject(user, 'GET', `/api/diary/movies/${tmdbId}`)).json().data;
  const markWatched = (user: TestUser, tmdbId: number) =>
    inject(user, 'POST', '/api/watch/status', { tmdb_id: tmdbId, status: 'watched' });

  it('answers 401 JSON on every route without a user', async () => {
    for (const [method, url] of [
      ['GET', '/api/diary'],
      ['POST', '/api/diary'],
      ['PATCH', '/api/diary/1'],
      ['DELETE', '/api/diary/1'],
      ['GET', '/api/diary/movies/550'],
    ] as const) {
      const response = await inject(
        null,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { rating: 5 },
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Authentication required. Please log in.' });
    }
  });

  it('logs a watch with today as the default date, a snapshot of the movie, and no rating or review', async () => {
    const response = await log(suite.alice, { tmdb_id: 550 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Watch logged',
      data: {
        tmdb_id: 550,
        id: 550,
        title: 'Fight Club',
        release_date: '1999-10-15',
        watched_on: utcDate(),
        rating: null,
        review: null,
        is_rewatch: false,
      },
    });
    expect(await summary(suite.alice, 550)).toMatchObject({ count: 1, last_watched_on: utcDate() });
  });

  it('flags a second watch of the same movie as a rewatch, and keeps the rating and a cleaned review', async () => {
    // Logged after today's watch but dated before it: by date it is the first watch, not a rewatch.
    const response = await log(suite.alice, {
      tmdb_id: 550,
      watched_on: '2026-01-02',
      rating: 9,
      review: '  Still holds up.\u0000  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ rating: 9, review: 'Still holds up.', is_rewatch: false });

    const later = await log(suite.alice, { tmdb_id: 550, watched_on: '2026-01-03', rating: 7 });
    expect(later.json().data.is_rewatch).toBe(true);

    const movie = await summary(suite.alice, 550);
    expect(movie.count).toBe(3);
    expect(movie.entries.map((entry: Entry) => entry.watched_on)).toEqual([
      utcDate(),
      '2026-01-03',
      '2026-01-02',
    ]);
  });

  it('lists entries newest watch first with paging facts, and filters by year and month', async () => {
    await log(suite.bob, { tmdb_id: 680, watched_on: '2025-11-30' });
    await log(suite.bob, { tmdb_id: 238, watched_on: '2025-12-01' });
    await log(suite.bob, { tmdb_id: 157336, watched_on: '2024-06-15' });

    const all = await list(suite.bob);
    expect(all.success).toBe(true);
    expect(all.data.entries.map((entry: Entry) => entry.tmdb_id)).toEqual([238, 680, 157336]);
    expect(all.data.pagination).toEqual({ page: 1, total_pages: 1, total: 3, page_size: DIARY_PAGE_SIZE });

    expect((await list(suite.bob, '?year=2025')).data.entries.map((entry: Entry) => entry.tmdb_id)).toEqual([
      238, 680,
    ]);
    const november = await list(suite.bob, '?year=2025&month=11');
    expect(november.data.entries.map((entry: Entry) => entry.tmdb_id)).toEqual([680]);
    expect(november.data.pagination.total).toBe(1);
    const december = await list(suite.bob, '?year=2025&month=12');
    expect(december.data.entries.map((entry: Entry) => entry.tmdb_id)).toEqual([238]);
    const beyond = await list(suite.bob, '?page=2');
    expect(beyond.data.entries).toEqual([]);
    expect(beyond.data.pagination).toMatchObject({ page: 2, total: 3 });
  });

  it('pages a long diary by the page size', async () => {
    const count = DIARY_PAGE_SIZE + 2;
    const { db } = suite.testApp.context.database;
    await db
      .insertInto('diary_entries')
      .values(
        Array.from({ length: count }, (_, index) => ({
          user_id: suite.carol.userId,
          tmdb_id: 550,
          title: 'Fight Club',
          poster_path: null,
          vote_average: 8,
          release_date: null,
          watched_on: `2020-01-${String((index % 28) + 1).padStart(2, '0')}`,
          rating: null,
          review: null,
          is_rewatch: 1,
          created_at: new Date(Date.UTC(2020, 0, 1, 0, 0, index)).toISOString(),
          updated_at: new Date(Date.UTC(2020, 0, 1, 0, 0, index)).toISOString(),
        })),
      )
      .execute();
    const first = await list(suite.carol);
    expect(first.data.entries).toHaveLength(DIARY_PAGE_SIZE);
    expect(first.data.pagination).toEqual({
      page: 1,
      total_pages: 2,
      total: count,
      page_size: DIARY_PAGE_SIZE,
    });
    const second = await list(suite.carol, '?page=2');
    expect(second.data.entries).toHaveLength(2);
    const ids = [...first.data.entries, ...second.data.entries].map((entry: Entry) => entry.entry_id);
    expect(new Set(ids).size).toBe(count);
  });

  it('edits the date, rating and review, and null clears the rating and review', async () => {
    const created = (
      await log(suite.bob, { tmdb_id: 27205, watched_on: '2025-05-05', rating: 6, review: 'Dreamy.' })
    ).json().data as Entry;
    const url = `/api/diary/${created.entry_id}`;

    const rated = await inject(suite.bob, 'PATCH', url, { rating: 8 });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({
      success: true,
      data: { entry_id: created.entry_id, rating: 8, review: 'Dreamy.', watched_on: '2025-05-05' },
    });

    const cleared = await inject(suite.bob, 'PATCH', url, {
      rating: null,
      review: null,
      watched_on: '2025-05-06',
    });
    expect(cleared.json().data).toMatchObject({ rating: null, review: null, watched_on: '2025-05-06' });
    // A blank review means no review.
    await inject(suite.bob, 'PATCH', url, { review: 'x' });
    expect((await inject(suite.bob, 'PATCH', url, { review: '   ' })).json().data.review).toBeNull();

    // Durable: read back through the list.
    const stored = (await list(suite.bob)).data.entries.find(
      (entry: Entry) => entry.entry_id === created.entry_id,
    );
    expect(stored).toMatchObject({ rating: null, review: null, watched_on: '2025-05-06' });
  });

  it('recomputes the rewatch flag when an entry is moved before or after another watch', async () => {
    const first = (await log(suite.carol, { tmdb_id: 680, watched_on: '2021-03-01' })).json().data as Entry;
    const second = (await log(suite.carol, { tmdb_id: 680, watched_on: '2022-03-01' })).json().data as Entry;
    expect([first.is_rewatch, second.is_rewatch]).toEqual([false, true]);
    const moved = await inject(suite.carol, 'PATCH', `/api/diary/${second.entry_id}`, {
      watched_on: '2020-01-01',
    });
    expect(moved.json().data.is_rewatch).toBe(false);
  });

  it('deletes an entry, and a second delete is a 404', async () => {
    const created = (await log(suite.bob, { tmdb_id: 13, watched_on: '2024-02-29' })).json().data as Entry;
    expect(created.watched_on).toBe('2024-02-29');
    const url = `/api/diary/${created.entry_id}`;
    const deleted = await inject(suite.bob, 'DELETE', url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ success: true, data: { entry_id: created.entry_id } });
    expect((await summary(suite.bob, 13)).count).toBe(0);
    const again = await inject(suite.bob, 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: 'Diary entry not found' });
  });

  it("never shows, changes or deletes another user's entry, answering as if it did not exist", async () => {
    const alices = (await list(suite.alice)).data.entries as Entry[];
    const target = alices[0]!;
    const url = `/api/diary/${target.entry_id}`;
    for (const [method, payload] of [
      ['PATCH', { rating: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const response = await inject(suite.bob, method, url, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Diary entry not found' });
    }
    const missing = await inject(suite.bob, 'PATCH', '/api/diary/2000000000', { rating: 1 });
    expect(missing.json()).toEqual({ success: false, message: 'Diary entry not found' });

    expect(
      (await list(suite.bob)).data.entries.some((entry: Entry) => entry.entry_id === target.entry_id),
    ).toBe(false);
    expect((await summary(suite.bob, 550)).count).toBe(0);
    expect((await list(suite.alice)).data.entries).toEqual(alices);
  });

  it('refuses bad input with a 400 that names the field and says what is wrong', async () => {
    const tomorrowPlusOne = utcDate(new Date(Date.parse(`${latestWatchDate()}T00:00:00Z`) + 86_400_000));
    const cases: [unknown, string][] = [
      [{ tmdb_id: 'x' }, "'tmdb_id'"],
      [{ tmdb_id: 550, watched_on: '2025-02-30' }, "'watched_on': must be a real calendar date"],
      [{ tmdb_id: 550, watched_on: '12/01/2025' }, "'watched_on': must be a date written YYYY-MM-DD"],
      [{ tmdb_id: 550, watched_on: '1869-12-31' }, "'watched_on': must be on or after 1870-01-01"],
      [{ tmdb_id: 550, watched_on: tomorrowPlusOne }, "'watched_on': must not be in the future"],
      [{ tmdb_id: 550, rating: 0 }, "'rating': must be between 1 and 10"],
      [{ tmdb_id: 550, rating: 11 }, "'rating': must be between 1 and 10"],
      [{ tmdb_id: 550, rating: 7.5 }, "'rating': must be a whole number"],
      [
        { tmdb_id: 550, review: 'x'.repeat(DIARY_REVIEW_MAX_LENGTH + 1) },
        "'review': must be at most 5000 characters",
      ],
      [{ tmdb_id: 550, review: 42 }, "'review': must be text"],
    ];
    for (const [payload, message] of cases) {
      const response = await log(suite.alice, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toContain(message);
    }
    // Tomorrow is allowed: it already is tomorrow somewhere.
    expect((await log(suite.carol, { tmdb_id: 550, watched_on: latestWatchDate() })).statusCode).toBe(201);

    const entryId = ((await list(suite.alice)).data.entries as Entry[])[0]!.entry_id;
    const empty = await inject(suite.alice, 'PATCH', `/api/diary/${entryId}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('give at least one of watched_on, rating or review');
    const badDate = await inject(suite.alice, 'PATCH', `/api/diary/${entryId}`, { watched_on: null });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain("'watched_on'");
    const badId = await inject(suite.alice, 'DELETE', '/api/diary/abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain("'entry_id'");

    for (const [query, message] of [
      ['?month=3', "'month': month needs a year"],
      ['?year=2025&month=13', "'month': must be between 1 and 12"],
      ['?page=0', "'page': must be between 1 and 10000"],
      ['?year=abc', "'year'"],
    ] as const) {
      const response = await inject(suite.alice, 'GET', `/api/diary${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
    const unknown = await log(suite.alice, { tmdb_id: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Movie not found' });
  });

  it('Mark as Watched logs exactly one entry for today; marking again, or a burst of marks, adds none', async () => {
    const before = (await summary(suite.bob, 278)).count;
    expect(before).toBe(0);
    const marked = await markWatched(suite.bob, 278);
    expect(marked.json().message).toBe('Movie marked as watched!');
    const after = await summary(suite.bob, 278);
    expect(after).toMatchObject({ count: 1, last_watched_on: utcDate() });
    expect(after.entries[0]).toMatchObject({ is_rewatch: false, rating: null, review: null });

    expect((await markWatched(suite.bob, 278)).json().message).toBe('Already marked as watched.');
    expect((await summary(suite.bob, 278)).count).toBe(1);

    // Watchlist and back: the movie becomes watched again, which is a new watch.
    await inject(suite.bob, 'POST', '/api/watch/status', { tmdb_id: 278, status: 'want_to_watch' });
    expect((await summary(suite.bob, 278)).count).toBe(1);

    const burst = await Promise.all(Array.from({ length: 10 }, () => markWatched(suite.bob, 278)));
    expect(burst.every((response) => response.statusCode === 200)).toBe(true);
    expect(burst.filter((response) => response.json().message === 'Movie marked as watched!')).toHaveLength(
      1,
    );
    const final = await summary(suite.bob, 278);
    expect(final.count).toBe(2);
    expect(final.entries[0].is_rewatch).toBe(true);
  });

  it('logging a watch marks the movie watched, also when it was on the watchlist, and logs no second entry', async () => {
    const statusOf = async (tmdbId: number) =>
      (await inject(suite.bob, 'GET', '/api/watch/status'))
        .json()
        .data.find((item: { tmdb_id: number }) => item.tmdb_id === tmdbId)?.status;
    await inject(suite.bob, 'POST', '/api/watch/status', { tmdb_id: 155, status: 'want_to_watch' });
    expect((await log(suite.bob, { tmdb_id: 155, watched_on: '2022-02-02' })).statusCode).toBe(201);
    expect(await statusOf(155)).toBe('watched');
    expect((await log(suite.bob, { tmdb_id: 603, watched_on: '2022-02-03' })).statusCode).toBe(201);
    expect(await statusOf(603)).toBe('watched');
    expect((await summary(suite.bob, 155)).count).toBe(1);
    expect((await summary(suite.bob, 603)).count).toBe(1);
  });

  it('documents every diary route in the OpenAPI document', async () => {
    const document = (await suite.testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths['/api/diary'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.paths['/api/diary/{entry_id}'] ?? {})).toEqual(
      expect.arrayContaining(['patch', 'delete']),
    );
    expect(document.paths['/api/diary/movies/{tmdb_id}']?.get).toBeDefined();
  });
});
