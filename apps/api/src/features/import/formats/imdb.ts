import type { CsvTable } from './csv-table.ts';
import { dateField, imdbIdField, tenPointField, yearField } from './field-values.ts';
import { MalformedImportError, type ImportRecord, type RowNote, type SourceRow } from './import-records.ts';

/** Series, episodes and games are not films: their rows are left out of a film history, each said why. */
const NOT_FILMS = new Map([
  ['tvseries', 'a TV series'],
  ['tvepisode', 'a TV episode'],
  ['tvminiseries', 'a TV mini-series'],
  ['videogame', 'a video game'],
  ['podcastseries', 'a podcast series'],
  ['podcastepisode', 'a podcast episode'],
]);

/** An IMDb ratings export: `Const` (tt id), `Your Rating` (1-10), `Date Rated`, `Title`, `Year`, `Title Type`. */
export function isImdbRatingsTable(columns: string[]): boolean {
  return columns.includes('Const') && columns.includes('Your Rating');
}

export function readImdbRatings(
  file: string,
  table: CsvTable,
): { records: ImportRecord[]; skipped: RowNote[] } {
  if (!isImdbRatingsTable(table.columns))
    throw new MalformedImportError(file, 1, 'an IMDb ratings export needs the columns Const and Your Rating');
  const records: ImportRecord[] = [];
  const skipped: RowNote[] = [];
  for (const { line, values } of table.rows) {
    const at = { file, line };
    const row: SourceRow = {
      file,
      line,
      title: (values.Title ?? '').trim(),
      year: yearField(values.Year, at),
      imdbId: imdbIdField(values.Const),
      tmdbId: null,
    };
    const notFilm = NOT_FILMS.get((values['Title Type'] ?? '').toLowerCase().replace(/[^a-z]/g, ''));
    if (notFilm) {
      skipped.push({ row, reason: `Not a film: ${notFilm} (${values['Title Type']!.trim()})` });
      continue;
    }
    const rating = tenPointField(values['Your Rating'], at, 'Your Rating');
    if (rating === null) throw new MalformedImportError(file, line, 'Your Rating is empty');
    records.push({
      kind: 'rating',
      row,
      rating,
      date: dateField(values['Date Rated'], at, 'Date Rated'),
    });
  }
  return { records, skipped };
}
