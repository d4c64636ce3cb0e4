import { strToU8, zipSync } from 'fflate';
import type { z } from 'zod';
import { FILM_EXPORT_FORMAT, FILM_EXPORT_VERSION, type filmExportSchema } from '@marquee/contracts';

/** Our export as a file holds it (fields added later may be missing from older exports). */
type FilmExportFile = z.input<typeof filmExportSchema>;

/** Test helpers: export files written the way Letterboxd, IMDb and Trakt write them. */
export const csv = (...lines: string[]) => lines.join('\n') + '\n';

export function zipOf(files: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([n, text]) => [n, strToU8(text)]))),
  );
}

/** A `marquee.json` of our own export holding only `parts`. */
export const marqueeExportJson = (parts: Partial<FilmExportFile>) =>
  JSON.stringify({
    format: FILM_EXPORT_FORMAT,
    version: FILM_EXPORT_VERSION,
    exported_at: '2024-06-01T00:00:00.000Z',
    user: { name: 'Someone', email: 'someone@example.org' },
    diary: [],
    ratings: [],
    likes: [],
    watched: [],
    watchlist: [],
    playlists: [],
    comments: [],
    visits: [],
    ...parts,
  } satisfies FilmExportFile);

export interface ImportLine {
  type: 'progress' | 'report' | 'error';
  [key: string]: unknown;
}

export const ndjsonLines = (body: string): ImportLine[] =>
  body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ImportLine);
