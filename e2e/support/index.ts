/**
 * Browser-test harness. Typical use:
 *
 *   import { browserSuite, startServer, launchBrowser, openPage, saveScreenshot } from './support/index.ts';
 *   browserSuite('home page', () => {
 *     let server: RunningServer; let browser: Browser;
 *     beforeAll(async () => { server = await startServer(); browser = await launchBrowser(); });
 *     afterAll(async () => { await browser?.close(); await server?.stop(); });
 *     it('...', async () => { const { page } = await openPage(browser, server.baseUrl, 'phone'); await page.goto('/'); ... });
 *   });
 *
 * startServer({ engine: 'postgres', env: {...}, recommender: true }) runs the real API (and recommender) as child
 * processes on free ports with a fresh database; the web app is built once by the e2e global setup.
 */
export { browserSuite } from './suite.ts';
export { startServer, freePort, type RunningServer, type StartServerOptions } from './server.ts';
export { launchBrowser, openPage, saveScreenshot, VIEWPORTS, type OpenedPage, type ViewportName } from './browser.ts';
export { repoRoot, requireAllSuites } from './environment.ts';
