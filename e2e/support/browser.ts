import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { artifactsDir, chromiumPath } from './environment.ts';

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 375, height: 812 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Debian's Chromium with the flags this machine needs (its closed network refuses background connections). */
export async function launchBrowser(): Promise<Browser> {
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
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Keeps a full-page screenshot under test-results/screenshots/ (a CI artifact, and for people to look at). */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(artifactsDir, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
