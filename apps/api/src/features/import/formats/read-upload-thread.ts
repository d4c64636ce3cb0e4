import { Worker } from 'node:worker_threads';
import { HttpError } from '../../../platform/errors.ts';
import type { ImportRecord, ParsedImport } from './import-records.ts';

export type UploadThreadMessage =
  | { type: 'records'; records: ImportRecord[] }
  | { type: 'done'; parsed: Omit<ParsedImport, 'records'> }
  | { type: 'refused'; status: number; message: string };

const WORKER_URL = new URL('./read-upload.worker.mjs', import.meta.url);

/** A worker's heap: an upload at the size limit, inflated to the zip limit and read into records, fits. */
const WORKER_HEAP_MB = 512;

/**
 * Reads an upload (unzip, decode, parse, field rules) on a worker thread of its own, so a large or hostile
 * file never holds up the event loop: the records come back in small batches, each a moment's work to
 * unpack. The worker's heap is capped, so a file that would need more is refused rather than swelling the
 * API. The same errors as reading in place: 400 naming file and line, 413 over a limit.
 */
export function readUploadOnThread(fileName: string, bytes: Uint8Array): Promise<ParsedImport> {
  return new Promise((resolve, reject) => {
    const records: ImportRecord[] = [];
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    const worker = new Worker(WORKER_URL, {
      workerData: { fileName, bytes },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    worker.on('message', (message: UploadThreadMessage) => {
      if (message.type === 'records') for (const record of message.records) records.push(record);
      else if (message.type === 'done') settle(() => resolve({ ...message.parsed, records }));
      else settle(() => reject(new HttpError(message.status, message.message)));
    });
    worker.on('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new HttpError(413, `${fileName}: the file needs more memory to read than an import may use`)
            : error,
        ),
      ),
    );
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the upload reader stopped before it finished (exit code ${code})`))),
    );
  });
}
