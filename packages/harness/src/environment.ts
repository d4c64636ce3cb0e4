import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** CI sets this: a missing browser or database must fail the run, never skip it. */
export const requireAllSuites = process.env.MARQUEE_REQUIRE_ALL_SUITES === '1';
export const artifactsDir = path.join(repoRoot, 'test-results');

export function browserAvailable(): boolean {
  const available = fs.existsSync(chromiumPath);
  if (!available && requireAllSuites) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: browser suites are mandatory in CI (apt-get install chromium)`,
    );
  }
  return available;
}
