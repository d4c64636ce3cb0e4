import { Inflate } from 'fflate';
import { HttpError } from '../../../platform/errors.ts';
import { MalformedImportError } from './import-records.ts';

/**
 * What a zip may hold. A heavy user's Letterboxd export is a few MB of CSV in a few hundred files; these
 * bounds are far beyond that and far below what would hurt the server.
 */
export const ZIP_LIMITS: {
  maxEntries: number;
  maxTotalBytes: number;
  maxRatio: number;
  ratioFloorBytes: number;
} = {
  /** Files listed in the archive, read or not. */
  maxEntries: 2000,
  /** Bytes inflated from the entries that are read, all together. */
  maxTotalBytes: 64 * 1024 * 1024,
  /** Inflated bytes per compressed byte of one entry (text compresses 5-20x; bombs 1000x)... */
  maxRatio: 100,
  /** ...checked once an entry has inflated this much, so tiny files of repeated text are no problem. */
  ratioFloorBytes: 1024 * 1024,
};

/** Compressed bytes handed to the inflater at once: at most ~1,000x that comes out before the next check. */
const INFLATE_STEP = 4096;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** The archive is over one of the limits: 413, naming the file and the limit. */
export class ZipLimitError extends HttpError {
  constructor(file: string, problem: string) {
    super(413, `${file}: ${problem}`);
  }
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * The archive's file list, from its central directory (the end of the file), without inflating anything.
 * The entry count is checked before the list is read, and again as it is read (the count can lie too).
 */
export function listZipEntries(fileName: string, bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unreadable = (why: string) =>
    new MalformedImportError(fileName, null, `not a readable zip archive (${why})`);
  let end = -1;
  // The end record is 22 bytes plus a comment of at most 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--)
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  if (end === -1) throw unreadable('no central directory');
  const declaredCount = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (declaredCount === 0xffff || directoryOffset === 0xffffffff)
    throw unreadable('zip64 archives are not supported');
  if (declaredCount > ZIP_LIMITS.maxEntries) throw tooManyEntries(fileName);
  if (directoryOffset + directorySize > end) throw unreadable('the central directory is out of bounds');

  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let at = directoryOffset; at < directoryOffset + directorySize;) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_HEADER) throw unreadable('a broken file entry');
    if (entries.length === ZIP_LIMITS.maxEntries) throw tooManyEntries(fileName);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const tooManyEntries = (fileName: string) =>
  new ZipLimitError(
    fileName,
    `the archive holds more than ${ZIP_LIMITS.maxEntries} files; an export has far fewer`,
  );

/**
 * Inflates the chosen entries, counting the bytes that really come out (the sizes an archive declares are not
 * trusted): an entry stops as soon as it passes the total or its compression-ratio limit.
 */
export function inflateZipEntries(
  fileName: string,
  bytes: Uint8Array,
  entries: ZipEntry[],
  limits: typeof ZIP_LIMITS = ZIP_LIMITS,
): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const files = new Map<string, Uint8Array>();
  let total = 0;
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_HEADER)
      throw new MalformedImportError(fileName, null, `not a readable zip archive (${entry.name} is broken)`);
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const data = bytes.subarray(start, Math.min(start + entry.compressedSize, bytes.length));
    const count = (size: number) => {
      total += size;
      if (total > limits.maxTotalBytes)
        throw new ZipLimitError(
          fileName,
          `the files in the archive come to more than ${limits.maxTotalBytes / 1024 / 1024} MB unzipped`,
        );
    };
    if (entry.method === 0) {
      count(data.length);
      files.set(entry.name, data);
    } else if (entry.method === 8)
      files.set(entry.name, inflateEntry(fileName, entry.name, data, count, limits));
    else
      throw new MalformedImportError(
        fileName,
        null,
        `not a readable zip archive (${entry.name} uses compression method ${entry.method})`,
      );
  }
  return files;
}

function inflateEntry(
  fileName: string,
  name: string,
  data: Uint8Array,
  count: (size: number) => void,
  limits: typeof ZIP_LIMITS,
): Uint8Array {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let finished = false;
  const inflater = new Inflate((chunk, final) => {
    size += chunk.length;
    count(chunk.length);
    if (size > limits.ratioFloorBytes && size > data.length * limits.maxRatio)
      throw new ZipLimitError(
        fileName,
        `${name} inflates more than ${limits.maxRatio} times its packed size, which no export does`,
      );
    chunks.push(chunk);
    finished ||= final;
  });
  try {
    for (let offset = 0; offset < data.length && !finished; offset += INFLATE_STEP)
      inflater.push(data.subarray(offset, offset + INFLATE_STEP), offset + INFLATE_STEP >= data.length);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new MalformedImportError(
      fileName,
      null,
      `not a readable zip archive (${name}: ${(error as Error).message})`,
    );
  }
  if (!finished)
    throw new MalformedImportError(fileName, null, `not a readable zip archive (${name} is cut short)`);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
