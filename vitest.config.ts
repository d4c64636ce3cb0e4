import { defineConfig } from 'vitest/config';
import { SummaryLineReporter } from './scripts/vitest-summary-reporter.ts';

const cacheDir = process.env.MARQUEE_TEST_CACHE_DIR;

export default defineConfig({
  // Where Vitest keeps each file's last duration: the next run starts the longest files first. CI keeps it outside
  // the clone (.ci/run); elsewhere it is node_modules/.vite.
  cacheDir: cacheDir || undefined,
  test: {
    // With a cache folder outside the clone (CI), Vitest also keeps the TypeScript it transformed there, keyed by
    // each file's path and content, Vitest's version and this configuration: a run transforms only the files that
    // changed (four API test files: the main process 13.4 -> 8.7 CPU-s, transform time 66 -> 9 s, once cached).
    experimental: cacheDir ? { fsModuleCache: true, fsModuleCachePath: `${cacheDir}/modules` } : {},
    reporters: ['default', new SummaryLineReporter()],
    // Vitest's default is one file at a time on 2 cores (cores - 1): most suites wait on servers, databases and
    // Chromium more than they compute. Two files at a time still left a third of the 2 cores idle over a run
    // (1,036 CPU-seconds in 769 s); three keep them busy. TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.TEST_WORKERS) || 3,
    // In CI a failed test runs once more before it fails the run: on a loaded 2-core machine a journey's timing
    // varies, and one slow moment blocked a whole session's landing. A test that passes only on its second try
    // is listed as flaky at the end of the run (scripts/vitest-summary-reporter.ts), so it is seen, not hidden.
    retry: process.env.CI ? 1 : 0,
    projects: [
      {
        test: {
          name: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share a worker's loaded modules instead of importing everything again per file: the imports
          // cost more CPU than most files' tests (import 159 s -> 18 s summed; CPU of this project 564 -> 347 s).
          // Every file builds its own app, database and servers, so no state leaks through the shared modules.
          isolate: false,
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page waits on the API, Chromium and, on first use, the sentence encoder: on a loaded 2-core
          // machine that took longer than expect.poll's default second (chat's first reply failed so).
          expect: { poll: { timeout: 10_000 } },
          // As the node suites: each file borrows or starts its own server and browser, so they can share modules.
          isolate: false,
          // Two browser files at a time once the node files are done: most of a journey is waiting (on the API,
          // Chromium, a fault's timeout), so two keep both cores busy. Servers come from the run's pool
          // (e2e/support/global-setup.ts), not one boot per file; the pool lends each file its own.
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
