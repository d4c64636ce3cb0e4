import { unzipSync } from 'fflate';
import { readCsvTable } from './csv-table.ts';
import { isImdbRatingsTable, readImdbRatings } from './imdb.ts';
import { MalformedImportError, type ImportRecord, type ParsedImport } from './import-records.ts';
import { letterboxdFileKind, readLetterboxdFile, type LetterboxdFileKind } from './letterboxd.ts';
import { MARQUEE_MANIFEST, readMarqueeExport } from './marquee.ts';
import { readTraktFile } from './trakt.ts';

// A zip's files are inflated in memory: a few hundred MB of CSV is far beyond any real film history.
const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;

/**
 * Recognises an upload from its name and content (a Letterboxd, Trakt or Marquee export zip, an IMDb ratings
 * CSV, one Letterboxd CSV, one Trakt JSON file) and reads every record in it. Throws MalformedImportError
 * (a 400 naming the file and line) for anything it can't read; nothing has been written at that point.
 */
export function readUpload(fileName: string, bytes: Uint8Array): ParsedImport {
  if (isZip(bytes)) return readZip(fileName, bytes);
  const text = decodeText(fileName, bytes);
  if (/\.json$/i.test(fileName) || /^\uFEFF?\s*[[{]/.test(text))
    return { source: 'trakt', records: readTraktFile(fileName, text) };
  const table = readCsvTable(fileName, text);
  if (isImdbRatingsTable(table.columns)) return { source: 'imdb', records: readImdbRatings(fileName, table) };
  const kind = letterboxdFileKind(fileName) ?? kindFromColumns(table.columns);
  return { source: 'letterboxd', records: readLetterboxdFile(fileName, kind, text) };
}

const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

function readZip(fileName: string, bytes: Uint8Array): ParsedImport {
  let unzipped: Record<string, Uint8Array>;
  let inflated = 0;
  try {
    unzipped = unzipSync(bytes, {
      filter: (file) => {
        if (!/\.(csv|json)$/i.test(file.name) || /(^|\/)(__MACOSX|\.)/.test(file.name)) return false;
        inflated += file.originalSize;
        if (inflated > MAX_UNZIPPED_BYTES) throw new Error('too large once unzipped');
        return true;
      },
    });
  } catch (error) {
    throw new MalformedImportError(
      fileName,
      null,
      `not a readable zip archive (${(error as Error).message})`,
    );
  }
  const files = withoutCommonFolder(unzipped);
  const names = Object.keys(files).sort();
  const text = (name: string) => decodeText(name, files[name]);
  const letterboxdFiles = names
    .map((name) => ({ name, kind: letterboxdFileKind(name) }))
    .filter((file): file is { name: string; kind: LetterboxdFileKind } => file.kind !== null);
  const readLetterboxd = (): ImportRecord[] =>
    letterboxdFiles.flatMap(({ name, kind }) => readLetterboxdFile(name, kind, text(name)));

  if (names.includes(MARQUEE_MANIFEST)) return readMarqueeExport(text(MARQUEE_MANIFEST));
  if (letterboxdFiles.length > 0) return { source: 'letterboxd', records: readLetterboxd() };
  const jsonFiles = names.filter((name) => /\.json$/i.test(name));
  if (jsonFiles.length > 0)
    return { source: 'trakt', records: jsonFiles.flatMap((name) => readTraktFile(name, text(name))) };
  throw new MalformedImportError(
    fileName,
    null,
    'no film history found: expected a Letterboxd export (watched.csv, diary.csv, ratings.csv...), a Trakt export (JSON files) or a Marquee export',
  );
}

/** Exports unzipped and zipped again often sit in one folder ("letterboxd-name-2024/diary.csv"). */
function withoutCommonFolder(files: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const names = Object.keys(files);
  const folder = /^[^/]+\//.exec(names[0] ?? '')?.[0];
  if (!folder || !names.every((name) => name.startsWith(folder))) return files;
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name.slice(folder.length), data]));
}

function decodeText(file: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new MalformedImportError(file, null, 'not UTF-8 text (export files are UTF-8 CSV or JSON)');
  }
}

function kindFromColumns(columns: string[]): LetterboxdFileKind {
  if (columns.some((name) => /^Watched ?Date$/.test(name))) return 'diary';
  if (columns.includes('Rating') || columns.includes('Rating10')) return 'ratings';
  return 'watched';
}
