import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalCatalog } from '@marquee/catalog';
import { routeTestEngines } from '@marquee/db/testing';
import type { ImportReport } from '@marquee/contracts';
import { FakeTmdbServer } from '@marquee/catalog/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';
import { csv, ndjsonLines } from './import-test-files.ts';

const IMDB_HEADER = 'Const,Your Rating,Date Rated,Title,URL,Title Type,Year';
const ratings = csv(
  IMDB_HEADER,
  'tt0468569,9,2022-08-01,The Dark Knight,https://www.imdb.com/title/tt0468569/,Movie,2008',
  ',8,2022-08-02,Spirited Away,,Movie,2001',
  'tt9999996,5,2022-08-03,The Orchard Under Glass,https://www.imdb.com/title/tt9999996/,Movie,2012',
);

// Live-TMDB mode: rows the local catalog lacks are found on TMDB (a local server speaking TMDB v3) and mirrored.
describe.each(routeTestEngines())('importing with the catalog served live from TMDB (%s)', (engine) => {
  const apiKey = 'import-tmdb-key';
  let backing: TestApp;
  let server: FakeTmdbServer;
  let testApp: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    backing = await createTestApp(engine);
    server = await new FakeTmdbServer(await createLocalCatalog(backing.database.db), { apiKey }).start();
    server.imdbIds.set('tt0468569', 155);
    testApp = await createTestApp(engine, { TMDB_API_KEY: apiKey, TMDB_BASE_URL: server.url });
    // This instance's catalog has never seen these two movies.
    await testApp.database.db.deleteFrom('movies').where('id', 'in', [155, 129]).execute();
    user = await signUpVerifiedUser(testApp, {});
  });
  afterAll(async () => {
    await testApp?.close();
    await server?.stop();
    await backing?.close();
  });

  const importRatings = async (): Promise<ImportReport> => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/import?file_name=ratings.csv',
      headers: { ...user.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(ratings),
    });
    expect(response.statusCode, response.body).toBe(200);
    const last = ndjsonLines(response.body).at(-1)!;
    expect(last.type).toBe('report');
    return last.report as ImportReport;
  };

  it('finds missing movies by IMDb id (/find) and by title and year (/search), adds them to the catalog once', async () => {
    const report = await importRatings();
    expect(report).toMatchObject({ source: 'imdb', rows: 3, matched: 2 });
    expect(report.created).toMatchObject({ ratings: 2, catalog_movies: 2 });
    expect(report.unmatched).toEqual([
      expect.objectContaining({ imdb_id: 'tt9999996', reason: expect.stringContaining('on TMDB') }),
    ]);
    expect(server.requests.some((request) => request.path === '/3/find/tt0468569')).toBe(true);
    const mirrored = await testApp.database.db
      .selectFrom('movies')
      .select(['id', 'title', 'imdb_id'])
      .where('id', 'in', [155, 129])
      .orderBy('id')
      .execute();
    expect(mirrored).toEqual([
      { id: 129, title: 'Spirited Away', imdb_id: null },
      { id: 155, title: 'The Dark Knight', imdb_id: 'tt0468569' },
    ]);

    const again = await importRatings();
    expect(again.created).toMatchObject({ ratings: 0, catalog_movies: 0 });
  });
});
