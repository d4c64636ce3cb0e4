import type { Reporter, TestModule } from 'vitest/node';

/** Prints one plain closing line, `Tests: N passed, N failed, N skipped`, that CI reads. */
export class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const testModule of testModules) {
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) failed += 1;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    process.stdout.write(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
