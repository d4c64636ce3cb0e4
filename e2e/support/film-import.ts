import type { Page } from 'playwright-core';
import { holdRequests } from './held-requests.ts';

/**
 * Chooses `zip` on the Import & export page with the server's answer held back until `whileUploading` has run:
 * a real upload of a few KB finishes before a test could see the progress bar.
 */
export async function uploadHeldExport(
  page: Page,
  file: { name: string; buffer: Buffer },
  whileUploading: () => Promise<void>,
): Promise<void> {
  const release = await holdRequests(page, '**/api/import?*');
  await page.getByLabel('Choose a file').setInputFiles({ ...file, mimeType: 'application/zip' });
  try {
    await whileUploading();
  } finally {
    release();
  }
}

/** A figure of the import report ('Rows matched to a film', 'Rows with no film found', ...). */
export const reportTotal = (page: Page, label: string) =>
  page
    .locator('dl div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd')
    .first();
