import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personSearchPageSchema, type PersonSearchResult } from '@marquee/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Routes that answer from the in-memory catalog alike on both engines: SQLite only.
describe('search by person on the starter catalog', () => {
  let testApp: TestApp;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });
  const searchPeople = async (query: string) => {
    const response = await get(`/api/tmdb/search/person?query=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    return personSearchPageSchema.parse(response.json());
  };

  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it.each([
    { query: 'spielberg', typo: 'spielburg', name: 'Steven Spielberg', department: 'Directing' },
    { query: 'tom hanks', typo: 'tom hankz', name: 'Tom Hanks', department: 'Acting' },
    { query: 'miyazaki', typo: 'miyazki', name: 'Hayao Miyazaki', department: 'Directing' },
  ])(
    'finds $name for "$query" and "$typo", with at least three films',
    async ({ query, typo, name, department }) => {
      const found: PersonSearchResult[] = [];
      for (const text of [query, typo]) {
        const page = await searchPeople(text);
        expect(page.results[0]).toMatchObject({ name, known_for_department: department });
        expect(page.results[0].known_for.length).toBeGreaterThanOrEqual(3);
        expect(page.total_results).toBeGreaterThanOrEqual(1);
        found.push(page.results[0]);
      }
      expect(found[1].id).toBe(found[0].id);
      const credits = (await get(`/api/tmdb/person/${found[0].id}/movie_credits`)).json();
      const films = new Set([...credits.cast, ...credits.crew].map((movie: { id: number }) => movie.id));
      expect(films.size).toBeGreaterThanOrEqual(3);
      for (const movie of found[0].known_for) expect(films).toContain(movie.id);
    },
  );

  it("lists the films a director made in the person's crew credits", async () => {
    const [spielberg] = (await searchPeople('steven spielberg')).results;
    const credits = (await get(`/api/tmdb/person/${spielberg.id}/movie_credits`)).json();
    const directed = credits.crew.filter((movie: { job: string }) => movie.job === 'Director');
    expect(directed.map((movie: { title: string }) => movie.title)).toEqual(
      expect.arrayContaining(['Jaws', "Schindler's List", 'Jurassic Park']),
    );
  });

  it('answers an empty page for nothing, and 400 for a query too long', async () => {
    expect(await searchPeople('')).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
    expect((await searchPeople('zzzzqqqq')).results).toEqual([]);
    const tooLong = await get(`/api/tmdb/search/person?query=${'a'.repeat(501)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: expect.any(String) });
    expect((await get('/api/tmdb/search/person?query=tom&page=0')).statusCode).toBe(400);
  });
});
