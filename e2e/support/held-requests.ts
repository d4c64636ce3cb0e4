import type { Page } from 'playwright-core';

/**
 * Holds back the page's requests matching `url` until the returned function is called, so a test can see what the
 * page shows while that answer is late (a request on this machine answers before a test could look).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
