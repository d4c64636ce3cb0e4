import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
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

/** Text handed to the parser at once: the parser streams, so no step holds more than this. */
const SLICE = 64 * 1024;

function* slices(text: string): Generator<string> {
  for (let start = 0; start < text.length; start += SLICE) yield text.slice(start, start + SLICE);
}

/**
 * The line a record starts on, from the line it ends on (csv-parse counts them) and its raw text, which
 * begins with the blank lines skipped before it: quoted fields may span lines.
 */
const startLine = (endLine: number, raw: string) =>
  endLine -
  (raw
    .replace(/^[\r\n]+/, '')
    .replace(/[\r\n]+$/, '')
    .match(/\n/g)?.length ?? 0);

/**
 * A CSV file as named rows, parsed as a stream: quoted fields, embedded newlines, a byte-order mark and CRLF
 * are read as CSV means them. A broken file fails with its name and the line where the broken record starts.
 * `firstLine` numbers a table that starts inside a file (Letterboxd lists have a preamble).
 */
export async function readCsvTable(file: string, text: string, firstLine = 1): Promise<CsvTable> {
  let columns: string[] = [];
  const rows: CsvRow[] = [];
  const parser = Readable.from(slices(text)).pipe(
    parse({
      bom: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
      columns: (header: string[]) => {
        columns = header.map((name) => name.trim());
        return columns;
      },
    }),
  );
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
      raw: string;
    }>)
      rows.push({ line: startLine(info.lines, raw) + firstLine - 1, values: unguardCsvRecord(record) });
  } catch (error) {
    const csvError = error as { code?: string; lines?: number; raw?: string; message: string };
    const line =
      csvError.code === 'CSV_QUOTE_NOT_CLOSED'
        ? startLine(csvError.lines ?? 1, csvError.raw ?? '')
        : (csvError.lines ?? 1);
    throw new MalformedImportError(file, line + firstLine - 1, describeCsvError(csvError));
  }
  if (columns.length === 0) throw new MalformedImportError(file, firstLine, 'the file is empty');
  return { columns, rows };
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
