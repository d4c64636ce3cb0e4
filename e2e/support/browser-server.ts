import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { leaseServer, startServer, type RunningServer, type StartServerOptions } from '@marquee/harness';
import { leaseBrowser, type BrowserLease } from './shared-browser.ts';

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

/** A borrowed server when the settings are plain and the run has a pool, else one started for the caller. */
async function serverFor(options: BrowserServerOptions): Promise<RunningServer> {
  const poolUrl = inject('marqueeServerPool');
  return poolUrl && borrows(options)
    ? await leaseServer(poolUrl, { engine: options.engine })
    : await startServer(options);
}

/**
 * A server for the enclosing suite's tests, from before its first test until after its last, without a browser
 * of its own: for a suite that also needs a second server with other settings (it drives both from the
 * browser of its `useBrowserServer`). Borrowed from the run's pool with plain settings, as useBrowserServer's.
 */
export function useServer(options: BrowserServerOptions = {}): { readonly server: RunningServer } {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await serverFor(options);
  });
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('useServer: the server is started in beforeAll; read it inside a test');
      return server;
    },
  };
}

/**
 * A server and Chromium for the enclosing suite's tests, from before its first test until after its last.
 * With plain settings (at most an `engine`) the server is borrowed from the run's pool: already running, with
 * the data of a just-started one (accounts and everything they own are deleted between suites), given back
 * after the suite. Other settings start a server for the suite alone. Chromium is shared with the process's
 * other suites (shared-browser.ts), in contexts of the suite's own. Options may be a function, for values an earlier beforeAll only
 * knows at run time (e.g. a local SMTP server's URL).
 */
export function useBrowserServer(
  options: BrowserServerOptions | (() => BrowserServerOptions) = {},
): BrowserServer {
  let server: RunningServer | undefined;
  let lease: BrowserLease | undefined;
  beforeAll(async () => {
    const chosen = typeof options === 'function' ? options() : options;
    const leasing = leaseBrowser().then((leased) => (lease = leased));
    server = await serverFor(chosen);
    await leasing;
  });
  afterAll(async () => {
    await lease?.release();
    await server?.stop();
  });
  return {
    get server() {
      if (!server)
        throw new Error('useBrowserServer: the server is started in beforeAll; read it inside a test');
      return server;
    },
    get browser() {
      const browser = lease?.browser;
      if (!browser)
        throw new Error('useBrowserServer: the browser is launched in beforeAll; read it inside a test');
      return browser;
    },
  };
}
