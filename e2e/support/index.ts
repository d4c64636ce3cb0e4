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
 * processes on free ports with a fresh database; the web app is built once by the e2e global setup.
 */
export { browserSuite } from './suite.ts';
export { useBrowserServer, type BrowserServer } from './browser-server.ts';
export { startServer, freePort, type RunningServer, type StartServerOptions } from './server.ts';
export {
  launchBrowser,
  openPage,
  saveScreenshot,
  VIEWPORTS,
  type OpenedPage,
  type ViewportName,
} from './browser.ts';
export { repoRoot, requireAllSuites } from './environment.ts';
export { signInContext } from './sign-in.ts';
