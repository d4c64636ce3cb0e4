import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importedDatasetFile } from '@marquee/catalog/testing';
import { createTestApp, createTestAppOnCopy, type TestApp } from '../../testing/test-app.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const sharedData = path.resolve(process.env.MARQUEE_SHARED_DATA ?? path.join(repoRoot, '../shared/data'));
const hasSharedData = fs.existsSync(path.join(sharedData, 'tmdb-5000', 'tmdb_5000_movies.csv'));
if (!hasSharedData)
  console.warn(`[tests] no dataset at ${sharedData}: the imported-catalog checks are skipped`);

const LISTINGS = [
  '/api/tmdb/movie/popular',
  '/api/tmdb/movie/top_rated',
  '/api/tmdb/movie/now_playing',
  '/api/tmdb/trending/movie/week',
  '/api/tmdb/discover/movie?with_genres=18',
  '/api/tmdb/search/movie?query=the',
];

/**
 * The catalog's promises, the same whichever local catalog serves them: the built-in starter catalog of a
 * fresh clone, or the full dataset of the shared data folder imported on first start (CATALOG_DIR).
 */
describe.each<{ catalog: string; start: () => Promise<TestApp>; run: boolean }>([
  { catalog: 'starter catalog', start: () => createTestApp('sqlite'), run: true },
  {
    catalog: 'dataset imported from the shared data folder',
    // The database its first start leaves: the import (first start with CATALOG_DIR, covered in
    // catalog.routes.test.ts) is made once for this suite and shared-dataset.test.ts. The meaning index is not
    // what this checks, and encoding 8,000 movies takes minutes of CPU.
    start: async () =>
      createTestAppOnCopy(await importedDatasetFile(sharedData), {
        CATALOG_DIR: sharedData,
        ENCODE_EMBEDDINGS_ON_START: 'false',
      }),
    run: hasSharedData,
  },
])('catalog answers on the $catalog', ({ start, run }) => {
  let testApp: TestApp;
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    if (run) testApp = await start();
  }, 180_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it.runIf(run)('finds Interstellar first for a misspelt and for a half-typed title', async () => {
    for (const query of ['intersteller', 'interst']) {
      const body = (await get(`/api/tmdb/search/movie?query=${query}&page=1`)).json();
      expect(body.results[0], query).toMatchObject({ id: 157336, title: 'Interstellar' });
    }
  });

  it.runIf(run)('lists the Godfather films first for "the godfather"', async () => {
    const titles = (await get('/api/tmdb/search/movie?query=the%20godfather&page=1'))
      .json()
      .results.slice(0, 3)
      .map((movie: { title: string }) => movie.title);
    expect(titles).toEqual(['The Godfather', 'The Godfather: Part II', 'The Godfather: Part III']);
  });

  it.runIf(run)('gives Interstellar its runtime and genres', async () => {
    const movie = (await get('/api/tmdb/movie/157336')).json();
    expect(movie.runtime).toBe(169);
    expect(movie.genres.map((genre: { name: string }) => genre.name)).toEqual(
      expect.arrayContaining(['Adventure', 'Drama', 'Science Fiction']),
    );
  });

  it.runIf(run)(
    "credits Oppenheimer's composer, cinematographer, editor and producers, and its studios",
    async () => {
      const movie = (await get('/api/tmdb/movie/872585?append_to_response=credits,release_dates')).json();
      expect(movie.credits.crew.map((member: { job: string }) => member.job)).toEqual(
        expect.arrayContaining([
          'Director',
          'Original Music Composer',
          'Director of Photography',
          'Editor',
          'Producer',
        ]),
      );
      expect(movie.production_companies.map((company: { name: string }) => company.name)).toContain(
        'Syncopy',
      );
      expect(movie.release_dates.results[0].release_dates[0].certification).toBe('R');
    },
  );

  it.runIf(run)('answers page 2 of Drama with 20 movies, all of them Drama', async () => {
    const body = (await get('/api/tmdb/discover/movie?with_genres=18&page=2')).json();
    expect(body.page).toBe(2);
    expect(body.results).toHaveLength(20);
    for (const movie of body.results) expect(movie.genre_ids).toContain(18);
  });

  it.runIf(run)('answers every listing in TMDB shape', async () => {
    for (const url of LISTINGS) {
      const body = (await get(url)).json();
      expect(Object.keys(body).sort(), url).toEqual(['page', 'results', 'total_pages', 'total_results']);
      expect(body.results.length, url).toBeGreaterThan(0);
      expect(body.total_pages, url).toBeLessThanOrEqual(500);
    }
  });
});
