import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTestEngines } from '@marquee/db/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { moviesShownIn } from './chat.markdown.ts';
import { INCEPTION, INTERSTELLAR, MEMENTO, THE_MATRIX } from '@marquee/catalog/testing';

const NOT_IN_CATALOG = 999_999_999;

describe.each(routeTestEngines())("'like <title>' through the recommendation service on %s", (engine) => {
  const asked: string[] = [];
  // Stands in for services/recommender: same route, same answer shape.
  const recommender = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== '/recommend' || url.searchParams.get('tmdb_id') !== String(INCEPTION)) {
      response.writeHead(404).end();
      return;
    }
    const items = [INTERSTELLAR, NOT_IN_CATALOG, THE_MATRIX, MEMENTO].map((tmdbId, index) => ({
      tmdbId,
      rating: 0.9 - index / 10,
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(items));
  });
  let testApp: TestApp;

  beforeAll(async () => {
    await new Promise<void>((resolve) => recommender.listen(0, '127.0.0.1', resolve));
    const { port } = recommender.address() as AddressInfo;
    testApp = await createTestApp(engine, { RECOMMENDER_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => recommender.close(resolve));
  });

  it("lists the service's picks that are in the catalog, best first", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { prompt: 'anything like Inception?', movieTitle: null },
    });
    expect(response.statusCode).toBe(200);
    expect(asked.some((url) => url.startsWith(`/recommend?tmdb_id=${INCEPTION}&`))).toBe(true);
    const ids = moviesShownIn((response.json() as { data: string }).data).map((movie) => movie.id);
    expect(ids).toEqual([INCEPTION, INTERSTELLAR, THE_MATRIX, MEMENTO]);
  });
});
