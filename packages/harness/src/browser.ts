import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { artifactsDir, chromiumPath } from './environment.ts';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Debian's Chromium with the flags this machine needs (its closed network refuses background connections),
 * plus `extraArgs` (e.g. `--host-resolver-rules=MAP media-box.lan 127.0.0.1` to open the site by another name).
 */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
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
      ...extraArgs,
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
  // The image host is unreachable here; fail those requests at once instead of waiting on DNS.
  await context.route(/^https:\/\/image\.tmdb\.org\//, (route) => route.abort());
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

/** Keeps a full-page screenshot under test-results/screenshots/ (a CI artifact, and for people to look at). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(artifactsDir, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
