import type { CsvTable } from './csv-table.ts';
import { dateField, imdbIdField, tenPointField, yearField } from './field-values.ts';
import { MalformedImportError, type ImportRecord } from './import-records.ts';

/** Series, episodes and games are not films: their rows are left out of a film history. */
const NOT_FILMS = new Set([
  'tvseries',
  'tvepisode',
  'tvminiseries',
  'videogame',
  'podcastseries',
  'podcastepisode',
]);

/** An IMDb ratings export: `Const` (tt id), `Your Rating` (1-10), `Date Rated`, `Title`, `Year`, `Title Type`. */
export function isImdbRatingsTable(columns: string[]): boolean {
  return columns.includes('Const') && columns.includes('Your Rating');
}

export function readImdbRatings(file: string, table: CsvTable): ImportRecord[] {
  if (!isImdbRatingsTable(table.columns))
    throw new MalformedImportError(file, 1, 'an IMDb ratings export needs the columns Const and Your Rating');
  const records: ImportRecord[] = [];
  for (const { line, values } of table.rows) {
    const type = (values['Title Type'] ?? '').toLowerCase().replace(/[^a-z]/g, '');
    if (NOT_FILMS.has(type)) continue;
    const at = { file, line };
    const rating = tenPointField(values['Your Rating'], at, 'Your Rating');
    if (rating === null) throw new MalformedImportError(file, line, 'Your Rating is empty');
    records.push({
      kind: 'rating',
      row: {
        file,
        line,
        title: (values.Title ?? '').trim(),
        year: yearField(values.Year, at),
        imdbId: imdbIdField(values.Const),
        tmdbId: null,
      },
      rating,
      date: dateField(values['Date Rated'], at, 'Date Rated'),
    });
  }
  return records;
}
