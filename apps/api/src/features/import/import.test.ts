import { describe, expect, it } from 'vitest';
import { engineTestEngines, routeTestEngines } from '@marquee/db/testing';
import {
  DIARY_REVIEW_MAX_LENGTH,
  IMPORT_MAX_BYTES,
  importStreamLineSchema,
  type ImportReport,
} from '@marquee/contracts';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';
import type { TestUser } from '../../testing/test-users.ts';
import { csv, marqueeExportJson, ndjsonLines, zipOf } from './import-test-files.ts';

const LETTERBOXD_HEADER = 'Date,Name,Year,Letterboxd URI';
const uri = (slug: string) => `https://boxd.it/${slug}`;

/** A Letterboxd export of real starter-catalog movies, with spellings that differ from the catalog's and rows that must not match. */
const letterboxdExport = () =>
  zipOf({
    'watched.csv': csv(
      LETTERBOXD_HEADER,
      `2023-01-10,Fight Club,1999,${uri('2a')}`,
      `2023-05-01,Interstellar,2014,${uri('2b')}`,
      `2023-06-01,"Léon: The Professional",1994,${uri('2c')}`,
      `2023-06-02,"Godfather, The",1972,${uri('2d')}`,
      `2023-06-03,The Quiet Lighthouse Keeper of Brill,2003,${uri('2e')}`,
      `2023-06-04,Inception,2015,${uri('2f')}`,
    ),
    'diary.csv': csv(
      `${LETTERBOXD_HEADER},Rating,Rewatch,Tags,Watched Date`,
      `2023-01-10,Fight Club,1999,${uri('3a')},4.5,,,2023-01-10`,
      `2024-02-02,Fight Club,1999,${uri('3b')},5,Yes,"rewatch, with friends",2024-02-02`,
      `2023-05-01,Interstellar,2014,${uri('3c')},3.5,,"space\nnolan",2023-05-01`,
      `2023-06-02,"Godfather, The",1972,${uri('3d')},,,,2023-06-02`,
    ),
    'ratings.csv': csv(
      `${LETTERBOXD_HEADER},Rating`,
      `2024-02-02,Fight Club,1999,${uri('4a')},5`,
      `2023-05-01,Interstellar,2014,${uri('4b')},3.5`,
      `2023-07-01,Roger and Me,1989,${uri('4c')},4`,
    ),
    'watchlist.csv': csv(
      LETTERBOXD_HEADER,
      `2022-12-01,The Matrix,1999,${uri('5a')}`,
      `2022-12-02,Interstellar,2014,${uri('5b')}`,
      `2022-12-03,Spirited Away,2001,${uri('5c')}`,
    ),
    'likes/films.csv': csv(
      LETTERBOXD_HEADER,
      `2023-01-11,Fight Club,1999,${uri('6a')}`,
      `2023-01-12,Spirited Away,2002,${uri('6b')}`,
    ),
    'lists/sunday-classics.csv': csv(
      'Letterboxd list export v7',
      'Date,Name,Tags,URL,Description',
      '2023-03-01,Sunday Classics,,https://letterboxd.com/someone/list/sunday-classics/,',
      '',
      'Position,Name,Year,URL,Description',
      '1,The Third Man,1949,https://boxd.it/7a,',
      '2,The Apartment,1960,https://boxd.it/7b,',
      '3,A Film Nobody Made,1950,https://boxd.it/7c,',
    ),
    'profile.csv': csv('Date Joined,Username', '2020-01-01,someone'),
  });

const IMDB_HEADER =
  'Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors';
