import { createLocalCatalog } from '@marquee/catalog';
import { FakeTmdbServer, type FakeProvider } from '@marquee/catalog/testing';
import type { DatabaseEngine } from '@marquee/db';
import { createTestApp, type TestApp } from './test-app.ts';

export interface LiveTmdbApp {
  /** The fake TMDB the app reads live from: set its watch providers, faults and so on. */
  server: FakeTmdbServer;
  /** A real API configured with `apiKey` and the fake TMDB's address. */
  testApp: TestApp;
  /** Closes the app, then the fake TMDB, then the database behind it. */
  close(): Promise<void>;
}

/**
 * A fake TMDB that answers from the seeded catalog of a fresh database of `engine`, and a real API on another
 * database of `engine` that reads TMDB live from it with `apiKey`.
 */
export async function createLiveTmdbApp(engine: DatabaseEngine, apiKey: string): Promise<LiveTmdbApp> {
  const backing = await createTestApp(engine);
  let server: FakeTmdbServer | undefined;
  let testApp: TestApp | undefined;
  const close = async () => {
    await testApp?.close();
    await server?.stop();
    await backing.close();
  };
  try {
    server = await new FakeTmdbServer(await createLocalCatalog(backing.database.db), { apiKey }).start();
    testApp = await createTestApp(engine, { TMDB_API_KEY: apiKey, TMDB_BASE_URL: server.url });
    return { server, testApp, close };
  } catch (error) {
    await close();
    throw error;
  }
}

// Real-shaped entries of TMDB's provider lists (ids, names and logos as TMDB answers them).
export const netflix: FakeProvider = {
  logo_path: '/pbpMk2JmcoNnQwx5JGpXngfoWtp.jpg',
  provider_id: 8,
  provider_name: 'Netflix',
  display_priority: 0,
};
export const mubi: FakeProvider = {
  logo_path: '/x570VpH2C9EKDf1riP83rYc5dnL.jpg',
  provider_id: 11,
  provider_name: 'MUBI',
  display_priority: 12,
};
export const appleTv: FakeProvider = {
  logo_path: '/9ghgSC0MA082EL6HLCW3GalykFD.jpg',
  provider_id: 2,
  provider_name: 'Apple TV',
  display_priority: 4,
};
export const amazon: FakeProvider = {
  logo_path: '/seGSXajazLMCKGB5hnRCidtjay1.jpg',
  provider_id: 10,
  provider_name: 'Amazon Video',
  display_priority: 3,
};
