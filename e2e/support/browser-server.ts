import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '@marquee/harness/browser';
import { leaseServer, startServer, type RunningServer, type StartServerOptions } from '@marquee/harness';

export interface BrowserServer {
  readonly server: RunningServer;
  readonly browser: Browser;
}

export interface BrowserServerOptions extends StartServerOptions {
  /**
   * Start a server for this suite alone instead of borrowing the run's shared one. Needed when the suite depends
   * on what a reset leaves (rate-limit counters and caches in the API's memory) or must see a just-started
   * process; a suite with `env`, `recommender` or `warmEncoder` gets its own server anyway.
   */
  ownServer?: boolean;
}

/** Whether a suite can borrow a shared server: plain settings, only the engine chosen. */
function borrows(options: BrowserServerOptions): boolean {
  return (
    !options.ownServer &&
    !options.recommender &&
    !options.warmEncoder &&
    !options.logFile &&
    Object.keys(options.env ?? {}).length === 0
  );
}

/**
 * A server and Chromium for the enclosing suite's tests, from before its first test until after its last.
 * With plain settings (at most an `engine`) the server is borrowed from the run's pool: already running, with
 * the data of a just-started one (accounts and everything they own are deleted between suites), given back
 * after the suite. Other settings start a server for the suite alone. Chromium is the suite's own. Options may be
 * a function, for values an earlier beforeAll only
 * knows at run time (e.g. a local SMTP server's URL).
 */
export function useBrowserServer(
  options: BrowserServerOptions | (() => BrowserServerOptions) = {},
): BrowserServer {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    const chosen = typeof options === 'function' ? options() : options;
    const poolUrl = inject('marqueeServerPool');
    const launching = launchBrowser().then((launched) => (browser = launched));
    server =
      poolUrl && borrows(chosen)
        ? await leaseServer(poolUrl, { engine: chosen.engine })
        : await startServer(chosen);
    await launching;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server)
        throw new Error('useBrowserServer: the server is started in beforeAll; read it inside a test');
      return server;
    },
    get browser() {
      if (!browser)
        throw new Error('useBrowserServer: the browser is launched in beforeAll; read it inside a test');
      return browser;
    },
  };
}
