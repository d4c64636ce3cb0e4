import { parse } from 'csv-parse/sync';
import { unguardCsvRecord } from '../../../platform/csv-formula-guard.ts';
import { MalformedImportError } from './import-records.ts';

export interface CsvRow {
  /** 1-based line where the record starts (the header is line 1 of the table). */
  line: number;
  values: Record<string, string>;
}

export interface CsvTable {
  columns: string[];
  rows: CsvRow[];
}

/**
 * A CSV file as named rows: quoted fields, embedded newlines, a byte-order mark and CRLF are read as CSV
 * means them. A broken file fails with its name and the line where the broken record starts.
 * `firstLine` numbers a table that starts inside a file (Letterboxd lists have a preamble).
 */
export function readCsvTable(file: string, text: string, firstLine = 1): CsvTable {
  let columns: string[] = [];
  const rows: CsvRow[] = [];
  // Line on which the previous record (or the header) ended; the next record starts after it.
  let previousEnd = 0;
  try {
    parse(text, {
      bom: true,
      skip_empty_lines: true,
      columns: (header: string[]) => {
        columns = header.map((name) => name.trim());
        return columns;
      },
      on_record: (record: Record<string, string>, context: { lines: number }) => {
        const values = unguardCsvRecord(record);
        rows.push({ line: nextRecordLine(text, previousEnd) + firstLine - 1, values });
        previousEnd = context.lines;
        return null;
      },
    });
    if (columns.length === 0) throw new MalformedImportError(file, firstLine, 'the file is empty');
  } catch (error) {
    if (error instanceof MalformedImportError) throw error;
    const csvError = error as { code?: string; lines?: number; message: string };
    const line =
      csvError.code === 'CSV_QUOTE_NOT_CLOSED' ? nextRecordLine(text, previousEnd) : (csvError.lines ?? 1);
    throw new MalformedImportError(file, line + firstLine - 1, describeCsvError(csvError));
  }
  return { columns, rows };
}

/** The first non-blank line after `line` (the header's end is found as the first record's predecessor). */
function nextRecordLine(text: string, line: number): number {
  if (line === 0) return 2;
  const lines = text.split('\n', line + 50);
  let next = line + 1;
  while (next <= lines.length && lines[next - 1].trim() === '') next++;
  return next;
}

function describeCsvError(error: { code?: string; message: string }): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is never closed (unbalanced ")';
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
      return 'this row has a different number of fields than the header';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a quote (") is followed by text inside a field';
    default:
      return `not readable as CSV (${error.message.split(':')[0]})`;
  }
}
