import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalCatalog } from '@marquee/catalog';
import { routeTestEngines } from '@marquee/db/testing';
import { FakeTmdbServer } from '@marquee/catalog/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The API with TMDB_API_KEY set, against a local server that speaks TMDB v3 and serves the starter catalog.
describe.each(routeTestEngines())('movie database routes served live from TMDB (%s)', (engine) => {
  const apiKey = 'secret-tmdb-key-for-tests';
  let backing: TestApp;
  let server: FakeTmdbServer;
  let testApp: TestApp;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    backing = await createTestApp(engine);
    server = await new FakeTmdbServer(await createLocalCatalog(backing.database.db), { apiKey }).start();
    testApp = await createTestApp(engine, { TMDB_API_KEY: apiKey, TMDB_BASE_URL: server.url });
  });
  afterAll(async () => {
    await testApp?.close();
    await server?.stop();
    await backing?.close();
  });

  it('answers the same routes in the same shapes, never showing the key', async () => {
    const movie = await get('/api/tmdb/movie/157336');
    expect(movie.statusCode).toBe(200);
    expect(movie.json()).toMatchObject({ id: 157336, title: 'Interstellar', runtime: 169 });
    expect(movie.headers['cache-control']).toBe('public, max-age=300');
    const search = (await get('/api/tmdb/search/movie?query=intersteller&page=1')).json();
    expect(search.results[0].id).toBe(157336);
    const discover = (await get('/api/tmdb/discover/movie?with_genres=18&page=2')).json();
    expect(discover.results).toHaveLength(20);
    expect(discover.results.every((result: { genre_ids: number[] }) => result.genre_ids.includes(18))).toBe(
      true,
    );
    expect((await get('/api/tmdb/movie/999999999')).statusCode).toBe(404);
    for (const response of [movie, await get('/api/tmdb/movie/popular')])
      expect(response.body).not.toContain(apiKey);
    const health = (await get('/api/health')).json();
    expect(health.catalog).toEqual({ source: 'tmdb', status: 'ok' });
  });

  it('asks TMDB once for a movie page: the credits come with the details', async () => {
    const before = { details: server.hits('/3/movie/155'), credits: server.hits('/3/movie/155/credits') };
    expect((await get('/api/tmdb/movie/155')).statusCode).toBe(200);
    expect((await get('/api/tmdb/movie/155/credits')).json().cast[0]).toMatchObject({
      name: 'Christian Bale',
    });
    expect(server.hits('/3/movie/155') - before.details).toBe(1);
    expect(server.hits('/3/movie/155/credits') - before.credits).toBe(0);
  });

  it("proxies TMDB's person search, known_for and all, and the movie's trailer", async () => {
    const people = (await get('/api/tmdb/search/person?query=miyazaki')).json();
    expect(people.results[0]).toMatchObject({ name: 'Hayao Miyazaki', known_for_department: 'Directing' });
    expect(people.results[0].known_for).toHaveLength(3);
    expect(people.results[0].known_for[0]).toMatchObject({ media_type: 'movie', title: expect.any(String) });
    const oppenheimer = (await get('/api/tmdb/movie/872585')).json();
    expect(oppenheimer.videos.results[0]).toMatchObject({ site: 'YouTube', type: 'Trailer' });
  });

  it("passes a person's biography, birthday and place of birth through, and their credits' departments", async () => {
    server.personFacts.set(525, {
      biography: 'A director of large-format films.',
      birthday: '1970-07-30',
      place_of_birth: 'London, England, UK',
    });
    const nolan = await get('/api/tmdb/person/525');
    expect(nolan.statusCode).toBe(200);
    expect(nolan.json()).toEqual({
      id: 525,
      name: 'Christopher Nolan',
      profile_path: null,
      known_for_department: 'Directing',
      biography: 'A director of large-format films.',
      birthday: '1970-07-30',
      place_of_birth: 'London, England, UK',
    });
    expect(nolan.body).not.toContain(apiKey);
    const credits = (await get('/api/tmdb/person/525/movie_credits')).json();
    expect(credits.crew).toContainEqual(
      expect.objectContaining({ id: 872585, job: 'Director', department: 'Directing' }),
    );
    const unknown = await get('/api/tmdb/person/999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('appends release dates and credits, key crew included, from the one details call', async () => {
    const movie = (await get('/api/tmdb/movie/872585?append_to_response=credits,release_dates')).json();
    expect(movie.release_dates.results).toContainEqual({
      iso_3166_1: 'US',
      release_dates: [expect.objectContaining({ certification: 'R' })],
    });
    expect(movie.credits.cast[0]).toMatchObject({ name: 'Cillian Murphy' });
    expect(movie.credits.crew).toContainEqual(
      expect.objectContaining({
        name: 'Ludwig Göransson',
        job: 'Original Music Composer',
        department: 'Sound',
      }),
    );
    expect(server.hits('/3/movie/872585/release_dates')).toBe(0);
  });

  it('answers 502 JSON when TMDB is down and nothing is cached, and keeps serving what it has', async () => {
    await get('/api/tmdb/movie/238');
    server.setDown(true);
    try {
      const outage = await get('/api/tmdb/movie/240');
      expect(outage.statusCode).toBe(502);
      expect(outage.json()).toEqual({ success: false, message: expect.stringContaining('unavailable') });
      const listing = await get('/api/tmdb/movie/popular?page=7');
      expect(listing.statusCode).toBe(502);
      expect(listing.headers['cache-control']).toBeUndefined();
      expect(listing.json()).toMatchObject({ success: false });
      expect((await get('/api/tmdb/movie/238')).json().title).toBe('The Godfather');
      // A batch gives what it has and lists the rest as missing, rather than failing as a whole.
      const batch = await get('/api/tmdb/movies?ids=238,240');
      expect(batch.statusCode).toBe(200);
      expect(batch.json()).toMatchObject({ results: [{ id: 238 }], missing: [240] });
      // Health says so, from what the API already knows.
      const health = (await get('/api/health')).json();
      expect(health.catalog).toEqual({ source: 'tmdb', status: 'down' });
      expect(health.degraded).toContainEqual(
        expect.stringMatching(/^catalog: TMDB unreachable since .*HTTP 503/),
      );
    } finally {
      server.setDown(false);
    }
  });
});
