import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, `Tests: N passed, N failed, N skipped`, that CI reads, and lists what failed
 * (file, test, first line of the error) and what passed only on its retry. With MARQUEE_FAILURES_FILE set, the list also goes to that file: CI
 * prints it as its very last lines, the part of a long log a reader sees first.
 */
export class SummaryLineReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let skipped = 0;
    const failures = unhandledErrors.map((error) => `unhandled error: ${firstLine(error)}`);
    const flaky: string[] = [];
    for (const testModule of testModules) {
      const tests = [...testModule.children.allTests()];
      // A file that failed without a failed test (its import, or a hook such as beforeAll, threw): its tests
      // count as skipped, so the file itself is the failure.
      const moduleErrors = [
        ...testModule.errors(),
        ...[...testModule.children.allSuites()].flatMap((suite) => suite.errors()),
      ];
      const aTestFailed = tests.some((test) => test.result().state === 'failed');
      if (testModule.state() === 'failed' && !aTestFailed) {
        failures.push(`${testModule.moduleId}: ${firstLine(moduleErrors[0])}`);
      }
      for (const test of tests) {
        const result = test.result();
        if (result.state === 'passed') {
          passed += 1;
          if (test.diagnostic()?.flaky) flaky.push(`${testModule.moduleId} > ${test.fullName}`);
        } else if (result.state === 'failed') {
          failures.push(`${testModule.moduleId} > ${test.fullName}: ${firstLine(result.errors?.[0])}`);
        } else skipped += 1;
      }
    }
    const list = [
      ...flaky.map((test) => `  FLAKY (passed on its retry) ${test}\n`),
      ...failures.map((failure) => `  FAILED ${failure}\n`),
    ].join('');
    process.stdout.write(`\n${list}Tests: ${passed} passed, ${failures.length} failed, ${skipped} skipped\n`);
    const failuresFile = process.env.MARQUEE_FAILURES_FILE;
    if (failuresFile && list) appendFileSync(failuresFile, list);
  }
}

function firstLine(error: unknown): string {
  const message =
    error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);
  return (message.split('\n')[0] ?? '').slice(0, 300);
}
