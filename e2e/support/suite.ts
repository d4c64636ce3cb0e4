import { describe } from 'vitest';
import { browserAvailable } from '@marquee/harness';

/** A describe block that needs Chromium: skipped with a message on machines without it, mandatory in CI. */
export function browserSuite(name: string, body: () => void): void {
  if (browserAvailable()) {
    describe(name, body);
  } else {
    console.warn(
      `[e2e] Chromium not found: skipping browser suite "${name}" (install Debian's chromium to run it)`,
    );
    describe.skip(name, body);
  }
}
