import type { ImportUnmatchedRow } from '@marquee/contracts';

const COLUMNS = ['file', 'line', 'title', 'year', 'imdb_id', 'reason'] as const;

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, its quotes doubled. */
const field = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The rows an import could not match, as a CSV to fix and import again (Title and Year columns included). */
export function unmatchedRowsCsv(rows: ImportUnmatchedRow[]): string {
  const header = ['File', 'Line', 'Title', 'Year', 'imdbID', 'Reason'].join(',');
  return (
    [header, ...rows.map((row) => COLUMNS.map((column) => field(row[column])).join(','))].join('\r\n') +
    '\r\n'
  );
}

/** Saves the CSV through a temporary object URL (built in the browser: nothing is asked of the server). */
export function downloadUnmatchedRows(
  rows: ImportUnmatchedRow[],
  fileName = 'marquee-unmatched-rows.csv',
): void {
  const url = URL.createObjectURL(new Blob([unmatchedRowsCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
