import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '@marquee/harness/browser';
import { startServer, type RunningServer, type StartServerOptions } from '@marquee/harness';

export interface BrowserServer {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Starts a server and Chromium before the enclosing suite's tests and closes both after them.
 * Options may be a function, for values an earlier beforeAll only knows at run time (e.g. a local SMTP server's URL).
 */
export function useBrowserServer(
  options: StartServerOptions | (() => StartServerOptions) = {},
): BrowserServer {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(typeof options === 'function' ? options() : options);
    browser = await launchBrowser();
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
