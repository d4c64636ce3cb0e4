import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '@marquee/harness/browser';

export interface BrowserLease {
  readonly browser: Browser;
  /** Closes the contexts opened during the lease; the browser stays up for the next suite of this process. */
  release(): Promise<void>;
}

/**
 * How long an unused browser waits for the next suite before it closes: the files of a worker follow one
 * another at once, and a launch costs about a CPU-second on these machines (150 of them a run before).
 */
const IDLE_CLOSE_MS = 5_000;

let launched: Promise<Browser> | undefined;
let leases = 0;
let idleTimer: NodeJS.Timeout | undefined;

async function runningBrowser(): Promise<Browser> {
  const browser = launched && (await launched.catch(() => undefined));
  if (browser?.isConnected()) return browser;
  launched = launchBrowser();
  return await launched;
}

/**
 * Chromium for a suite, shared with the suites this test process runs after it (Vitest runs a worker's files
 * one after another, and nested suites share it too). Each suite works in contexts of its own, which its
 * release closes, so no cookie, storage or open page outlives it. A browser that crashed or was closed is
 * launched again on the next lease.
 */
export async function leaseBrowser(): Promise<BrowserLease> {
  clearTimeout(idleTimer);
  leases++;
  let browser: Browser;
  try {
    browser = await runningBrowser();
  } catch (error) {
    leases--;
    throw error;
  }
  const before = new Set<BrowserContext>(browser.contexts());
  let released = false;
  return {
    browser,
    async release() {
      if (released) return;
      released = true;
      leases--;
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close().catch(() => undefined)),
      );
      if (leases === 0) {
        idleTimer = setTimeout(() => {
          const closing = launched;
          launched = undefined;
          void closing?.then((idle) => idle.close()).catch(() => undefined);
        }, IDLE_CLOSE_MS);
        idleTimer.unref();
      }
    },
  };
}
