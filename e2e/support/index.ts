/**
 * Browser-test harness. Typical use:
 *
 *   import { browserSuite, useBrowserServer, openPage, saveScreenshot } from './support/index.ts';
 *   browserSuite('home page', () => {
 *     const suite = useBrowserServer(); // or useBrowserServer({ engine, env, recommender }) / useBrowserServer(() => ({ ... }))
 *     it('...', async () => { const { page } = await openPage(suite.browser, suite.server.baseUrl, 'phone'); await page.goto('/'); ... });
 *   });
 *
 * startServer({ engine: 'postgres', env: {...}, recommender: true }) runs the real API (and recommender) as child
 * processes on free ports with a fresh database; the web app is built once by the e2e global setup. Starting
 * processes, Chromium, mail and sign-in fakes and the load generators live in @marquee/harness (bench uses them
 * too); this folder keeps what only browser tests need.
 */
export { browserSuite } from './suite.ts';
export {
  useBrowserServer,
  useServer,
  type BrowserServer,
  type BrowserServerOptions,
} from './browser-server.ts';
export {
  startServer,
  freePort,
  repoRoot,
  requireAllSuites,
  type RunningServer,
  type StartServerOptions,
} from '@marquee/harness';
export {
  launchBrowser,
  openPage,
  saveScreenshot,
  VIEWPORTS,
  type OpenedPage,
  type ViewportName,
} from '@marquee/harness/browser';
export { signInContext } from './sign-in.ts';
