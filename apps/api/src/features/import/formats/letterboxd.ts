import { readCsvTable, type CsvRow, type CsvTable } from './csv-table.ts';
import {
  dateField,
  imdbIdField,
  starsField,
  tenPointField,
  tmdbIdField,
  yearField,
  yesField,
  type FieldContext,
} from './field-values.ts';
import { tagsFromCell } from '../../../platform/diary-tags.ts';
import { MalformedImportError, type ImportRecord, type SourceRow } from './import-records.ts';

/**
 * Letterboxd's CSVs, in its export's column names (`Name`, `Year`, `Rating` in stars, `Watched Date`) or its
 * import format's (`Title`, `Year`, `tmdbID`, `imdbID`, `Rating10`, `WatchedDate`), which our own export writes.
 */
export type LetterboxdFileKind = 'watched' | 'diary' | 'reviews' | 'ratings' | 'watchlist' | 'likes' | 'list';

/** The kind of a file by its path in the export, or null for files that hold no film history (profile, comments). */
export function letterboxdFileKind(path: string): LetterboxdFileKind | null {
  const name = path.toLowerCase();
  if (!name.endsWith('.csv') || /(^|\/)(deleted|orphaned)\//.test(name)) return null;
  if (/(^|\/)lists\/[^/]+\.csv$/.test(name)) return 'list';
  if (/(^|\/)likes\/films\.csv$/.test(name)) return 'likes';
  const base = name.split('/').pop();
  if (base === 'watched.csv') return 'watched';
  if (base === 'diary.csv') return 'diary';
  if (base === 'reviews.csv') return 'reviews';
  if (base === 'ratings.csv') return 'ratings';
  if (base === 'watchlist.csv') return 'watchlist';
  return null;
}

export async function readLetterboxdFile(
  path: string,
  kind: LetterboxdFileKind,
  text: string,
): Promise<ImportRecord[]> {
  if (kind === 'list') return readList(path, text);
  const table = await readCsvTable(path, text);
  requireMovieColumns(path, table);
  return table.rows.map((row) => recordOf(kind, sourceRow(path, row), row));
}

function recordOf(kind: Exclude<LetterboxdFileKind, 'list'>, row: SourceRow, csv: CsvRow): ImportRecord {
  const at: FieldContext = row;
  const value = (...names: string[]) => names.map((name) => csv.values[name]).find((v) => v?.trim());
  const date = dateField(value('Date'), at, 'Date');
  switch (kind) {
    case 'watched':
      return { kind, row, date: dateField(value('WatchedDate', 'Watched Date', 'Date'), at, 'Date') };
    case 'watchlist':
    case 'likes':
      return { kind: kind === 'likes' ? 'like' : kind, row, date };
    case 'ratings': {
      const rating = ratingOf(csv, at);
      if (rating === null) throw new MalformedImportError(row.file, row.line, 'Rating is empty');
      return { kind: 'rating', row, rating, date };
    }
    // A review is a diary entry with its text: the plan folds it into the entry of the same movie and day.
    case 'diary':
    case 'reviews': {
      const watchedOn = dateField(value('Watched Date', 'WatchedDate', 'Date'), at, 'Watched Date');
      if (watchedOn === null) throw new MalformedImportError(row.file, row.line, 'Watched Date is empty');
      return {
        kind: 'diary',
        row,
        watchedOn,
        rating: ratingOf(csv, at),
        rewatch: yesField(value('Rewatch')),
        review: value('Review')?.trim() || null,
        tags: tagsFromCell(csv.values.Tags),
      };
    }
  }
}

function ratingOf(csv: CsvRow, at: FieldContext): number | null {
  if (csv.values.Rating10?.trim()) return tenPointField(csv.values.Rating10, at, 'Rating10');
  return starsField(csv.values.Rating, at);
}

function sourceRow(file: string, csv: CsvRow): SourceRow {
  const at = { file, line: csv.line };
  return {
    file,
    line: csv.line,
    title: (csv.values.Name ?? csv.values.Title ?? '').trim(),
    year: yearField(csv.values.Year, at),
    imdbId: imdbIdField(csv.values.imdbID),
    tmdbId: tmdbIdField(csv.values.tmdbID),
  };
}

function requireMovieColumns(file: string, table: CsvTable, headerLine = 1): void {
  const has = (name: string) => table.columns.includes(name);
  if (!has('Name') && !has('Title') && !has('tmdbID') && !has('imdbID'))
    throw new MalformedImportError(
      file,
      headerLine,
      'the header has no Name, Title, tmdbID or imdbID column to say which movie each row is',
    );
}

const LIST_PREAMBLE = /^\uFEFF?Letterboxd list export/;

/**
 * A list: Letterboxd's export starts with a preamble (the list's own row: Date, Name, ...), a blank line, then
 * its films (Position, Name, Year, URL); a plain table of films (our export) is named after its file. The
 * records come in the list's order, first film first.
 */
async function readList(path: string, text: string): Promise<ImportRecord[]> {
  let name = path
    .split('/')
    .pop()!
    .replace(/\.csv$/i, '');
  let films = text;
  let firstLine = 1;
  if (LIST_PREAMBLE.test(text)) {
    const lines = text.split(/\r?\n/);
    const blank = lines.findIndex((line, index) => index > 1 && line.trim() === '');
    if (blank === -1)
      throw new MalformedImportError(path, 1, 'the list has no films table after its description');
    const preamble = await readCsvTable(path, lines.slice(1, blank).join('\n'), 2);
    name = preamble.rows[0]?.values.Name?.trim() || name;
    firstLine = blank + 2;
    films = lines.slice(blank + 1).join('\n');
  }
  const table = await readCsvTable(path, films, firstLine);
  requireMovieColumns(path, table, firstLine);
  return inListOrder(table.rows).map((row) => ({
    kind: 'playlist' as const,
    row: sourceRow(path, row),
    playlist: name,
    date: null,
  }));
}

/** A list's films by their Position (Letterboxd's ranked order); in the file's order where there is none. */
function inListOrder(rows: CsvRow[]): CsvRow[] {
  const position = (row: CsvRow) => Number.parseInt(row.values.Position ?? '', 10);
  if (!rows.every((row) => Number.isFinite(position(row)))) return rows;
  return rows.toSorted((a, b) => position(a) - position(b));
}
