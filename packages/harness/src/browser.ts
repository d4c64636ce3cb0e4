import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { artifactsDir, chromiumPath, screenshotsWanted } from './environment.ts';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const HOST_RULES_FLAG = '--host-resolver-rules=';
/**
 * The image host is unreachable here: its name fails to resolve at once instead of waiting on DNS. Done by the
 * browser's resolver rather than a Playwright route, because any route sends every request of the context
 * through the test process and turns the HTTP cache off (about 5% more CPU on a page load).
 */
const OFFLINE_HOST_RULES = 'MAP image.tmdb.org ~NOTFOUND';

/**
 * Debian's Chromium with the flags this machine needs (its closed network refuses background connections),
 * plus `extraArgs` (e.g. `--host-resolver-rules=MAP media-box.lan 127.0.0.1` to open the site by another name;
 * such rules are added to the offline image host's).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  const hostRules = [
    OFFLINE_HOST_RULES,
    ...extraArgs
      .filter((arg) => arg.startsWith(HOST_RULES_FLAG))
      .map((arg) => arg.slice(HOST_RULES_FLAG.length)),
  ];
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `${HOST_RULES_FLAG}${hostRules.join(',')}`,
      ...extraArgs.filter((arg) => !arg.startsWith(HOST_RULES_FLAG)),
    ],
  });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors seen so far (console errors for failed images are expected offline and not collected). */
  pageErrors: string[];
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName = 'desktop',
): Promise<OpenedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    deviceScaleFactor: 1,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  waitForTheAppAfterPageLoads(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/**
 * A page the server drew shows before the app has taken it over, when a click on a button would do nothing
 * yet: after every full page load, tests act once the app has (as a person would, a moment later).
 */
function waitForTheAppAfterPageLoads(page: Page): void {
  const appTookOver = () =>
    page.waitForFunction(() => !document.querySelector('#root[data-hydrating]'), undefined, {
      timeout: 15_000,
    });
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appTookOver();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appTookOver();
    return response;
  };
}

/**
 * Keeps a full-page screenshot under test-results/screenshots/ when screenshots are asked for
 * (MARQUEE_TEST_SCREENSHOTS=1; no file and no work otherwise), for people to look at a page a suite checked.
 * JPEG at quality 85: a full page's PNG cost Chromium and the test process 0.3-1.9 CPU-seconds, the JPEG about a
 * third less (home, movie and search pages: 3.0 -> 1.9), still sharp enough to read.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string | undefined> {
  if (!screenshotsWanted) return undefined;
  const dir = path.join(artifactsDir, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.jpg`);
  await page.screenshot({ path: file, fullPage: true, type: 'jpeg', quality: 85 });
  return file;
}
