import { IMPORT_MAX_BYTES, type ImportReport, type ImportStreamLine } from '@marquee/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { translate } from '../../../lib/i18n/i18n.ts';
import { importMessages as m } from '../messages.ts';

/** Where an import is: the file going up (bytes), then the server matching its rows. */
export type ImportProgress =
  | { phase: 'uploading'; loaded: number; total: number }
  | { phase: 'processing'; done: number; total: number };

/** Reads the complete NDJSON lines that arrived since `offset`. */
function takeLines(text: string, offset: number): { lines: ImportStreamLine[]; offset: number } {
  const end = text.lastIndexOf('\n') + 1;
  if (end <= offset) return { lines: [], offset };
  const lines = text
    .slice(offset, end)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ImportStreamLine);
  return { lines, offset: end };
}

const messageOf = (body: string, status: number) => {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return translate(m.statusFailed, { status });
};

/**
 * Uploads a history export with XMLHttpRequest, which (unlike fetch) reports upload progress, and follows
 * the server's NDJSON progress lines as they stream in. Resolves with the report once the import committed.
 */
export function uploadFilmHistory(
  file: File,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<ImportReport> {
  if (file.size > IMPORT_MAX_BYTES)
    return Promise.reject(new ApiError(413, translate(m.tooLarge, { mb: IMPORT_MAX_BYTES / 1024 / 1024 })));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let offset = 0;
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const readStream = () => {
      if (xhr.status !== 200) return;
      const taken = takeLines(xhr.responseText, offset);
      offset = taken.offset;
      for (const line of taken.lines) {
        if (line.type === 'progress') onProgress({ phase: 'processing', done: line.done, total: line.total });
        else if (line.type === 'report') finish(() => resolve(line.report));
        else finish(() => reject(new ApiError(500, line.message)));
      }
    };

    xhr.open('POST', `/api/import?file_name=${encodeURIComponent(file.name)}`);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (event) =>
      onProgress({
        phase: 'uploading',
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : file.size,
      });
    xhr.onprogress = readStream;
    xhr.onload = () => {
      if (xhr.status !== 200)
        return finish(() => reject(new ApiError(xhr.status, messageOf(xhr.responseText, xhr.status))));
      readStream();
      finish(() => reject(new ApiError(500, translate(m.noReport))));
    };
    xhr.onerror = () => finish(() => reject(new ApiError(0, 'Network error: could not reach the server.')));
    xhr.onabort = () => finish(() => reject(new DOMException('The import was cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
