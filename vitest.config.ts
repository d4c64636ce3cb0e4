import { defineConfig } from 'vitest/config';
import { SummaryLineReporter } from './scripts/vitest-summary-reporter.ts';

export default defineConfig({
  test: {
    reporters: ['default', new SummaryLineReporter()],
    // Vitest's default is one file at a time on 2 cores (cores - 1): most suites wait on servers, databases and
    // Chromium more than they compute, so two files at a time keep both cores busy.
    maxWorkers: 2,
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
          // Two browser files at a time once the node files are done: most of a journey is waiting (on the API,
          // Chromium, a fault's timeout), so two keep both cores busy. Servers come from the run's pool
          // (e2e/support/global-setup.ts), not one boot per file; the pool lends each file its own.
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