const imdbRatings = () =>
  csv(
    IMDB_HEADER,
    'tt0468569,9,2022-08-01,The Dark Knight,The Dark Knight,https://www.imdb.com/title/tt0468569/,Movie,9.0,152,2008,"Action, Crime, Drama",2900000,2008-07-14,Christopher Nolan',
    'tt0110912,10,2022-08-02,Pulp Fiction,Pulp Fiction,https://www.imdb.com/title/tt0110912/,Movie,8.9,154,1994,"Crime, Drama",2200000,1994-05-21,Quentin Tarantino',
    'tt9999998,6,2022-08-03,The Glass Orchard,The Glass Orchard,https://www.imdb.com/title/tt9999998/,Movie,6.1,101,2011,Drama,1200,2011-03-01,Nobody',
    'tt0903747,10,2022-08-04,Breaking Bad,Breaking Bad,https://www.imdb.com/title/tt0903747/,TV Series,9.5,49,2008,"Crime, Drama",2100000,2008-01-20,',
    // Only the id says which movie this is: the title is the original one.
    'tt0245429,8,2022-08-05,Sen to Chihiro no kamikakushi,Sen to Chihiro no kamikakushi,https://www.imdb.com/title/tt0245429/,Movie,8.6,125,2001,Animation,800000,2001-07-20,Hayao Miyazaki',
    ',7,2022-08-06,The Shawshank Redemption,The Shawshank Redemption,,Movie,9.3,142,1994,Drama,2800000,1994-09-23,Frank Darabont',
  );

const traktHistory = () =>
  JSON.stringify(
    [
      {
        id: 1,
        watched_at: '2021-03-04T20:15:00.000Z',
        action: 'watch',
        type: 'movie',
        movie: { title: 'Forrest Gump', year: 1994, ids: { trakt: 1, imdb: 'tt0109830', tmdb: 13 } },
      },
      {
        id: 2,
        watched_at: '2021-03-05T20:15:00.000Z',
        action: 'watch',
        type: 'episode',
        episode: { season: 1, number: 1, title: 'Pilot' },
        show: { title: 'Some Show', year: 2008 },
      },
      {
        id: 3,
        watched_at: '2021-03-06T21:00:00.000Z',
        action: 'scrobble',
        type: 'movie',
        movie: { title: 'Nobody Filmed This', year: 1987, ids: { trakt: 99, imdb: 'tt9999997' } },
      },
    ],
    null,
    2,
  );

