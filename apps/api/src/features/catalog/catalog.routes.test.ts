import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTestEngines } from '@marquee/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

describe.each(engineTestEngines())('movie database routes on the starter catalog (%s)', (engine) => {
  let testApp: TestApp;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each([
    '/api/tmdb/movie/popular',
    '/api/tmdb/movie/top_rated',
    '/api/tmdb/movie/now_playing',
    '/api/tmdb/trending/movie/week',
  ])('%s answers a TMDB listing page of 20 with cache headers', async (url) => {
    const response = await get(`${url}?page=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    expect(body.page).toBe(1);
    expect(body.results).toHaveLength(20);
    expect(body.total_pages).toBeGreaterThanOrEqual(1);
    expect(body.total_results).toBeGreaterThanOrEqual(20);
    expect(body.results[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      overview: expect.any(String),
    });
  });

  it('compresses answers as the browser accepts (brotli first, then gzip), each the same JSON', async () => {
    const url = '/api/tmdb/movie/popular?page=2';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const response = await testApp.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': accepted },
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('sorts popular by popularity and top rated by vote average', async () => {
    const popular = (await get('/api/tmdb/movie/popular?page=1')).json().results;
    const popularity = popular.map((movie: { popularity: number }) => movie.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const topRated = (await get('/api/tmdb/movie/top_rated?page=1')).json().results;
    const votes = topRated.map((movie: { vote_average: number }) => movie.vote_average);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    const nowPlaying = (await get('/api/tmdb/movie/now_playing?page=1')).json().results;
    const dates = nowPlaying.map((movie: { release_date: string }) => movie.release_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('lists as now playing the newest films only: the months before the newest release, at least a page', async () => {
    const first = (await get('/api/tmdb/movie/now_playing?page=1')).json();
    const all = [...first.results];
    for (let page = 2; page <= first.total_pages; page++)
      all.push(...(await get(`/api/tmdb/movie/now_playing?page=${page}`)).json().results);
    const dates = all.map((movie: { release_date: string }) => movie.release_date);
    expect(all.length).toBe(first.total_results);
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(all.length).toBeLessThan(60);
    expect(dates[0]).toBe('2024-09-12');
    expect(dates.every((date) => date >= '2020-01-01')).toBe(true);
  });

  it('finds Interstellar first for a typo and for a prefix', async () => {
    for (const query of ['intersteller', 'interst', 'INTERSTELLAR']) {
      const body = (await get(`/api/tmdb/search/movie?query=${query}&page=1`)).json();
      expect(body.results[0]?.id, query).toBe(157336);
      expect(body).toMatchObject({
        page: 1,
        total_pages: expect.any(Number),
        total_results: expect.any(Number),
      });
    }
  });

  it.each([
    ['12 monkeys', 63],
    ['twelve monkeys', 63],
    ['godfather 2', 240],
    ['the godfather part ii', 240],
  ])('forgives how a number is written: "%s" finds %i first', async (query, id) => {
    const body = (await get(`/api/tmdb/search/movie?query=${encodeURIComponent(query)}&page=1`)).json();
    expect(body.results[0]?.id).toBe(id);
  });

  it('lists the Godfather films first for "the godfather"', async () => {
    const body = (await get('/api/tmdb/search/movie?query=the%20godfather&page=1')).json();
    expect(body.results[0].id).toBe(238);
    const godfathers = body.results.filter((movie: { title: string }) =>
      movie.title.startsWith('The Godfather'),
    );
    expect(body.results.slice(0, godfathers.length)).toEqual(godfathers);
  });

  it('answers odd queries normally', async () => {
    for (const query of ['%F0%9F%8E%AC', '!!!%22%27%3B--', 'a'.repeat(500), '', '%20%20']) {
      const response = await get(`/api/tmdb/search/movie?query=${query}&page=1`);
      expect(response.statusCode, query).toBe(200);
      expect(Array.isArray(response.json().results)).toBe(true);
    }
    expect((await get(`/api/tmdb/search/movie?query=${'a'.repeat(501)}`)).statusCode).toBe(400);
  });

  it('serves a movie with runtime, genres and companies, and its credits', async () => {
    const movie = (await get('/api/tmdb/movie/157336')).json();
    expect(movie).toMatchObject({ id: 157336, title: 'Interstellar', runtime: 169 });
    expect(movie.genres).toEqual(expect.arrayContaining([{ id: 878, name: 'Science Fiction' }]));
    expect(movie.production_companies.length).toBeGreaterThan(0);
    const credits = (await get('/api/tmdb/movie/157336/credits')).json();
    expect(credits.id).toBe(157336);
    expect(credits.cast.map((member: { name: string }) => member.name)).toContain('Matthew McConaughey');
    const gump = (await get('/api/tmdb/movie/13/credits')).json();
    expect(gump.crew).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Robert Zemeckis', job: 'Director' })]),
    );
  });

  it("appends the US age rating in TMDB's release_dates shape, and the credits, on request", async () => {
    const rated = (await get('/api/tmdb/movie/872585?append_to_response=release_dates')).json();
    expect(rated.release_dates.results).toEqual([
      {
        iso_3166_1: 'US',
        release_dates: [expect.objectContaining({ certification: 'R', type: 3 })],
      },
    ]);
    expect(rated.credits).toBeUndefined();
    expect(rated.videos.results[0]).toMatchObject({ site: 'YouTube', type: 'Trailer' });
    const both = (await get('/api/tmdb/movie/872585?append_to_response=credits,release_dates,videos')).json();
    expect(both.release_dates.results[0].release_dates[0].certification).toBe('R');
    expect(both.credits.cast[0]).toMatchObject({ name: 'Cillian Murphy' });
    expect(both.videos.results).toHaveLength(1);
    const plain = (await get('/api/tmdb/movie/872585?append_to_response=images,keywords')).json();
    expect(plain).toMatchObject({ id: 872585, title: 'Oppenheimer' });
    expect(plain.release_dates).toBeUndefined();
    expect((await get('/api/tmdb/movie/872585?append_to_response=%3Cscript%3E')).statusCode).toBe(400);
  });

  it('credits the composer, cinematographer, editor and producers where the data has them', async () => {
    const credits = (await get('/api/tmdb/movie/872585?append_to_response=credits')).json().credits;
    const jobs = credits.crew.map(({ name, job, department }: Record<string, string>) => ({
      name,
      job,
      department,
    }));
    expect(jobs).toEqual(
      expect.arrayContaining([
        { name: 'Christopher Nolan', job: 'Director', department: 'Directing' },
        { name: 'Ludwig Göransson', job: 'Original Music Composer', department: 'Sound' },
        { name: 'Hoyte van Hoytema', job: 'Director of Photography', department: 'Camera' },
        { name: 'Jennifer Lame', job: 'Editor', department: 'Editing' },
        { name: 'Emma Thomas', job: 'Producer', department: 'Production' },
      ]),
    );
    expect(jobs[0]).toMatchObject({ job: 'Director' });
    expect((await get('/api/tmdb/movie/872585/credits')).json().crew).toEqual(credits.crew);
  });

  it('names the production companies of recent films where a dataset has them', async () => {
    const companies = async (id: number) =>
      (await get(`/api/tmdb/movie/${id}`)).json().production_companies.map((c: { name: string }) => c.name);
    expect(await companies(872585)).toEqual(['Syncopy', 'Universal Pictures', 'Atlas Entertainment']);
    expect(await companies(438631)).toEqual(['Legendary Pictures']);
    expect(await companies(354912)).toEqual(['Pixar', 'Walt Disney Pictures']);
  });

  it("answers a person in TMDB's shape, and their films with each crew job's department", async () => {
    const nolan = await get('/api/tmdb/person/525');
    expect(nolan.statusCode).toBe(200);
    expect(nolan.json()).toMatchObject({
      id: 525,
      name: 'Christopher Nolan',
      known_for_department: 'Directing',
    });
    // Biography, birthday and place of birth come from TMDB only: the local catalog leaves them out.
    expect(Object.keys(nolan.json()).sort()).toEqual(['id', 'known_for_department', 'name', 'profile_path']);
    const credits = (await get('/api/tmdb/person/525/movie_credits')).json();
    expect(credits.crew).toContainEqual(
      expect.objectContaining({
        id: 872585,
        title: 'Oppenheimer',
        job: 'Producer',
        department: 'Production',
      }),
    );
    expect(credits.crew).toContainEqual(
      expect.objectContaining({
        id: 27205,
        job: 'Director',
        department: 'Directing',
        title: 'Inception',
      }),
    );
    const composer = (await get('/api/tmdb/search/person?query=ludwig%20goransson')).json().results[0];
    expect(composer).toMatchObject({ name: 'Ludwig Göransson', known_for_department: 'Sound' });
    const actor = (await get('/api/tmdb/person/2037/movie_credits')).json();
    expect(actor.cast).toContainEqual(
      expect.objectContaining({
        id: 872585,
        character: 'J. Robert Oppenheimer',
        poster_path: expect.any(String),
      }),
    );
  });

  it('discovers by genre, all of that genre, sorted by popularity', async () => {
    const body = (await get('/api/tmdb/discover/movie?with_genres=18&page=2')).json();
    expect(body.page).toBe(2);
    expect(body.results).toHaveLength(20);
    for (const movie of body.results) expect(movie.genre_ids).toContain(18);
    const popularity = body.results.map((movie: { popularity: number }) => movie.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it("lists a person's movies", async () => {
    const credits = (await get('/api/tmdb/movie/238/credits')).json();
    const brando = credits.cast.find((member: { name: string }) => member.name === 'Marlon Brando');
    const body = (await get(`/api/tmdb/person/${brando.id}/movie_credits`)).json();
    expect(body.id).toBe(brando.id);
    expect(body.cast.map((movie: { id: number }) => movie.id)).toContain(238);
  });

  it('resolves many movies in one call and reports the missing ones', async () => {
    const response = await get('/api/tmdb/movies?ids=157336,238,999999999');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.results.map((movie: { id: number }) => movie.id)).toEqual([157336, 238]);
    expect(body.missing).toEqual([999999999]);
    expect((await get('/api/tmdb/movies?ids=1,x')).statusCode).toBe(400);
    // Beyond any id we store (and beyond a safe integer): refused as input, not failed as output.
    const tooLarge = await get('/api/tmdb/movies?ids=238,9007199254740993');
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({
      success: false,
      message: expect.stringContaining('ids must be between'),
    });
    expect(
      (await get(`/api/tmdb/movies?ids=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`)).statusCode,
    ).toBe(400);
  });

  it.each([
    ['/api/tmdb/movie/popular?page=0', 400],
    ['/api/tmdb/movie/popular?page=501', 400],
    ['/api/tmdb/movie/popular?page=abc', 400],
    ['/api/tmdb/movie/abc', 400],
    ['/api/tmdb/movie/12.5', 400],
    ['/api/tmdb/discover/movie?with_genres=drama', 400],
    ['/api/tmdb/discover/movie', 400],
    ['/api/tmdb/movie/999999999', 404],
    ['/api/tmdb/movie/999999999/credits', 404],
    ['/api/tmdb/person/999999999/movie_credits', 404],
    ['/api/tmdb/person/999999999', 404],
    ['/api/tmdb/person/abc', 400],
    ['/api/tmdb/person/-3', 400],
    ['/api/tmdb/person/12.5/movie_credits', 400],
    ['/api/tmdb/movie/157336/videos', 404],
    ['/api/tmdb/tv/popular', 404],
    ['/api/tmdb/account', 404],
  ])('%s answers %i JSON', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it('keeps the last page within 500 and answers an empty page past the end', async () => {
    const first = (await get('/api/tmdb/movie/popular?page=1')).json();
    expect(first.total_pages).toBeLessThanOrEqual(500);
    const past = (await get(`/api/tmdb/movie/popular?page=${first.total_pages + 1}`)).json();
    expect(past.results).toEqual([]);
  });
});

describe('first start with CATALOG_DIR', () => {
  it('imports the dataset folder instead of the starter catalog', async () => {
    const testdata = new URL('../../../../../packages/catalog/src/import/testdata', import.meta.url).pathname;
    const testApp = await createTestApp('sqlite', { CATALOG_DIR: testdata });
    try {
      const popular = (await testApp.app.inject({ method: 'GET', url: '/api/tmdb/movie/popular' })).json();
      expect(popular.total_results).toBe(3);
      expect(popular.results[0].id).toBe(157336);
    } finally {
      await testApp.close();
    }
  });
});
