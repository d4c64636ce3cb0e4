import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from '../../../platform/errors.ts';
import { readUpload } from './read-upload.ts';
import type { UploadThreadMessage } from './read-upload-thread.ts';

/** Records per message: each is unpacked on the API's thread, so each must be quick to unpack. */
const RECORDS_PER_MESSAGE = 1000;

const { fileName, bytes } = workerData as { fileName: string; bytes: Uint8Array };
const send = (message: UploadThreadMessage) => parentPort!.postMessage(message);
try {
  const { records, ...rest } = await readUpload(fileName, bytes);
  for (let start = 0; start < records.length; start += RECORDS_PER_MESSAGE)
    send({ type: 'records', records: records.slice(start, start + RECORDS_PER_MESSAGE) });
  send({ type: 'done', parsed: rest });
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  send({ type: 'refused', status: error.statusCode, message: error.message });
}
