import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The browser journeys' Chromium: Debian's headless shell when installed (chromium-headless-shell, Chromium's own
 * headless build and what Playwright runs headless tests on): the same Blink and V8 without the desktop browser's
 * layers, which cost the journeys about 30% more CPU (170 against 121 CPU-seconds for six suites). Else Debian's
 * full `chromium` in headless mode. CHROMIUM_PATH chooses another.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/** CI sets this: a missing browser or database must fail the run, never skip it. */
export const requireAllSuites = process.env.MARQUEE_REQUIRE_ALL_SUITES === '1';
export const artifactsDir = path.join(repoRoot, 'test-results');
/**
 * Whether the browser suites keep screenshots of what they check (test-results/screenshots/), for people to look
 * at: only when asked (MARQUEE_TEST_SCREENSHOTS=1), as each costs Chromium a full-page render and an encode.
 */
export const screenshotsWanted = process.env.MARQUEE_TEST_SCREENSHOTS === '1';

export function browserAvailable(): boolean {
  const available = fs.existsSync(chromiumPath);
  if (!available && requireAllSuites) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: browser suites are mandatory in CI (apt-get install chromium chromium-headless-shell)`,
    );
  }
  return available;
}
