import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureMovies, startFakeTmdb, type FakeTmdbServer } from '@marquee/catalog/testing';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Live-TMDB mode with TMDB down: the assistant answers what our own catalog knows, and says live data is missing.
describe('the assistant during a TMDB outage', () => {
  const apiKey = 'chat-outage-key';
  let tmdb: FakeTmdbServer;
  let testApp: TestApp;
  beforeAll(async () => {
    tmdb = await startFakeTmdb(fixtureMovies, { apiKey });
    testApp = await createTestApp('sqlite', { TMDB_API_KEY: apiKey, TMDB_BASE_URL: tmdb.url });
  });
  afterAll(async () => {
    await testApp?.close();
    await tmdb?.stop();
  });

  const ask = async (prompt: string) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { prompt, history: [] },
    });
    return { status: response.statusCode, reply: String(response.json().data ?? response.json().message) };
  };

  it.each([
    ['hanging', () => tmdb.failAll({ hang: true })],
    ['answering 503', () => tmdb.setDown(true)],
  ])('answers from the local catalog while TMDB is %s', async (_fault, breakIt) => {
    breakIt();
    try {
      const { status, reply } = await ask('who directed Interstellar?');
      expect(status).toBe(200);
      expect(reply).toContain('Christopher Nolan');
      expect(reply).toContain('Live movie data is unavailable right now');
    } finally {
      tmdb.setDown(false);
      tmdb.failAll(undefined);
    }
  });
});
