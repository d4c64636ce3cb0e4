import { useMutation } from '@tanstack/react-query';
import { ApiError, REQUEST_TIMEOUT_MS } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { accountMessages as m } from '../messages.ts';

const FALLBACK_NAME = 'marquee-export.zip';

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME;
}

/**
 * Fetches the export zip and hands it to the browser as a download. A plain link would save an error
 * answer as a file; fetching first lets the page say what went wrong.
 */
async function downloadExport(): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/export', {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 3),
    });
  } catch {
    throw new ApiError(0, 'Network error: could not reach the server.');
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => undefined)) as { message?: string } | undefined;
    throw new ApiError(
      response.status,
      payload?.message ?? translate(m.exportFailed, { status: response.status }),
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileNameOf(response) });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL can go once the event loop turns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}
