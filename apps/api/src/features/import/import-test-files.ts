import { strToU8, zipSync } from 'fflate';

/** Test helpers: export files written the way Letterboxd, IMDb and Trakt write them. */
export const csv = (...lines: string[]) => lines.join('\n') + '\n';

export function zipOf(files: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([n, text]) => [n, strToU8(text)]))),
  );
}

export interface ImportLine {
  type: 'progress' | 'report' | 'error';
  [key: string]: unknown;
}

export const ndjsonLines = (body: string): ImportLine[] =>
  body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ImportLine);
