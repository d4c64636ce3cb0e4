import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogService } from './features/catalog/catalog.service.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';

describe('the composition root', () => {
  let testApp: TestApp | undefined;
  afterAll(() => testApp?.close());

  it('lets a test replace one piece of the graph, and the routes use it', async () => {
    testApp = await createTestApp(
      'sqlite',
      {},
      {
        services: (built) => {
          const catalog: CatalogService = Object.create(built.catalog);
          catalog.listMovies = async () => ({ page: 1, results: [], total_pages: 1, total_results: 0 });
          return { catalog };
        },
      },
    );
    const popular = await testApp.app.inject({ url: '/api/tmdb/movie/popular' });
    expect(popular.statusCode).toBe(200);
    expect(popular.json()).toEqual({ page: 1, results: [], total_pages: 1, total_results: 0 });
    // The rest of the graph is the real one: the starter catalog answers a search.
    const search = await testApp.app.inject({ url: '/api/tmdb/search/movie?query=inception' });
    expect(search.json().results.length).toBeGreaterThan(0);
  });
});
