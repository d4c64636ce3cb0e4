import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineTestEngines, routeTestEngines } from '@marquee/db/testing';
import { WHERE_TO_WATCH_OFFLINE_MESSAGE } from '@marquee/contracts';
import {
  amazon,
  appleTv,
  createLiveTmdbApp,
  mubi,
  netflix,
  type LiveTmdbApp,
} from '../../testing/live-tmdb.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signUpVerifiedUser, type TestUser } from '../../testing/test-users.ts';
import { useTestAppWithUsers } from '../../testing/signed-in-app.ts';

describe.each(routeTestEngines())('where to watch on %s, live TMDB', (engine) => {
  let live: LiveTmdbApp;
  let testApp: TestApp;
  let viewer: TestUser;
  const get = (url: string, user?: TestUser) => testApp.app.inject({ url, headers: user?.headers ?? {} });

  beforeAll(async () => {
    live = await createLiveTmdbApp(engine, 'providers-tmdb-key');
    testApp = live.testApp;
    live.server.watchProviders.set(550, {
      US: {
        link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=US',
        flatrate: [netflix],
        rent: [appleTv, amazon],
        buy: [amazon],
      },
      DE: { link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=DE', flatrate: [mubi] },
    });
    live.server.watchProviders.set(157336, {
      US: { link: 'https://www.themoviedb.org/movie/157336-interstellar/watch?locale=US', rent: [appleTv] },
      DE: { link: 'https://www.themoviedb.org/movie/157336-interstellar/watch?locale=DE', flatrate: [mubi] },
    });
    viewer = await signUpVerifiedUser(testApp);
  });
  afterAll(async () => {
    await live?.close();
  });

  it("shows a movie's stream, rent and buy providers of the default region to a visitor", async () => {
    const response = await get('/api/where-to-watch/movie/550');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      region: 'US',
      link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=US',
      stream: [{ provider_id: 8, provider_name: 'Netflix', logo_path: netflix.logo_path }],
      rent: [
        { provider_id: 10, provider_name: 'Amazon Video', logo_path: amazon.logo_path },
        { provider_id: 2, provider_name: 'Apple TV', logo_path: appleTv.logo_path },
      ],
      buy: [{ provider_id: 10, provider_name: 'Amazon Video', logo_path: amazon.logo_path }],
      on_my_services: false,
    });
    expect((await get('/api/where-to-watch/movie/999999999')).statusCode).toBe(404);
  });

  it('uses the region and services the user picked, for the movie page, the home row and the filter', async () => {
    const services = await get('/api/where-to-watch/providers?region=DE', viewer);
    expect(services.json().data.map((provider: { provider_name: string }) => provider.provider_name)).toEqual(
      ['MUBI'],
    );
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/where-to-watch/settings',
      headers: viewer.headers,
      payload: { region: 'de', provider_ids: [11, 11] },
    });
    expect(saved.json().data).toEqual({ available: true, region: 'DE', provider_ids: [11] });
    expect((await get('/api/where-to-watch/settings', viewer)).json().data).toEqual(saved.json().data);

    const movie = (await get('/api/where-to-watch/movie/157336', viewer)).json().data;
    expect(movie).toMatchObject({ region: 'DE', on_my_services: true });
    expect(movie.stream.map((provider: { provider_name: string }) => provider.provider_name)).toEqual([
      'MUBI',
    ]);

    const row = (await get('/api/where-to-watch/on-my-services', viewer)).json().data;
    expect(
      row.results.map((result: { id: number }) => result.id).sort((a: number, b: number) => a - b),
    ).toEqual([550, 157336]);
    const available = await get('/api/where-to-watch/available?ids=550,157336,680', viewer);
    expect(available.json().data.ids).toEqual([550, 157336]);
  });

  it('refuses a bad region or id list with 400', async () => {
    const badRegion = await testApp.app.inject({
      method: 'PUT',
      url: '/api/where-to-watch/settings',
      headers: viewer.headers,
      payload: { region: 'Germany', provider_ids: [] },
    });
    expect(badRegion.statusCode).toBe(400);
    expect(badRegion.json().message).toContain("'region'");
    expect((await get('/api/where-to-watch/available?ids=1;2', viewer)).statusCode).toBe(400);
  });
});

describe.each(routeTestEngines())('where to watch on %s without a TMDB key', (engine) => {
  const suite = useTestAppWithUsers(engine, { viewer: {} });

  it('is absent: settings say it is unavailable, a movie has no providers, the other routes answer 404', async () => {
    const { testApp, viewer } = suite;
    const settings = await testApp.app.inject({
      url: '/api/where-to-watch/settings',
      headers: viewer.headers,
    });
    expect(settings.json().data).toEqual({ available: false, region: 'US', provider_ids: [] });
    for (const headers of [{}, viewer.headers]) {
      const movie = await testApp.app.inject({ url: '/api/where-to-watch/movie/550', headers });
      expect(movie.statusCode).toBe(200);
      expect(movie.json().data).toBeNull();
    }
    for (const url of [
      '/api/where-to-watch/providers',
      '/api/where-to-watch/on-my-services',
      '/api/where-to-watch/available?ids=550',
    ]) {
      const response = await testApp.app.inject({ url, headers: viewer.headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(WHERE_TO_WATCH_OFFLINE_MESSAGE);
    }
  });
});

describe.each(engineTestEngines())('watch services storage on %s', (engine) => {
  const suite = useTestAppWithUsers(engine, { viewer: {} });

  it('saves and replaces the region and services', async () => {
    const { testApp, viewer } = suite;
    const put = (payload: object) =>
      testApp.app.inject({
        method: 'PUT',
        url: '/api/where-to-watch/settings',
        headers: viewer.headers,
        payload,
      });
    expect((await put({ region: 'GB', provider_ids: [8, 337] })).statusCode).toBe(200);
    expect((await put({ region: 'FR', provider_ids: [119] })).statusCode).toBe(200);
    const settings = await testApp.app.inject({
      url: '/api/where-to-watch/settings',
      headers: viewer.headers,
    });
    expect(settings.json().data).toMatchObject({ region: 'FR', provider_ids: [119] });
  });
});
