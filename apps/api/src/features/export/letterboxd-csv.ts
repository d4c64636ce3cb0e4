import { guardCsvCell } from '../../platform/csv-formula-guard.ts';

/**
 * CSV in Letterboxd's import format (https://letterboxd.com/about/importing-data/): a header row, then one row
 * per movie; a field holding a comma, a quote or a line break is quoted, its quotes doubled (RFC 4180). Text
 * that a spreadsheet would run as a formula goes out behind a quote (platform/csv-formula-guard.ts).
 */
export type CsvValue = string | number | null;

function csvField(value: CsvValue): string {
  const text = value === null ? '' : typeof value === 'string' ? guardCsvCell(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export const DIARY_COLUMNS = [
  'tmdbID',
  'imdbID',
  'Title',
  'Year',
  'Rating10',
  'WatchedDate',
  'Rewatch',
  'Review',
  'Tags',
] as const;
export const RATINGS_COLUMNS = ['tmdbID', 'Title', 'Year', 'Rating10'] as const;
export const FILMS_COLUMNS = ['tmdbID', 'Title', 'Year'] as const;

/**
 * File names for `lists/<name>.csv`: the playlist's name in lower case with anything but letters and digits
 * turned into dashes, numbered when two names come out the same.
 */
export function listFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base =
      name
        .normalize('NFKC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 80) || 'list';
    let candidate = base;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
    taken.add(candidate);
    return `lists/${candidate}.csv`;
  });
}
