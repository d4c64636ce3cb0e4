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
          // One browser file at a time (beside a node file): each drives Chromium, and several suites measure
          // waits. Servers come from the run's pool (e2e/support/global-setup.ts), not one boot per file.
          fileParallelism: false,
          globalSetup: ['e2e/support/global-setup.ts'],
        },
      },
    ],
  },
});
