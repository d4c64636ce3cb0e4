import { imdbIdField, tenPointField, timestampField, tmdbIdField, yearField } from './field-values.ts';
import { MalformedImportError, type ImportRecord, type RowNote, type SourceRow } from './import-records.ts';
import { readJsonDocument } from './json-document.ts';

type Item = Record<string, unknown>;

const isObject = (value: unknown): value is Item =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One file of a Trakt export: an array of history (`watched_at`), ratings (`rating`, `rated_at`), watchlist
 * (`listed_at`) or watched (`plays`, `last_watched_at`) items. Items about shows and episodes are left out,
 * each noted with why.
 */
export function readTraktFile(file: string, text: string): { records: ImportRecord[]; skipped: RowNote[] } {
  const document = readJsonDocument(file, text);
  if (!Array.isArray(document))
    throw new MalformedImportError(file, null, 'a Trakt export file is a JSON array of items');
  const name = file.toLowerCase();
  const records: ImportRecord[] = [];
  const skipped: RowNote[] = [];
  document.forEach((item: unknown, index) => {
    const line = index + 1;
    if (!isObject(item)) throw new MalformedImportError(file, line, 'item is not an object');
    if (!isObject(item.movie)) {
      if (item.type === 'movie') throw new MalformedImportError(file, line, 'movie item without a movie');
      skipped.push({ row: notFilmRow(file, line, item), reason: `Not a film: a TV ${notFilmKind(item)}` });
      return;
    }
    const row = movieRow(file, line, item.movie);
    const at = { file, line };
    if (item.watched_at !== undefined) {
      const watchedAt = timestampField(item.watched_at, at, 'watched_at');
      if (!watchedAt) throw new MalformedImportError(file, line, 'watched_at is empty');
      records.push({
        kind: 'diary',
        row,
        watchedOn: watchedAt.slice(0, 10),
        rating: null,
        rewatch: false,
        review: null,
      });
    } else if (item.rating !== undefined) {
      const rating = tenPointField(item.rating, at, 'rating');
      if (rating === null) throw new MalformedImportError(file, line, 'rating is empty');
      records.push({ kind: 'rating', row, rating, date: timestampField(item.rated_at, at, 'rated_at') });
    } else if (item.listed_at !== undefined) {
      const date = timestampField(item.listed_at, at, 'listed_at');
      if (name.includes('watchlist')) records.push({ kind: 'watchlist', row, date });
      else if (name.includes('favorite')) records.push({ kind: 'like', row, date });
      else records.push({ kind: 'playlist', row, playlist: listName(file), date });
    } else {
      const date = timestampField(item.last_watched_at, at, 'last_watched_at');
      records.push({ kind: 'watched', row, date });
    }
  });
  return { records, skipped };
}

const notFilmKind = (item: Item) =>
  item.type === 'episode' || isObject(item.episode) ? 'episode' : item.type === 'season' ? 'season' : 'show';

/** The show an item is about, named as the export names it. */
function notFilmRow(file: string, line: number, item: Item): SourceRow {
  const show = isObject(item.show) ? item.show : {};
  const episode = isObject(item.episode) ? item.episode : {};
  const name = [show.title, episode.title].filter((part) => typeof part === 'string').join(': ');
  return {
    file,
    line,
    title: name,
    year: typeof show.year === 'number' ? show.year : null,
    imdbId: null,
    tmdbId: null,
  };
}

function movieRow(file: string, line: number, movie: Item): SourceRow {
  const ids = isObject(movie.ids) ? movie.ids : {};
  return {
    file,
    line,
    title: typeof movie.title === 'string' ? movie.title.trim() : '',
    year: yearField(movie.year ?? '', { file, line }, 'year'),
    imdbId: imdbIdField(ids.imdb),
    tmdbId: tmdbIdField(ids.tmdb),
  };
}

/** "lists-horror-nights.json" -> "horror nights". */
function listName(file: string): string {
  const base = file
    .split('/')
    .pop()!
    .replace(/\.json$/i, '');
  return (
    base
      .replace(/^lists?[-_]/i, '')
      .replace(/[-_]+/g, ' ')
      .trim() || base
  );
}
