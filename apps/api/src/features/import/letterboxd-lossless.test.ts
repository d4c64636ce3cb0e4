import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { ImportReport } from '@marquee/contracts';
import { engineTestEngines } from '@marquee/db/testing';
import { useTestAppWithUsers, type TestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';
import { csv, ndjsonLines, zipOf } from './import-test-files.ts';

/** Columns as a real Letterboxd export writes them. */
const DIARY_HEADER = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date';
const REVIEWS_HEADER = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date';

const diaryCsv = () =>
  csv(
    DIARY_HEADER,
    '2023-01-11,Fight Club,1999,https://boxd.it/a1,4.5,,,2023-01-10',
    '2023-05-02,Interstellar,2014,https://boxd.it/a2,3.5,,,2023-05-01',
  );
const reviewsCsv = () =>
  csv(
    REVIEWS_HEADER,
    '2023-01-12,Fight Club,1999,https://boxd.it/r1,4.5,,"The rules, ""first and second"",\nstill hold.",,2023-01-10',
    '2023-06-03,The Godfather,1972,https://boxd.it/r2,5,,An offer I took.,,2023-06-02',
  );

const USERS = {
  reviewer: {},
  stepwise: {},
  fresh: {},
  ranker: {},
  listFromMarquee: {},
  listFromCsv: {},
  listOnly: {},
  tagger: {},
  tagsFromMarquee: {},
  tagsFromCsv: {},
  describer: {},
};
type Suite = TestAppWithUsers<keyof typeof USERS>;

function reviewTests(suite: Suite) {
  const importZip = async (user: TestUser, fileName: string, zip: Buffer): Promise<ImportReport> => {
    const response = await suite.testApp.app.inject({
      method: 'POST',
      url: `/api/import?file_name=${fileName}`,
      headers: { ...user.headers, 'content-type': 'application/octet-stream' },
      payload: zip,
    });
    expect(response.statusCode, response.body).toBe(200);
    const last = ndjsonLines(response.body).at(-1)!;
    expect(last.type, JSON.stringify(last)).toBe('report');
    return last.report as ImportReport;
  };
  /** The diary as the person sees it: which movie, which day, the stars and the review. */
  const diaryOf = async (user: TestUser) => {
    const response = await suite.testApp.app.inject({
      method: 'GET',
      url: '/api/diary',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (
      response.json().data.entries as { title: string; watched_on: string; rating: number; review: string }[]
    )
      .map(({ title, watched_on, rating, review }) => ({ title, watched_on, rating, review }))
      .sort((a, b) => a.watched_on.localeCompare(b.watched_on));
  };
  const expected = [
    {
      title: 'Fight Club',
      watched_on: '2023-01-10',
      rating: 9,
      review: 'The rules, "first and second",\nstill hold.',
    },
    { title: 'Interstellar', watched_on: '2023-05-01', rating: 7, review: null },
    { title: 'The Godfather', watched_on: '2023-06-02', rating: 10, review: 'An offer I took.' },
  ];

  it('puts each review on the diary entry of its movie and day, creating the entry when there is none; an export and import keeps them', async () => {
    const report = await importZip(
      suite.reviewer,
      'letterboxd-reviewer.zip',
      zipOf({ 'diary.csv': diaryCsv(), 'reviews.csv': reviewsCsv() }),
    );
    expect(report.unmatched).toEqual([]);
    expect(report.created).toMatchObject({ diary_entries: 3, reviews: 2 });
    expect(await diaryOf(suite.reviewer)).toEqual(expected);

    const exported = await suite.testApp.app.inject({
      method: 'GET',
      url: '/api/export',
      headers: suite.reviewer.headers,
    });
    expect(exported.statusCode).toBe(200);
    const again = await importZip(suite.fresh, 'marquee-export.zip', exported.rawPayload);
    expect(again.created).toMatchObject({ diary_entries: 3, reviews: 2 });
    expect(await diaryOf(suite.fresh)).toEqual(expected);
  });

  it('puts reviews imported later on the diary entries an earlier import made, once', async () => {
    await importZip(suite.stepwise, 'diary.csv', Buffer.from(diaryCsv()));
    const report = await importZip(suite.stepwise, 'reviews.csv', Buffer.from(reviewsCsv()));
    expect(report.created).toMatchObject({ diary_entries: 1, reviews: 2 });
    expect(await diaryOf(suite.stepwise)).toEqual(expected);

    const twice = await importZip(suite.stepwise, 'reviews.csv', Buffer.from(reviewsCsv()));
    expect(twice.created).toMatchObject({ diary_entries: 0, reviews: 0 });
    expect(await diaryOf(suite.stepwise)).toEqual(expected);
  });
}

/** A ranked Letterboxd list; the file holds one row out of place, its Position says where it goes. */
const rankedList = () =>
  csv(
    'Letterboxd list export v7',
    'Date,Name,Tags,URL,Description',
    '2023-03-01,Ranked Night,,https://letterboxd.com/someone/list/ranked-night/,',
    '',
    'Position,Name,Year,URL,Description',
    '1,Interstellar,2014,https://boxd.it/l1,',
    '2,The Godfather,1972,https://boxd.it/l2,',
    '4,The Apartment,1960,https://boxd.it/l4,',
    '3,Fight Club,1999,https://boxd.it/l3,',
  );
/** A Letterboxd export always has its watched.csv beside the lists. */
const withList = (list: string) =>
  zipOf({ 'watched.csv': csv('Date,Name,Year,Letterboxd URI'), 'lists/ranked-night.csv': list });
const RANKED = ['Interstellar', 'The Godfather', 'Fight Club', 'The Apartment'];

/** A GET, or a POST of a zip, as `user`, expecting 200; and an import that must end in its report. */
function clientOf(suite: Suite) {
  const call = async (user: TestUser, url: string, zip?: Buffer) => {
    const response = await suite.testApp.app.inject({
      method: zip ? 'POST' : 'GET',
      url,
      headers: { ...user.headers, ...(zip ? { 'content-type': 'application/octet-stream' } : {}) },
      payload: zip,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const importZip = async (user: TestUser, zip: Buffer): Promise<ImportReport> => {
    const last = ndjsonLines((await call(user, '/api/import?file_name=export.zip', zip)).body).at(-1)!;
    expect(last.type, JSON.stringify(last)).toBe('report');
    return last.report as ImportReport;
  };
  return { call, importZip };
}

function listOrderTests(suite: Suite) {
  const { call, importZip } = clientOf(suite);
  /** The playlist's movies as its page shows them. */
  const shown = async (user: TestUser, name: string) => {
    const lists = (await call(user, '/api/playlists')).json().data as { playlist_id: number; name: string }[];
    const list = lists.find((playlist) => playlist.name === name)!;
    expect(list, JSON.stringify(lists)).toBeDefined();
    const movies = (await call(user, `/api/playlists/${list.playlist_id}/movies`)).json().data;
    return (movies as { title: string }[]).map((movie) => movie.title);
  };

  it('shows a list in its Letterboxd order and keeps it through an export and an import, of either file', async () => {
    await importZip(suite.ranker, withList(rankedList()));
    expect(await shown(suite.ranker, 'Ranked Night')).toEqual(RANKED);

    const exported = (await call(suite.ranker, '/api/export')).rawPayload;
    const files = unzipSync(new Uint8Array(exported));
    const listCsv = strFromU8(files['lists/ranked-night.csv']!);
    expect(
      listCsv
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[1]),
    ).toEqual(RANKED);

    await importZip(suite.listFromMarquee, exported);
    expect(await shown(suite.listFromMarquee, 'Ranked Night')).toEqual(RANKED);
    await importZip(suite.listFromCsv, withList(listCsv));
    expect(await shown(suite.listFromCsv, 'ranked-night')).toEqual(RANKED);
  });

  it('reads a zip of nothing but a list', async () => {
    await importZip(suite.listOnly, zipOf({ 'lists/ranked-night.csv': rankedList() }));
    expect(await shown(suite.listOnly, 'Ranked Night')).toEqual(RANKED);
  });
}

function tagTests(suite: Suite) {
  const { call, importZip } = clientOf(suite);
  /** Each diary entry's title, day and tags, as the diary shows them. */
  const tagsShown = async (user: TestUser) =>
    (
      (await call(user, '/api/diary')).json().data.entries as {
        title: string;
        watched_on: string;
        tags: string[];
      }[]
    )
      .map(({ title, watched_on, tags }) => ({ title, watched_on, tags }))
      .sort((a, b) => a.watched_on.localeCompare(b.watched_on));
  const expected = [
    { title: 'Fight Club', watched_on: '2023-01-10', tags: ['rewatch', 'with friends', 'cult'] },
    { title: 'Interstellar', watched_on: '2023-05-01', tags: [] },
    { title: 'The Godfather', watched_on: '2023-06-02', tags: ['family'] },
  ];

  it('imports the diary’s and the reviews’ tags onto the entries, exports them in Tags and imports them back', async () => {
    await importZip(
      suite.tagger,
      zipOf({
        'diary.csv': csv(
          DIARY_HEADER,
          '2023-01-11,Fight Club,1999,https://boxd.it/a1,4.5,,"rewatch, with friends",2023-01-10',
          '2023-05-02,Interstellar,2014,https://boxd.it/a2,3.5,,,2023-05-01',
          '2023-06-03,The Godfather,1972,https://boxd.it/a3,5,,"family, Family,  ",2023-06-02',
        ),
        'reviews.csv': csv(
          REVIEWS_HEADER,
          '2023-01-12,Fight Club,1999,https://boxd.it/r1,4.5,,Loud.,"with friends, cult",2023-01-10',
        ),
      }),
    );
    expect(await tagsShown(suite.tagger)).toEqual(expected);

    const exported = (await call(suite.tagger, '/api/export')).rawPayload;
    const diaryCsvOut = strFromU8(unzipSync(new Uint8Array(exported))['diary.csv']!);
    expect(diaryCsvOut.split('\r\n')[0]!.split(',')).toContain('Tags');
    expect(diaryCsvOut).toContain('"rewatch, with friends, cult"');

    await importZip(suite.tagsFromMarquee, exported);
    expect(await tagsShown(suite.tagsFromMarquee)).toEqual(expected);
    await importZip(suite.tagsFromCsv, zipOf({ 'diary.csv': diaryCsvOut }));
    expect(await tagsShown(suite.tagsFromCsv)).toEqual(expected);
  });
}

function leftOutTests(suite: Suite) {
  const { importZip } = clientOf(suite);

  it("reports what has nowhere to go here instead of dropping it: a list's description and tags, the profile", async () => {
    const describedList = csv(
      'Letterboxd list export v7',
      'Date,Name,Tags,URL,Description',
      '2023-03-01,Rainy Sundays,"cosy, slow",https://letterboxd.com/someone/list/rainy-sundays/,For grey afternoons.',
      '',
      'Position,Name,Year,URL,Description',
      '1,Interstellar,2014,https://boxd.it/l1,',
    );
    const report = await importZip(
      suite.describer,
      zipOf({
        'watched.csv': csv('Date,Name,Year,Letterboxd URI', '2023-01-10,Fight Club,1999,https://boxd.it/a'),
        'profile.csv': csv(
          'Date Joined,Username,Given Name,Family Name,Email Address,Location,Website,Bio,Pronoun,Favorite Films',
          '2019-04-02,someone,Some,One,someone@example.com,,,Films!,,https://boxd.it/x',
        ),
        'comments.csv': csv('Date,Content,Comment'),
        'likes/films.csv': csv('Date,Name,Year,Letterboxd URI'),
        'likes/lists.csv': csv('Date,Name,Owner,Letterboxd URI'),
        'lists/rainy-sundays.csv': describedList,
      }),
    );
    expect(report.created.playlists).toBe(1);
    const notes = report.skipped.map(({ file, line, title, reason }) => ({ file, line, title, reason }));
    expect(notes).toEqual(
      expect.arrayContaining([
        {
          file: 'profile.csv',
          line: 0,
          title: 'Your Letterboxd profile',
          reason: expect.stringMatching(/^Profiles are not imported .*Public profile$/),
        },
        { file: 'comments.csv', line: 0, title: 'Your comments on Letterboxd', reason: expect.any(String) },
        {
          file: 'likes/lists.csv',
          line: 0,
          title: 'Lists and reviews you liked',
          reason: expect.any(String),
        },
        {
          file: 'lists/rainy-sundays.csv',
          line: 3,
          title: 'Rainy Sundays',
          reason: "The list's description is not kept: playlists here have a name only",
        },
        {
          file: 'lists/rainy-sundays.csv',
          line: 3,
          title: 'Rainy Sundays',
          reason: "The list's tags (cosy, slow) are not kept: playlists here have no tags",
        },
      ]),
    );
    expect(report.skipped_count).toBe(5);
  });
}

// One app per engine for the file (each test imports for users of its own): reviews, list order and tags all
// go through an export and an import, which the engines store differently.
describe.each(engineTestEngines())('Letterboxd exports kept whole on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, USERS);
  describe('reviews', () => reviewTests(suite));
  describe('list order', () => listOrderTests(suite));
  describe('tags', () => tagTests(suite));
  describe('what has nowhere to go', () => leftOutTests(suite));
});
