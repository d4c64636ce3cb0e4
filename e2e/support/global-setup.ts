import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script shared with `npm start`
import { ensureWebBuilt } from '@marquee/web/build';
import { startServerPool } from '@marquee/harness';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's server pool (see useBrowserServer); absent when a file runs without this global setup. */
    marqueeServerPool?: string;
  }
}

/**
 * The browser suites test the built web app the API serves: build it once if sources changed. Then start the
 * run's server pool: API servers and one Chromium that the test files borrow instead of booting their own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  (ensureWebBuilt as () => boolean)();
  const pool = await startServerPool();
  project.provide('marqueeServerPool', pool.url);
  return async () => {
    console.info(`[e2e] server pool: ${pool.started()} API processes served the shared suites`);
    await pool.stop();
  };
}
