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
import { MalformedImportError, type ImportRecord, type RowNote, type SourceRow } from './import-records.ts';

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

/** What one file gives: its records, and what it holds that has nowhere to go here, with the reason. */
export interface LetterboxdFileRead {
  records: ImportRecord[];
  skipped: RowNote[];
}

export async function readLetterboxdFile(
  path: string,
  kind: LetterboxdFileKind,
  text: string,
): Promise<LetterboxdFileRead> {
  if (kind === 'list') return readList(path, text);
  const table = await readCsvTable(path, text);
  requireMovieColumns(path, table);
  return { records: table.rows.map((row) => recordOf(kind, sourceRow(path, row), row)), skipped: [] };
}

/** A note about a whole file or a list rather than a film's row (line 0: the whole file). */
const noteRow = (file: string, line: number, title: string): SourceRow => ({
  file,
  line,
  title,
  year: null,
  imdbId: null,
  tmdbId: null,
});

/** Files of a Letterboxd export that hold no film history of the person, and why each stays behind. */
const FILES_LEFT_OUT: { path: RegExp; what: string; reason: string }[] = [
  {
    path: /(^|\/)profile\.csv$/i,
    what: 'Your Letterboxd profile',
    reason:
      'Profiles are not imported (name, bio, favourite films): set your name and handle under Settings, Public profile',
  },
  {
    path: /(^|\/)comments\.csv$/i,
    what: 'Your comments on Letterboxd',
    reason: "Comments on Letterboxd's reviews and lists have nothing to attach to here",
  },
  {
    path: /(^|\/)likes\/(lists|reviews)\.csv$/i,
    what: 'Lists and reviews you liked',
    reason: "Likes of other people's Letterboxd lists and reviews have nothing to attach to here",
  },
  {
    path: /(^|\/)deleted\/.+\.csv$/i,
    what: 'Entries you deleted',
    reason: 'What you deleted on Letterboxd stays deleted',
  },
  {
    path: /(^|\/)orphaned\/.+\.csv$/i,
    what: 'Orphaned entries',
    reason: 'Letterboxd no longer knows the films of these entries',
  },
];

/** The files of a Letterboxd export that hold film history, as a person would look for them. */
const FILM_HISTORY_FILES =
  'watched.csv, diary.csv, ratings.csv, reviews.csv, watchlist.csv, likes/films.csv or lists/';

/**
 * Why an upload made only of files that hold no film history (a profile.csv alone, a zip of comments) can't be
 * imported, or null when it holds any other file.
 */
export function onlyFilesLeftOut(paths: string[]): string | null {
  const leftOut = paths.map((path) => FILES_LEFT_OUT.find((file) => file.path.test(path)));
  if (paths.length === 0 || leftOut.some((file) => !file)) return null;
  const reasons = [...new Set(leftOut.map((file) => `${file!.what}: ${file!.reason}.`))].join(' ');
  return `this holds no films to import. ${reasons} Upload the whole Letterboxd export (the .zip), or its ${FILM_HISTORY_FILES}`;
}

/** One note per file of the export that is not imported, so nothing is dropped without a word. */
export function letterboxdFilesLeftOut(paths: string[]): RowNote[] {
  return paths.flatMap((path) => {
    const leftOut = FILES_LEFT_OUT.find((file) => file.path.test(path));
    return leftOut ? [{ row: noteRow(path, 0, leftOut.what), reason: leftOut.reason }] : [];
  });
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
async function readList(path: string, text: string): Promise<LetterboxdFileRead> {
  let name = path
    .split('/')
    .pop()!
    .replace(/\.csv$/i, '');
  let films = text;
  let firstLine = 1;
  const skipped: RowNote[] = [];
  if (LIST_PREAMBLE.test(text)) {
    const lines = text.split(/\r?\n/);
    const blank = lines.findIndex((line, index) => index > 1 && line.trim() === '');
    if (blank === -1)
      throw new MalformedImportError(path, 1, 'the list has no films table after its description');
    const preamble = await readCsvTable(path, lines.slice(1, blank).join('\n'), 2);
    const listRow = preamble.rows[0];
    name = listRow?.values.Name?.trim() || name;
    if (listRow) skipped.push(...listDetailsLeftOut(path, listRow, name));
    firstLine = blank + 2;
    films = lines.slice(blank + 1).join('\n');
  }
  const table = await readCsvTable(path, films, firstLine);
  requireMovieColumns(path, table, firstLine);
  const records = inListOrder(table.rows).map((row) => ({
    kind: 'playlist' as const,
    row: sourceRow(path, row),
    playlist: name,
    date: null,
  }));
  return { records, skipped };
}

/** A playlist keeps a name and its films only: a list's description and tags are reported, not dropped. */
function listDetailsLeftOut(path: string, listRow: CsvRow, name: string): RowNote[] {
  const row = noteRow(path, listRow.line, name);
  const description = listRow.values.Description?.trim();
  const tags = tagsFromCell(listRow.values.Tags);
  return [
    ...(description
      ? [{ row, reason: "The list's description is not kept: playlists here have a name only" }]
      : []),
    ...(tags.length > 0
      ? [{ row, reason: `The list's tags (${tags.join(', ')}) are not kept: playlists here have no tags` }]
      : []),
  ];
}

/** A list's films by their Position (Letterboxd's ranked order); in the file's order where there is none. */
function inListOrder(rows: CsvRow[]): CsvRow[] {
  const position = (row: CsvRow) => Number.parseInt(row.values.Position ?? '', 10);
  if (!rows.every((row) => Number.isFinite(position(row)))) return rows;
  return rows.toSorted((a, b) => position(a) - position(b));
}