describe.each(engineTestEngines())('importing a film history on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { alice: {}, bob: {}, carol: {}, dave: {} });
  const db = () => suite.testApp.database.db;

  const upload = (user: TestUser | null, fileName: string, body: Buffer | string) =>
    suite.testApp.app.inject({
      method: 'POST',
      url: `/api/import?file_name=${encodeURIComponent(fileName)}`,
      headers: { ...(user?.headers ?? {}), 'content-type': 'application/octet-stream' },
      payload: Buffer.isBuffer(body) ? body : Buffer.from(body),
    });

  /** Uploads, checks the stream's shape and returns the final report. */
  const importFile = async (
    user: TestUser,
    fileName: string,
    body: Buffer | string,
  ): Promise<ImportReport> => {
    const response = await upload(user, fileName, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const lines = ndjsonLines(response.body);
    for (const line of lines) importStreamLineSchema.parse(line);
    const last = lines.at(-1)!;
    expect(last.type, JSON.stringify(last)).toBe('report');
    const progress = lines.filter((line) => line.type === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ done: progress.at(-1)!.total });
    return last.report as ImportReport;
  };

  /** Everything a person owns that an import writes, in a stable order. */
  const libraryOf = async (user: TestUser) => {
    const userId = user.userId;
    return {
      diary: await db()
        .selectFrom('diary_entries')
        .select(['tmdb_id', 'watched_on', 'rating', 'is_rewatch', 'title'])
        .where('user_id', '=', userId)
        .orderBy('watched_on')
        .orderBy('tmdb_id')
        .execute(),
      ratings: await db()
        .selectFrom('ratings')
        .select(['tmdb_id', 'rating'])
        .where('user_id', '=', userId)
        .orderBy('tmdb_id')
        .execute(),
      status: await db()
        .selectFrom('watch_status')
        .select(['tmdb_id', 'status'])
        .where('user_id', '=', userId)
        .orderBy('tmdb_id')
        .execute(),
      likes: await db()
        .selectFrom('likes')
        .select('tmdb_id')
        .where('user_id', '=', userId)
        .orderBy('tmdb_id')
        .execute(),
      playlists: await db()
        .selectFrom('playlists as p')
        .innerJoin('playlist_movies as pm', 'pm.playlist_id', 'p.playlist_id')
        .select(['p.name', 'pm.tmdb_id'])
        .where('p.user_id', '=', userId)
        .orderBy('p.name')
        .orderBy('pm.tmdb_id')
        .execute(),
      visits: await db()
        .selectFrom('visits')
        .select(['tmdb_id', 'visited_at'])
        .where('user_id', '=', userId)
        .orderBy('tmdb_id')
        .execute(),
    };
  };

  it('imports a Letterboxd export: tolerant title matches, half stars on 1-10, rewatches, lists; the rest reported unmatched', async () => {
    const report = await importFile(suite.alice, 'letterboxd-alice-2024.zip', letterboxdExport());
    expect(report.source).toBe('letterboxd');
    expect(report.rows).toBe(6 + 4 + 3 + 3 + 2 + 3);
    expect(report.unmatched.map((row) => [row.file, row.line, row.title, row.year])).toEqual([
      ['lists/sunday-classics.csv', 8, 'A Film Nobody Made', 1950],
      ['watched.csv', 6, 'The Quiet Lighthouse Keeper of Brill', 2003],
      ['watched.csv', 7, 'Inception', 2015],
    ]);
    expect(report.unmatched[2].reason).toContain('Inception');
    expect(report.matched).toBe(report.rows - 3);
    expect(report.created).toEqual({
      diary_entries: 4,
      reviews: 0,
      ratings: 3,
      likes: 2,
      // Fight Club, Interstellar, Léon, The Godfather, Roger & Me (rated)
      watched: 5,
      // Interstellar is watched: only The Matrix and Spirited Away are still to watch.
      watchlist: 2,
      playlists: 1,
      playlist_movies: 2,
      visits: 0,
      comments: 0,
      catalog_movies: 0,
    });

    const library = await libraryOf(suite.alice);
    expect(library.diary).toEqual([
      { tmdb_id: 550, watched_on: '2023-01-10', rating: 9, is_rewatch: 0, title: 'Fight Club' },
      { tmdb_id: 157336, watched_on: '2023-05-01', rating: 7, is_rewatch: 0, title: 'Interstellar' },
      { tmdb_id: 238, watched_on: '2023-06-02', rating: null, is_rewatch: 0, title: 'The Godfather' },
      { tmdb_id: 550, watched_on: '2024-02-02', rating: 10, is_rewatch: 1, title: 'Fight Club' },
    ]);
    expect(library.ratings).toEqual(
      [
        { tmdb_id: 550, rating: 10 },
        { tmdb_id: 1779, rating: 8 },
        { tmdb_id: 157336, rating: 7 },
      ].sort((a, b) => a.tmdb_id - b.tmdb_id),
    );
    expect(library.status).toEqual([
      { tmdb_id: 101, status: 'watched' },
      { tmdb_id: 129, status: 'want_to_watch' },
      { tmdb_id: 238, status: 'watched' },
      { tmdb_id: 550, status: 'watched' },
      { tmdb_id: 603, status: 'want_to_watch' },
      { tmdb_id: 1779, status: 'watched' },
      { tmdb_id: 157336, status: 'watched' },
    ]);
    expect(library.playlists).toEqual([
      { name: 'Sunday Classics', tmdb_id: 284 },
      { name: 'Sunday Classics', tmdb_id: 1092 },
    ]);
    // What the person sees: their likes, newest first, with the catalog's titles.
    const likes = await suite.testApp.app.inject({
      method: 'GET',
      url: '/api/likes',
      headers: suite.alice.headers,
    });
    expect(likes.json().data.map((like: { title: string }) => like.title)).toEqual([
      'Spirited Away',
      'Fight Club',
    ]);
  });

  it('imports the same export twice without changing anything', async () => {
    const before = await libraryOf(suite.alice);
    const report = await importFile(suite.alice, 'letterboxd-alice-2024.zip', letterboxdExport());
    expect(report.created).toEqual({
      diary_entries: 0,
      reviews: 0,
      ratings: 0,
      likes: 0,
      watched: 0,
      watchlist: 0,
      playlists: 0,
      playlist_movies: 0,
      visits: 0,
      comments: 0,
      catalog_movies: 0,
    });
    expect(report.unmatched).toHaveLength(3);
    expect(await libraryOf(suite.alice)).toEqual(before);
  });

  it('imports IMDb ratings by tt id, listing the series it left out and reporting unknown ids', async () => {
    const report = await importFile(suite.bob, 'ratings.csv', imdbRatings());
    expect(report).toMatchObject({ source: 'imdb', rows: 5, matched: 4, skipped_count: 1 });
    expect(report.skipped).toEqual([
      {
        file: 'ratings.csv',
        line: 5,
        title: 'Breaking Bad',
        year: 2008,
        imdb_id: 'tt0903747',
        reason: 'Not a film: a TV series (TV Series)',
      },
    ]);
    expect(report.unmatched).toEqual([
      {
        file: 'ratings.csv',
        line: 4,
        title: 'The Glass Orchard',
        year: 2011,
        imdb_id: 'tt9999998',
        reason: expect.stringContaining('The Glass Orchard'),
      },
    ]);
    expect((await libraryOf(suite.bob)).ratings).toEqual([
      { tmdb_id: 129, rating: 8 },
      { tmdb_id: 155, rating: 9 },
      { tmdb_id: 278, rating: 7 },
      { tmdb_id: 680, rating: 10 },
    ]);
    const mine = await suite.testApp.app.inject({
      method: 'GET',
      url: '/api/ratings/user/155',
      headers: suite.bob.headers,
    });
    expect(mine.json().data).toMatchObject({ rating: 9 });
    expect((await importFile(suite.bob, 'ratings.csv', imdbRatings())).created.ratings).toBe(0);
  });

  it('imports a Trakt history as diary entries, listing the episodes it left out', async () => {
    const report = await importFile(suite.bob, 'watched-history.json', traktHistory());
    expect(report).toMatchObject({ source: 'trakt', rows: 2, matched: 1, skipped_count: 1 });
    expect(report.skipped).toEqual([
      {
        file: 'watched-history.json',
        line: 2,
        title: 'Some Show: Pilot',
        year: 2008,
        imdb_id: null,
        reason: 'Not a film: a TV episode',
      },
    ]);
    expect(report.unmatched[0]).toMatchObject({
      file: 'watched-history.json',
      line: 3,
      imdb_id: 'tt9999997',
    });
    expect((await libraryOf(suite.bob)).diary).toEqual([
      { tmdb_id: 13, watched_on: '2021-03-04', rating: null, is_rewatch: 0, title: 'Forrest Gump' },
    ]);
  });

  it("reads Letterboxd's import column names, where the ids win over the title", async () => {
    const report = await importFile(
      suite.dave,
      'for-letterboxd.zip',
      zipOf({
        'diary.csv': csv(
          'tmdbID,imdbID,Title,Year,Rating10,WatchedDate,Rewatch,Review',
          // The id wins over a title that names another movie.
          '603,tt0133093,Not The Matrix,1999,8,2024-04-01,false,"Still holds up, ""really"""',
        ),
      }),
    );
    expect(report).toMatchObject({ source: 'letterboxd', rows: 1, matched: 1, unmatched: [] });
    const library = await libraryOf(suite.dave);
    expect(library.diary).toEqual([
      { tmdb_id: 603, watched_on: '2024-04-01', rating: 8, is_rewatch: 0, title: 'The Matrix' },
    ]);
  });

  it('restores visits from a Marquee export, and names the list and item of a bad one', async () => {
    const report = await importFile(
      suite.dave,
      'marquee-export.zip',
      zipOf({
        'marquee.json': marqueeExportJson({
          visits: [
            { tmdb_id: 27205, title: 'Inception', year: 2010, visited_at: '2024-05-01T10:00:00.000Z' },
          ],
        }),
      }),
    );
    expect(report).toMatchObject({ source: 'marquee', rows: 1, matched: 1, unmatched: [] });
    expect((await libraryOf(suite.dave)).visits).toEqual([
      { tmdb_id: 27205, visited_at: '2024-05-01T10:00:00.000Z' },
    ]);

    const watch = {
      tmdb_id: 550,
      title: 'Fight Club',
      year: 1999,
      imdb_id: null,
      rating: 8,
      review: null,
      is_rewatch: false,
    };
    const bad = await upload(
      suite.dave,
      'marquee-export.zip',
      zipOf({
        'marquee.json': marqueeExportJson({
          diary: [
            { ...watch, watched_on: '2024-01-01' },
            { ...watch, watched_on: 'yesterday' },
          ],
        }),
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('marquee.json, line 2: diary: must be a date YYYY-MM-DD');
  });

  it("applies the API's text rules to every imported field, saying what it changed", async () => {
    // A megabyte of words that don't repeat, so it packs like real text.
    const words = Array.from({ length: 150_000 }, (_, i) => ((i * 7919) % 99_991).toString(36)).join(' ');
    const hugeReview = `Loved\u0007 it. ${words}`;
    const report = await importFile(
      suite.dave,
      'letterboxd-rules.zip',
      zipOf({
        'diary.csv': csv(
          `${LETTERBOXD_HEADER},Rating,Rewatch,Tags,Watched Date,Review`,
          `2023-01-10,Fight Club,1999,${uri('r1')},4,,,2023-01-10,"${hugeReview}"`,
          `2023-01-11,Interstellar,2014,${uri('r2')},4,,,2099-05-01,"Great\u0000 film"`,
          `2023-01-12,The Matrix,1999,${uri('r3')},4,,,1850-02-03,"\u200B \u200B"`,
        ),
        'lists/blank.csv': csv(
          'Letterboxd list export v7',
          'Date,Name,Tags,URL,Description',
          '2023-03-01,\u200B\u200B,,https://letterboxd.com/someone/list/blank/,',
          '',
          'Position,Name,Year,URL,Description',
          '1,The Third Man,1949,https://boxd.it/7a,',
        ),
      }),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(report.adjusted.map((row) => [row.file, row.line, row.reason])).toEqual([
      [
        'diary.csv',
        2,
        `Review cut to ${DIARY_REVIEW_MAX_LENGTH} characters (it had ${hugeReview.length - 1})`,
      ],
      ['diary.csv', 3, `Watched date 2099-05-01 is in the future: saved as ${today}`],
      ['diary.csv', 4, 'Watched date 1850-02-03 is before 1870-01-01: saved as 1870-01-01'],
      ['lists/blank.csv', 6, 'The list name is blank: saved as "Imported list"'],
    ]);
    expect(report.adjusted_count).toBe(4);
    const diary = await db()
      .selectFrom('diary_entries')
      .select(['tmdb_id', 'watched_on', 'review'])
      .where('user_id', '=', suite.dave.userId)
      .where('tmdb_id', 'in', [550, 157336, 603])
      .where('created_at', '>', '2025-01-01')
      .orderBy('tmdb_id')
      .execute();
    expect(diary.find((entry) => entry.tmdb_id === 550)?.review).toBe(
      `Loved it. ${words}`.slice(0, DIARY_REVIEW_MAX_LENGTH).trimEnd(),
    );
    expect(diary.find((entry) => entry.tmdb_id === 157336)).toEqual({
      tmdb_id: 157336,
      watched_on: today,
      review: 'Great film',
    });
    expect(diary).toContainEqual({ tmdb_id: 603, watched_on: '1870-01-01', review: null });
    const playlists = await db()
      .selectFrom('playlists')
      .select('name')
      .where('user_id', '=', suite.dave.userId)
      .execute();
    expect(playlists).toEqual([{ name: 'Imported list' }]);
  });

  // Refusals come before any SQL runs, so the engine under them changes nothing: SQLite only (routeTestEngines()).
  if (routeTestEngines().includes(engine))
    describe('refusing what it cannot read', () => {
      it('answers 401 JSON to a visitor before reading the upload', async () => {
        const response = await upload(null, 'watched.csv', csv(LETTERBOXD_HEADER));
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          success: false,
          message: 'Authentication required. Please log in.',
        });
      });

      it('answers 400 naming the file and line for unreadable files, and writes nothing', async () => {
        const before = await libraryOf(suite.carol);
        const cases: [string, Buffer | string, string][] = [
          [
            'export.zip',
            Buffer.from('PK\u0003\u0004 this is not a zip at all'),
            'export.zip: not a readable zip archive',
          ],
          [
            'letterboxd.zip',
            zipOf({
              'watched.csv': csv(LETTERBOXD_HEADER, `2023-01-10,Fight Club,1999,${uri('a')}`),
              'diary.csv': csv(
                `${LETTERBOXD_HEADER},Rating,Rewatch,Tags,Watched Date`,
                `2023-01-10,Fight Club,1999,${uri('b')},4.5,,,2023-01-10`,
                `2023-01-11,Interstellar,2014,${uri('c')},4,,,2023-01-11`,
                `2023-01-12,"Inception,2010,${uri('d')},4,,,2023-01-12`,
                `2023-01-13,The Matrix,1999,${uri('e')},4,,,2023-01-13`,
              ),
            }),
            'diary.csv, line 4: a quoted field is never closed',
          ],
          [
            'history.json',
            '[\n  {"watched_at": "2021-01-01T00:00:00Z",\n  movie: {}}\n]',
            'history.json, line 3: not valid JSON',
          ],
          [
            'ratings.csv',
            csv(`${LETTERBOXD_HEADER},Rating`, `2024-02-02,Fight Club,1999,${uri('a')},7`),
            'ratings.csv, line 2: Rating "7" is not 0.5 to 5 stars',
          ],
          [
            'notes.csv',
            csv('Movie,Seen', 'Fight Club,yes'),
            'notes.csv, line 1: the header has no Name, Title',
          ],
          ['empty.csv', '', 'empty.csv: the file is empty'],
          [
            'profile.csv',
            csv('Date Joined,Username,Given Name', '2020-01-01,carol,Carol'),
            'profile.csv: this holds no films to import. Your Letterboxd profile: Profiles are not imported',
          ],
          [
            'letterboxd-carol.zip',
            zipOf({
              'profile.csv': csv('Username', 'carol'),
              'comments.csv': csv('Date,Content', '2020-01-01,hi'),
            }),
            'Upload the whole Letterboxd export (the .zip), or its watched.csv, diary.csv',
          ],
        ];
        for (const [fileName, body, message] of cases) {
          const response = await upload(suite.carol, fileName, body);
          expect(response.statusCode, fileName).toBe(400);
          expect(response.headers['content-type']).toContain('application/json');
          expect(response.json()).toEqual({ success: false, message: expect.stringContaining(message) });
        }
        expect(await libraryOf(suite.carol)).toEqual(before);
      });

      it('refuses uploads over the size limit with 413 JSON and a missing file name with 400', async () => {
        const tooLarge = await upload(suite.carol, 'big.zip', Buffer.alloc(IMPORT_MAX_BYTES + 1));
        expect(tooLarge.statusCode).toBe(413);
        expect(tooLarge.json()).toEqual({ success: false, message: expect.stringContaining('import limit') });
        const noName = await suite.testApp.app.inject({
          method: 'POST',
          url: '/api/import',
          headers: { ...suite.carol.headers, 'content-type': 'application/octet-stream' },
          payload: Buffer.from(csv(LETTERBOXD_HEADER)),
        });
        expect(noName.statusCode).toBe(400);
        expect(noName.json()).toMatchObject({
          success: false,
          message: expect.stringContaining('file_name'),
        });
      });
    });

  // Last: it breaks this suite's database on purpose.
  it('streams an error line and writes nothing when the transaction fails after matching', async () => {
    await db().schema.dropTable('visits').execute();
    const response = await upload(
      suite.carol,
      'marquee-export.zip',
      zipOf({
        'marquee.json': marqueeExportJson({
          diary: [
            {
              tmdb_id: 550,
              title: 'Fight Club',
              year: 1999,
              imdb_id: null,
              watched_on: '2024-04-01',
              rating: null,
              review: null,
              is_rewatch: false,
            },
          ],
          visits: [{ tmdb_id: 550, title: 'Fight Club', year: 1999, visited_at: '2024-05-01T10:00:00.000Z' }],
        }),
      }),
    );
    expect(response.statusCode).toBe(200);
    const lines = ndjsonLines(response.body);
    expect(lines.at(-1)).toEqual({
      type: 'error',
      message: 'The import failed and nothing was saved. Please try again.',
    });
    expect(lines.filter((line) => line.type === 'report')).toEqual([]);
    const diary = await db()
      .selectFrom('diary_entries')
      .select('tmdb_id')
      .where('user_id', '=', suite.carol.userId)
      .execute();
    expect(diary).toEqual([]);
  });
});
